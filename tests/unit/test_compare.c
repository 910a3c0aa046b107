// SPDX-License-Identifier: GPL-2.0-only
/*
 * compare/: Welch's test against Student t tables, the record reader
 * on JSON Lines and CSV it must accept or refuse, the verdict when a number
 * is not finite, and how numbers from 1e15 on are printed.  Critical values are from
 * the two-sided 95% and 99% columns of the Student t table (NIST/SEMATECH
 * e-Handbook of Statistical Methods, 1.3.6.7.2).
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

#include "compare/print.h"
#include "compare/reader.h"
#include "compare/table.h"
#include "compare/welch.h"

/* Equal n = 4 and variance 2 on both sides: se = sqrt(2/4 + 2/4) = 1 and df = 2 (n - 1) = 6, so t = the mean difference. */
static double p_of_t6(double t)
{
	struct sample a = { .n = 4, .mean = t, .var = 2 }, b = { .n = 4, .mean = 0, .var = 2 };

	return welch_p(&a, &b);
}

/* Before libm is loaded (compare loads it as it starts) the incomplete beta is NaN, not a crash. */
static void test_welch_unloaded(void **state)
{
	(void)state;
	assert_true(isnan(welch_ibeta(0.3, 1, 1)));
	/* its closed edges need no libm */
	assert_true(welch_ibeta(0, 1, 1) == 0);
	assert_true(welch_ibeta(1, 1, 1) == 1);
}

static void test_welch_table(void **state)
{
	char why[200] = "";

	(void)state;
	assert_int_equal(welch_load(why, sizeof(why)), 0);
	assert_string_equal(why, "");
	/* the incomplete beta at closed forms: I_x(1, 1) = x, I_x(a, 1) = x^a */
	assert_true(fabs(welch_ibeta(0.3, 1, 1) - 0.3) < 1e-12);
	assert_true(fabs(welch_ibeta(0.5, 3, 1) - 0.125) < 1e-12);
	/* t(0.975, 6) = 2.447, t(0.995, 6) = 3.707 */
	assert_true(fabs(p_of_t6(2.447) - 0.05) < 5e-4);
	assert_true(fabs(p_of_t6(3.707) - 0.01) < 5e-4);
	assert_true(fabs(p_of_t6(-2.447) - 0.05) < 5e-4);
	assert_true(fabs(p_of_t6(0) - 1) < 1e-12);
	/* df = 2 * 99 = 198 from n = 100 each, var 50: se = 1; t(0.975, 198) ~ 1.972 */
	struct sample a = { .n = 100, .mean = 1.972, .var = 50 }, b = { .n = 100, .mean = 0, .var = 50 };

	assert_true(fabs(welch_p(&a, &b) - 0.05) < 5e-4);
	/* untestable with one sample; no spread: equal or not */
	a = (struct sample){ .n = 1, .mean = 1 };
	assert_true(welch_p(&a, &b) == -1);
	a = (struct sample){ .n = 3, .mean = 5 };
	b = (struct sample){ .n = 3, .mean = 5 };
	assert_true(welch_p(&a, &b) == 1);
	b.mean = 6;
	assert_true(welch_p(&a, &b) == 0);
}

static int load_text(const char *text, struct run_data *rd, char *err, size_t errlen)
{
	FILE *f = fmemopen((void *)text, strlen(text), "r");
	int rc;

	assert_non_null(f);
	rc = reader_load(f, rd, err, errlen);
	fclose(f);
	return rc;
}

