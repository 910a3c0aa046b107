// SPDX-License-Identifier: GPL-2.0-only
/*
 * Adding a column from a new MSR takes one counter row and one column row
 * (docs/hacking.md).  This test builds such a pair in test-only tables and
 * runs it through the real pipeline: the column's needs -> decode/plan.c ->
 * msr/sample.c (through a fake struct hw) -> decode/derive.c -> the cell.
 *
 * The counter is MSR_PPERF 0x64E, "productive performance count"
 * (arch/x86/include/asm/msr-index.h, "Hardware P state interface"; SDM
 * vol. 4, the MSRs of the 6th generation Core processors and later), the
 * column "Prod%" = 100 * dPPERF / dAPERF, an Intel-only counter.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <errno.h>
#include <string.h>

#include "decode/columns.h"
#include "decode/derive.h"
#include "decode/plan.h"
#include "msr/sample.h"
#include "deltas.h"

/* The test table's ids: APERF where the real table has it, PPERF in a slot derive.c treats as any other. */
#define T_APERF RAW_APERF
#define T_PPERF RAW_SMI

static const struct raw_def test_raws[RAW__COUNT] = {
	[T_APERF] = { "aperf", RSCOPE_CPU, SUM_AVG, KIND_COUNTER, 64, .intel = { ON_ALWAYS, 0, 0xE8, NULL },
		      .amd = { ON_ALWAYS, 0, 0xE8, NULL } },	/* IA32_APERF */
	[T_PPERF] = { "pperf", RSCOPE_CPU, SUM_AVG, KIND_COUNTER, 64, .intel = { ON_ALWAYS, 0, 0x64E, NULL } },	/* MSR_PPERF */
};

static void c_prod(const struct col_env *e, struct cell *c)
{
	const struct dval *p = delta_raw(e->d, T_PPERF), *a = delta_raw(e->d, T_APERF);

	if (p->st == DS_OK && a->st == DS_OK && a->v > 0) {
		c->v = 100.0 * p->v / a->v;
		c->st = CELL_OK;
	}
}

static const struct col_def test_cols[] = {
	{ "Prod%", NULL, CS_CPU, 0, FMT_PCT, false, "productive share of active cycles", c_prod, "PPERF / APERF",
	  { [T_APERF] = true, [T_PPERF] = true } },
};

/* A one-CPU machine whose two snapshots read APERF 1e9 -> 3e9 and PPERF 0 -> 1.5e9, one second apart. */
struct fake {
	int snap;
	int reads;
};

static int fake_read_msr(struct hw *hw, int cpu, uint32_t reg, uint64_t *val)
{
	struct fake *f = hw->priv;

	(void)cpu;
	f->reads++;
	if (reg == 0xE8)
		*val = f->snap ? 3000000000ull : 1000000000ull;
	else if (reg == 0x64E)
		*val = f->snap ? 1500000000ull : 0;
	else
		return -EIO;
	return 0;
}

/* Only the online list: "0". */
static long fake_read_file(struct hw *hw, const char *path, char *buf, size_t size)
{
	(void)hw;
	if (strcmp(path, "/sys/devices/system/cpu/online") || size < 3)
		return -ENOENT;
	memcpy(buf, "0\n", 3);
	return 2;
}

static int fake_pin(struct hw *hw, int cpu)
{
	(void)hw, (void)cpu;
	return 0;
}

static int fake_now(struct hw *hw, struct hw_time *t)
{
	struct fake *f = hw->priv;

	*t = (struct hw_time){ .mono_ns = (uint64_t)f->snap * 1000000000u };
	return 0;
}

static int fake_snapshot(struct hw *hw, struct hw_time *t)
{
	return fake_now(hw, t);
}

static const struct hw_ops fake_ops = {
	.name = "fake", .read_msr = fake_read_msr, .read_file = fake_read_file, .pin = fake_pin,
	.snapshot = fake_snapshot, .now = fake_now,
};

