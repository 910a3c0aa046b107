// SPDX-License-Identifier: GPL-2.0-only
/*
 * Runs that are runs (sim/sim.c, sim/workload.c, sim/ensemble.c): the run
 * to run spread each seed and governor draws, and the warm-up the results
 * leave out (tbench's closed loop is in test_gov_simwork.c).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "sim/ensemble.h"
#include "sim/part.h"
#include "sim/sim.h"
#include "sim/simulate.h"
#include "sim/topo.h"
#include "sim/workload.h"

/*
 * Each seed is another run: over 50 seeds, tbench (0.1 s of performance
 * against powersave on the i7-2600k: the ratio depends on each run's CPU
 * share) and kernbench (seed 001's spread against pack on the xeon-2x4, 40
 * jobs of fixed work on 4 clients: its elapsed time is each run's own sum of
 * job times) give intervals wider than the report's last printed digit
 * (0.00005); one run repeated 50 times gives 0 (as kernbench's pack/spread
 * time did: the same jobs in the same order take the same time on either
 * placement).
 */
static double ratio_half(const char *workload, const char *part, const char *g0, const char *g1, uint64_t requests,
			 unsigned clients, int k)
{
	const struct sim_part *p = sim_part_find(part);
	struct sim_config cfg = { .workload = sim_workload_find(workload), .cpu = &p->cpu, .power = &p->power,
				  .cores = p->domain_cores, .trl = p->trl, .hwp = &p->hwp,
				  .topo = p->topo.packages ? &p->topo : NULL, .requests = requests, .clients = clients,
				  .seconds_ns = requests ? 100000000000ULL : 100000000, .seed = SIM_SEED };
	struct gov_inst g[2];
	enum sim_place place[2] = { SIM_PLACE_ORDER, SIM_PLACE_ORDER };
	char err[160];
	struct sim_ensemble *e = malloc(sizeof(*e));

	assert_non_null(e);
	assert_int_equal(gov_parse_keys(g0, &g[0], sim_place_key, &place[0], err, sizeof(err)), 0);
	assert_int_equal(gov_parse_keys(g1, &g[1], sim_place_key, &place[1], err, sizeof(err)), 0);
	assert_int_equal(sim_ensemble_run(&cfg, g, place, 2, 50, NULL, e), 0);
	double half = e->ratio[1][k].half;

	assert_true(e->mean[0].unfinished == 0 && e->mean[1].unfinished == 0);
	free(e);
	return half;
}

static void test_seeds_vary_the_run(void **state)
{
	(void)state;
	assert_true(ratio_half("tbench", "i7-2600k", "performance", "powersave", 0, 0, SIM_RATIO_WORK) > 0.00005);
	assert_true(ratio_half("kernbench", "xeon-2x4", "ondemand:driver=acpi-cpufreq,place=spread",
			       "ondemand:driver=acpi-cpufreq,place=pack", 40, 4, SIM_RATIO_TIME) > 0.00005);
}

/*
 * The start-up transient: schedutil on intel_cpufreq starts at the lowest
 * P-state (0.8 GHz on the skl-4c) with no PELT history, so one busy task's
 * work against performance's is low for a short run and nears 1 as the run
 * grows (the first second costs the same whatever follows).  With the
 * warm-up (SIM_WARMUP_S, 1 s) the results count from a settled run: the
 * ratio at 1 s and at 10 s agree within 0.005, where without it they are
 * more than 0.05 apart (the ramp of PELT's 32 ms half-life and the 4 ms
 * ticks, about 0.2 s of lost work: 0.8 at 1 s against 0.98 at 10 s).
 */
static double steady_ratio(double seconds, double warmup)
{
	const struct sim_part *p = sim_part_find("skl-4c");
	struct sim_config cfg = { .workload = sim_workload_find("steady"), .cpu = &p->cpu, .power = &p->power,
				  .cores = p->domain_cores, .trl = p->trl, .hwp = &p->hwp,
				  .seconds_ns = (uint64_t)(seconds * 1e9), .warmup_ns = (uint64_t)(warmup * 1e9),
				  .seed = SIM_SEED };
	const char *spec[2] = { "performance:driver=hwp-active", "schedutil:driver=intel_cpufreq" };
	struct sim_result r[2];
	struct gov_inst g;
	char err[160];

	for (int i = 0; i < 2; i++) {
		assert_int_equal(gov_parse(spec[i], &g, err, sizeof(err)), 0);
		assert_int_equal(sim_run(&cfg, &g, &r[i]), 0);
	}
	const struct sim_result *a = &r[0], *b = &r[1];

	assert_true(fabs(a->seconds - seconds) < 1e-9 && fabs(b->seconds - seconds) < 1e-9);
	return b->work_gcycles / a->work_gcycles;
}

static void test_warmup_settles(void **state)
{
	(void)state;
	assert_true(fabs(steady_ratio(1, 0) - steady_ratio(10, 0)) > 0.05);
	assert_true(fabs(steady_ratio(1, SIM_WARMUP_S) - steady_ratio(10, SIM_WARMUP_S)) < 0.005);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_seeds_vary_the_run),
		cmocka_unit_test(test_warmup_settles),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
