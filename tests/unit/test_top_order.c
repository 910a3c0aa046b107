// SPDX-License-Identifier: GPL-2.0-only
/*
 * The top view's row order: collapse to cores or packages, sort keys,
 * reverse, hybrid grouping, and the active-core count behind the turbo
 * limit.  The table is built by hand: six CPUs shaped like
 * tests/recordings/top-hybrid.rec (P-cores 0 and 4 with two threads each,
 * E-cores 8 and 9), with that recording's first-interval values.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../top/order.h"

static struct topo_cpu cpus[6] = {
	{ .cpu = 0, .core = 0, .core_idx = 0, .first_in_core = 1, .first_in_pkg = 1 },
	{ .cpu = 1, .core = 0, .core_idx = 0 },
	{ .cpu = 2, .core = 4, .core_idx = 1, .first_in_core = 1 },
	{ .cpu = 3, .core = 4, .core_idx = 1 },
	{ .cpu = 4, .core = 8, .core_idx = 2, .first_in_core = 1 },
	{ .cpu = 5, .core = 9, .core_idx = 3, .first_in_core = 1 },
};
static struct topology topo = { .n = 6, .cpu = cpus, .ncore = 4, .npkg = 1, .max_cpu = 6 };

/* per table row (row 0 is the summary) */
static const enum order_group groups[7] = {
	ORDER_GROUP_PCORE, ORDER_GROUP_PCORE, ORDER_GROUP_PCORE, ORDER_GROUP_PCORE, ORDER_GROUP_PCORE,
	ORDER_GROUP_ECORE, ORDER_GROUP_ECORE,
};
static const double busy[6] = { 90, 10, 60, 30, 75, 5 };
static const double bzy[6] = { 4500, 3900, 4200, 3600, 3300, 1200 };
static const double coretmp[6] = { 70, 0, 80, 0, 55, 60 };	/* on each core's first CPU only */

static struct table tab;

static int setup(void **state)
{
	enum col_id ids[] = { COL_CPU, COL_BUSY, COL_BZY_MHZ, COL_CORETMP };
	struct out_col *cols = calloc(4, sizeof(*cols));

	(void)state;
	for (int c = 0; c < 4; c++)
		cols[c].id = ids[c];
	if (table_alloc(&tab, cols, 4, &topo))
		return -1;
	for (int r = 1; r <= 6; r++) {
		struct cell *cl = tab.rows[r].cells;

		cl[0] = (struct cell){ .v = r - 1, .st = CELL_OK };
		cl[1] = (struct cell){ .v = busy[r - 1], .st = CELL_OK };
		cl[2] = (struct cell){ .v = bzy[r - 1], .st = CELL_OK };
		cl[3] = (struct cell){ .v = coretmp[r - 1], .st = cpus[r - 1].first_in_core ? CELL_OK : CELL_ABSENT };
	}
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	table_free(&tab);
	return 0;
}

/* The CPU numbers of the rows order_rows() returns, as "0 2 3 1". */
static const char *order(const enum order_group *g, enum order_sort sort, bool rev, enum order_collapse col)
{
	static char buf[64];
	int rows[7], n = order_rows(&tab, g, sort, rev, col, rows);

	buf[0] = '\0';
	for (int k = 0; k < n; k++)
		snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf), "%s%d", k ? " " : "",
			 tab.rows[rows[k]].cpu->cpu);
	return buf;
}