static void test_reader_json(void **state)
{
	struct run_data *rd = calloc(1, sizeof(*rd));
	const struct series *s;
	char err[256];

	(void)state;
	/* members in any order, escapes, nested values skipped, nulls and mean records left out */
	assert_int_equal(load_text("{\"summary\":{\"Busy%\":10,\"a\\\"b\":1e1,\"x\":null,\"y\":[1,{\"z\":2}]},"
				   "\"kind\":\"interval\",\"interval_s\":2,\"schema\":1,\"cpus\":[{\"cpu\":0}]}\n"
				   "\r\n"
				   "{\"schema\":1,\"kind\":\"interval\",\"interval_s\":0.5,\"summary\":{\"Busy%\":40}}\r\n"
				   "{\"schema\":1,\"kind\":\"mean\",\"interval_s\":2.5,\"summary\":{\"Busy%\":16}}\n"
				   "{\"schema\":1,\"kind\":\"run\",\"interval_s\":2.5,\"summary\":{\"Pkg_J\":30}}\n",
				   rd, err, sizeof(err)), 0);
	assert_int_equal(rd->intervals, 2);
	s = reader_find(rd, "Busy%");
	assert_non_null(s);
	assert_int_equal(s->n, 2);
	assert_true(s->v[0] == 10 && s->w[0] == 2 && s->v[1] == 40 && s->w[1] == 0.5);
	s = reader_find(rd, "a\"b");
	assert_true(s && s->n == 1 && s->v[0] == 10);
	assert_null(reader_find(rd, "x"));
	s = reader_find(rd, "Pkg_J");
	assert_true(s && s->has_run && s->run == 30 && s->n == 0);
	reader_free(rd);
	/* trailing text after the object, a bad escape, a raw control character: refused */
	assert_int_equal(load_text("{\"schema\":1,\"kind\":\"interval\",\"interval_s\":1,\"summary\":{}} x\n", rd, err,
				   sizeof(err)), -1);
	assert_string_equal(err, "line 1: not a JSON record");
	assert_int_equal(load_text("{\"schema\":1,\"kind\":\"i\\qx\"}\n", rd, err, sizeof(err)), -1);
	assert_int_equal(load_text("{\"schema\":1,\"kind\":\"interval\",\"interval_s\":0,\"summary\":{}}\n", rd, err,
				   sizeof(err)), -1);
	assert_string_equal(err, "line 1: an interval record without a positive interval_s");
	assert_int_equal(load_text("{\"kind\":\"interval\",\"interval_s\":1,\"summary\":{}}\n", rd, err, sizeof(err)), -1);
	assert_string_equal(err, "line 1: no schema version: not a turbostat-ng record");
	free(rd);
}

static void test_reader_csv(void **state)
{
	struct run_data *rd = calloc(1, sizeof(*rd));
	const struct series *s;
	char err[256];

	(void)state;
	/* the summary lines only (empty cpu), quoted names, empty values left out */
	assert_int_equal(load_text("kind,interval,start,time,interval_s,package,die,core,cpu,core_type,Busy%,\"C1,\"\"E%\"\n"
				   "interval,1,0,1,1.000000,,,,,,12.5,3\n"
				   "interval,1,0,1,1.000000,0,0,0,0,P,99,99\n"
				   "interval,2,1,3,2.000000,,,,,,,4\n"
				   "run,,0,3,3.000000,,,,,,10,3.7\n",
				   rd, err, sizeof(err)), 0);
	assert_int_equal(rd->intervals, 2);
	s = reader_find(rd, "Busy%");
	assert_true(s && s->n == 1 && s->v[0] == 12.5 && s->has_run && s->run == 10);
	s = reader_find(rd, "C1,\"E%");
	assert_true(s && s->n == 2 && s->v[1] == 4 && s->w[1] == 2);
	reader_free(rd);
	/* a line with another field count, an unterminated quote */
	assert_int_equal(load_text("kind,interval,start,time,interval_s,package,die,core,cpu,core_type,Busy%\n"
				   "interval,1,0,1,1,,,,,\n", rd, err, sizeof(err)), -1);
	assert_string_equal(err, "line 2: not a CSV record");
	assert_int_equal(load_text("kind,interval,start,time,interval_s,package,die,core,cpu,core_type,\"Busy%\n", rd, err,
				   sizeof(err)), -1);
	free(rd);
}

