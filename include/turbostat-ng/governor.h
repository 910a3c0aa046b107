/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * turbostat-ng governor plugins: a cpufreq governor in C, loaded with
 * "--governor ./mygov.so[:name=value,...]" wherever a built-in governor
 * runs (--replay's advisory columns, --simulate, --governor-trace, --act).
 * Installed as PREFIX/include/turbostat-ng/governor.h; the only header a
 * plugin needs.  turbostat-ng's own schedutil is written against it
 * (turbostat-ng --governor-template schedutil prints that source).
 *
 * A plugin is a shared object (cc -shared -fPIC) that defines one
 *
 *	const struct tsng_governor tsng_governor = { .abi = TSNG_GOV_ABI, ... };
 *
 * (TSNG_GOVERNOR below names it).  The ABI rule: abi comes first and is
 * the TSNG_GOV_ABI the plugin was compiled against; any change to a
 * struct, constant or call in this file that a compiled plugin would see
 * differently gives a new TSNG_GOV_ABI, and turbostat-ng keeps loading
 * plugins of every ABI it has shipped.  A plugin of an ABI this
 * turbostat-ng does not know is refused with one line, never called.  Only
 * plain C types cross the boundary; nothing here is turbostat-ng's
 * internal layout, which changes freely.
 *
 * What a governor sees is what the kernel hands one CPU's cpufreq policy
 * (include/linux/cpufreq.h struct cpufreq_policy, the scheduler's
 * update_util hook in kernel/sched/cpufreq.c): the policy and its driver
 * (struct tsng_gov_policy), one sample of the CPU's utilisation at each
 * call (struct tsng_gov_sample), and its own per-CPU state.  What it
 * returns is a target for the driver, as __cpufreq_driver_target() takes
 * it (a frequency and a relation) or as a perf level (struct
 * tsng_gov_decision).
 */
#ifndef TURBOSTAT_NG_GOVERNOR_H
#define TURBOSTAT_NG_GOVERNOR_H

#define TSNG_GOV_ABI 1

/* The symbol turbostat-ng looks up in a plugin (its built-in governors compile under their own names). */
#ifndef TSNG_GOVERNOR
#define TSNG_GOVERNOR tsng_governor
#endif

#define TSNG_GOV_MAX_PARAMS 12		/* parameters a governor may declare */
#define TSNG_GOV_MAX_TRACE 12		/* named values a decision may carry */
#define TSNG_GOV_STATE_MAX 128		/* bytes of per-CPU state a governor may ask for */

/*
 * Traits: what the driver layer and the simulator ask of a governor,
 * declared rather than guessed from its name.
 */
#define TSNG_GOV_CPUFREQ (1u << 0)		/* a cpufreq governor: acpi-cpufreq and the passive modes
						   (intel_cpufreq, hwp-passive, amd-pstate) can run it */
#define TSNG_GOV_ACTIVE_POWERSAVE (1u << 1)	/* stands for an active driver's powersave (hwp-active, amd-pstate-epp) */
#define TSNG_GOV_ACTIVE_PERFORMANCE (1u << 2)	/* ... or its performance: min = max, EPP 0 */
#define TSNG_GOV_LOAD_BLIND (1u << 3)		/* decides without looking at the samples (performance, powersave) */
#define TSNG_GOV_ADJUST_PERF (1u << 4)		/* hands its trace values "util" and "boost" (capacity units) to a
						   driver's adjust_perf (schedutil's sugov_update_single_perf()) */
#define TSNG_GOV_RETARGET (1u << 5)		/* calls the driver at every evaluation, an unchanged target too
						   (ondemand); without it only a new target reaches a slow driver */

/* When the governor is called. */
enum tsng_gov_drive {
	TSNG_GOV_DRIVE_TIMER,		/* a deferrable timer every period_us(): late while the CPU idles */
	TSNG_GOV_DRIVE_UPDATE,		/* the scheduler's update_util: each tick while busy and at each wake-up */
};

