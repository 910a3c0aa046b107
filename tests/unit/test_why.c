// SPDX-License-Identifier: GPL-2.0-only
/*
 * The verdict (decode/why.c) from numbers worked by hand.  The part: an
 * i7-4770 as tests/gen-why-rec.sh gives it, 100 MHz bus clock, turbo bins
 * 39/39/38/37 for 1..4 active cores (MSR_TURBO_RATIO_LIMIT 0x25262727, SDM
 * vol. 4 table 2-29), 4 cores; limit reason bits from the same table: 0
 * PROCHOT, 1 thermal, 10 PL1, 11 PL2, 12 max turbo.
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
			       .plr = limits_layout(PLR_LAYOUT_HSW) };

	return w;
}

static int judge(const struct why_facts *w, struct why_in in, double *ceil)
{
	struct why_verdict v;

	why_judge(w, &in, &v);
	if (ceil)
		*ceil = v.ceil_mhz;
	return v.code;
}

/* The word of the verdict a reading gets: a limit reason's name, or none, idle... */
static const char *judged(const struct why_facts *w, struct why_in in)
{
	return why_word(judge(w, in, NULL));
}

/* The declared precedence: thermal before PL1 when both are set (man page, WHY). */
static void test_why_pl1_and_thermal(void **state)
{
	struct why_facts w = hsw();
	double ceil;

	(void)state;
	/* 0x0402: bits 1 and 10; four cores busy: the 4-core limit 37 * 100 MHz */
	assert_string_equal(why_word(judge(&w, (struct why_in){ .plr_ok = true, .plr = 0x0402, .busy_ok = true,
								 .busy_pct = 100, .bzy_mhz = 2900, .pkg = true }, &ceil)),
			    "Thermal");
	assert_true(ceil == 3700);
	/* PL1 alone */
	assert_string_equal(judged(&w, (struct why_in){ .plr_ok = true, .plr = 0x0400, .busy_ok = true, .busy_pct = 100,
							.pkg = true }), "PL1");
	/* PROCHOT before everything; PL1 before PL2; PL2 before max turbo */
	assert_string_equal(judged(&w, (struct why_in){ .plr_ok = true, .plr = 0x1C03, .busy_ok = true, .busy_pct = 100 }),
			    "PROCHOT");
	assert_string_equal(judged(&w, (struct why_in){ .plr_ok = true, .plr = 0x1C00, .busy_ok = true, .busy_pct = 100 }),
			    "PL1");
	assert_string_equal(judged(&w, (struct why_in){ .plr_ok = true, .plr = 0x1800, .busy_ok = true, .busy_pct = 100 }),
			    "PL2");
	/* a reserved bit (2) is never a verdict */
	assert_int_equal(judge(&w, (struct why_in){ .plr_ok = true, .plr = 0x0004, .busy_ok = true, .busy_pct = 100 },
			       NULL), WHY_NONE);
	assert_null(limits_verdict(w.plr, 0x0004));
}

/*
 * The same bits in another layout are other reasons (decode/limits.c's
 * tables, SDM vol. 4 tables 2-29 and 2-39): on the Skylake client layout
 * 0x0420 is RATL (bit 5) and PL1 (bit 10), and the running average thermal
 * limit comes first; on Haswell bit 5 is autonomous control, which comes
 * after PL1.
 */
static void test_why_layouts(void **state)
{
	struct why_facts w = hsw();
	struct why_in in = { .plr_ok = true, .plr = 0x0420, .busy_ok = true, .busy_pct = 100 };

	(void)state;
	assert_string_equal(judged(&w, in), "PL1");
	w.plr = limits_layout(PLR_LAYOUT_SKL);
	assert_string_equal(judged(&w, in), "RATL");
	in.plr = 0x0421;	/* and PROCHOT */
	assert_string_equal(judged(&w, in), "PROCHOT");
	w.plr = NULL;		/* no layout: nothing read can name a reason */
	assert_int_equal(judge(&w, in, NULL), WHY_NONE);
}

/* "no limit" (read, nothing set) and "unknown" (not read) kept apart, and what is missing said. */
static void test_why_none_unknown(void **state)
{
	struct why_facts w = hsw();
	static struct cpu_facts f;
	static struct regset rs;
	struct why_facts out;

	(void)state;
	assert_int_equal(judge(&w, (struct why_in){ .plr_ok = true, .busy_ok = true, .busy_pct = 100 }, NULL), WHY_NONE);
	assert_int_equal(judge(&w, (struct why_in){ .busy_ok = true, .busy_pct = 100 }, NULL), WHY_UNKNOWN);
	assert_string_equal(why_word(WHY_NONE), "none");
	assert_string_equal(why_word(WHY_UNKNOWN), "unknown");
	regset_init(&rs, 0);
	f.id.vendor = VENDOR_AMD;
	why_facts_derive(&f, &rs, 0, false, 8, &out);
	assert_string_equal(out.missing, "AMD has no limit-reason register");
	f.id.vendor = VENDOR_INTEL;
	f.id.hypervisor = 1;
	f.msr_access = -2;	/* -ENOENT: no msr driver in the guest */
	why_facts_derive(&f, &rs, 0, false, 8, &out);
	assert_string_equal(out.missing, "no MSRs in this VM");
	why_facts_derive(&f, &rs, 0, true, 8, &out);
	assert_string_equal(out.missing, "no MSR reads (--no-msr)");
}

