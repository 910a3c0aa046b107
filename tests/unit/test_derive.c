// SPDX-License-Identifier: GPL-2.0-only
/*
 * Derivation from two snapshots: counter deltas, 32-bit wrap, a counter
 * going backwards, /proc/stat and /proc/interrupts parsing, and the summary
 * rules.  Every expected number is worked out in the comment beside it.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <errno.h>
#include <string.h>

#include "decode/derive.h"
#include "msr/procfs.h"
#include "raw.h"
#include "deltas.h"
#include "snaprows.h"

/* Two CPUs, one core each, both in package 0 (cpu0 first in the package). */
static struct topo_cpu cpus[2] = {
	{ .cpu = 0, .core = 0, .first_in_core = 1, .first_in_pkg = 1 },
	{ .cpu = 1, .core = 1, .core_idx = 1, .first_in_core = 1 },
};
static struct topology topo = { .n = 2, .cpu = cpus, .ncore = 2, .npkg = 1, .max_cpu = 2 };

static struct plan plan;
static struct cpu_snap snapcpu[2][2];
static struct snapshot snap[2];
static struct derive_ctx ctx;

static void setup_plan(void)
{
	memset(&plan, 0, sizeof(plan));
	plan.src[RAW_TSC] = (struct raw_source){ .kind = SRC_TSC, .bits = 64, .scale = 1.0 };
	plan.src[RAW_APERF] = (struct raw_source){ .kind = SRC_MSR, .msr = 0xE8, .bits = 64, .scale = 1.0 };
	plan.src[RAW_MPERF] = (struct raw_source){ .kind = SRC_MSR, .msr = 0xE7, .bits = 64, .scale = 1.0 };
	/* energy unit 2^-14 J (0x606 [12:8] = 14), 32-bit counter */
	plan.src[RAW_E_PKG] = (struct raw_source){ .kind = SRC_MSR, .msr = 0x611, .bits = 32, .scale = 1.0 / 16384 };
	memset(snapcpu, 0, sizeof(snapcpu));
	for (int s = 0; s < 2; s++) {
		snaprows_lay_out(&snap[s], snapcpu[s], &topo, &plan, -5);
		for (int c = 0; c < 2; c++) {
			/* no /proc/stat or /proc/interrupts line read for it */
			snapcpu[s][c].stat_busy.err = snapcpu[s][c].stat_total.err = -ENOENT;
			snapcpu[s][c].irq.err = snapcpu[s][c].nmi.err = -ENOENT;
		}
	}
	snap[0].t.mono_ns = 1000000000;
	snap[1].t.mono_ns = 3000000000;	/* a 2 s interval */
	ctx = (struct derive_ctx){ .defs = raw_defs, .topo = &topo, .plan = &plan, .base_hz = 3.4e9, .tsc_tweak = 1,
				   .mperf_mult = 1 };
}

static void put(int s, int c, enum raw_id r, uint64_t v)
{
	*snaprows_at(&snap[s], c, r) = (struct raw_value){ v, 0 };
}

/* cpu0 dAPERF 1e9, dMPERF 5e8; cpu1 dAPERF 3e9, dMPERF 1.5e9. */
static void two_busy_cpus(void)
{
	put(0, 0, RAW_APERF, 0);
	put(1, 0, RAW_APERF, 1000000000);
	put(0, 0, RAW_MPERF, 0);
	put(1, 0, RAW_MPERF, 500000000);
	put(0, 1, RAW_APERF, 0);
	put(1, 1, RAW_APERF, 3000000000ull);
	put(0, 1, RAW_MPERF, 0);
	put(1, 1, RAW_MPERF, 1500000000);
}

