// SPDX-License-Identifier: GPL-2.0-only
/* Field names, values and units of the record schema (output/record.h). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "output/render.h"

const char *const record_kind_names[] = {
	[REC_INTERVAL] = "interval", [REC_RUN] = "run", [REC_MEAN] = "mean", [REC_MAX] = "max",
};

static bool is_energy(const struct out_col *oc)
{
	return oc->fmt == FMT_WATT && col_defs[oc->id].name_joules;
}

static void push(struct record_field *f, int *n, int col, enum record_as as, const char *name)
{
	if (*n == RECORD_FIELDS_MAX)
		return;
	f[*n] = (struct record_field){ .col = col, .as = as };
	snprintf(f[*n].name, sizeof(f[*n].name), "%s", name);
	(*n)++;
}

int record_fields(const struct table *t, struct record_field *f)
{
	int n = 0;
	char name[64];

	for (int c = 0; c < t->ncols; c++) {
		const struct out_col *oc = &t->cols[c];
		const struct col_def *def = &col_defs[oc->id];

		/* the identity columns are fixed fields; the time of day is the record's time */
		if (oc->id == COL_PACKAGE || oc->id == COL_DIE || oc->id == COL_CORE || oc->id == COL_CPU ||
		    oc->id == COL_TOD)
			continue;
		if (is_energy(oc)) {
			push(f, &n, c, RA_POWER, def->name);
			push(f, &n, c, RA_ENERGY, def->name_joules);
		} else if ((oc->id == COL_GOV_PS || oc->id == COL_GOV_MHZ) && t->gov_spec) {
			snprintf(name, sizeof(name), "%s[%s]", def->name, t->gov_spec[oc->sub]);
			push(f, &n, c, RA_VALUE, name);
		} else {
			push(f, &n, c, RA_VALUE, oc->name);
		}
	}
	return n;
}

const char *record_value(const struct table *t, const struct record_field *f, int row,
			 const double *energy_j, char *buf, size_t len)
{
	const struct out_col *oc = &t->cols[f->col];
	const struct cell *c = &t->rows[row].cells[f->col];
	double v = c->v;

	if (c->st != CELL_OK || (!cell_exact(oc->fmt) && !isfinite(v)))
		return NULL;
	if (f->as == RA_VALUE) {
		render_cell_plain(oc, c, buf, len);
		return buf;
	}
	/* the cell holds joules under --Joules, watts otherwise */
	if (f->as == RA_POWER && t->joules)
		v = t->interval_s > 0 ? v / t->interval_s : NAN;
	else if (f->as == RA_ENERGY && energy_j)
		v = energy_j[f->col];
	else if (f->as == RA_ENERGY && !t->joules)
		v = v * t->interval_s;
	if (!isfinite(v))
		return NULL;
	snprintf(buf, len, "%.2f", v);
	return buf;
}

const char *record_core_type(const struct topo_cpu *cpu)
{
	/* CPUID 0x1A EAX[31:24] core type (SDM vol. 2A, CPUID leaf 1AH) */
	switch (cpu ? cpu->core_type : 0) {
	case 0x40:
		return "P";
	case 0x20:
		return "E";
	default:
		return NULL;
	}
}

struct record_time record_time(const struct table *t)
{
	struct record_time rt;
	long long end = (long long)t->t.tod_sec * 1000000 + t->t.tod_usec;
	long long start = end - llround(t->interval_s * 1e6);

	if (start < 0)	/* a recording's clock may start near zero */
		start = 0;

	snprintf(rt.end, sizeof(rt.end), "%lld.%06lld", end / 1000000, end % 1000000);
	snprintf(rt.start, sizeof(rt.start), "%lld.%06lld", start / 1000000, start % 1000000);
	return rt;
}

/* The unit of each column format as the JSON schema gives it (man page, JSON SCHEMA: Units). */
static const char *const fmt_units[] = {
	[FMT_PCT] = "%", [FMT_MHZ] = "MHz", [FMT_WATT] = "W", [FMT_DEGC] = "degC", [FMT_COUNT] = "count",
	[FMT_COUNT64] = "count", [FMT_USEC] = "us", [FMT_RATIO] = "/1024", [FMT_MPS] = "M/s", [FMT_FLAGS] = "flags",
};

const char *record_unit(const char *name)
{
	for (int c = 0; c < COL__COUNT; c++) {
		const struct col_def *d = &col_defs[c];

		if (d->name_joules && strcmp(name, d->name_joules) == 0)
			return "J";
		if (d->name && d->name[0] && strcmp(name, d->name) == 0)
			return (size_t)d->fmt < sizeof(fmt_units) / sizeof(fmt_units[0]) ? fmt_units[d->fmt] : NULL;
	}
	/* a cpuidle state's share of the interval is its name and "%" (COL_IDLE_PCT) */
	size_t n = strlen(name);

	return n > 1 && name[n - 1] == '%' ? "%" : NULL;
}
