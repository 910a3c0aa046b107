// SPDX-License-Identifier: GPL-2.0-only
/*
 * Named parts for --simulate --part NAME, and part files (--part FILE).  P-state facts as the registers
 * give them; idle states as drivers/idle/intel_idle.c lists them for the
 * model (exit latency and target residency in us).  Power constants: the
 * i7-2600k's are fitted by make sim-fit (sim/sim_fit.h); the other parts'
 * per-core split is a model, bounded by the part's TDP, not a measurement.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "sim/partfile.h"
#include "gov/amd_cppc.h"
#include "sim/part.h"
#include "sim/power.h"
#include "sim/sim.h"
#include "sim/topo.h"
#include "sim/sim_fit.h"

/*
 * Knights Mill, shared by knm-7255 and knm-smt4.  The XEON_PHI frequency-invariance
 * kernel commit (its Knights Mill setup): EFFIC 1000, BASE 1100, 68C 1100, 30C 1200 MHz;
 * freq-invariance uses the second-highest ratio (11): knl method of
 * intel_set_max_freq_ratio() (aperfmperf.c).  MPERF ticks at 1/1024 (aperf_mperf_shift 10).
 * knl_cstates: C1 1/2, C6 120/500 us; power split a model choice.
 */
#define KNM_CPU { .min_pstate = 10, .max_pstate = 11, .max_pstate_physical = 11, .turbo_pstate = 12, \
		  .bclk_khz = 100000, .fi_ratio = 1024, .aperf_mperf_shift = 10, .freq_table = GOV_TABLE_NONE }
/*
 * The tile's turbo limit by its active cores (1, 2), from the machine's table: the seed's
 * turbostat lines "68C 1100" and "30C 1200" (MSR_TURBO_RATIO_LIMIT in the Xeon Phi bucket
 * layout, decoded by decode/trl.c trl_decode_knl()).  The simulated tile stands for the
 * whole machine under tbench, whose clients spread over every core: k of its 2 cores
 * active is k x 68 / 2 of the machine's (a model choice), 34 or 68, over 30 either way:
 * ratio 11 (1.1 GHz).  1.2 GHz needs 30 or fewer of the 68 cores busy (test_sim_parts).
 */
#define KNM_TRL { 11, 11 }
#define KNM_POWER { .vmin_mv = 800, .vbase_mv = 850, .vmax_mv = 900, .leak_w = 0.6, .dyn_max_w = 2.0, .uncore_w = 0.8, \
		    .transition_us = 20, .ncstates = 2, .cstate = { { "C1", 1, 2, 1.0 }, { "C6", 120, 500, 0.0 } } }

