// SPDX-License-Identifier: GPL-2.0-only
/*
 * The OS's limits in the verdict (decode/why.c why_policy_mhz(), why_judge())
 * from numbers worked by hand.  The part is test_why's i7-4770: 100 MHz bus
 * clock, base ratio 34, turbo bins 39/39/38/37 for 1..4 active cores
 * (MSR_TURBO_RATIO_LIMIT 0x25262727, SDM vol. 4 table 2-29), 4 cores, so a
 * CPU line's ceiling is 3900 MHz; cpuinfo_max_freq 3900000 kHz (the 1-core
 * turbo, as intel_pstate reports it: Documentation/admin-guide/pm/
 * intel_pstate.rst, Interpretation of Policy Attributes).  Limit reason bit
 * 10 is PL1 (same table).  The tolerance is one ratio step, 100 MHz
 * (WHY_POLICY_TOL_STEPS); "below the ceiling" is by more than half a step.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "decode/why.h"

static struct why_facts hsw(void)
{
	struct why_facts w = { .bclk_mhz = 100, .hwp_level_mhz = 100, .max_ratio = 39, .cores_per_pkg = 4,
			       .trl = { .n = 4, .lv = { { 39, 1 }, { 39, 2 }, { 38, 3 }, { 37, 4 } } },
			       .plr = limits_layout(PLR_LAYOUT_HSW), .max_mhz = 3900, .base_mhz = 3400 };

	return w;
}

/* A busy CPU line at @mhz with no limit reason set and the driver's switches read clear. */
static struct why_in busy_at(double mhz)
{
	return (struct why_in){ .plr_ok = true, .busy_ok = true, .busy_pct = 100, .bzy_mhz = mhz };
}

static int judge(const struct why_facts *w, struct why_in in, double *cap)
{
	struct why_verdict v;

	why_judge(w, &in, &v);
	if (cap)
		*cap = v.cap_mhz;
	return v.code;
}

/* scaling_max_freq 2000000 kHz = 2000 MHz, below 3900: the policy holds a CPU running at it. */
static void test_why_policy_cap(void **state)
{
	struct why_facts w = hsw();
	struct why_in in = busy_at(2000);
	double cap;

	(void)state;
	in.pol_max_mhz = 2000;
	assert_int_equal(judge(&w, in, &cap), WHY_POLICY);
	assert_true(cap == 2000);
	assert_string_equal(why_word(WHY_POLICY), "Policy");
	/* within one step either side: 1900 and 2100 are at it, 1899 and 2101 are not */
	in.bzy_mhz = 1900;
	assert_int_equal(judge(&w, in, NULL), WHY_POLICY);
	in.bzy_mhz = 2100;
	assert_int_equal(judge(&w, in, NULL), WHY_POLICY);
	in.bzy_mhz = 1899;
	assert_int_equal(judge(&w, in, NULL), WHY_NONE);
	in.bzy_mhz = 2101;
	assert_int_equal(judge(&w, in, NULL), WHY_NONE);
	/* unread (0): no verdict of the policy */
	in = busy_at(2000);
	assert_int_equal(judge(&w, in, NULL), WHY_NONE);
}

/*
 * A maximum the hardware would not pass anyway is no limit: 3900 is the
 * ceiling; 3860 is within half a step of it (3900 - 50 = 3850); 3849 is below.
 */
static void test_why_policy_not_below(void **state)
{
	struct why_facts w = hsw();
	struct why_in in = busy_at(3900);

	(void)state;
	in.pol_max_mhz = 3900;
	assert_int_equal(judge(&w, in, NULL), WHY_NONE);
	in.pol_max_mhz = in.bzy_mhz = 3860;
	assert_int_equal(judge(&w, in, NULL), WHY_NONE);
	in.pol_max_mhz = in.bzy_mhz = 3849;
	assert_int_equal(judge(&w, in, NULL), WHY_POLICY);
	/* a package line with 4 cores busy runs under the 4-core limit 3700: 3700 is no limit there */
	in = busy_at(3700);
	in.pkg = true;
	in.pol_max_mhz = 3700;
	assert_int_equal(judge(&w, in, NULL), WHY_NONE);
	in.pol_max_mhz = in.bzy_mhz = 3600;
	assert_int_equal(judge(&w, in, NULL), WHY_POLICY);
}