static void test_deltas_and_summary(void **state)
{
	struct delta d[2] = { 0 }, sum = { 0 };
	char notice[128];

	(void)state;
	setup_plan();
	put(0, 0, RAW_TSC, 1000);
	put(1, 0, RAW_TSC, 1000 + 6800000000ull);	/* 3.4 GHz * 2 s */
	put(0, 1, RAW_TSC, 5000);
	put(1, 1, RAW_TSC, 5000 + 6800000000ull);
	two_busy_cpus();
	/* package energy wraps: 0xFFFFF000 -> 0x00001000 is 0x2000 = 8192 counts = 0.5 J */
	put(0, 0, RAW_E_PKG, 0xFFFFF000u);
	put(1, 0, RAW_E_PKG, 0x00001000u);
	deltas_bind(&plan, d, 2, &sum);
	derive_interval(&ctx, &snap[0], &snap[1], NULL, NULL, d, &sum, notice, sizeof(notice));
	assert_string_equal(notice, "");
	assert_true(d[0].interval_s == 2.0);
	assert_int_equal(delta_raw(&d[0], RAW_APERF)->st, DS_OK);
	assert_true(delta_raw(&d[0], RAW_APERF)->v == 1e9);
	assert_true(delta_raw(&d[0], RAW_E_PKG)->v == 0.5);
	/* energy is package scope: cpu1 is not the package's first CPU */
	assert_int_equal(delta_raw(&d[1], RAW_E_PKG)->st, DS_ABSENT);
	/* summary: APERF averaged over CPUs (1e9 + 3e9) / 2, energy summed over packages */
	assert_true(delta_raw(&sum, RAW_APERF)->v == 2e9);
	assert_true(delta_raw(&sum, RAW_MPERF)->v == 1e9);
	assert_true(delta_raw(&sum, RAW_E_PKG)->v == 0.5);
	assert_int_equal(sum.acnt, 2000000000);
}

/*
 * A delta keeps the counters its plan reads, a slot each, the CPU's in id
 * order, its cpuidle states' times, then the core's and the package's:
 * this plan reads TSC, APERF, MPERF (raw ids 0, 1, 2), 2 states and the
 * package energy, so cpu0, the package's first CPU, keeps 6 values (54
 * bytes, where a value for each of the 60 ids and 10 states was 630), the
 * energy sixth, cpu1 the first 5 (its row ends before the package's
 * counters), the summary 6 after them, one block of 17.  /proc/interrupts
 * is the whole system's (its counts are in irq): no slot.
 * cpu0: dTSC 3.4 GHz * 2 s = 6.8e9, dAPERF 1e9, dMPERF 5e8, energy 0x2000
 * counts / 16384 = 0.5 J, state0 500000 us; cpu1: 6.8e9, 3e9, 1.5e9, no
 * energy (not the package's first CPU), state0 1500000 us.  State1 was not
 * read; CC6 and state2, not in the plan, answer absent on every row.
 */
