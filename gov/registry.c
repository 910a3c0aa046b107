// SPDX-License-Identifier: GPL-2.0-only
/*
 * The governors by name (gov/gov.h): the registry, --governor spec parsing,
 * --governor list.  Above the governors and their adapter (gov/plugin.c),
 * which know nothing of it.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "gov_impl.h"
#include "gov/drivers.h"
#include "gov/plugin.h"
#include "suggest.h"

/*
 * The registry: one row a governor, in the order --governor list shows
 * them.  X(name) is the struct gov_ops gov_NAME_ops its own file defines;
 * T(name) a governor written against the public header, compiled from
 * gov/tmpl/ as struct tsng_governor tsng_gov_NAME (--governor-template
 * prints its source).  A new governor is its file and a row here.
 */
#define GOV_REGISTRY(X, T) \
	T(pid) \
	T(pid_atom) \
	T(pstate) \
	T(schedutil) \
	T(ondemand) \
	T(conservative) \
	X(performance) \
	X(powersave) \
	T(amd_pstate) \
	X(userspace)

#define GOV_DECLARE(n) extern const struct gov_ops gov_##n##_ops;
#define GOV_DECLARE_T(n) extern const struct tsng_governor tsng_gov_##n;
GOV_REGISTRY(GOV_DECLARE, GOV_DECLARE_T)

/* A template's ops are made by the adapter (gov/plugin.c) the first time it is asked for. */
struct gov_row {
	const struct gov_ops *ops;
	const struct tsng_governor *tmpl;
};
#define GOV_ROW(n) { &gov_##n##_ops, NULL },
#define GOV_ROW_T(n) { NULL, &tsng_gov_##n },
static struct gov_row gov_table[] = { GOV_REGISTRY(GOV_ROW, GOV_ROW_T) };

size_t gov_count(void)
{
	return sizeof(gov_table) / sizeof(gov_table[0]);
}

const struct gov_ops *gov_at(size_t i)
{
	if (i >= gov_count())
		return NULL;
	struct gov_row *r = &gov_table[i];
	char err[160];

	/* a built-in template's row is checked as a plugin's is: a failure is this build's bug */
	if (!r->ops && gov_plugin_add(r->tmpl->name, r->tmpl, err, sizeof(err)) == 0)
		r->ops = gov_plugin_find(r->tmpl->name);
	return r->ops;
}

const struct gov_ops *gov_find(const char *name)
{
	for (size_t i = 0; i < gov_count(); i++)
		if (gov_at(i) && strcmp(gov_at(i)->name, name) == 0)
			return gov_at(i);
	return gov_plugin_find(name);
}

/* One "name=value" of a spec; [p, end) excludes the separating comma. */
static int gov_parse_assign(struct gov_inst *g, const char *p, const char *end, char *err, size_t errlen)
{
	const struct gov_ops *ops = g->ops;
	const char *eq = memchr(p, '=', (size_t)(end - p));
	int n = (int)(end - p);

	if (!eq || eq == p) {
		snprintf(err, errlen, "governor %s: expected name=value, got '%.*s'", ops->name, n, p);
		return -EINVAL;
	}
	int i = gov_param_index(ops, p, (size_t)(eq - p));
	if (i < 0) {
		char name[32], near[64];
		struct suggest sg;

		snprintf(name, sizeof(name), "%.*s", (int)(eq - p), p);
		suggest_init(&sg, name);
		for (int k = 0; ops->params[k].name; k++)
			suggest_try(&sg, ops->params[k].name);
		snprintf(err, errlen, "governor %s: unknown parameter '%.*s' (see --governor list)%s",
			 ops->name, (int)(eq - p), p, suggest_text(&sg, near, sizeof(near)));
		return -EINVAL;
	}
	const struct gov_param *pp = &ops->params[i];
	char num[24];
	size_t vlen = (size_t)(end - eq - 1);
	char *stop;

	if (vlen == 0 || vlen >= sizeof(num)) {
		snprintf(err, errlen, "governor %s: bad value '%.*s' for %s", ops->name,
			 (int)vlen, eq + 1, pp->name);
		return -EINVAL;
	}
	memcpy(num, eq + 1, vlen);
	num[vlen] = '\0';
	errno = 0;
	long v = strtol(num, &stop, 10);
	if (errno || *stop) {
		snprintf(err, errlen, "governor %s: bad value '%s' for %s (an integer)", ops->name, num, pp->name);
		return -EINVAL;
	}
	/* a default outside the range (-1: the driver's) may also be written out */
	if ((v < pp->min || v > pp->max) && v != pp->def) {
		char also[32] = "";

		if (pp->def < pp->min || pp->def > pp->max)
			snprintf(also, sizeof(also), " or %ld", pp->def);
		snprintf(err, errlen, "governor %s: %s=%ld out of range %ld..%ld%s", ops->name, pp->name,
			 v, pp->min, pp->max, also);
		return -EINVAL;
	}
	g->param[i] = v;
	return 0;
}

/* kernel=X.Y: which kernel's arithmetic (limits, default rate limits); 3.0 to 9.99. */
static int gov_parse_kernel(struct gov_inst *g, const char *p, size_t n, char *err, size_t errlen)
{
	char num[8];
	unsigned major, minor;
	int used = 0;

	if (n < sizeof(num)) {
		memcpy(num, p, n);
		num[n] = '\0';
	}
	if (n >= sizeof(num) || sscanf(num, "%1u.%2u%n", &major, &minor, &used) != 2 || (size_t)used != n ||
	    major < 3 || !isdigit((unsigned char)num[n - 1])) {
		snprintf(err, errlen, "bad kernel '%.*s' (a version such as 4.15 or 6.12)", (int)n, p);
		return -EINVAL;
	}
	g->kver = (int)(major * 100 + minor);
	return 0;
}

