// SPDX-License-Identifier: GPL-2.0-only
/*
 * cpufreq driver request arithmetic (gov/driver.h), after
 * drivers/cpufreq/acpi-cpufreq.c and drivers/cpufreq/intel_pstate.c.
 * Default limits throughout: min_perf_ratio = min_pstate and max_perf_ratio
 * = the top P-state (turbo, or max_pstate with no_turbo), as the policy's
 * cpuinfo limits give them when nobody writes scaling_{min,max}_freq.
 */
#include <errno.h>
#include <string.h>

#include "gov_impl.h"
#include "gov/amd_cppc.h"
#include "gov/driver.h"

int drv_check(enum gov_driver d, int boost, const struct gov_ops *ops, const struct hwp_caps *caps, char *err,
	      size_t errlen)
{
	if (boost && d != DRV_HWP_ACTIVE) {
		snprintf(err, errlen, "hwp_boost=1 needs driver hwp-active (intel_pstate's active mode)");
		return -EINVAL;
	}
	if (d == DRV_DIRECT)
		return 0;
	if (drv_needs_hwp(d) && (!caps || !caps->highest)) {
		snprintf(err, errlen, "driver %s needs a part with HWP (see --simulate list)", drv_name(d));
		return -EINVAL;
	}
	int active = d == DRV_HWP_ACTIVE || d == DRV_AMD_ACTIVE;

	if (!(ops->traits & (active ? GOV_ACTIVE_POWERSAVE | GOV_ACTIVE_PERFORMANCE : GOV_CPUFREQ))) {
		snprintf(err, errlen, "governor %s cannot run on driver %s (%s)", ops->name, drv_name(d),
			 active ? "active mode has only performance and powersave"
					     : "a cpufreq governor: schedutil, ondemand, conservative, performance, powersave");
		return -EINVAL;
	}
	return 0;
}

void drv_governor_cpu(enum gov_driver d, int kver, const struct gov_cpu *part, struct gov_cpu *out)
{
	/* acpi-cpufreq on AMD: the hardware P-state table in kHz (gov/amd_cppc.c) */
	if (d == DRV_ACPI && !part->bclk_khz) {
		amd_acpi_view(part, kver, out);
		return;
	}
	*out = *part;
	if (d == DRV_ACPI)
		out->freq_table = GOV_TABLE_ACPI;
	else if (d == DRV_INTEL_CPUFREQ || d == DRV_HWP_PASSIVE_59 || d == DRV_HWP_PASSIVE)
		out->freq_table = GOV_TABLE_NONE;
}

unsigned drv_acpi_pss_khz(const struct gov_cpu *cpu, unsigned idx)
{
	unsigned base = cpu->max_pstate_physical, turbo = cpu->turbo_pstate > base && !cpu->no_turbo;

	if (idx == 0 && turbo)
		return base * cpu->bclk_khz + 1000;
	unsigned ratio = base - (idx - turbo);
	if (idx - turbo > base - cpu->min_pstate)
		return 0;
	return ratio * cpu->bclk_khz;
}

int drv_acpi_perf_ctl(const struct gov_cpu *cpu, uint64_t khz)
{
	uint64_t base_khz = (uint64_t)cpu->max_pstate_physical * cpu->bclk_khz;

	/* the turbo entry's control value asks for the top bin; the cores get what TRL allows */
	if (khz > base_khz)
		return (int)gov_top_pstate(cpu);
	return (int)(khz / cpu->bclk_khz);
}

int drv_prepare_request(int pstate, int min_pstate, int min_perf, int max_perf)
{
	int lo = min_pstate > min_perf ? min_pstate : min_perf;
	int hi = lo > max_perf ? lo : max_perf;

	return pstate < lo ? lo : pstate > hi ? hi : pstate;
}

static int drv_prepared(const struct gov_cpu *cpu, int pstate)
{
	return drv_prepare_request(pstate, (int)cpu->min_pstate, (int)cpu->min_pstate, (int)gov_top_pstate(cpu));
}

int drv_intel_cpufreq_fast(const struct gov_cpu *cpu, uint64_t khz)
{
	return drv_prepared(cpu, (int)((khz + cpu->bclk_khz - 1) / cpu->bclk_khz));
}

