// SPDX-License-Identifier: GPL-2.0-only
/*
 * The column table.  Names, order, units and formats are turbostat's
 * (turbostat(8); print_header() and format_counters() in turbostat.c): thread
 * columns, then core columns, then package columns, so a row that is not a
 * core's first thread or a package's first CPU simply ends early.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "decode/added.h"
#include "decode/columns.h"
#include "decode/freqinv.h"
#include "decode/hwp.h"
#include "decode/limits.h"

const char *const col_group_names[GRP__COUNT] = {
	[GRP_TOPOLOGY] = "topology", [GRP_FREQUENCY] = "frequency", [GRP_HWIDLE] = "hwidle",
	[GRP_SWIDLE] = "swidle", [GRP_POWER] = "power", [GRP_OTHER] = "other", [GRP_CPUIDLE] = "cpuidle",
	[GRP_CACHE] = "cache", [GRP_HWP] = "hwp", [GRP_LIMITS] = "limits",
};

static void set(struct cell *c, double v)
{
	c->v = v;
	c->st = CELL_OK;
}

/*
 * @count per second, scaled by 1/@unit; an interval of no length has no rate:
 * nan, so that the column stays (its presence never depends on timing).
 */
static void set_rate(struct cell *c, double count, double interval_s, double unit)
{
	if (interval_s > 0)
		set(c, count / interval_s / unit);
	else
		c->st = CELL_NAN;
}

static int ok(const struct delta *d, enum raw_id r)
{
	return delta_raw(d, r)->st == DS_OK;
}

/*
 * turbostat 2026.02's pct(): a negative count, a share of nothing (den <= 0:
 * an interval too short for the counter to move) and a share above 110% are
 * measurement artefacts, shown as nan; marked, never dropped.
 */
static void set_pct(struct cell *c, double num, double den)
{
	if (num < 0 || den <= 0) {
		c->st = CELL_NAN;
		return;
	}
	c->v = 100.0 * num / den;
	c->st = c->v > 110.0 ? CELL_NAN : CELL_OK;
}

/*
 * A raw counter as a share of the TSC; a reset counter is shown as such.
 * turbostat's format_counters() divides every residency by TSC * tsc_tweak
 * (the base-clock cycles of the interval), as Busy% does, so that C0 and
 * the C-states add up to 100% where the TSC does not tick at base.
 */
