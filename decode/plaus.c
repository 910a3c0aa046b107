// SPDX-License-Identifier: GPL-2.0-only
/*
 * The plausibility check: values that no processor can produce, found in
 * the numbers this interval is about to print.  Each value is the column's
 * own (columns_compute() on the row's delta), so what is judged is what is
 * shown.  Residency slack is a percentage point (the printed rounding,
 * 0.005 per column) plus what 1 ms between the reads of one CPU is of the
 * interval, so that an interval a key press ended after 0.3 ms is not
 * judged to a point; the 1% of the TSC test gets the same allowance.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "decode/columns.h"
#include "decode/plaus.h"
#include "decode/trl.h"

#define BZY_SLACK	1.02	/* bclk runs a little off its nominal 100 MHz; 2% covers it */
#define PCT_SLACK	1.0	/* percentage points */
#define READ_SKEW_S	0.001	/* a CPU's reads may be this far apart (preemption on a loaded machine) */
#define TSC_MAX_MHZ	10000.0
#define TSC_SLACK	0.01
#define TDP_TIMES	3.0	/* PL2 is about 1.25x TDP and PL4 under 2.5x on the parts we know */
/*
 * A TDP under 1 W is unknown, not a limit: VMs, emulators and some BIOSes leave
 * MSR_PKG_POWER_INFO's field at 0 or 1 unit (0.125 W); the smallest parts are 4.5 W.
 */
#define TDP_MIN_W	1.0
#define IPC_BUSY_PCT	99.0
#define IDLE_SLACK	0.005	/* percentage points: a share above 100.00 as printed */

const struct plaus_rule_def plaus_rules[PLAUS__COUNT] = {
	[PLAUS_BZY_MAX] = { "bzy-max",
			    "Bzy_MHz above the part's highest frequency: Intel the top of MSR_TURBO_RATIO_LIMIT or "
			    "HWP highest (not below base); AMD _CPC highest_perf scaled by nominal_freq, or P0",
			    "max turbo + 2%",
			    "APERF counts at the actual clock (SDM vol. 3B 15.2), which stops at the turbo ratio "
			    "limit (SDM vol. 4, MSR_TURBO_RATIO_LIMIT) or _CPC highest_perf (ACPI 6.3 8.4.7.1); "
			    "2% is the bus clock's drift" },
	[PLAUS_PKG_IDLE] = { "pkg-idle",
			     "package C-states (Pkg%pc2 to Pk%pc10 summed) above 100 - the busiest C0 in the "
			     "package (its CPUs' Busy%, Any%C0)",
			     "100 - the busiest C0 in the package, + 1 point + 1 ms/interval",
			     "a package enters PCx only while every core in it idles (SDM vol. 3B 14.5)" },
	[PLAUS_DIE_IDLE] = { "die-idle",
			     "Die%c6 above 100 - the busiest C0 in the die (its CPUs' Busy%; Any%C0 where the "
			     "package has one die)",
			     "100 - the busiest C0 in the die, + 1 point + 1 ms/interval",
			     "die C6 needs every core of the die in C6 (Intel PMT die C6 counter)" },
	[PLAUS_CSTATE_SUM] = { "cstate-sum", "Busy% + CPU%c1 + its core's CPU%c3, c6, c7 above 100",
			       "100 + 1 point + 1 ms/interval",
			       "C0 and the core C-states share the TSC's time (SDM vol. 3B 14.5; turbostat's "
			       "delta_thread() takes c1 as what is left)" },
	[PLAUS_IPC_ZERO] = { "ipc-zero", "IPC 0 on a CPU busy 99% or more, where instructions are counted",
			     "IPC 0 at Busy% >= 99",
			     "a CPU in C0 for a whole interval retires instructions (INST_RETIRED.ANY, SDM vol. 3B "
			     "fixed-function counter 0)" },
	[PLAUS_TSC_RATE] = { "tsc-rate",
			     "TSC_MHz above 10 GHz, or more than 1% from the kernel's rate where CPUID 0x15 "
			     "enumerates it",
			     "10 GHz; the CPUID 0x15 rate +- 1% + 1 ms/interval",
			     "no x86 TSC runs at 10 GHz; the kernel takes tsc_khz from CPUID 0x15 where it is "
			     "enumerated (arch/x86/kernel/tsc.c native_calibrate_tsc())" },
	[PLAUS_RAPL] = { "rapl-power",
			 "PkgWatt, CorWatt, GFXWatt, RAMWatt or SysWatt negative, or (SysWatt excepted) above 3x "
			 "the package's TDP from MSR_PKG_POWER_INFO (a TDP under 1 W is unknown: no limit)",
			 "0 W; 3 x TDP",
			 "energy counters only count up (SDM vol. 3B 14.10.3); the power limits PL1, PL2 and "
			 "PL4 stay under 3x thermal spec power (MSR_PKG_POWER_INFO [14:0])" },
	[PLAUS_TEMP] = { "temperature",
			 "CoreTmp, PkgTmp or CCDTmp above TjMax (read from MSR_IA32_TEMPERATURE_TARGET or "
			 "given by --TCC, never a guess) or below 0 C",
			 "TjMax; 0 C",
			 "the digital readout is degrees below TjMax (SDM vol. 3B 14.8.5.2, IA32_THERM_STATUS "
			 "[22:16]): no reading lies above it, and below 0 C the readout passed TjMax" },
	[PLAUS_WIDTH] = { "counter-width", "a counter read with bits set above its width", "the counter's width",
			  "the bits above a counter's width are reserved and read 0 (SDM vol. 4: "
			  "MSR_PKG_ENERGY_STATUS [63:32], MSR_SMI_COUNT [63:32])" },
	[PLAUS_IDLE_PCT] = { "idle-pct", "a sysfs cpuidle state's residency (C1%, haltpoll_idle% ...) above 100",
			     "100 + 0.005 (the printed rounding)",
			     "no CPU idles longer than the interval; the kernel adds an idle period's time when the "
			     "period ends (drivers/cpuidle/cpuidle.c cpuidle_enter_state()), so one begun before "
			     "the interval counts whole in it, most of all in a short one" },
};

