// SPDX-License-Identifier: GPL-2.0-only
/*
 * The Mean/Max table of a fork-mode run with --interval (decode/stats.c,
 * output/render_stats.c): summary-row values over the intervals, absent ones left
 * out, id columns without statistics, and the exact text and JSON layout.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "output/render.h"
#include "decode/stats.h"

static struct out_col cols[3] = {
	{ .id = COL_CPU, .fmt = FMT_ID, .name = "CPU" },
	{ .id = COL_BUSY, .fmt = FMT_PCT, .name = "Busy%" },
	{ .id = COL_AVG_MHZ, .fmt = FMT_MHZ, .name = "Avg_MHz" },
};

static void put_interval(struct stats *st, struct table *t, double secs, double busy, int busy_st, double mhz)
{
	t->interval_s = secs;
	t->rows[0].cells[0] = (struct cell){ .st = CELL_ABSENT };	/* "-" on the summary row */
	t->rows[0].cells[1] = (struct cell){ .v = busy, .st = (uint8_t)busy_st };
	t->rows[0].cells[2] = (struct cell){ .v = mhz, .st = CELL_OK };
	stats_add(st, t);
}

static char *render(const struct stats *st, enum out_format format)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	struct renderer r = { .ops = render_of(format), .out = f, .interval = 4 };

	render_stats(st, &r);
	fclose(f);
	return buf;
}

static void test_stats_mean_max(void **state)
{
	struct cell cells[3];
	struct table_row row = { .cells = cells };
	struct table t = { .ncols = 3, .cols = cols, .nrows = 1, .rows = &row, .t = { .tod_sec = 10 } };
	struct stats st;
	char *text;

	(void)state;
	assert_int_equal(stats_init(&st, &t, NULL), 0);
	put_interval(&st, &t, 1.0, 10.0, CELL_OK, 800);
	put_interval(&st, &t, 1.0, 20.0, CELL_OK, 1200);
	put_interval(&st, &t, 1.0, 0, CELL_RESET, 1000);	/* **.**: left out of Busy% only */
	put_interval(&st, &t, 0.5, 45.0, CELL_OK, 2000);	/* the command ended half-way through */
	assert_int_equal(st.intervals, 4);
	assert_false(stats_has(&st, 0));
	/* weighted by seconds: Busy% (10 * 1 + 20 * 1 + 45 * 0.5) / 2.5 = 52.5 / 2.5 = 21, max 45;
	 * Avg_MHz (800 + 1200 + 1000 + 2000 * 0.5) / 3.5 = 4000 / 3.5 = 1142.857..., max 2000 */
	assert_true(stats_mean(&st, 1) == 21.0 && st.max[1] == 45.0 && st.n[1] == 3);
	assert_true(fabs(stats_mean(&st, 2) - 4000.0 / 3.5) < 1e-9 && st.max[2] == 2000.0);
	text = render(&st, FORMAT_TURBOSTAT);
	assert_string_equal(text, "Mean and Max over 4 intervals (3.50 sec, means weighted by time)\n"
				  "Mean Busy%                       21.00\n"
				  "Max  Busy%                       45.00\n"
				  "Mean Avg_MHz                   1142.86\n"
				  "Max  Avg_MHz                      2000\n");
	free(text);
	/* records: unnumbered, spanning the 3.5 s that end at 10.0 (start 6.5); values in the column's format (MHz "%.0f": 1143) */
	text = render(&st, FORMAT_CSV);
	assert_string_equal(text, "mean,,6.500000,10.000000,3.500000,,,,,,21.00,1143\n"
				  "max,,6.500000,10.000000,3.500000,,,,,,45.00,2000\n");
	free(text);
	stats_free(&st);
}

/*
 * Kept for the summary row only (what every format but the exporter reads)
 * of a table of three rows: one row kept, the table's three known (a table
 * of another layout is not added), the summary's mean and max as with every
 * row: Busy% (10 + 30) / 2 = 20, max 30, whatever the CPU rows hold (90).
 */
