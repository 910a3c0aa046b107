// SPDX-License-Identifier: GPL-2.0-only
/*
 * /proc/stat CPU ticks (proc(5)) and /proc/interrupts per-CPU counts, parsed a
 * line at a time as the sampler reads them (turbostat's snapshot_proc_interrupts()
 * likewise scans the file as it reads it).  Pure parsing.
 */
#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msr/procfs.h"

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

long procfs_stat_line(const char *line, struct procfs_ticks *t)
{
	const char *rest;
	long cpu = stat_cpu(line, &rest);

	if (cpu < 0)
		return -1;
	/* user nice system idle iowait irq softirq steal (proc(5)); guest is inside user */
	uint64_t v[8] = { 0 };

	if (parse_u64s(rest, v, 8, NULL) < 4) {
		*t = (struct procfs_ticks){ .err = -EINVAL };
		return cpu;
	}
	t->busy = v[0] + v[1] + v[2] + v[5] + v[6] + v[7];
	t->total = t->busy + v[3] + v[4];
	t->err = 0;
	return cpu;
}

/* Calls @fn on each line of @text, the line copied without its '\n' into a buffer grown to fit. */
static int each_line(const char *text, int (*fn)(void *ctx, const char *line), void *ctx)
{
	char *buf = NULL;
	size_t cap = 0;
	int err = 0;

	for (const char *l = text; !err && l && *l;) {
		const char *nl = strchr(l, '\n');
		size_t n = nl ? (size_t)(nl - l) : strlen(l);

		if (n + 1 > cap) {
			char *p = realloc(buf, n + 1);

			if (!p) {
				err = -ENOMEM;
				break;
			}
			buf = p;
			cap = n + 1;
		}
		memcpy(buf, l, n);
		buf[n] = '\0';
		err = fn(ctx, buf);
		l = nl ? nl + 1 : NULL;
	}
	free(buf);
	return err;
}

struct stat_ctx {
	struct procfs_ticks *ticks;
	int max;
};

static int stat_one(void *ctx, const char *line)
{
	struct stat_ctx *c = ctx;
	struct procfs_ticks t;
	long cpu = procfs_stat_line(line, &t);

	/* the first line of a CPU counts, as a search for it would find */
	if (cpu >= 0 && cpu < c->max && c->ticks[cpu].err == -ENOENT)
		c->ticks[cpu] = t;
	return 0;
}

void procfs_stat_ticks(const char *text, struct procfs_ticks *ticks, int max)
{
	struct stat_ctx c = { ticks, max };

	for (int i = 0; i < max; i++)
		ticks[i] = (struct procfs_ticks){ .err = -ENOENT };
	each_line(text, stat_one, &c);
}

void procfs_irq_begin(struct procfs_irq *st, const char *row)
{
	*st = (struct procfs_irq){ .row = row };
}

void procfs_irq_end(struct procfs_irq *st)
{
	free(st->col_cpu);
	free(st->all);
	free(st->row_sum);
	*st = (struct procfs_irq){ 0 };
}

static int irq_column(struct procfs_irq *st, int cpu)
{
	if (st->ncol == st->cap) {
		int cap = st->cap ? 2 * st->cap : 64;
		int *c = realloc(st->col_cpu, cap * sizeof(*c));

		if (!c)
			return -ENOMEM;
		st->col_cpu = c;
		st->cap = cap;
	}
	st->col_cpu[st->ncol++] = cpu;
	return 0;
}

/* header: "           CPU0       CPU1 ..." names the CPU of each column */
static int irq_header(struct procfs_irq *st, const char *l)
{
	for (const char *c; (c = strstr(l, "CPU")); l = c + 3)
		if (irq_column(st, atoi(c + 3)))
			return -ENOMEM;
	st->header_done = true;
	if (!st->ncol)
		return 0;
	st->all = calloc(st->ncol, sizeof(*st->all));
	st->row_sum = calloc(st->ncol, sizeof(*st->row_sum));
	return st->all && st->row_sum ? 0 : -ENOMEM;
}

int procfs_irq_line(struct procfs_irq *st, const char *l)
{
	if (!st->header_done)
		return irq_header(st, l);
	const char *colon = strchr(l, ':'), *name = l;

	if (!st->ncol || !colon)
		return 0;
	while (*name == ' ')
		name++;
	size_t rowlen = strlen(st->row);
	bool named = (size_t)(colon - name) == rowlen && strncmp(name, st->row, rowlen) == 0;
	const char *s = colon + 1;

	st->found |= named;
	for (int i = 0; i < st->ncol; i++) {
		uint64_t v;

		if (parse_u64s(s, &v, 1, &s) < 1)
			break;
		st->all[i] += v;
		if (named)
			st->row_sum[i] += v;
	}
	return 0;
}

static int irq_one(void *ctx, const char *line)
{
	return procfs_irq_line(ctx, line);
}

int procfs_irq_counts(const char *text, const char *row, uint64_t *all, uint64_t *row_count, int max_cpu)
{
	struct procfs_irq st;
	int err;

	procfs_irq_begin(&st, row);
	err = each_line(text, irq_one, &st);
	if (!err && !st.ncol)
		err = -ENOENT;
	if (err) {
		procfs_irq_end(&st);
		return err;
	}
	/* a CPU the header does not name has no count here (offline when read), not a count of 0 */
	for (int i = 0; i < max_cpu; i++)
		all[i] = row_count[i] = PROCFS_NO_COUNT;
	for (int i = 0; i < st.ncol; i++) {
		int cpu = st.col_cpu[i];

		if (cpu >= 0 && cpu < max_cpu) {
			all[cpu] = st.all[i];
			row_count[cpu] = st.found ? st.row_sum[i] : PROCFS_NO_COUNT;
		}
	}
	procfs_irq_end(&st);
	return 0;
}
