// SPDX-License-Identifier: GPL-2.0-only
/* The top view's keys: what each one changes and what it asks the loop to do. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <curses.h>

#include "../../top/keys.h"

static void test_sort_cycle_and_reverse(void **state)
{
	struct top_ui ui = { .interval_s = 1 };

	(void)state;
	assert_int_equal(keys_apply(&ui, 's'), KEYS_SORT);
	assert_int_equal(ui.sort, ORDER_BUSY);
	keys_apply(&ui, 's');
	assert_int_equal(ui.sort, ORDER_FREQ);
	keys_apply(&ui, 's');
	assert_int_equal(ui.sort, ORDER_TEMP);
	keys_apply(&ui, 's');
	assert_int_equal(ui.sort, ORDER_CPU);
	keys_apply(&ui, 'r');
	assert_true(ui.reverse);
	keys_apply(&ui, 'r');
	assert_false(ui.reverse);
}

static void test_collapse_toggles(void **state)
{
	struct top_ui ui = { .interval_s = 1, .scroll = 5 };

	(void)state;
	keys_apply(&ui, 'c');
	assert_int_equal(ui.collapse, ORDER_CORES);
	assert_int_equal(ui.scroll, 0);
	keys_apply(&ui, 'p');
	assert_int_equal(ui.collapse, ORDER_PACKAGES);
	keys_apply(&ui, 'p');
	assert_int_equal(ui.collapse, ORDER_ALL_CPUS);
}

/* z folds every package to its line and back, from the top of the list, keeping the other settings. */
static void test_fold_toggles(void **state)
{
	struct top_ui ui = { .interval_s = 1, .scroll = 40, .collapse = ORDER_CORES };

	(void)state;
	assert_int_equal(keys_apply(&ui, 'z'), KEYS_REDRAW);
	assert_true(ui.fold);
	assert_int_equal(ui.scroll, 0);
	assert_int_equal(ui.collapse, ORDER_CORES);
	ui.scroll = 2;
	assert_int_equal(keys_apply(&ui, 'z'), KEYS_REDRAW);
	assert_false(ui.fold);
	assert_int_equal(ui.scroll, 0);
}

static void test_loop_actions(void **state)
{
	struct top_ui ui = { .interval_s = 1 };

	(void)state;
	assert_int_equal(keys_apply(&ui, 'q'), KEYS_QUIT);
	assert_int_equal(keys_apply(&ui, 'j'), KEYS_REFILL);
	assert_true(ui.joules);
	assert_int_equal(keys_apply(&ui, ' '), KEYS_REDRAW);
	assert_true(ui.paused);
	assert_int_equal(keys_apply(&ui, 'n'), KEYS_STEP);
	assert_int_equal(keys_apply(&ui, 'x'), KEYS_NONE);
	assert_int_equal(keys_apply(&ui, KEY_RESIZE), KEYS_REDRAW);
}

static void test_help_closes_on_any_key(void **state)
{
	struct top_ui ui = { .interval_s = 1 };

	(void)state;
	keys_apply(&ui, '?');
	assert_true(ui.help);
	/* 's' closes the help without sorting */
	assert_int_equal(keys_apply(&ui, 's'), KEYS_REDRAW);
	assert_false(ui.help);
	assert_int_equal(ui.sort, ORDER_CPU);
	keys_apply(&ui, 'h');
	assert_int_equal(keys_apply(&ui, 'q'), KEYS_QUIT);
}

static void test_interval_steps(void **state)
{
	struct top_ui ui = { .interval_s = 1 };

	(void)state;
	assert_int_equal(keys_apply(&ui, '+'), KEYS_INTERVAL);
	assert_true(ui.interval_s == 2);
	keys_apply(&ui, '-');
	keys_apply(&ui, '-');
	assert_true(ui.interval_s == 0.5);
	for (int i = 0; i < 10; i++)
		keys_apply(&ui, '-');
	assert_true(ui.interval_s == KEYS_INTERVAL_MIN);
	for (int i = 0; i < 20; i++)
		keys_apply(&ui, '+');
	assert_true(ui.interval_s == KEYS_INTERVAL_MAX);
}

static void test_scroll(void **state)
{
	struct top_ui ui = { .interval_s = 1 };

	(void)state;
	keys_apply(&ui, KEY_UP);
	assert_int_equal(ui.scroll, 0);
	keys_apply(&ui, KEY_NPAGE);
	keys_apply(&ui, KEY_DOWN);
	assert_int_equal(ui.scroll, 11);
	keys_apply(&ui, KEY_PPAGE);
	assert_int_equal(ui.scroll, 1);
	keys_apply(&ui, KEY_HOME);
	assert_int_equal(ui.scroll, 0);
	/* once a frame has said its CPU rows had 31 lines, a page is 31 rows */
	ui.page = 31;
	keys_apply(&ui, KEY_NPAGE);
	keys_apply(&ui, KEY_NPAGE);
	assert_int_equal(ui.scroll, 62);
	keys_apply(&ui, KEY_PPAGE);
	assert_int_equal(ui.scroll, 31);
	keys_apply(&ui, KEY_DOWN);
	keys_apply(&ui, KEY_PPAGE);
	keys_apply(&ui, KEY_PPAGE);
	assert_int_equal(ui.scroll, 0);
	/* End: past any row, for the view to pull back to the last page */
	assert_int_equal(keys_apply(&ui, KEY_END), KEYS_REDRAW);
	assert_int_equal(ui.scroll, KEYS_SCROLL_END);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sort_cycle_and_reverse),
		cmocka_unit_test(test_collapse_toggles),
		cmocka_unit_test(test_fold_toggles),
		cmocka_unit_test(test_loop_actions),
		cmocka_unit_test(test_help_closes_on_any_key),
		cmocka_unit_test(test_interval_steps),
		cmocka_unit_test(test_scroll),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