/* driver=MODE, epp=N, kernel=X.Y: the driver layer's settings (gov/driver.h), not the governor's. */
static int gov_parse_driver(struct gov_inst *g, const char *p, const char *end, char *err, size_t errlen)
{
	size_t n = (size_t)(end - p);

	if (n > 7 && strncmp(p, "driver=", 7) == 0) {
		int d = drv_find(p + 7, n - 7);

		if (d < 0) {
			snprintf(err, errlen, "unknown driver '%.*s' (see --governor list)", (int)(n - 7), p + 7);
			return -EINVAL;
		}
		g->driver = d;
		return 0;
	}
	if (n >= 10 && strncmp(p, "hwp_boost=", 10) == 0) {
		if (n != 11 || (p[10] != '0' && p[10] != '1')) {
			snprintf(err, errlen, "bad hwp_boost '%.*s' (0 or 1)", (int)(n - 10), p + 10);
			return -EINVAL;
		}
		g->hwp_boost = p[10] == '1';
		return 0;
	}
	if (n > 7 && strncmp(p, "kernel=", 7) == 0)
		return gov_parse_kernel(g, p + 7, n - 7, err, errlen);
	if (n > 4 && strncmp(p, "epp=", 4) == 0) {
		char num[8];
		char *stop;

		if (n - 4 >= sizeof(num)) {
			snprintf(err, errlen, "bad epp '%.*s' (0..255)", (int)(n - 4), p + 4);
			return -EINVAL;
		}
		memcpy(num, p + 4, n - 4);
		num[n - 4] = '\0';
		long v = strtol(num, &stop, 10);
		if (*stop || v < 0 || v > 255) {
			snprintf(err, errlen, "bad epp '%s' (0..255)", num);
			return -EINVAL;
		}
		g->epp = (int)v;
		return 0;
	}
	return 1;
}

int gov_parse(const char *spec, struct gov_inst *out, char *err, size_t errlen)
{
	return gov_parse_keys(spec, out, NULL, NULL, err, errlen);
}

int gov_parse_keys(const char *spec, struct gov_inst *out, gov_key_fn *other, void *ctx, char *err, size_t errlen)
{
	const char *colon = strchr(spec, ':');
	size_t nlen = colon ? (size_t)(colon - spec) : strlen(spec);
	char name[GOV_SPEC_MAX];

	memset(out, 0, sizeof(*out));
	if (strlen(spec) >= sizeof(out->spec)) {
		snprintf(err, errlen, "governor spec too long (max %zu characters): %.20s...",
			 sizeof(out->spec) - 1, spec);
		return -EINVAL;
	}
	if (nlen == 0 || nlen >= sizeof(name)) {
		snprintf(err, errlen, "unknown governor '%.*s' (see --governor list)", (int)nlen, spec);
		return -EINVAL;
	}
	memcpy(name, spec, nlen);
	name[nlen] = '\0';
	out->ops = gov_find(name);
	if (!out->ops) {
		struct suggest sg;
		char near[64];

		suggest_init(&sg, name);
		for (size_t i = 0; i < gov_count(); i++)
			if (gov_at(i))
				suggest_try(&sg, gov_at(i)->name);
		snprintf(err, errlen, "unknown governor '%s' (see --governor list)%s", name,
			 suggest_text(&sg, near, sizeof(near)));
		return -EINVAL;
	}
	for (int i = 0; out->ops->params[i].name; i++)
		out->param[i] = out->ops->params[i].def;
	out->epp = -1;
	strcpy(out->spec, spec);
	if (!colon)
		return 0;
	for (const char *p = colon + 1;;) {
		const char *comma = strchr(p, ',');
		const char *end = comma ? comma : p + strlen(p);
		int rc = gov_parse_driver(out, p, end, err, errlen);

		if (rc > 0 && other)
			rc = other(ctx, p, (size_t)(end - p), err, errlen);
		if (rc > 0)
			rc = gov_parse_assign(out, p, end, err, errlen);

		if (rc)
			return rc;
		if (!comma)
			return 0;
		p = comma + 1;
	}
}

void gov_help_print(const struct gov_ops *ops, FILE *out)
{
	fprintf(out, "%-13s %s\n", ops->name, ops->description);
	for (const struct gov_param *p = ops->params; p->name; p++) {
		char dflt[48], range[48];

		snprintf(dflt, sizeof(dflt), "%s=%ld", p->name, p->def);
		snprintf(range, sizeof(range), "%ld..%ld", p->min, p->max);
		fprintf(out, "    %-24s %-15s %s\n", dflt, range, p->help);
	}
}

void gov_list_print(FILE *out)
{
	fputs("governors (--governor NAME[:param=value,...]):\n", out);
	for (size_t i = 0; i < gov_count(); i++)
		gov_help_print(gov_at(i), out);
	fputs("drivers (--simulate; NAME:driver=MODE[,epp=0..255][,hwp_boost=0|1], epp for HWP, hwp_boost for hwp-active):\n", out);
	fputs("kernel (any governor; NAME:kernel=X.Y, default the newest): the version whose limits and default rate limits apply\n", out);
	for (int d = 1; d < DRV_COUNT; d++)
		fprintf(out, "%-15s %s\n", drv_name(d), drv_description(d));
}
