/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Governor models: what a kernel frequency governor would request, computed
 * with the kernel's own integer arithmetic (drivers/cpufreq/, kernel/sched/cpufreq_schedutil.c).
 *
 * Pure code in gov/: no I/O; the one global that changes is the table of
 * rows made from the public ABI (gov/plugin.c), filled as the command line
 * is read.  One struct gov_ops per governor, found by name in gov/registry.c's
 * registry: a governor of gov/, one written against the public header
 * (gov/tmpl/), or a loaded plugin; a parsed
 * "--governor NAME:param=value,..." is a struct gov_inst.  The caller keeps
 * one struct gov_state per CPU and feeds it one struct gov_sample per
 * governor call (advisory mode on a sample stream, or the simulation).
 */
#ifndef TSNG_GOV_H
#define TSNG_GOV_H

#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "gov/cpu.h"
#include "turbostat-ng/governor.h"

#define GOV_MAX_PARAMS 12
#define GOV_MAX_TRACE  12
#define GOV_SPEC_MAX   64

/*
 * One governor call on one CPU.  Counter fields are deltas since the previous
 * call that returned "consumed" (modulo 2^64, as the kernel takes them).
 */
struct gov_sample {
	uint64_t aperf, mperf, tsc;
	uint64_t now_us;		/* monotonic time of this call */
	uint64_t duration_us;		/* since the previous consumed sample */
	uint64_t idle_us, iowait_us;	/* idle time (iowait included) and iowait time */
	unsigned util, util_raw;	/* PELT util with / without frequency invariance */
	unsigned max_cap;		/* arch_scale_cpu_capacity; 0: derive util from the counters */
	int iowait_flag;		/* a task woke from IO wait (SCHED_CPUFREQ_IOWAIT) */
	int has_idled;			/* the CPU entered idle since the previous call (any call) */
};

/* Per-CPU governor state, owned by the caller; every governor uses a subset. */
struct gov_state {
	int64_t cur_pstate;		/* last requested P-state (intel_pstate current_pstate) */
	uint64_t cur_khz;		/* policy->cur */
	int64_t requested_khz;		/* userspace: scaling_setspeed */
	uint64_t priv[16];		/* a governor's own state (gov/plugin.c: TSNG_GOV_STATE_MAX bytes) */
};

struct gov_trace {
	const char *name;
	int64_t value;
};

struct gov_decision {
	int pstate;			/* ratio on Intel, CPPC perf level on AMD */
	unsigned khz;
	int alt_pstate;			/* ondemand powersave_bias: switch to this ... */
	uint64_t alt_after_us;		/* ... after this long; 0: no switch */
	size_t ntrace;
	struct gov_trace trace[GOV_MAX_TRACE];	/* internal values, in computation order */
};

struct gov_param {
	const char *name;
	long def, min, max;
	const char *help;
};

struct gov_inst;

/* How the caller drives a governor (simulation: which events call decide()). */
enum gov_drive {
	GOV_DRIVE_TIMER,	/* deferrable timer every period_us: fires late when the CPU idles */
	GOV_DRIVE_UPDATE,	/* scheduler update_util: every tick while busy and at each wakeup */
};

/* A governor's traits: the public ABI's (include/turbostat-ng/governor.h), where each is explained. */
enum gov_trait {
	GOV_CPUFREQ = TSNG_GOV_CPUFREQ,
	GOV_ACTIVE_POWERSAVE = TSNG_GOV_ACTIVE_POWERSAVE,
	GOV_ACTIVE_PERFORMANCE = TSNG_GOV_ACTIVE_PERFORMANCE,
	GOV_LOAD_BLIND = TSNG_GOV_LOAD_BLIND,
	GOV_ADJUST_PERF = TSNG_GOV_ADJUST_PERF,
	GOV_RETARGET = TSNG_GOV_RETARGET,
};