static void test_deltas_by_plan(void **state)
{
	struct delta d[2] = { 0 }, sum = { 0 };
	struct delta_layout lay;
	struct dval *val;
	char notice[128];

	(void)state;
	setup_plan();
	plan.src[RAW_INTERRUPTS] = (struct raw_source){ .kind = SRC_TEXT, .scope = RSCOPE_SYSTEM };
	plan.src[RAW_E_PKG].scope = RSCOPE_PKG;
	plan.nidle = ctx.nidle = 2;
	delta_layout(&plan, &lay);
	assert_true(lay.n == 4 && lay.nidle == 2 && lay.ncpu == 3 && lay.ncore == 0);
	assert_true(lay.slot[RAW_TSC] == 1 && lay.slot[RAW_APERF] == 2 && lay.slot[RAW_MPERF] == 3 &&
		    lay.slot[RAW_E_PKG] == 4);
	assert_true(lay.id[0] == RAW_TSC && lay.id[1] == RAW_APERF && lay.id[2] == RAW_MPERF && lay.id[3] == RAW_E_PKG);
	assert_int_equal(lay.slot[RAW_INTERRUPTS], 0);
	assert_int_equal(lay.slot[RAW_CC6], 0);
	val = delta_bind(&lay, &topo, d, 2, &sum);
	assert_non_null(val);
	assert_true(d[0].val == val && d[1].val == val + 6 && sum.val == val + 11);
	assert_true(d[0].w == 6 && d[1].w == 5 && sum.w == 6);
	for (int s = 0; s < 2; s++) {
		snaprows_lay_out(&snap[s], snapcpu[s], &topo, &plan, -5);
		for (int c = 0; c < 2; c++)
			snap_row(&snap[s], c)[snap[s].lay.width[RSCOPE_CPU]] =
				(struct raw_value){ (uint64_t)s * (c ? 1500000 : 500000), 0 };
	}
	put(0, 0, RAW_TSC, 1000);
	put(1, 0, RAW_TSC, 1000 + 6800000000ull);
	put(0, 1, RAW_TSC, 5000);
	put(1, 1, RAW_TSC, 5000 + 6800000000ull);
	two_busy_cpus();
	put(0, 0, RAW_E_PKG, 0xFFFFF000u);
	put(1, 0, RAW_E_PKG, 0x00001000u);
	derive_interval(&ctx, &snap[0], &snap[1], NULL, NULL, d, &sum, notice, sizeof(notice));
	assert_string_equal(notice, "");
	assert_true(val[0].st == DS_OK && val[0].v == 6.8e9);	/* cpu0's TSC, its first slot */
	assert_true(delta_raw(&d[0], RAW_APERF)->v == 1e9 && delta_raw(&d[0], RAW_MPERF)->v == 5e8);
	assert_true(delta_raw(&d[0], RAW_E_PKG)->st == DS_OK && delta_raw(&d[0], RAW_E_PKG)->v == 0.5);
	assert_ptr_equal(delta_idle(&d[0], 0), &val[3]);
	assert_true(val[3].st == DS_OK && val[3].v == 500000);
	assert_ptr_equal(delta_at(&d[0], RAW_E_PKG), &val[5]);
	assert_ptr_equal(delta_at(&d[1], RAW_APERF), &val[7]);
	assert_true(val[7].st == DS_OK && val[7].v == 3e9 && delta_raw(&d[1], RAW_MPERF)->v == 1.5e9);
	assert_null(delta_at(&d[1], RAW_E_PKG));
	assert_int_equal(delta_raw(&d[1], RAW_E_PKG)->st, DS_ABSENT);
	assert_true(delta_idle(&d[1], 0)->v == 1500000);
	/* the summary's row: TSC the mean (6.8e9 + 6.8e9) / 2, APERF (1e9 + 3e9) / 2, energy the sum 0.5,
	 * state0 the mean (500000 + 1500000) / 2 */
	assert_true(val[11].v == 6.8e9 && val[12].v == 2e9 && val[14].v == 1e6 && val[16].v == 0.5);
	for (int i = 0; i < 3; i++) {
		const struct delta *row = i < 2 ? &d[i] : &sum;

		assert_null(delta_at(row, RAW_CC6));
		assert_true(delta_raw(row, RAW_CC6)->st == DS_ABSENT && delta_raw(row, RAW_CC6)->v == 0);
		assert_int_equal(delta_raw(row, RAW_INTERRUPTS)->st, DS_ABSENT);
		assert_int_equal(delta_idle(row, 1)->st, DS_ABSENT);
		assert_int_equal(delta_idle(row, 2)->st, DS_ABSENT);
	}
	free(val);
	plan.nidle = 0;
}