static const struct sim_part sim_parts[] = {
	{
		.name = "i7-2600k",
		.description = "Sandy Bridge i7-2600K-like: 1.6 GHz min, 3.4 base, 3.8 1C turbo, 4 cores in one domain",
		.cores = 4,
		.domain_cores = 4,	/* Sandy Bridge client: all cores share one clock and voltage */
		/* MSR_TURBO_RATIO_LIMIT 0x1AD = 0x23242526: 1C 38, 2C 37, 3C 36, 4C 35 */
		.trl = { 38, 37, 36, 35 },
		/* PLATFORM_INFO 0xCE: min 16, base 34 */
		.cpu = { .min_pstate = 16, .max_pstate = 34, .max_pstate_physical = 34, .turbo_pstate = 38,
			 .bclk_khz = 100000, .fi_ratio = 35 * 1024 / 34,
			 /*
			  * The seed's machine (Doug Smythies' i7-2600K in the 2016 hold-off
			  * thread) ran intel_pstate in active mode: pid.  The cpufreq
			  * governors run here on acpi-cpufreq (intel_pstate=disable): its _PSS
			  * table, base + 1 MHz standing for turbo, at the transition latency
			  * of 10 us that BIOSes commonly write in _PSS (a typical value, not
			  * read from this part).
			  */
			 .freq_table = GOV_TABLE_ACPI, .latency_us = 10 },
		/*
		 * leakage, dynamic power, the poll loop's share and the uncore: fitted
		 * by make sim-fit (sim/sim_fit.h) to Mel Gorman's turbostat tables on
		 * LKML ("intel_pstate: Increase hold-off time before busyness is
		 * scaled", 2016-02-18; the uncore is their mean PkgWatt - CorWatt,
		 * 2.23, 2.17, 2.10, 2.06 W); the voltages are held.  transition 20 us: intel_pstate.c
		 * INTEL_CPUFREQ_TRANSITION_LATENCY.  snb_cstates: C1 2/2, C3 80/211,
		 * C6 104/345 us; C1 is clock-gated (leaks at the domain voltage), C6
		 * power-gated (none); C3's half is a model choice.
		 */
		.power = { .vmin_mv = 950, .vbase_mv = 1100, .vmax_mv = 1350, .leak_w = SIM_FIT_I7_2600K_LEAK_W,
			   .dyn_max_w = SIM_FIT_I7_2600K_DYN_MAX_W, .uncore_w = SIM_FIT_I7_2600K_UNCORE_W,
			   .poll_frac = SIM_FIT_I7_2600K_POLL_FRAC, .transition_us = 20, .ncstates = 3,
			   .cstate = { { "C1", 2, 2, 1.0 }, { "C3", 80, 211, 0.5 }, { "C6", 104, 345, 0.0 } } },
	},
	{
		.name = "knm-7255",
		.description = "Xeon Phi 7255 (Knights Mill): 1.0 GHz efficient, 1.1 base, 1.2 max, 68 cores (one 2-core tile simulated)",
		.cores = 68,
		.domain_cores = 2,	/* model choice: one tile (two cores sharing an L2) */
		.trl = KNM_TRL,
		/* KNM_CPU above; intel_pstate in passive mode (intel_cpufreq) for the cpufreq governors */
		.cpu = KNM_CPU,
		.power = KNM_POWER,
	},
	{
		.name = "skl-4c",
		.description = "Skylake client i7-6700K-like with HWP: 0.8 GHz min, 4.0 base, 4.2 1C turbo, 4 cores in one domain",
		.cores = 4,
		.domain_cores = 4,	/* Skylake client: the cores share one clock and voltage */
		/* Intel ARK i7-6700K: base 4.00 GHz, max turbo 4.20; the 2C-4C bins 41/40/40 as commonly reported */
		.trl = { 42, 41, 40, 40 },
		/*
		 * PLATFORM_INFO min ratio 8 (800 MHz, the Skylake desktop minimum); the
		 * frequency-invariance ratio is core_set_max_freq_ratio()'s 4C bin over
		 * base (aperfmperf.c): 40 x 1024 / 40.
		 */
		.cpu = { .min_pstate = 8, .max_pstate = 40, .max_pstate_physical = 40, .turbo_pstate = 42,
			 .bclk_khz = 100000, .fi_ratio = 1024, .freq_table = GOV_TABLE_NONE },
		/* HWP_CAPABILITIES: highest = 1C turbo, guaranteed = base; efficient and lowest (unused by the model) = min */
		.hwp = { .highest = 42, .guaranteed = 40, .efficient = 8, .lowest = 8 },
		/*
		 * skl_cstates (intel_idle.c): C1 2/2, C3 70/100, C6 85/200 us.  The power
		 * split is a model choice in the i7-2600K's proportions, inside the 91 W
		 * TDP (Intel ARK): not fitted to any measurement.
		 */
		.power = { .vmin_mv = 750, .vbase_mv = 1150, .vmax_mv = 1300, .leak_w = 1.5, .dyn_max_w = 14.0, .uncore_w = 2.0,
			   .transition_us = 20, .ncstates = 3,
			   .cstate = { { "C1", 2, 2, 1.0 }, { "C3", 70, 100, 0.5 }, { "C6", 85, 200, 0.0 } } },
	},
	{
		.name = "cfl-4c",
		.description = "Coffee Lake 4c/8t Xeon E-2174G-like with HWP: 0.8 GHz min, 3.8 base, 4.7 1C turbo, one domain",
		.cores = 4,
		.domain_cores = 4,
		/* Intel ARK Xeon E-2174G: base 3.80 GHz, max turbo 4.70; the 2C-4C bins are a model choice */
		.trl = { 47, 46, 45, 45 },
		/* min ratio 8 as on Skylake; fi_ratio 45 x 1024 / 38 (4C bin over base) */
		.cpu = { .min_pstate = 8, .max_pstate = 38, .max_pstate_physical = 38, .turbo_pstate = 47,
			 .bclk_khz = 100000, .fi_ratio = 45 * 1024 / 38, .freq_table = GOV_TABLE_NONE },
		.hwp = { .highest = 47, .guaranteed = 38, .efficient = 8, .lowest = 8 },
		/* Coffee Lake uses skl_cstates (intel_idle.c); power a model choice inside the 71 W TDP (Intel ARK) */
		.power = { .vmin_mv = 750, .vbase_mv = 1100, .vmax_mv = 1350, .leak_w = 1.5, .dyn_max_w = 14.0, .uncore_w = 2.0,
			   .transition_us = 20, .ncstates = 3,
			   .cstate = { { "C1", 2, 2, 1.0 }, { "C3", 70, 100, 0.5 }, { "C6", 85, 200, 0.0 } } },
	},
	{
		.name = "epyc-7713",
		.description = "EPYC 7713-like (Zen 3, Milan): CPPC perf 68/102/137/255 over shared memory, P-states 2.0/1.7/1.5 GHz with CPB",
		.cores = 64,
		.domain_cores = 8,	/* model choice: four cores, eight threads simulated */
		/*
		 * Zen 3: SMT2, a clock per core (CPPC requests are per thread, the core runs at the
		 * higher).  smt_yield 1.25 is a model choice (two threads do 1.25 x one thread's
		 * work), not a measurement.  Four cores of 64 cannot put the package in its
		 * package C-state: pkg_idle_w = uncore_w.
		 */
		.topo = { .packages = 1, .smt = 2, .domain_cpus = 2, .smt_yield = 1.25, .pkg_idle_w = 6.0 },
		/*
		 * The amd-pstate v3 review thread (LKML 2021-11-04, Giovanni Gherdovich, 2 x EPYC 7713):
		 * acpi-cpufreq sees 1.5, 1.7 and 2.0 GHz; max boost 3.72 GHz over CPPC's 0..255; the
		 * perf levels 68, 102, 137 he names (255 x f / 3.72 GHz: 137 is 2.0 GHz nominal, 102
		 * 1.5 GHz, 68 1.0 GHz) are taken as nominal, lowest non-linear and lowest; highest 255.
		 * perf_to_freq(255) = DIV_ROUND_UP(2000000 x 255, 137) = 3722628 kHz.  No CPPC MSRs
		 * ("shared memory support" only): no fast switch.  Frequency invariance:
		 * amd_set_max_freq_ratio() takes half-way between nominal and highest,
		 * (255 x 1024 / 137 = 1905, + 1024) >> 1 = 1464.
		 */
		.cpu = { .min_pstate = 68, .max_pstate = 137, .max_pstate_physical = 137, .turbo_pstate = 255,
			 .fi_ratio = 1464, .freq_table = GOV_TABLE_ASC,
			 .highest_perf = 255, .nominal_perf = 137, .lowest_nonlinear_perf = 102, .lowest_perf = 68,
			 .nominal_khz = 2000000, .cppc_shmem = 1, .pss_khz = { 2000000, 1700000, 1500000 } },
		.cppc_latency_us = CPPC_SHMEM_LATENCY_US,
		/*
		 * acpi_idle on Zen servers: C1 (1 us, residency 2) and C2 (CC6, 400 us latency; acpi_idle's
		 * residency = 2 x latency).  The power split is a model choice inside 225 W for 64 cores
		 * (AMD's EPYC 7713 page) with the I/O die's share as uncore: not fitted to anything.
		 */
		.power = { .vmin_mv = 800, .vbase_mv = 950, .vmax_mv = 1250, .leak_w = 0.5, .dyn_max_w = 4.0, .uncore_w = 6.0,
			   .transition_us = 20, .ncstates = 2,
			   .cstate = { { "C1", 1, 2, 1.0 }, { "C2", 400, 800, 0.0 } } },
	},
	{
		.name = "xeon-2x4",
		.description = "Xeon E5430-like (Harpertown): 2 packages x 4 cores, 2.0-2.67 GHz per package, no turbo, no SMT",
		.cores = 8,
		.domain_cores = 8,
		/*
		 * The sched_mc thread's machine (LKML 2008-12-30, Vaidyanathan Srinivasan): "x86 quad
		 * core dual socket", 8 logical CPUs.  The part is not named there: an E5430-like
		 * Harpertown (Intel ARK: 2.66 GHz, 1333 MT/s bus, so 333 MHz x 8; EIST down to x6)
		 * is a choice.  P-states per package (one voltage plane per socket), no turbo.
		 * Of the two mechanisms the thread names, a package idle as a whole (its
		 * "Package Idle(%)" columns) is modelled (pkg_idle_w below); shared caches (it
		 * credits sched_mc=2's faster runs to less cache-line bouncing, a claim it
		 * means to check with performance counters) are left out: the thread gives no
		 * measure of them, so any speed-up would be a free constant fitted to the very
		 * times it should predict.
		 */
		.topo = { .packages = 2, .smt = 1, .domain_cpus = 0, .smt_yield = 1.0, .pkg_idle_w = 3.0 },
		.cpu = { .min_pstate = 6, .max_pstate = 8, .max_pstate_physical = 8, .turbo_pstate = 8,
			 .bclk_khz = 333333, .fi_ratio = 1024, .freq_table = GOV_TABLE_DESC },
		/*
		 * Idle states, power split and the package C-state's 3 W against an 8 W uncore
		 * (per package, inside the 80 W TDP, Intel ARK) are model choices, not fitted:
		 * C1 halt (1/2 us, clock-gated) and a deep state (57/114 us, no leakage).
		 */
		.power = { .vmin_mv = 1000, .vbase_mv = 1200, .vmax_mv = 1200, .leak_w = 3.0, .dyn_max_w = 12.0, .uncore_w = 8.0,
			   .transition_us = 10, .ncstates = 2,
			   .cstate = { { "C1", 1, 2, 1.0 }, { "C3", 57, 114, 0.0 } } },
	},
	{
		.name = "knm-smt4",
		.description = "Xeon Phi 7255 (Knights Mill) with SMT4: one 2-core tile, 8 threads, 1.0-1.2 GHz",
		.cores = 68,
		.domain_cores = 8,
		/*
		 * knm-7255's facts with the part's four threads per core (272 threads on 68 cores in
		 * seed 000's setup).  smt_yield 2.0 (four threads do twice one thread's work) is a
		 * model choice; the tile shares the package's clock; two cores of 68 cannot put
		 * the package in a package C-state (pkg_idle_w = uncore_w).
		 */
		.topo = { .packages = 1, .smt = 4, .domain_cpus = 0, .smt_yield = 2.0, .pkg_idle_w = 0.8 },
		.trl = KNM_TRL,
		.cpu = KNM_CPU,
		.power = KNM_POWER,
	},
	/*
	 * Seed 004's servers (LKML 2020-10-22, "Re: default cpufreq gov"), which the thread names
	 * only by core count and family.  Each is simulated as 8 of its CPUs: 2 packages x 2 cores
	 * x SMT2 with per-core P-states (domain_cpus 2), tbench a pair per CPU as on the whole
	 * machine.  TRL: the per-core domain sees one active core, so trl[0] is the real package's
	 * all-core bin (every core of it busy under tbench).  smt_yield 1.25 and the power split are
	 * model choices (the uncore the simulated cores' share of the package's), not fitted.
	 * Idle states C1 2/2 and C1E 10/20 us and C6 as intel_idle.c's tables give them; C3 is left
	 * out (a typical server _CST does not list it); C1E's half leakage is a model choice.
	 */
	{
		.name = "skx-2s",
		.description = "2 x Xeon Gold 6130-like (Skylake-SP) with HWP: 1.0 GHz min, 2.1 base, 3.7 turbo, SMT2; 8 of 64 CPUs",
		.cores = 32,
		.domain_cores = 8,
		.topo = { .packages = 2, .smt = 2, .domain_cpus = 2, .smt_yield = 1.25, .pkg_idle_w = 1.0 },
		/*
		 * Intel ARK Xeon Gold 6130: 16 cores, base 2.10 GHz, max turbo 3.70, TDP 125 W; the
		 * 16-core bin 28 and the 4-core bin 35 (freq-invariance's skx method takes the first
		 * group of at least 4 cores: 35 x 1024 / 21) are model choices.  PLATFORM_INFO min
		 * ratio 10 (1.0 GHz, as commonly reported for Skylake-SP).
		 */
		.trl = { 28 },
		.cpu = { .min_pstate = 10, .max_pstate = 21, .max_pstate_physical = 21, .turbo_pstate = 37,
			 .bclk_khz = 100000, .fi_ratio = 35 * 1024 / 21, .freq_table = GOV_TABLE_NONE },
		.hwp = { .highest = 37, .guaranteed = 21, .efficient = 10, .lowest = 10 },
		/* skx_cstates: C6 133/600 us */
		.power = { .vmin_mv = 700, .vbase_mv = 850, .vmax_mv = 1050, .leak_w = 1.0, .dyn_max_w = 8.0, .uncore_w = 3.0,
			   .transition_us = 20, .ncstates = 3,
			   .cstate = { { "C1", 2, 2, 1.0 }, { "C1E", 10, 20, 0.5 }, { "C6", 133, 600, 0.0 } } },
	},
	{
		.name = "bdx-2s",
		.description = "2 x Xeon E5-2698 v4-like (Broadwell-EP), no HWP: 1.2 GHz min, 2.2 base, 3.6 turbo, SMT2; 8 of 80 CPUs",
		.cores = 40,
		.domain_cores = 8,
		.topo = { .packages = 2, .smt = 2, .domain_cpus = 2, .smt_yield = 1.25, .pkg_idle_w = 1.0 },
		/*
		 * Intel ARK Xeon E5-2698 v4: 20 cores, base 2.20 GHz, max turbo 3.60, TDP 135 W; the
		 * 20-core bin 27 and the 4-core bin 33 (core_set_max_freq_ratio(), aperfmperf.c:
		 * 33 x 1024 / 22) are model choices; min ratio 12 as Haswell-EP's published value.
		 */
		.trl = { 27 },
		.cpu = { .min_pstate = 12, .max_pstate = 22, .max_pstate_physical = 22, .turbo_pstate = 36,
			 .bclk_khz = 100000, .fi_ratio = 33 * 1024 / 22, .freq_table = GOV_TABLE_NONE },
		/* bdw_cstates: C6 133/400 us */
		.power = { .vmin_mv = 700, .vbase_mv = 850, .vmax_mv = 1050, .leak_w = 0.8, .dyn_max_w = 7.0, .uncore_w = 3.0,
			   .transition_us = 20, .ncstates = 3,
			   .cstate = { { "C1", 2, 2, 1.0 }, { "C1E", 10, 20, 0.5 }, { "C6", 133, 400, 0.0 } } },
	},
	{
		.name = "hsx-2s",
		.description = "2 x Xeon E5-2670 v3 ES (Haswell-EP), no HWP: 1.2 GHz min, 2.2 base, 2.8 turbo, SMT2; 8 of 48 CPUs",
		.cores = 24,
		.domain_cores = 8,
		.topo = { .packages = 2, .smt = 2, .domain_cpus = 2, .smt_yield = 1.25, .pkg_idle_w = 1.0 },
		/*
		 * A published E5-2670 v3 engineering sample's registers (AppleIntelInfo issue 19,
		 * github.com/Piker-Alpha, 2017-07-29; the real-hsw-ep-e5-2670v3es fixture): 12 cores,
		 * PLATFORM_INFO 0x80C33FB811600 (min 12, base 22), TURBO_RATIO_LIMIT 28 for 1-10
		 * cores and 25 for 11-12; freq-invariance's 4-core bin 28 x 1024 / 22.
		 */
		.trl = { 25 },
		.cpu = { .min_pstate = 12, .max_pstate = 22, .max_pstate_physical = 22, .turbo_pstate = 28,
			 .bclk_khz = 100000, .fi_ratio = 28 * 1024 / 22, .freq_table = GOV_TABLE_NONE },
		/* hsw_cstates: C6 133/400 us; power a model choice inside the retail part's 120 W (Intel ARK) */
		.power = { .vmin_mv = 750, .vbase_mv = 900, .vmax_mv = 1050, .leak_w = 1.2, .dyn_max_w = 9.0, .uncore_w = 4.0,
			   .transition_us = 20, .ncstates = 3,
			   .cstate = { { "C1", 2, 2, 1.0 }, { "C1E", 10, 20, 0.5 }, { "C6", 133, 400, 0.0 } } },
	},
};

