// SPDX-License-Identifier: GPL-2.0-only
/*
 * Scheduler traces (sim/trace_read.c, sim/trace_tasks.c): each line format
 * decoded field by field, and the worked example tests/traces/worked-freq.txt
 * turned into bursts and sleeps whose every value is worked out here by
 * hand from the example's times and frequencies.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gov/gov.h"
#include "sim/sim.h"
#include "sim/trace_tasks.h"
#include "sim/trace_wl.h"
#include "sim/workload.h"

/* perf script's line: the system in the event's name, pid/tid, a comm with a space in it. */
static void test_perf_switch(void **state)
{
	struct trace_event ev;

	(void)state;
	assert_int_equal(trace_read_line("  Web Content  4120/4133  [003]  5123.000250: sched:sched_switch: "
					 "prev_comm=Web Content prev_pid=4133 prev_prio=120 prev_state=D ==> "
					 "next_comm=kworker/3:1 next_pid=88 next_prio=120\n", &ev),
			 TRACE_LINE_EVENT);
	assert_int_equal(ev.type, TEV_SWITCH);
	assert_int_equal(ev.cpu, 3);
	assert_int_equal(ev.ctx_pid, 4133);		/* the tid, after the '/' */
	assert_true(ev.t_ns == 5123000250000ull);
	assert_int_equal(ev.pid, 4133);
	assert_int_equal(ev.next_pid, 88);
	assert_int_equal(ev.state, 'D');
	assert_string_equal(ev.comm, "kworker/3:1");
}

/* ftrace's trace file (and trace-cmd report -N): comm-pid, latency flags, no system in the name. */
static void test_ftrace_wakeup_and_migrate(void **state)
{
	struct trace_event ev;

	(void)state;
	assert_int_equal(trace_read_line(" sched-messaging-31510   [000] d..3.   609.541348: sched_waking: "
					 "comm=migration/0 pid=18 prio=0 target_cpu=000\n", &ev),
			 TRACE_LINE_EVENT);
	assert_int_equal(ev.type, TEV_WAKING);
	assert_int_equal(ev.ctx_pid, 31510);
	assert_int_equal(ev.pid, 18);
	assert_int_equal(ev.arg, 0);
	assert_true(ev.t_ns == 609541348000ull);
	assert_string_equal(ev.comm, "migration/0");
	assert_int_equal(trace_read_line("     migration/0-18      [000] d..3.   609.543113: sched_migrate_task: "
					 "comm=bash pid=31510 prio=120 orig_cpu=0 dest_cpu=1\n", &ev),
			 TRACE_LINE_EVENT);
	assert_int_equal(ev.type, TEV_MIGRATE);
	assert_int_equal(ev.pid, 31510);
	assert_int_equal(ev.arg, 1);
	/* nanoseconds as perf script --ns prints them */
	assert_int_equal(trace_read_line("  x 7/7 [001] 2.000000005: power:cpu_frequency: state=2400000 cpu_id=1", &ev),
			 TRACE_LINE_EVENT);
	assert_true(ev.t_ns == 2000000005ull);
	assert_int_equal(ev.arg, 2400000);
	assert_int_equal(ev.freq_cpu, 1);
}

/*
 * trace-cmd report with libtraceevent's sched_switch plugin, which prints
 * "comm:pid [prio] STATE ==> comm:pid [prio]" and "comm:pid [prio] CPU:NNN"
 * (plugins/plugin_sched_switch.c).
 */
static void test_trace_cmd_plugin(void **state)
{
	struct trace_event ev;

	(void)state;
	assert_int_equal(trace_read_line("            bash-1977  [001]  4402.563871: sched_switch:         "
					 "bash:1977 [120] S ==> swapper/1:0 [120]\n", &ev),
			 TRACE_LINE_EVENT);
	assert_int_equal(ev.pid, 1977);
	assert_int_equal(ev.next_pid, 0);
	assert_int_equal(ev.state, 'S');
	assert_string_equal(ev.comm, "swapper/1");
	assert_int_equal(trace_read_line("          <idle>-0     [000]  4402.563900: sched_wakeup:         "
					 "gmain:412 [120] CPU:002\n", &ev),
			 TRACE_LINE_EVENT);
	assert_int_equal(ev.type, TEV_WAKEUP);
	assert_int_equal(ev.ctx_pid, 0);
	assert_int_equal(ev.pid, 412);
	assert_int_equal(ev.arg, 2);
	assert_string_equal(ev.comm, "gmain");
}

