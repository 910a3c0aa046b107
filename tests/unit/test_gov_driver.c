// SPDX-License-Identifier: GPL-2.0-only
/*
 * The driver layer (gov/driver.c) against the kernel's arithmetic, worked by
 * hand: acpi-cpufreq's _PSS turbo entry, intel_cpufreq_fast_switch(),
 * intel_pstate_prepare_request(), v5.9 intel_cpufreq_adjust_hwp(), v5.11
 * intel_cpufreq_adjust_perf(), intel_pstate_hwp_set(), hwp_boost
 * (intel_pstate_hwp_boost_up/down); the HWP controller model's arithmetic;
 * --governor driver= parsing; one closed-loop run by hand.
 */
#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <math.h>
#include <string.h>

#include "gov/driver.h"
#include "sim/hwp_fit.h"
#include "sim/part.h"
#include "sim/sim.h"
#include "sim/workload.h"

static const struct sim_part *part(const char *name)
{
	const struct sim_part *p = sim_part_find(name);

	assert_non_null(p);
	return p;
}

/* i7-2600K: _PSS 3401 MHz (turbo entry), 3400, 3300 ... 1600 MHz: 20 entries. */
static void test_acpi_pss(void **state)
{
	const struct gov_cpu *cpu = &part("i7-2600k")->cpu;

	(void)state;
	assert_int_equal(drv_acpi_pss_khz(cpu, 0), 3401000);
	assert_int_equal(drv_acpi_pss_khz(cpu, 1), 3400000);
	assert_int_equal(drv_acpi_pss_khz(cpu, 2), 3300000);
	assert_int_equal(drv_acpi_pss_khz(cpu, 19), 1600000);
	assert_int_equal(drv_acpi_pss_khz(cpu, 20), 0);
	/* the turbo entry's control asks for the top bin (38); the others their own ratio */
	assert_int_equal(drv_acpi_perf_ctl(cpu, 3401000), 38);
	assert_int_equal(drv_acpi_perf_ctl(cpu, 3400000), 34);
	assert_int_equal(drv_acpi_perf_ctl(cpu, 1600000), 16);

	struct gov_cpu nt = *cpu;
	nt.no_turbo = 1;	/* no turbo entry: _PSS starts at base */
	assert_int_equal(drv_acpi_pss_khz(&nt, 0), 3400000);
	assert_int_equal(drv_acpi_pss_khz(&nt, 18), 1600000);
	assert_int_equal(drv_acpi_pss_khz(&nt, 19), 0);
}

/* skl-4c: min 8, turbo 42, 100 MHz steps. */
static void test_intel_cpufreq(void **state)
{
	const struct gov_cpu *cpu = &part("skl-4c")->cpu;

	(void)state;
	assert_int_equal(drv_intel_cpufreq_fast(cpu, 1234567), 13);	/* DIV_ROUND_UP(1234567, 100000) */
	assert_int_equal(drv_intel_cpufreq_fast(cpu, 4000000), 40);
	assert_int_equal(drv_intel_cpufreq_fast(cpu, 700000), 8);	/* 7, raised to min_pstate */
	assert_int_equal(drv_intel_cpufreq_fast(cpu, 5000000), 42);	/* 50, cut to max_perf_ratio */
	/* intel_pstate_prepare_request(): min = max(min_pstate, min_perf), max = max(min, max_perf) */
	assert_int_equal(drv_prepare_request(5, 8, 10, 42), 10);
	assert_int_equal(drv_prepare_request(50, 8, 8, 42), 42);
	assert_int_equal(drv_prepare_request(20, 8, 30, 25), 30);
}