size_t sim_part_count(void)
{
	return sizeof(sim_parts) / sizeof(sim_parts[0]);
}

const struct sim_part *sim_part_at(size_t i)
{
	return i < sim_part_count() ? &sim_parts[i] : NULL;
}

const struct sim_part *sim_part_find(const char *name)
{
	for (size_t i = 0; i < sim_part_count(); i++)
		if (strcmp(sim_parts[i].name, name) == 0)
			return &sim_parts[i];
	return NULL;
}

/* Part files (sim/partfile.h). */
static const char *const part_tables[] = {
	[GOV_TABLE_ASC] = "asc", [GOV_TABLE_DESC] = "desc", [GOV_TABLE_NONE] = "none", [GOV_TABLE_ACPI] = "acpi",
};

enum part_key {
	PK_PART, PK_DESC, PK_CORES, PK_DOMAIN, PK_PSTATES, PK_BCLK, PK_FI, PK_TRL, PK_TABLE, PK_LATENCY,
	PK_VOLTS, PK_LEAK, PK_DYN, PK_UNCORE, PK_POLL, PK_TRANSITION, PK_CSTATE, PK_HWP, PK_COUNT
};

static const char *const part_keys[PK_COUNT] = {
	"part", "description", "cores", "domain_cores", "pstates", "bclk_khz", "fi_ratio", "trl", "freq_table",
	"latency_us", "volts", "leak_w", "dyn_max_w", "uncore_w", "poll_frac", "transition_us", "cstate", "hwp",
};

