// SPDX-License-Identifier: GPL-2.0-only
/*
 * Topology in the simulation (sim/topo.c, sim/sim.c): placement orders for
 * sched_mc's spread and pack, the SMT share, the checks, and closed loops
 * worked by hand on xeon-2x4 (two packages with their own P-states and
 * package C-states).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <string.h>

#include "sim/part.h"
#include "sim/sim.h"
#include "sim/topo.h"
#include "sim/workload.h"

static const struct sim_topo two_by_four = { .packages = 2, .smt = 1, .smt_yield = 1.0, .pkg_idle_w = 3.0 };
static const struct sim_topo smt2 = { .packages = 2, .smt = 2, .domain_cpus = 2, .smt_yield = 1.25 };
static const struct sim_topo smt4 = { .packages = 1, .smt = 4, .smt_yield = 2.0 };

static double fabs_diff(double a, double b)
{
	return a > b ? a - b : b - a;
}

static void test_place(void **state)
{
	static const unsigned spread[8] = { 0, 4, 1, 5, 2, 6, 3, 7 }, pack[8] = { 0, 1, 2, 3, 4, 5, 6, 7 };
	/* 2 packages x 2 cores x SMT2, CPU ((p x 2) + core) x 2 + thread */
	static const unsigned spread_smt[8] = { 0, 4, 2, 6, 1, 5, 3, 7 }, pack_smt[8] = { 0, 2, 1, 3, 4, 6, 5, 7 };

	(void)state;
	for (unsigned r = 0; r < 8; r++) {
		assert_int_equal(sim_topo_place(&two_by_four, 8, SIM_PLACE_SPREAD, r), spread[r]);
		assert_int_equal(sim_topo_place(&two_by_four, 8, SIM_PLACE_PACK, r), pack[r]);
		assert_int_equal(sim_topo_place(&smt2, 8, SIM_PLACE_SPREAD, r), spread_smt[r]);
		assert_int_equal(sim_topo_place(&smt2, 8, SIM_PLACE_PACK, r), pack_smt[r]);
		assert_int_equal(sim_topo_place(&smt2, 8, SIM_PLACE_ORDER, r), r);
		assert_int_equal(sim_topo_place(NULL, 8, SIM_PLACE_PACK, r), r);
	}
}

static void test_share_check(void **state)
{
	struct sim_topo bad = smt2;

	(void)state;
	assert_true(fabs_diff(sim_topo_share(&smt2, 1), 1.0) < 1e-12);
	assert_true(fabs_diff(sim_topo_share(&smt2, 2), 0.625) < 1e-12);	/* 1.25 / 2 */
	/* SMT4, yield 2: k busy do 1 + (2 - 1)(k - 1)/3 of one thread, shared by k */
	assert_true(fabs_diff(sim_topo_share(&smt4, 2), (4.0 / 3.0) / 2) < 1e-12);
	assert_true(fabs_diff(sim_topo_share(&smt4, 4), 0.5) < 1e-12);
	assert_true(fabs_diff(sim_topo_share(NULL, 4), 1.0) < 1e-12);
	assert_int_equal(sim_topo_domain_cpus(&two_by_four, 8), 4);
	assert_int_equal(sim_topo_domain_cpus(&smt2, 8), 2);
	assert_int_equal(sim_topo_check(&smt2, 8), 0);
	assert_int_equal(sim_topo_check(&smt2, 6), -22);	/* 3 CPUs a package: not whole cores */
	bad.domain_cpus = 3;
	assert_int_equal(sim_topo_check(&bad, 8), -22);
	bad = smt2;
	bad.smt_yield = 2.5;					/* more than two threads' worth */
	assert_int_equal(sim_topo_check(&bad, 8), -22);
}

static void run(const char *workload, const char *spec, struct sim_result *r)
{
	const struct sim_part *p = sim_part_find("xeon-2x4");
	struct sim_config cfg = { .workload = sim_workload_find(workload), .cpu = &p->cpu, .power = &p->power,
				  .cores = p->domain_cores, .trl = p->trl, .topo = &p->topo,
				  .seconds_ns = 1000000000ULL, .seed = SIM_SEED };
	struct gov_inst g;
	char err[160];

	assert_int_equal(gov_parse_keys(spec, &g, sim_place_key, &cfg.place, err, sizeof(err)), 0);
	assert_int_equal(sim_run(&cfg, &g, r), 0);
}

/*
 * steady on CPU 0 of xeon-2x4 under performance: 4 ms at ratio 6 (1999998 kHz),
 * then ratio 8 (2666664 kHz) after a 10 us stall: 0.004 x 1.999998e9 +
 * 0.99599 x 2.666664e9 = 2.663970e9 cycles.  CPUs 1-7 sit in C3 (no leakage)
 * from the start, so package 1 is in its package C-state throughout (3 W)
 * and package 0 never (8 W): 50 % on average.  Core 0 draws
 * leak x vr^2 + dyn x f/fmax x vr^2: at ratio 6, vr = 1000/1200, 3 x 0.69444 +
 * 12 x 0.75 x 0.69444 = 8.33333 W; at 8, 15 W.  Energy 0.004 x 8.33333 +
 * 0.996 x 15 + 8 + 3 = 25.97333 J, of which the cores' 25.97333 - (2 x 8 - 5) =
 * 14.97333 J.
 */
static void test_package_cstate(void **state)
{
	struct sim_result r;

	(void)state;
	run("steady", "performance", &r);
	assert_true(fabs_diff(r.work_gcycles, 2.663970) < 0.000002);
	assert_int_equal(r.packages, 2);
	assert_true(fabs_diff(r.pkg_idle_pct, 50.0) < 1e-9);
	assert_true(fabs_diff(r.energy_j, 25.97333) < 0.00001);
	assert_true(fabs_diff(r.core_energy_j, 14.97333) < 0.00001);
}

/*
 * kernbench's four busy streams: packed on package 0, package 1 stays in its
 * package C-state all the time (50 % on average at least); spread, both
 * packages have work, so neither is idle all the time.  The same work
 * arrives either way; packing saves the second package's uncore.
 */
static void test_pack_spread(void **state)
{
	struct sim_result pack, spread;

	(void)state;
	run("kernbench", "performance:place=pack", &pack);
	run("kernbench", "performance:place=spread", &spread);
	assert_true(pack.pkg_idle_pct >= 50.0);
	assert_true(spread.pkg_idle_pct < 50.0);
	assert_true(pack.energy_j < spread.energy_j);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_place),
		cmocka_unit_test(test_share_check),
		cmocka_unit_test(test_package_cstate),
		cmocka_unit_test(test_pack_spread),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
