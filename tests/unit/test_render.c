// SPDX-License-Identifier: GPL-2.0-only
/*
 * output/: cell text at the edges of its integer types, the IRQ width kept
 * for the run, --Summary in JSON, and names that need quoting in CSV and
 * JSON.  Expected text is written out in full.
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

static const char *cell_text(enum col_fmt fmt, double v)
{
	static char buf[64];
	struct out_col oc = { .id = COL_IRQ, .fmt = fmt };
	struct cell c = { .v = v, .st = CELL_OK };

	render_cell_text(&oc, &c, false, false, buf, sizeof(buf));
	return buf;
}

static void test_render_values_beyond_the_integer_type(void **state)
{
	(void)state;
	/* in range: as turbostat prints them */
	assert_string_equal(cell_text(FMT_DEGC, 45.875), "45");
	assert_string_equal(cell_text(FMT_COUNT, 42), "42");
	/* a k10temp file of 3,000,000,000 C: past INT_MAX (2147483647), so not "%d" of (int)v */
	assert_string_equal(cell_text(FMT_DEGC, 3e9), "3000000000");
	assert_string_equal(cell_text(FMT_DEGC, -3e9), "-3000000000");
	/* a count of 1e19 (exact in a double: 2^19 * 5^19) is past LLONG_MAX: not llround()'s garbage */
	assert_string_equal(cell_text(FMT_COUNT, 1e19), "10000000000000000000");
	assert_string_equal(cell_text(FMT_COUNT64, 1e19), "10000000000000000000");
	/* an infinite value (a scale of inf in a recording) has no number */
	assert_string_equal(cell_text(FMT_WATT, INFINITY), "nan");
}

/* One column, IRQ, on the summary row and one CPU row. */
static struct out_col cols[1];
static struct cell cells[2][1];
static struct topo_cpu cpu0 = { .cpu = 0, .first_in_core = 1, .first_in_pkg = 1 };
static struct table_row rows[2];
static struct table table;

static void table_setup(const char *name, enum col_id id, enum col_fmt fmt)
{
	cols[0] = (struct out_col){ .id = id, .fmt = fmt };
	snprintf(cols[0].name, sizeof(cols[0].name), "%s", name);
	rows[0] = (struct table_row){ .cpu = NULL, .shown = true, .cells = cells[0] };
	rows[1] = (struct table_row){ .cpu = &cpu0, .shown = true, .cells = cells[1] };
	table = (struct table){ .ncols = 1, .cols = cols, .nrows = 2, .rows = rows, .interval_s = 1 };
}

static void set_irq(double sum, double cpu)
{
	cells[0][0] = (struct cell){ .v = sum, .st = CELL_OK };
	cells[1][0] = (struct cell){ .v = cpu, .st = CELL_OK };
}

static void render_to(struct renderer *r, char **text, size_t *len, void (*body)(struct renderer *r))
{
	FILE *f = open_memstream(text, len);

	assert_non_null(f);
	r->out = f;
	body(r);
	render_end(r);
	fclose(f);
}

static void two_intervals(struct renderer *r)
{
	set_irq(10000000, 10000000);	/* over 9,999,999: wide from here on */
	render_interval(r, &table);
	set_irq(5, 5);
	render_interval(r, &table);
}

static void test_render_wide_irq_for_the_rest_of_the_run(void **state)
{
	struct renderer r = { .ops = render_of(FORMAT_TURBOSTAT), .summary_only = true };
	char *text;
	size_t len;

	(void)state;
	table_setup("IRQ", COL_IRQ, FMT_COUNT);
	render_to(&r, &text, &len, two_intervals);
	/* --Summary prints the header once; the second summary (5) keeps "%8llu" under "     IRQ" */
	assert_string_equal(text, "     IRQ\n"
				  "10000000\n"
				  "       5\n");
	free(text);
}

static void one_interval(struct renderer *r)
{
	render_interval(r, &table);
}

static void test_render_json_summary_only(void **state)
{
	struct renderer r = { .ops = render_of(FORMAT_JSON), .summary_only = true };
	char *text;
	size_t len;

	(void)state;
	table_setup("IRQ", COL_IRQ, FMT_COUNT);
	set_irq(30, 10);
	render_to(&r, &text, &len, one_interval);
	assert_string_equal(text, "{\"schema\":1,\"kind\":\"interval\",\"interval\":1,\"start\":0.000000,"
				  "\"time\":0.000000,\"interval_s\":1.000000,"
				  "\"summary\":{\"IRQ\":30},\"cpus\":[],\"cores\":[],\"packages\":[]}\n");
	free(text);
	/* an infinite value is null, not "inf" */
	r.interval = 0;
	set_irq(INFINITY, 10);
	render_to(&r, &text, &len, one_interval);
	assert_non_null(strstr(text, "\"summary\":{\"IRQ\":null}"));
	free(text);
}