/* cpufreq_frequency_table_target()'s relations (include/linux/cpufreq.h CPUFREQ_RELATION_*). */
enum tsng_gov_relation {
	TSNG_GOV_REL_L,			/* the lowest frequency at or above */
	TSNG_GOV_REL_H,			/* the highest at or below */
	TSNG_GOV_REL_C,			/* the closest */
};

/* One parameter, set with --governor NAME:name=value and listed by --governor NAME:help. */
struct tsng_gov_param {
	const char *name;		/* NULL ends the list */
	long def, min, max;		/* a default outside min..max may also be written out (e.g. -1: "the driver's") */
	const char *help;
};

/*
 * One CPU's policy as its governor sees it through the driver, passed to
 * every call.  Frequencies in kHz.  Perf levels are the P-state ratios on
 * Intel (kHz = perf x khz_per_perf) and the CPPC perf levels on AMD
 * (khz_per_perf 0; kHz = nominal_khz x perf / nominal_perf, rounded up).
 */
struct tsng_gov_policy {
	/* the instance: --governor NAME:... */
	const long *param;		/* the values of the governor's params, in their order */
	int kernel;			/* kernel=X.Y as 100 X + Y, whose arithmetic to follow; 0: the newest */
	const char *driver;		/* "direct" (no driver layer), "acpi-cpufreq", "intel_cpufreq", "hwp-passive",
					   "amd-pstate", ... (turbostat-ng --governor list) */
	/* the policy: cpuinfo and scaling limits, the last frequency set */
	unsigned long long min_khz, max_khz;	/* policy->min and policy->max (the table's ends) */
	unsigned long long cur_khz;		/* policy->cur: the frequency the last decision set */
	int has_table;			/* 0: the driver has no frequency table (intel_cpufreq): a target in kHz is
					   used as it is, between min_khz and max_khz */
	unsigned long long rate_limit_us;	/* cpufreq_policy_transition_delay_us() of this driver and kernel:
						   schedutil's rate_limit_us and the sampling governors' default */
	unsigned latency_us;		/* cpuinfo.transition_latency; 0: unknown */
	unsigned tick_us;		/* the scheduler tick, TICK_NSEC: 4000 at HZ=250 */
	/* the perf range */
	int min_perf;			/* lowest (MSR_PLATFORM_INFO 47:40; CPPC lowest) */
	int max_perf;			/* highest allowed now: turbo, or base with no_turbo */
	int base_perf;			/* highest non-turbo (MSR_PLATFORM_INFO 15:8, or TAR under config TDP; CPPC nominal) */
	int physical_base_perf;		/* MSR_PLATFORM_INFO 15:8 even under config TDP (intel_pstate max_pstate_physical) */
	int turbo_perf;			/* highest turbo (MSR_TURBO_RATIO_LIMIT 7:0; CPPC highest) */
	int cur_perf;			/* the perf level of cur_khz */
	unsigned khz_per_perf;		/* bus clock: 100000 on Core; 0 on AMD CPPC */
	unsigned nominal_khz;		/* AMD CPPC: the frequency of nominal_perf */
	/* AMD CPPC_CAP1 (MSR 0xC00102B0, AMD PPR): 0 on Intel */
	unsigned highest_perf, nominal_perf, lowest_nonlinear_perf, lowest_perf;
	unsigned freq_ratio;		/* arch_max_freq_ratio x 1024 (arch/x86/kernel/cpu/aperfmperf.c); 0: unknown */
	unsigned aperf_mperf_shift;	/* 10 on Xeon Phi, whose MPERF ticks at 1/1024 */
	int no_turbo;
	int amd;			/* not Intel family 6 from model 15: should_io_be_busy() is 0 */
	int need_update_limits;		/* the driver sets CPUFREQ_NEED_UPDATE_LIMITS in this kernel: a
					   governor's first target reaches it even when unchanged */
	/*
	 * The driver's table (cpufreq_frequency_table_target(), with the
	 * driver's tie rules and acpi-cpufreq's turbo entry at base + 1 MHz):
	 * the table frequency a target resolves to, and its perf level.
	 */
	unsigned long long (*resolve_khz)(const struct tsng_gov_policy *p, unsigned long long khz, int relation);
	int (*khz_to_perf)(const struct tsng_gov_policy *p, unsigned long long khz, int relation);
	unsigned long long (*perf_to_khz)(const struct tsng_gov_policy *p, int perf);
	const void *host;		/* turbostat-ng's, for the three calls above */
};