static void test_hwp_passive(void **state)
{
	const struct sim_part *p = part("skl-4c");
	struct hwp_request r = { .min = 8, .max = 42, .desired = 0, .epp = 128 };

	(void)state;
	/* v5.9: min = DIV_ROUND_UP(2000001, 100000) = 21, max = max_perf_ratio 42, desired and EPP kept */
	drv_hwp_passive59(&p->cpu, 2000001, &r);
	assert_int_equal(r.min, 21);
	assert_int_equal(r.max, 42);
	assert_int_equal(r.desired, 0);
	assert_int_equal(r.epp, 128);
	/* v5.11 adjust_perf: util 400 -> target_perf 500; DIV_ROUND_UP(42 x 500, 1024) = ceil(20.51) = 21 */
	drv_hwp_adjust_perf(&p->cpu, &p->hwp, 0, 500, 1024, &r);
	assert_int_equal(r.min, 8);
	assert_int_equal(r.max, 42);
	assert_int_equal(r.desired, 21);
	/* target_perf >= capacity: cap_pstate 42 */
	drv_hwp_adjust_perf(&p->cpu, &p->hwp, 0, 1125, 1024, &r);
	assert_int_equal(r.desired, 42);
	/* ceil(42 x 12 / 1024) = 1, raised to min 8 */
	drv_hwp_adjust_perf(&p->cpu, &p->hwp, 0, 12, 1024, &r);
	assert_int_equal(r.desired, 8);
	/* no_turbo: cap_pstate = guaranteed 40: ceil(40 x 500 / 1024) = ceil(19.53) = 20, max 40 */
	struct gov_cpu nt = p->cpu;
	nt.no_turbo = 1;
	drv_hwp_adjust_perf(&nt, &p->hwp, 0, 500, 1024, &r);
	assert_int_equal(r.desired, 20);
	assert_int_equal(r.max, 40);
}

/* drv_apply from a schedutil decision's trace: util 400, boost 0 -> desired 21 (v5.11+); v5.9 min from khz. */
static void test_apply(void **state)
{
	const struct sim_part *p = part("skl-4c");
	struct gov_inst g;
	struct gov_decision d;
	struct drv_request req;
	char err[160];

	(void)state;
	assert_int_equal(gov_parse("schedutil:driver=hwp-passive", &g, err, sizeof(err)), 0);
	drv_init(g.driver, &g, &p->cpu, &p->hwp, &req);
	assert_true(req.is_hwp);
	assert_int_equal(req.hwp.epp, DRV_EPP_DEFAULT);
	memset(&d, 0, sizeof(d));
	d.ntrace = 2;
	d.trace[0] = (struct gov_trace){ "util", 400 };
	d.trace[1] = (struct gov_trace){ "boost", 0 };
	d.khz = 2100000;
	drv_apply(g.driver, &g, &p->cpu, &p->hwp, &d, &req);
	assert_int_equal(req.hwp.desired, 21);
	assert_int_equal(req.hwp.min, 8);

	assert_int_equal(gov_parse("schedutil:driver=hwp-passive-5.9", &g, err, sizeof(err)), 0);
	drv_init(g.driver, &g, &p->cpu, &p->hwp, &req);
	drv_apply(g.driver, &g, &p->cpu, &p->hwp, &d, &req);
	assert_int_equal(req.hwp.min, 21);
	assert_int_equal(req.hwp.max, 42);
	assert_int_equal(req.hwp.desired, 0);

	assert_int_equal(gov_parse("ondemand:driver=acpi-cpufreq", &g, err, sizeof(err)), 0);
	drv_init(g.driver, &g, &part("i7-2600k")->cpu, NULL, &req);
	assert_false(req.is_hwp);
	d.khz = 3401000;
	drv_apply(g.driver, &g, &part("i7-2600k")->cpu, NULL, &d, &req);
	assert_int_equal(req.perf_ctl, 38);
}