static void test_sort_keys_ungrouped(void **state)
{
	(void)state;
	assert_string_equal(order(NULL, ORDER_CPU, false, ORDER_ALL_CPUS), "0 1 2 3 4 5");
	assert_string_equal(order(NULL, ORDER_CPU, true, ORDER_ALL_CPUS), "5 4 3 2 1 0");
	/*
	 * Busy% 90 10 60 30 75 5, busiest first: each core by its busiest thread, its threads under it
	 * (core 0: 90, core 8: 75, core 4: 60, core 9: 5); reversed, by its idlest (5, 10, 30, 75)
	 */
	assert_string_equal(order(NULL, ORDER_BUSY, false, ORDER_ALL_CPUS), "0 1 4 2 3 5");
	assert_string_equal(order(NULL, ORDER_BUSY, true, ORDER_ALL_CPUS), "5 1 0 3 2 4");
	/* Bzy_MHz 4500 3900 4200 3600 3300 1200: cores 4500, 4200, 3300, 1200 */
	assert_string_equal(order(NULL, ORDER_FREQ, false, ORDER_ALL_CPUS), "0 1 2 3 4 5");
	/* CoreTmp is the core's: 80 for CPUs 2-3, 70 for 0-1, 60 CPU 5, 55 CPU 4; ties by CPU */
	assert_string_equal(order(NULL, ORDER_TEMP, false, ORDER_ALL_CPUS), "2 3 0 1 5 4");
}

static void test_hybrid_groups(void **state)
{
	(void)state;
	assert_string_equal(order(groups, ORDER_CPU, false, ORDER_ALL_CPUS), "0 1 2 3 4 5");
	/* the E-cores stay after the P-cores whatever the key or direction */
	assert_string_equal(order(groups, ORDER_BUSY, false, ORDER_ALL_CPUS), "0 1 2 3 4 5");
	assert_string_equal(order(groups, ORDER_CPU, true, ORDER_ALL_CPUS), "3 2 1 0 5 4");
	assert_string_equal(order(groups, ORDER_TEMP, false, ORDER_ALL_CPUS), "2 3 0 1 5 4");
}

static void test_collapse(void **state)
{
	(void)state;
	assert_string_equal(order(groups, ORDER_CPU, false, ORDER_CORES), "0 2 4 5");
	assert_string_equal(order(groups, ORDER_BUSY, false, ORDER_CORES), "0 2 4 5");
	assert_string_equal(order(NULL, ORDER_BUSY, false, ORDER_CORES), "0 4 2 5");
	assert_string_equal(order(groups, ORDER_CPU, false, ORDER_PACKAGES), "0");
}

static void test_rows_not_shown_are_left_out(void **state)
{
	(void)state;
	tab.rows[2].shown = false;	/* --cpu without CPU 1 */
	assert_string_equal(order(NULL, ORDER_CPU, false, ORDER_ALL_CPUS), "0 2 3 4 5");
	tab.rows[2].shown = true;
}

static void test_missing_key_sorts_last(void **state)
{
	(void)state;
	/* CPU 0 without Busy%: last in its core, whose key is CPU 1's 10 */
	tab.rows[1].cells[1].st = CELL_ABSENT;
	assert_string_equal(order(NULL, ORDER_BUSY, false, ORDER_ALL_CPUS), "4 2 3 1 0 5");
	assert_string_equal(order(NULL, ORDER_BUSY, true, ORDER_ALL_CPUS), "5 1 0 3 2 4");
	tab.rows[1].cells[1].st = CELL_OK;
}

/* The lines order_lines() returns, as "pkg0 0 1 P 4 all" (P, E: the core type titles). */
static const char *lines(const enum order_group *g, enum order_sort sort, bool rev, enum order_collapse col,
			 bool fold)
{
	static char buf[128];
	struct order_line out[ORDER_LINES_MAX(7)];
	int n = order_lines(&tab, g, sort, rev, col, fold, out);

	buf[0] = '\0';
	for (int k = 0; k < n; k++) {
		size_t len = strlen(buf);
		const char *sep = k ? " " : "";

		if (out[k].kind == ORDER_LINE_PKG)
			snprintf(buf + len, sizeof(buf) - len, "%spkg%d", sep, out[k].v);
		else if (out[k].kind == ORDER_LINE_TITLE)
			snprintf(buf + len, sizeof(buf) - len, "%s%c", sep, out[k].v == ORDER_GROUP_PCORE ? 'P' : 'E');
		else if (out[k].kind == ORDER_LINE_CPU)
			snprintf(buf + len, sizeof(buf) - len, "%s%d", sep, tab.rows[out[k].v].cpu->cpu);
		else
			snprintf(buf + len, sizeof(buf) - len, "%sall", sep);
	}
	return buf;
}