static void test_lines_not_decoded(void **state)
{
	struct trace_event ev;

	(void)state;
	assert_int_equal(trace_read_line("# tracer: nop\n", &ev), TRACE_LINE_SKIP);
	assert_int_equal(trace_read_line("\n", &ev), TRACE_LINE_SKIP);
	/* an event the simulator does not use */
	assert_int_equal(trace_read_line("  perf 980/980 [000] 544.401037: sched:sched_stat_runtime: comm=perf "
					 "pid=980 runtime=19300 [ns]\n", &ev),
			 TRACE_LINE_SKIP);
	assert_int_equal(trace_read_line("not a trace line\n", &ev), TRACE_LINE_BAD);
	/* a switch without its next task, a time with ten decimals, a CPU past 65535 */
	assert_int_equal(trace_read_line("  a 1/1 [000] 1.0: sched:sched_switch: prev_comm=a prev_pid=1 "
					 "prev_prio=120 prev_state=S ==>\n", &ev),
			 TRACE_LINE_BAD);
	assert_int_equal(trace_read_line("  a 1/1 [000] 1.0123456789: sched:sched_waking: comm=b pid=2 prio=1 "
					 "target_cpu=0\n", &ev),
			 TRACE_LINE_BAD);
	assert_int_equal(trace_read_line("  a 1/1 [65536] 1.0: sched:sched_waking: comm=b pid=2 prio=1 "
					 "target_cpu=0\n", &ev),
			 TRACE_LINE_BAD);
}

static void read_worked(struct trace_model *m)
{
	FILE *f = fopen("tests/traces/worked-freq.txt", "r");
	char err[256] = "";

	assert_non_null(f);
	assert_int_equal(trace_model_read(f, 500, NULL, 0, m, err, sizeof(err)), 0);
	fclose(f);
}

static const struct trace_task *task_of(const struct trace_model *m, int tid)
{
	for (size_t i = 0; i < m->ntasks; i++)
		if (m->task[i].tid == tid)
			return &m->task[i];
	fail_msg("no task %d", tid);
	return NULL;
}

static size_t index_of(const struct trace_model *m, int tid)
{
	return (size_t)(task_of(m, tid) - m->task);
}

/*
 * A (100) runs from 1.000000 at 1 GHz: 200 us, 200,000 cycles, then sleeps
 * 1.000200-1.000500 until B wakes it.  B ran all that window: 1.000200-
 * 1.000300 at 1 GHz (100,000 cycles) and 1.000300-1.000500 at 2 GHz
 * (400,000): its 500,000 cycles in 300 us, the whole sleep.  A runs again
 * at 1.000520 (20 us after its wake-up) for 80 us (80,000 cycles), sleeps
 * in D until the interrupt at 1.001600 (1,000 us, no waker), runs at
 * 1.001605 (5 us), is preempted 1.001700-1.001800 (its burst goes on) and
 * ends at 1.002000: 95 + 200 us, 295,000 cycles.
 */