/* Whole numbers 0..max, separated by blanks, exactly @n of them (or 1..@n with @upto). */
static int part_uints(const char *s, unsigned *v, int n, int upto, unsigned long max)
{
	int k = 0;

	for (;;) {
		char *end;

		while (*s == ' ' || *s == '\t')
			s++;
		if (!*s)
			break;
		if (k == n || *s < '0' || *s > '9')
			return -1;
		errno = 0;
		unsigned long x = strtoul(s, &end, 10);
		if (errno || x > max || (*end && *end != ' ' && *end != '\t'))
			return -1;
		v[k++] = (unsigned)x;
		s = end;
	}
	return k == n || (upto && k >= 1) ? k : -1;
}

static int part_watts(const char *s, double *w)
{
	char *end;

	errno = 0;
	*w = strtod(s, &end);
	while (*end == ' ' || *end == '\t')
		end++;
	return errno || *end || end == s || !(*w >= 0 && *w <= 10000) ? -1 : 0;
}

static int part_cstate(struct sim_part_file *out, const char *s)
{
	struct sim_power *p = &out->part.power;
	char name[16], frac[32];
	unsigned exit_us, res_us;
	int used = 0;
	double f;

	if (p->ncstates == SIM_MAX_CSTATES ||
	    sscanf(s, "%15s %u %u %31s%n", name, &exit_us, &res_us, frac, &used) != 4 || s[used] ||
	    exit_us > 1000000 || res_us > 10000000 || part_watts(frac, &f) || f > 1)
		return -1;
	memcpy(out->cstate_name[p->ncstates], name, sizeof(name));
	p->cstate[p->ncstates] = (struct sim_cstate){ out->cstate_name[p->ncstates], exit_us, res_us, f };
	p->ncstates++;
	return 0;
}