/* Every field of a run with READER_SERIES_MAX of them is found as itself (the hashed lookup), one more is refused. */
static void test_reader_many_series(void **state)
{
	struct run_data *rd = calloc(1, sizeof(*rd));
	size_t cap = (size_t)READER_SERIES_MAX * 24 + 256;
	char *text = malloc(cap), name[16], err[256];
	size_t n = 0;

	(void)state;
	assert_non_null(rd);
	assert_non_null(text);
	for (int line = 0; line < 2; line++) {
		n += (size_t)snprintf(text + n, cap - n, "{\"schema\":1,\"kind\":\"interval\",\"interval_s\":1,\"summary\":{");
		for (int i = 0; i < READER_SERIES_MAX; i++)
			n += (size_t)snprintf(text + n, cap - n, "%s\"f%d\":%d", i ? "," : "", i, i + line);
		n += (size_t)snprintf(text + n, cap - n, "}}\n");
	}
	assert_int_equal(load_text(text, rd, err, sizeof(err)), 0);
	assert_int_equal(rd->nseries, READER_SERIES_MAX);
	for (int i = 0; i < READER_SERIES_MAX; i++) {
		snprintf(name, sizeof(name), "f%d", i);
		const struct series *s = reader_find(rd, name);

		assert_non_null(s);
		assert_string_equal(s->name, name);
		assert_true(s->n == 2 && s->v[0] == i && s->v[1] == i + 1);
	}
	assert_null(reader_find(rd, "f512"));
	assert_null(reader_find(rd, ""));
	reader_free(rd);
	snprintf(text, cap, "{\"schema\":1,\"kind\":\"interval\",\"interval_s\":1,\"summary\":{\"a\":1}}\n"
		 "{\"schema\":1,\"kind\":\"interval\",\"interval_s\":1,\"summary\":{");
	n = strlen(text);
	for (int i = 0; i < READER_SERIES_MAX; i++)
		n += (size_t)snprintf(text + n, cap - n, "%s\"g%d\":1", i ? "," : "", i);
	snprintf(text + n, cap - n, "}}\n");
	assert_int_equal(load_text(text, rd, err, sizeof(err)), -1);
	assert_string_equal(err, "line 2: more than 512 fields");
	free(text);
	free(rd);
}

static struct cmp_cell cell(double mean, double sd, double p)
{
	return (struct cmp_cell){ .has = true, .mean = mean, .sd = sd, .p = p };
}

/* A table of two runs, "base" and "new": a significant row, one beyond 1e15 with a p that is NaN, one infinite. */
static void fill_table(struct cmp_table *t)
{
	memset(t, 0, sizeof(*t));
	t->nruns = 2;
	t->run[0] = "base";
	t->run[1] = "new";
	t->nrows = 3;
	snprintf(t->row[0].name, sizeof(t->row[0].name), "Busy%%");
	t->row[0].c[0] = cell(27.28, 0.23, -1);
	t->row[0].c[1] = cell(26.81, NAN, 0.01);
	snprintf(t->row[1].name, sizeof(t->row[1].name), "PkgWatt");
	t->row[1].c[0] = cell(2e15, NAN, -1);
	t->row[1].c[1] = cell(1e15, NAN, NAN);
	snprintf(t->row[2].name, sizeof(t->row[2].name), "CPU%%c6");
	t->row[2].c[0] = cell(1234567.89, NAN, -1);
	t->row[2].c[1] = cell(INFINITY, NAN, 0.5);
}

static void test_verdict_not_finite(void **state)
{
	struct cmp_table *t = calloc(1, sizeof(*t));

	(void)state;
	fill_table(t);
	assert_string_equal(cmp_verdict(&t->row[0], 1), "**");
	assert_string_equal(cmp_verdict(&t->row[0], 0), "");
	/* p not a number (it compares false with everything, so it once read as "~") */
	assert_string_equal(cmp_verdict(&t->row[1], 1), "");
	/* a mean that overflowed to infinity, with a p that looks like noise */
	assert_string_equal(cmp_verdict(&t->row[2], 1), "");
	t->row[2].c[1].mean = 1;
	assert_string_equal(cmp_verdict(&t->row[2], 1), "~");
	t->row[2].c[0].mean = NAN;
	assert_string_equal(cmp_verdict(&t->row[2], 1), "");
	t->row[2].c[0].mean = 1;
	t->row[2].c[1].p = INFINITY;
	assert_string_equal(cmp_verdict(&t->row[2], 1), "");
	free(t);
}

static char *print(void (*fn)(const struct cmp_table *, FILE *), const struct cmp_table *t)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	assert_non_null(f);
	fn(t, f);
	fclose(f);
	return text;
}