/* The declared order: a limit reason, then idle, then the OS's maximum, then the HWP request. */
static void test_why_policy_precedence(void **state)
{
	struct why_facts w = hsw();
	struct why_in in = busy_at(2000);

	(void)state;
	in.pol_max_mhz = 2000;
	in.plr = 0x0400;	/* PL1 */
	assert_string_equal(why_word(judge(&w, in, NULL)), "PL1");
	in.plr = 0;
	in.busy_pct = 1;
	assert_int_equal(judge(&w, in, NULL), WHY_IDLE);
	in.busy_pct = 100;
	/* the HWP maximum 20 (2000 MHz) that the policy put there: the policy is named */
	in.req_ok = true;
	in.req_max = 20;
	assert_int_equal(judge(&w, in, NULL), WHY_POLICY);
	/* with no limit reason readable the policy still explains it */
	in = busy_at(2000);
	in.plr_ok = false;
	in.pol_max_mhz = 2000;
	assert_int_equal(judge(&w, in, NULL), WHY_POLICY);
	in.pol_max_mhz = 0;
	assert_int_equal(judge(&w, in, NULL), WHY_UNKNOWN);
}

/*
 * intel_pstate's max_perf_pct: a share of the highest turbo ratio, rounded up
 * (intel_pstate.c intel_pstate_update_perf_limits(), DIV_ROUND_UP):
 * 39 x 50 / 100 = 19.5 -> 20, 2000 MHz; 39 x 60 / 100 = 23.4 -> 24, 2400 MHz.
 */
static void test_why_max_perf_pct(void **state)
{
	struct why_facts w = hsw();
	struct why_in in = busy_at(2000);
	int code;
	double cap;

	(void)state;
	in.max_pct = 50;
	assert_true(why_policy_mhz(&w, &in, &code) == 2000);
	assert_int_equal(code, WHY_MAX_PCT);
	assert_int_equal(judge(&w, in, &cap), WHY_MAX_PCT);
	assert_true(cap == 2000);
	in.max_pct = 60;
	assert_true(why_policy_mhz(&w, &in, &code) == 2400);
	/* the lower of the two maxima wins; a tie goes to the driver-wide one */
	in.pol_max_mhz = 2000;
	assert_true(why_policy_mhz(&w, &in, &code) == 2000);
	assert_int_equal(code, WHY_POLICY);
	in.max_pct = 50;
	why_policy_mhz(&w, &in, &code);
	assert_int_equal(code, WHY_MAX_PCT);
	/* 100 %: no limit; a hybrid part's CPUs have maxima of their own */
	in = busy_at(3900);
	in.max_pct = 100;
	assert_true(why_policy_mhz(&w, &in, &code) == 0);
	in.max_pct = 50;
	w.hybrid = true;
	assert_true(why_policy_mhz(&w, &in, &code) == 0);
	/* without a bus clock: 3900 x 50 / 100 = 1950 MHz, tolerance 2 % (39 MHz) */
	w = hsw();
	w.bclk_mhz = 0;
	in = busy_at(1911);
	in.max_pct = 50;
	assert_true(why_policy_mhz(&w, &in, &code) == 1950);
	assert_int_equal(judge(&w, in, NULL), WHY_MAX_PCT);
	in.bzy_mhz = 1910;
	assert_int_equal(judge(&w, in, NULL), WHY_NONE);
}

/*
 * no_turbo: the maximum is the base, 3400 MHz (its scaling_max_freq goes down
 * to it too: intel_pstate.rst); the switch read now, else as at start-up.
 */
static void test_why_no_turbo(void **state)
{
	struct why_facts w = hsw();
	struct why_in in = busy_at(3400);
	double cap;

	(void)state;
	in.no_turbo = 1;
	in.pol_max_mhz = 3400;
	assert_int_equal(judge(&w, in, &cap), WHY_NO_TURBO);
	assert_true(cap == 3400);
	assert_string_equal(why_word(WHY_NO_TURBO), "NoTurbo");
	in.no_turbo = 0;
	assert_int_equal(judge(&w, in, NULL), WHY_POLICY);
	/* unread: off at start-up by the switch alone */
	in.no_turbo = -1;
	in.pol_max_mhz = 0;
	assert_int_equal(judge(&w, in, NULL), WHY_NONE);
	w.knob_no_turbo = true;
	assert_int_equal(judge(&w, in, NULL), WHY_NO_TURBO);
	/* read clear now: turned on since the start */
	in.no_turbo = 0;
	assert_int_equal(judge(&w, in, NULL), WHY_NONE);
	/* the base unknown: nothing to hold it to */
	w.base_mhz = 0;
	in.no_turbo = 1;
	assert_int_equal(judge(&w, in, NULL), WHY_NONE);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_why_policy_cap),
		cmocka_unit_test(test_why_policy_not_below),
		cmocka_unit_test(test_why_policy_precedence),
		cmocka_unit_test(test_why_max_perf_pct),
		cmocka_unit_test(test_why_no_turbo),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