/* One "key value" line; -1 when the value is bad. */
static int part_set(struct sim_part_file *out, enum part_key k, const char *v)
{
	struct sim_part *p = &out->part;
	struct gov_cpu *c = &p->cpu;
	unsigned u[SIM_MAX_CORES];
	int n;

	switch (k) {
	case PK_PART:
	case PK_DESC: {
		char *dst = k == PK_PART ? out->name : out->description;
		size_t cap = k == PK_PART ? sizeof(out->name) : sizeof(out->description), len = strlen(v);

		if (!len || len >= cap || (k == PK_PART && strpbrk(v, " \t")))
			return -1;
		memcpy(dst, v, len + 1);
		return 0;
	}
	case PK_CORES:
		return part_uints(v, &p->cores, 1, 0, 100000) < 0 || !p->cores ? -1 : 0;
	case PK_DOMAIN:
		return part_uints(v, &p->domain_cores, 1, 0, SIM_MAX_CORES) < 0 || !p->domain_cores ? -1 : 0;
	case PK_PSTATES:
		if (part_uints(v, u, 4, 0, 255) < 0)
			return -1;
		c->min_pstate = u[0], c->max_pstate = u[1], c->max_pstate_physical = u[2], c->turbo_pstate = u[3];
		return 0;
	case PK_BCLK:
		return part_uints(v, &c->bclk_khz, 1, 0, 1000000) < 0 || !c->bclk_khz ? -1 : 0;
	case PK_FI:
		return part_uints(v, &c->fi_ratio, 1, 0, 1u << 20) < 0 ? -1 : 0;
	case PK_TRL:
		if ((n = part_uints(v, u, SIM_MAX_CORES, 1, 255)) < 0)
			return -1;
		memcpy(p->trl, u, (size_t)n * sizeof(u[0]));
		return 0;
	case PK_TABLE:
		for (size_t i = 0; i < sizeof(part_tables) / sizeof(part_tables[0]); i++)
			if (strcmp(v, part_tables[i]) == 0) {
				c->freq_table = (unsigned)i;
				return 0;
			}
		return -1;
	case PK_LATENCY:
		return part_uints(v, &c->latency_us, 1, 0, 10000000) < 0 ? -1 : 0;
	case PK_VOLTS:
		if (part_uints(v, u, 3, 0, 5000) < 0 || !u[0] || u[0] > u[1] || u[1] > u[2])
			return -1;
		p->power.vmin_mv = u[0], p->power.vbase_mv = u[1], p->power.vmax_mv = u[2];
		return 0;
	case PK_LEAK:
		return part_watts(v, &p->power.leak_w);
	case PK_DYN:
		return part_watts(v, &p->power.dyn_max_w);
	case PK_UNCORE:
		return part_watts(v, &p->power.uncore_w);
	case PK_POLL:
		return part_watts(v, &p->power.poll_frac) || p->power.poll_frac > 1 ? -1 : 0;
	case PK_TRANSITION:
		return part_uints(v, &p->power.transition_us, 1, 0, 1000000) < 0 ? -1 : 0;
	case PK_CSTATE:
		return part_cstate(out, v);
	case PK_HWP:
		if (part_uints(v, u, 4, 0, 255) < 0 || !u[0] || u[1] > u[0] || u[2] > u[0] || u[3] > u[2])
			return -1;
		p->hwp = (struct hwp_caps){ u[0], u[1], u[2], u[3] };
		return 0;
	case PK_COUNT:
		break;
	}
	return -1;
}