static void test_stats_summary_row_only(void **state)
{
	struct cell cells[3][3];
	struct table_row rows[3] = { { .cells = cells[0] }, { .cells = cells[1] }, { .cells = cells[2] } };
	struct table t = { .ncols = 3, .cols = cols, .nrows = 3, .rows = rows };
	struct stats st;

	(void)state;
	for (int r = 1; r < 3; r++)
		for (int c = 0; c < 3; c++)
			cells[r][c] = (struct cell){ .v = 90, .st = CELL_OK };
	assert_int_equal(stats_init(&st, &t, NULL), 0);
	assert_int_equal(st.nrows, 1);
	assert_int_equal(st.table_rows, 3);
	put_interval(&st, &t, 1.0, 10.0, CELL_OK, 800);
	put_interval(&st, &t, 1.0, 30.0, CELL_OK, 1200);
	assert_true(stats_mean(&st, 1) == 20.0 && st.max[1] == 30.0 && st.n[1] == 2);
	stats_free(&st);
}

/* A 0.07 s partial interval weighs 0.07 s: Busy% 100 for 1 s, 0 for 0.07 s -> 100 / 1.07 = 93.46, not 50. */
static void test_stats_partial_interval(void **state)
{
	struct cell cells[3];
	struct table_row row = { .cells = cells };
	struct table t = { .ncols = 3, .cols = cols, .nrows = 1, .rows = &row };
	struct stats st;

	(void)state;
	assert_int_equal(stats_init(&st, &t, NULL), 0);
	put_interval(&st, &t, 1.0, 100.0, CELL_OK, 3000);
	put_interval(&st, &t, 0.07, 0.0, CELL_OK, 0);
	assert_true(fabs(stats_mean(&st, 1) - 100.0 / 1.07) < 1e-9);
	stats_free(&st);

	/*
	 * The tail a command's end cuts off: 2 ms after two 0.5 s intervals, shorter than half their
	 * mean (0.25 s).  Its time counts in the Mean: Busy% (98 * 0.5 + 97 * 0.5 + 104.44 * 0.002) /
	 * 1.002 = 97.7090...; it sets no Max: 98, not its 104.44.  Then a 0.3 s interval after three
	 * averaging 0.334 s is not short (0.167): its 99 is the Max.
	 */
	assert_int_equal(stats_init(&st, &t, NULL), 0);
	assert_false(stats_short(&st, 0.001));		/* the first interval is never short */
	put_interval(&st, &t, 0.5, 98.0, CELL_OK, 1000);
	put_interval(&st, &t, 0.5, 97.0, CELL_OK, 1000);
	assert_true(stats_short(&st, 0.002));
	assert_false(stats_short(&st, 0.25));
	put_interval(&st, &t, 0.002, 104.44, CELL_OK, 1000);
	assert_true(fabs(stats_mean(&st, 1) - (98 * 0.5 + 97 * 0.5 + 104.44 * 0.002) / 1.002) < 1e-9);
	assert_true(st.max[1] == 98.0);
	assert_int_equal(st.n[1], 3);
	put_interval(&st, &t, 0.3, 99.0, CELL_OK, 1000);
	assert_true(st.max[1] == 99.0);
	stats_free(&st);
	/*
	 * Folded into the interval before it for the Max: 0.5 s at 98, 0.5 s at 99, 2 ms at 104.44:
	 * the last part (99 * 0.5 + 104.44 * 0.002) / 0.502 = 99.02167 is the Max, not 104.44, and
	 * the Mean (49 + 49.5 + 0.20888) / 1.002 = 98.7114 stays below it.
	 */
	assert_int_equal(stats_init(&st, &t, NULL), 0);
	put_interval(&st, &t, 0.5, 98.0, CELL_OK, 1000);
	put_interval(&st, &t, 0.5, 99.0, CELL_OK, 1000);
	put_interval(&st, &t, 0.002, 104.44, CELL_OK, 1000);
	assert_true(fabs(st.max[1] - (99 * 0.5 + 104.44 * 0.002) / 0.502) < 1e-9);
	assert_true(fabs(stats_mean(&st, 1) - (49 + 49.5 + 104.44 * 0.002) / 1.002) < 1e-9);
	assert_true(stats_mean(&st, 1) < st.max[1]);
	stats_free(&st);
}

/*
 * Energy under --Joules is kept as power: 20 J in 1 s and 15 J in 0.5 s are
 * 20 W and 30 W; the mean is 35 J / 1.5 s = 23.33 W, the max 30 W, and the
 * most joules of one interval 20 J (the JSON max record's Pkg_J).
 */