static void test_hwp_active(void **state)
{
	const struct gov_cpu *cpu = &part("skl-4c")->cpu;
	struct hwp_request r;

	(void)state;
	/* intel_pstate_hwp_set(): powersave keeps EPP; performance min = max and EPP 0 */
	drv_hwp_active(cpu, 0, 128, &r);
	assert_int_equal(r.min, 8);
	assert_int_equal(r.max, 42);
	assert_int_equal(r.epp, 128);
	assert_int_equal(r.desired, 0);
	drv_hwp_active(cpu, 1, 128, &r);
	assert_int_equal(r.min, 42);
	assert_int_equal(r.max, 42);
	assert_int_equal(r.epp, 0);
}

/*
 * hwp_boost on skl-4c (guaranteed 40) with min 8, max 42: the second IO wait
 * within two ticks (8 ms) boosts to (40 + 8) >> 1 = 24, then 40, then 42;
 * no further; back to 8 once a non-IO update comes more than 3 ms after the
 * last boost (an update at 106 ms is only 2 ms after, and restarts the clock).
 */
static void test_hwp_boost(void **state)
{
	const struct hwp_caps *caps = &part("skl-4c")->hwp;
	struct hwp_request cached = { .min = 8, .max = 42, .epp = 128 };
	struct hwp_boost b = { 0 };

	(void)state;
	assert_int_equal(drv_hwp_boost_update(&b, &cached, caps, 100000, 1), 8);
	assert_int_equal(drv_hwp_boost_update(&b, &cached, caps, 102000, 1), 24);
	assert_int_equal(drv_hwp_boost_update(&b, &cached, caps, 103000, 1), 40);
	assert_int_equal(drv_hwp_boost_update(&b, &cached, caps, 104000, 1), 42);
	assert_int_equal(drv_hwp_boost_update(&b, &cached, caps, 105000, 1), 42);
	assert_int_equal(drv_hwp_boost_update(&b, &cached, caps, 106000, 0), 42);
	assert_int_equal(drv_hwp_boost_update(&b, &cached, caps, 109000, 0), 42);
	assert_int_equal(drv_hwp_boost_update(&b, &cached, caps, 112001, 0), 8);
	/* min == max (performance): nothing to boost */
	struct hwp_request perf = { .min = 42, .max = 42 };
	struct hwp_boost b2 = { 0 };
	drv_hwp_boost_update(&b2, &perf, caps, 100000, 1);
	assert_int_equal(drv_hwp_boost_update(&b2, &perf, caps, 101000, 1), 42);
	assert_int_equal(b2.boost_min, 0);
}

/*
 * The controller model (gov/hwp.c, eval 1 ms, window 4 ms, up tau 2 ms, down
 * 20 ms, gain 8 at EPP 0 to 1 at 255) by hand on min 8, max 42.
 */
static void test_hwp_model(void **state)
{
	const struct hwp_model *m = &hwp_model_default;
	struct hwp_request r = { .min = 8, .max = 42, .epp = 255 };
	struct hwp_core h;

	(void)state;
	hwp_core_init(&h, &r);
	/* activity 0.25, target 8 + 34 x 0.25 = 16.5, perf 8 + 8.5 x 0.5 = 12.25 */
	assert_int_equal(hwp_core_eval(m, &h, &r, 1000000), 12);
	/* activity 0.4375, target 22.875, perf 12.25 + 10.625 x 0.5 = 17.5625 */
	assert_int_equal(hwp_core_eval(m, &h, &r, 1000000), 18);
	assert_true(fabs(h.perf - 17.5625) < 1e-12);
	/* desired 30 replaces the activity map: 17.5625 + 12.4375 x 0.5 = 23.78125 */
	r.desired = 30;
	assert_int_equal(hwp_core_eval(m, &h, &r, 1000000), 24);
	/* EPP 0: activity 0.125 x gain 8 asks for max; perf 8 + 34 x 0.5 = 25 */
	struct hwp_request r0 = { .min = 8, .max = 42, .epp = 0 };
	hwp_core_init(&h, &r0);
	assert_int_equal(hwp_core_eval(m, &h, &r0, 500000), 25);
	/* down: from 42 with no activity, 42 - 34 x 0.05 = 40.3 */
	struct hwp_request r1 = { .min = 8, .max = 42, .epp = 128 };
	h.perf = 42;
	h.activity = 0;
	assert_int_equal(hwp_core_eval(m, &h, &r1, 0), 40);
	/* a lower max applies at once */
	r1.max = 30;
	assert_int_equal(hwp_core_eval(m, &h, &r1, 0), 30);
}

