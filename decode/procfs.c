// SPDX-License-Identifier: GPL-2.0-only
/*
 * The procfs text the sampler keeps: /proc/stat CPU ticks (proc(5)) and
 * /proc/interrupts per-CPU counts.  Pure parsing.
 */
#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/procfs.h"

static int parse_u64s(const char *s, uint64_t *vals, int max, const char **end)
{
	int n = 0;

	while (n < max) {
		while (*s == ' ' || *s == '\t')
			s++;
		if (*s < '0' || *s > '9')
			break;
		/* by hand, thousands a snapshot at 256 CPUs: past 2^64 - 1 it stays there, as strtoull() does */
		uint64_t x = 0;

		for (; *s >= '0' && *s <= '9'; s++) {
			unsigned d = (unsigned)(*s - '0');

			x = x > (UINT64_MAX - d) / 10 ? UINT64_MAX : x * 10 + d;
		}
		vals[n++] = x;
	}
	if (end)
		*end = s;
	return n;
}

/* The N of a line starting "cpuN " (N as printf's "%d" writes it: no sign, no leading 0), else -1. */
static long stat_cpu(const char *l, const char **rest)
{
	long n = 0;
	const char *p = l + 3;

	if (strncmp(l, "cpu", 3) != 0 || *p < '0' || *p > '9' || (p[0] == '0' && p[1] != ' '))
		return -1;
	for (; *p >= '0' && *p <= '9'; p++) {
		n = n * 10 + (*p - '0');
		if (n > INT_MAX)
			return -1;
	}
	*rest = p + 1;
	return *p == ' ' ? n : -1;
}

void procfs_stat_ticks(const char *text, struct procfs_ticks *ticks, int max)
{
	for (int i = 0; i < max; i++)
		ticks[i] = (struct procfs_ticks){ .err = -ENOENT };
	for (const char *l = text; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
		const char *rest;
		long cpu = stat_cpu(l, &rest);

		/* the first line of a CPU counts, as a search for it would find */
		if (cpu < 0 || cpu >= max || ticks[cpu].err != -ENOENT)
			continue;
		/* user nice system idle iowait irq softirq steal (proc(5)); guest is inside user */
		uint64_t v[8] = { 0 };
		struct procfs_ticks *t = &ticks[cpu];

		if (parse_u64s(rest, v, 8, NULL) < 4) {
			t->err = -EINVAL;
			continue;
		}
		t->busy = v[0] + v[1] + v[2] + v[5] + v[6] + v[7];
		t->total = t->busy + v[3] + v[4];
		t->err = 0;
	}
}

int procfs_irq_counts(const char *text, const char *row, uint64_t *all, uint64_t *row_count, int max_cpu)
{
	size_t rowlen = strlen(row);
	int col_cpu[4096], ncol = 0;
	const char *l = text;
	bool found = false;

	/* header: "           CPU0       CPU1 ..." names the CPU of each column */
	while (*l && *l != '\n' && ncol < 4096) {
		const char *c = strstr(l, "CPU");

		if (!c || memchr(l, '\n', c - l))
			break;
		col_cpu[ncol++] = atoi(c + 3);
		l = c + 3;
	}
	if (!ncol)
		return -ENOENT;
	/* a CPU the header does not name has no count here (offline when read), not a count of 0 */
	for (int i = 0; i < max_cpu; i++)
		all[i] = row_count[i] = PROCFS_NO_COUNT;
	for (int i = 0; i < ncol; i++)
		if (col_cpu[i] >= 0 && col_cpu[i] < max_cpu)
			all[col_cpu[i]] = row_count[col_cpu[i]] = 0;
	for (l = strchr(l, '\n'); l && *++l; l = strchr(l, '\n')) {
		const char *colon = strchr(l, ':'), *nl = strchr(l, '\n');
		const char *name = l;
		uint64_t v[4096];

		if (!colon || (nl && colon > nl))
			continue;
		while (*name == ' ')
			name++;
		bool named = (size_t)(colon - name) == rowlen && strncmp(name, row, rowlen) == 0;
		int n = parse_u64s(colon + 1, v, ncol, NULL);

		found |= named;
		for (int i = 0; i < n; i++) {
			if (col_cpu[i] < 0 || col_cpu[i] >= max_cpu)
				continue;
			all[col_cpu[i]] += v[i];
			if (named)
				row_count[col_cpu[i]] += v[i];
		}
	}
	for (int i = 0; i < max_cpu && !found; i++)
		row_count[i] = PROCFS_NO_COUNT;
	return 0;
}