static void test_lines_one_package(void **state)
{
	(void)state;
	/* one package: no package line (it would repeat the summary), the summary last */
	assert_int_equal(order_npkg(&tab), 1);
	assert_string_equal(lines(NULL, ORDER_CPU, false, ORDER_ALL_CPUS, false), "0 1 2 3 4 5 all");
	assert_string_equal(lines(groups, ORDER_CPU, false, ORDER_ALL_CPUS, false), "P 0 1 2 3 E 4 5 all");
	assert_string_equal(lines(groups, ORDER_CPU, false, ORDER_ALL_CPUS, true), "all");
}

/* Cores 4 (CPUs 2, 3) and 9 (CPU 5) moved to a second package, CPU 2 its first. */
static void two_packages(int pkg)
{
	cpus[2].pkg_idx = cpus[3].pkg_idx = cpus[5].pkg_idx = pkg;
	cpus[2].first_in_pkg = pkg;
}

static void test_lines_two_packages(void **state)
{
	(void)state;
	two_packages(1);
	assert_int_equal(order_npkg(&tab), 2);
	assert_string_equal(lines(NULL, ORDER_CPU, false, ORDER_ALL_CPUS, false), "pkg0 0 1 4 pkg1 2 3 5 all");
	/* sorted within each package: pkg0 core 0 (90) before core 8 (75); pkg1 core 4 (60) before 9 (5) */
	assert_string_equal(lines(NULL, ORDER_BUSY, false, ORDER_ALL_CPUS, false), "pkg0 0 1 4 pkg1 2 3 5 all");
	/* reversed: pkg0 core 0 (its idlest 10) before core 8 (75); pkg1 core 9 (5) before core 4 (30) */
	assert_string_equal(lines(NULL, ORDER_BUSY, true, ORDER_ALL_CPUS, false), "pkg0 1 0 4 pkg1 5 3 2 all");
	/* CPU reversed: the package order stays */
	assert_string_equal(lines(NULL, ORDER_CPU, true, ORDER_ALL_CPUS, false), "pkg0 4 1 0 pkg1 5 3 2 all");
	/* the core type titles start again in each package */
	assert_string_equal(lines(groups, ORDER_CPU, false, ORDER_ALL_CPUS, false), "pkg0 P 0 1 E 4 pkg1 P 2 3 E 5 all");
	assert_string_equal(lines(NULL, ORDER_CPU, false, ORDER_CORES, false), "pkg0 0 4 pkg1 2 5 all");
	assert_string_equal(lines(NULL, ORDER_CPU, false, ORDER_PACKAGES, false), "pkg0 0 pkg1 2 all");
	/* folded: the package lines and the summary alone */
	assert_string_equal(lines(groups, ORDER_BUSY, false, ORDER_ALL_CPUS, true), "pkg0 pkg1 all");
	/* a package whose CPUs --cpu leaves out keeps its line (the summaries cover every CPU) */
	tab.rows[3].shown = tab.rows[4].shown = tab.rows[6].shown = false;
	assert_string_equal(lines(NULL, ORDER_CPU, false, ORDER_ALL_CPUS, false), "pkg0 0 1 4 pkg1 all");
	tab.rows[3].shown = tab.rows[4].shown = tab.rows[6].shown = true;
	two_packages(0);
}

