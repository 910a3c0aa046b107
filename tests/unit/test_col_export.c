// SPDX-License-Identifier: GPL-2.0-only
/*
 * Every column of the column table says how Prometheus gets it or why it
 * does not (decode/col_export.c), and the names keep node_exporter's
 * conventions: a counter ends in _total, a base unit is the name's last word
 * before it, a family shared by several columns has one type, unit, help and
 * label.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <string.h>

#include "decode/col_export.h"

static bool ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	return n >= k && !strcmp(s + n - k, suffix);
}

/* A metric name of the exposition format, [a-zA-Z_:][a-zA-Z0-9_:]*, lower case as node_exporter's. */
static bool valid_name(const char *s)
{
	if (!*s || (*s >= '0' && *s <= '9'))
		return false;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '_'))
			return false;
	return true;
}

static void test_every_column_exported_or_says_why(void **state)
{
	(void)state;
	for (int id = 0; id < COL__COUNT; id++) {
		const struct col_export *x = &col_exports[id];

		if (!!x->m[0].name == !!x->not_exported)
			fail_msg("column %s (enum %d): neither a metric nor a reason, or both", col_defs[id].name, id);
		if (x->m[1].name && !x->m[0].name)
			fail_msg("column %s: a second metric without a first", col_defs[id].name);
	}
}

static void test_names_follow_conventions(void **state)
{
	static const char *const units[] = { "", "ratio", "hertz", "celsius", "watts", "joules", "seconds" };

	(void)state;
	for (int id = 0; id < COL__COUNT; id++)
		for (int k = 0; k < 2; k++) {
			const struct col_metric *m = &col_exports[id].m[k];
			char base[96];
			bool known = false;

			if (!m->name)
				continue;
			if (!valid_name(m->name) || !m->help || !m->unit)
				fail_msg("%s: a bad name, or no help or unit", m->name);
			if (col_metric_counter(m) != ends_with(m->name, "_total"))
				fail_msg("%s: a counter, and only a counter, ends in _total", m->name);
			snprintf(base, sizeof(base), "%.*s", (int)(strlen(m->name) - (col_metric_counter(m) ? 6 : 0)),
				 m->name);
			for (size_t u = 0; u < sizeof(units) / sizeof(units[0]); u++)
				known |= !strcmp(m->unit, units[u]);
			if (!known || (*m->unit && !ends_with(base, m->unit)))
				fail_msg("%s: unit '%s' is not a base unit or not the name's suffix", m->name, m->unit);
			if ((m->lsrc == XL_NONE) != !m->label ||
			    (m->lsrc == XL_FIXED || m->lsrc == XL_LIMIT) != !!m->label_value)
				fail_msg("%s: a label source without a label, or a fixed label without its value", m->name);
			/* the columns of one family agree on everything but the label's value */
			for (int o = 0; o < COL__COUNT; o++)
				for (int ok = 0; ok < 2; ok++) {
					const struct col_metric *n = &col_exports[o].m[ok];

					if (n->name && !strcmp(n->name, m->name) &&
					    (n->conv != m->conv || strcmp(n->unit, m->unit) || strcmp(n->help, m->help) ||
					     n->lsrc != m->lsrc || (n->label && strcmp(n->label, m->label))))
						fail_msg("%s: columns %s and %s disagree", m->name, col_defs[id].name,
							 col_defs[o].name);
				}
		}
}

/* The names node_exporter's users already query stay (RAPL as its rapl collector's zones). */
static void test_kept_names(void **state)
{
	(void)state;
	assert_string_equal(col_exports[COL_BUSY].m[0].name, "busy_ratio");
	assert_string_equal(col_exports[COL_PKGWATT].m[1].name, "energy_joules_total");
	assert_string_equal(col_exports[COL_RAMWATT].m[1].label_value, "dram");
	assert_string_equal(col_exports[COL_PC6].m[0].name, "package_cstate_residency_seconds_total");
	assert_string_equal(col_exports[COL_CORETMP].m[0].name, "core_temperature_celsius");
	assert_string_equal(col_exports[COL_IRQ].m[0].name, "interrupts_total");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_column_exported_or_says_why),
		cmocka_unit_test(test_names_follow_conventions),
		cmocka_unit_test(test_kept_names),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
