/*
 * The column table.  Names, order, units and formats are turbostat's
 * (reference/turbostat.md §3, §5; print_header() in turbostat.c): thread
 * columns, then core columns, then package columns, so a row that is not a
 * core's first thread or a package's first CPU simply ends early.
 */
#include <stdio.h>
#include <string.h>

#include "columns.h"
#include "freqinv.h"

const char *const col_group_names[GRP__COUNT] = {
	[GRP_TOPOLOGY] = "topology", [GRP_FREQUENCY] = "frequency", [GRP_HWIDLE] = "hwidle",
	[GRP_SWIDLE] = "swidle", [GRP_POWER] = "power", [GRP_OTHER] = "other",
};

static void set(struct cell *c, double v)
{
	c->v = v;
	c->st = CELL_OK;
}

static int ok(const struct delta *d, enum raw_id r)
{
	return d->st[r] == DS_OK;
}

/* turbostat's pct(): a share of 110% or more is a measurement artefact, shown as nan. */
static void set_pct(struct cell *c, double num, double den)
{
	if (den <= 0) {
		c->st = CELL_ABSENT;
		return;
	}
	c->v = 100.0 * num / den;
	c->st = c->v >= 110.0 ? CELL_NAN : CELL_OK;
}

/* A raw counter as a share of the TSC; a reset counter is shown as such. */
static void raw_pct(const struct delta *d, enum raw_id r, struct cell *c)
{
	if (d->st[r] == DS_RESET || d->st[RAW_TSC] == DS_RESET)
		c->st = CELL_RESET;
	else if (ok(d, r) && ok(d, RAW_TSC))
		set_pct(c, d->raw[r], d->raw[RAW_TSC]);
}

static void col_id(const struct col_env *e, struct cell *c, int v)
{
	if (e->cpu && v >= 0)
		set(c, v);
}

static void c_package(const struct col_env *e, struct cell *c)
{
	col_id(e, c, e->cpu ? e->cpu->pkg : -1);
}

static void c_die(const struct col_env *e, struct cell *c)
{
	col_id(e, c, e->cpu ? e->cpu->die : -1);
}

static void c_l3(const struct col_env *e, struct cell *c)
{
	col_id(e, c, e->cpu ? e->cpu->l3 : -1);
}

static void c_node(const struct col_env *e, struct cell *c)
{
	col_id(e, c, e->cpu ? e->cpu->node : -1);
}

static void c_core(const struct col_env *e, struct cell *c)
{
	col_id(e, c, e->cpu ? e->cpu->core : -1);
}

static void c_cpu(const struct col_env *e, struct cell *c)
{
	col_id(e, c, e->cpu ? e->cpu->cpu : -1);
}

static void c_apic(const struct col_env *e, struct cell *c)
{
	col_id(e, c, e->cpu ? e->cpu->apic : -1);
}

static void c_x2apic(const struct col_env *e, struct cell *c)
{
	col_id(e, c, e->cpu ? e->cpu->x2apic : -1);
}

static void c_tod(const struct col_env *e, struct cell *c)
{
	/* microseconds: below 2^53, so the double holds them exactly */
	set(c, (double)e->d->t.tod_sec * 1e6 + (double)e->d->t.tod_usec);
}

static void c_avg_mhz(const struct col_env *e, struct cell *c)
{
	if (e->d->st[RAW_APERF] == DS_RESET)
		c->st = CELL_RESET;
	else if (ok(e->d, RAW_APERF) && e->d->interval_s > 0)
		set(c, e->d->raw[RAW_APERF] / e->d->interval_s / 1e6);
}

/* Busy% = MPERF/(TSC*tweak); where MPERF is unreachable, the scheduler's /proc/stat view. */
static void c_busy(const struct col_env *e, struct cell *c)
{
	const struct delta *d = e->d;

	if (d->st[RAW_MPERF] == DS_RESET)
		c->st = CELL_RESET;
	else if (ok(d, RAW_MPERF) && ok(d, RAW_TSC))
		set_pct(c, d->raw[RAW_MPERF], d->raw[RAW_TSC] * e->ctx->tsc_tweak);
	else if (d->stat_st == DS_OK)
		set_pct(c, d->stat_busy, d->stat_total);
}

static void c_bzy_mhz(const struct col_env *e, struct cell *c)
{
	const struct delta *d = e->d;

	if (d->st[RAW_APERF] == DS_RESET || d->st[RAW_MPERF] == DS_RESET) {
		c->st = CELL_RESET;
		return;
	}
	if (!ok(d, RAW_APERF) || !ok(d, RAW_MPERF) || d->raw[RAW_MPERF] <= 0)
		return;
	double ratio = d->raw[RAW_APERF] / d->raw[RAW_MPERF];

	if (e->ctx->base_hz > 0)
		set(c, e->ctx->base_hz * ratio / 1e6);
	else if (ok(d, RAW_TSC) && d->interval_s > 0)
		set(c, d->raw[RAW_TSC] / d->interval_s * ratio / 1e6);
}