/*
 * hwp_model_intel: make sim-fit's gain_epp0 8 (sim/sim_fit_hwp.h; every gain
 * from 4 up fits the closed-loop tbench rows equally and the tie keeps the
 * declared start), the rest as above.  EPP 128: gain 8 - 7 x 128/255 =
 * 4.486275; from min 8 fully busy, activity 0.25 then 0.4375, each times the
 * gain above 1: target max 42 both times; perf 8 + 34 / 2 = 25, then 25 + 17
 * / 2 = 33.5, rounded 34.  The declared model (hwp_model_default, gain 4.486
 * at EPP 128 too) asks the same: perf 25.
 */
static void test_hwp_model_intel(void **state)
{
	struct hwp_request r = { .min = 8, .max = 42, .epp = 128 };
	struct hwp_core h;

	(void)state;
	assert_int_equal(hwp_model_intel.eval_us, 1000);
	assert_int_equal(hwp_model_intel.window_us, 4000);
	assert_int_equal(hwp_model_intel.up_tau_us, 2000);
	assert_int_equal(hwp_model_intel.down_tau_us, 20000);
	hwp_core_init(&h, &r);
	assert_int_equal(hwp_core_eval(&hwp_model_intel, &h, &r, 1000000), 25);
	assert_true(fabs(h.perf - 25) < 1e-9);
	assert_int_equal(hwp_core_eval(&hwp_model_intel, &h, &r, 1000000), 34);
	assert_true(fabs(h.perf - 33.5) < 1e-9);
	hwp_core_init(&h, &r);
	assert_int_equal(hwp_core_eval(&hwp_model_default, &h, &r, 1000000), 25);
}

static void test_parse(void **state)
{
	struct gov_inst g;
	char err[160];

	(void)state;
	assert_int_equal(gov_parse("schedutil:driver=hwp-passive-5.9", &g, err, sizeof(err)), 0);
	assert_int_equal(g.driver, DRV_HWP_PASSIVE_59);
	assert_int_equal(g.epp, -1);
	assert_int_equal(gov_parse("powersave:driver=hwp-active,epp=64", &g, err, sizeof(err)), 0);
	assert_int_equal(g.driver, DRV_HWP_ACTIVE);
	assert_int_equal(g.epp, 64);
	assert_int_equal(gov_parse("schedutil:rate_limit_us=500,driver=intel_cpufreq", &g, err, sizeof(err)), 0);
	assert_int_equal(g.driver, DRV_INTEL_CPUFREQ);
	assert_int_equal(gov_param(&g, "rate_limit_us"), 500);
	assert_int_equal(gov_parse("schedutil", &g, err, sizeof(err)), 0);
	assert_int_equal(g.driver, DRV_DIRECT);
	assert_int_equal(gov_parse("schedutil:driver=nope", &g, err, sizeof(err)), -EINVAL);
	assert_string_equal(err, "unknown driver 'nope' (see --governor list)");
	assert_int_equal(gov_parse("powersave:epp=256", &g, err, sizeof(err)), -EINVAL);
	assert_string_equal(err, "bad epp '256' (0..255)");
	/* active mode has only performance and powersave; HWP modes need HWP */
	assert_int_equal(gov_parse("schedutil:driver=hwp-active", &g, err, sizeof(err)), 0);
	assert_int_equal(drv_check(g.driver, g.hwp_boost, g.ops, &part("skl-4c")->hwp, err, sizeof(err)), -EINVAL);
	assert_int_equal(gov_parse("pid:driver=intel_cpufreq", &g, err, sizeof(err)), 0);
	assert_int_equal(drv_check(g.driver, g.hwp_boost, g.ops, NULL, err, sizeof(err)), -EINVAL);
	assert_int_equal(gov_parse("schedutil:driver=hwp-passive", &g, err, sizeof(err)), 0);
	assert_int_equal(drv_check(g.driver, g.hwp_boost, g.ops, &part("i7-2600k")->hwp, err, sizeof(err)), -EINVAL);
	assert_string_equal(err, "driver hwp-passive needs a part with HWP (see --simulate list)");
	assert_int_equal(drv_check(g.driver, g.hwp_boost, g.ops, &part("skl-4c")->hwp, err, sizeof(err)), 0);
	/* hwp_boost: 0 or 1, and only in active mode */
	assert_int_equal(gov_parse("powersave:driver=hwp-active,hwp_boost=1", &g, err, sizeof(err)), 0);
	assert_int_equal(g.hwp_boost, 1);
	assert_int_equal(drv_check(g.driver, g.hwp_boost, g.ops, &part("skl-4c")->hwp, err, sizeof(err)), 0);
	assert_int_equal(gov_parse("powersave:driver=hwp-active,hwp_boost=2", &g, err, sizeof(err)), -EINVAL);
	assert_string_equal(err, "bad hwp_boost '2' (0 or 1)");
	assert_int_equal(gov_parse("schedutil:hwp_boost=1", &g, err, sizeof(err)), 0);
	assert_int_equal(drv_check(g.driver, g.hwp_boost, g.ops, &part("skl-4c")->hwp, err, sizeof(err)), -EINVAL);
	assert_string_equal(err, "hwp_boost=1 needs driver hwp-active (intel_pstate's active mode)");
}

