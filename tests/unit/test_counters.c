// SPDX-License-Identifier: GPL-2.0-only
/*
 * decode/derive.c through derive_interval(): usec, NMI, cpuidle counts,
 * per-thread C1, UncMHz and --add counters per CPU, their summary rules
 * (turbostat's sum_counters()/compute_average()), and the slow-TSC check.
 * Every expected number is worked out beside it.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "decode/added.h"
#include "decode/derive.h"
#include "msr/procfs.h"
#include "deltas.h"
#include "snaprows.h"

/* cpu0 and cpu1 are the two threads of core 0, cpu2 is core 1 alone; one package. */
static struct topo_cpu cpus[3] = {
	{ .cpu = 0, .core = 0, .first_in_core = 1, .first_in_pkg = 1 },
	{ .cpu = 1, .core = 0 },
	{ .cpu = 2, .core = 1, .core_idx = 1, .first_in_core = 1 },
};
static struct topology topo = { .n = 3, .cpu = cpus, .ncore = 2, .npkg = 1, .max_cpu = 3 };
static struct plan plan;
static struct added_set added;
static struct cpu_snap snapcpu[2][3];
static struct cpu_more snapmore[2][3];
static struct snapshot snap[2];
static struct derive_ctx ctx;
static char irq0[] = "      CPU0 CPU1 CPU2\n 24:  100  100  100  IO-APIC eth0\nNMI:    5    6    7  Non-maskable\n";
static char irq1[] = "      CPU0 CPU1 CPU2\n 24:  110  120  130  IO-APIC eth0\nNMI:    8    6   10  Non-maskable\n";

/* A snapshot's IRQ and NMI counts as the sampler keeps them from a /proc/interrupts text (msr/procfs.c). */
static void irq_text(int s, const char *text)
{
	uint64_t all[3], nmi[3];

	assert_int_equal(procfs_irq_counts(text, "NMI", all, nmi, 3), 0);
	for (int c = 0; c < 3; c++) {
		snapcpu[s][c].irq = (struct raw_value){ all[c], all[c] == PROCFS_NO_COUNT ? -ENOENT : 0 };
		snapcpu[s][c].nmi = (struct raw_value){ nmi[c], nmi[c] == PROCFS_NO_COUNT ? -ENOENT : 0 };
		snapcpu[s][c].stat_busy.err = snapcpu[s][c].stat_total.err = -ENOENT;
	}
}

static void put(int s, int c, enum raw_id r, uint64_t v)
{
	*snaprows_at(&snap[s], c, r) = (struct raw_value){ v, 0 };
}

static void setup(void)
{
	char err[128];

	memset(&plan, 0, sizeof(plan));
	memset(&added, 0, sizeof(added));
	memset(snapcpu, 0, sizeof(snapcpu));
	memset(snapmore, 0, sizeof(snapmore));
	plan.src[RAW_TSC] = (struct raw_source){ .kind = SRC_TSC, .bits = 64, .scale = 1.0 };
	plan.src[RAW_MPERF] = (struct raw_source){ .kind = SRC_MSR, .msr = 0xE7, .bits = 64, .scale = 1.0 };
	plan.src[RAW_CC6] = (struct raw_source){ .kind = SRC_MSR, .msr = 0x3FD, .bits = 64, .scale = 1.0 };
	plan.src[RAW_INTERRUPTS] = (struct raw_source){ .kind = SRC_TEXT, .scope = RSCOPE_SYSTEM };
	plan.src[RAW_UNC_KHZ] = (struct raw_source){ .kind = SRC_FILE, .scope = RSCOPE_PKG, .bits = 64, .scale = 1e-3 };
	plan.added = &added;
	assert_int_equal(added_parse("msr0x10,u32", &added, err, sizeof(err)), 0);
	assert_int_equal(added_parse("msr0x20,average", &added, err, sizeof(err)), 0);
	assert_int_equal(added_parse("msr0x30,raw", &added, err, sizeof(err)), 0);
	for (int s = 0; s < 2; s++) {
		snap[s].more = snapmore[s];
		snaprows_lay_out(&snap[s], snapcpu[s], &topo, &plan, -EIO);
		irq_text(s, s ? irq1 : irq0);
	}
	snap[0].t.mono_ns = 1000000000;
	snap[1].t.mono_ns = 2000000000;	/* 1 s */
	ctx = (struct derive_ctx){ .defs = raw_defs, .topo = &topo, .plan = &plan, .tsc_tweak = 1, .mperf_mult = 1, .nidle = 2 };
	for (int c = 0; c < 3; c++) {
		put(0, c, RAW_TSC, 0);
		put(1, c, RAW_TSC, 1000000000);	/* 1e9 each */
		put(0, c, RAW_MPERF, 0);
	}
	put(1, 0, RAW_MPERF, 100000000);
	put(1, 1, RAW_MPERF, 200000000);
	put(1, 2, RAW_MPERF, 500000000);
	put(0, 0, RAW_CC6, 0);
	put(1, 0, RAW_CC6, 600000000);	/* core 0 */
	put(0, 2, RAW_CC6, 0);
	put(1, 2, RAW_CC6, 700000000);	/* core 1 */
}

