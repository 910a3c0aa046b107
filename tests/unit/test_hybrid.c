// SPDX-License-Identifier: GPL-2.0-only
/*
 * Hybrid capacity scaling (decode/hybrid.c) against values worked by hand from
 * drivers/cpufreq/intel_pstate.c (hybrid_get_capacity_perf(),
 * intel_pstate_hybrid_hwp_adjust(), intel_pstate_freq_to_hwp()) and
 * arch/x86/kernel/cpu/aperfmperf.c (arch_set_cpu_capacity()).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <string.h>

#include "decode/hybrid.h"

/* Alder Lake-S (0x97), PLATFORM_INFO base ratio 32, HWP on: the facts hybrid_derive() reads. */
static void adl_facts(struct cpu_facts *f)
{
	memset(f, 0, sizeof(*f));
	f->id = (struct cpu_ident){ .vendor = VENDOR_INTEL, .family = 6, .model = 0x97, .hybrid = 1, .has_hwp = 1 };
	f->nregs = 1;
	f->regs[0] = (struct fact_reg){ .msr = MSR_PM_ENABLE, .name = "MSR_PM_ENABLE", .val = 1 };
	f->base_ratio = (struct fact){ .state = FACT_OK, .v = 32 };
	f->base_khz = (struct fact){ .state = FACT_OK, .v = 3200000 };
}

/* CPUs 0-1 P-cores (HWP_CAP highest 65 and 67, guaranteed 42), CPUs 2-3 E-cores (39, 24). */
static struct hybrid_cpu_in adl_cpus[] = {
	{ 0, 0x40, 0, 0x011A2A41 }, { 1, 0x40, 0, 0x011A2A43 },
	{ 2, 0x20, 0, 0x040A1827 }, { 3, 0x20, 0, 0x040A1827 },
};

static void test_hybrid_base_perf(void **state)
{
	(void)state;
	/* 32 * 100000 = 3200000 kHz: neither rounddown(65 * 78741, 100000) = 5100000 nor
	 * rounddown(42 * 78741) = 3300000, so DIV_ROUND_UP(3200000, 78741) = 41 (40.64) */
	assert_int_equal(hybrid_base_perf(32, 65, 42, 78741), 41);
	/* E-cores already count in 100000 kHz units: the PERF_CTL ratio itself */
	assert_int_equal(hybrid_base_perf(32, 39, 24, 100000), 32);
	/* 51 * 100000 = 5100000 = rounddown(66 * 78741 = 5196906): turbo_freq maps back to 66,
	 * where rounding up would give 65 (64.77) */
	assert_int_equal(hybrid_base_perf(51, 66, 42, 78741), 66);
	/* 33 * 100000 = rounddown(42 * 78741 = 3307122) = max_freq: guaranteed 42 */
	assert_int_equal(hybrid_base_perf(33, 65, 42, 78741), 42);
}

static void test_hybrid_enabled(void **state)
{
	struct hybrid_in in = { .smt_active = 0, .intel_pstate = 1, .n = 4, .cpu = adl_cpus };
	struct cpu_facts f;
	struct hybrid_caps h;

	(void)state;
	adl_facts(&f);
	assert_int_equal(hybrid_derive(&f, &in, &h), 0);
	assert_int_equal(h.state, HYBRID_ENABLED);
	assert_int_equal(h.max_cap_perf, 67);
	/* capacity (perf << 10) / 67: 66560/67 = 993, 1024, 39936/67 = 596 */
	assert_int_equal(h.cpu[0].capacity, 993);
	assert_int_equal(h.cpu[1].capacity, 1024);
	assert_int_equal(h.cpu[2].capacity, 596);
	/* freq_ratio (perf << 10) / base: 66560/41 = 1623, 68608/41 = 1673, 39936/32 = 1248 */
	assert_int_equal(h.cpu[0].freq_ratio, 1623);
	assert_int_equal(h.cpu[1].freq_ratio, 1673);
	assert_int_equal(h.cpu[3].freq_ratio, 1248);
	assert_int_equal(h.cpu[0].scaling, 78741);
	assert_int_equal(h.cpu[2].scaling, 100000);
	hybrid_free(&h);
}

static void test_hybrid_gates(void **state)
{
	struct hybrid_in in = { .smt_active = 1, .intel_pstate = 1, .n = 4, .cpu = adl_cpus };
	struct cpu_facts f;
	struct hybrid_caps h;

	(void)state;
	adl_facts(&f);
	/* SMT on: sched_smt_active() keeps intel_pstate from enabling per-CPU capacity */
	assert_int_equal(hybrid_derive(&f, &in, &h), 0);
	assert_int_equal(h.state, HYBRID_OFF);
	assert_non_null(h.reason);
	hybrid_free(&h);
	/* turbo off: capacity_perf = max_pstate_physical, so every freq_ratio is 1024 and the
	 * E-cores' capacity is (32 << 10) / 41 = 799 (799.2) */
	in.smt_active = 0;
	f.turbo_disabled = 1;
	assert_int_equal(hybrid_derive(&f, &in, &h), 0);
	assert_int_equal(h.state, HYBRID_ENABLED);
	assert_int_equal(h.cpu[0].freq_ratio, 1024);
	assert_int_equal(h.cpu[2].freq_ratio, 1024);
	assert_int_equal(h.cpu[2].capacity, 799);
	hybrid_free(&h);
	/* Arrow Lake (0xC6) is not in intel_hybrid_scaling_factor[]: the kernel asks _CPC */
	f.turbo_disabled = 0;
	f.id.model = 0xC6;
	assert_int_equal(hybrid_derive(&f, &in, &h), 0);
	assert_int_equal(h.state, HYBRID_UNKNOWN);
	hybrid_free(&h);
	/* not hybrid: nothing */
	f.id.hybrid = 0;
	assert_int_equal(hybrid_derive(&f, &in, &h), 0);
	assert_int_equal(h.state, HYBRID_NONE);
	assert_null(h.cpu);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_hybrid_base_perf),
		cmocka_unit_test(test_hybrid_enabled),
		cmocka_unit_test(test_hybrid_gates),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
