// SPDX-License-Identifier: GPL-2.0-only
/* The powercap dump (decode/powercap.h), walked as print_rapl_sysfs() and dump_one_domain() walk it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/powercap.h"

#define PREFIX "intel-rapl"
/* the listings wanted: the zones (of the tree, of a zone) and a zone's constraint files */
#define ZONES PREFIX "*"
#define CONSTRAINTS "constraint_*"

/* The text of @dir/@file (a listing where @file ends in '*'), or NULL. */
static const char *zone_text(const struct regset *rs, const char *dir, const char *file)
{
	char path[REGSET_PATH_BYTES];

	snprintf(path, sizeof(path), POWERCAP_DIR "/%s/%s", dir, file);
	return regset_text(rs, path);
}

/* The next name of a listing from *@pos, into @name; 0 at its end. */
static int next_entry(const char **pos, char *name, size_t size)
{
	const char *s = *pos, *e;

	if (!s || !*s)
		return 0;
	e = strchr(s, '\n');
	size_t n = e ? (size_t)(e - s) : strlen(s);

	snprintf(name, size, "%.*s", (int)n, s);
	*pos = e ? e + 1 : s + n;
	return 1;
}

static int read_u64(const char *t, uint64_t *v)
{
	char *end;

	if (!t || !*t)
		return 0;
	*v = strtoull(t, &end, 10);
	return end != t;
}

/* dump_one_domain(): the name, "disabled" or each constraint while its window reads */
static int zone_of(const struct regset *rs, const char *rel, struct powercap_zone *z)
{
	const char *name = zone_text(rs, rel, "name"), *en = zone_text(rs, rel, "enabled");
	uint64_t v;

	if (!name || !*name)
		return 0;
	memset(z, 0, sizeof(*z));
	snprintf(z->rel, sizeof(z->rel), "%s", rel);
	snprintf(z->name, sizeof(z->name), "%s", name);
	/* fread_int(): a file that does not read, or reads no number, ends the line there */
	z->enabled = read_u64(en, &v) ? v != 0 : -1;
	for (int k = 0; z->enabled == 1 && k < POWERCAP_MAX_CONSTRAINTS; k++) {
		struct powercap_constraint *c = &z->c[k];
		char f[48];

		snprintf(f, sizeof(f), "constraint_%d_time_window_us", k);
		if (!read_u64(zone_text(rs, rel, f), &c->window_us))
			break;
		snprintf(f, sizeof(f), "constraint_%d_power_limit_uw", k);
		c->has_limit = read_u64(zone_text(rs, rel, f), &c->limit_uw) && c->limit_uw;
		snprintf(f, sizeof(f), "constraint_%d_max_power_uw", k);
		c->has_max = read_u64(zone_text(rs, rel, f), &c->max_uw) && c->max_uw;
		z->nconstraints = k + 1;
	}
	return 1;
}

static int top_level(const char *name)
{
	return !strncmp(name, "package", 7) || !strncmp(name, "psys", 4);
}

/*
 * Calls @fn for each zone directory print_rapl_sysfs() dumps, in its order:
 * a top-level entry judged package* or psys* by its name (@stale_name: by
 * the last name read), then its intel-rapl* children.
 */
static void walk(const struct regset *rs, int stale_name, void (*fn)(void *arg, const char *rel), void *arg)
{
	const char *top = regset_text(rs, POWERCAP_DIR "/" ZONES);
	char entry[64], judged[32] = "";

	while (next_entry(&top, entry, sizeof(entry))) {
		const char *name, *kids;
		char child[64], rel[2 * 64 + 2];

		if (strncmp(entry, PREFIX, strlen(PREFIX)))
			continue;
		name = zone_text(rs, entry, "name");
		if (name)
			snprintf(judged, sizeof(judged), "%s", name);
		else if (!stale_name)
			judged[0] = '\0';
		if (!top_level(judged))
			continue;
		fn(arg, entry);
		kids = zone_text(rs, entry, ZONES);
		while (next_entry(&kids, child, sizeof(child))) {
			if (strncmp(child, PREFIX, strlen(PREFIX)))
				continue;
			snprintf(rel, sizeof(rel), "%s/%s", entry, child);
			fn(arg, rel);
		}
	}
}

struct collect {
	const struct regset *rs;
	struct powercap_zone *out;
	size_t max, n;
};

static void collect_one(void *arg, const char *rel)
{
	struct collect *c = arg;
	struct powercap_zone z;

	if (!zone_of(c->rs, rel, &z))
		return;
	if (c->n < c->max)
		c->out[c->n] = z;
	c->n++;
}

long powercap_zones(const struct regset *rs, int stale_name, struct powercap_zone *out, size_t max, int *err)
{
	const struct regset_text *t = regset_text_entry(rs, POWERCAP_DIR "/" ZONES);
	struct collect c = { .rs = rs, .out = out, .max = max };

	*err = 0;
	if (!t || t->err == -ENODATA)
		return -1;
	*err = t->err;
	if (t->err)
		return 0;
	walk(rs, stale_name, collect_one, &c);
	return (long)(c.n < max ? c.n : max);
}

struct want {
	const struct regset *rs;
	char (*out)[REGSET_PATH_BYTES];
	size_t n, max;
};

/* @file of zone @rel; "" is the zone's listing (its path ends in '/'). */
static void want(struct want *w, const char *rel, const char *file)
{
	if (w->n < w->max)
		snprintf(w->out[w->n], REGSET_PATH_BYTES, POWERCAP_DIR "/%s/%s", rel, file);
	w->n++;
}

/* A zone's name and listings first; then "enabled" and the constraints its listing has. */
static void want_zone(void *arg, const char *rel)
{
	struct want *w = arg;
	const char *list = zone_text(w->rs, rel, CONSTRAINTS);

	want(w, rel, "name");
	want(w, rel, ZONES);
	want(w, rel, CONSTRAINTS);
	if (!list)
		return;
	want(w, rel, "enabled");
	for (int k = 0; k < POWERCAP_MAX_CONSTRAINTS; k++) {
		static const char *const kinds[] = { "time_window_us", "power_limit_uw", "max_power_uw" };
		char f[48];

		snprintf(f, sizeof(f), "constraint_%d_%s", k, kinds[0]);
		if (!regset_listed(list, f))
			break;
		for (size_t i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++) {
			snprintf(f, sizeof(f), "constraint_%d_%s", k, kinds[i]);
			want(w, rel, f);
		}
	}
}

size_t powercap_wanted(const struct regset *rs, char (*out)[REGSET_PATH_BYTES], size_t n, size_t max)
{
	struct want w = { .rs = rs, .out = out, .n = n, .max = max };
	const char *top = regset_text(rs, POWERCAP_DIR "/" ZONES);
	char entry[64];

	if (w.n < max)
		snprintf(out[w.n], REGSET_PATH_BYTES, POWERCAP_DIR "/" ZONES);
	w.n++;
	/* every entry's name, to judge it by; a zone judged by a stale name is wanted too */
	while (next_entry(&top, entry, sizeof(entry)))
		if (!strncmp(entry, PREFIX, strlen(PREFIX)))
			want(&w, entry, "name");
	walk(rs, 1, want_zone, &w);
	return w.n;
}
