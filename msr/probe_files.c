// SPDX-License-Identifier: GPL-2.0-only
/*
 * Counter files whose path depends on the machine, found in the order of
 * turbostat.c probe_graphics() and process_cpuid() (2025.12):
 *
 *  - Xe (drivers/gpu/drm/xe/xe_gt_idle.c, xe_gt_freq.c): card0/device/tile0/gtN
 *    with gtidle/idle_residency_ms and freq0/{cur,act}_freq; gtidle/name
 *    "gt0-rc" says gt0 is the render GT (GFX), "gt0-mc" the media GT (SAM),
 *    and gt1 is the other one.
 *  - i915 (drivers/gpu/drm/i915/gt/intel_gt_sysfs_pm.c): the first of card0,
 *    card1 with gt/gt0/rc6_residency_ms; gt0 is GFX, gt1 SAM, each with
 *    rc6_residency_ms and rps_{cur,act}_freq_mhz.
 *  - older i915: card0/power/rc6_residency_ms and card0/gt_{cur,act}_freq_mhz,
 *    the frequencies also under /sys/class/graphics/fb0/device/drm/card0.
 *  - SYS%LPI: cpuidle low_power_idle_system_residency_us, else the debugfs
 *    pmc_core/slp_s0_residency_usec (drivers/platform/x86/intel/pmc/core.c).
 *
 * A file counts as there when it reads, as turbostat's access(R_OK) does.
 */
#include <stdio.h>
#include <string.h>

#include "msr/probe_files.h"

#define DRM "/sys/class/drm/card"
#define I915_CARDS 2		/* turbostat.c GFX_MAX_CARDS */

/* The render GT's counters, then the media GT's: idle residency, requested MHz, actual MHz. */
static const enum raw_id gt_ids[2][3] = {
	{ RAW_GFX_RC6, RAW_GFX_MHZ, RAW_GFX_AMHZ },
	{ RAW_SAM_MC6, RAW_SAM_MHZ, RAW_SAM_AMHZ },
};

static bool readable(struct hw *hw, const char *path)
{
	char text[64];

	return hw_read_str(hw, path, text, sizeof(text)) == 0;
}

/* Takes @path for counter @r when it was asked for, is not yet found and reads. */
static void take(struct hw *hw, const struct probe_request *req, struct probe_result *res, enum raw_id r,
		 const char *path)
{
	if (req->file[r] && !res->file[r][0] && readable(hw, path))
		snprintf(res->file[r], sizeof(res->file[r]), "%s", path);
}

/* One GT's three files: @dir + each of @names, for the counters of @which (0 GFX, 1 SAM). */
static void take_gt(struct hw *hw, const struct probe_request *req, struct probe_result *res, int which,
		    const char *dir, const char *const names[3])
{
	char path[RAW_PATH_MAX];

	for (int k = 0; k < 3; k++) {
		snprintf(path, sizeof(path), "%s/%s", dir, names[k]);
		take(hw, req, res, gt_ids[which][k], path);
	}
}

static bool probe_xe(struct hw *hw, const struct probe_request *req, struct probe_result *res)
{
	static const char *const names[3] = { "gtidle/idle_residency_ms", "freq0/cur_freq", "freq0/act_freq" };
	char name[16];
	int gt0_media;

	if (!readable(hw, DRM "0/device/tile0/gt0/gtidle/idle_residency_ms") ||
	    hw_read_str(hw, DRM "0/device/tile0/gt0/gtidle/name", name, sizeof(name)))
		return false;
	if (!strncmp(name, "gt0-rc", 6))
		gt0_media = 0;
	else if (!strncmp(name, "gt0-mc", 6))
		gt0_media = 1;
	else
		return false;
	take_gt(hw, req, res, gt0_media, DRM "0/device/tile0/gt0", names);
	take_gt(hw, req, res, !gt0_media, DRM "0/device/tile0/gt1", names);
	return true;
}

static bool probe_i915(struct hw *hw, const struct probe_request *req, struct probe_result *res)
{
	static const char *const names[3] = { "rc6_residency_ms", "rps_cur_freq_mhz", "rps_act_freq_mhz" };
	char dir[64], path[96];

	for (int card = 0; card < I915_CARDS; card++) {
		snprintf(path, sizeof(path), DRM "%d/gt/gt0/rc6_residency_ms", card);
		if (!readable(hw, path))
			continue;
		for (int gt = 0; gt < 2; gt++) {
			snprintf(dir, sizeof(dir), DRM "%d/gt/gt%d", card, gt);
			take_gt(hw, req, res, gt, dir, names);
		}
		return true;
	}
	return false;
}

static void probe_i915_legacy(struct hw *hw, const struct probe_request *req, struct probe_result *res)
{
	take(hw, req, res, RAW_GFX_RC6, DRM "0/power/rc6_residency_ms");
	take(hw, req, res, RAW_GFX_MHZ, DRM "0/gt_cur_freq_mhz");
	take(hw, req, res, RAW_GFX_MHZ, "/sys/class/graphics/fb0/device/drm/card0/gt_cur_freq_mhz");
	take(hw, req, res, RAW_GFX_AMHZ, DRM "0/gt_act_freq_mhz");
	take(hw, req, res, RAW_GFX_AMHZ, "/sys/class/graphics/fb0/device/drm/card0/gt_act_freq_mhz");
}

void probe_files(struct hw *hw, const struct probe_request *req, struct probe_result *res)
{
	bool drm = false;

	for (int g = 0; g < 2; g++)
		for (int k = 0; k < 3; k++)
			drm |= req->file[gt_ids[g][k]];
	if (drm && !probe_xe(hw, req, res) && !probe_i915(hw, req, res))
		probe_i915_legacy(hw, req, res);
	take(hw, req, res, RAW_SYS_LPI, "/sys/devices/system/cpu/cpuidle/low_power_idle_system_residency_us");
	take(hw, req, res, RAW_SYS_LPI, "/sys/kernel/debug/pmc_core/slp_s0_residency_usec");
	for (int r = 0; r < RAW__COUNT; r++)
		res->asked_file[r] |= req->file[r];
}
