// SPDX-License-Identifier: GPL-2.0-only
/*
 * AMD CPPC request arithmetic (gov/amd_cppc.h) after
 * drivers/cpufreq/amd-pstate.c as of v6.15 (union perf_cached):
 * freq_to_perf(), amd_pstate_update_min_max_limit(), amd_pstate_update(),
 * amd_pstate_update_freq(), amd_pstate_adjust_perf(),
 * amd_pstate_epp_update_limit(); default limits are amd_pstate_verify()'s
 * policy->min = lowest_nonlinear_freq and policy->max = cpuinfo.max_freq =
 * perf_to_freq(highest_perf) (boost on).  Earlier kernels differ in rounding
 * (v5.17's target path took DIV_ROUND_CLOSEST over max_freq); only v6.15 is
 * modelled.
 *
 * The shared-memory latency (CPPC_SHMEM_LATENCY_US, 1 ms) is a model choice:
 * nobody published how long the platform takes to act on a PCC doorbell (the
 * seed thread of 2021-11-04 asks exactly that and got no figure).  1 ms is
 * the rate limit amd-pstate itself sets on such parts when _CPC gives no
 * latency (AMD_PSTATE_TRANSITION_DELAY, v6.15): the driver's authors do not
 * expect a change to land faster than that.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "gov/amd_cppc.h"

static unsigned amd_clamp(unsigned v, unsigned lo, unsigned hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

static uint64_t amd_perf_to_khz(const struct gov_cpu *cpu, unsigned perf)
{
	return ((uint64_t)cpu->nominal_khz * perf + cpu->nominal_perf - 1) / cpu->nominal_perf;
}

unsigned amd_freq_to_perf(const struct gov_cpu *cpu, uint64_t khz)
{
	uint64_t p = (khz * cpu->nominal_perf + cpu->nominal_khz - 1) / cpu->nominal_khz;

	return amd_clamp(p > 255 ? 255 : (unsigned)p, cpu->lowest_perf, cpu->highest_perf);
}

void amd_limits_default(const struct gov_cpu *cpu, int performance_policy, struct amd_limits *l)
{
	/* policy->max is cpuinfo.max_freq: the boost level, or nominal with boost off */
	unsigned top = cpu->no_turbo ? cpu->nominal_perf : cpu->highest_perf;

	l->max = amd_freq_to_perf(cpu, amd_perf_to_khz(cpu, top));
	l->min = amd_freq_to_perf(cpu, amd_perf_to_khz(cpu, cpu->lowest_nonlinear_perf));
	if (performance_policy)
		l->min = cpu->nominal_perf < l->max ? cpu->nominal_perf : l->max;
}

void amd_update(const struct gov_cpu *cpu, int guided, unsigned min, unsigned des, unsigned max,
		struct hwp_request *r)
{
	des = amd_clamp(des, min, max);
	if (guided) {
		min = des;
		des = 0;
	}
	/* boost_supported false (CPB disabled): max no higher than nominal */
	if (cpu->no_turbo && max > cpu->nominal_perf)
		max = cpu->nominal_perf;
	r->min = min;
	r->desired = des;
	r->max = max;
	r->epp = 0;		/* msr_update_perf() writes EPP 0 outside active mode */
}

void amd_target(const struct gov_cpu *cpu, int guided, uint64_t khz, struct hwp_request *r)
{
	struct amd_limits l;

	amd_limits_default(cpu, 0, &l);
	amd_update(cpu, guided, l.min, amd_freq_to_perf(cpu, khz), l.max, r);
}

void amd_adjust_perf(const struct gov_cpu *cpu, int guided, unsigned long min_perf, unsigned long target_perf,
		     unsigned long capacity, struct hwp_request *r)
{
	unsigned long cap = cpu->highest_perf, des = cap, min = cap;
	struct amd_limits l;

	amd_limits_default(cpu, 0, &l);
	if (target_perf < capacity)
		des = (cap * target_perf + capacity - 1) / capacity;
	if (min_perf < capacity)
		min = (cap * min_perf + capacity - 1) / capacity;
	if (min < l.min)
		min = l.min;
	unsigned long max = l.max < min ? min : l.max;

	amd_update(cpu, guided, (unsigned)min, (unsigned)des, (unsigned)max, r);
}

void amd_epp_limits(const struct gov_cpu *cpu, int performance, unsigned epp, struct hwp_request *r)
{
	struct amd_limits l;

	amd_limits_default(cpu, performance, &l);
	r->min = l.min;
	r->desired = 0;
	r->max = l.max;
	r->epp = performance ? 0 : epp;
}

