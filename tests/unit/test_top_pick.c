// SPDX-License-Identifier: GPL-2.0-only
/*
 * The top view's column picker offers the columns of the session's table,
 * which come from the column table (decode/columns.c) through
 * table_layout(): every column enabled is offered, so a column added to
 * col_defs is offered without touching the view.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <curses.h>
#include <stdlib.h>
#include <string.h>

#include "../../top/pick.h"

/* Two packages, two dies, two nodes and an L3 id: every topology column tells something. */
static struct topo_cpu cpus[2] = {
	{ .cpu = 0, .pkg = 0, .first_in_core = 1, .first_in_pkg = 1 },
	{ .cpu = 1, .pkg = 1, .first_in_core = 1, .first_in_pkg = 1 },
};
static struct topology topo = {
	.n = 2, .cpu = cpus, .ncore = 2, .npkg = 2, .max_die_per_pkg = 2, .max_node_per_pkg = 2, .has_l3 = 1,
	.max_cpu = 2,
};

/* The table with every column of col_defs on, two idle states and one --governor. */
static void table_all(struct table *t)
{
	struct idle_states idle = { .n = 2, .name = { "C1", "C6" } };
	struct added_set added = { 0 };
	struct out_col *cols;
	colset all = { 0 };

	for (int id = 0; id < COL__COUNT; id++)
		colset_add(&all, id);
	int n = table_layout(&all, &topo, &idle, &added, 1, false, &cols);

	assert_true(n > 0);
	assert_int_equal(table_alloc(t, cols, n, &topo), 0);
}

static int offered(const struct pick *p, const struct table *t, enum col_id id, int sub)
{
	for (int k = 0; k < p->n; k++)
		if (p->c[k].id == id && p->c[k].sub == sub) {
			assert_int_not_equal(pick_col(p, t, k), -1);
			return k;
		}
	return -1;
}

static void test_every_table_column_offered(void **state)
{
	struct table t;
	struct pick p = { 0 };
	bool seen[COL__COUNT] = { false };

	(void)state;
	table_all(&t);
	assert_int_equal(pick_sync(&p, &t, false), 0);
	assert_int_equal(p.n, t.ncols);
	for (int c = 0; c < t.ncols; c++) {
		assert_int_not_equal(offered(&p, &t, t.cols[c].id, t.cols[c].sub), -1);
		seen[t.cols[c].id] = true;
	}
	/* every named column of the column table reaches the picker (cpuidle counts and --add need sources) */
	for (int id = 0; id < COL__COUNT; id++)
		if (col_defs[id].name[0] && !col_is_added(id))
			assert_true(seen[id]);
	/* a column the view does not show by default is offered, off; a default one is on */
	assert_false(p.c[offered(&p, &t, COL_TSC_MHZ, 0)].on);
	assert_true(p.c[offered(&p, &t, COL_BUSY, 0)].on);
	assert_true(p.c[offered(&p, &t, COL_IDLE_PCT, 1)].on);
	/* the view's order first: CPU is the row's key */
	assert_int_equal(p.c[0].id, COL_CPU);
	pick_free(&p);
	table_free(&t);
}

static void test_show_turns_all_on(void **state)
{
	struct table t;
	struct pick p = { 0 };

	(void)state;
	table_all(&t);
	assert_int_equal(pick_sync(&p, &t, true), 0);
	for (int k = 0; k < p.n; k++)
		assert_true(p.c[k].on);
	pick_free(&p);
	table_free(&t);
}

static void test_keys_toggle_and_state_kept(void **state)
{
	struct table t;
	struct pick p = { .open = true };

	(void)state;
	table_all(&t);
	assert_int_equal(pick_sync(&p, &t, false), 0);
	int k = offered(&p, &t, COL_TSC_MHZ, 0);

	for (int i = 0; i < k; i++)
		pick_key(&p, KEY_DOWN);
	assert_int_equal(p.cursor, k);
	pick_key(&p, ' ');
	assert_true(p.c[k].on);
	pick_key(&p, KEY_UP);
	assert_int_equal(p.cursor, k - 1);
	for (int i = 0; i < p.n + 3; i++)
		pick_key(&p, KEY_DOWN);
	assert_int_equal(p.cursor, p.n - 1);	/* stops at the last column */
	/* the next interval's table: the choice stays */
	assert_int_equal(pick_sync(&p, &t, false), 0);
	assert_true(p.c[offered(&p, &t, COL_TSC_MHZ, 0)].on);
	pick_key(&p, 'f');
	assert_false(p.open);
	pick_free(&p);
	table_free(&t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_table_column_offered),
		cmocka_unit_test(test_show_turns_all_on),
		cmocka_unit_test(test_keys_toggle_and_state_kept),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
