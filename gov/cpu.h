/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A CPU as a governor model sees it (gov/gov.c, gov/cpu_facts.c): its
 * P-states or CPPC perf levels, its cpufreq driver's table, and the
 * frequency arithmetic on them.  What the simulator's parts and the power
 * model need of the governors, without the governors themselves (gov/gov.h).
 */
#ifndef TSNG_GOV_CPU_H
#define TSNG_GOV_CPU_H

#include <stdint.h>

#define GOV_MAX_PSS    8

/*
 * How the modelled cpufreq driver resolves a frequency to a P-state
 * (include/linux/cpufreq.h cpufreq_frequency_table_target and the
 * cpufreq_table_find_index_* helpers; intel_pstate.c intel_cpufreq_target).
 * The three agree except on a RELATION_C tie and on powersave_bias.
 */
enum gov_freq_table {
	GOV_TABLE_ASC,		/* sorted ascending table: a RELATION_C tie picks the lower (find_index_ac) */
	GOV_TABLE_DESC,		/* descending table (acpi-cpufreq's _PSS order): the higher (find_index_dc) */
	GOV_TABLE_NONE,		/* intel_cpufreq: no table, DIV_ROUND_CLOSEST (the higher); no powersave_bias */
	GOV_TABLE_ACPI,		/* acpi-cpufreq _PSS: descending, its first (turbo) entry at base + 1 MHz */
};

/*
 * P-state facts of one CPU: decoded from a recording (gov_cpu_from_facts) or
 * taken from a named part.  On AMD CPPC parts the "P-states" are perf levels:
 * min/max/turbo_pstate = lowest/nominal/highest perf and bclk_khz = 0.
 */
struct gov_cpu {
	unsigned min_pstate;		/* MSR_PLATFORM_INFO 0xCE bits 47:40 */
	unsigned max_pstate;		/* highest non-turbo (0xCE 15:8, or TAR under config TDP) */
	unsigned max_pstate_physical;	/* MSR_PLATFORM_INFO 0xCE bits 15:8 */
	unsigned turbo_pstate;		/* MSR_TURBO_RATIO_LIMIT 0x1AD bits 7:0 */
	unsigned bclk_khz;		/* kHz per ratio step ("scaling"): 100000 on Core; 0 on AMD CPPC */
	unsigned fi_ratio;		/* arch_max_freq_ratio (arch/x86/kernel/cpu/aperfmperf.c); 0: turbo*1024/phys */
	unsigned aperf_mperf_shift;	/* 10 on Xeon Phi, whose MPERF ticks at 1/1024 */
	unsigned no_turbo;		/* intel_pstate no_turbo / MISC_ENABLE bit 38 */
	unsigned freq_table;		/* enum gov_freq_table: the cpufreq driver's lookup */
	unsigned amd;			/* not Intel family 6 from model 15 (AMD, Hygon...): should_io_be_busy() is 0 */
	unsigned latency_us;		/* cpuinfo.transition_latency (acpi-cpufreq: _PSS); 0: unknown */
	/* AMD CPPC (MSR 0xC00102B0 CPPC_CAP1) and _CPC nominal frequency */
	unsigned highest_perf, nominal_perf, lowest_nonlinear_perf, lowest_perf;
	unsigned nominal_khz;
	unsigned cppc_shmem;		/* CPPC through ACPI _CPC shared memory (no CPPC MSRs): no fast switch */
	/* AMD hardware P-states (MSRC001_0064+n), P0 first, 0 ends: acpi-cpufreq's _PSS on these parts */
	unsigned pss_khz[GOV_MAX_PSS];
	unsigned table_only;		/* 1: frequencies resolve to pss_khz entries only (acpi-cpufreq's table) */
};

/*
 * The governor view of a CPU from its decoded start-up facts (gov/cpu_facts.c):
 * Intel ratios with the bus clock, or AMD CPPC perf levels (bclk_khz 0).
 * 0, or -ENODATA when the registers that the drivers read are missing.
 */
struct cpu_facts;
int gov_cpu_from_facts(const struct cpu_facts *f, struct gov_cpu *out);

/* cpufreq frequency resolution (kernel enum cpufreq_relation). */
enum gov_relation { GOV_REL_L, GOV_REL_H, GOV_REL_C };
int gov_khz_to_pstate(const struct gov_cpu *cpu, uint64_t khz, enum gov_relation rel);
unsigned gov_pstate_khz(const struct gov_cpu *cpu, int pstate);
/* The cpufreq table's frequency of a P-state: gov_pstate_khz, but base + 1 MHz for acpi-cpufreq's turbo entry. */
unsigned gov_table_khz(const struct gov_cpu *cpu, int pstate);
/* Highest allowed P-state: turbo, or max_pstate with no_turbo. */
unsigned gov_top_pstate(const struct gov_cpu *cpu);

#endif
