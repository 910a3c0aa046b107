// SPDX-License-Identifier: GPL-2.0-only
/*
 * Fixed-work runs, request latency percentiles, the serial chain (gitsource),
 * tbench's closed loop and its declared split, and --sim-clients (sim/sim.c,
 * sim/lathist.c, sim/workload.c): values worked by hand from the model's
 * declared arithmetic.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim/ensemble.h"
#include "sim/lathist.h"
#include "sim/part.h"
#include "sim/power.h"
#include "sim/sim.h"
#include "sim/simulate.h"
#include "sim/workload.h"

/*
 * One P-state only (34: 3.4 GHz, min = base = turbo) and no idle states: the
 * clock never changes and a wake-up costs no exit latency, so a run's time is
 * its work over 3.4 GHz plus the workload's declared latencies.
 */
static const struct gov_cpu flat_cpu = { .min_pstate = 34, .max_pstate = 34, .max_pstate_physical = 34,
					 .turbo_pstate = 34, .bclk_khz = 100000, .fi_ratio = 1024,
					 .freq_table = GOV_TABLE_NONE };

/* The same at half the clock (1.7 GHz). */
static const struct gov_cpu flat_17 = { .min_pstate = 17, .max_pstate = 17, .max_pstate_physical = 17,
					.turbo_pstate = 17, .bclk_khz = 100000, .fi_ratio = 1024,
					.freq_table = GOV_TABLE_NONE };

static const struct sim_power *flat_power(void)
{
	static struct sim_power pw;

	pw = sim_part_find("i7-2600k")->power;	/* its constants: no assertion here is of energy */
	pw.ncstates = 0;
	return &pw;
}

static void run(const struct sim_config *cfg, const char *spec, struct sim_result *r)
{
	struct gov_inst g;
	char err[160];

	assert_non_null(cfg->workload);
	assert_int_equal(gov_parse(spec, &g, err, sizeof(err)), 0);
	assert_int_equal(sim_run(cfg, &g, r), 0);
}

/* Values 0..31 ns are their own buckets; above, 32 buckets an octave, reported at a bucket's middle. */
static void test_percentiles_by_hand(void **state)
{
	struct sim_lathist *h = calloc(1, sizeof(*h));

	(void)state;
	assert_non_null(h);
	assert_true(sim_lat_pct(h, 50) == 0);	/* no requests */
	for (uint64_t v = 1; v <= 100; v++)
		sim_lat_add(h, v);
	/* nearest rank: the 50th of 100 is 50 (exact under 64); the 95th, 95, lies in [94, 95]: 94.5 */
	assert_true(sim_lat_pct(h, 50) == 50.0);
	assert_true(sim_lat_pct(h, 95) == 94.5);
	assert_true(sim_lat_pct(h, 99) == 98.5);	/* [98, 99] */
	assert_true(sim_lat_pct(h, 1) == 1.0);
	/* 10.104 ms = 10104000 ns: 2^23 <= v < 2^24, buckets 2^18 wide, the 38th from 0: [9961472, 10223615] */
	memset(h, 0, sizeof(*h));
	sim_lat_add(h, 10104000);
	assert_true(sim_lat_pct(h, 50) == 9961472 + (262144 - 1) / 2.0);
	assert_true(fabs(sim_lat_pct(h, 50) - 10104000) < 10104000 / 64.0);
	/* the largest value lands in the last bucket */
	sim_lat_add(h, UINT64_MAX);
	assert_true(sim_lat_pct(h, 100) > 1.8e19);
	/*
	 * The widest buckets exactly: UINT64_MAX's is [63 x 2^58, 2^64 - 1], its middle 63 x 2^58 +
	 * (2^58 - 1) / 2; doubles near 2^58 are 32 apart, so 2^58 - 1 is 2^58 and the middle
	 * 63 x 2^58 + 2^57 = 127 x 2^57.  The narrowest above 31 ns: 64 and 65 share [64, 65], 64.5.
	 */
	memset(h, 0, sizeof(*h));
	sim_lat_add(h, UINT64_MAX);
	assert_true(sim_lat_pct(h, 50) == 127 * 0x1p57);
	memset(h, 0, sizeof(*h));
	sim_lat_add(h, 65);
	assert_true(sim_lat_pct(h, 50) == 64.5);
	free(h);
}