static struct topo_cpu cpus[1] = { { .cpu = 0, .first_in_core = 1, .first_in_pkg = 1 } };
static const struct topology topo = { .n = 1, .cpu = cpus, .ncore = 1, .npkg = 1, .max_cpu = 1 };

static void plan_for(enum vendor v, bool enabled, struct plan *p)
{
	struct cpu_ident id = { .vendor = v, .family = 6, .model = 0x55 };
	struct plan_inputs in = { .defs = test_raws, .pf = platform_lookup(&id), .id = &id, .npkg = 1, .msr_ok = 1 };
	struct probe_result got = { 0 };
	colset cols = { 0 };
	rawset need;

	if (enabled)
		colset_add(&cols, 0);
	columns_needs(test_cols, 1, &cols, &need);
	plan_build(&in, &need, &got, p);
}

/* The column's needs decide the plan: PPERF is read from 0x64E on Intel, not at all otherwise. */
static void test_new_counter_plan(void **state)
{
	struct plan p;

	(void)state;
	plan_for(VENDOR_INTEL, true, &p);
	assert_int_equal(p.src[T_PPERF].kind, SRC_MSR);
	assert_int_equal(p.src[T_PPERF].msr, 0x64E);
	assert_int_equal(p.src[T_APERF].msr, 0xE8);
	assert_int_equal(p.src[RAW_TSC].kind, SRC_NONE);	/* not needed: not read */
	plan_for(VENDOR_AMD, true, &p);
	assert_int_equal(p.src[T_PPERF].kind, SRC_NONE);	/* the row has no AMD source */
	assert_int_equal(p.src[T_APERF].kind, SRC_MSR);
	plan_for(VENDOR_INTEL, false, &p);
	assert_int_equal(p.src[T_PPERF].kind, SRC_NONE);	/* column off: counter not read */
}

/* Sampled, derived and computed: dPPERF 1.5e9 / dAPERF 2e9 = 75.00 %, on the CPU row and the summary. */
static void test_new_counter_column(void **state)
{
	struct fake f = { 0 };
	struct hw hw = { .ops = &fake_ops, .priv = &f };
	struct snapshot snap[2];
	struct delta d[1] = { 0 }, sum = { 0 };
	struct plan p;
	struct cell cell = { 0 };
	char notice[128];

	(void)state;
	plan_for(VENDOR_INTEL, true, &p);
	for (int s = 0; s < 2; s++) {
		assert_int_equal(snapshot_alloc(&snap[s], 1), 0);
		f.snap = s;
		assert_int_equal(sample_take(&hw, &topo, &p, &snap[s]), 0);
	}
	assert_int_equal(f.reads, 4);	/* APERF and PPERF, twice: nothing else */
	struct derive_ctx ctx = { .defs = test_raws, .topo = &topo, .plan = &p, .tsc_tweak = 1, .mperf_mult = 1 };

	deltas_bind(&p, d, 1, &sum);
	derive_interval(&ctx, &snap[0], &snap[1], NULL, NULL, d, &sum, notice, sizeof(notice));
	assert_string_equal(notice, "");
	assert_true(delta_raw(&d[0], T_PPERF)->st == DS_OK && delta_raw(&d[0], T_PPERF)->v == 1.5e9);
	test_cols[0].compute(&(struct col_env){ .ctx = &ctx, .d = &d[0], .cpu = &cpus[0] }, &cell);
	assert_int_equal(cell.st, CELL_OK);
	assert_true(cell.v == 75.0);
	cell = (struct cell){ 0 };
	test_cols[0].compute(&(struct col_env){ .ctx = &ctx, .d = &sum }, &cell);
	assert_true(cell.st == CELL_OK && cell.v == 75.0);
	snapshot_free(&snap[0]);
	snapshot_free(&snap[1]);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_new_counter_plan),
		cmocka_unit_test(test_new_counter_column),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