static void test_worked_client(void **state)
{
	struct trace_model m;

	(void)state;
	read_worked(&m);
	assert_int_equal(m.ntasks, 3);
	assert_true(m.t0_ns == 1000000000ull && m.t1_ns == 1002000000ull);
	assert_int_equal(m.ncpus, 2);
	assert_int_equal(m.st.bad, 1);
	assert_int_equal(m.st.first_bad_line, 23);
	assert_int_equal(m.st.freq_events, 3);
	assert_true(m.has_freq);

	const struct trace_task *a = task_of(&m, 100);
	const struct trace_seg *g = &m.seg[a->first];
	assert_string_equal(a->comm, "client prev");
	assert_int_equal(a->nseg, 4);
	assert_true(a->cycles == 575000 && a->cpu_ns == 575000);
	assert_true(g[0].cycles == 0 && g[0].sleep_ns == 0);
	assert_true(g[1].cycles == 200000 && g[1].run_ns == 200000);
	assert_true(g[1].sleep_ns == 300000 && g[1].wait_ns == 20000);
	assert_int_equal(g[1].waker, (int)index_of(&m, 200));
	assert_true(g[1].waker_cycles == 500000 && g[1].waker_ns == 300000);
	assert_int_equal(g[1].state, 'S');
	assert_true(g[2].cycles == 80000 && g[2].sleep_ns == 1000000 && g[2].wait_ns == 5000);
	assert_int_equal(g[2].waker, -1);
	assert_int_equal(g[2].state, 'D');
	assert_true(g[3].cycles == 295000 && g[3].run_ns == 295000 && g[3].sleep_ns == TRACE_NEVER);
	trace_model_free(&m);
}

/*
 * B (200) is woken by A at 1.000100, A having worked 100 us at 1 GHz since
 * the trace began (100,000 cycles); it runs at 1.000110 until 1.000510:
 * 190 us at 1 GHz and 210 us at 2 GHz, 610,000 cycles in 400 us, and sleeps
 * to the end.  C (300) first appears switched in at 1.001700 with no
 * wake-up recorded: asleep 1,700 us from the start, then 100,000 cycles.
 * A CPU whose frequency was never recorded would count the declared 500 MHz.
 */
static void test_worked_server_and_unseen_wakeup(void **state)
{
	struct trace_model m;

	(void)state;
	read_worked(&m);
	const struct trace_task *b = task_of(&m, 200), *c = task_of(&m, 300);
	const struct trace_seg *g = &m.seg[b->first];
	assert_int_equal(b->nseg, 2);
	assert_true(g[0].sleep_ns == 100000 && g[0].wait_ns == 10000);
	assert_int_equal(g[0].waker, (int)index_of(&m, 100));
	assert_true(g[0].waker_cycles == 100000 && g[0].waker_ns == 100000);
	assert_true(g[1].cycles == 610000 && g[1].run_ns == 400000 && g[1].sleep_ns == TRACE_NEVER);
	g = &m.seg[c->first];
	assert_int_equal(c->nseg, 2);
	assert_true(g[0].sleep_ns == 1700000 && g[0].waker == -1 && g[0].wait_ns == 0);
	assert_true(g[1].cycles == 100000 && g[1].sleep_ns == TRACE_NEVER);
	trace_model_free(&m);
}

/* Without any cpu_frequency event a task's work is its time at the declared constant. */
static void test_declared_frequency(void **state)
{
	const char *t = "  a 5/5 [000] 1.000000: sched:sched_switch: prev_comm=swapper/0 prev_pid=0 prev_prio=120 "
			"prev_state=R ==> next_comm=a next_pid=5 next_prio=120\n"
			"  a 5/5 [000] 1.000250: sched:sched_switch: prev_comm=a prev_pid=5 prev_prio=120 "
			"prev_state=S ==> next_comm=swapper/0 next_pid=0 next_prio=120\n";
	FILE *f = fmemopen((void *)t, strlen(t), "r");
	struct trace_model m;
	char err[256];

	(void)state;
	assert_int_equal(trace_model_read(f, 2400, NULL, 0, &m, err, sizeof(err)), 0);
	assert_false(m.has_freq);
	assert_int_equal(m.ntasks, 1);
	assert_true(m.task[0].cycles == 600000);	/* 250 us x 2.4 GHz */
	trace_model_free(&m);
	fclose(f);
}