/*
 * powersave on the periodic timer (test_gov_sim.c's case: each period 10.104
 * ms with C6's 104 us exit) as fixed work of 5 requests: the 5th completes as
 * the 6th period begins, at 5 x 10.104 ms = 50.52 ms; each latency 10104 us
 * (its percentiles the bucket's middle above).  With 1000 requests in 1 s the
 * cap stops the run first: unfinished.
 */
static void test_fixed_periodic_by_hand(void **state)
{
	const struct sim_part *p = sim_part_find("i7-2600k");
	struct sim_config cfg = { .workload = sim_workload_find("periodic"), .cpu = &p->cpu, .power = &p->power,
				  .cores = p->domain_cores, .trl = p->trl, .seconds_ns = 1000000000,
				  .seed = SIM_SEED, .requests = 5 };
	struct sim_result r;

	(void)state;
	run(&cfg, "powersave", &r);
	assert_true(fabs(r.seconds - 0.05052) < 1e-12);
	assert_true(r.fixed_requests == 5 && r.unfinished == 0);
	assert_true(fabs(r.requests_per_s * r.seconds - 5) < 1e-9);
	assert_true(fabs(r.request_us - 10104) < 1e-9);
	for (int k = 0; k < 3; k++)
		assert_true(fabs(r.request_pct_us[k] - 10092.5435) < 1e-9);
	assert_true(fabs(r.work_gcycles - 5 * 0.008) < 1e-12);
	cfg.requests = 1000;
	run(&cfg, "powersave", &r);
	assert_true(r.unfinished == 1);
	assert_true(fabs(r.seconds - 1.0) < 1e-12);
}

/*
 * gitsource on 4 cores at a constant 3.4 GHz without idle states: a serial
 * chain, so N processes of W cycles in all take W / 3.4 GHz plus N wake-ups
 * of 3 us (each rounded up to a whole ns, at most N ns more), and only one
 * core is busy at a time: busy = (elapsed - N x 3 us) / (4 x elapsed).
 * The chain moves on to the next core each time: every core's governor is
 * called (once per wake-up at least: schedutil is driven by the scheduler).
 */
static void trace_core(void *ctx, uint64_t t_ns, unsigned core, const struct gov_inst *g, const struct gov_decision *d)
{
	unsigned *seen = ctx;

	(void)t_ns, (void)g, (void)d;
	seen[core < 4 ? core : 4]++;
}

static void test_gitsource_chain_by_hand(void **state)
{
	unsigned seen[5] = { 0 };
	struct sim_config cfg = { .workload = sim_workload_find("gitsource"), .cpu = &flat_cpu, .power = flat_power(),
				  .cores = 4, .seconds_ns = 100000000000ULL, .seed = SIM_SEED, .requests = 100,
				  .trace = trace_core, .trace_ctx = seen };
	struct sim_result r;
	const double n = 100, wake_s = 3e-6;

	(void)state;
	run(&cfg, "schedutil", &r);
	assert_true(r.unfinished == 0);
	double expect = r.work_gcycles / 3.4 + n * wake_s;

	assert_true(r.seconds >= expect - 1e-9 && r.seconds <= expect + n * 1e-9);
	assert_true(fabs(r.busy_pct - 100.0 * (r.seconds - n * wake_s) / (4 * r.seconds)) < 1e-9);
	/* 100 processes of 2M..20M cycles: between 0.2 and 2 Gcycles */
	assert_true(r.work_gcycles > 0.2 && r.work_gcycles < 2.0);
	assert_true(fabs(r.requests_per_s * r.seconds - n) < 1e-9);
	for (int c = 0; c < 4; c++)
		assert_true(seen[c] >= 25);	/* 100 processes round the 4 cores: 25 wake-ups each */
	assert_int_equal(seen[4], 0);
	/* one core: the chain stays, the same sum */
	cfg.cores = 1;
	cfg.trace = NULL;
	run(&cfg, "schedutil", &r);
	expect = r.work_gcycles / 3.4 + n * wake_s;
	assert_true(r.seconds >= expect - 1e-9 && r.seconds <= expect + n * 1e-9);
	assert_true(fabs(r.busy_pct - 100.0 * (r.seconds - n * wake_s) / r.seconds) < 1e-9);
}