static void c_tsc_mhz(const struct col_env *e, struct cell *c)
{
	if (ok(e->d, RAW_TSC) && e->d->interval_s > 0)
		set(c, e->d->raw[RAW_TSC] / e->d->interval_s / 1e6);
}

/* What the scheduler's tick would have set arch_freq_scale to over this interval. */
static void c_freqinv(const struct col_env *e, struct cell *c)
{
	unsigned scale;

	if (!e->ctx->fi_ratio || !ok(e->d, RAW_APERF) || !ok(e->d, RAW_MPERF))
		return;
	if (freqinv_scale(e->d->acnt, e->d->mcnt, e->ctx->fi_ratio, &scale) == 0)
		set(c, scale);
	else
		c->st = CELL_NAN;
}

static void c_irq(const struct col_env *e, struct cell *c)
{
	if (e->d->irq_st == DS_OK)
		set(c, e->d->irq);
}

static void c_smi(const struct col_env *e, struct cell *c)
{
	if (ok(e->d, RAW_SMI))
		set(c, e->d->raw[RAW_SMI]);
}

static void c_idle_pct(const struct col_env *e, struct cell *c)
{
	if (e->d->idle_st[e->sub] == DS_OK)
		set_pct(c, e->d->idle_us[e->sub], e->d->interval_s * 1e6);
}

/*
 * Without a C1 counter turbostat derives C1 as what is left of the TSC after
 * C0 (MPERF) and the deeper core states, which are per core: a thread uses
 * its core's values.
 */
static void c_cpu_c1(const struct col_env *e, struct cell *c)
{
	const struct delta *d = e->d, *core = e->core;

	if (ok(d, RAW_CC1)) {
		raw_pct(d, RAW_CC1, c);
		return;
	}
	if (!ok(d, RAW_MPERF) || !ok(d, RAW_TSC) || !(ok(core, RAW_CC3) || ok(core, RAW_CC6) || ok(core, RAW_CC7)))
		return;
	double left = d->raw[RAW_TSC] * e->ctx->tsc_tweak - d->raw[RAW_MPERF];

	for (enum raw_id r = RAW_CC3; r <= RAW_CC7; r++)
		if (ok(core, r))
			left -= core->raw[r];
	set_pct(c, left > 0 ? left : 0, d->raw[RAW_TSC]);
}

static void c_cpu_c3(const struct col_env *e, struct cell *c)
{
	raw_pct(e->d, RAW_CC3, c);
}

static void c_cpu_c6(const struct col_env *e, struct cell *c)
{
	raw_pct(e->d, RAW_CC6, c);
}

static void c_cpu_c7(const struct col_env *e, struct cell *c)
{
	raw_pct(e->d, RAW_CC7, c);
}

static void c_mod_c6(const struct col_env *e, struct cell *c)
{
	raw_pct(e->d, RAW_MC6, c);
}

static void c_pc2(const struct col_env *e, struct cell *c)
{
	raw_pct(e->d, RAW_PC2, c);
}

static void c_pc3(const struct col_env *e, struct cell *c)
{
	raw_pct(e->d, RAW_PC3, c);
}

static void c_pc6(const struct col_env *e, struct cell *c)
{
	raw_pct(e->d, RAW_PC6, c);
}

static void c_pc7(const struct col_env *e, struct cell *c)
{
	raw_pct(e->d, RAW_PC7, c);
}

static void c_pc8(const struct col_env *e, struct cell *c)
{
	raw_pct(e->d, RAW_PC8, c);
}

static void c_pc9(const struct col_env *e, struct cell *c)
{
	raw_pct(e->d, RAW_PC9, c);
}

static void c_pc10(const struct col_env *e, struct cell *c)
{
	raw_pct(e->d, RAW_PC10, c);
}

static void temperature(const struct delta *d, enum raw_id r, struct cell *c)
{
	if (ok(d, r))
		set(c, d->raw[r]);
}

static void c_coretmp(const struct col_env *e, struct cell *c)
{
	temperature(e->d, RAW_CORE_THERM, c);
}

static void c_pkgtmp(const struct col_env *e, struct cell *c)
{
	temperature(e->d, RAW_PKG_THERM, c);
}

