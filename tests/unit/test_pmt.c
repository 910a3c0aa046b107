// SPDX-License-Identifier: GPL-2.0-only
/*
 * Where decode/plan.c finds the Intel PMT counters (Die%c6, CPU%c1e) from
 * the probe's list of /sys/class/intel_pmt/telemN files: the files of the
 * counter's GUID, in telemN order, are its sequence numbers
 * (turbostat.c pmt_add_guid()); the first word must lie inside the first
 * file (pmt_add_counter()); a file whose data offset is not 0 (probed as
 * size 0) is not used.  And a backend without read_at answers -EOPNOTSUPP.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <errno.h>

#include "hw.h"
#include "decode/plan.h"

#define MTL_DC6 0x1a067102u	/* turbostat.c PMT_MTL_DC6_GUID */
#define CWF_MC1E 0x14421519u	/* PMT_CWF_MC1E_GUID */

/* The plan of both PMT counters on an Intel part whose telemN files have @guid and @size. */
static struct plan pmt_plan(int n, const uint32_t *guid, const uint64_t *size)
{
	struct cpu_ident id = { .vendor = VENDOR_INTEL, .family = 6, .model = 0xAA };
	struct platform_features pf = { 0 };
	struct plan_inputs in = { .defs = raw_defs, .pf = &pf, .id = &id, .npkg = 1 };
	struct probe_result got = { 0 };
	struct probe_request req;
	rawset need = { 0 };
	struct plan p;

	rawset_add(&need, RAW_DIE_C6);
	rawset_add(&need, RAW_CPU_C1E);
	while (plan_probe_request(&in, &need, &got, &req, &p)) {
		assert_true(req.pmt);
		got.asked_pmt = true;
		got.pmt_n = n;
		for (int i = 0; i < n; i++) {
			got.pmt_guid[i] = guid[i];
			got.pmt_size[i] = size[i];
		}
	}
	plan_build(&in, &need, &got, &p);
	return p;
}

static void test_pmt_plan_mtl(void **state)
{
	static const uint32_t guid[] = { 0x12345678, MTL_DC6 };
	static const uint64_t size[] = { 4096, 1024 };
	struct plan p = pmt_plan(2, guid, size);

	(void)state;
	assert_int_equal(p.src[RAW_DIE_C6].kind, SRC_PMT);
	assert_int_equal(plan_pmt(&p, RAW_DIE_C6)->file[0], 1);	/* telem1: the GUID's first file */
	assert_int_equal(plan_pmt(&p, RAW_DIE_C6)->file[1], -1);
	assert_int_equal(plan_pmt(&p, RAW_DIE_C6)->off, 120);
	assert_true(plan_pmt(&p, RAW_DIE_C6)->pkg0_only);
	assert_int_equal(p.src[RAW_CPU_C1E].kind, SRC_NONE);	/* no file of its GUID */
}

static void test_pmt_plan_cwf(void **state)
{
	/* three CWF files: 96 modules' worth would span them as sequence numbers 0, 1, 2 */
	static const uint32_t guid[] = { CWF_MC1E, MTL_DC6, CWF_MC1E, CWF_MC1E };
	static const uint64_t size[] = { 21504, 64, 21504, 21504 };
	struct plan p = pmt_plan(4, guid, size);

	(void)state;
	assert_int_equal(p.src[RAW_CPU_C1E].kind, SRC_PMT);
	assert_int_equal(plan_pmt(&p, RAW_CPU_C1E)->file[0], 0);
	assert_int_equal(plan_pmt(&p, RAW_CPU_C1E)->file[1], 2);
	assert_int_equal(plan_pmt(&p, RAW_CPU_C1E)->file[2], 3);
	assert_int_equal(plan_pmt(&p, RAW_CPU_C1E)->off, 20936);
	assert_int_equal(plan_pmt(&p, RAW_CPU_C1E)->step, 24);
	assert_int_equal(plan_pmt(&p, RAW_CPU_C1E)->cpus_per_step, 4);
	assert_int_equal(plan_pmt(&p, RAW_CPU_C1E)->steps_per_file, 12);
	/* byte 120 + 8 does not fit the 64-byte MTL file: skipped, as pmt_add_counter() does */
	assert_int_equal(p.src[RAW_DIE_C6].kind, SRC_NONE);
}

static void test_pmt_plan_unusable(void **state)
{
	static const uint32_t guid[] = { MTL_DC6, CWF_MC1E };
	static const uint64_t size[] = { 0, 21504 };	/* telem0's data offset was not 0 */
	struct plan p = pmt_plan(2, guid, size);

	(void)state;
	assert_int_equal(p.src[RAW_DIE_C6].kind, SRC_NONE);
	assert_int_equal(p.src[RAW_CPU_C1E].kind, SRC_PMT);
	p = pmt_plan(0, guid, size);	/* no intel_pmt class at all */
	assert_int_equal(p.src[RAW_DIE_C6].kind, SRC_NONE);
	assert_int_equal(p.src[RAW_CPU_C1E].kind, SRC_NONE);
}

/* Both counters at once keep their own places (the plan's pmt[], apart from its sources). */
static void test_pmt_plan_both(void **state)
{
	static const uint32_t guid[] = { MTL_DC6, CWF_MC1E };
	static const uint64_t size[] = { 1024, 21504 };
	struct plan p = pmt_plan(2, guid, size);
	int places = 0;

	(void)state;
	assert_int_equal(p.src[RAW_DIE_C6].kind, SRC_PMT);
	assert_int_equal(p.src[RAW_CPU_C1E].kind, SRC_PMT);
	assert_int_equal(plan_pmt(&p, RAW_DIE_C6)->file[0], 0);
	assert_int_equal(plan_pmt(&p, RAW_DIE_C6)->off, 120);
	assert_int_equal(plan_pmt(&p, RAW_CPU_C1E)->file[0], 1);
	assert_int_equal(plan_pmt(&p, RAW_CPU_C1E)->off, 20936);
	/* room for every counter with a PMT place (raw_defs: Die%c6 and CPU%c1e) */
	for (int r = 0; r < RAW__COUNT; r++)
		places += raw_defs[r].pmt != NULL;
	assert_int_equal(places, 2);
	assert_true(places <= RAW_PMT_MAX);
}

static int pmt_close_nothing(struct hw *hw)
{
	(void)hw;
	return 0;
}

static void test_pmt_missing_op(void **state)
{
	static const struct hw_ops ops = { .name = "no-pmt", .close = pmt_close_nothing };
	struct hw hw = { .ops = &ops };
	uint64_t v = 7;

	(void)state;
	assert_int_equal(hw_read_at(&hw, "/sys/class/intel_pmt/telem0/telem", 120, &v), -EOPNOTSUPP);
	assert_int_equal(v, 7);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_pmt_plan_mtl),
		cmocka_unit_test(test_pmt_plan_cwf),
		cmocka_unit_test(test_pmt_plan_unusable),
		cmocka_unit_test(test_pmt_plan_both),
		cmocka_unit_test(test_pmt_missing_op),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