/* The top view's package lines: the summary's rules over one package's CPUs. */
static void test_package_summary(void **state)
{
	struct delta d[2] = { 0 }, sum = { 0 };
	char notice[128];

	(void)state;
	setup_plan();
	cpus[1].pkg = cpus[1].pkg_idx = 1;	/* cpu1 alone in package 1 */
	cpus[1].first_in_pkg = 1;
	two_busy_cpus();
	put(0, 0, RAW_E_PKG, 0);
	put(1, 0, RAW_E_PKG, 0x2000);	/* 8192 / 16384 = 0.5 J */
	put(0, 1, RAW_E_PKG, 0);
	put(1, 1, RAW_E_PKG, 0x4000);	/* 1 J */
	deltas_bind(&plan, d, 2, &sum);
	derive_interval(&ctx, &snap[0], &snap[1], NULL, NULL, d, &sum, notice, sizeof(notice));
	/* the whole machine: APERF (1e9 + 3e9) / 2, energy summed over both packages, 0.5 + 1 */
	assert_true(delta_raw(&sum, RAW_APERF)->v == 2e9);
	assert_true(delta_raw(&sum, RAW_E_PKG)->v == 1.5);
	derive_summary(&ctx, d, -1, &sum);
	assert_true(delta_raw(&sum, RAW_APERF)->v == 2e9);
	assert_true(delta_raw(&sum, RAW_E_PKG)->v == 1.5);
	/* package 0: cpu0 alone */
	derive_summary(&ctx, d, 0, &sum);
	assert_true(delta_raw(&sum, RAW_APERF)->v == 1e9);
	assert_true(delta_raw(&sum, RAW_MPERF)->v == 5e8);
	assert_true(delta_raw(&sum, RAW_E_PKG)->v == 0.5);
	assert_int_equal(sum.acnt, 1000000000);
	/* package 1: cpu1 alone, over its own 2 s */
	derive_summary(&ctx, d, 1, &sum);
	assert_true(delta_raw(&sum, RAW_APERF)->v == 3e9);
	assert_true(delta_raw(&sum, RAW_E_PKG)->v == 1.0);
	assert_int_equal(sum.mcnt, 1500000000);
	assert_true(sum.interval_s == 2.0);
	/* a package with no CPU: nothing combined */
	derive_summary(&ctx, d, 2, &sum);
	assert_int_equal(delta_raw(&sum, RAW_APERF)->st, DS_ABSENT);
	cpus[1].pkg = cpus[1].pkg_idx = 0;
	cpus[1].first_in_pkg = 0;
}

static void test_backwards_counter(void **state)
{
	struct delta d[2] = { 0 }, sum = { 0 };
	char notice[128];

	(void)state;
	setup_plan();
	put(0, 0, RAW_TSC, 100);
	put(1, 0, RAW_TSC, 100 + 6800000000ull);
	put(0, 0, RAW_APERF, 5000);
	put(1, 0, RAW_APERF, 4000);	/* went backwards: no honest delta */
	deltas_bind(&plan, d, 2, &sum);
	derive_interval(&ctx, &snap[0], &snap[1], NULL, NULL, d, &sum, notice, sizeof(notice));
	assert_int_equal(delta_raw(&d[0], RAW_APERF)->st, DS_RESET);
	assert_int_equal(delta_raw(&sum, RAW_APERF)->st, DS_RESET);
	assert_string_equal(notice, "cpu0: aperf went backwards");
}

static void test_offline_cpu(void **state)
{
	struct delta d[2] = { 0 }, sum = { 0 };
	char notice[128];

	(void)state;
	setup_plan();
	put(0, 1, RAW_TSC, 100);
	put(1, 1, RAW_TSC, 100 + 4000000000ull);
	snapcpu[1][0].offline = 1;
	deltas_bind(&plan, d, 2, &sum);
	derive_interval(&ctx, &snap[0], &snap[1], NULL, NULL, d, &sum, notice, sizeof(notice));
	assert_true(d[0].offline);
	assert_string_equal(notice, "cpu0 went offline");
	/* the summary averages what is left: cpu1's 4e9 */
	assert_true(delta_raw(&sum, RAW_TSC)->v == 4e9);
}