/*
 * tbench's declared round trip (sim/workload.c): 200k cycles of CPU work (two
 * sides of 40k..160k) and 6000 ns of wake-ups.  At f = 3.4 GHz the CPU share
 * is s = 58.824 us / (58.824 + 6) us = 0.90744; at f/2 the CPU time doubles
 * and the rest stays, so throughput moves by 1 / ((1 - s) + 2s) = 0.52427.
 * One client/server pair on two CPUs, 20000 requests of fixed work (the same
 * phases at both clocks): the extra time at f/2 is exactly the work over f
 * (each phase's time rounds up to a whole ns: at most one ns a request), no
 * more (the frequency-independent part does not move) and no less, and
 * the ratio lies where the seed's scales (0.98..1.02 on the work, the same on
 * the waits) put s: 0.90403..0.91075, so 0.52335..0.52520, widened by 0.001
 * for the mean of 20000 uniform draws (its sd 0.25% of the mean moves s by
 * 0.0002).
 */
static void test_tbench_cpu_share_by_hand(void **state)
{
	struct sim_config cfg = { .workload = sim_workload_find("tbench"), .cpu = &flat_cpu, .power = flat_power(),
				  .cores = 2, .seconds_ns = 100000000000ULL, .seed = SIM_SEED, .requests = 20000 };
	struct sim_result f, half;
	uint64_t cycles, fi_ns;

	(void)state;
	assert_int_equal(sim_workload_split(cfg.workload, &cycles, &fi_ns), 0);
	assert_true(cycles == 200000 && fi_ns == 6000);
	double cpu_s = cycles / 3.4e9, s = cpu_s / (cpu_s + fi_ns * 1e-9);

	assert_true(fabs(s - 0.90744) < 1e-5);
	assert_true(fabs(1 / ((1 - s) + 2 * s) - 0.52427) < 1e-5);
	run(&cfg, "performance", &f);
	cfg.cpu = &flat_17;
	run(&cfg, "performance", &half);
	assert_true(f.unfinished == 0 && half.unfinished == 0);
	/* the same phases; a phase's last ns counts whole: at most 3.4 cycles a request more at 3.4 GHz */
	assert_true(fabs(f.work_gcycles - half.work_gcycles) < 20000 * 3.4e-9);
	double extra = half.seconds - f.seconds, cpu_f = f.work_gcycles / 3.4;

	assert_true(extra >= cpu_f - 20000e-9 && extra <= cpu_f + 20000e-9);
	double ratio = f.seconds / half.seconds;	/* throughput at f/2 over throughput at f */

	assert_true(ratio > 0.52335 - 0.001 && ratio < 0.52520 + 0.001);
	/* the pair alternates: each CPU is busy for its own side only, about half the CPU share */
	assert_true(f.busy_pct > 100 * 0.90403 / 2 - 1 && f.busy_pct < 100 * 0.91075 / 2 + 1);
}

/* The workloads without a loop this simple declare no split. */
static void test_split_declared(void **state)
{
	uint64_t cycles = 1, fi_ns = 1;

	(void)state;
	assert_int_equal(sim_workload_split(sim_workload_find("steady"), &cycles, &fi_ns), -EINVAL);
	assert_int_equal(sim_workload_split(sim_workload_find("hackbench"), &cycles, &fi_ns), 0);
	assert_true(cycles == 7500 && fi_ns == 3000);	/* one message's write or read: 3k..12k cycles, one wake-up */
}

