/*
 * The Mean/Max table of a fork-mode run with --interval (decode/stats.c,
 * output/stats.c): summary-row values over the intervals, absent ones left
 * out, id columns without statistics, and the exact text and JSON layout.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
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

static void put_interval(struct stats *st, struct table *t, double busy, int busy_st, double mhz)
{
	t->rows[0].cells[0] = (struct cell){ .st = CELL_ABSENT };	/* "-" on the summary row */
	t->rows[0].cells[1] = (struct cell){ .v = busy, .st = (uint8_t)busy_st };
	t->rows[0].cells[2] = (struct cell){ .v = mhz, .st = CELL_OK };
	stats_add(st, t);
}

static char *render(const struct stats *st, bool json)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	render_stats(st, json, f);
	fclose(f);
	return buf;
}

static void test_stats_mean_max(void **state)
{
	struct cell cells[3];
	struct table_row row = { .cells = cells };
	struct table t = { .ncols = 3, .cols = cols, .nrows = 1, .rows = &row };
	struct stats st;
	char *text;

	(void)state;
	assert_int_equal(stats_init(&st, &t), 0);
	put_interval(&st, &t, 10.0, CELL_OK, 800);
	put_interval(&st, &t, 20.0, CELL_OK, 1201);
	put_interval(&st, &t, 0, CELL_RESET, 1000);	/* **.**: left out of Busy% only */
	put_interval(&st, &t, 45.0, CELL_OK, 999);
	assert_int_equal(st.intervals, 4);
	assert_false(stats_has(&st, 0));
	/* Busy%: (10 + 20 + 45) / 3 = 25, max 45; Avg_MHz: (800 + 1201 + 1000 + 999) / 4 = 1000, max 1201 */
	assert_true(stats_mean(&st, 1) == 25.0 && st.max[1] == 45.0 && st.n[1] == 3);
	assert_true(stats_mean(&st, 2) == 1000.0 && st.max[2] == 1201.0);
	text = render(&st, false);
	assert_string_equal(text, "Mean and Max over 4 intervals\n"
				  "Mean Busy%                       25.00\n"
				  "Max  Busy%                       45.00\n"
				  "Mean Avg_MHz                   1000.00\n"
				  "Max  Avg_MHz                      1201\n");
	free(text);
	text = render(&st, true);
	assert_string_equal(text, "{\"intervals\":4,\"mean\":{\"Busy%\":25.00,\"Avg_MHz\":1000.00},"
				  "\"max\":{\"Busy%\":45.00,\"Avg_MHz\":1201}}\n");
	free(text);
	stats_free(&st);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_stats_mean_max),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
