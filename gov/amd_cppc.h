/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * AMD CPPC under the governor (gov/amd_cppc.c): amd-pstate's request
 * arithmetic in passive, guided and active (EPP) modes, acpi-cpufreq's
 * P-states with core performance boost, and the shared-memory slow path as
 * a request-latency model.  A CPPC request is held in struct hwp_request
 * (min, max, desired, EPP: the same four fields as MSR_AMD_CPPC_REQ
 * 0xC00102B3 [15:8], [7:0], [23:16], [31:24]), in perf units.
 */
#ifndef TSNG_GOV_AMD_CPPC_H
#define TSNG_GOV_AMD_CPPC_H

#include <stddef.h>
#include <stdint.h>

#include "decode/hwp.h"
#include "gov/drivers.h"
#include "gov/cpu.h"

/*
 * Shared-memory CPPC: the model's latency from the driver's cppc_set_perf()
 * to the new level, when the part does not declare its own.  A model
 * choice, not a measurement: see gov/amd_cppc.c.
 */
#define CPPC_SHMEM_LATENCY_US 1000

/* freq_to_perf(): DIV_ROUND_UP(khz x nominal_perf, nominal_khz), clamped to [lowest, highest]. */
unsigned amd_freq_to_perf(const struct gov_cpu *cpu, uint64_t khz);

/* min_limit_perf and max_limit_perf under default policy limits (amd_pstate_update_min_max_limit()). */
struct amd_limits {
	unsigned min, max;
};
void amd_limits_default(const struct gov_cpu *cpu, int performance_policy, struct amd_limits *l);

/* amd_pstate_update(): des clamped to [min, max]; guided with a dynamic governor: min = des, des = 0. */
void amd_update(const struct gov_cpu *cpu, int guided, unsigned min, unsigned des, unsigned max,
		struct hwp_request *r);
/* amd_pstate_update_freq() (->target and ->fast_switch) for a governor's kHz. */
void amd_target(const struct gov_cpu *cpu, int guided, uint64_t khz, struct hwp_request *r);
/* amd_pstate_adjust_perf(min_perf, target_perf, capacity): schedutil's fast path. */
void amd_adjust_perf(const struct gov_cpu *cpu, int guided, unsigned long min_perf, unsigned long target_perf,
		     unsigned long capacity, struct hwp_request *r);
/* amd_pstate_epp_update_limit(): limits, desired 0, EPP (0 under the performance policy). */
void amd_epp_limits(const struct gov_cpu *cpu, int performance, unsigned epp, struct hwp_request *r);

/*
 * acpi-cpufreq on a part with AMD P-states in kernel kver (0: the newest):
 * the governor's view (a table of the P-states in kHz steps; cpuinfo.max_freq
 * P0 before v5.11, the boost frequency from then) ...
 */
void amd_acpi_view(const struct gov_cpu *hw, int kver, struct gov_cpu *view);
/* ... and the level the hardware runs for a table entry: P0 with boost on runs at highest perf (CPB). */
unsigned amd_acpi_perf(const struct gov_cpu *hw, uint64_t khz);

/* Can governor ops run on mode d over this CPU?  0, or -EINVAL with a reason in err. */
struct gov_ops;
int amd_check(enum gov_driver d, const struct gov_ops *ops, const struct gov_cpu *cpu, char *err, size_t errlen);

/*
 * The shared-memory slow path (schedutil's irq_work, then its kthread,
 * then cppc_set_perf() through the PCC doorbell): one request in flight for
 * latency_ns; one issued meanwhile waits, and a later one replaces it.
 */
struct cppc_chan {
	uint64_t done_at;		/* the in-flight request completes then; 0: idle */
	int waiting;
	struct hwp_request inflight, next;
	unsigned long replaced;		/* waiting requests overwritten by a newer one */
};
void cppc_chan_submit(struct cppc_chan *c, uint64_t now_ns, uint64_t latency_ns, const struct hwp_request *r);
/* At now_ns: 1 with *done when the in-flight request completed (the waiting one then starts), else 0. */
int cppc_chan_poll(struct cppc_chan *c, uint64_t now_ns, uint64_t latency_ns, struct hwp_request *done);

#endif