/*
 * cpuinfo.max_freq of acpi-cpufreq on AMD (drivers/cpufreq/acpi-cpufreq.c):
 * P0 until v5.10; from v5.11 the boost frequency, P0 x get_max_boost_ratio()
 * >> SCHED_CAPACITY_SHIFT with ratio (highest_perf << 10) / nominal_perf
 * (highest_perf: amd_get_highest_perf(), which the part's highest_perf stands
 * for).  v5.11's 3c55e94c0ade ("cpufreq: ACPI: Extend frequency tables to
 * cover boost frequencies") put it in the table as an entry with P0's control
 * value; v5.12's 538b0188da46 ("cpufreq: ACPI: Set cpuinfo.max_freq directly
 * if max boost is known") replaced that with cpuinfo.max_freq alone, the
 * table staying P0..Pn.  Either way a request above P0 runs P0, boosted by
 * CPB, so both are modelled as the v5.12 table.  Boost off (no_turbo): P0.
 */
static unsigned amd_acpi_max_khz(const struct gov_cpu *hw, int kver)
{
	if ((kver && kver < 511) || hw->no_turbo || !hw->nominal_perf || hw->highest_perf <= hw->nominal_perf)
		return hw->pss_khz[0];
	uint64_t ratio = ((uint64_t)hw->highest_perf << 10) / hw->nominal_perf;

	return (unsigned)(((uint64_t)hw->pss_khz[0] * ratio) >> 10);
}

void amd_acpi_view(const struct gov_cpu *hw, int kver, struct gov_cpu *view)
{
	unsigned lo = hw->pss_khz[0];

	*view = *hw;
	for (size_t i = 1; i < GOV_MAX_PSS && hw->pss_khz[i]; i++)
		lo = hw->pss_khz[i] < lo ? hw->pss_khz[i] : lo;
	/*
	 * P-states in kHz: min is the lowest entry, turbo cpuinfo.max_freq; the
	 * table (table_only) holds the P-states alone.
	 */
	view->bclk_khz = 1;
	view->min_pstate = lo;
	view->max_pstate = view->max_pstate_physical = hw->pss_khz[0];
	view->turbo_pstate = amd_acpi_max_khz(hw, kver);
	view->fi_ratio = 0;
	view->freq_table = GOV_TABLE_DESC;
	view->table_only = 1;
	view->highest_perf = view->nominal_perf = view->lowest_nonlinear_perf = view->lowest_perf = 0;
}

unsigned amd_acpi_perf(const struct gov_cpu *hw, uint64_t khz)
{
	if (khz >= hw->pss_khz[0] && !hw->no_turbo)
		return hw->highest_perf;
	return amd_freq_to_perf(hw, khz);
}

static int amd_is_cppc(const struct gov_cpu *cpu)
{
	return !cpu->bclk_khz && cpu->nominal_perf && cpu->nominal_khz;
}

int amd_check(enum gov_driver d, const struct gov_ops *ops, const struct gov_cpu *cpu, char *err, size_t errlen)
{
	(void)ops;
	if (drv_needs_cppc(d) && !amd_is_cppc(cpu)) {
		snprintf(err, errlen, "driver %s needs a part with CPPC perf levels (see --simulate list)", drv_name(d));
		return -EINVAL;
	}
	if (amd_is_cppc(cpu) && d == DRV_ACPI && !cpu->pss_khz[0]) {
		snprintf(err, errlen, "driver acpi-cpufreq needs the part's P-state definitions (none known)");
		return -EINVAL;
	}
	if (amd_is_cppc(cpu) && (d == DRV_INTEL_CPUFREQ || drv_needs_hwp(d))) {
		snprintf(err, errlen, "driver %s is intel_pstate's: not on a CPPC part", drv_name(d));
		return -EINVAL;
	}
	return 0;
}

void cppc_chan_submit(struct cppc_chan *c, uint64_t now_ns, uint64_t latency_ns, const struct hwp_request *r)
{
	if (!c->done_at) {
		c->inflight = *r;
		c->done_at = now_ns + latency_ns;
		return;
	}
	c->replaced += c->waiting;
	c->next = *r;
	c->waiting = 1;
}

int cppc_chan_poll(struct cppc_chan *c, uint64_t now_ns, uint64_t latency_ns, struct hwp_request *done)
{
	if (!c->done_at || now_ns < c->done_at)
		return 0;
	*done = c->inflight;
	c->done_at = 0;
	if (c->waiting) {
		c->waiting = 0;
		c->inflight = c->next;
		c->done_at = now_ns + latency_ns;
	}
	return 1;
}
