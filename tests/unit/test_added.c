// SPDX-License-Identifier: GPL-2.0-only
/*
 * --add spec parsing (decode/added.c) against tests/vectors/added.vec, and
 * the per-scope limits (turbostat's MAX_ADDED_THREAD/CORE/PACKAGE_COUNTERS).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "decode/added.h"
#include "vec.h"

static const char *const locs[] = { "msr", "sysfs", "perf" };
static const char *const scopes[] = { "cpu", "core", "package" };
static const char *const types[] = { "items", "cycles", "seconds", "usec" };
static const char *const fmts[] = { "raw", "delta", "percent", "average" };

static int added_case(const struct vec_case *c, char *why, size_t len)
{
	struct added_set set = { 0 };
	char err[256] = "", where[160];
	int rc = added_parse(c->in[0], &set, err, sizeof(err));

	if (c->nin != 1)
		return snprintf(why, len, "one spec expected"), 1;
	if (c->nout == 1 && !strcmp(c->out[0], "!EINVAL")) {
		if (rc != -EINVAL || !err[0])
			return snprintf(why, len, "accepted, or rejected without a reason"), 1;
		return 0;
	}
	if (c->nout != 7)
		return snprintf(why, len, "7 expected fields"), 1;
	if (rc)
		return snprintf(why, len, "rejected: %s", err), 1;
	const struct added_counter *a = &set.c[0];

	if (a->loc == ADDED_MSR)
		snprintf(where, sizeof(where), "0x%x", a->msr);
	else
		snprintf(where, sizeof(where), "%s", a->path);
	char got[400];

	snprintf(got, sizeof(got), "%s %s %u %s %s %s %s", locs[a->loc], where, a->width, scopes[a->scope],
		 types[a->type], fmts[a->fmt], a->name);
	char want[400] = "";

	for (int i = 0; i < 7; i++)
		snprintf(want + strlen(want), sizeof(want) - strlen(want), "%s%s", i ? " " : "", c->out[i]);
	if (strcmp(got, want))
		return snprintf(why, len, "got '%s'", got), 1;
	return 0;
}

static void test_added_vectors(void **state)
{
	int n;

	(void)state;
	assert_int_equal(vec_run("tests/vectors/added.vec", added_case, &n), 0);
	assert_int_equal(n, 14);
}

/* 8 core counters fit; the 9th is refused with the scope named; thread counters still fit. */
static void test_added_limits(void **state)
{
	struct added_set set = { 0 };
	char err[256] = "";

	(void)state;
	for (int i = 0; i < ADDED_MAX_CORE; i++)
		assert_int_equal(added_parse("msr0x10,core", &set, err, sizeof(err)), 0);
	assert_int_equal(added_parse("msr0x10,core", &set, err, sizeof(err)), -EINVAL);
	assert_string_equal(err, "--add msr0x10,core: more than 8 added core counters");
	assert_int_equal(added_parse("msr0x10", &set, err, sizeof(err)), 0);
	assert_int_equal(set.n, ADDED_MAX_CORE + 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_added_vectors),
		cmocka_unit_test(test_added_limits),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