void drv_hwp_passive59(const struct gov_cpu *cpu, uint64_t khz, struct hwp_request *r)
{
	r->min = (unsigned)drv_intel_cpufreq_fast(cpu, khz);
	r->max = gov_top_pstate(cpu);
}

void drv_hwp_adjust_perf(const struct gov_cpu *cpu, const struct hwp_caps *caps, unsigned long min_perf,
			 unsigned long target_perf, unsigned long capacity, struct hwp_request *r)
{
	unsigned long cap = cpu->no_turbo ? caps->guaranteed : caps->highest;
	unsigned long target = cap, min = cap, max;

	if (target_perf < capacity)
		target = (cap * target_perf + capacity - 1) / capacity;
	if (min_perf < capacity)
		min = (cap * min_perf + capacity - 1) / capacity;
	/* pstate.min_pstate, then min_perf_ratio: both min_pstate under default limits */
	if (min < cpu->min_pstate)
		min = cpu->min_pstate;
	max = cap < gov_top_pstate(cpu) ? cap : gov_top_pstate(cpu);
	if (max < min)
		max = min;
	target = target < min ? min : target > max ? max : target;
	r->min = (unsigned)min;
	r->max = (unsigned)max;
	r->desired = (unsigned)target;
}

void drv_hwp_active(const struct gov_cpu *cpu, int performance, unsigned epp, struct hwp_request *r)
{
	r->max = gov_top_pstate(cpu);
	r->min = performance ? r->max : cpu->min_pstate;
	r->desired = 0;
	r->epp = performance ? 0 : epp;
}

static unsigned drv_epp(const struct gov_inst *g)
{
	return g->epp < 0 ? DRV_EPP_DEFAULT : (unsigned)g->epp;
}

/* The active driver's performance policy (min = max, EPP 0) rather than its powersave. */
static int drv_performance(const struct gov_inst *g)
{
	return (g->ops->traits & GOV_ACTIVE_PERFORMANCE) != 0;
}

/* CPUFREQ_GOV_DYNAMIC_SWITCHING: the governors that change the frequency (guided mode moves them to min). */
static int drv_amd_dynamic(const struct gov_inst *g)
{
	return !(g->ops->traits & GOV_LOAD_BLIND);
}

/*
 * amd-pstate passive or guided after one decision: schedutil's fast path
 * (adjust_perf: a part with CPPC MSRs, frequency invariance) or
 * amd_pstate_update_freq() from the governor's kHz.  Guided on shared memory
 * leaves EPP to the firmware (only active mode writes it): the model takes
 * DRV_EPP_DEFAULT there, a choice.
 */
static void drv_amd_apply(enum gov_driver drv, const struct gov_inst *g, const struct gov_cpu *cpu,
			  const struct gov_decision *d, struct drv_request *req)
{
	int guided = drv == DRV_AMD_GUIDED && drv_amd_dynamic(g), f1, f2;
	int64_t util = gov_trace_get(d, "util", &f1), boost = gov_trace_get(d, "boost", &f2);

	if ((g->ops->traits & GOV_ADJUST_PERF) && f1 && f2 && !cpu->cppc_shmem && gov_invariant(g)) {
		uint64_t u = (uint64_t)(util > boost ? util : boost);

		amd_adjust_perf(cpu, guided, 0, (unsigned long)(u + (u >> 2)), 1024, &req->hwp);
	} else {
		amd_target(cpu, guided, d->khz, &req->hwp);
	}
	if (drv == DRV_AMD_GUIDED && cpu->cppc_shmem)
		req->hwp.epp = DRV_EPP_DEFAULT;
	req->perf_ctl = (int)req->hwp.desired;
}

void drv_init(enum gov_driver drv, const struct gov_inst *g, const struct gov_cpu *cpu, const struct hwp_caps *caps,
	      struct drv_request *req)
{
	(void)caps;
	memset(req, 0, sizeof(*req));
	req->perf_ctl = (int)cpu->min_pstate;
	if (drv == DRV_AMD_GUIDED || drv == DRV_AMD_ACTIVE) {
		/* the platform picks the level: the autonomous controller runs (gov/hwp.c) */
		req->is_hwp = 1;
		if (drv == DRV_AMD_ACTIVE)
			amd_epp_limits(cpu, drv_performance(g), drv_epp(g), &req->hwp);
		else
			amd_target(cpu, drv_amd_dynamic(g), gov_pstate_khz(cpu, (int)cpu->min_pstate), &req->hwp);
		if (drv == DRV_AMD_GUIDED && cpu->cppc_shmem)
			req->hwp.epp = DRV_EPP_DEFAULT;
		return;
	}
	if (!drv_needs_hwp(drv))
		return;
	req->is_hwp = 1;
	drv_hwp_active(cpu, drv == DRV_HWP_ACTIVE && drv_performance(g), drv_epp(g), &req->hwp);
}