/* Energy deltas are in joules; the column shows watts, or joules under --Joules. */
static void energy(const struct col_env *e, enum raw_id r, struct cell *c)
{
	if (e->d->st[r] == DS_RESET)
		c->st = CELL_RESET;
	else if (ok(e->d, r) && e->d->interval_s > 0)
		set(c, e->ctx->joules ? e->d->raw[r] : e->d->raw[r] / e->d->interval_s);
}

static void c_corwatt_amd(const struct col_env *e, struct cell *c)
{
	energy(e, RAW_E_CORE_AMD, c);
}

static void c_pkgwatt(const struct col_env *e, struct cell *c)
{
	energy(e, RAW_E_PKG, c);
}

static void c_corwatt(const struct col_env *e, struct cell *c)
{
	energy(e, RAW_E_CORES, c);
}

static void c_gfxwatt(const struct col_env *e, struct cell *c)
{
	energy(e, RAW_E_GFX, c);
}

static void c_ramwatt(const struct col_env *e, struct cell *c)
{
	energy(e, RAW_E_RAM, c);
}

static void c_syswatt(const struct col_env *e, struct cell *c)
{
	if (!e->cpu)
		energy(e, RAW_E_PSYS, c);
}

/* PERF_STATUS counts throttled time in RAPL time units; the plan's scale makes it seconds. */
static void throttled(const struct col_env *e, enum raw_id r, struct cell *c)
{
	if (ok(e->d, r))
		set_pct(c, e->d->raw[r], e->d->interval_s);
}

static void c_pkg_pct(const struct col_env *e, struct cell *c)
{
	throttled(e, RAW_PKG_THROTTLE, c);
}

static void c_ram_pct(const struct col_env *e, struct cell *c)
{
	throttled(e, RAW_RAM_THROTTLE, c);
}

#define G(x) (1u << (x))