/*
 * One call on one CPU.  Counters are deltas since the previous call that
 * returned 1 (the kernel's modulo-2^64 differences).
 */
struct tsng_gov_sample {
	unsigned long long now_us;	/* monotonic time of this call */
	unsigned long long duration_us;	/* since the previous consumed call */
	unsigned long long idle_us;	/* idle time in it, iowait included */
	unsigned long long iowait_us;	/* iowait time in it */
	unsigned long long aperf, mperf, tsc;
	unsigned util;			/* PELT util, frequency-invariant, capacity units */
	unsigned util_raw;		/* the same without frequency invariance */
	unsigned capacity;		/* arch_scale_cpu_capacity(): 1024 on these parts */
	int iowait;			/* a task woke from IO wait (SCHED_CPUFREQ_IOWAIT) */
	int idled;			/* the CPU entered idle since the previous call, consumed or not */
};

/* What one decision asks the driver for. */
enum tsng_gov_target {
	TSNG_GOV_TARGET_KHZ,		/* khz resolved by relation, as __cpufreq_driver_target() */
	TSNG_GOV_TARGET_PERF,		/* perf level perf (intel_pstate's own governors, CPPC) */
};

struct tsng_gov_decision {
	int target;			/* enum tsng_gov_target */
	unsigned long long khz;
	int relation;			/* enum tsng_gov_relation */
	int perf;
	int alt_perf;			/* switch to this perf level ... */
	unsigned long long alt_after_us;	/* ... after this long (ondemand's powersave_bias); 0: no switch */
	unsigned ntrace;
	struct tsng_gov_trace {
		const char *name;	/* a string of the plugin's that lives as long as it */
		long long value;
	} trace[TSNG_GOV_MAX_TRACE];	/* internal values in computation order (--governor-trace) */
};

/* Adds a named value to a decision's trace (dropped past TSNG_GOV_MAX_TRACE). */
static inline void tsng_gov_trace(struct tsng_gov_decision *d, const char *name, long long value)
{
	if (d->ntrace < TSNG_GOV_MAX_TRACE) {
		d->trace[d->ntrace].name = name;
		d->trace[d->ntrace++].value = value;
	}
}

/* The one struct a plugin defines (TSNG_GOVERNOR). */
struct tsng_governor {
	unsigned abi;			/* TSNG_GOV_ABI: first, always */
	const char *name;		/* shown in --governor NAME:help and the reports */
	const char *description;	/* one line */
	const struct tsng_gov_param *params;	/* ended by a NULL name; at most TSNG_GOV_MAX_PARAMS */
	unsigned traits;		/* TSNG_GOV_* trait bits */
	const char *invariant_param;	/* the 0/1 parameter saying util is frequency-invariant (amd-pstate's
					   adjust_perf needs it); NULL: never */
	int drive;			/* enum tsng_gov_drive */
	unsigned state_size;		/* bytes of per-CPU state, at most TSNG_GOV_STATE_MAX; zeroed before init */
	/* The timer's period (TSNG_GOV_DRIVE_TIMER) or the sample period advice needs; p of an unknown part. */
	unsigned long long (*period_us)(const struct tsng_gov_policy *p);
	/* The governor starts on a CPU (may be NULL). */
	void (*init)(const struct tsng_gov_policy *p, void *state);
	/*
	 * One call: 1 with *d filled (the host then makes its target policy->cur),
	 * 0 when the governor does not evaluate this time (too early, rate-limited).
	 * *d arrives zeroed.
	 */
	int (*decide)(const struct tsng_gov_policy *p, void *state, const struct tsng_gov_sample *s,
		      struct tsng_gov_decision *d);
};

#endif