static void idle(int s, int c, int k, uint64_t usage, uint64_t below, uint64_t above)
{
	snapmore[s][c].idle_usage[k] = (struct raw_value){ usage, 0 };
	snapmore[s][c].idle_below[k] = (struct raw_value){ below, 0 };
	snapmore[s][c].idle_above[k] = (struct raw_value){ above, 0 };
}

static void test_counters_rows_and_summary(void **state)
{
	/* the counts beside the deltas, as the session gives them once a snapshot holds counts */
	static struct delta_more dmore[4];
	struct delta d[3] = { { .more = &dmore[0] }, { .more = &dmore[1] }, { .more = &dmore[2] } },
		     sum = { .more = &dmore[3] };
	char notice[256];
	/* --add values per snapshot and CPU: u32 delta, average, raw */
	static const uint64_t m10[2][3] = { { 0xFFFFFFF0u, 5, 0 }, { 0x10, 10, 0 } };
	static const uint64_t m20[2][3] = { { 4, 50, 7 }, { 10, 20, 60 } };

	(void)state;
	setup();
	for (int s = 0; s < 2; s++)
		for (int c = 0; c < 3; c++) {
			snapmore[s][c].added[0] = (struct raw_value){ m10[s][c], 0 };
			snapmore[s][c].added[1] = (struct raw_value){ m20[s][c], 0 };
			snapmore[s][c].added[2] = (struct raw_value){ 0xAB00 + (uint64_t)c, 0 };
			idle(s, c, 1, s * 10 * (c + 1), s * 2, s * (uint64_t)c);
			idle(s, c, 0, 0, 0, 0);
		}
	snapcpu[1][0].read_ns = 12000;
	snapcpu[1][1].read_ns = 30500;
	snapcpu[1][2].read_ns = 7000;
	put(1, 0, RAW_UNC_KHZ, 2400000);
	deltas_bind(&plan, d, 3, &sum);
	derive_interval(&ctx, &snap[0], &snap[1], NULL, NULL, d, &sum, notice, sizeof(notice));
	assert_string_equal(notice, "");
	/* usec: read_ns / 1000, truncated: 12, 30, 7; the summary adds them: 49 */
	assert_true(d[0].usec.v == 12 && d[1].usec.v == 30 && d[2].usec.v == 7 && sum.usec.v == 49);
	/* NMI row only: 8-5 = 3, 6-6 = 0, 10-7 = 3; summed 6 (IRQ takes every row: 13, 20, 33) */
	assert_true(d[0].nmi.v == 3 && d[1].nmi.v == 0 && d[2].nmi.v == 3 && sum.nmi.v == 6);
	assert_true(d[2].irq.v == 33);
	/* state1 usage +10, +20, +30 -> sum 60; below +2 each -> 6; above +0, +1, +2 -> 3 */
	assert_true(d[1].more->idle_usage[1].v == 20 && sum.more->idle_usage[1].v == 60);
	assert_true(sum.more->idle_below[1].v == 6 && sum.more->idle_above[1].v == 3);
	/* C1 = TSC - MPERF - the core's c6: cpu0 1000-100-600 = 300M, cpu1 1000-200-600 = 200M,
	 * cpu2 1000-500-700 < 0 -> 0; summary = mean over threads 500M/3 (not 1000-266.7-650 = 83.3M,
	 * what averaging the parts over cores would give with a two-thread and a one-thread core) */
	assert_true(d[0].c1.v == 3e8 && d[1].c1.v == 2e8 && d[2].c1.v == 0);
	assert_true(sum.c1.v > 166666666.6 && sum.c1.v < 166666666.7);
	/* --add u32 delta wraps: 0xFFFFFFF0 -> 0x10 is 0x20 = 32; cpu1 5; cpu2 0; items are summed: 37 */
	assert_true(d[0].more->added[0].v == 32 && sum.more->added[0].v == 37);
	/* average format: a level, not a count (delta_thread() copies it): the latest value per CPU,
	 * 10, 20, 60 whatever came before (cpu1 went down from 50), and their mean (10 + 20 + 60) / 3 = 30 */
	assert_true(d[0].more->added[1].v == 10 && d[1].more->added[1].st == DS_OK && d[1].more->added[1].v == 20);
	assert_true(d[2].more->added[1].v == 60 && sum.more->added[1].v == 30);
	/* raw: the latest value per CPU, 0 on the summary row */
	assert_true(d[2].more->added_raw[2] == 0xAB02 && sum.more->added[2].v == 0);
	/* uncore: package's first CPU 2,400,000 kHz -> 2400 MHz; the summary takes the last package's */
	assert_true(delta_raw(&d[0], RAW_UNC_KHZ)->v == 2400 && delta_raw(&d[1], RAW_UNC_KHZ)->st == DS_ABSENT &&
		    delta_raw(&sum, RAW_UNC_KHZ)->v == 2400);
}