void drv_apply(enum gov_driver drv, const struct gov_inst *g, const struct gov_cpu *cpu, const struct hwp_caps *caps,
	       const struct gov_decision *d, struct drv_request *req)
{
	int f1, f2;
	int64_t util = gov_trace_get(d, "util", &f1), boost = gov_trace_get(d, "boost", &f2);

	switch (drv) {
	case DRV_DIRECT:
		req->perf_ctl = d->pstate;
		break;
	case DRV_ACPI:
		/* AMD: the P-state's level, P0 boosted by the hardware (CPB) */
		req->perf_ctl = cpu->bclk_khz ? drv_acpi_perf_ctl(cpu, d->khz) : (int)amd_acpi_perf(cpu, d->khz);
		break;
	case DRV_AMD_PASSIVE:
	case DRV_AMD_GUIDED:
		drv_amd_apply(drv, g, cpu, d, req);
		break;
	case DRV_INTEL_CPUFREQ:
		req->perf_ctl = drv_intel_cpufreq_fast(cpu, d->khz);
		break;
	case DRV_HWP_PASSIVE:
		if ((g->ops->traits & GOV_ADJUST_PERF) && f1 && f2) {
			/* sugov_update_single_perf(): map_util_perf(max(util, boost)) = u + u/4 of 1024 */
			uint64_t u = (uint64_t)(util > boost ? util : boost);

			drv_hwp_adjust_perf(cpu, caps, 0, (unsigned long)(u + (u >> 2)), 1024, &req->hwp);
			break;
		}
		/* other governors: intel_cpufreq_update_pstate(), as in v5.9 with desired 0 */
		req->hwp.desired = 0;
		drv_hwp_passive59(cpu, d->khz, &req->hwp);
		break;
	case DRV_HWP_PASSIVE_59:
		drv_hwp_passive59(cpu, d->khz, &req->hwp);
		break;
	case DRV_HWP_ACTIVE:
	case DRV_AMD_ACTIVE:
	case DRV_COUNT:
		/* active mode: the governor's choice never reaches the MSR; limits were set at init */
		break;
	}
}

/* intel_pstate_hwp_boost_up(): (min + guaranteed) / 2, then guaranteed, then max. */
static void drv_hwp_boost_up(struct hwp_boost *b, const struct hwp_request *cached, const struct hwp_caps *caps,
			     uint64_t now_us)
{
	unsigned max_limit = cached->max, min_limit = cached->min, level1;

	if (max_limit == min_limit || b->boost_min >= max_limit)
		return;
	if (!b->boost_min)
		b->boost_min = min_limit;
	level1 = (caps->guaranteed + min_limit) >> 1;
	if (b->boost_min < level1)
		b->boost_min = level1;
	else if (b->boost_min < caps->guaranteed)
		b->boost_min = caps->guaranteed;
	else if (b->boost_min == caps->guaranteed && max_limit != caps->guaranteed)
		b->boost_min = max_limit;
	else
		return;
	b->last_update_us = now_us;
}

unsigned drv_hwp_boost_update(struct hwp_boost *b, const struct hwp_request *cached, const struct hwp_caps *caps,
			      uint64_t now_us, int iowait)
{
	if (iowait) {
		/* intel_pstate_update_util_hwp_local(): two IO waits within two ticks boost */
		int do_io = now_us < b->last_io_update_us + 2 * GOV_TICK_US;

		b->last_io_update_us = now_us;
		if (do_io)
			drv_hwp_boost_up(b, cached, caps, now_us);
	} else {
		/* intel_pstate_hwp_boost_down(): back to the cached request after the hold time */
		if (b->boost_min && now_us > b->last_update_us + HWP_BOOST_HOLD_US)
			b->boost_min = 0;
		b->last_update_us = now_us;
	}
	return b->boost_min ? b->boost_min : cached->min;
}
