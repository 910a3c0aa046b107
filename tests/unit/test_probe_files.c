// SPDX-License-Identifier: GPL-2.0-only
/*
 * msr/probe_files.c: which drm and low-power idle file each counter is read
 * from, in the order of turbostat.c probe_graphics() and process_cpuid()
 * (2025.12), on fake machines that hold only the files each case names.
 * The recordings tests/recordings/mtl-155h-i915.rec (i915 gt0/gt1 on card0)
 * and lnl-258v-xe.rec (Xe) and the tree tests/sysroot/drm-xe (Xe whose gt0
 * is the media GT) cover the common layouts end to end; these cases cover
 * the rest: i915 on card1, the older i915 files with their fb0 fallback, an
 * Xe gt0 of unknown name, and that only the counters asked for are looked up.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <errno.h>
#include <string.h>

#include "msr/probe_files.h"

#define DRM "/sys/class/drm/card"
#define FB0 "/sys/class/graphics/fb0/device/drm/card0/"
#define XE0 DRM "0/device/tile0/gt0/"
#define SYS_LPI "/sys/devices/system/cpu/cpuidle/low_power_idle_system_residency_us"
#define SLP_S0 "/sys/kernel/debug/pmc_core/slp_s0_residency_usec"

/* The machine: NULL-terminated pairs of path and text. */
struct fake {
	const char *const *files;
	int reads;
};

static long fake_read_file(struct hw *hw, const char *path, char *buf, size_t size)
{
	struct fake *f = hw->priv;

	f->reads++;
	for (const char *const *p = f->files; *p; p += 2) {
		size_t n = strlen(p[1]);

		if (strcmp(*p, path))
			continue;
		if (n + 1 > size)
			return -EFBIG;
		memcpy(buf, p[1], n + 1);
		return (long)n;
	}
	return -ENOENT;
}

static const struct hw_ops fake_ops = { .name = "fake", .read_file = fake_read_file };

static const enum raw_id all[] = { RAW_GFX_RC6, RAW_GFX_MHZ, RAW_GFX_AMHZ, RAW_SAM_MC6, RAW_SAM_MHZ,
				   RAW_SAM_AMHZ, RAW_SYS_LPI };

/* Asks for every probed counter on a machine holding @files. */
static void probe(const char *const *files, struct probe_result *res)
{
	struct fake f = { files, 0 };
	struct hw hw = { &fake_ops, &f };
	struct probe_request req = { 0 };

	for (size_t i = 0; i < sizeof(all) / sizeof(all[0]); i++)
		req.file[all[i]] = true;
	memset(res, 0, sizeof(*res));
	probe_files(&hw, &req, res);
	for (size_t i = 0; i < sizeof(all) / sizeof(all[0]); i++)
		assert_true(res->asked_file[all[i]]);
}

/* i915 found on card1 (card0 is a display-only device): gt0 is GFX, gt1 SAM. */
static void test_i915_card1(void **state)
{
	static const char *const files[] = {
		DRM "0/dev", "226:0",
		DRM "1/gt/gt0/rc6_residency_ms", "10", DRM "1/gt/gt0/rps_cur_freq_mhz", "300",
		DRM "1/gt/gt0/rps_act_freq_mhz", "0", DRM "1/gt/gt1/rc6_residency_ms", "20",
		DRM "1/gt/gt1/rps_cur_freq_mhz", "400",
		NULL,
	};
	struct probe_result r;

	(void)state;
	probe(files, &r);
	assert_string_equal(r.file[RAW_GFX_RC6], DRM "1/gt/gt0/rc6_residency_ms");
	assert_string_equal(r.file[RAW_GFX_MHZ], DRM "1/gt/gt0/rps_cur_freq_mhz");
	assert_string_equal(r.file[RAW_GFX_AMHZ], DRM "1/gt/gt0/rps_act_freq_mhz");
	assert_string_equal(r.file[RAW_SAM_MC6], DRM "1/gt/gt1/rc6_residency_ms");
	assert_string_equal(r.file[RAW_SAM_MHZ], DRM "1/gt/gt1/rps_cur_freq_mhz");
	assert_string_equal(r.file[RAW_SAM_AMHZ], "");	/* gt1 has no rps_act_freq_mhz here */
	assert_string_equal(r.file[RAW_SYS_LPI], "");
}

/* The older i915 files: the frequencies fall back to fb0's card0 one by one; no media GT. */
static void test_i915_legacy(void **state)
{
	static const char *const files[] = {
		DRM "0/power/rc6_residency_ms", "123", FB0 "gt_cur_freq_mhz", "350", DRM "0/gt_act_freq_mhz", "340",
		FB0 "gt_act_freq_mhz", "1", SLP_S0, "5", NULL,
	};
	struct probe_result r;

	(void)state;
	probe(files, &r);
	assert_string_equal(r.file[RAW_GFX_RC6], DRM "0/power/rc6_residency_ms");
	assert_string_equal(r.file[RAW_GFX_MHZ], FB0 "gt_cur_freq_mhz");
	assert_string_equal(r.file[RAW_GFX_AMHZ], DRM "0/gt_act_freq_mhz");
	assert_string_equal(r.file[RAW_SAM_MC6], "");
	assert_string_equal(r.file[RAW_SAM_MHZ], "");
	assert_string_equal(r.file[RAW_SYS_LPI], SLP_S0);
}

/* An Xe gt0 named neither gt0-rc nor gt0-mc is passed over for i915's files. */
static void test_xe_unknown_name(void **state)
{
	static const char *const files[] = {
		XE0 "gtidle/idle_residency_ms", "1", XE0 "gtidle/name", "gt0-xx", XE0 "freq0/cur_freq", "9",
		DRM "0/gt/gt0/rc6_residency_ms", "2", DRM "0/gt/gt0/rps_cur_freq_mhz", "500",
		SYS_LPI, "7", SLP_S0, "8", NULL,
	};
	struct probe_result r;

	(void)state;
	probe(files, &r);
	assert_string_equal(r.file[RAW_GFX_RC6], DRM "0/gt/gt0/rc6_residency_ms");
	assert_string_equal(r.file[RAW_GFX_MHZ], DRM "0/gt/gt0/rps_cur_freq_mhz");
	assert_string_equal(r.file[RAW_SYS_LPI], SYS_LPI);	/* sysfs before debugfs */
}

/* Only the counters asked for are looked up: SYS%LPI alone reads no drm file. */
static void test_only_asked(void **state)
{
	static const char *const files[] = { DRM "0/power/rc6_residency_ms", "1", SYS_LPI, "7", NULL };
	struct fake f = { files, 0 };
	struct hw hw = { &fake_ops, &f };
	struct probe_request req = { 0 };
	struct probe_result r = { 0 };

	(void)state;
	req.file[RAW_SYS_LPI] = true;
	probe_files(&hw, &req, &r);
	assert_string_equal(r.file[RAW_SYS_LPI], SYS_LPI);
	assert_string_equal(r.file[RAW_GFX_RC6], "");
	assert_false(r.asked_file[RAW_GFX_RC6]);
	assert_int_equal(f.reads, 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_i915_card1),
		cmocka_unit_test(test_i915_legacy),
		cmocka_unit_test(test_xe_unknown_name),
		cmocka_unit_test(test_only_asked),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