static void test_active_cores(void **state)
{
	(void)state;
	/* core 0 (CPU 0 at 90%), core 4 (CPU 2 at 60%), core 8 (CPU 4 at 75%); core 9 at 5% is not */
	assert_int_equal(order_active_cores(&tab, NULL, ORDER_GROUP_PCORE, 0), 3);
	assert_int_equal(order_active_cores(&tab, groups, ORDER_GROUP_PCORE, 0), 2);
	assert_int_equal(order_active_cores(&tab, groups, ORDER_GROUP_ECORE, 0), 1);
	/* another package's cores do not count */
	assert_int_equal(order_active_cores(&tab, NULL, ORDER_GROUP_PCORE, 1), 0);
	cpus[4].pkg = 1;
	assert_int_equal(order_active_cores(&tab, NULL, ORDER_GROUP_PCORE, 1), 1);
	assert_int_equal(order_active_cores(&tab, NULL, ORDER_GROUP_PCORE, 0), 2);
	cpus[4].pkg = 0;
	/* a second thread counts for its core: CPU 2 at 40%, CPU 3 raised to 55% */
	tab.rows[3].cells[1].v = 40;
	tab.rows[4].cells[1].v = 55;
	assert_int_equal(order_active_cores(&tab, groups, ORDER_GROUP_PCORE, 0), 2);
	/* exactly 50% is not over the threshold */
	tab.rows[4].cells[1].v = 50;
	assert_int_equal(order_active_cores(&tab, groups, ORDER_GROUP_PCORE, 0), 1);
	tab.rows[3].cells[1].v = 60;
	tab.rows[4].cells[1].v = 30;
}

static void test_group_of_core_type(void **state)
{
	(void)state;
	assert_int_equal(order_group_of(0x40), ORDER_GROUP_PCORE);
	assert_int_equal(order_group_of(0x20), ORDER_GROUP_ECORE);
	assert_int_equal(order_group_of(0), ORDER_GROUP_PCORE);
	assert_int_equal(order_group_of(0x10), ORDER_GROUP_OTHER);
	assert_int_equal(order_col(&tab, COL_CORETMP), 3);
	assert_int_equal(order_col(&tab, COL_PKGWATT), -1);
}

static void test_turbo_ratio(void **state)
{
	struct trl_table t = { 0 };

	(void)state;
	assert_int_equal(order_turbo_ratio(&t, 1), 0);
	/*
	 * tests/recordings/skx-gold.rec: 0x1AD 0x1c1c1d1e1f202123, 0x1AE 0x1c1814100c080402 give
	 * (cores, ratio) (2,35) (4,33) (8,32) (12,31) (16,30) (20,29) (24,28) (28,28).
	 */
	trl_decode_groups(0x1c1c1d1e1f202123ull, 0x1c1814100c080402ull, &t);
	assert_int_equal(order_turbo_ratio(&t, 0), 35);	/* nothing busy: the 1-core limit */
	assert_int_equal(order_turbo_ratio(&t, 2), 35);
	assert_int_equal(order_turbo_ratio(&t, 3), 33);
	assert_int_equal(order_turbo_ratio(&t, 13), 30);
	assert_int_equal(order_turbo_ratio(&t, 28), 28);
	assert_int_equal(order_turbo_ratio(&t, 40), 28);	/* past the table: its largest count */
	/* top-hybrid.rec 0x1AD 0x2B2B2C2C2D2D2F30, implicit counts 1..8 (the decoder appends) */
	memset(&t, 0, sizeof(t));
	trl_decode_groups(0x2B2B2C2C2D2D2F30ull, TRL_IMPLICIT_COUNTS, &t);
	assert_int_equal(order_turbo_ratio(&t, 1), 48);
	assert_int_equal(order_turbo_ratio(&t, 2), 47);
	assert_int_equal(order_turbo_ratio(&t, 9), 43);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sort_keys_ungrouped),
		cmocka_unit_test(test_hybrid_groups),
		cmocka_unit_test(test_collapse),
		cmocka_unit_test(test_rows_not_shown_are_left_out),
		cmocka_unit_test(test_missing_key_sorts_last),
		cmocka_unit_test(test_lines_one_package),
		cmocka_unit_test(test_lines_two_packages),
		cmocka_unit_test(test_active_cores),
		cmocka_unit_test(test_group_of_core_type),
		cmocka_unit_test(test_turbo_ratio),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