/* What the simulation needs and the lines could not check one by one. */
static const char *part_check(const struct sim_part_file *out, unsigned seen)
{
	const struct sim_part *p = &out->part;
	const struct gov_cpu *c = &p->cpu;
	static const enum part_key need[] = { PK_PART, PK_PSTATES, PK_BCLK, PK_VOLTS, PK_LEAK, PK_DYN, PK_UNCORE };

	for (size_t i = 0; i < sizeof(need) / sizeof(need[0]); i++)
		if (!(seen & 1u << need[i]))
			return part_keys[need[i]];
	if (!c->min_pstate || c->min_pstate > c->max_pstate || c->max_pstate > c->turbo_pstate ||
	    c->max_pstate_physical < c->min_pstate || c->max_pstate_physical > c->turbo_pstate ||
	    c->turbo_pstate >= SIM_MAX_PSTATE)
		return "pstates (need 0 < MIN <= MAX <= TURBO < 64, MIN <= PHYS <= TURBO)";
	if (p->domain_cores > p->cores)
		return "domain_cores (at most cores)";
	return NULL;
}

int sim_part_parse(const char *text, struct sim_part_file *out, char *err, size_t errlen)
{
	unsigned seen = 0;
	int line = 0;

	memset(out, 0, sizeof(*out));
	out->part.cores = out->part.domain_cores = 1;
	out->part.power.transition_us = 20;
	for (const char *s = text; *s;) {
		const char *nl = strchr(s, '\n'), *end = nl ? nl : s + strlen(s);
		char buf[256], *v;
		size_t len = (size_t)(end - s);
		int k;

		line++;
		if (len >= sizeof(buf)) {
			snprintf(err, errlen, "line %d: longer than %zu characters", line, sizeof(buf) - 1);
			return -EINVAL;
		}
		memcpy(buf, s, len);
		buf[len] = '\0';
		s = nl ? nl + 1 : end;
		if (len && buf[len - 1] == '\r')
			buf[--len] = '\0';
		if (!buf[strspn(buf, " \t")] || buf[strspn(buf, " \t")] == '#')
			continue;
		v = buf + strcspn(buf, " \t");
		if (*v)
			*v++ = '\0';
		v += strspn(v, " \t");
		for (k = 0; k < PK_COUNT && strcmp(buf, part_keys[k]); k++)
			;
		if (k == PK_COUNT) {
			snprintf(err, errlen, "line %d: unknown key '%.40s'", line, buf);
			return -EINVAL;
		}
		if ((seen & 1u << k) && k != PK_CSTATE) {
			snprintf(err, errlen, "line %d: %s given twice", line, part_keys[k]);
			return -EINVAL;
		}
		seen |= 1u << k;
		if (part_set(out, (enum part_key)k, v)) {
			snprintf(err, errlen, "line %d: bad %s '%.60s'", line, part_keys[k], v);
			return -EINVAL;
		}
	}
	const char *bad = part_check(out, seen);
	if (bad) {
		snprintf(err, errlen, "%s %s", strchr(bad, ' ') ? "bad" : "missing", bad);
		return -EINVAL;
	}
	out->part.name = out->name;
	out->part.description = out->description;
	return 0;
}

