// SPDX-License-Identifier: GPL-2.0-only
/*
 * decode/columns.c: one cell from one row's deltas, against turbostat's
 * format_counters() arithmetic.  Every expected number is worked out beside it.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <string.h>

#include "decode/columns.h"
#include "deltas.h"

static struct plan plan;
static struct derive_ctx ctx;
static struct delta d;

/* A 1 s interval whose TSC ticks at 2000 MHz on a part whose base clock is 2500 MHz. */
static void setup(void)
{
	memset(&plan, 0, sizeof(plan));
	memset(&d, 0, sizeof(d));
	deltas_every(&d, 1, NULL);
	d.interval_s = 1.0;
	deltas_at(&d, RAW_TSC)->v = 2e9;
	deltas_at(&d, RAW_TSC)->st = DS_OK;
	ctx = (struct derive_ctx){ .plan = &plan, .base_hz = 2.5e9, .tsc_tweak = 2.5e9 / 2e9, .mperf_mult = 1 };
}

static struct cell compute(enum col_id id)
{
	struct out_col oc = { .id = id, .fmt = col_defs[id].fmt };
	struct col_env e = { .ctx = &ctx, .d = &d };
	struct cell c;

	columns_compute(&oc, &e, &c);
	return c;
}

static void test_columns_residency_over_tweaked_tsc(void **state)
{
	struct cell c;

	(void)state;
	setup();
	/* tsc = dTSC * tsc_tweak = 2e9 * 1.25 = 2.5e9 base cycles (format_counters()) */
	deltas_at(&d, RAW_MPERF)->v = 0.5e9;
	deltas_at(&d, RAW_MPERF)->st = DS_OK;
	deltas_at(&d, RAW_CC6)->v = 1.25e9;
	deltas_at(&d, RAW_CC6)->st = DS_OK;
	deltas_at(&d, RAW_PC2)->v = 0.25e9;
	deltas_at(&d, RAW_PC2)->st = DS_OK;
	d.c1 = (struct dval){ 0.75e9, DS_OK };
	/* Busy% 0.5e9 / 2.5e9 = 20.00 */
	c = compute(COL_BUSY);
	assert_int_equal(c.st, CELL_OK);
	assert_true(c.v > 19.999 && c.v < 20.001);
	/* CPU%c6 1.25e9 / 2.5e9 = 50.00 (not 1.25e9 / 2e9 = 62.50) */
	c = compute(COL_CPU_C6);
	assert_int_equal(c.st, CELL_OK);
	assert_true(c.v > 49.999 && c.v < 50.001);
	/* CPU%c1 0.75e9 / 2.5e9 = 30.00, so Busy% + c1 + c6 = 100 */
	c = compute(COL_CPU_C1);
	assert_int_equal(c.st, CELL_OK);
	assert_true(c.v > 29.999 && c.v < 30.001);
	/* Pkg%pc2 0.25e9 / 2.5e9 = 10.00 */
	c = compute(COL_PC2);
	assert_int_equal(c.st, CELL_OK);
	assert_true(c.v > 9.999 && c.v < 10.001);
}

static void test_columns_pct_nan_both_ways(void **state)
{
	struct cell c;

	(void)state;
	setup();
	ctx.tsc_tweak = 1;
	/* turbostat 2026.02 pct(): a negative numerator is nan; LLC%hit (refs - misses) / refs = (100 - 300) / 100 */
	deltas_at(&d, RAW_LLC_REFS)->v = 100;
	deltas_at(&d, RAW_LLC_MISSES)->v = 300;
	deltas_at(&d, RAW_LLC_REFS)->st = deltas_at(&d, RAW_LLC_MISSES)->st = DS_OK;
	assert_int_equal(compute(COL_LLC_HIT).st, CELL_NAN);
	/* (100 - 150) / 100: negative too, nan (2025.04 printed -50.00) */
	deltas_at(&d, RAW_LLC_MISSES)->v = 150;
	assert_int_equal(compute(COL_LLC_HIT).st, CELL_NAN);
	/* (100 - 100) / 100 = 0.00: zero is no artefact */
	deltas_at(&d, RAW_LLC_MISSES)->v = 100;
	c = compute(COL_LLC_HIT);
	assert_int_equal(c.st, CELL_OK);
	assert_true(c.v > -0.001 && c.v < 0.001);
	/* CPU%c6 2.2e9 / 2e9 = 110.00 exactly: pct() returns nan only above 110 */
	deltas_at(&d, RAW_CC6)->v = 2.2e9;
	deltas_at(&d, RAW_CC6)->st = DS_OK;
	c = compute(COL_CPU_C6);
	assert_int_equal(c.st, CELL_OK);
	assert_true(c.v > 109.999 && c.v < 110.001);
	/* 2.21e9 / 2e9 = 110.50 -> nan */
	deltas_at(&d, RAW_CC6)->v = 2.21e9;
	assert_int_equal(compute(COL_CPU_C6).st, CELL_NAN);
}

static void test_columns_pkg_pct_summed_not_nan(void **state)
{
	struct cell c;

	(void)state;
	setup();
	/* summary of two packages each throttled the whole 1 s: 2.0 s (plan scale makes seconds);
	 * turbostat prints 100 * 2.0 / 1 = 200.00 (rapl_counter_get_value(), no pct()) */
	deltas_at(&d, RAW_PKG_THROTTLE)->v = 2.0;
	deltas_at(&d, RAW_PKG_THROTTLE)->st = DS_OK;
	c = compute(COL_PKG_PCT);
	assert_int_equal(c.st, CELL_OK);
	assert_true(c.v > 199.999 && c.v < 200.001);
	/* one package: 0.25 s of 1 s = 25.00 */
	deltas_at(&d, RAW_RAM_THROTTLE)->v = 0.25;
	deltas_at(&d, RAW_RAM_THROTTLE)->st = DS_OK;
	c = compute(COL_RAM_PCT);
	assert_true(c.st == CELL_OK && c.v > 24.999 && c.v < 25.001);
}

/*
 * sysfs state names as column names: cut at '-', '_' dropped (turbostat's
 * probe_cpuidle_residency()), and whitespace written '_' so that a
 * whitespace-splitting parser sees one column (haltpoll's "haltpoll idle").
 */
static void test_columns_idle_name_has_no_whitespace(void **state)
{
	char name[24];

	(void)state;
	columns_idle_name("C1E-HSW", "%", name, sizeof(name));
	assert_string_equal(name, "C1E%");
	columns_idle_name("C1_ACPI", "%", name, sizeof(name));
	assert_string_equal(name, "C1ACPI%");
	columns_idle_name("haltpoll idle", "%", name, sizeof(name));
	assert_string_equal(name, "haltpoll_idle%");
	columns_idle_name("haltpoll idle", "+", name, sizeof(name));
	assert_string_equal(name, "haltpoll_idle+");
	columns_idle_name("a\tb", "", name, sizeof(name));
	assert_string_equal(name, "a_b");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_columns_residency_over_tweaked_tsc),
		cmocka_unit_test(test_columns_pct_nan_both_ways),
		cmocka_unit_test(test_columns_pkg_pct_summed_not_nan),
		cmocka_unit_test(test_columns_idle_name_has_no_whitespace),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