static void raw_pct(const struct col_env *e, enum raw_id r, struct cell *c)
{
	const struct delta *d = e->d;

	if (delta_raw(d, r)->st == DS_RESET || (ok(d, r) && delta_raw(d, RAW_TSC)->st == DS_RESET))
		c->st = CELL_RESET;
	else if (ok(d, r) && ok(d, RAW_TSC))
		set_pct(c, delta_raw(d, r)->v, delta_raw(d, RAW_TSC)->v * e->ctx->tsc_tweak);
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

static void dval_cell(const struct dval *d, struct cell *c)
{
	if (d->st == DS_OK)
		set(c, d->v);
	else if (d->st == DS_RESET)
		c->st = CELL_RESET;
}

static void c_usec(const struct col_env *e, struct cell *c)
{
	dval_cell(&e->d->usec, c);
}

static void c_tod(const struct col_env *e, struct cell *c)
{
	/* microseconds: below 2^53, so the double holds them exactly */
	set(c, (double)e->d->t.tod_sec * 1e6 + (double)e->d->t.tod_usec);
}

static void c_avg_mhz(const struct col_env *e, struct cell *c)
{
	if (delta_raw(e->d, RAW_APERF)->st == DS_RESET)
		c->st = CELL_RESET;
	else if (ok(e->d, RAW_APERF))
		set_rate(c, delta_raw(e->d, RAW_APERF)->v, e->d->interval_s, 1e6);
}

/* Busy% = MPERF/(TSC*tweak); where MPERF is unreachable, the scheduler's /proc/stat view. */
static void c_busy(const struct col_env *e, struct cell *c)
{
	const struct delta *d = e->d;
	const struct dval *mperf = delta_raw(d, RAW_MPERF), *tsc = delta_raw(d, RAW_TSC);

	if (mperf->st == DS_RESET || (mperf->st == DS_OK && tsc->st == DS_RESET))
		c->st = CELL_RESET;
	else if (mperf->st == DS_OK && tsc->st == DS_OK)
		set_pct(c, mperf->v, tsc->v * e->ctx->tsc_tweak);
	else if (d->stat_busy.st == DS_OK && d->stat_total.st == DS_OK)
		set_pct(c, d->stat_busy.v, d->stat_total.v);
}

static void c_bzy_mhz(const struct col_env *e, struct cell *c)
{
	const struct delta *d = e->d;
	const struct dval *aperf = delta_raw(d, RAW_APERF), *mperf = delta_raw(d, RAW_MPERF);

	if (aperf->st == DS_RESET || mperf->st == DS_RESET) {
		c->st = CELL_RESET;
		return;
	}
	if (aperf->st != DS_OK || mperf->st != DS_OK)
		return;
	if (mperf->v <= 0) {
		c->st = CELL_NAN;	/* read, but not one busy cycle in the interval */
		return;
	}
	double ratio = aperf->v / mperf->v;

	if (e->ctx->base_hz > 0)
		set(c, e->ctx->base_hz * ratio / 1e6);
	else if (ok(d, RAW_TSC))
		set_rate(c, delta_raw(d, RAW_TSC)->v * ratio, d->interval_s, 1e6);
}

static void c_tsc_mhz(const struct col_env *e, struct cell *c)
{
	if (delta_raw(e->d, RAW_TSC)->st == DS_RESET)
		c->st = CELL_RESET;
	else if (ok(e->d, RAW_TSC))
		set_rate(c, delta_raw(e->d, RAW_TSC)->v, e->d->interval_s, 1e6);
}

/* turbostat's IPC: instructions retired per APERF cycle (perf only; --no-perf drops it). */
static void c_ipc(const struct col_env *e, struct cell *c)
{
	const struct delta *d = e->d;

	if (delta_raw(d, RAW_APERF)->st == DS_RESET || delta_raw(d, RAW_INSTR)->st == DS_RESET)
		c->st = CELL_RESET;
	else if (ok(d, RAW_INSTR) && ok(d, RAW_APERF) && delta_raw(d, RAW_APERF)->v > 0)
		set(c, delta_raw(d, RAW_INSTR)->v / delta_raw(d, RAW_APERF)->v);
}

/*
 * What the scheduler's tick would have set arch_freq_scale to over this
 * interval: against the CPU's own ratio where hybrid capacity scaling gives
 * each CPU one (scale_freq_tick() reads arch_cpu_scale->freq_ratio), else
 * against arch_max_freq_ratio (also on the summary row).
 */
static void c_freqinv(const struct col_env *e, struct cell *c)
{
	unsigned scale, ratio = e->ctx->fi_ratio;

	if (!ratio || !ok(e->d, RAW_APERF) || !ok(e->d, RAW_MPERF))
		return;
	if (e->cpu && e->ctx->fi_ratio_cpu && e->cpu->cpu >= 0 && e->cpu->cpu < e->ctx->fi_ratio_ncpu &&
	    e->ctx->fi_ratio_cpu[e->cpu->cpu])
		ratio = e->ctx->fi_ratio_cpu[e->cpu->cpu];
	if (freqinv_scale(e->d->acnt, e->d->mcnt, ratio, &scale) == 0)
		set(c, scale);
	else
		c->st = CELL_NAN;
}

/* Advisory governors: what each would have requested over the interval (measure/advise.c). */
static void c_gov_ps(const struct col_env *e, struct cell *c)
{
	if (e->adv && e->adv->gov[e->sub].ok)
		set(c, e->adv->gov[e->sub].pstate);
}

static void c_gov_mhz(const struct col_env *e, struct cell *c)
{
	if (e->adv && e->adv->gov[e->sub].ok)
		set(c, e->adv->gov[e->sub].khz / 1000.0);
}

/*
 * A field of the request register as read at the end of the interval: the
 * Intel HWP request (@intel), else AMD's CPPC request (@amd, no window).
 * Not on the summary row: a request is a CPU's or a package's setting.
 */
enum hwp_field { HF_MIN, HF_MAX, HF_DES, HF_EPP, HF_WIN };

static void hwp_field(const struct col_env *e, enum raw_id intel, enum raw_id amd, enum hwp_field f,
		      struct cell *c)
{
	const struct delta *d = e->d;
	struct hwp_request q;

	if (!e->cpu)
		return;
	if (ok(d, intel))
		hwp_request_decode((uint64_t)delta_raw(d, intel)->v, &q);
	else if (amd != RAW__COUNT && ok(d, amd) && f != HF_WIN)
		hwp_cppc_request_decode((uint64_t)delta_raw(d, amd)->v, &q);
	else
		return;
	const unsigned v[] = { [HF_MIN] = q.min, [HF_MAX] = q.max, [HF_DES] = q.desired, [HF_EPP] = q.epp };

	set(c, f == HF_WIN ? hwp_window_us(q.window) : v[f]);
}

static void c_hwp_min(const struct col_env *e, struct cell *c)
{
	hwp_field(e, RAW_HWP_REQ, RAW_CPPC_REQ, HF_MIN, c);
}

static void c_hwp_max(const struct col_env *e, struct cell *c)
{
	hwp_field(e, RAW_HWP_REQ, RAW_CPPC_REQ, HF_MAX, c);
}

static void c_hwp_des(const struct col_env *e, struct cell *c)
{
	hwp_field(e, RAW_HWP_REQ, RAW_CPPC_REQ, HF_DES, c);
}

static void c_hwp_epp(const struct col_env *e, struct cell *c)
{
	hwp_field(e, RAW_HWP_REQ, RAW_CPPC_REQ, HF_EPP, c);
}

static void c_hwp_win(const struct col_env *e, struct cell *c)
{
	hwp_field(e, RAW_HWP_REQ, RAW_CPPC_REQ, HF_WIN, c);
}

static void c_pkg_hwp_min(const struct col_env *e, struct cell *c)
{
	hwp_field(e, RAW_HWP_REQ_PKG, RAW__COUNT, HF_MIN, c);
}

static void c_pkg_hwp_max(const struct col_env *e, struct cell *c)
{
	hwp_field(e, RAW_HWP_REQ_PKG, RAW__COUNT, HF_MAX, c);
}

static void c_pkg_hwp_des(const struct col_env *e, struct cell *c)
{
	hwp_field(e, RAW_HWP_REQ_PKG, RAW__COUNT, HF_DES, c);
}

static void c_pkg_hwp_epp(const struct col_env *e, struct cell *c)
{
	hwp_field(e, RAW_HWP_REQ_PKG, RAW__COUNT, HF_EPP, c);
}

static void c_pkg_hwp_win(const struct col_env *e, struct cell *c)
{
	hwp_field(e, RAW_HWP_REQ_PKG, RAW__COUNT, HF_WIN, c);
}

/*
 * A limit reason register as derive.c leaves it: status [15:0] (@log 0) or
 * the log bits set since the start, shifted down to the status positions.
 */
static void limits_cell(const struct col_env *e, enum raw_id r, int log, struct cell *c)
{
	uint64_t v;

	if (!ok(e->d, r))
		return;
	v = (uint64_t)delta_raw(e->d, r)->v;
	set(c, (double)(log ? (v & LIMITS_LOG_MASK) >> 16 : v & 0xFFFF));
}

static void c_core_lim(const struct col_env *e, struct cell *c)
{
	limits_cell(e, RAW_CORE_PLR, 0, c);
}

static void c_core_log(const struct col_env *e, struct cell *c)
{
	limits_cell(e, RAW_CORE_PLR, 1, c);
}

static void c_gfx_lim(const struct col_env *e, struct cell *c)
{
	limits_cell(e, RAW_GFX_PLR, 0, c);
}

static void c_gfx_log(const struct col_env *e, struct cell *c)
{
	limits_cell(e, RAW_GFX_PLR, 1, c);
}

static void c_ring_lim(const struct col_env *e, struct cell *c)
{
	limits_cell(e, RAW_RING_PLR, 0, c);
}

static void c_ring_log(const struct col_env *e, struct cell *c)
{
	limits_cell(e, RAW_RING_PLR, 1, c);
}

/* One core limit reason as 0/1: its status bit at the end of the interval. */
static void limit_bit(const struct col_env *e, unsigned bit, struct cell *c)
{
	if (ok(e->d, RAW_CORE_PLR))
		set(c, (double)((uint64_t)delta_raw(e->d, RAW_CORE_PLR)->v >> bit & 1));
}

#define LIMIT_BIT(fn, bit) \
	static void fn(const struct col_env *e, struct cell *c) \
	{ \
		limit_bit(e, bit, c); \
	}
LIMIT_BIT(c_lim_prochot, 0)
LIMIT_BIT(c_lim_thermal, 1)
LIMIT_BIT(c_lim_graphics, 4)
LIMIT_BIT(c_lim_autonomous, 5)
LIMIT_BIT(c_lim_vr_thermal, 6)
LIMIT_BIT(c_lim_edp, 8)
LIMIT_BIT(c_lim_core_power, 9)
LIMIT_BIT(c_lim_pl1, 10)
LIMIT_BIT(c_lim_pl2, 11)
LIMIT_BIT(c_lim_max_turbo, 12)
LIMIT_BIT(c_lim_transition, 13)

static void c_irq(const struct col_env *e, struct cell *c)
{
	dval_cell(&e->d->irq, c);
}

static void c_nmi(const struct col_env *e, struct cell *c)
{
	dval_cell(&e->d->nmi, c);
}

/*
 * turbostat's LLC columns: perf cache-references in millions per second
 * (2026.02 renamed 2025.12's LLCkRPS, thousands, to LLCMRPS), and the share
 * that did not miss.
 */
static void c_llc_mrps(const struct col_env *e, struct cell *c)
{
	if (ok(e->d, RAW_LLC_REFS))
		set_rate(c, delta_raw(e->d, RAW_LLC_REFS)->v, e->d->interval_s, 1e6);
}

static void c_llc_hit(const struct col_env *e, struct cell *c)
{
	const struct dval *refs = delta_raw(e->d, RAW_LLC_REFS), *misses = delta_raw(e->d, RAW_LLC_MISSES);

	if (refs->st != DS_OK || misses->st != DS_OK)
		return;
	if (refs->v > 0)
		set_pct(c, refs->v - misses->v, refs->v);
	else
		c->st = CELL_NAN;	/* turbostat's pct() of 0/0 */
}

/* turbostat 2026.02's L2 columns: L2_REQUEST.ALL in millions per second, L2_REQUEST.HIT's share. */
static void c_l2_mrps(const struct col_env *e, struct cell *c)
{
	if (ok(e->d, RAW_L2_REFS))
		set_rate(c, delta_raw(e->d, RAW_L2_REFS)->v, e->d->interval_s, 1e6);
}

static void c_l2_hit(const struct col_env *e, struct cell *c)
{
	if (ok(e->d, RAW_L2_REFS) && ok(e->d, RAW_L2_HITS))
		set_pct(c, delta_raw(e->d, RAW_L2_HITS)->v, delta_raw(e->d, RAW_L2_REFS)->v);
}

static void c_idle_count(const struct col_env *e, struct cell *c)
{
	const struct delta_more *m = e->d->more;

	if (m) {
		const struct dval *kinds[] = { m->idle_usage, m->idle_below, m->idle_above };

		dval_cell(&kinds[e->sub % 3][e->sub / 3], c);
	} else {
		c->st = CELL_ABSENT;
	}
}

/* An --add counter as turbostat's format_counters() prints it: hex, a count, or a share. */
static void c_added(const struct col_env *e, struct cell *c)
{
	const struct added_counter *a = &e->ctx->plan->added->c[e->sub];
	const struct delta *d = e->d;
	const struct delta_more *m = d->more;

	if (!m) {
		c->st = CELL_ABSENT;
		return;
	}
	dval_cell(&m->added[e->sub], c);
	if (c->st != CELL_OK)
		return;
	if (a->fmt == ADDED_RAW)
		c->u = m->added_raw[e->sub];	/* hex (FMT_HEX32/64): exact, where a double is not past 2^53 */
	if (a->fmt != ADDED_PERCENT)
		return;
	if (a->type == ADDED_USEC)
		set(c, c->v / d->interval_s / 1e4);
	else if (ok(d, RAW_TSC))
		set_pct(c, c->v, delta_raw(d, RAW_TSC)->v * e->ctx->tsc_tweak);
	else
		c->st = delta_raw(d, RAW_TSC)->st == DS_RESET ? CELL_RESET : CELL_ABSENT;
}

static void c_corethr(const struct col_env *e, struct cell *c)
{
	dval_cell(delta_raw(e->d, RAW_CORE_THROT), c);
}


static void c_pkgthr(const struct col_env *e, struct cell *c)
{
	dval_cell(delta_raw(e->d, RAW_PKG_THROT), c);
}

static void c_corethr_ms(const struct col_env *e, struct cell *c)
{
	dval_cell(delta_raw(e->d, RAW_CORE_THROT_MS), c);
}

static void c_pkgthr_ms(const struct col_env *e, struct cell *c)
{
	dval_cell(delta_raw(e->d, RAW_PKG_THROT_MS), c);
}

static void c_smi(const struct col_env *e, struct cell *c)
{
	if (ok(e->d, RAW_SMI))
		set(c, delta_raw(e->d, RAW_SMI)->v);
}

static void c_idle_pct(const struct col_env *e, struct cell *c)
{
	const struct dval *t = delta_idle(e->d, e->sub);

	if (t->st == DS_OK)
		set_pct(c, t->v, e->d->interval_s * 1e6);
}

/* C1 cycles per thread come from decode/derive.c (a counter, or derived from the TSC). */
static void c_cpu_c1(const struct col_env *e, struct cell *c)
{
	const struct delta *d = e->d;

	if (d->c1.st == DS_RESET || (delta_raw(d, RAW_MPERF)->st == DS_OK && delta_raw(d, RAW_TSC)->st == DS_RESET))
		c->st = CELL_RESET;
	else if (d->c1.st == DS_OK && ok(d, RAW_TSC))
		set_pct(c, d->c1.v, delta_raw(d, RAW_TSC)->v * e->ctx->tsc_tweak);
}

static void c_cpu_c3(const struct col_env *e, struct cell *c)
{
	raw_pct(e, RAW_CC3, c);
}

static void c_cpu_c6(const struct col_env *e, struct cell *c)
{
	raw_pct(e, RAW_CC6, c);
}

static void c_cpu_c7(const struct col_env *e, struct cell *c)
{
	raw_pct(e, RAW_CC7, c);
}

static void c_mod_c6(const struct col_env *e, struct cell *c)
{
	raw_pct(e, RAW_MC6, c);
}

/* Totl%C0: C0 time summed over the package's cores, so it may pass 100%: no pct() limit (format_counters()). */
static void c_totl_c0(const struct col_env *e, struct cell *c)
{
	const struct dval *c0 = delta_raw(e->d, RAW_C0_WEIGHTED), *tsc = delta_raw(e->d, RAW_TSC);

	if (c0->st == DS_RESET || (c0->st == DS_OK && tsc->st == DS_RESET))
		c->st = CELL_RESET;
	else if (c0->st == DS_OK && tsc->st == DS_OK && tsc->v > 0)
		set(c, 100.0 * c0->v / (tsc->v * e->ctx->tsc_tweak));
}

static void c_any_c0(const struct col_env *e, struct cell *c)
{
	raw_pct(e, RAW_C0_ANY_CORE, c);
}

static void c_gfx_c0(const struct col_env *e, struct cell *c)
{
	raw_pct(e, RAW_C0_ANY_GFX, c);
}

static void c_cpugfx(const struct col_env *e, struct cell *c)
{
	raw_pct(e, RAW_C0_CORE_GFX, c);
}

/*
 * A PMT time counter in ticks of @hz as a share of the interval: turbostat's
 * pct(ticks / hz / interval) for PMT_TYPE_XTAL_TIME and PMT_TYPE_TCORE_CLOCK.
 * (turbostat.c divides the integer ticks by the integer clock first, which
 * drops the fraction of a second; the division here keeps it.)
 */
static void pmt_time_pct(const struct col_env *e, enum raw_id r, double hz, struct cell *c)
{
	const struct delta *d = e->d;

	if (delta_raw(d, r)->st == DS_RESET)
		c->st = CELL_RESET;
	else if (ok(d, r) && hz > 0)
		set_pct(c, delta_raw(d, r)->v / hz, d->interval_s);
	else if (ok(d, r))
		c->st = CELL_NAN;
}

/* Die%c6: crystal clocks (turbostat.c crystal_hz, CPUID 0x15 ECX). */
static void c_die_c6(const struct col_env *e, struct cell *c)
{
	pmt_time_pct(e, RAW_DIE_C6, e->ctx->crystal_hz, c);
}

/* CPU%c1e: tcore clocks at 800 MHz (turbostat.c tcore_clock_freq_hz); every CPU of a module reads the module's. */
static void c_cpu_c1e(const struct col_env *e, struct cell *c)
{
	pmt_time_pct(e, RAW_CPU_C1E, 800e6, c);
}

/* ThreadC, CoreCnt, PkgCnt: in turbostat.c's bic[] and groups, never probed present nor printed. */
static void c_never(const struct col_env *e, struct cell *c)
{
	(void)e;
	c->st = CELL_ABSENT;
}

static void c_pc2(const struct col_env *e, struct cell *c)
{
	raw_pct(e, RAW_PC2, c);
}

static void c_pc3(const struct col_env *e, struct cell *c)
{
	raw_pct(e, RAW_PC3, c);
}

static void c_pc6(const struct col_env *e, struct cell *c)
{
	raw_pct(e, RAW_PC6, c);
}

static void c_pc7(const struct col_env *e, struct cell *c)
{
	raw_pct(e, RAW_PC7, c);
}

static void c_pc8(const struct col_env *e, struct cell *c)
{
	raw_pct(e, RAW_PC8, c);
}

static void c_pc9(const struct col_env *e, struct cell *c)
{
	raw_pct(e, RAW_PC9, c);
}

static void c_pc10(const struct col_env *e, struct cell *c)
{
	raw_pct(e, RAW_PC10, c);
}

/* A status value as read: a temperature, a frequency. */
static void reading(const struct delta *d, enum raw_id r, struct cell *c)
{
	if (ok(d, r))
		set(c, delta_raw(d, r)->v);
}

static void c_coretmp(const struct col_env *e, struct cell *c)
{
	reading(e->d, RAW_CORE_THERM, c);
}

static void c_pkgtmp(const struct col_env *e, struct cell *c)
{
	reading(e->d, RAW_PKG_THERM, c);
}

static void c_ccdtmp(const struct col_env *e, struct cell *c)
{
	reading(e->d, RAW_CCD_THERM, c);
}

static void c_uncmhz(const struct col_env *e, struct cell *c)
{
	reading(e->d, RAW_UNC_KHZ, c);
}

/* Energy deltas are in joules; the column shows watts, or joules under --Joules. */
static void energy(const struct col_env *e, enum raw_id r, struct cell *c)
{
	if (delta_raw(e->d, r)->st == DS_RESET)
		c->st = CELL_RESET;
	else if (ok(e->d, r) && e->ctx->joules)
		set(c, delta_raw(e->d, r)->v);
	else if (ok(e->d, r))
		set_rate(c, delta_raw(e->d, r)->v, e->d->interval_s, 1);
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

/*
 * A time counter (seconds, by the plan's scale) as a share of the interval,
 * without pct()'s nan, as turbostat prints PKG_%, RAM_%, GFX%rc6 and the LPI
 * columns: the summary of PERF_STATUS sums the packages, so two packages
 * throttled all along show 200.00.  A counter that ran backwards shows
 * @backwards.
 */
static void time_pct(const struct col_env *e, enum raw_id r, uint8_t backwards, struct cell *c)
{
	if (delta_raw(e->d, r)->st == DS_RESET)
		c->st = backwards;
	else if (ok(e->d, r))
		set_rate(c, 100.0 * delta_raw(e->d, r)->v, e->d->interval_s, 1);
}

/* PERF_STATUS counts throttled time in RAPL time units, accumulated: it never runs backwards. */
static void c_pkg_pct(const struct col_env *e, struct cell *c)
{
	time_pct(e, RAW_PKG_THROTTLE, CELL_RESET, c);
}

static void c_ram_pct(const struct col_env *e, struct cell *c)
{
	time_pct(e, RAW_RAM_THROTTLE, CELL_RESET, c);
}

/* turbostat's delta_package() marks a drm residency that went backwards; format_counters() prints **.** */
static void c_gfx_rc6(const struct col_env *e, struct cell *c)
{
	time_pct(e, RAW_GFX_RC6, CELL_RESET, c);
}

static void c_sam_mc6(const struct col_env *e, struct cell *c)
{
	time_pct(e, RAW_SAM_MC6, CELL_RESET, c);
}

/* A negative low-power idle delta prints (neg) in turbostat's format_counters(). */
static void c_cpu_lpi(const struct col_env *e, struct cell *c)
{
	time_pct(e, RAW_CPU_LPI, CELL_NEG, c);
}

static void c_sys_lpi(const struct col_env *e, struct cell *c)
{
	time_pct(e, RAW_SYS_LPI, CELL_NEG, c);
}

/* The drm frequencies are read as they are at the end of the interval (turbostat: "instantaneous"). */
static void c_gfx_mhz(const struct col_env *e, struct cell *c)
{
	reading(e->d, RAW_GFX_MHZ, c);
}

static void c_gfx_amhz(const struct col_env *e, struct cell *c)
{
	reading(e->d, RAW_GFX_AMHZ, c);
}

static void c_sam_mhz(const struct col_env *e, struct cell *c)
{
	reading(e->d, RAW_SAM_MHZ, c);
}

static void c_sam_amhz(const struct col_env *e, struct cell *c)
{
	reading(e->d, RAW_SAM_AMHZ, c);
}

#define G(x) (1u << (x))
#define N(x) [RAW_##x] = true

const struct col_def col_defs[COL__COUNT] = {
	[COL_USEC] = { "usec", NULL, CS_ID, 0, FMT_USEC, true, "microseconds this row's reads took", c_usec, "clock before and after the CPU's reads", { 0 } },
	[COL_TOD] = { "Time_Of_Day_Seconds", NULL, CS_ID, 0, FMT_TOD, true, "end of the interval, seconds since the epoch (value in microseconds)", c_tod, "time of day at the snapshot", { 0 } },
	[COL_PACKAGE] = { "Package", NULL, CS_ID, G(GRP_TOPOLOGY), FMT_ID, false, "package id (shown with more than one package)", c_package, "sysfs topology/physical_package_id", { 0 } },
	[COL_DIE] = { "Die", NULL, CS_ID, G(GRP_TOPOLOGY), FMT_ID, false, "die id (shown with more than one die per package)", c_die, "sysfs topology/die_id", { 0 } },
	[COL_L3] = { "L3", NULL, CS_ID, G(GRP_TOPOLOGY), FMT_ID, false, "L3 cache id (shown when some id is above 0)", c_l3, "sysfs cache/index3/id", { 0 } },
	[COL_NODE] = { "Node", NULL, CS_ID, G(GRP_TOPOLOGY), FMT_ID, false, "NUMA node (shown with more than one node per package)", c_node, "sysfs node/nodeN/cpulist", { 0 } },
	[COL_CORE] = { "Core", NULL, CS_ID, G(GRP_TOPOLOGY), FMT_ID, false, "core id", c_core, "sysfs topology/core_id", { 0 } },
	[COL_CPU] = { "CPU", NULL, CS_ID, G(GRP_TOPOLOGY), FMT_ID, false, "Linux CPU number", c_cpu, "sysfs cpu/online", { 0 } },
	[COL_APIC] = { "APIC", NULL, CS_ID, G(GRP_TOPOLOGY), FMT_ID, true, "initial APIC id (CPUID 1)", c_apic, "CPUID 1 EBX[31:24]", { 0 } },
	[COL_X2APIC] = { "X2APIC", NULL, CS_ID, G(GRP_TOPOLOGY), FMT_ID, true, "x2APIC id (CPUID 0xB)", c_x2apic, "CPUID 0xB EDX", { 0 } },
	[COL_AVG_MHZ] = { "Avg_MHz", NULL, CS_CPU, G(GRP_FREQUENCY), FMT_MHZ, false, "average frequency over the interval, idle included: APERF/interval", c_avg_mhz, "APERF / interval", { N(APERF) } },
	[COL_BUSY] = { "Busy%", NULL, CS_CPU, G(GRP_FREQUENCY) | G(GRP_HWIDLE) | G(GRP_SWIDLE), FMT_PCT, false, "share of the interval in C0: MPERF/TSC, or /proc/stat without MPERF", c_busy, "MPERF / TSC, else /proc/stat busy / total", { N(MPERF), N(TSC), N(PROC_STAT) } },
	[COL_BZY_MHZ] = { "Bzy_MHz", NULL, CS_CPU, G(GRP_FREQUENCY), FMT_MHZ, false, "average frequency while busy: base * APERF/MPERF", c_bzy_mhz, "base * APERF / MPERF", { N(APERF), N(MPERF) } },
	[COL_TSC_MHZ] = { "TSC_MHz", NULL, CS_CPU, G(GRP_FREQUENCY), FMT_MHZ, false, "TSC rate over the interval", c_tsc_mhz, "TSC / interval", { N(TSC) } },
	[COL_IPC] = { "IPC", NULL, CS_CPU, G(GRP_OTHER), FMT_PER, false, "instructions retired per cycle (APERF)", c_ipc, "instructions / APERF", { N(INSTR), N(APERF) } },
	[COL_FREQINV] = { "FreqInv", NULL, CS_CPU, G(GRP_FREQUENCY), FMT_RATIO, false, "the scheduler's arch_freq_scale for the interval (0-1024)", c_freqinv, "1024 * APERF / MPERF / arch_max_freq_ratio", { N(APERF), N(MPERF) } },
	[COL_GOV_PS] = { "Gov_PS", NULL, CS_CPU, G(GRP_FREQUENCY), FMT_PSTATE, true, "the P-state (ratio, or CPPC perf) the --governor model would have requested", c_gov_ps, "governor model on APERF, MPERF, TSC", { N(APERF), N(MPERF), N(TSC), N(PERF_CTL) } },
	[COL_GOV_MHZ] = { "Gov_MHz", NULL, CS_CPU, G(GRP_FREQUENCY), FMT_MHZ, true, "the frequency the --governor model would have requested", c_gov_mhz, "governor model on APERF, MPERF, TSC", { N(APERF), N(MPERF), N(TSC), N(PERF_CTL) } },
	[COL_HWP_MIN] = { "HWPMin", NULL, CS_CPU, G(GRP_HWP), FMT_PSTATE, true, "minimum performance the OS requests (HWP; AMD CPPC)", c_hwp_min, "IA32_HWP_REQUEST [7:0]; MSR_AMD_CPPC_REQ [15:8]", { N(HWP_REQ), N(CPPC_REQ) } },
	[COL_HWP_MAX] = { "HWPMax", NULL, CS_CPU, G(GRP_HWP), FMT_PSTATE, true, "maximum performance the OS requests (HWP; AMD CPPC)", c_hwp_max, "IA32_HWP_REQUEST [15:8]; MSR_AMD_CPPC_REQ [7:0]", { N(HWP_REQ), N(CPPC_REQ) } },
	[COL_HWP_DES] = { "HWPDes", NULL, CS_CPU, G(GRP_HWP), FMT_PSTATE, true, "desired performance the OS requests, 0: autonomous (HWP; AMD CPPC)", c_hwp_des, "IA32_HWP_REQUEST [23:16]; MSR_AMD_CPPC_REQ [23:16]", { N(HWP_REQ), N(CPPC_REQ) } },
	[COL_HWP_EPP] = { "HWPEPP", NULL, CS_CPU, G(GRP_HWP), FMT_PSTATE, true, "energy/performance preference, 0 performance to 255 energy (HWP; AMD CPPC)", c_hwp_epp, "IA32_HWP_REQUEST [31:24]; MSR_AMD_CPPC_REQ [31:24]", { N(HWP_REQ), N(CPPC_REQ) } },
	[COL_HWP_WIN] = { "HWPWin", NULL, CS_CPU, G(GRP_HWP), FMT_PSTATE, true, "activity window, microseconds, 0: hardware's choice (HWP)", c_hwp_win, "IA32_HWP_REQUEST [38:32] * 10^[41:39]", { N(HWP_REQ) } },
	[COL_IRQ] = { "IRQ", NULL, CS_CPU, G(GRP_OTHER), FMT_COUNT, false, "interrupts serviced, from /proc/interrupts", c_irq, "/proc/interrupts, every row", { N(INTERRUPTS) } },
	[COL_NMI] = { "NMI", NULL, CS_CPU, G(GRP_OTHER), FMT_COUNT, false, "non-maskable interrupts, from /proc/interrupts", c_nmi, "/proc/interrupts, row NMI", { N(INTERRUPTS) } },
	[COL_SMI] = { "SMI", NULL, CS_CPU, G(GRP_OTHER), FMT_COUNT, false, "system management interrupts (MSR 0x34)", c_smi, "SMI_COUNT", { N(SMI) } },
	[COL_LLC_MRPS] = { "LLCMRPS", NULL, CS_CPU, G(GRP_CACHE), FMT_MPS, false, "last-level cache references, millions per second", c_llc_mrps, "cache-references / interval / 1000000", { N(LLC_REFS) } },
	[COL_LLC_HIT] = { "LLC%hit", NULL, CS_CPU, G(GRP_CACHE), FMT_PCT, false, "share of last-level cache references that hit", c_llc_hit, "(cache-references - cache-misses) / cache-references", { N(LLC_REFS), N(LLC_MISSES) } },
	[COL_L2_MRPS] = { "L2MRPS", NULL, CS_CPU, G(GRP_CACHE), FMT_MPS, false, "L2 cache requests, millions per second", c_l2_mrps, "L2_REQUEST.ALL / interval / 1000000", { N(L2_REFS) } },
	[COL_L2_HIT] = { "L2%hit", NULL, CS_CPU, G(GRP_CACHE), FMT_PCT, false, "share of L2 cache requests that hit", c_l2_hit, "L2_REQUEST.HIT / L2_REQUEST.ALL", { N(L2_REFS), N(L2_HITS) } },
	[COL_IDLE_COUNT] = { "", NULL, CS_CPU, G(GRP_CPUIDLE) | G(GRP_SWIDLE), FMT_COUNT64, true, "entries into this cpuidle state (+: too deep for the wake-up, -: too shallow)", c_idle_count, "sysfs cpuidle", { N(IDLE_COUNTS) } },
	[COL_IDLE_PCT] = { "%", NULL, CS_CPU, G(GRP_SWIDLE), FMT_PCT, false, "share of the interval the kernel spent in this cpuidle state", c_idle_pct, "sysfs cpuidle", { N(IDLE) } },
	[COL_ADDED_CPU] = { "", NULL, CS_CPU, 0, FMT_COUNT64, false, "a counter added with --add", c_added, "--add", { 0 } },
	[COL_CPU_C1E] = { "CPU%c1e", NULL, CS_CPU, 0, FMT_PCT, false, "module C1E residency (Intel PMT, Clearwater Forest); every CPU of the module shows it", c_cpu_c1e, "PMT C1E tcore clocks / 800 MHz / interval", { N(CPU_C1E) } },
	[COL_CPU_C1] = { "CPU%c1", NULL, CS_CPU, G(GRP_HWIDLE), FMT_PCT, false, "core C1 residency (derived where no counter exists)", c_cpu_c1, "C1 / TSC, else (TSC - MPERF - c3 - c6 - c7) / TSC", { N(CC1), N(MPERF), N(TSC), N(CC3), N(CC6), N(CC7) } },
	[COL_CPU_C3] = { "CPU%c3", NULL, CS_CORE, G(GRP_HWIDLE), FMT_PCT, false, "core C3 residency", c_cpu_c3, "C3 / TSC", { N(CC3), N(TSC) } },
	[COL_CPU_C6] = { "CPU%c6", NULL, CS_CORE, G(GRP_HWIDLE), FMT_PCT, false, "core C6 residency", c_cpu_c6, "C6 / TSC", { N(CC6), N(TSC) } },
	[COL_CPU_C7] = { "CPU%c7", NULL, CS_CORE, G(GRP_HWIDLE), FMT_PCT, false, "core C7 residency", c_cpu_c7, "C7 / TSC", { N(CC7), N(TSC) } },
	[COL_MOD_C6] = { "Mod%c6", NULL, CS_CORE, G(GRP_HWIDLE), FMT_PCT, false, "module C6 residency", c_mod_c6, "MC6 / TSC", { N(MC6), N(TSC) } },
	[COL_CORETMP] = { "CoreTmp", NULL, CS_CORE, G(GRP_POWER) | G(GRP_OTHER), FMT_DEGC, false, "core temperature, degrees C", c_coretmp, "TjMax - THERM_STATUS[22:16]", { N(CORE_THERM) } },
	[COL_CORETHR] = { "CoreThr", NULL, CS_CORE, G(GRP_LIMITS), FMT_COUNT, false, "thermal throttling events of the core in the interval", c_corethr, "sysfs cpuN/thermal_throttle/core_throttle_count", { N(CORE_THROT) } },
	[COL_CORETHR_MS] = { "CoreThrMs", NULL, CS_CORE, G(GRP_LIMITS), FMT_COUNT, true, "milliseconds the core was thermally throttled in the interval", c_corethr_ms, "sysfs cpuN/thermal_throttle/core_throttle_total_time_ms", { N(CORE_THROT_MS) } },
	[COL_CORWATT_AMD] = { "CorWatt", "Cor_J", CS_CORE, G(GRP_POWER), FMT_WATT, false, "core power (AMD per-core RAPL)", c_corwatt_amd, "core energy / interval", { N(E_CORE_AMD) } },
	[COL_ADDED_CORE] = { "", NULL, CS_CORE, 0, FMT_COUNT64, false, "a counter added with --add", c_added, "--add", { 0 } },
	[COL_PKGTMP] = { "PkgTmp", NULL, CS_PKG, G(GRP_POWER), FMT_DEGC, false, "package temperature, degrees C", c_pkgtmp, "TjMax - PACKAGE_THERM_STATUS[22:16]; AMD: Tctl - offset", { N(PKG_THERM) } },
	[COL_CCDTMP] = { "CCDTmp", NULL, CS_PKG, G(GRP_POWER), FMT_DEGC, false, "hottest AMD core complex die (Tccd), degrees C", c_ccdtmp, "max over CCDs of Tccd", { N(CCD_THERM) } },
	[COL_GFX_RC6] = { "GFX%rc6", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "share of the interval the render GT spent in RC6 (drm sysfs)", c_gfx_rc6, "drm GT idle residency ms / 10 / interval", { N(GFX_RC6) } },
	[COL_GFX_MHZ] = { "GFXMHz", NULL, CS_PKG, G(GRP_FREQUENCY), FMT_MHZ, false, "render GT requested frequency at the end of the interval (drm sysfs)", c_gfx_mhz, "drm requested MHz, as read", { N(GFX_MHZ) } },
	[COL_GFX_AMHZ] = { "GFXAMHz", NULL, CS_PKG, G(GRP_FREQUENCY), FMT_MHZ, false, "render GT actual frequency at the end of the interval (drm sysfs)", c_gfx_amhz, "drm actual MHz, as read", { N(GFX_AMHZ) } },
	[COL_SAM_MC6] = { "SAM%mc6", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "share of the interval the media GT spent in MC6 (drm sysfs)", c_sam_mc6, "drm media GT idle residency ms / 10 / interval", { N(SAM_MC6) } },
	[COL_SAM_MHZ] = { "SAMMHz", NULL, CS_PKG, G(GRP_FREQUENCY), FMT_MHZ, false, "media GT requested frequency at the end of the interval (drm sysfs)", c_sam_mhz, "drm requested MHz, as read", { N(SAM_MHZ) } },
	[COL_SAM_AMHZ] = { "SAMAMHz", NULL, CS_PKG, G(GRP_FREQUENCY), FMT_MHZ, false, "media GT actual frequency at the end of the interval (drm sysfs)", c_sam_amhz, "drm actual MHz, as read", { N(SAM_AMHZ) } },
	[COL_TOTL_C0] = { "Totl%C0", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "C0 time of the package's cores, summed (may pass 100%)", c_totl_c0, "PKG_WEIGHTED_CORE_C0_RES / TSC", { N(C0_WEIGHTED), N(TSC) } },
	[COL_ANY_C0] = { "Any%C0", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "share of the interval any core of the package was in C0", c_any_c0, "PKG_ANY_CORE_C0_RES / TSC", { N(C0_ANY_CORE), N(TSC) } },
	[COL_GFX_C0] = { "GFX%C0", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "share of the interval the graphics engine was in C0", c_gfx_c0, "PKG_ANY_GFXE_C0_RES / TSC", { N(C0_ANY_GFX), N(TSC) } },
	[COL_CPUGFX] = { "CPUGFX%", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "share of the interval a core and the graphics engine were both in C0", c_cpugfx, "PKG_BOTH_CORE_GFXE_C0_RES / TSC", { N(C0_CORE_GFX), N(TSC) } },
	[COL_PC2] = { "Pkg%pc2", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "package C2 residency", c_pc2, "PC2 / TSC", { N(PC2), N(TSC) } },
	[COL_PC3] = { "Pkg%pc3", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "package C3 residency", c_pc3, "PC3 / TSC", { N(PC3), N(TSC) } },
	[COL_PC6] = { "Pkg%pc6", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "package C6 residency", c_pc6, "PC6 / TSC", { N(PC6), N(TSC) } },
	[COL_PC7] = { "Pkg%pc7", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "package C7 residency", c_pc7, "PC7 / TSC", { N(PC7), N(TSC) } },
	[COL_PC8] = { "Pkg%pc8", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "package C8 residency", c_pc8, "PC8 / TSC", { N(PC8), N(TSC) } },
	[COL_PC9] = { "Pkg%pc9", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "package C9 residency", c_pc9, "PC9 / TSC", { N(PC9), N(TSC) } },
	[COL_PC10] = { "Pk%pc10", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "package C10 residency", c_pc10, "PC10 / TSC", { N(PC10), N(TSC) } },
	[COL_CPU_LPI] = { "CPU%LPI", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "share of the interval the CPUs spent in ACPI low-power idle (S0ix)", c_cpu_lpi, "low_power_idle_cpu_residency_us / interval", { N(CPU_LPI) } },
	[COL_SYS_LPI] = { "SYS%LPI", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "share of the interval the system spent in low-power idle (SLP_S0)", c_sys_lpi, "low_power_idle_system_residency_us (else slp_s0_residency_usec) / interval", { N(SYS_LPI) } },
	[COL_PKGWATT] = { "PkgWatt", "Pkg_J", CS_PKG, G(GRP_POWER), FMT_WATT, false, "package power (RAPL)", c_pkgwatt, "package energy / interval", { N(E_PKG) } },
	[COL_CORWATT] = { "CorWatt", "Cor_J", CS_PKG, G(GRP_POWER), FMT_WATT, false, "power of the cores of a package (RAPL PP0)", c_corwatt, "PP0 energy / interval", { N(E_CORES) } },
	[COL_GFXWATT] = { "GFXWatt", "GFX_J", CS_PKG, G(GRP_POWER), FMT_WATT, false, "graphics power (RAPL PP1)", c_gfxwatt, "PP1 energy / interval", { N(E_GFX) } },
	[COL_RAMWATT] = { "RAMWatt", "RAM_J", CS_PKG, G(GRP_POWER), FMT_WATT, false, "DRAM power (RAPL)", c_ramwatt, "DRAM energy / interval", { N(E_RAM) } },
	[COL_PKG_PCT] = { "PKG_%", NULL, CS_PKG, G(GRP_POWER), FMT_PCT, false, "share of the interval the package was throttled by RAPL", c_pkg_pct, "PKG_PERF_STATUS time / interval", { N(PKG_THROTTLE) } },
	[COL_RAM_PCT] = { "RAM_%", NULL, CS_PKG, G(GRP_POWER), FMT_PCT, false, "share of the interval DRAM was throttled by RAPL", c_ram_pct, "DRAM_PERF_STATUS time / interval", { N(RAM_THROTTLE) } },
	[COL_UNCMHZ] = { "UncMHz", NULL, CS_PKG, G(GRP_FREQUENCY), FMT_MHZ, false, "uncore frequency at the end of the interval; the summary shows the last package's", c_uncmhz, "sysfs intel_uncore_frequency/package_PP_die_DD/current_freq_khz", { N(UNC_KHZ) } },
	[COL_PKGTHR] = { "PkgThr", NULL, CS_PKG, G(GRP_LIMITS), FMT_COUNT, true, "thermal throttling events of the package in the interval", c_pkgthr, "sysfs cpuN/thermal_throttle/package_throttle_count", { N(PKG_THROT) } },
	[COL_PKGTHR_MS] = { "PkgThrMs", NULL, CS_PKG, G(GRP_LIMITS), FMT_COUNT, true, "milliseconds the package was thermally throttled in the interval", c_pkgthr_ms, "sysfs cpuN/thermal_throttle/package_throttle_total_time_ms", { N(PKG_THROT_MS) } },
	[COL_CORE_LIM] = { "CoreLim", NULL, CS_PKG, G(GRP_LIMITS), FMT_FLAGS, true, "core perf limit reasons active at the end of the interval, as letters (man page)", c_core_lim, "MSR_CORE_PERF_LIMIT_REASONS [15:0]", { N(CORE_PLR) } },
	[COL_CORE_LOG] = { "CoreLog", NULL, CS_PKG, G(GRP_LIMITS), FMT_FLAGS, true, "core perf limit reasons logged since the start, as letters", c_core_log, "MSR_CORE_PERF_LIMIT_REASONS [29:16], set now and not at start", { N(CORE_PLR) } },
	[COL_GFX_LIM] = { "GFXLim", NULL, CS_PKG, G(GRP_LIMITS), FMT_FLAGS, true, "graphics perf limit reasons active at the end of the interval", c_gfx_lim, "MSR_GFX_PERF_LIMIT_REASONS [15:0]", { N(GFX_PLR) } },
	[COL_GFX_LOG] = { "GFXLog", NULL, CS_PKG, G(GRP_LIMITS), FMT_FLAGS, true, "graphics perf limit reasons logged since the start", c_gfx_log, "MSR_GFX_PERF_LIMIT_REASONS [29:16], set now and not at start", { N(GFX_PLR) } },
	[COL_RING_LIM] = { "RingLim", NULL, CS_PKG, G(GRP_LIMITS), FMT_FLAGS, true, "ring perf limit reasons active at the end of the interval", c_ring_lim, "MSR_RING_PERF_LIMIT_REASONS [15:0]", { N(RING_PLR) } },
	[COL_RING_LOG] = { "RingLog", NULL, CS_PKG, G(GRP_LIMITS), FMT_FLAGS, true, "ring perf limit reasons logged since the start", c_ring_log, "MSR_RING_PERF_LIMIT_REASONS [29:16], set now and not at start", { N(RING_PLR) } },
	[COL_LIM_PROCHOT] = { "LimPROCHOT", NULL, CS_PKG, G(GRP_LIMITS), FMT_COUNT, true, "1 while this core limit reason is active (status bit 0)", c_lim_prochot, "MSR_CORE_PERF_LIMIT_REASONS [0]", { N(CORE_PLR) } },
	[COL_LIM_THERMAL] = { "LimThermal", NULL, CS_PKG, G(GRP_LIMITS), FMT_COUNT, true, "1 while this core limit reason is active (status bit 1)", c_lim_thermal, "MSR_CORE_PERF_LIMIT_REASONS [1]", { N(CORE_PLR) } },
	[COL_LIM_GRAPHICS] = { "LimGraphics", NULL, CS_PKG, G(GRP_LIMITS), FMT_COUNT, true, "1 while this core limit reason is active (status bit 4)", c_lim_graphics, "MSR_CORE_PERF_LIMIT_REASONS [4]", { N(CORE_PLR) } },
	[COL_LIM_AUTONOMOUS] = { "LimAutonomous", NULL, CS_PKG, G(GRP_LIMITS), FMT_COUNT, true, "1 while this core limit reason is active (status bit 5)", c_lim_autonomous, "MSR_CORE_PERF_LIMIT_REASONS [5]", { N(CORE_PLR) } },
	[COL_LIM_VR_THERMAL] = { "LimVRThermal", NULL, CS_PKG, G(GRP_LIMITS), FMT_COUNT, true, "1 while this core limit reason is active (status bit 6)", c_lim_vr_thermal, "MSR_CORE_PERF_LIMIT_REASONS [6]", { N(CORE_PLR) } },
	[COL_LIM_EDP] = { "LimEDP", NULL, CS_PKG, G(GRP_LIMITS), FMT_COUNT, true, "1 while this core limit reason is active (status bit 8)", c_lim_edp, "MSR_CORE_PERF_LIMIT_REASONS [8]", { N(CORE_PLR) } },
	[COL_LIM_CORE_POWER] = { "LimCorePower", NULL, CS_PKG, G(GRP_LIMITS), FMT_COUNT, true, "1 while this core limit reason is active (status bit 9)", c_lim_core_power, "MSR_CORE_PERF_LIMIT_REASONS [9]", { N(CORE_PLR) } },
	[COL_LIM_PL1] = { "LimPL1", NULL, CS_PKG, G(GRP_LIMITS), FMT_COUNT, true, "1 while this core limit reason is active (status bit 10)", c_lim_pl1, "MSR_CORE_PERF_LIMIT_REASONS [10]", { N(CORE_PLR) } },
	[COL_LIM_PL2] = { "LimPL2", NULL, CS_PKG, G(GRP_LIMITS), FMT_COUNT, true, "1 while this core limit reason is active (status bit 11)", c_lim_pl2, "MSR_CORE_PERF_LIMIT_REASONS [11]", { N(CORE_PLR) } },
	[COL_LIM_MAX_TURBO] = { "LimMaxTurbo", NULL, CS_PKG, G(GRP_LIMITS), FMT_COUNT, true, "1 while this core limit reason is active (status bit 12)", c_lim_max_turbo, "MSR_CORE_PERF_LIMIT_REASONS [12]", { N(CORE_PLR) } },
	[COL_LIM_TRANSITION] = { "LimTransition", NULL, CS_PKG, G(GRP_LIMITS), FMT_COUNT, true, "1 while this core limit reason is active (status bit 13)", c_lim_transition, "MSR_CORE_PERF_LIMIT_REASONS [13]", { N(CORE_PLR) } },
	[COL_PKG_HWP_MIN] = { "PkgHWPMin", NULL, CS_PKG, G(GRP_HWP), FMT_PSTATE, true, "package HWP request: minimum performance", c_pkg_hwp_min, "IA32_HWP_REQUEST_PKG [7:0]", { N(HWP_REQ_PKG) } },
	[COL_PKG_HWP_MAX] = { "PkgHWPMax", NULL, CS_PKG, G(GRP_HWP), FMT_PSTATE, true, "package HWP request: maximum performance", c_pkg_hwp_max, "IA32_HWP_REQUEST_PKG [15:8]", { N(HWP_REQ_PKG) } },
	[COL_PKG_HWP_DES] = { "PkgHWPDes", NULL, CS_PKG, G(GRP_HWP), FMT_PSTATE, true, "package HWP request: desired performance", c_pkg_hwp_des, "IA32_HWP_REQUEST_PKG [23:16]", { N(HWP_REQ_PKG) } },
	[COL_PKG_HWP_EPP] = { "PkgHWPEPP", NULL, CS_PKG, G(GRP_HWP), FMT_PSTATE, true, "package HWP request: energy/performance preference", c_pkg_hwp_epp, "IA32_HWP_REQUEST_PKG [31:24]", { N(HWP_REQ_PKG) } },
	[COL_PKG_HWP_WIN] = { "PkgHWPWin", NULL, CS_PKG, G(GRP_HWP), FMT_PSTATE, true, "package HWP request: activity window, microseconds", c_pkg_hwp_win, "IA32_HWP_REQUEST_PKG [38:32] * 10^[41:39]", { N(HWP_REQ_PKG) } },
	[COL_ADDED_PKG] = { "", NULL, CS_PKG, 0, FMT_COUNT64, false, "a counter added with --add", c_added, "--add", { 0 } },
	[COL_DIE_C6] = { "Die%c6", NULL, CS_PKG, G(GRP_HWIDLE), FMT_PCT, false, "die C6 residency (Intel PMT, Meteor Lake), package 0", c_die_c6, "PMT die C6 crystal clocks / crystal / interval", { N(DIE_C6) } },
	[COL_SYSWATT] = { "SysWatt", "Sys_J", CS_SYSTEM, G(GRP_POWER), FMT_WATT, false, "platform power (RAPL PSYS), summary row only", c_syswatt, "PSYS energy / interval", { N(E_PSYS) } },
	[COL_THREADC] = { "ThreadC", NULL, CS_SYSTEM, G(GRP_OTHER), FMT_COUNT, false, "a name turbostat accepts and never prints", c_never, "nothing: turbostat never shows it", { 0 } },
	[COL_CORECNT] = { "CoreCnt", NULL, CS_SYSTEM, G(GRP_TOPOLOGY), FMT_COUNT, false, "a name turbostat accepts and never prints", c_never, "nothing: turbostat never shows it", { 0 } },
	[COL_PKGCNT] = { "PkgCnt", NULL, CS_SYSTEM, G(GRP_TOPOLOGY), FMT_COUNT, false, "a name turbostat accepts and never prints", c_never, "nothing: turbostat never shows it", { 0 } },
};

void columns_needs(const struct col_def *defs, int ncols, const colset *enabled, rawset *needed)
{
	memset(needed, 0, sizeof(*needed));
	for (int id = 0; id < ncols; id++)
		for (int r = 0; colset_has(enabled, id) && r < RAW__COUNT; r++)
			if (defs[id].needs[r])
				rawset_add(needed, r);
}

void columns_compute(const struct out_col *oc, const struct col_env *e, struct cell *cell)
{
	cell->v = 0;
	cell->st = CELL_ABSENT;
	col_defs[oc->id].compute(e, cell);
}

void columns_idle_name(const char *sysfs_name, const char *suffix, char *out, size_t len)
{
	size_t o = 0;

	/* a space would split whitespace-separated parsers' columns (haltpoll's "haltpoll idle"):
	 * it is written '_', where turbostat copies it */
	for (const char *s = sysfs_name; *s && *s != '-' && o + 3 < len; s++)
		if (*s != '_')
			out[o++] = isspace((unsigned char)*s) ? '_' : *s;
	snprintf(out + o, len - o, "%s", suffix);
}