static void test_proc_stat(void **state)
{
	struct procfs_ticks t[6];
	const char *text = "cpu  1 2 3 4 5 6 7 8 9 10\n"
			   "cpu0 10 1 5 100 7 2 3 4 0 0\n"
			   "cpu1 1 1 1 1\n"
			   "cpu3 1 2\n"
			   "cpu3 1 1 1 1\n"
			   "cpu04 9 9 9 9\n"
			   "cpu5x 9 9 9 9\n"
			   "cpu5 18446744073709551616 0 0 5\n"
			   "intr 12345\n";

	(void)state;
	procfs_stat_ticks(text, t, 6);
	/* busy = user 10 + nice 1 + system 5 + irq 2 + softirq 3 + steal 4 = 25; total = 25 + idle 100 + iowait 7 */
	assert_int_equal(t[0].err, 0);
	assert_int_equal(t[0].busy, 25);
	assert_int_equal(t[0].total, 132);
	/* a short line (old kernels): user nice system idle only */
	assert_int_equal(t[1].err, 0);
	assert_int_equal(t[1].busy, 3);
	assert_int_equal(t[1].total, 4);
	/* no line for cpu2 */
	assert_int_equal(t[2].err, -ENOENT);
	/* cpu3's first line has two fields, not the four every kernel writes: that line decides */
	assert_int_equal(t[3].err, -EINVAL);
	/* "cpu04" and "cpu5x" are no CPU's line */
	assert_int_equal(t[4].err, -ENOENT);
	/* cpu5's user ticks are 2^64, one past the largest: they read as 2^64 - 1, as strtoull() reads
	 * them; total = that + idle 5, modulo 2^64 = 4 */
	assert_int_equal(t[5].err, 0);
	assert_true(t[5].busy == UINT64_MAX);
	assert_int_equal(t[5].total, 4);
	/* a CPU number at or past @max is left out, not written */
	t[1] = (struct procfs_ticks){ .err = 7 };
	procfs_stat_ticks(text, t, 1);
	assert_int_equal(t[0].busy, 25);
	assert_int_equal(t[1].err, 7);
}

static void test_ecore_c6_less_c7(void **state)
{
	struct delta d[2] = { 0 }, sum = { 0 };
	char notice[128];

	(void)state;
	setup_plan();
	plan.src[RAW_CC6] = (struct raw_source){ .kind = SRC_MSR, .msr = 0x3FD, .bits = 64, .scale = 1.0 };
	plan.src[RAW_CC7] = (struct raw_source){ .kind = SRC_MSR, .msr = 0x3FE, .bits = 64, .scale = 1.0 };
	for (int s = 0; s < 2; s++)
		snaprows_lay_out(&snap[s], snapcpu[s], &topo, &plan, -5);
	ctx.ecore_c6_minus_c7 = 1;
	cpus[1].core_type = 0x20;	/* cpu1 is an E-core, cpu0 a P-core (0x40) */
	cpus[0].core_type = 0x40;
	for (int c = 0; c < 2; c++) {
		put(0, c, RAW_CC6, 1000);
		put(1, c, RAW_CC6, 1000 + 5000);	/* dCC6 5000 on both cores */
		put(0, c, RAW_CC7, 0);
		put(1, c, RAW_CC7, 2000);		/* dCC7 2000 */
	}
	deltas_bind(&plan, d, 2, &sum);
	derive_interval(&ctx, &snap[0], &snap[1], NULL, NULL, d, &sum, notice, sizeof(notice));
	cpus[0].core_type = cpus[1].core_type = 0;
	/* P-core: its CC6 as read, 5000; E-core: 5000 - 2000 = 3000 (CC6 counted CC7 time too) */
	assert_true(delta_raw(&d[0], RAW_CC6)->st == DS_OK && delta_raw(&d[0], RAW_CC6)->v == 5000);
	assert_true(delta_raw(&d[1], RAW_CC6)->st == DS_OK && delta_raw(&d[1], RAW_CC6)->v == 3000);
	assert_true(delta_raw(&d[1], RAW_CC7)->v == 2000);
	/* the summary averages over cores: (5000 + 3000) / 2 = 4000 */
	assert_true(delta_raw(&sum, RAW_CC6)->v == 4000);
}