int sim_part_write(const struct sim_part *p, const char *comment, FILE *out)
{
	const struct gov_cpu *c = &p->cpu;
	const struct sim_power *w = &p->power;

	for (const char *s = comment; s && *s;) {
		size_t n = strcspn(s, "\n");

		fprintf(out, "# %.*s\n", (int)n, s);
		s += n + (s[n] == '\n');
	}
	fprintf(out, "part %s\n", p->name);
	if (p->description && *p->description)
		fprintf(out, "description %s\n", p->description);
	fprintf(out, "cores %u\ndomain_cores %u\npstates %u %u %u %u\nbclk_khz %u\nfi_ratio %u\n", p->cores,
		p->domain_cores, c->min_pstate, c->max_pstate, c->max_pstate_physical, c->turbo_pstate, c->bclk_khz,
		c->fi_ratio);
	if (p->trl[0]) {
		fputs("trl", out);
		for (size_t i = 0; i < SIM_MAX_CORES && p->trl[i]; i++)
			fprintf(out, " %u", p->trl[i]);
		fputc('\n', out);
	}
	fprintf(out, "freq_table %s\nlatency_us %u\n", part_tables[c->freq_table <= GOV_TABLE_ACPI ? c->freq_table : 0],
		c->latency_us);
	fprintf(out, "volts %u %u %u\nleak_w %.6f\ndyn_max_w %.6f\nuncore_w %.6f\npoll_frac %.6f\ntransition_us %u\n",
		w->vmin_mv, w->vbase_mv, w->vmax_mv, w->leak_w, w->dyn_max_w, w->uncore_w, w->poll_frac, w->transition_us);
	if (p->hwp.highest)
		fprintf(out, "hwp %u %u %u %u\n", p->hwp.highest, p->hwp.guaranteed, p->hwp.efficient, p->hwp.lowest);
	for (size_t k = 0; k < w->ncstates; k++)
		fprintf(out, "cstate %s %u %u %.3f\n", w->cstate[k].name, w->cstate[k].exit_us, w->cstate[k].residency_us,
			w->cstate[k].leak_frac);
	return fflush(out) || ferror(out) ? -EIO : 0;
}
