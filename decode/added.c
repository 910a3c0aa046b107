// SPDX-License-Identifier: GPL-2.0-only
/*
 * --add spec parsing: comma-separated tokens in any order, as turbostat's
 * parse_add_command() takes them (turbostat(8), --add):
 * a location (msrDDD, msr0xXXX, /sys/path, perf/<dev>/<event>), u32|u64,
 * cpu|core|package, cycles|seconds|usec, raw|delta|percent|average, and
 * any other token as the column name.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/added.h"

struct word {
	const char *tok;
	int what;	/* 0 width, 1 scope, 2 type, 3 format */
	int value;
};

static const struct word words[] = {
	{ "u32", 0, 32 }, { "u64", 0, 64 },
	{ "cpu", 1, RSCOPE_CPU }, { "core", 1, RSCOPE_CORE }, { "package", 1, RSCOPE_PKG },
	{ "cycles", 2, ADDED_CYCLES }, { "seconds", 2, ADDED_SECONDS }, { "usec", 2, ADDED_USEC },
	{ "raw", 3, ADDED_RAW }, { "delta", 3, ADDED_DELTA }, { "percent", 3, ADDED_PERCENT },
	{ "average", 3, ADDED_AVERAGE },
};

static int parse_msr(const char *tok, uint32_t *msr)
{
	int hex = strncmp(tok, "msr0x", 5) == 0;
	const char *num = tok + (hex ? 5 : 3);
	char *end;
	unsigned long v;

	if (strncmp(tok, "msr", 3) != 0 || *num < '0' || *num > 'f')
		return -EINVAL;
	errno = 0;
	v = strtoul(num, &end, hex ? 16 : 10);
	if (*end || errno || v > 0xffffffffUL)
		return -EINVAL;
	*msr = (uint32_t)v;
	return 0;
}

/* "perf/<dev>/<event>" becomes the "pmu/event" the access ops read. */
static int parse_perf(const char *tok, struct added_counter *c)
{
	const char *dev = tok + 5, *slash = strchr(dev, '/');

	if (!slash || slash == dev || !slash[1] || strchr(slash + 1, '/'))
		return -EINVAL;
	snprintf(c->path, sizeof(c->path), "%s", dev);
	c->loc = ADDED_PERF;
	return 0;
}

static int limit_of(enum raw_scope s)
{
	return s == RSCOPE_CPU ? ADDED_MAX_CPU : s == RSCOPE_CORE ? ADDED_MAX_CORE : ADDED_MAX_PKG;
}

static const char *const scope_names[] = { "thread", "core", "package" };

static int token(struct added_counter *c, const char *tok, int *have_loc, char *err, size_t errlen)
{
	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
		if (strcmp(tok, words[i].tok) != 0)
			continue;
		if (words[i].what == 0)
			c->width = (unsigned)words[i].value;
		else if (words[i].what == 1)
			c->scope = (enum raw_scope)words[i].value;
		else if (words[i].what == 2)
			c->type = (enum added_type)words[i].value;
		else
			c->fmt = (enum added_fmt)words[i].value;
		return 0;
	}
	if (strncmp(tok, "msr", 3) == 0 && parse_msr(tok, &c->msr) == 0) {
		c->loc = ADDED_MSR;
		*have_loc = 1;
		return 0;
	}
	if (tok[0] == '/') {
		if (strlen(tok) >= sizeof(c->path)) {
			snprintf(err, errlen, "--add %s: path longer than %zu characters", tok, sizeof(c->path) - 1);
			return -EINVAL;
		}
		snprintf(c->path, sizeof(c->path), "%s", tok);
		c->loc = ADDED_SYSFS;
		*have_loc = 1;
		return 0;
	}
	if (strncmp(tok, "perf/", 5) == 0) {
		/* cut short, "device/event" could lose its '/' */
		if (strlen(tok + 5) >= sizeof(c->path)) {
			snprintf(err, errlen, "--add %s: device/event longer than %zu characters", tok, sizeof(c->path) - 1);
			return -EINVAL;
		}
		if (parse_perf(tok, c)) {
			snprintf(err, errlen, "--add %s: expected perf/<device>/<event>", tok);
			return -EINVAL;
		}
		*have_loc = 1;
		return 0;
	}
	/* anything else names the column; turbostat's sscanf keeps 18 characters.  A sysfs
	 * counter without a name is named like an MSR one, as turbostat does (M0X0). */
	snprintf(c->name, sizeof(c->name), "%.18s", tok);
	return 0;
}

int added_parse(const char *spec, struct added_set *set, char *err, size_t errlen)
{
	struct added_counter c = { .loc = ADDED_MSR, .width = 64, .scope = RSCOPE_CPU,
				   .type = ADDED_ITEMS, .fmt = ADDED_DELTA };
	char buf[512], *save, *tok;
	int have_loc = 0, same = 0;

	snprintf(buf, sizeof(buf), "%s", spec);
	for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save))
		if (token(&c, tok, &have_loc, err, errlen))
			return -EINVAL;
	if (!have_loc) {
		snprintf(err, errlen, "--add %s: needs msrDDD, msr0xXXX, /sys/path or perf/<device>/<event>", spec);
		return -EINVAL;
	}
	for (int i = 0; i < set->n; i++)
		same += set->c[i].scope == c.scope;
	if (same >= limit_of(c.scope) || set->n >= ADDED_MAX) {
		snprintf(err, errlen, "--add %s: more than %d added %s counters", spec, limit_of(c.scope),
			 scope_names[c.scope]);
		return -EINVAL;
	}
	if (!c.name[0] && c.loc == ADDED_PERF)
		snprintf(c.name, sizeof(c.name), "perf/%.13s", strchr(c.path, '/') + 1);
	else if (!c.name[0])
		snprintf(c.name, sizeof(c.name), c.width == 32 ? "M0x%x%s" : "M0X%x%s", c.msr,
			 c.fmt == ADDED_PERCENT ? "%" : "");
	set->c[set->n++] = c;
	return 0;
}