static void sim_skl(const char *workload, const char *spec, struct sim_result *r)
{
	const struct sim_part *p = part("skl-4c");
	struct sim_config cfg = { .workload = sim_workload_find(workload), .cpu = &p->cpu, .power = &p->power,
				  .cores = p->domain_cores, .trl = p->trl, .hwp = &p->hwp,
				  .seconds_ns = 2000000000ULL, .seed = SIM_SEED };
	struct gov_inst g;
	char err[160];

	assert_int_equal(gov_parse(spec, &g, err, sizeof(err)), 0);
	assert_int_equal(sim_run(&cfg, &g, r), 0);
}

/*
 * Structure of the HWP model in the loop: hwp_boost acts only on IO-wait
 * wakeups (steady has none: the same run to the cycle; the iowait workload's
 * 1-5 ms waits come within two ticks of each other, so it runs faster);
 * a higher EPP never runs faster on the same load.
 */
static void test_hwp_in_loop(void **state)
{
	struct sim_result a, b;

	(void)state;
	sim_skl("steady", "powersave:driver=hwp-active", &a);
	sim_skl("steady", "powersave:driver=hwp-active,hwp_boost=1", &b);
	assert_true(a.work_gcycles == b.work_gcycles);
	sim_skl("iowait", "powersave:driver=hwp-active,epp=255", &a);
	sim_skl("iowait", "powersave:driver=hwp-active,epp=255,hwp_boost=1", &b);
	assert_true(b.avg_busy_mhz > a.avg_busy_mhz);
	sim_skl("tbench", "powersave:driver=hwp-active,epp=0", &a);
	sim_skl("tbench", "powersave:driver=hwp-active,epp=255", &b);
	assert_true(a.avg_busy_mhz >= b.avg_busy_mhz);
}

/*
 * performance:driver=hwp-active on steady, skl-4c, 10 s: HWP min = max = 42
 * from the start.  At t = 0 the three unused cores leave for C6 and the
 * domain goes from min 8 to the 1-core bin 42 with a 20 us stall: work
 * (10 - 0.00002) x 4.2e9 = 41.999916e9 cycles, one core busy throughout.
 * (Without HWP the governor's first tick runs at the initial minimum.)
 */
