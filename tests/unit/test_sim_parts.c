// SPDX-License-Identifier: GPL-2.0-only
/*
 * The named parts as the seeds' kernels and machines saw them (sim/part.c): each
 * test one fact and its source.  acpi-cpufreq's view of the EPYC 7713 is in
 * test_gov_amd (test_acpi_max_freq).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <string.h>

#include "decode/trl.h"
#include "sim/part.h"
#include "sim/sim.h"
#include "sim/topo.h"
#include "sim/workload.h"

static void run(const char *part, const char *workload, const char *spec, unsigned clients, struct sim_result *r)
{
	const struct sim_part *p = sim_part_find(part);
	struct gov_inst g;
	char err[160];

	assert_non_null(p);
	struct sim_config cfg = { .workload = sim_workload_find(workload), .cpu = &p->cpu, .power = &p->power,
				  .cores = p->domain_cores, .trl = p->trl, .hwp = &p->hwp,
				  .topo = p->topo.packages ? &p->topo : NULL, .seconds_ns = 1000000000ULL,
				  .seed = SIM_SEED, .clients = clients };

	assert_int_equal(gov_parse_keys(spec, &g, sim_place_key, &cfg.place, err, sizeof(err)), 0);
	assert_int_equal(sim_run(&cfg, &g, r), 0);
}

/*
 * Knights Mill (seed 000, the XEON_PHI frequency-invariance commit, LKML 2020-01-22): "68C 1100"
 * and "30C 1200", MSR_TURBO_RATIO_LIMIT 0x271F0C3C in the Xeon Phi bucket layout (built by hand
 * in tests/vectors/trl.vec).  The 2-core tile stands for the machine: 1 or 2 active cores are 34
 * or 68 of its 68, so the limit is 11 either way, and a tile busy under performance runs 1.1 GHz,
 * not the 1.2 GHz the machine reaches with at most 30 cores busy.
 */
static void test_knm_turbo_table(void **state)
{
	static const char *const parts[] = { "knm-7255", "knm-smt4" };
	struct trl_table t;

	(void)state;
	memset(&t, 0, sizeof(t));
	trl_decode_knl(0x271F0C3CULL, &t);
	assert_int_equal(trl_ratio_for_cores(&t, 30), 12);
	assert_int_equal(trl_ratio_for_cores(&t, 34), 11);
	assert_int_equal(trl_ratio_for_cores(&t, 68), 11);
	for (size_t i = 0; i < 2; i++) {
		const struct sim_part *p = sim_part_find(parts[i]);
		unsigned sim_cores = p->domain_cores / (p->topo.smt ? p->topo.smt : 1);

		assert_int_equal(p->cores, 68);
		assert_int_equal(sim_cores, 2);
		for (unsigned k = 1; k <= sim_cores; k++)
			assert_int_equal(p->trl[k - 1], trl_ratio_for_cores(&t, (k * p->cores + sim_cores - 1) / sim_cores));
	}
	struct sim_result r;

	run("knm-7255", "tbench", "performance", 0, &r);
	assert_true(r.avg_busy_mhz > 1099.0 && r.avg_busy_mhz < 1100.5);
}

/*
 * Seed 001 (LKML 2008-12-30, sched_mc_power_savings): a 2008 dual-socket quad-core machine, no
 * turbo (the E5430-like part: Intel ARK lists no Turbo Boost), so packing cannot raise a clock;
 * what packing changes is a package going idle as a whole ("Package Idle(%)": at 2 threads
 * sched_mc=1 leaves one package 99.91 % idle).  kernbench's two jobs packed: package 1 sits in
 * its package C-state the whole run (3 W for 8 W), package 0 never; spread, both have work.  The
 * speed-up the thread credits to shared caches is not modelled (the thread has no measure of it).
 */
static void test_xeon_2x4_package_idle(void **state)
{
	const struct sim_part *p = sim_part_find("xeon-2x4");
	struct sim_result pack, spread;

	(void)state;
	assert_int_equal(p->cpu.turbo_pstate, p->cpu.max_pstate);
	run("xeon-2x4", "kernbench", "performance:place=pack", 2, &pack);
	run("xeon-2x4", "kernbench", "performance:place=spread", 2, &spread);
	assert_true(pack.pkg_idle_pct >= 50.0);
	assert_true(spread.pkg_idle_pct < pack.pkg_idle_pct);
	assert_true(pack.energy_j < spread.energy_j);
	assert_true(pack.work_gcycles > 0.99 * spread.work_gcycles && pack.work_gcycles < 1.01 * spread.work_gcycles);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_knm_turbo_table),
		cmocka_unit_test(test_xeon_2x4_package_idle),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
