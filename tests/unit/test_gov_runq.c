// SPDX-License-Identifier: GPL-2.0-only
/*
 * Run queues in the simulation (sim/cfs.c, sim/sim.c): CFS's time-sharing
 * arithmetic from kernel/sched/fair.c of v5.2 worked by hand, and closed
 * loops with more workload streams than CPUs.
 */
#include <stdarg.h>
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <string.h>

#include "sim/cfs.h"
#include "sim/part.h"
#include "sim/sim.h"
#include "sim/workload.h"

/* get_update_sysctl_factor(), SCHED_TUNABLESCALING_LOG: 1 + ilog2(min(cpus, 8)). */
static void test_factor(void **state)
{
	(void)state;
	assert_int_equal(sim_cfs_factor(1), 1);
	assert_int_equal(sim_cfs_factor(2), 2);
	assert_int_equal(sim_cfs_factor(3), 2);
	assert_int_equal(sim_cfs_factor(4), 3);
	assert_int_equal(sim_cfs_factor(7), 3);
	assert_int_equal(sim_cfs_factor(8), 4);
	assert_int_equal(sim_cfs_factor(272), 4);	/* seed 000's Knights Mill: 68 cores x 4 */
	/* the tunables at factor 4: 6 ms, 0.75 ms and 1 ms times 4 */
	assert_int_equal(sim_cfs_latency_ns(4), 24000000);
	assert_int_equal(sim_cfs_min_gran_ns(4), 3000000);
	assert_int_equal(sim_cfs_wakeup_gran_ns(4), 4000000);
}

/*
 * __sched_period(): the latency up to sched_nr_latency (8) runnable, then
 * nr x min_granularity.  sched_slice() for nr nice-0 entities is
 * __calc_delta(period, 1024, nr x 1024): inv = floor((2^32 - 1) / (1024 nr)),
 * fact = 1024 x inv (under 2^32, shift 32), slice = period x fact >> 32.
 *   nr 1: inv 4194303, fact 4294966272: 24e6 x 0.99999976 = 23999994.3 -> 23999994
 *   nr 2: inv 2097151, fact 2147482624: 24e6 x 0.49999976 = 11999994.3 -> 11999994
 *   nr 4: inv 1048575, fact 1073740800: 24e6 x 0.24999976 =  5999994.3 ->  5999994
 *   nr 9: period 27e6; inv 466033 (9216 x 466033 = 4294960128), fact 477217792:
 *         27e6 x 477217792 = 12884880384000000, >> 32 = 2999994.99 -> 2999994
 *   factor 1, nr 2: 6e6 x 0.49999976 = 2999998.6 -> 2999998
 */
static void test_period_slice(void **state)
{
	(void)state;
	assert_int_equal(sim_cfs_period_ns(1, 4), 24000000);
	assert_int_equal(sim_cfs_period_ns(8, 4), 24000000);
	assert_int_equal(sim_cfs_period_ns(9, 4), 27000000);
	assert_int_equal(sim_cfs_period_ns(32, 4), 96000000);
	assert_int_equal(sim_cfs_period_ns(2, 1), 6000000);
	assert_int_equal(sim_cfs_slice_ns(1, 4), 23999994);
	assert_int_equal(sim_cfs_slice_ns(2, 4), 11999994);
	assert_int_equal(sim_cfs_slice_ns(4, 4), 5999994);
	assert_int_equal(sim_cfs_slice_ns(9, 4), 2999994);
	assert_int_equal(sim_cfs_slice_ns(2, 1), 2999998);
}

/*
 * check_preempt_tick(), two runnable at factor 4 (ideal slice 11999994 ns,
 * min_granularity 3 ms): past the slice it gives way; within it, past 3 ms,
 * only when more than the slice ahead of the leftmost in vruntime.
 */
static void test_tick(void **state)
{
	(void)state;
	assert_int_equal(sim_cfs_tick_preempts(2, 11999995, 0, 0, 4), 1);
	assert_int_equal(sim_cfs_tick_preempts(2, 11999994, 0, 0, 4), 0);
	assert_int_equal(sim_cfs_tick_preempts(2, 3000000, 11999995, 0, 4), 1);
	assert_int_equal(sim_cfs_tick_preempts(2, 3000000, 11999994, 0, 4), 0);
	assert_int_equal(sim_cfs_tick_preempts(2, 2999999, 50000000, 0, 4), 0);
	assert_int_equal(sim_cfs_tick_preempts(1, 50000000, 50000000, 0, 4), 0);
}

/* wakeup_preempt_entity() (granularity 4 ms at factor 4) and place_entity() (half of 24 ms). */
static void test_wakeup_place(void **state)
{
	(void)state;
	assert_int_equal(sim_cfs_wakeup_preempts(4000001, 0, 4), 1);
	assert_int_equal(sim_cfs_wakeup_preempts(4000000, 0, 4), 0);
	assert_int_equal(sim_cfs_wakeup_preempts(0, 5, 4), 0);
	assert_int_equal(sim_cfs_place(0, 20000000, 4), 8000000);
	assert_int_equal(sim_cfs_place(10000000, 20000000, 4), 10000000);
	assert_int_equal(sim_cfs_place(-5, 0, 4), -5);
}