static void test_render_names_quoted(void **state)
{
	struct renderer r = { .ops = render_of(FORMAT_CSV) };
	struct stats st;
	char *text;
	size_t len;
	FILE *f;

	(void)state;
	/* a sysfs idle state named "C1,E" makes the column "C1,E%": one CSV field, quoted */
	table_setup("C1,E%", COL_IDLE_PCT, FMT_PCT);
	set_irq(12.5, 12.5);
	render_to(&r, &text, &len, one_interval);
	assert_string_equal(text, "kind,interval,start,time,interval_s,package,die,core,cpu,core_type,\"C1,E%\"\n"
				  "interval,1,0.000000,0.000000,1.000000,,,,,,12.50\n"
				  "interval,1,0.000000,0.000000,1.000000,0,0,0,0,,12.50\n");
	free(text);
	/* an --add name with a quote is an escaped JSON key in the Mean/Max object too */
	table_setup("a\"b", COL_IDLE_PCT, FMT_PCT);
	assert_int_equal(stats_init(&st, &table, NULL), 0);
	stats_add(&st, &table);
	r = (struct renderer){ .ops = render_of(FORMAT_JSON), .interval = 1 };
	f = open_memstream(&text, &len);
	r.out = f;
	render_stats(&st, &r);
	fclose(f);
	assert_string_equal(text, "{\"schema\":1,\"kind\":\"mean\",\"interval\":null,\"start\":0.000000,"
				  "\"time\":0.000000,\"interval_s\":1.000000,\"summary\":{\"a\\\"b\":12.50},"
				  "\"cpus\":[],\"cores\":[],\"packages\":[]}\n"
				  "{\"schema\":1,\"kind\":\"max\",\"interval\":null,\"start\":0.000000,"
				  "\"time\":0.000000,\"interval_s\":1.000000,\"summary\":{\"a\\\"b\":12.50},"
				  "\"cpus\":[],\"cores\":[],\"packages\":[]}\n");
	free(text);
	stats_free(&st);
}

/*
 * The record schema's names do not follow the options: PkgWatt 20 W over a
 * 0.5 s interval is Pkg_J 20 * 0.5 = 10 J, and under --Joules the cell
 * holds 10 J and the record still says PkgWatt 10 / 0.5 = 20 W.  A
 * governor's columns carry its spec; an E-core says so.
 */
static void test_render_schema_names_stable(void **state)
{
	static const char *const specs[] = { "ondemand", "schedutil:rate_limit_us=2000" };
	static struct out_col c3[3];
	static struct cell k[2][3];
	static struct topo_cpu ecore = { .cpu = 5, .pkg = 0, .die = 0, .core = 8, .core_type = 0x20,
					 .first_in_core = 1, .first_in_pkg = 1 };
	struct table_row rw[2] = { { .cells = k[0], .shown = true }, { .cpu = &ecore, .cells = k[1], .shown = true } };
	struct table t = { .ncols = 3, .cols = c3, .nrows = 2, .rows = rw, .interval_s = 0.5,
			   .gov_spec = specs, .t = { .tod_sec = 100, .tod_usec = 250000 } };
	struct renderer r = { .ops = render_of(FORMAT_CSV) };
	char *text;
	size_t len;
	FILE *f;

	(void)state;
	c3[0] = (struct out_col){ .id = COL_PKGWATT, .fmt = FMT_WATT, .name = "PkgWatt" };
	c3[1] = (struct out_col){ .id = COL_GOV_MHZ, .sub = 1, .fmt = FMT_MHZ, .name = "Gov2_MHz" };
	c3[2] = (struct out_col){ .id = COL_BUSY, .fmt = FMT_PCT, .name = "Busy%" };
	for (int i = 0; i < 2; i++) {
		k[i][0] = (struct cell){ .v = 20, .st = CELL_OK };
		k[i][1] = (struct cell){ .v = 1200, .st = CELL_OK };
		k[i][2] = (struct cell){ .v = 37.5, .st = CELL_OK };
	}
	f = open_memstream(&text, &len);
	r.out = f;
	render_interval(&r, &t);
	t.joules = true;	/* --Joules: the cell holds 10 J, the column is named Pkg_J */
	snprintf(c3[0].name, sizeof(c3[0].name), "Pkg_J");
	k[0][0].v = k[1][0].v = 10;
	render_interval(&r, &t);
	render_end(&r);
	fclose(f);
	/* start = 100.25 - 0.5 = 99.75 */
	assert_string_equal(text,
		"kind,interval,start,time,interval_s,package,die,core,cpu,core_type,PkgWatt,Pkg_J,"
		"Gov_MHz[schedutil:rate_limit_us=2000],Busy%\n"
		"interval,1,99.750000,100.250000,0.500000,,,,,,20.00,10.00,1200,37.50\n"
		"interval,1,99.750000,100.250000,0.500000,0,0,8,5,E,20.00,10.00,1200,37.50\n"
		"interval,2,99.750000,100.250000,0.500000,,,,,,20.00,10.00,1200,37.50\n"
		"interval,2,99.750000,100.250000,0.500000,0,0,8,5,E,20.00,10.00,1200,37.50\n");
	free(text);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_render_values_beyond_the_integer_type),
		cmocka_unit_test(test_render_wide_irq_for_the_rest_of_the_run),
		cmocka_unit_test(test_render_json_summary_only),
		cmocka_unit_test(test_render_names_quoted),
		cmocka_unit_test(test_render_schema_names_stable),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