/* Bounds: a line longer than TRACE_LINE_MAX, one task too many, nothing usable. */
static void test_bounds(void **state)
{
	size_t len = TRACE_LINE_MAX + 10;
	char *big = malloc(len + 1), err[256];
	struct trace_model m;
	FILE *f;

	(void)state;
	assert_non_null(big);
	memset(big, 'x', len);
	big[len] = '\0';
	f = fmemopen(big, len, "r");
	assert_int_equal(trace_model_read(f, 1000, NULL, 0, &m, err, sizeof(err)), -EINVAL);
	assert_string_equal(err, "line 1 is longer than 4096 bytes: not a scheduler trace");
	fclose(f);
	free(big);

	char *buf = NULL;
	size_t blen = 0;
	FILE *w = open_memstream(&buf, &blen);
	assert_non_null(w);
	for (int i = 1; i <= TRACE_MAX_TASKS + 1; i++)
		fprintf(w, "  a 1/1 [000] 1.%06d: sched:sched_waking: comm=t pid=%d prio=120 target_cpu=000\n", i, i + 1);
	fclose(w);
	f = fmemopen(buf, blen, "r");
	assert_int_equal(trace_model_read(f, 1000, NULL, 0, &m, err, sizeof(err)), -EINVAL);
	assert_string_equal(err, "more than 4096 tasks: cut the trace (perf script --time, --pid)");
	fclose(f);
	free(buf);

	f = fmemopen((void *)"hello\n", 6, "r");
	assert_int_equal(trace_model_read(f, 1000, NULL, 0, &m, err, sizeof(err)), -EINVAL);
	assert_string_equal(err, "no sched_switch or wake-up event in 1 lines (1 not understood)");
	fclose(f);
}

/*
 * The worked trace's client as a stream: phase 0 (no work, no sleep), its
 * burst of 200,000 cycles and a sleep that is all the server's 500,000
 * cycles (no frequency-independent part), 80,000 cycles and the interrupt's
 * 1,000 us in D (an IO wait), the last 295,000 cycles; then idle for good.
 */
static void test_worked_phases(void **state)
{
	struct trace_model m;
	struct sim_trace_wl t;
	struct sim_wl_state st = { 0 };
	struct sim_phase ph;
	const struct { uint64_t cycles, idle, peer; int iowait; } want[] = {
		{ 0, 0, 0, 0 }, { 200000, 0, 500000, 0 }, { 80000, 1000000, 0, 1 }, { 295000, 0, 0, 0 },
	};

	(void)state;
	read_worked(&m);
	sim_trace_wl_build(&m, 2, &t);
	assert_int_equal(t.ntasks, 3);
	assert_int_equal(t.nstreams, 3);
	assert_true(t.requests == 4 + 2 + 2);
	st.core = 0;		/* the first task seen: the client */
	assert_int_equal(m.task[t.task[0]].tid, 100);
	for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		sim_trace_wl_next(&t, &st, &ph);
		assert_true(ph.cycles == want[i].cycles && ph.idle_ns == want[i].idle && ph.peer_cycles == want[i].peer);
		assert_int_equal(ph.iowait, want[i].iowait);
		assert_int_equal(ph.request, 1);
	}
	sim_trace_wl_next(&t, &st, &ph);
	assert_true(ph.idle_ns == SIM_NEVER && ph.cycles == 0 && !ph.request);
	trace_model_free(&m);
}

/*
 * A closed loop replayed at two frequencies: A works 2,000,000 cycles (1 ms
 * at the recorded 2 GHz) and wakes B, which works as much and wakes A; A
 * works again, sleeps on a 1 ms timer (woken in the idle task's context:
 * frequency-independent) and works a last time.  On CPUs held at 2 GHz with
 * no idle states (no exit latency) the replay takes 1 + 1 + 1 + 1 + 1 = 5 ms;
 * at 1 GHz the work takes twice as long, the timer does not: 2 + 2 + 2 + 1 + 2
 * = 9 ms.
 */
