/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The record schema shared by CSV and JSON Lines (output/record.c; the man
 * page's JSON SCHEMA and CSV COLUMNS).  A field's name does not depend on
 * the options: energy columns give both power ("PkgWatt", W) and energy
 * ("Pkg_J", J) whatever --Joules says, and a governor's columns carry its
 * spec ("Gov_MHz[ondemand]").  Identity columns (package, die, core, cpu,
 * core_type) are fixed fields, not columns.
 */
#ifndef TSNG_RECORD_H
#define TSNG_RECORD_H

#include <stdbool.h>
#include <stddef.h>

#include "decode/table.h"

#define RECORD_SCHEMA 1

/* What a record holds: one interval, fork mode's whole run, or the run's time-weighted mean or maximum. */
enum record_kind { REC_INTERVAL, REC_RUN, REC_MEAN, REC_MAX };

extern const char *const record_kind_names[];

/* How a field takes its value from its column: as printed, or an energy column as power or energy. */
enum record_as { RA_VALUE, RA_POWER, RA_ENERGY };

struct record_field {
	int col;		/* index in the table's columns */
	enum record_as as;
	char name[64];
};

/* The most fields a table can have: every column of table_layout(), an energy column twice. */
#define RECORD_FIELDS_MAX (2 * (COL__COUNT + 4 * IDLE_MAX + ADDED_MAX + 2 * GOV_COLS_MAX))

/* The fields of @t in column order (RECORD_FIELDS_MAX at most); returns their count. */
int record_fields(const struct table *t, struct record_field *f);

/* Start and end of a record's span as "seconds.microseconds" since the epoch. */
struct record_time {
	char start[32], end[32];
};
struct record_time record_time(const struct table *t);

/*
 * The field's value on @row as JSON or CSV text: a number, or NULL where it
 * is absent, reset or not a number.  @energy_j: the energy of each column
 * when it is not power times interval (the maximum record), else NULL.
 */
const char *record_value(const struct table *t, const struct record_field *f, int row,
			 const double *energy_j, char *buf, size_t len);

/*
 * The unit of the field named @name, as the JSON schema gives it: "%",
 * "MHz", "W", "J", "degC", "count", ...; NULL for a field without one (an
 * identity, a ratio, a raw register).
 */
const char *record_unit(const char *name);

/*
 * The host a run was measured on (or the recording's), as JSON's "host"
 * record carries it for compare's check that two sides ran alike; "" where
 * unknown.
 */
struct record_host {
	const char *tool, *cpu_model, *kernel, *microcode, *driver, *governor;
};

/* "P" for a hybrid part's performance core, "E" for an efficient one, NULL otherwise. */
const char *record_core_type(const struct topo_cpu *cpu);

#endif