static void test_hwp_active_by_hand(void **state)
{
	const struct sim_part *p = part("skl-4c");
	struct sim_config cfg = { .workload = sim_workload_find("steady"), .cpu = &p->cpu, .power = &p->power,
				  .cores = p->domain_cores, .trl = p->trl, .hwp = &p->hwp,
				  .seconds_ns = 10000000000ULL, .seed = SIM_SEED };
	struct gov_inst g;
	struct sim_result r;
	char err[160];

	(void)state;
	assert_int_equal(gov_parse("performance:driver=hwp-active", &g, err, sizeof(err)), 0);
	assert_int_equal(sim_run(&cfg, &g, &r), 0);
	assert_true(fabs(r.work_gcycles - 41.999916) < 1e-6);
	assert_true(fabs(r.busy_pct - 25.0) < 1e-9);
	assert_true(fabs(r.pstate_s[42] - 10.0) < 1e-9);
	/* HWP modes refused without HWP (sim_run's own check) */
	cfg.hwp = NULL;
	assert_int_equal(sim_run(&cfg, &g, &r), -EINVAL);
}

/*
 * Default rate limits (drivers/cpufreq/cpufreq.c cpufreq_policy_transition_delay_us,
 * sugov_init before v4.14; intel_pstate.c INTEL_CPUFREQ_TRANSITION_*): acpi-cpufreq
 * with a 10 us _PSS latency: 1000 x 10 = 10000 (v4.13), capped at 10000 (v4.14-v6.8) and
 * 2000 (v6.9-v6.11), 10 + 10/2 = 15 (v6.12+); a 3000 us latency capped at 10 ms, kept as is
 * (> 2 ms) from v6.9, or 4500; no
 * latency 1000; intel_cpufreq 1000 x 20 = 20000 before v4.14, then 500; HWP passive 5000.
 */
static void test_rate_limit_defaults(void **state)
{
	struct gov_cpu c = { .min_pstate = 16, .max_pstate = 34, .max_pstate_physical = 34, .turbo_pstate = 38,
			     .bclk_khz = 100000, .latency_us = 10 };

	(void)state;
	assert_int_equal(drv_rate_limit_us(DRV_ACPI, 413, &c), 10000);
	/* v4.14-v6.8: min(10 us x LATENCY_MULTIPLIER, 10000); v6.9 (e13aa799c2a6): min(10000, 2000) */
	assert_int_equal(drv_rate_limit_us(DRV_ACPI, 414, &c), 10000);
	assert_int_equal(drv_rate_limit_us(DRV_ACPI, 508, &c), 10000);
	assert_int_equal(drv_rate_limit_us(DRV_ACPI, 608, &c), 10000);
	assert_int_equal(drv_rate_limit_us(DRV_ACPI, 609, &c), 2000);
	assert_int_equal(drv_rate_limit_us(DRV_ACPI, 611, &c), 2000);
	assert_int_equal(drv_rate_limit_us(DRV_ACPI, 612, &c), 15);
	assert_int_equal(drv_rate_limit_us(DRV_ACPI, 0, &c), 15);
	assert_int_equal(drv_rate_limit_us(DRV_DIRECT, 0, &c), 1000);
	assert_int_equal(drv_rate_limit_us(DRV_INTEL_CPUFREQ, 413, &c), 20000);
	assert_int_equal(drv_rate_limit_us(DRV_INTEL_CPUFREQ, 414, &c), 500);
	assert_int_equal(drv_rate_limit_us(DRV_INTEL_CPUFREQ, 0, &c), 500);
	assert_int_equal(drv_rate_limit_us(DRV_HWP_PASSIVE_59, 509, &c), 5000);
	assert_int_equal(drv_rate_limit_us(DRV_HWP_PASSIVE, 0, &c), 5000);
	c.latency_us = 3000;
	/* 3 ms: min(3000 x 1000, 10000) before v6.9; the latency as it is from then */
	assert_int_equal(drv_rate_limit_us(DRV_ACPI, 500, &c), 10000);
	assert_int_equal(drv_rate_limit_us(DRV_ACPI, 609, &c), 3000);
	assert_int_equal(drv_rate_limit_us(DRV_ACPI, 0, &c), 4500);
	/*
	 * The seeds' kernels (tests/sim/targets.tsv's kernel column): 000's v5.2 intel_cpufreq 500; 004's
	 * v5.9 acpi-cpufreq at 10 us min(10000, 10000) = 10000, not 2024's 2000; 002's v5.17 amd-pstate
	 * AMD_PSTATE_TRANSITION_DELAY 1000; 001's v4.6 1000 x 10 us.
	 */
	c.latency_us = 10;
	assert_int_equal(drv_rate_limit_us(DRV_INTEL_CPUFREQ, 502, &c), 500);
	assert_int_equal(drv_rate_limit_us(DRV_ACPI, 509, &c), 10000);
	assert_int_equal(drv_rate_limit_us(DRV_HWP_PASSIVE_59, 509, &c), 5000);
	assert_int_equal(drv_rate_limit_us(DRV_AMD_PASSIVE, 517, &c), 1000);
	assert_int_equal(drv_rate_limit_us(DRV_ACPI, 406, &c), 10000);
	c.latency_us = 0;
	assert_int_equal(drv_rate_limit_us(DRV_ACPI, 517, &c), 1000);
	assert_int_equal(drv_rate_limit_us(DRV_ACPI, 413, &c), 1000);
	assert_int_equal(drv_rate_limit_us(DRV_ACPI, 0, &c), 1000);
}

