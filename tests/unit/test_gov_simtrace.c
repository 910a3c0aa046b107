// SPDX-License-Identifier: GPL-2.0-only
/*
 * --governor-trace under --simulate (sim/sim.c's trace hook): the first
 * decisions of a short deterministic run, worked by hand from the part
 * (sim/part.c i7-2600k: min 16, base 34, 1C turbo 38, 100 MHz, 20 us
 * transition stall) and the kernel arithmetic of each governor.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "sim/part.h"
#include "sim/sim.h"
#include "sim/workload.h"

#define MAX_SEEN 8

struct seen {
	size_t n;
	uint64_t t_ns[MAX_SEEN];
	unsigned core[MAX_SEEN];
	struct gov_decision d[MAX_SEEN];
};

static void collect(void *ctx, uint64_t t_ns, unsigned core, const struct gov_inst *g, const struct gov_decision *d)
{
	struct seen *s = ctx;

	(void)g;
	if (s->n < MAX_SEEN) {
		s->t_ns[s->n] = t_ns;
		s->core[s->n] = core;
		s->d[s->n++] = *d;
	}
}

static void run(const char *spec, double seconds, struct seen *s)
{
	const struct sim_part *p = sim_part_find("i7-2600k");
	struct sim_config cfg = { .workload = sim_workload_find("steady"), .cpu = &p->cpu, .power = &p->power,
				  .cores = p->domain_cores, .trl = p->trl,
				  .seconds_ns = (uint64_t)(seconds * 1e9), .seed = SIM_SEED,
				  .trace = collect, .trace_ctx = s };
	struct gov_inst g;
	struct sim_result r;
	char err[160];

	memset(s, 0, sizeof(*s));
	assert_int_equal(gov_parse(spec, &g, err, sizeof(err)), 0);
	assert_int_equal(sim_run(&cfg, &g, &r), 0);
	/* the hook sees every decision the result counts */
	assert_int_equal(r.decisions, s->n);
}

static int64_t val(const struct gov_decision *d, const char *name)
{
	int found;
	int64_t v = gov_trace_get(d, name, &found);

	assert_true(found);
	return v;
}

/*
 * steady: core 0 always busy, the others idle for good.  pid's timer is
 * sample_ms 10 rounded up to 12 ms (3 jiffies at HZ=250).
 * t = 12 ms at P16: APERF 1.6 GHz x 12 ms = 19 200 000, MPERF 3.4 GHz x 12 ms
 * = 40 800 000; core_pct = 19200000 x 25600 / 40800000 = 12047;
 * busy = 12047 x div_fp(34, 16) = 12047 x 544 >> 8 = 25599; no hold-off
 * scaling (12 ms <= 3 x 10 ms); err = 97 x 256 - 25599 = -767;
 * pterm = 51 x -767 >> 8 = floor(-152.8) = -153; pid = (-153 + 128) >> 8 = -1;
 * target 16 + 1 = 17.
 * t = 24 ms at P17, the first 20 us stalled: APERF 1.7 GHz x 11.98 ms =
 * 20 366 000; core_pct = 20366000 x 25600 / 40800000 = 12778; busy = 12778 x
 * 512 >> 8 = 25556; err = -724; pterm = floor(-144.8) = -145; pid = -1: 18.
 */
static void test_pid_steady(void **state)
{
	struct seen s;

	(void)state;
	run("pid", 0.025, &s);
	assert_int_equal(s.n, 2);
	assert_int_equal(s.t_ns[0], 12000000);
	assert_int_equal(s.core[0], 0);
	assert_int_equal(val(&s.d[0], "core_pct"), 12047);
	assert_int_equal(val(&s.d[0], "busy"), 25599);
	assert_int_equal(val(&s.d[0], "err"), -767);
	assert_int_equal(val(&s.d[0], "pterm"), -153);
	assert_int_equal(val(&s.d[0], "pid"), -1);
	assert_int_equal(s.d[0].pstate, 17);
	assert_int_equal(s.t_ns[1], 24000000);
	assert_int_equal(val(&s.d[1], "core_pct"), 12778);
	assert_int_equal(val(&s.d[1], "busy"), 25556);
	assert_int_equal(val(&s.d[1], "err"), -724);
	assert_int_equal(val(&s.d[1], "pterm"), -145);
	assert_int_equal(s.d[1].pstate, 18);
}

/*
 * ondemand on the part's acpi-cpufreq table: the first scheduler tick
 * (4 ms) sees load 100 > 95 and goes to policy->max, the _PSS turbo entry
 * 3 401 000 kHz (RELATION_H: the top ratio); the next evaluation comes one
 * sampling_rate (8 ms) later, at 12 ms, the same.
 */
static void test_ondemand_steady(void **state)
{
	struct seen s;

	(void)state;
	run("ondemand", 0.015, &s);
	assert_int_equal(s.n, 2);
	assert_int_equal(s.t_ns[0], 4000000);
	assert_int_equal(val(&s.d[0], "load"), 100);
	assert_int_equal(val(&s.d[0], "freq_next"), 3401000);
	assert_int_equal(s.d[0].pstate, 38);
	assert_int_equal(s.d[0].khz, 3401000);
	assert_int_equal(s.t_ns[1], 12000000);
	assert_int_equal(s.d[1].pstate, 38);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_pid_steady),
		cmocka_unit_test(test_ondemand_steady),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