static void test_stats_energy_as_power(void **state)
{
	struct out_col pc[1] = { { .id = COL_PKGWATT, .fmt = FMT_WATT, .name = "Pkg_J" } };
	struct cell cell;
	struct table_row row = { .cells = &cell };
	struct table t = { .ncols = 1, .cols = pc, .nrows = 1, .rows = &row, .joules = true };
	struct stats st;
	char *text;

	(void)state;
	assert_int_equal(stats_init(&st, &t, NULL), 0);
	t.interval_s = 1.0;
	cell = (struct cell){ .v = 20, .st = CELL_OK };
	stats_add(&st, &t);
	t.interval_s = 0.5;
	cell = (struct cell){ .v = 15, .st = CELL_OK };
	stats_add(&st, &t);
	assert_string_equal(st.cols[0].name, "PkgWatt");
	assert_true(fabs(stats_mean(&st, 0) - 35.0 / 1.5) < 1e-9 && st.max[0] == 30.0 && st.max_j[0] == 20.0);
	/* mean record: 23.33 W and 23.333 W * 1.5 s = 35 J; max record: 30 W and 20 J */
	text = render(&st, FORMAT_CSV);
	assert_string_equal(text, "mean,,0.000000,0.000000,1.500000,,,,,,23.33,35.00\n"
				  "max,,0.000000,0.000000,1.500000,,,,,,30.00,20.00\n");
	free(text);
	stats_free(&st);
}

/* The exporter's choice: Busy% as percent-seconds, IRQ as a count, Avg_MHz (a gauge) not kept. */
static enum stats_keep keep_busy_irq(enum col_id id)
{
	return id == COL_BUSY ? STATS_SUM : id == COL_IRQ ? STATS_TOTAL : STATS_NONE;
}

/*
 * Every row's totals, for the exporter's counters, of the columns it keeps
 * only (2 of 3: a row holds 2 values): CPU 1's Busy% 50 for 2 s and 25 for
 * 1 s is 50 * 2 + 25 = 125 percent-seconds (1.25 s in C0); its IRQ counts 7
 * and 5 total 12, a negative count adds nothing; CPU 2 never had a Busy%
 * (no total) and counted 0 interrupts (a total of 0); Avg_MHz has no total
 * in any row; the summary row is apart: Busy% 99 for 4 s, 396, IRQ 3 x 1000.
 */
static void test_stats_rows_totals(void **state)
{
	struct out_col rc[3] = { { .id = COL_BUSY, .fmt = FMT_PCT, .name = "Busy%" },
				 { .id = COL_IRQ, .fmt = FMT_COUNT, .name = "IRQ" },
				 { .id = COL_AVG_MHZ, .fmt = FMT_MHZ, .name = "Avg_MHz" } };
	struct cell cells[3][3];
	struct table_row rows[3] = { { .cells = cells[0] }, { .cells = cells[1] }, { .cells = cells[2] } };
	struct table t = { .ncols = 3, .cols = rc, .nrows = 3, .rows = rows };
	const double busy[3] = { 50, 25, 10 }, irq[3] = { 7, 5, -3 }, secs[3] = { 2, 1, 1 };
	struct stats st;
	double v;

	(void)state;
	assert_int_equal(stats_init(&st, &t, keep_busy_irq), 0);
	assert_int_equal(st.nrows, 3);
	assert_int_equal(st.nslots, 2);
	for (int i = 0; i < 3; i++) {
		t.interval_s = secs[i];
		cells[0][0] = (struct cell){ .v = 99, .st = CELL_OK };
		cells[0][1] = (struct cell){ .v = 1000, .st = CELL_OK };
		cells[1][0] = (struct cell){ .v = busy[i], .st = i < 2 ? CELL_OK : CELL_NAN };
		cells[1][1] = (struct cell){ .v = irq[i], .st = CELL_OK };
		cells[2][0] = (struct cell){ .st = CELL_ABSENT };
		cells[2][1] = (struct cell){ .v = 0, .st = CELL_OK };
		for (int r = 0; r < 3; r++)
			cells[r][2] = (struct cell){ .v = 800, .st = CELL_OK };
		stats_add(&st, &t);
	}
	assert_true(stats_total(&st, 1, 0, &v) && v == 125.0);
	assert_true(stats_total(&st, 1, 1, &v) && v == 12.0);
	assert_false(stats_total(&st, 2, 0, &v));
	assert_true(stats_total(&st, 2, 1, &v) && v == 0.0);
	assert_true(stats_total(&st, 0, 0, &v) && v == 99.0 * 4);
	assert_true(stats_total(&st, 0, 1, &v) && v == 3000.0);
	for (int r = 0; r < 3; r++)
		assert_false(stats_total(&st, r, 2, &v));
	/* the summary's mean and max as with no row kept: Avg_MHz 800 */
	assert_true(stats_mean(&st, 2) == 800.0 && st.max[2] == 800.0);
	stats_free(&st);
}