static double replay_ms(unsigned ratio)
{
	const char *text =
		"  swapper/0 0/0 [000] 1.000000: sched:sched_switch: prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=a next_pid=1 next_prio=120\n"
		"  a 1/1 [000] 1.001000: sched:sched_waking: comm=b pid=2 prio=120 target_cpu=000\n"
		"  a 1/1 [000] 1.001000: sched:sched_switch: prev_comm=a prev_pid=1 prev_prio=120 prev_state=S ==> next_comm=swapper/0 next_pid=0 next_prio=120\n"
		"  swapper/1 0/0 [001] 1.001000: sched:sched_switch: prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=b next_pid=2 next_prio=120\n"
		"  b 2/2 [001] 1.002000: sched:sched_waking: comm=a pid=1 prio=120 target_cpu=001\n"
		"  b 2/2 [001] 1.002000: sched:sched_switch: prev_comm=b prev_pid=2 prev_prio=120 prev_state=S ==> next_comm=swapper/1 next_pid=0 next_prio=120\n"
		"  swapper/0 0/0 [000] 1.002000: sched:sched_switch: prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=a next_pid=1 next_prio=120\n"
		"  a 1/1 [000] 1.003000: sched:sched_switch: prev_comm=a prev_pid=1 prev_prio=120 prev_state=S ==> next_comm=swapper/0 next_pid=0 next_prio=120\n"
		"  swapper/0 0/0 [000] 1.004000: sched:sched_waking: comm=a pid=1 prio=120 target_cpu=000\n"
		"  swapper/0 0/0 [000] 1.004000: sched:sched_switch: prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=a next_pid=1 next_prio=120\n"
		"  a 1/1 [000] 1.005000: sched:sched_switch: prev_comm=a prev_pid=1 prev_prio=120 prev_state=S ==> next_comm=swapper/0 next_pid=0 next_prio=120\n";
	FILE *f = fmemopen((void *)text, strlen(text), "r");
	struct trace_model m;
	struct sim_trace_wl t;
	struct sim_result r;
	struct gov_inst g;
	char err[256];
	struct gov_cpu cpu = { .min_pstate = ratio, .max_pstate = ratio, .max_pstate_physical = ratio,
			       .turbo_pstate = ratio, .bclk_khz = 100000 };
	struct sim_power power = { .vmin_mv = 900, .vbase_mv = 900, .vmax_mv = 900, .leak_w = 1, .dyn_max_w = 1 };

	assert_non_null(f);
	assert_int_equal(trace_model_read(f, 2000, NULL, 0, &m, err, sizeof(err)), 0);
	fclose(f);
	/* A's first sleep is B's work, its second the timer's */
	const struct trace_seg *a = &m.seg[m.task[0].first];
	assert_true(a[1].waker == 1 && a[1].waker_cycles == 2000000 && a[1].sleep_ns == a[1].waker_ns);
	assert_true(a[2].waker == -1 && a[2].sleep_ns == 1000000);
	sim_trace_wl_build(&m, 2, &t);
	struct sim_workload *w = sim_trace_workload(&t);
	assert_non_null(w);
	struct sim_config cfg = { .workload = w, .cpu = &cpu, .power = &power, .cores = 2, .seconds_ns = 1000000000,
				  .seed = SIM_SEED, .requests = t.requests };
	assert_int_equal(gov_parse("performance", &g, err, sizeof(err)), 0);
	assert_int_equal(sim_run(&cfg, &g, &r), 0);
	assert_false(r.unfinished);
	free(w);
	trace_model_free(&m);
	return r.seconds * 1e3;
}

static void test_replay_scales_with_frequency(void **state)
{
	(void)state;
	assert_float_equal(replay_ms(20), 5.0, 1e-6);
	assert_float_equal(replay_ms(10), 9.0, 1e-6);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_perf_switch),
		cmocka_unit_test(test_ftrace_wakeup_and_migrate),
		cmocka_unit_test(test_trace_cmd_plugin),
		cmocka_unit_test(test_lines_not_decoded),
		cmocka_unit_test(test_worked_client),
		cmocka_unit_test(test_worked_server_and_unseen_wakeup),
		cmocka_unit_test(test_declared_frequency),
		cmocka_unit_test(test_bounds),
		cmocka_unit_test(test_worked_phases),
		cmocka_unit_test(test_replay_scales_with_frequency),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
