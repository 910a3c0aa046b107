// SPDX-License-Identifier: GPL-2.0-only
/*
 * table_present(): the columns kept are those with a value on some row of
 * the first interval (an id column always), in their order, before the
 * table's cells are allocated for them alone.  The values come from the
 * advisory governors' requests, which a column reads without deltas: Gov_PS
 * of the first governor has a value where that governor decided, the second
 * governor's Gov_MHz and a cpuidle count (no counts read) have none.
 * And the cells' layout: 9 bytes each, one row after another.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "../../decode/table.h"
#include "deltas.h"

static struct topo_cpu cpus[2] = {
	{ .cpu = 0, .first_in_core = 1, .first_in_pkg = 1 },
	{ .cpu = 1, .first_in_core = 1 },
};
static struct topology topo = { .n = 2, .cpu = cpus, .ncore = 2, .npkg = 1, .max_cpu = 2 };

/* CPU, Gov_MHz of governor 2, Gov_PS of governor 1, a cpuidle count */
static struct out_col *four_cols(void)
{
	struct out_col *c = calloc(4, sizeof(*c));

	assert_non_null(c);
	c[0] = (struct out_col){ .id = COL_CPU };
	c[1] = (struct out_col){ .id = COL_GOV_MHZ, .sub = 1 };
	c[2] = (struct out_col){ .id = COL_GOV_PS, .sub = 0 };
	c[3] = (struct out_col){ .id = COL_IDLE_COUNT, .sub = 0 };
	return c;
}

/* One interval on both CPUs: zero deltas, and governor 1's request of P-state 27 on CPU 1. */
struct interval {
	struct derive_ctx ctx;
	struct delta cpu[2], sum;
	struct advice adv[2];
};

static void one_request(struct interval *iv)
{
	memset(iv, 0, sizeof(*iv));
	deltas_every(iv->cpu, 2, &iv->sum);
	iv->adv[1].gov[0].ok = true;
	iv->adv[1].gov[0].pstate = 27;
}

static void test_absent_columns_dropped_before_cells(void **state)
{
	struct interval iv;
	struct out_col *cols = four_cols();
	struct table t;

	(void)state;
	one_request(&iv);
	assert_int_equal(table_present(cols, 4, &topo, &iv.ctx, iv.cpu, &iv.sum, iv.adv), 2);
	assert_int_equal(cols[0].id, COL_CPU);
	assert_int_equal(cols[1].id, COL_GOV_PS);
	assert_int_equal(cols[1].sub, 0);
	/* the table of the kept columns: CPU 1's request, nothing on CPU 0 or the summary */
	assert_int_equal(table_alloc(&t, cols, 2, &topo), 0);
	table_fill(&t, &iv.ctx, iv.cpu, &iv.sum, iv.adv);
	assert_int_equal(t.ncols, 2);
	assert_int_equal(t.rows[0].cells[0].st, CELL_ABSENT);
	assert_int_equal(t.rows[1].cells[0].st, CELL_OK);
	assert_true(t.rows[2].cells[0].v == 1);
	assert_int_equal(t.rows[1].cells[1].st, CELL_ABSENT);
	assert_int_equal(t.rows[2].cells[1].st, CELL_OK);
	assert_true(t.rows[2].cells[1].v == 27);
	table_free(&t);
}

/* An offline CPU keeps only its ids: its governor's request does not keep the column. */
static void test_offline_row_keeps_ids_only(void **state)
{
	struct interval iv;
	struct out_col *cols = four_cols();

	(void)state;
	one_request(&iv);
	iv.cpu[1].offline = true;
	assert_int_equal(table_present(cols, 4, &topo, &iv.ctx, iv.cpu, &iv.sum, iv.adv), 1);
	assert_int_equal(cols[0].id, COL_CPU);
	free(cols);
}

/*
 * The cells, packed (decode/columns.h): 3 columns on the 2 CPUs and the summary are one block of 3 x 3
 * cells of 9 bytes, 81 bytes; row 1 begins 27 bytes in, row 2 54; CPU 1's third cell at 54 + 2 x 9 = 72,
 * an address no double is aligned to, holds 0.1 (a double with every mantissa byte used), and the
 * summary's second cell, 9 bytes in, an exact 2^64 - 1 whole.
 */
static void test_cells_packed_one_block(void **state)
{
	struct out_col *cols = four_cols();
	struct table t;
	const char *block;

	(void)state;
	assert_int_equal(table_alloc(&t, cols, 3, &topo), 0);
	assert_int_equal(t.nrows, 3);
	block = (const char *)t.rows[0].cells;
	assert_int_equal((const char *)t.rows[1].cells - block, 27);
	assert_int_equal((const char *)t.rows[2].cells - block, 54);
	assert_int_equal((const char *)&t.rows[2].cells[2] - block, 72);
	t.rows[2].cells[2] = (struct cell){ .v = 0.1, .st = CELL_NAN };
	t.rows[0].cells[1] = (struct cell){ .u = UINT64_MAX, .st = CELL_OK };
	assert_true(t.rows[2].cells[2].v == 0.1);
	assert_int_equal(t.rows[2].cells[2].st, CELL_NAN);
	assert_true(t.rows[0].cells[1].u == UINT64_MAX);
	assert_int_equal(t.rows[0].cells[1].st, CELL_OK);
	/* the neighbours untouched: calloc'ed */
	assert_int_equal(t.rows[2].cells[1].st, 0);
	assert_true(t.rows[0].cells[2].u == 0);
	assert_int_equal(t.rows[1].cells[0].st, 0);
	table_free(&t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_absent_columns_dropped_before_cells),
		cmocka_unit_test(test_offline_row_keeps_ids_only),
		cmocka_unit_test(test_cells_packed_one_block),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