void plaus_limits(const struct cpu_facts *f, const struct rapl_info *ri, int tjmax, struct plaus_limits *lim)
{
	double max = 0;

	*lim = (struct plaus_limits){ .tjmax = tjmax };
	if (f->id.vendor == VENDOR_INTEL) {
		unsigned r = trl_max_ratio(&f->trl);
		/* a hybrid part's HWP levels are not ratios */
		unsigned hwp = !f->id.hybrid && f->hwp_caps_state.state == FACT_OK ? f->hwp.highest : 0;

		if (hwp > r)
			r = hwp;
		/* without a turbo register the base is no bound: the part may turbo past it */
		if (r && f->base_ratio.state == FACT_OK && f->base_ratio.v > r)
			r = (unsigned)f->base_ratio.v;
		max = facts_ratio_mhz(f, r);
	} else if (f->id.vendor == VENDOR_AMD) {
		if (f->pstate_mhz[0].state == FACT_OK)
			max = (double)f->pstate_mhz[0].v;
		if ((f->cppc_state.state == FACT_OK || f->cppc_state.state == FACT_CPUID_SYSFS) && f->cppc_nominal_khz) {
			double cppc = (double)amd_cppc_perf_to_khz(f->cppc_nominal_khz, f->cppc.highest,
								    f->cppc.nominal) / 1000;

			if (cppc > max)
				max = cppc;
		}
	}
	lim->max_mhz = max;
	if (f->tsc_hz.state == FACT_OK && f->tsc_source && !strncmp(f->tsc_source, "CPUID 0x15", 10))
		lim->tsc_mhz = (double)f->tsc_hz.v / 1e6;
	if (ri && ri->info_ok && !ri->tdp_fallback && ri->tdp_w >= TDP_MIN_W)
		lim->tdp_w = ri->tdp_w;
}

struct check {
	const struct plaus_limits *lim;
	const struct derive_ctx *ctx;
	const struct delta *cpu;
	struct plaus_report *out;
};

/* The column's value on a row, as it would print; a share turbostat shows as nan (110% or more) counts. */
static int value(const struct check *k, int row, enum col_id id, double *v)
{
	struct out_col oc = { .id = id, .fmt = col_defs[id].fmt };
	struct col_env e = { .ctx = k->ctx, .d = &k->cpu[row], .cpu = &k->ctx->topo->cpu[row] };
	struct cell c;

	columns_compute(&oc, &e, &c);
	*v = c.v;
	return c.st == CELL_OK || (c.st == CELL_NAN && c.v != 0 && isfinite(c.v));
}