static void test_counters_slow_tsc(void **state)
{
	struct delta d[3] = { 0 }, sum = { 0 };
	char notice[256];

	(void)state;
	setup();
	put(1, 2, RAW_TSC, 999999);	/* under 10^6 in 1 s: "Insanely slow TSC rate" */
	put(1, 1, RAW_TSC, 1000);
	deltas_bind(&plan, d, 3, &sum);
	derive_interval(&ctx, &snap[0], &snap[1], NULL, NULL, d, &sum, notice, sizeof(notice));
	assert_string_equal(notice, "cpu1: Insanely slow TSC rate, TSC stops in idle? (1000 cycles in 1.000 s), "
				    "and 1 more CPUs");
	assert_int_equal(delta_raw(&d[2], RAW_TSC)->st, DS_RESET);
	assert_int_equal(delta_raw(&d[0], RAW_TSC)->st, DS_OK);
	assert_int_equal(delta_raw(&sum, RAW_TSC)->st, DS_RESET);
	/* C1 needs an honest TSC */
	assert_int_equal(d[2].c1.st, DS_ABSENT);
}

/*
 * The slow-TSC test is a rate: an interval a key press ended after 0.27 ms
 * holds 810,000 cycles of a 3 GHz TSC (under turbostat's 10^6, yet 3000 MHz);
 * 200 cycles in 0.27 ms is 740,741 Hz, under 10^6 per second.
 */
static void test_counters_slow_tsc_short_interval(void **state)
{
	struct delta d[3] = { 0 }, sum = { 0 };
	char notice[256];

	(void)state;
	setup();
	snap[1].t.mono_ns = 1000270000;
	put(1, 0, RAW_TSC, 810000);
	put(1, 1, RAW_TSC, 200);
	put(1, 2, RAW_TSC, 810000);
	deltas_bind(&plan, d, 3, &sum);
	derive_interval(&ctx, &snap[0], &snap[1], NULL, NULL, d, &sum, notice, sizeof(notice));
	assert_int_equal(d[0].tsc_slow, 0);
	assert_int_equal(delta_raw(&d[0], RAW_TSC)->st, DS_OK);
	assert_int_equal(d[1].tsc_slow, 1);
	assert_int_equal(d[2].tsc_slow, 0);
	assert_string_equal(notice, "cpu1: Insanely slow TSC rate, TSC stops in idle? (200 cycles in 0.000 s)");
}

/* /proc/interrupts lists only online CPUs, and a text may lack the NMI row (untrusted recordings). */
static void test_counters_irq_column_missing(void **state)
{
	struct delta d[3] = { 0 }, sum = { 0 };
	char notice[256];
	static char prev[] = "      CPU0 CPU1 CPU2\n 24:  100  100  100  IO-APIC eth0\n";
	static char cur[] = "      CPU0 CPU1\n 24:  110  120  IO-APIC eth0\nNMI:    8    6  Non-maskable\n";

	(void)state;
	setup();
	irq_text(0, prev);
	irq_text(1, cur);
	deltas_bind(&plan, d, 3, &sum);
	derive_interval(&ctx, &snap[0], &snap[1], NULL, NULL, d, &sum, notice, sizeof(notice));
	/* IRQ sums every row, NMI included: cpu0 110 + 8 - 100 = 18, cpu1 120 + 6 - 100 = 26; cpu2 has
	 * no column in the later text: no value (not 0 - 100, nor a count of 0); summary 18 + 26 = 44 */
	assert_true(d[0].irq.st == DS_OK && d[0].irq.v == 18 && d[1].irq.v == 26);
	assert_int_equal(d[2].irq.st, DS_ABSENT);
	assert_true(sum.irq.st == DS_OK && sum.irq.v == 44);
	/* NMI: the earlier text has no NMI row, so 8 and 6 are totals since boot, not deltas */
	assert_int_equal(d[0].nmi.st, DS_ABSENT);
	assert_int_equal(sum.nmi.st, DS_ABSENT);
	/* the other way round: cpu2 only in the later text (it came online in /proc first) */
	irq_text(0, "      CPU0 CPU1\n 24:  100  100\n");
	irq_text(1, "      CPU0 CPU1 CPU2\n 24:  110  120  180\n");
	derive_interval(&ctx, &snap[0], &snap[1], NULL, NULL, d, &sum, notice, sizeof(notice));
	/* 180 would be a total since boot: no value for cpu2; summary 10 + 20 = 30 */
	assert_int_equal(d[2].irq.st, DS_ABSENT);
	assert_true(sum.irq.v == 30);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_counters_rows_and_summary),
		cmocka_unit_test(test_counters_slow_tsc),
		cmocka_unit_test(test_counters_slow_tsc_short_interval),
		cmocka_unit_test(test_counters_irq_column_missing),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