struct gov_ops {
	const char *name;
	const char *description;
	const struct gov_param *params;	/* terminated by a NULL name */
	enum gov_drive drive;
	uint64_t (*period_us)(const struct gov_inst *g);
	unsigned traits;		/* enum gov_trait bits */
	/*
	 * The 0/1 parameter that says whether util is frequency-invariant
	 * (amd-pstate's adjust_perf needs invariance); NULL: it is not.
	 */
	const char *invariant_param;
	void (*init)(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu);
	/* 1: sample consumed and *d set; 0: too early, caller keeps accumulating. */
	int (*decide)(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu,
		      const struct gov_sample *s, struct gov_decision *d);
};

struct gov_inst {
	const struct gov_ops *ops;
	long param[GOV_MAX_PARAMS];
	char spec[GOV_SPEC_MAX];	/* as written on the command line */
	int driver;			/* enum gov_driver (gov/driver.h): driver=MODE, 0 without */
	int epp;			/* epp=N for the HWP drivers; -1: the driver's default */
	int hwp_boost;			/* hwp_boost=1 (hwp-active): sysfs hwp_dynamic_boost; the kernel's default only on SKL/SKX servers */
	int kver;			/* kernel=X.Y as 100 X + Y (4.15: 415); 0: the newest the models follow */
};

/* Governors, in the order `--governor list` shows them. */
size_t gov_count(void);
const struct gov_ops *gov_at(size_t i);
const struct gov_ops *gov_find(const char *name);

/* "NAME[:p=v,...]" -> *out; 0, or -EINVAL with a one-line reason in err. */
int gov_parse(const char *spec, struct gov_inst *out, char *err, size_t errlen);
/*
 * A key=value of a spec that is neither the governor's nor its driver's,
 * offered to the caller (the simulator takes place=): 0 taken, 1 not the
 * caller's (the governor's parameters are tried next), -EINVAL with a
 * one-line reason in err.  ctx is the caller's.
 */
typedef int gov_key_fn(void *ctx, const char *key, size_t n, char *err, size_t errlen);
/* gov_parse, with the keys the governor does not know offered to @other first. */
int gov_parse_keys(const char *spec, struct gov_inst *out, gov_key_fn *other, void *ctx, char *err, size_t errlen);
/* A parameter of an instance by name (programming error -> 0). */
long gov_param(const struct gov_inst *g, const char *name);
/* Whether the instance's util is frequency-invariant (its ops' invariant_param set to 1). */
int gov_invariant(const struct gov_inst *g);
void gov_list_print(FILE *out);
/* One governor's line and its parameters' (--governor list, --governor NAME:help). */
void gov_help_print(const struct gov_ops *ops, FILE *out);

void gov_state_init(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu);
/*
 * Advisory mode: make the P-state the hardware was last asked for (e.g.
 * IA32_PERF_CTL 0x199 [15:8]) the governor's current one, so its next
 * decision starts from what happened rather than from its own last request.
 */
void gov_state_set_current(struct gov_state *st, const struct gov_cpu *cpu, int pstate);
/*
 * Advisory mode: the decision the governor would take from what the hardware
 * did over one interval.  Fills util/idle from the counters when the caller
 * has none (max_cap == 0).  1 consumed, 0 skipped, -EINVAL on a sample the
 * kernel would also skip (MPERF or TSC unchanged).
 */
int gov_advise(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu,
	       const struct gov_sample *s, struct gov_decision *d);
/* Derive util, util_raw, max_cap and idle_us from aperf/mperf/tsc (aperfmperf.c scale_freq_tick()). */
void gov_sample_derive(const struct gov_cpu *cpu, struct gov_sample *s);
/* "busy=36844 scaled=3741 ..." from d->trace; returns snprintf's length. */
int gov_trace_format(const struct gov_decision *d, char *buf, size_t len);
int64_t gov_trace_get(const struct gov_decision *d, const char *name, int *found);


#endif