static void flag(const struct check *k, enum plaus_rule rule, int row, const char *q, double v, double limit)
{
	struct plaus_report *r = k->out;

	for (int i = 0; i < r->n; i++) {
		if (r->f[i].rule == rule) {
			r->f[i].more++;
			return;
		}
	}
	r->f[r->n++] = (struct plaus_finding){ .rule = rule, .cpu = k->ctx->topo->cpu[row].cpu, .quantity = q,
					       .value = v, .limit = limit };
}

/* The highest Busy% of the online CPUs in @row's package (and die, when @die). */
static double busiest(const struct check *k, int row, int die)
{
	const struct topology *t = k->ctx->topo;
	double best = 0, v;

	for (int i = 0; i < t->n; i++) {
		if (k->cpu[i].offline || t->cpu[i].pkg_idx != t->cpu[row].pkg_idx ||
		    (die && t->cpu[i].die != t->cpu[row].die))
			continue;
		if (value(k, i, COL_BUSY, &v) && v > best)
			best = v;
	}
	return best;
}

/* What READ_SKEW_S is of @row's interval, as a share (0 for an interval of no length: nothing is judged then). */
static double skew(const struct check *k, int row)
{
	double t = k->cpu[row].interval_s;

	return t > 0 ? READ_SKEW_S / t : 0;
}

static void check_thread(const struct check *k, int row, int core)
{
	static const enum col_id core_states[] = { COL_CPU_C3, COL_CPU_C6, COL_CPU_C7 };
	const struct plaus_limits *lim = k->lim;
	double v, busy = 0, c1 = 0, sum;
	int have_busy = value(k, row, COL_BUSY, &busy), have_core = 0;

	if (lim->max_mhz > 0 && value(k, row, COL_BZY_MHZ, &v) && v > lim->max_mhz * BZY_SLACK)
		flag(k, PLAUS_BZY_MAX, row, "Bzy_MHz", v, lim->max_mhz);
	sum = busy;
	if (value(k, row, COL_CPU_C1, &c1))
		sum += c1;
	for (size_t s = 0; s < sizeof(core_states) / sizeof(core_states[0]); s++) {
		if (value(k, core, core_states[s], &v)) {
			sum += v;
			have_core = 1;
		}
	}
	if (have_busy && have_core && sum > 100 + PCT_SLACK + 100 * skew(k, row))
		flag(k, PLAUS_CSTATE_SUM, row, "Busy%+CPU%c1..c7", sum, 100);
	if (have_busy && busy >= IPC_BUSY_PCT && value(k, row, COL_IPC, &v) && v == 0)
		flag(k, PLAUS_IPC_ZERO, row, "IPC", 0, busy);
	if (value(k, row, COL_TSC_MHZ, &v)) {
		if (v > TSC_MAX_MHZ)
			flag(k, PLAUS_TSC_RATE, row, "TSC_MHz", v, TSC_MAX_MHZ);
		else if (lim->tsc_mhz > 0 && fabs(v - lim->tsc_mhz) > lim->tsc_mhz * (TSC_SLACK + skew(k, row)))
			flag(k, PLAUS_TSC_RATE, row, "TSC_MHz", v, lim->tsc_mhz);
	}
	if (k->cpu[row].overwidth)
		flag(k, PLAUS_WIDTH, row, k->ctx->defs[k->cpu[row].overwidth - 1].name,
		     k->ctx->plan->src[k->cpu[row].overwidth - 1].bits, 0);
}

/* Each cpuidle state's share of the interval, as its column prints it (decode/columns.c c_idle_pct()). */
static void check_idle(const struct check *k, int row)
{
	static const char *const state[IDLE_MAX] = {
		"cpuidle state0%", "cpuidle state1%", "cpuidle state2%", "cpuidle state3%", "cpuidle state4%",
		"cpuidle state5%", "cpuidle state6%", "cpuidle state7%", "cpuidle state8%", "cpuidle state9%",
	};

	for (int st = 0; st < k->cpu[row].lay->nidle && st < IDLE_MAX; st++) {
		struct out_col oc = { .id = COL_IDLE_PCT, .sub = st, .fmt = col_defs[COL_IDLE_PCT].fmt };
		struct col_env e = { .ctx = k->ctx, .d = &k->cpu[row], .cpu = &k->ctx->topo->cpu[row], .sub = st };
		struct cell c;

		columns_compute(&oc, &e, &c);
		if ((c.st == CELL_OK || c.st == CELL_NAN) && isfinite(c.v) && c.v > 100 + IDLE_SLACK)
			flag(k, PLAUS_IDLE_PCT, row, state[st], c.v, 100);
	}
}