/* The workloads' phases as declared: the chain's first and later processes, hackbench's turns, clients. */
static void test_workload_phases(void **state)
{
	struct sim_wl_state st;
	struct sim_phase ph;
	const struct sim_workload *git = sim_workload_find("gitsource"), *hb = sim_workload_find("hackbench");
	const struct sim_workload *kb = sim_workload_find("kernbench");

	(void)state;
	assert_non_null(git);
	assert_non_null(hb);
	assert_non_null(kb);
	/* the chain starts on stream 0; the other streams wait for it, then each phase is a new process */
	sim_workload_init(&st, git, SIM_SEED, 0, 0);
	sim_workload_next(&st, &ph);
	assert_true(ph.cycles >= 2000000 && ph.cycles <= 20000000);
	assert_true(ph.new_task && ph.leave && ph.handoff && ph.request && ph.idle_ns == 3000);
	sim_workload_init(&st, git, SIM_SEED, 2, 0);
	sim_workload_next(&st, &ph);
	assert_true(ph.cycles == 0 && ph.idle_ns == SIM_NEVER && !ph.request);
	sim_workload_next(&st, &ph);
	assert_true(ph.cycles >= 2000000 && ph.handoff);
	assert_int_equal(sim_workload_takes_clients(git), 0);
	/* hackbench: sender (task 0) and receiver (task 1) take turns, each a request, 3 us apart */
	sim_workload_init(&st, hb, SIM_SEED, 3, 0);
	for (unsigned k = 0; k < 6; k++) {
		sim_workload_next(&st, &ph);
		assert_int_equal(ph.task, k % 2);
		assert_true(ph.request && ph.idle_ns == 3000 && ph.cycles >= 3000 && ph.cycles <= 12000);
	}
	/* kernbench: even streams by default; with 3 clients streams 0, 1, 2 and no other */
	for (unsigned core = 0; core < 8; core++) {
		sim_workload_init(&st, kb, SIM_SEED, core, 0);
		sim_workload_next(&st, &ph);
		assert_true((ph.idle_ns == SIM_NEVER) == (core % 2 == 1));
		sim_workload_init(&st, kb, SIM_SEED, core, 3);
		sim_workload_next(&st, &ph);
		assert_true((ph.idle_ns == SIM_NEVER) == (core >= 3));
	}
}

/*
 * An ensemble's time ratio: performance against powersave on the periodic
 * timer, 5 requests: both take 50.52 ms (the period, not the clock, sets
 * it), so the ratio is 1 on every seed with no spread.
 */
static void test_time_ratio(void **state)
{
	const struct sim_part *p = sim_part_find("i7-2600k");
	struct sim_config cfg = { .workload = sim_workload_find("periodic"), .cpu = &p->cpu, .power = &p->power,
				  .cores = p->domain_cores, .trl = p->trl, .seconds_ns = 1000000000,
				  .seed = SIM_SEED, .requests = 5 };
	struct gov_inst g[2];
	char err[160];
	struct sim_ensemble *e = malloc(sizeof(*e));

	(void)state;
	assert_non_null(e);
	assert_int_equal(gov_parse("powersave", &g[0], err, sizeof(err)), 0);
	assert_int_equal(gov_parse("performance", &g[1], err, sizeof(err)), 0);
	assert_int_equal(sim_ensemble_run(&cfg, g, NULL, 2, 3, NULL, e), 0);
	assert_true(fabs(e->mean[0].seconds - 0.05052) < 1e-12);
	assert_true(fabs(e->mean[1].seconds - 0.05052) < 1e-12);
	assert_true(fabs(e->ratio[1][SIM_RATIO_TIME].mean - 1) < 1e-12);
	assert_true(e->ratio[1][SIM_RATIO_TIME].half == 0);
	assert_int_equal(e->ratio[1][SIM_RATIO_TIME].n, 3);
	free(e);
}

/* --sim-clients: refused by a workload without clients and above SIM_MAX_STREAMS. */
static void test_main_clients_errors(void **state)
{
	const char *specs[] = { "schedutil" };
	char err[200], *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);
	struct sim_request rq = { .workload = "gitsource", .specs = specs, .nspecs = 1, .clients = 2 };

	(void)state;
	assert_non_null(out);
	assert_int_equal(gov_simulate_main(&rq, out, err, sizeof(err)), 2);
	assert_string_equal(err, "--sim-clients: workload 'gitsource' has no clients to count");
	rq.workload = "tbench";
	rq.clients = SIM_MAX_STREAMS + 1;
	assert_int_equal(gov_simulate_main(&rq, out, err, sizeof(err)), 2);
	assert_string_equal(err, "--sim-clients 65: at most 64 streams share the 4 simulated CPUs");
	fclose(out);
	assert_int_equal(len, 0);	/* no report */
	free(buf);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_percentiles_by_hand),
		cmocka_unit_test(test_fixed_periodic_by_hand),
		cmocka_unit_test(test_gitsource_chain_by_hand),
		cmocka_unit_test(test_tbench_cpu_share_by_hand),
		cmocka_unit_test(test_split_declared),
		cmocka_unit_test(test_workload_phases),
		cmocka_unit_test(test_time_ratio),
		cmocka_unit_test(test_main_clients_errors),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