/* The exporter's choice for a scoped test: Pkg%pc6 and CPU%c6 as percent-seconds, IRQ as a count. */
static enum stats_keep keep_scoped(enum col_id id)
{
	return id == COL_PC6 || id == COL_CPU_C6 ? STATS_SUM : id == COL_IRQ ? STATS_TOTAL : STATS_NONE;
}

/*
 * A row keeps the totals of the scopes it carries (output/prom.c row_carries()), slots in scope
 * order: Pkg%pc6 (package), CPU%c6 (core), IRQ (CPU) are slots 2, 1, 0.  cpu0, first in its core
 * and its package, keeps 3; cpu1, its sibling, 1 (IRQ); cpu2, first in the second core, 2: 6
 * values where every row's 3 were 9, beginning at 0, 3 and 4.  One interval of 2 s in which every
 * cell has a value: cpu0's Pkg%pc6 30% is 60 percent-seconds, its CPU%c6 10% 20; cpu1's CPU%c6
 * (its core's, shown once) has no total; cpu2's CPU%c6 40% is 80, its Pkg%pc6 none; IRQ 3, 4, 5.
 */
static void test_stats_rows_by_scope(void **state)
{
	struct out_col rc[3] = { { .id = COL_PC6, .fmt = FMT_PCT, .name = "Pkg%pc6" },
				 { .id = COL_CPU_C6, .fmt = FMT_PCT, .name = "CPU%c6" },
				 { .id = COL_IRQ, .fmt = FMT_COUNT, .name = "IRQ" } };
	struct topo_cpu cpus[3] = { { .cpu = 0, .first_in_core = 1, .first_in_pkg = 1 }, { .cpu = 1 },
				    { .cpu = 2, .core = 1, .core_idx = 1, .first_in_core = 1 } };
	struct cell cells[4][3];
	struct table_row rows[4] = { { .cells = cells[0] }, { .cells = cells[1], .cpu = &cpus[0] },
				     { .cells = cells[2], .cpu = &cpus[1] }, { .cells = cells[3], .cpu = &cpus[2] } };
	struct table t = { .ncols = 3, .cols = rc, .nrows = 4, .rows = rows, .interval_s = 2 };
	const double pc6[4] = { 30, 30, 30, 30 }, c6[4] = { 10, 10, 10, 40 };
	struct stats st;
	double v;

	(void)state;
	assert_int_equal(stats_init(&st, &t, keep_scoped), 0);
	assert_int_equal(st.nslots, 3);
	assert_true(st.slot[0] == 2 && st.slot[1] == 1 && st.slot[2] == 0);
	assert_true(st.row_at[0] == 0 && st.row_at[1] == 3 && st.row_at[2] == 4 && st.row_at[3] == 6);
	for (int r = 0; r < 4; r++) {
		cells[r][0] = (struct cell){ .v = pc6[r], .st = CELL_OK };
		cells[r][1] = (struct cell){ .v = c6[r], .st = CELL_OK };
		cells[r][2] = (struct cell){ .v = 2 + r, .st = CELL_OK };
	}
	stats_add(&st, &t);
	assert_true(stats_total(&st, 1, 0, &v) && v == 60.0);
	assert_true(stats_total(&st, 1, 1, &v) && v == 20.0);
	assert_false(stats_total(&st, 2, 0, &v));
	assert_false(stats_total(&st, 2, 1, &v));
	assert_true(stats_total(&st, 3, 1, &v) && v == 80.0);
	assert_false(stats_total(&st, 3, 0, &v));
	for (int r = 1; r < 4; r++)
		assert_true(stats_total(&st, r, 2, &v) && v == 2.0 + r);
	stats_free(&st);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_stats_mean_max),
		cmocka_unit_test(test_stats_partial_interval),
		cmocka_unit_test(test_stats_summary_row_only),
		cmocka_unit_test(test_stats_energy_as_power),
		cmocka_unit_test(test_stats_rows_by_scope),
		cmocka_unit_test(test_stats_rows_totals),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
