/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The cpufreq driver between a governor's decision and the hardware
 * (gov/driver.c), with the kernel's request arithmetic, and the HWP
 * hardware under it (gov/hwp.c): a documented parametric model, since the
 * processor's autonomous algorithm is not public.
 *
 * Selected per governor with "--governor NAME:driver=MODE[,epp=N]".  Without
 * driver= the governor's P-state goes to the domain as it is (the part's own
 * table lookup, as before the driver layer existed).
 */
#ifndef TSNG_GOV_DRIVER_H
#define TSNG_GOV_DRIVER_H

#include <stdint.h>

#include "decode/hwp.h"
#include "gov/drivers.h"
#include "gov/gov.h"


/* struct hwp_caps (0x771) and struct hwp_request (0x774) are decode/hwp.h's (SDM Vol. 3B, 15.4). */

/* What the driver asks the hardware for: a PERF_CTL ratio, or an HWP request. */
struct drv_request {
	int is_hwp;
	int perf_ctl;			/* IA32_PERF_CTL 0x199 bits 15:8 */
	struct hwp_request hwp;
};

#define DRV_EPP_DEFAULT 128		/* the firmware's balance_performance value the seeds' kernels kept */
#define HWP_BOOST_HOLD_US 3000		/* intel_pstate.c hwp_boost_hold_time_ns: 3 ms */

/*
 * The part as a governor sees it through the driver: acpi-cpufreq's _PSS
 * table (GOV_TABLE_ACPI), no table under intel_pstate's passive modes
 * (GOV_TABLE_NONE), the part's own declaration otherwise; in kernel kver (0: the newest).
 */
void drv_governor_cpu(enum gov_driver d, int kver, const struct gov_cpu *part, struct gov_cpu *out);

/* Can this governor run on that driver (hwp_boost on or off) with those caps?  0, or -EINVAL with a reason in err. */
int drv_check(enum gov_driver d, int boost, const struct gov_ops *ops, const struct hwp_caps *caps, char *err,
	      size_t errlen);

/*
 * acpi-cpufreq's _PSS as BIOSes write it for a turbo part: entry 0 is the
 * turbo entry at base + 1 MHz (its control value the top turbo ratio; the
 * hardware then picks the bin by active cores), then base down to min.
 * Returns the entry's kHz, 0 past the end.
 */
unsigned drv_acpi_pss_khz(const struct gov_cpu *cpu, unsigned idx);
/* The _PSS control ratio written for a frequency the governor resolved to a table entry. */
int drv_acpi_perf_ctl(const struct gov_cpu *cpu, uint64_t khz);


/* intel_pstate_prepare_request(): clamp to [max(min_pstate, min_perf), max(that, max_perf)]. */
int drv_prepare_request(int pstate, int min_pstate, int min_perf, int max_perf);
/* intel_cpufreq_fast_switch(): DIV_ROUND_UP(khz, scaling), then prepared. */
int drv_intel_cpufreq_fast(const struct gov_cpu *cpu, uint64_t khz);

/* v5.9 intel_cpufreq_adjust_hwp(): min = target, max = max_perf_ratio, the rest kept. */
void drv_hwp_passive59(const struct gov_cpu *cpu, uint64_t khz, struct hwp_request *r);
/*
 * v5.11+ intel_cpufreq_adjust_perf(min_perf, target_perf, capacity) with
 * schedutil's arguments (map_util_perf(bw_dl) = 0 for CFS, map_util_perf(util)):
 * min = the lowest allowed, desired = DIV_ROUND_UP(cap_pstate x target, capacity).
 */
void drv_hwp_adjust_perf(const struct gov_cpu *cpu, const struct hwp_caps *caps, unsigned long min_perf,
			 unsigned long target_perf, unsigned long capacity, struct hwp_request *r);
/* intel_pstate_hwp_set(): powersave min = min_perf, max = max_perf, EPP kept; performance min = max, EPP 0. */
void drv_hwp_active(const struct gov_cpu *cpu, int performance, unsigned epp, struct hwp_request *r);

/*
 * The driver's request after one governor decision.  st holds what the
 * driver keeps between calls (hwp_req_cached); epp < 0: DRV_EPP_DEFAULT.
 */
void drv_apply(enum gov_driver drv, const struct gov_inst *g, const struct gov_cpu *cpu, const struct hwp_caps *caps,
	       const struct gov_decision *d, struct drv_request *req);
/* The request before any decision (HWP: what the driver writes at init). */
void drv_init(enum gov_driver drv, const struct gov_inst *g, const struct gov_cpu *cpu, const struct hwp_caps *caps,
	      struct drv_request *req);

/* hwp_boost (intel_pstate.c, v4.18+): per-CPU state of intel_pstate_update_util_hwp(). */
struct hwp_boost {
	unsigned boost_min;		/* cpu->hwp_boost_min; 0: not boosted */
	uint64_t last_update_us, last_io_update_us;
};
/*
 * One update_util call at now_us (iowait: SCHED_CPUFREQ_IOWAIT) on the
 * cached request: boosts or drops the HWP min; returns the min the
 * hardware now sees.
 */
unsigned drv_hwp_boost_update(struct hwp_boost *b, const struct hwp_request *cached, const struct hwp_caps *caps,
			      uint64_t now_us, int iowait);

/*
 * The autonomous HWP controller (gov/hwp.c).  Every eval_us the hardware
 * averages C0 activity over an activity window (an exponential average
 * with time constant window_us), maps it to a performance level between
 * the request's min and max through an EPP-dependent gain, and moves its
 * level toward that with separate up and down time constants.  A non-zero
 * desired replaces the activity map as the target.  The caller hands the
 * parameters: hwp_model_default's are model choices, declared in gov/hwp.c
 * with why; fitted ones live with their fit (the simulator's: sim/hwp_fit.h).
 */
struct hwp_model {
	unsigned eval_us, window_us, up_tau_us, down_tau_us;
	double gain_epp0, gain_epp255;	/* perf fraction of [min, max] per unit activity */
};
extern const struct hwp_model hwp_model_default;	/* declared choices (gov/hwp.c); AMD CPPC */

struct hwp_core {
	double activity;		/* 0..1 */
	double perf;			/* the level the hardware runs this core at */
};
void hwp_core_init(struct hwp_core *h, const struct hwp_request *r);
/* One evaluation: busy_ns of C0 in the last eval_us; returns the level (ratio) now chosen. */
int hwp_core_eval(const struct hwp_model *m, struct hwp_core *h, const struct hwp_request *r, uint64_t busy_ns);

#endif