/* A CPU's request: HWP max below the 1-core limit, then an energy EPP; idle before both. */
static void test_why_request(void **state)
{
	struct why_facts w = hsw();
	struct why_in in = { .plr_ok = true, .busy_ok = true, .busy_pct = 60, .bzy_mhz = 1200, .req_ok = true,
			     .req_max = 39, .epp = 255 };
	double ceil;

	(void)state;
	assert_int_equal(judge(&w, in, &ceil), WHY_EPP);
	assert_true(ceil == 3900);	/* a CPU line: the 1-core limit */
	in.epp = 128;	/* the default balance_performance: not energy-leaning */
	assert_int_equal(judge(&w, in, NULL), WHY_NONE);
	in.req_max = 28;	/* 2800 MHz < 3900 - 50 */
	assert_int_equal(judge(&w, in, NULL), WHY_HWP_MAX);
	in.req_max = 39;
	in.busy_pct = 4.9;	/* under WHY_IDLE_PCT */
	assert_int_equal(judge(&w, in, NULL), WHY_IDLE);
	/* a limit reason still comes first */
	in.plr = 0x0400;
	assert_string_equal(judged(&w, in), "PL1");
}

/* The active-core limit of a package line: Busy% of 4 cores, rounded, at least one. */
static void test_why_ceiling(void **state)
{
	struct why_facts w = hsw();

	(void)state;
	assert_true(why_ceiling_mhz(&w, 0, true) == 3900);	/* 0 cores -> 1 */
	assert_true(why_ceiling_mhz(&w, 50, true) == 3900);	/* 2 cores: 39 */
	assert_true(why_ceiling_mhz(&w, 75, true) == 3800);	/* 3 cores: 38 */
	assert_true(why_ceiling_mhz(&w, 100, true) == 3700);	/* 4 cores: 37 */
	assert_true(why_ceiling_mhz(&w, 100, false) == 3900);	/* a CPU line: 1-core */
	w.bclk_mhz = 0;
	w.max_mhz = 3600;	/* no ratios: cpuinfo_max_freq */
	assert_true(why_ceiling_mhz(&w, 100, true) == 3600);
}

/* PL1 and PL2 watts from MSR_PKG_POWER_LIMIT 0x00008348000082A0 at 1/8 W (SDM vol. 4 table 2-22). */
static void test_why_power_limits(void **state)
{
	static struct cpu_facts f;
	static struct regset rs;
	struct why_facts w;

	(void)state;
	regset_init(&rs, 0);
	regset_put_msr(&rs, 0x610, 0, 0x00008348000082A0ull);
	f.id.vendor = VENDOR_INTEL;
	why_facts_derive(&f, &rs, 0.125, false, 4, &w);
	assert_true(w.pl1_w == 84);	/* 0x2A0 = 672 / 8 */
	assert_true(w.pl2_w == 105);	/* 0x348 = 840 / 8 */
	/* PL2 not enabled ([47] clear): no limit to compare with */
	regset_put_msr(&rs, 0x610, 0, 0x00000348000082A0ull);
	why_facts_derive(&f, &rs, 0.125, false, 4, &w);
	assert_true(w.pl1_w == 84);
	assert_true(w.pl2_w == 0);
}

/*
 * Published, cause known: an i5-8500 (Coffee Lake) register dump in
 * Piker-Alpha/ssdtPRGen.sh issue 455 (https://github.com/Piker-Alpha/ssdtPRGen.sh/issues/455),
 * MSR_CORE_PERF_LIMIT_REASONS (0x64F on that generation) = 0x30001000, which
 * the dump reads as Max Turbo Limit status 1 ("frequency reduced below OS
 * request due to multi-core turbo limits"), and the max turbo and
 * transition attenuation logs (bits 28, 29).  Published: the value and its
 * reading; derived: the status bits [15:0] = 0x1000 (bit 12: max turbo in
 * the Skylake client layout of 64FH, SDM vol. 4 table 2-39, which covers
 * Coffee Lake, and in 690H's too) and so the verdict MaxTurbo, whatever the
 * logs say.
 */
static void test_why_published_max_turbo(void **state)
{
	struct why_facts w = hsw();

	(void)state;
	w.plr = limits_layout(PLR_LAYOUT_SKL);
	assert_string_equal(judged(&w, (struct why_in){ .plr_ok = true, .plr = 0x30001000ull & 0xFFFF, .busy_ok = true,
							.busy_pct = 100, .pkg = true }), "MaxTurbo");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_why_pl1_and_thermal),
		cmocka_unit_test(test_why_layouts),
		cmocka_unit_test(test_why_none_unknown),
		cmocka_unit_test(test_why_request),
		cmocka_unit_test(test_why_ceiling),
		cmocka_unit_test(test_why_power_limits),
		cmocka_unit_test(test_why_published_max_turbo),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
