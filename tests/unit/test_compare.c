// SPDX-License-Identifier: GPL-2.0-only
/*
 * compare/: Welch's test against Student t tables, and the record reader
 * on JSON Lines and CSV it must accept or refuse.  Critical values are from
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

#include "compare/reader.h"
#include "compare/welch.h"

/* Equal n = 4 and variance 2 on both sides: se = sqrt(2/4 + 2/4) = 1 and df = 2 (n - 1) = 6, so t = the mean difference. */
static double p_of_t6(double t)
{
	struct sample a = { .n = 4, .mean = t, .var = 2 }, b = { .n = 4, .mean = 0, .var = 2 };

	return welch_p(&a, &b);
}

static void test_welch_table(void **state)
{
	(void)state;
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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_welch_table),
		cmocka_unit_test(test_reader_json),
		cmocka_unit_test(test_reader_csv),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
