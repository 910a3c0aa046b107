// SPDX-License-Identifier: GPL-2.0-only
/*
 * table_present(): the columns kept are those with a value on some row of
 * the first interval (an id column always), in their order, before the
 * table's cells are allocated for them alone.  The values come from the
 * advisory governors' requests, which a column reads without deltas: Gov_PS
 * of the first governor has a value where that governor decided, the second
 * governor's Gov_MHz and a cpuidle count (no counts read) have none.
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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_absent_columns_dropped_before_cells),
		cmocka_unit_test(test_offline_row_keeps_ids_only),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