static void test_irq_count(void **state)
{
	uint64_t n[3], nmi[3];
	/* CPU numbers come from the header: here the columns are CPU0 and CPU2 */
	const char *text = "           CPU0       CPU2\n"
			   "  0:         40          2   IO-APIC    2-edge      timer\n"
			   "NMI:          1          3   Non-maskable interrupts\n"
			   "ERR:          0\n";

	(void)state;
	assert_int_equal(procfs_irq_counts(text, "NMI", n, nmi, 3), 0);
	assert_int_equal(n[0], 41);	/* 40 + 1 + 0 */
	assert_true(n[1] == PROCFS_NO_COUNT);	/* no CPU1 column: no count, not 0 */
	assert_int_equal(n[2], 5);	/* 2 + 3 */
	assert_int_equal(nmi[0], 1);
	assert_true(nmi[1] == PROCFS_NO_COUNT);
	assert_int_equal(nmi[2], 3);
	/* ERR's row has one column: CPU2 has 0 of it, not no count */
	assert_int_equal(procfs_irq_counts(text, "ERR", n, nmi, 3), 0);
	assert_int_equal(nmi[0], 0);
	assert_int_equal(nmi[2], 0);
	/* no such row: every CPU without a count of it; the totals still there */
	assert_int_equal(procfs_irq_counts(text, "LOC", n, nmi, 3), 0);
	assert_true(nmi[0] == PROCFS_NO_COUNT && nmi[2] == PROCFS_NO_COUNT);
	assert_int_equal(n[2], 5);
	n[0] = 7;
	assert_int_equal(procfs_irq_counts("garbage", "NMI", n, nmi, 3), -2);	/* no header: -ENOENT */
	assert_int_equal(n[0], 7);
}

/*
 * A snapshot keeps what the plan reads and nothing else, each counter once
 * for the CPUs that read it: TSC, APERF and MPERF (raw ids 0, 1, 2) and
 * three cpuidle times in each CPU's row (6 values), CC6 in each core's row
 * (two cores: 1 value each), the package energy in the package's row (1),
 * 2 * 6 + 2 + 1 = 15 values of 16 bytes for this two-CPU machine, where a
 * row of every counter id was 70 a CPU.  /proc/interrupts (system scope)
 * is read by no CPU: not kept.  A copy takes its source's layout.
 */