/* What a governor sees through each driver: the _PSS table, no table, or the part's own. */
static void test_governor_cpu(void **state)
{
	struct gov_cpu part = { .min_pstate = 16, .max_pstate = 34, .max_pstate_physical = 34, .turbo_pstate = 38,
				.bclk_khz = 100000, .freq_table = GOV_TABLE_DESC }, g;

	(void)state;
	drv_governor_cpu(DRV_ACPI, 0, &part, &g);
	assert_int_equal(g.freq_table, GOV_TABLE_ACPI);
	assert_int_equal(gov_table_khz(&g, 38), 3401000);
	assert_int_equal(gov_table_khz(&g, 34), 3400000);
	assert_int_equal(gov_pstate_khz(&g, 38), 3800000);	/* the hardware's clock is the ratio's */
	drv_governor_cpu(DRV_INTEL_CPUFREQ, 0, &part, &g);
	assert_int_equal(g.freq_table, GOV_TABLE_NONE);
	assert_int_equal(gov_table_khz(&g, 38), 3800000);
	drv_governor_cpu(DRV_DIRECT, 0, &part, &g);
	assert_int_equal(g.freq_table, GOV_TABLE_DESC);
	/* with turbo off the _PSS turbo entry is not a policy frequency */
	part.no_turbo = 1;
	drv_governor_cpu(DRV_ACPI, 0, &part, &g);
	assert_int_equal(gov_table_khz(&g, 34), 3400000);
	assert_int_equal(gov_khz_to_pstate(&g, 3400500, GOV_REL_L), 34);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_acpi_pss),
		cmocka_unit_test(test_intel_cpufreq),
		cmocka_unit_test(test_hwp_passive),
		cmocka_unit_test(test_apply),
		cmocka_unit_test(test_hwp_active),
		cmocka_unit_test(test_hwp_boost),
		cmocka_unit_test(test_hwp_model),
		cmocka_unit_test(test_hwp_model_intel),
		cmocka_unit_test(test_parse),
		cmocka_unit_test(test_hwp_active_by_hand),
		cmocka_unit_test(test_hwp_in_loop),
		cmocka_unit_test(test_rate_limit_defaults),
		cmocka_unit_test(test_governor_cpu),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