static void check_temp(const struct check *k, int row, enum col_id id)
{
	double v;

	if (!value(k, row, id, &v))
		return;
	if (v < 0)
		flag(k, PLAUS_TEMP, row, col_defs[id].name, v, 0);
	else if (k->lim->tjmax > 0 && v > k->lim->tjmax)
		flag(k, PLAUS_TEMP, row, col_defs[id].name, v, k->lim->tjmax);
}

static void check_package(const struct check *k, int row)
{
	static const enum col_id watts[] = { COL_PKGWATT, COL_CORWATT, COL_GFXWATT, COL_RAMWATT, COL_SYSWATT };
	double v, pc = 0, any = 0, top;
	int have_pc = 0, have_any = value(k, row, COL_ANY_C0, &any);

	for (enum col_id id = COL_PC2; id <= COL_PC10; id++) {
		if (value(k, row, id, &v)) {
			pc += v;
			have_pc = 1;
		}
	}
	top = busiest(k, row, 0);
	if (have_any && any > top)
		top = any;
	double slack = PCT_SLACK + 100 * skew(k, row);

	if (have_pc && pc > 100 - top + slack)
		flag(k, PLAUS_PKG_IDLE, row, "Pkg%pc2..Pk%pc10", pc, 100 - top);
	if (value(k, row, COL_DIE_C6, &v)) {
		top = busiest(k, row, 1);
		if (have_any && k->ctx->topo->max_die_per_pkg <= 1 && any > top)
			top = any;
		if (v > 100 - top + slack)
			flag(k, PLAUS_DIE_IDLE, row, "Die%c6", v, 100 - top);
	}
	for (size_t w = 0; w < sizeof(watts) / sizeof(watts[0]); w++) {
		if (!value(k, row, watts[w], &v))
			continue;
		if (v < 0)
			flag(k, PLAUS_RAPL, row, col_defs[watts[w]].name, v, 0);
		else if (k->lim->tdp_w > 0 && watts[w] != COL_SYSWATT && v > TDP_TIMES * k->lim->tdp_w)
			flag(k, PLAUS_RAPL, row, col_defs[watts[w]].name, v, TDP_TIMES * k->lim->tdp_w);
	}
	check_temp(k, row, COL_PKGTMP);
	check_temp(k, row, COL_CCDTMP);
}

void plaus_check(const struct plaus_limits *lim, const struct derive_ctx *ctx, const struct delta *cpu,
		 struct plaus_report *out)
{
	struct derive_ctx watts = *ctx;
	struct check k = { .lim = lim, .ctx = &watts, .cpu = cpu, .out = out };

	watts.joules = 0;	/* power, whatever --Joules prints */
	out->n = 0;
	for (int i = 0, core = 0; i < ctx->topo->n; i++) {
		const struct topo_cpu *c = &ctx->topo->cpu[i];

		if (c->first_in_core)
			core = i;
		if (cpu[i].offline)
			continue;
		check_thread(&k, i, core);
		check_idle(&k, i);
		if (c->first_in_core)
			check_temp(&k, i, COL_CORETMP);
		if (c->first_in_pkg)
			check_package(&k, i);
	}
}

void plaus_line(const struct plaus_finding *f, char *buf, size_t len)
{
	const struct plaus_rule_def *r = &plaus_rules[f->rule];
	int n;

	if (f->rule == PLAUS_IPC_ZERO)
		n = snprintf(buf, len, "implausible: %s: cpu%d IPC 0 at Busy%% %.2f (%s)", r->name, f->cpu, f->limit,
			     r->threshold);
	else if (f->rule == PLAUS_WIDTH)
		n = snprintf(buf, len, "implausible: %s: cpu%d %s read with bits above its %.0f-bit width", r->name,
			     f->cpu, f->quantity, f->value);
	else
		n = snprintf(buf, len, "implausible: %s: cpu%d %s %.2f %s %.2f (%s)", r->name, f->cpu, f->quantity,
			     f->value, f->value < f->limit ? "below" : "above", f->limit, r->threshold);
	if (f->more && n > 0 && (size_t)n < len)
		snprintf(buf + n, len - (size_t)n, "; and %d more CPU%s", f->more, f->more > 1 ? "s" : "");
}