static void test_snapshot_rows_by_plan(void **state)
{
	struct snapshot other = { 0 };
	struct plan idle_only = { .nidle = 1 };
	struct cpu_snap othercpu[2] = { 0 };
	char online[2][8] = { "0-1", "" };
	const struct snap_layout *l = &snap[0].lay;

	(void)state;
	setup_plan();
	plan.nidle = 3;
	plan.src[RAW_E_PKG].scope = RSCOPE_PKG;
	plan.src[RAW_CC6] = (struct raw_source){ .kind = SRC_MSR, .scope = RSCOPE_CORE, .msr = 0x3FD, .bits = 64 };
	plan.src[RAW_INTERRUPTS] = (struct raw_source){ .kind = SRC_TEXT, .scope = RSCOPE_SYSTEM };
	for (int s = 0; s < 2; s++)
		snaprows_lay_out(&snap[s], snapcpu[s], &topo, &plan, -5);
	assert_true(l->width[RSCOPE_CPU] == 3 && l->width[RSCOPE_CORE] == 1 && l->width[RSCOPE_PKG] == 1);
	assert_int_equal(l->nidle, 3);
	assert_int_equal(snap_row(&snap[0], 1) - snap_row(&snap[0], 0), 6);
	assert_true(l->base[RSCOPE_CORE] == 12 && l->base[RSCOPE_PKG] == 14);
	assert_true(l->place[RAW_TSC] == 1 && l->place[RAW_APERF] == 2 && l->place[RAW_MPERF] == 3);
	assert_true(l->place[RAW_CC6] == 1 && l->place[RAW_E_PKG] == 1);
	for (int r = 0; r < RAW__COUNT; r++)
		if (r != RAW_TSC && r != RAW_APERF && r != RAW_MPERF && r != RAW_E_PKG && r != RAW_CC6)
			assert_int_equal(l->place[r], 0);
	/* the package's energy is cpu0's to read: once, in the package's row; cpu1 has none */
	put(0, 0, RAW_E_PKG, 42);
	assert_ptr_equal(snap_raw(&snap[0], 0, RAW_E_PKG), &snap[0].val[14]);
	assert_true(snap[0].val[14].v == 42 && snap[0].val[14].err == 0);
	assert_int_equal(snap_raw(&snap[0], 1, RAW_E_PKG)->err, -ENOENT);
	put(0, 1, RAW_CC6, 7);
	assert_ptr_equal(snap_raw(&snap[0], 1, RAW_CC6), &snap[0].val[13]);
	assert_int_equal(snap_raw(&snap[0], 0, RAW_CC6)->err, -5);
	assert_int_equal(snap_raw(&snap[0], 1, RAW_PC6)->err, -ENOENT);
	assert_int_equal(snap_raw(&snap[0], 1, RAW_INTERRUPTS)->err, -ENOENT);
	assert_int_equal(snap_idle(&snap[0], 1, 2)->err, -5);
	assert_int_equal(snap_idle(&snap[0], 1, 3)->err, -ENOENT);	/* past the plan's states */
	/* laid out for a plan of one cpuidle state: a value a CPU; a copy takes the source's rows */
	snaprows_lay_out(&other, othercpu, &topo, &idle_only, 0);
	assert_int_equal(other.lay.base[RSCOPE_PKG], 2);
	snap[0].online = online[0];
	other.online = online[1];
	assert_int_equal(snapshot_copy(&other, &snap[0]), 0);
	assert_int_equal(other.lay.base[RSCOPE_PKG], 14);
	assert_true(snap_raw(&other, 0, RAW_E_PKG)->v == 42 && snap_raw(&other, 1, RAW_CC6)->v == 7);
	assert_string_equal(other.online, "0-1");
	free(other.val);
	snap[0].online = NULL;
	plan.nidle = 0;
}

/*
 * A row's delta, one a CPU: three pointers (24 bytes), the exact APERF and MPERF deltas (16), the
 * interval (8) and its end (struct hw_time, 24) are 72 bytes; the six packed dvals 6 x 9 = 54 after
 * them end at 126; offline (an int, at 128), the row's width (2 bytes) and the two one-byte flags
 * end at 136.  The block of a row's counters is apart (delta_bind()): 9 bytes each.
 */
static void test_delta_size(void **state)
{
	(void)state;
	assert_int_equal(offsetof(struct delta, irq), 72);
	assert_int_equal(offsetof(struct delta, offline), 128);
	assert_int_equal(offsetof(struct delta, w), 132);
	assert_int_equal(sizeof(struct delta), 136);
	assert_int_equal(sizeof(struct dval), 9);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_deltas_and_summary),
		cmocka_unit_test(test_deltas_by_plan),
		cmocka_unit_test(test_package_summary),
		cmocka_unit_test(test_backwards_counter),
		cmocka_unit_test(test_offline_cpu),
		cmocka_unit_test(test_proc_stat),
		cmocka_unit_test(test_irq_count),
		cmocka_unit_test(test_ecore_c6_less_c7),
		cmocka_unit_test(test_snapshot_rows_by_plan),
		cmocka_unit_test(test_delta_size),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