const struct col_def col_defs[COL__COUNT] = {
	[COL_TOD] = { "Time_Of_Day_Seconds", NULL, CS_ID, 0, FMT_TOD, true, "end of the interval, seconds since the epoch (value in microseconds)", c_tod },
	[COL_PACKAGE] = { "Package", NULL, CS_ID, G(GRP_TOPOLOGY), FMT_ID, false, "package id (shown with more than one package)", c_package },
	[COL_DIE] = { "Die", NULL, CS_ID, G(GRP_TOPOLOGY), FMT_ID, false, "die id (shown with more than one die per package)", c_die },
	[COL_L3] = { "L3", NULL, CS_ID, G(GRP_TOPOLOGY), FMT_ID, false, "L3 cache id (shown when some id is above 0)", c_l3 },
	[COL_NODE] = { "Node", NULL, CS_ID, G(GRP_TOPOLOGY), FMT_ID, false, "NUMA node (shown with more than one node per package)", c_node },
	[COL_CORE] = { "Core", NULL, CS_ID, G(GRP_TOPOLOGY), FMT_ID, false, "core id", c_core },
	[COL_CPU] = { "CPU", NULL, CS_ID, G(GRP_TOPOLOGY), FMT_ID, false, "Linux CPU number", c_cpu },
	[COL_APIC] = { "APIC", NULL, CS_ID, G(GRP_TOPOLOGY), FMT_ID, true, "initial APIC id (CPUID 1)", c_apic },
	[COL_X2APIC] = { "X2APIC", NULL, CS_ID, G(GRP_TOPOLOGY), FMT_ID, true, "x2APIC id (CPUID 0xB)", c_x2apic },
	[COL_AVG_MHZ] = { "Avg_MHz", NULL, CS_CPU, G(GRP_FREQUENCY), FMT_MHZ, false, "average frequency over the interval, idle included: APERF/interval", c_avg_mhz },
	[COL_BUSY] = { "Busy%", NULL, CS_CPU, G(GRP_HWIDLE), FMT_PCT, false, "share of the interval in C0: MPERF/TSC, or /proc/stat without MPERF", c_busy },
	[COL_BZY_MHZ] = { "Bzy_MHz", NULL, CS_CPU, G(GRP_FREQUENCY), FMT_MHZ, false, "average frequency while busy: base * APERF/MPERF", c_bzy_mhz },
	[COL_TSC_MHZ] = { "TSC_MHz", NULL, CS_CPU, G(GRP_FREQUENCY), FMT_MHZ, false, "TSC rate over the interval", c_tsc_mhz },
	[COL_FREQINV] = { "FreqInv", NULL, CS_CPU, G(GRP_FREQUENCY), FMT_RATIO, false, "the scheduler's arch_freq_scale for the interval (0-1024)", c_freqinv },
	[COL_IRQ] = { "IRQ", NULL, CS_CPU, G(GRP_OTHER), FMT_COUNT, false, "interrupts serviced, from /proc/interrupts", c_irq },
	[COL_SMI] = { "SMI", NULL, CS_CPU, G(GRP_OTHER), FMT_COUNT, false, "system management interrupts (MSR 0x34)", c_smi },
	[COL_IDLE_PCT] = { "%", NULL, CS_CPU, G(GRP_SWIDLE), FMT_PCT, false, "share of the interval the kernel spent in this cpuidle state", c_idle_pct },
	[COL_CPU_C1] = { "CPU%c1", NULL, CS_CPU, G(GRP_HWIDLE), FMT_PCT, false, "core C1 residency (derived where no counter exists)", c_cpu_c1 },
	[COL_CPU_C3] = { "CPU%c3", NULL, CS_CORE, G(GRP_HWIDLE), FMT_PCT, false, "core C3 residency", c_cpu_c3 },
	[COL_CPU_C6] = { "CPU%c6", NULL, CS_CORE, G(GRP_HWIDLE), FMT_PCT, false, "core C6 residency", c_cpu_c6 },
	[COL_CPU_C7] = { "CPU%c7", NULL, CS_CORE, G(GRP_HWIDLE), FMT_PCT, false, "core C7 residency", c_cpu_c7 },
	[COL_MOD_C6] = { "Mod%c6", NULL, CS_CORE, G(GRP_HWIDLE), FMT_PCT, false, "module C6 residency", c_mod_c6 },
	[COL_CORETMP] = { "CoreTmp", NULL, CS_CORE, G(GRP_POWER) | G(GRP_OTHER), FMT_DEGC, false, "core temperature, degrees C", c_coretmp },
	[COL_CORWATT_AMD] = { "CorWatt", "Cor_J", CS_CORE, G(GRP_POWER), FMT_WATT, false, "core power (AMD per-core RAPL)", c_corwatt_amd },
	[COL_PKGTMP] = { "PkgTmp", NULL, CS_PKG, G(GRP_POWER), FMT_DEGC, false, "package temperature, degrees C", c_pkgtmp },
	[COL_PC2] = { "Pkg%pc2", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "package C2 residency", c_pc2 },
	[COL_PC3] = { "Pkg%pc3", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "package C3 residency", c_pc3 },
	[COL_PC6] = { "Pkg%pc6", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "package C6 residency", c_pc6 },
	[COL_PC7] = { "Pkg%pc7", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "package C7 residency", c_pc7 },
	[COL_PC8] = { "Pkg%pc8", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "package C8 residency", c_pc8 },
	[COL_PC9] = { "Pkg%pc9", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "package C9 residency", c_pc9 },
	[COL_PC10] = { "Pk%pc10", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "package C10 residency", c_pc10 },
	[COL_PKGWATT] = { "PkgWatt", "Pkg_J", CS_PKG, G(GRP_POWER), FMT_WATT, false, "package power (RAPL)", c_pkgwatt },
	[COL_CORWATT] = { "CorWatt", "Cor_J", CS_PKG, G(GRP_POWER), FMT_WATT, false, "power of the cores of a package (RAPL PP0)", c_corwatt },
	[COL_GFXWATT] = { "GFXWatt", "GFX_J", CS_PKG, G(GRP_POWER), FMT_WATT, false, "graphics power (RAPL PP1)", c_gfxwatt },
	[COL_RAMWATT] = { "RAMWatt", "RAM_J", CS_PKG, G(GRP_POWER), FMT_WATT, false, "DRAM power (RAPL)", c_ramwatt },
	[COL_PKG_PCT] = { "PKG_%", NULL, CS_PKG, G(GRP_POWER), FMT_PCT, false, "share of the interval the package was throttled by RAPL", c_pkg_pct },
	[COL_RAM_PCT] = { "RAM_%", NULL, CS_PKG, G(GRP_POWER), FMT_PCT, false, "share of the interval DRAM was throttled by RAPL", c_ram_pct },
	[COL_SYSWATT] = { "SysWatt", "Sys_J", CS_SYSTEM, G(GRP_POWER), FMT_WATT, false, "platform power (RAPL PSYS), summary row only", c_syswatt },
};

void columns_compute(const struct out_col *oc, const struct col_env *e, struct cell *cell)
{
	cell->v = 0;
	cell->st = CELL_ABSENT;
	col_defs[oc->id].compute(e, cell);
}

void columns_idle_name(const char *sysfs_name, char *out, size_t len)
{
	size_t o = 0;

	for (const char *s = sysfs_name; *s && *s != '-' && o + 2 < len; s++)
		if (*s != '_')
			out[o++] = *s;
	out[o++] = '%';
	out[o] = '\0';
}