/* Fixed decimals below 1e15, exponent form from there on; "-" (text), empty (CSV) or null (JSON) for no number. */
static void test_print_large(void **state)
{
	struct cmp_table *t = calloc(1, sizeof(*t));
	char *text;

	(void)state;
	fill_table(t);
	text = print(cmp_print_text, t);
	/* CoV of the base's Busy%: 0.23 / 27.28 = 0.84%; ratio 26.81 / 27.28 = 0.98 */
	assert_string_equal(text,
			    "                                         base                    new  ratio\n"
			    "       Busy%                 27.28 +-   0.84%       26.81 +-       -   0.98 **\n"
			    "       PkgWatt            2.00e+15 +-       -    1.00e+15 +-       -   0.50\n"
			    "       CPU%c6           1234567.89 +-       -           - +-       -      -\n"
			    "Amean: mean of the run means (shares, temperatures, totals); Hmean: their harmonic mean "
			    "(rates: MHz, W, a score); +- the coefficient of variation of the runs; ~ within noise, ** "
			    "significant (Welch's t-test over run means, two-sided, 95%)\n");
	free(text);
	text = print(cmp_print_csv, t);
	assert_string_equal(text,
			    "quantity,stat,side,runs,mean,sd,cov,ratio,p,verdict\n"
			    "Busy%,,base,0,27.2800,0.2300,0.8431,,,\n"
			    "Busy%,,new,0,26.8100,,,0.9828,0.01,**\n"
			    "PkgWatt,,base,0,2.0000e+15,,,,,\n"
			    "PkgWatt,,new,0,1.0000e+15,,,0.5000,,\n"
			    "CPU%c6,,base,0,1234567.8900,,,,,\n"
			    "CPU%c6,,new,0,,,,,0.5,\n");
	free(text);
	text = print(cmp_print_json, t);
	assert_non_null(strstr(text, "{\"side\":\"new\",\"runs\":0,\"mean\":1e+15,\"sd\":null,\"cov_pct\":null,"
				     "\"ratio\":0.5,\"p\":null,\"verdict\":null}"));
	assert_non_null(strstr(text, "{\"side\":\"base\",\"runs\":0,\"mean\":1234567.89,\"sd\":null,"));
	assert_non_null(strstr(text, "{\"side\":\"new\",\"runs\":0,\"mean\":null,\"sd\":null,\"cov_pct\":null,"
				     "\"ratio\":null,\"p\":0.5,\"verdict\":null}"));
	free(text);
	free(t);
}

/* A host record: its strings kept by key, null and numbers skipped, the first host record the run's. */
static void test_reader_host(void **state)
{
	struct run_data *rd = calloc(1, sizeof(*rd));
	char err[256];
	const char *text =
		"{\"schema\":1,\"kind\":\"host\",\"host\":{\"tool\":\"turbostat-ng 0.1\",\"kernel\":\"6.12.0\","
		"\"microcode\":null,\"cores\":8,\"governor\":\"schedutil\"}}\n"
		"{\"schema\":1,\"kind\":\"host\",\"host\":{\"kernel\":\"9.9\"}}\n"
		"{\"schema\":1,\"kind\":\"interval\",\"interval_s\":1,\"summary\":{\"Busy%\":5}}\n";

	(void)state;
	assert_int_equal(load_text(text, rd, err, sizeof(err)), 0);
	assert_int_equal(rd->nhost, 3);
	assert_string_equal(rd->host[0].key, "tool");
	assert_string_equal(rd->host[1].val, "6.12.0");
	assert_string_equal(rd->host[2].key, "governor");
	assert_string_equal(rd->host[2].val, "schedutil");
	assert_int_equal(rd->intervals, 1);
	reader_free(rd);
	free(rd);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_welch_unloaded),
		cmocka_unit_test(test_welch_table),
		cmocka_unit_test(test_reader_json),
		cmocka_unit_test(test_reader_csv),
		cmocka_unit_test(test_reader_many_series),
		cmocka_unit_test(test_verdict_not_finite),
		cmocka_unit_test(test_print_large),
		cmocka_unit_test(test_reader_host),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