static int run(const char *part, const char *workload, const char *spec, unsigned streams, double seconds,
	       struct sim_result *r)
{
	const struct sim_part *p = sim_part_find(part);
	struct sim_config cfg = { .workload = sim_workload_find(workload), .cpu = &p->cpu, .power = &p->power,
				  .cores = p->domain_cores, .trl = p->trl, .hwp = &p->hwp,
				  .topo = p->topo.packages ? &p->topo : NULL, .streams = streams,
				  .online_cpus = p->cores * (p->topo.smt ? p->topo.smt : 1), .seconds_ns = (uint64_t)(seconds * 1e9), .seed = SIM_SEED };
	struct gov_inst g;
	char err[160];

	assert_int_equal(gov_parse(spec, &g, err, sizeof(err)), 0);
	return sim_run(&cfg, &g, r);
}

/* One stream a CPU is the run without run queues, field for field. */
static void test_one_a_cpu_unchanged(void **state)
{
	struct sim_result a, b;

	(void)state;
	assert_int_equal(run("knm-smt4", "tbench", "schedutil", 0, 0.2, &a), 0);
	assert_int_equal(run("knm-smt4", "tbench", "schedutil", 8, 0.2, &b), 0);
	assert_memory_equal(&a, &b, sizeof(a));
	assert_int_equal(a.migrations, 0);
	/* fewer streams than CPUs, or more than SIM_MAX_STREAMS: refused */
	assert_int_equal(run("knm-smt4", "tbench", "schedutil", 7, 0.2, &b), -EINVAL);
	assert_int_equal(run("knm-smt4", "tbench", "schedutil", SIM_MAX_STREAMS + 1, 0.2, &b), -EINVAL);
}

/*
 * Two tbench pairs on every CPU (with run queues each stream is a pair on
 * one CPU, client and server taking turns): a pair sleeps 3 us between its
 * bursts of 40k..160k cycles (33 us at least at 1.2 GHz, even shared four
 * ways by SMT: longer), so the other pair's burst always covers it: no CPU
 * ever idles (busy 100 %, no idle state entered) and no wake-up finds an idle
 * CPU to migrate to.  Each request waits for the other pair's burst besides
 * its own: two bursts of at least 33 us.
 */
static void test_two_a_cpu_never_idle(void **state)
{
	struct sim_result two;

	(void)state;
	assert_int_equal(run("knm-smt4", "tbench", "performance", 16, 0.5, &two), 0);
	assert_true(two.busy_pct == 100.0);
	assert_true(two.cstate_pct[0] == 0.0 && two.cstate_pct[1] == 0.0);
	assert_int_equal(two.migrations, 0);
	assert_true(two.request_us > 2 * 40000 / 1.2e3);
}

/*
 * Nine pairs on eight CPUs: CPU 0 has two, the others one each, idle in
 * their 3 us gaps; a pair waking on busy CPU 0 while another CPU is in such a
 * gap moves there (select_idle_sibling()).
 */
static void test_wakeup_migrates(void **state)
{
	struct sim_result r;

	(void)state;
	assert_int_equal(run("knm-smt4", "tbench", "performance", 9, 0.5, &r), 0);
	assert_true(r.migrations > 0);
}

/*
 * performance on steady with a fifth stream on four CPUs: the fifth (the
 * workload leaves every stream but 0 idle for good) queues behind stream 0 on
 * CPU 0.  With two runnable at factor 3 (four online CPUs: 1 + ilog2 4) the
 * slice is __calc_delta(18e6, 1024, 2048) = 18e6 x 0.49999976 = 8999995 ns;
 * at the 8 ms tick stream 0 is 8 ms ahead in vruntime, under the slice, so it
 * runs on to the 12 ms tick (ran 12 ms > 8999995 ns), gives way, and the
 * fifth ends its empty phase and sleeps for good at once: stream
 * 0 loses no time, so the work is test_gov_sim's by hand, 0.004 x 1.6e9 +
 * (9.996 - 0.00002) x 3.8e9 = 37.991124e9 cycles.
 */
static void test_empty_stream_costs_nothing(void **state)
{
	struct sim_result r;

	(void)state;
	assert_int_equal(sim_cfs_slice_ns(2, 3), 8999995);
	assert_int_equal(run("i7-2600k", "steady", "performance", 5, 10, &r), 0);
	assert_true(r.work_gcycles > 37.991124 - 1e-6 && r.work_gcycles < 37.991124 + 1e-6);
	assert_int_equal(r.migrations, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_factor),
		cmocka_unit_test(test_period_slice),
		cmocka_unit_test(test_tick),
		cmocka_unit_test(test_wakeup_place),
		cmocka_unit_test(test_one_a_cpu_unchanged),
		cmocka_unit_test(test_two_a_cpu_never_idle),
		cmocka_unit_test(test_wakeup_migrates),
		cmocka_unit_test(test_empty_stream_costs_nothing),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
