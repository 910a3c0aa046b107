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
#include "decode/why.h"

const char *const col_group_names[GRP__COUNT] = {
	[GRP_TOPOLOGY] = "topology", [GRP_FREQUENCY] = "frequency", [GRP_HWIDLE] = "hwidle",
	[GRP_SWIDLE] = "swidle", [GRP_POWER] = "power", [GRP_OTHER] = "other", [GRP_CPUIDLE] = "cpuidle",
	[GRP_CACHE] = "cache", [GRP_HWP] = "hwp", [GRP_LIMITS] = "limits",
	[GRP_WHY] = "why",
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

/*
 * One core limit reason as 0/1: its status bit at the end of the interval,
 * at the bit this part's layout gives the reason (decode/limits.c); no
 * value where the layout has no such reason.
 */
static void limit_reason(const struct col_env *e, const char *reason, struct cell *c)
{
	const struct limit_bit *b = limits_reason(limits_layout(e->ctx->plr_layout), reason);

	if (b && ok(e->d, RAW_CORE_PLR))
		set(c, (double)((uint64_t)delta_raw(e->d, RAW_CORE_PLR)->v >> b->bit & 1));
}

#define LIMIT_REASON(fn, reason) \
	static void fn(const struct col_env *e, struct cell *c) \
	{ \
		limit_reason(e, reason, c); \
	}
LIMIT_REASON(c_lim_prochot, "prochot")
LIMIT_REASON(c_lim_thermal, "thermal")
LIMIT_REASON(c_lim_graphics, "graphics")
LIMIT_REASON(c_lim_autonomous, "autonomous")
LIMIT_REASON(c_lim_vr_thermal, "vr_thermal")
LIMIT_REASON(c_lim_edp, "edp")
LIMIT_REASON(c_lim_core_power, "domain_power")
LIMIT_REASON(c_lim_pl1, "pl1")
LIMIT_REASON(c_lim_pl2, "pl2")
LIMIT_REASON(c_lim_max_turbo, "max_turbo")
LIMIT_REASON(c_lim_transition, "transitions")
LIMIT_REASON(c_lim_residency, "residency")
LIMIT_REASON(c_lim_ratl, "ratl")
LIMIT_REASON(c_lim_vr_tdc, "vr_tdc")
LIMIT_REASON(c_lim_other, "other")
LIMIT_REASON(c_lim_pbm, "pbm")
LIMIT_REASON(c_lim_pcs, "pcs")
LIMIT_REASON(c_lim_below_p1, "below_p1")
LIMIT_REASON(c_lim_below_turbo, "below_turbo")
LIMIT_REASON(c_lim_below_request, "below_request")

/*
 * The verdict on a package (decode/why.h): its limit reasons and the row's
 * busy time; the request is a CPU's, which the --why lines weigh.
 */
static void c_why(const struct col_env *e, struct cell *c)
{
	struct cell busy = { .st = CELL_ABSENT }, bzy = { .st = CELL_ABSENT };
	struct why_verdict v;

	if (!e->ctx->why)
		return;
	c_busy(e, &busy);
	c_bzy_mhz(e, &bzy);
	struct why_in in = {
		.plr_ok = ok(e->d, RAW_CORE_PLR),
		.plr = (uint64_t)delta_raw(e->d, RAW_CORE_PLR)->v & 0xFFFF,
		.busy_ok = busy.st == CELL_OK, .busy_pct = busy.v,
		.bzy_mhz = bzy.st == CELL_OK ? bzy.v : 0,
		.pkg = true,
		.pol_max_mhz = ok(e->d, RAW_POL_MAX) ? delta_raw(e->d, RAW_POL_MAX)->v : 0,
		.max_pct = ok(e->d, RAW_PST_MAX_PCT) ? (unsigned)delta_raw(e->d, RAW_PST_MAX_PCT)->v : 0,
		.no_turbo = ok(e->d, RAW_PST_NO_TURBO) ? delta_raw(e->d, RAW_PST_NO_TURBO)->v != 0 : -1,
	};

	why_judge(e->ctx->why, &in, &v);
	set(c, v.code);
}

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

static void c_pol_max(const struct col_env *e, struct cell *c)
{
	reading(e->d, RAW_POL_MAX, c);
}

static void c_max_pct(const struct col_env *e, struct cell *c)
{
	reading(e->d, RAW_PST_MAX_PCT, c);
}

static void c_no_turbo(const struct col_env *e, struct cell *c)
{
	reading(e->d, RAW_PST_NO_TURBO, c);
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
	[COL_USEC] = { .name = "usec", .scope = CS_ID, .fmt = FMT_USEC, .off_by_default = true,
		.desc = "microseconds this row's reads took",
		.compute = c_usec, .from = "clock before and after the CPU's reads" },
	[COL_TOD] = { .name = "Time_Of_Day_Seconds", .scope = CS_ID, .fmt = FMT_TOD, .off_by_default = true,
		.desc = "end of the interval, seconds since the epoch (value in microseconds)",
		.compute = c_tod, .from = "time of day at the snapshot" },
	[COL_PACKAGE] = { .name = "Package", .scope = CS_ID, .groups = G(GRP_TOPOLOGY), .fmt = FMT_ID,
		.desc = "package id (shown with more than one package)",
		.compute = c_package, .from = "sysfs topology/physical_package_id" },
	[COL_DIE] = { .name = "Die", .scope = CS_ID, .groups = G(GRP_TOPOLOGY), .fmt = FMT_ID,
		.desc = "die id (shown with more than one die per package)",
		.compute = c_die, .from = "sysfs topology/die_id" },
	[COL_L3] = { .name = "L3", .scope = CS_ID, .groups = G(GRP_TOPOLOGY), .fmt = FMT_ID,
		.desc = "L3 cache id (shown when some id is above 0)",
		.compute = c_l3, .from = "sysfs cache/index3/id" },
	[COL_NODE] = { .name = "Node", .scope = CS_ID, .groups = G(GRP_TOPOLOGY), .fmt = FMT_ID,
		.desc = "NUMA node (shown with more than one node per package)",
		.compute = c_node, .from = "sysfs node/nodeN/cpulist" },
	[COL_CORE] = { .name = "Core", .scope = CS_ID, .groups = G(GRP_TOPOLOGY), .fmt = FMT_ID,
		.desc = "core id",
		.compute = c_core, .from = "sysfs topology/core_id" },
	[COL_CPU] = { .name = "CPU", .scope = CS_ID, .groups = G(GRP_TOPOLOGY), .fmt = FMT_ID,
		.desc = "Linux CPU number",
		.compute = c_cpu, .from = "sysfs cpu/online" },
	[COL_APIC] = { .name = "APIC", .scope = CS_ID, .groups = G(GRP_TOPOLOGY), .fmt = FMT_ID, .off_by_default = true,
		.desc = "initial APIC id (CPUID 1)",
		.compute = c_apic, .from = "CPUID 1 EBX[31:24]" },
	[COL_X2APIC] = { .name = "X2APIC", .scope = CS_ID, .groups = G(GRP_TOPOLOGY), .fmt = FMT_ID,
		.off_by_default = true,
		.desc = "x2APIC id (CPUID 0xB)",
		.compute = c_x2apic, .from = "CPUID 0xB EDX" },
	[COL_AVG_MHZ] = { .name = "Avg_MHz", .scope = CS_CPU, .groups = G(GRP_FREQUENCY), .fmt = FMT_MHZ,
		.desc = "average frequency over the interval, idle included: APERF/interval",
		.compute = c_avg_mhz, .from = "APERF / interval", .needs = { N(APERF) } },
	[COL_BUSY] = { .name = "Busy%", .scope = CS_CPU, .groups = G(GRP_FREQUENCY) | G(GRP_HWIDLE) | G(GRP_SWIDLE),
		.fmt = FMT_PCT,
		.desc = "share of the interval in C0: MPERF/TSC, or /proc/stat without MPERF",
		.compute = c_busy, .from = "MPERF / TSC, else /proc/stat busy / total",
		.needs = { N(MPERF), N(TSC), N(PROC_STAT) } },
	[COL_BZY_MHZ] = { .name = "Bzy_MHz", .scope = CS_CPU, .groups = G(GRP_FREQUENCY), .fmt = FMT_MHZ,
		.desc = "average frequency while busy: base * APERF/MPERF",
		.compute = c_bzy_mhz, .from = "base * APERF / MPERF", .needs = { N(APERF), N(MPERF) } },
	[COL_TSC_MHZ] = { .name = "TSC_MHz", .scope = CS_CPU, .groups = G(GRP_FREQUENCY), .fmt = FMT_MHZ,
		.desc = "TSC rate over the interval",
		.compute = c_tsc_mhz, .from = "TSC / interval", .needs = { N(TSC) } },
	[COL_IPC] = { .name = "IPC", .scope = CS_CPU, .groups = G(GRP_OTHER), .fmt = FMT_PER,
		.desc = "instructions retired per cycle (APERF)",
		.compute = c_ipc, .from = "instructions / APERF", .needs = { N(INSTR), N(APERF) } },
	[COL_FREQINV] = { .name = "FreqInv", .scope = CS_CPU, .groups = G(GRP_FREQUENCY), .fmt = FMT_RATIO,
		.desc = "the scheduler's arch_freq_scale for the interval (0-1024)",
		.compute = c_freqinv, .from = "1024 * APERF / MPERF / arch_max_freq_ratio",
		.needs = { N(APERF), N(MPERF) } },
	[COL_GOV_PS] = { .name = "Gov_PS", .scope = CS_CPU, .groups = G(GRP_FREQUENCY), .fmt = FMT_PSTATE,
		.off_by_default = true,
		.desc = "the P-state (ratio, or CPPC perf) the --governor model would have requested",
		.compute = c_gov_ps, .from = "governor model on APERF, MPERF, TSC",
		.needs = { N(APERF), N(MPERF), N(TSC), N(PERF_CTL) } },
	[COL_GOV_MHZ] = { .name = "Gov_MHz", .scope = CS_CPU, .groups = G(GRP_FREQUENCY), .fmt = FMT_MHZ,
		.off_by_default = true,
		.desc = "the frequency the --governor model would have requested",
		.compute = c_gov_mhz, .from = "governor model on APERF, MPERF, TSC",
		.needs = { N(APERF), N(MPERF), N(TSC), N(PERF_CTL) } },
	[COL_HWP_MIN] = { .name = "HWPMin", .scope = CS_CPU, .groups = G(GRP_HWP), .fmt = FMT_PSTATE,
		.off_by_default = true,
		.desc = "minimum performance the OS requests (HWP; AMD CPPC)",
		.compute = c_hwp_min, .from = "IA32_HWP_REQUEST [7:0]; MSR_AMD_CPPC_REQ [15:8]",
		.needs = { N(HWP_REQ), N(CPPC_REQ) } },
	[COL_HWP_MAX] = { .name = "HWPMax", .scope = CS_CPU, .groups = G(GRP_HWP), .fmt = FMT_PSTATE,
		.off_by_default = true,
		.desc = "maximum performance the OS requests (HWP; AMD CPPC)",
		.compute = c_hwp_max, .from = "IA32_HWP_REQUEST [15:8]; MSR_AMD_CPPC_REQ [7:0]",
		.needs = { N(HWP_REQ), N(CPPC_REQ) } },
	[COL_HWP_DES] = { .name = "HWPDes", .scope = CS_CPU, .groups = G(GRP_HWP), .fmt = FMT_PSTATE,
		.off_by_default = true,
		.desc = "desired performance the OS requests, 0: autonomous (HWP; AMD CPPC)",
		.compute = c_hwp_des, .from = "IA32_HWP_REQUEST [23:16]; MSR_AMD_CPPC_REQ [23:16]",
		.needs = { N(HWP_REQ), N(CPPC_REQ) } },
	[COL_HWP_EPP] = { .name = "HWPEPP", .scope = CS_CPU, .groups = G(GRP_HWP), .fmt = FMT_PSTATE,
		.off_by_default = true,
		.desc = "energy/performance preference, 0 performance to 255 energy (HWP; AMD CPPC)",
		.compute = c_hwp_epp, .from = "IA32_HWP_REQUEST [31:24]; MSR_AMD_CPPC_REQ [31:24]",
		.needs = { N(HWP_REQ), N(CPPC_REQ) } },
	[COL_HWP_WIN] = { .name = "HWPWin", .scope = CS_CPU, .groups = G(GRP_HWP), .fmt = FMT_PSTATE,
		.off_by_default = true,
		.desc = "activity window, microseconds, 0: hardware's choice (HWP)",
		.compute = c_hwp_win, .from = "IA32_HWP_REQUEST [38:32] * 10^[41:39]", .needs = { N(HWP_REQ) } },
	[COL_POL_MAX] = { .name = "PolMaxMHz", .scope = CS_CPU, .groups = G(GRP_WHY), .fmt = FMT_MHZ,
		.off_by_default = true,
		.desc = "the cpufreq policy's maximum at the end of the interval; the summary shows the highest",
		.compute = c_pol_max, .from = "sysfs cpufreq/scaling_max_freq / 1000", .needs = { N(POL_MAX) } },
	[COL_IRQ] = { .name = "IRQ", .scope = CS_CPU, .groups = G(GRP_OTHER), .fmt = FMT_COUNT,
		.desc = "interrupts serviced, from /proc/interrupts",
		.compute = c_irq, .from = "/proc/interrupts, every row", .needs = { N(INTERRUPTS) } },
	[COL_NMI] = { .name = "NMI", .scope = CS_CPU, .groups = G(GRP_OTHER), .fmt = FMT_COUNT,
		.desc = "non-maskable interrupts, from /proc/interrupts",
		.compute = c_nmi, .from = "/proc/interrupts, row NMI", .needs = { N(INTERRUPTS) } },
	[COL_SMI] = { .name = "SMI", .scope = CS_CPU, .groups = G(GRP_OTHER), .fmt = FMT_COUNT,
		.desc = "system management interrupts (MSR 0x34)",
		.compute = c_smi, .from = "SMI_COUNT", .needs = { N(SMI) } },
	[COL_LLC_MRPS] = { .name = "LLCMRPS", .scope = CS_CPU, .groups = G(GRP_CACHE), .fmt = FMT_MPS,
		.desc = "last-level cache references, millions per second",
		.compute = c_llc_mrps, .from = "cache-references / interval / 1000000", .needs = { N(LLC_REFS) } },
	[COL_LLC_HIT] = { .name = "LLC%hit", .scope = CS_CPU, .groups = G(GRP_CACHE), .fmt = FMT_PCT,
		.desc = "share of last-level cache references that hit",
		.compute = c_llc_hit, .from = "(cache-references - cache-misses) / cache-references",
		.needs = { N(LLC_REFS), N(LLC_MISSES) } },
	[COL_L2_MRPS] = { .name = "L2MRPS", .scope = CS_CPU, .groups = G(GRP_CACHE), .fmt = FMT_MPS,
		.desc = "L2 cache requests, millions per second",
		.compute = c_l2_mrps, .from = "L2_REQUEST.ALL / interval / 1000000", .needs = { N(L2_REFS) } },
	[COL_L2_HIT] = { .name = "L2%hit", .scope = CS_CPU, .groups = G(GRP_CACHE), .fmt = FMT_PCT,
		.desc = "share of L2 cache requests that hit",
		.compute = c_l2_hit, .from = "L2_REQUEST.HIT / L2_REQUEST.ALL", .needs = { N(L2_REFS), N(L2_HITS) } },
	[COL_IDLE_COUNT] = { .name = "", .scope = CS_CPU, .groups = G(GRP_CPUIDLE) | G(GRP_SWIDLE), .fmt = FMT_COUNT64,
		.off_by_default = true,
		.desc = "entries into this cpuidle state (+: too deep for the wake-up, -: too shallow)",
		.compute = c_idle_count, .from = "sysfs cpuidle", .needs = { N(IDLE_COUNTS) } },
	[COL_IDLE_PCT] = { .name = "%", .scope = CS_CPU, .groups = G(GRP_SWIDLE), .fmt = FMT_PCT,
		.desc = "share of the interval the kernel spent in this cpuidle state",
		.compute = c_idle_pct, .from = "sysfs cpuidle", .needs = { N(IDLE) } },
	[COL_ADDED_CPU] = { .name = "", .scope = CS_CPU, .fmt = FMT_COUNT64,
		.desc = "a counter added with --add",
		.compute = c_added, .from = "--add" },
	[COL_CPU_C1E] = { .name = "CPU%c1e", .scope = CS_CPU, .fmt = FMT_PCT,
		.desc = "module C1E residency (Intel PMT, Clearwater Forest); every CPU of the module shows it",
		.compute = c_cpu_c1e, .from = "PMT C1E tcore clocks / 800 MHz / interval", .needs = { N(CPU_C1E) } },
	[COL_CPU_C1] = { .name = "CPU%c1", .scope = CS_CPU, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "core C1 residency (derived where no counter exists)",
		.compute = c_cpu_c1, .from = "C1 / TSC, else (TSC - MPERF - c3 - c6 - c7) / TSC",
		.needs = { N(CC1), N(MPERF), N(TSC), N(CC3), N(CC6), N(CC7) } },
	[COL_CPU_C3] = { .name = "CPU%c3", .scope = CS_CORE, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "core C3 residency",
		.compute = c_cpu_c3, .from = "C3 / TSC", .needs = { N(CC3), N(TSC) } },
	[COL_CPU_C6] = { .name = "CPU%c6", .scope = CS_CORE, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "core C6 residency",
		.compute = c_cpu_c6, .from = "C6 / TSC", .needs = { N(CC6), N(TSC) } },
	[COL_CPU_C7] = { .name = "CPU%c7", .scope = CS_CORE, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "core C7 residency",
		.compute = c_cpu_c7, .from = "C7 / TSC", .needs = { N(CC7), N(TSC) } },
	[COL_MOD_C6] = { .name = "Mod%c6", .scope = CS_CORE, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "module C6 residency",
		.compute = c_mod_c6, .from = "MC6 / TSC", .needs = { N(MC6), N(TSC) } },
	[COL_CORETMP] = { .name = "CoreTmp", .scope = CS_CORE, .groups = G(GRP_POWER) | G(GRP_OTHER), .fmt = FMT_DEGC,
		.desc = "core temperature, degrees C",
		.compute = c_coretmp, .from = "TjMax - THERM_STATUS[22:16]", .needs = { N(CORE_THERM) } },
	[COL_CORETHR] = { .name = "CoreThr", .scope = CS_CORE, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.desc = "thermal throttling events of the core in the interval",
		.compute = c_corethr, .from = "sysfs cpuN/thermal_throttle/core_throttle_count",
		.needs = { N(CORE_THROT) } },
	[COL_CORETHR_MS] = { .name = "CoreThrMs", .scope = CS_CORE, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "milliseconds the core was thermally throttled in the interval",
		.compute = c_corethr_ms, .from = "sysfs cpuN/thermal_throttle/core_throttle_total_time_ms",
		.needs = { N(CORE_THROT_MS) } },
	[COL_CORWATT_AMD] = { .name = "CorWatt", .name_joules = "Cor_J", .scope = CS_CORE, .groups = G(GRP_POWER),
		.fmt = FMT_WATT,
		.desc = "core power (AMD per-core RAPL)",
		.compute = c_corwatt_amd, .from = "core energy / interval", .needs = { N(E_CORE_AMD) } },
	[COL_ADDED_CORE] = { .name = "", .scope = CS_CORE, .fmt = FMT_COUNT64,
		.desc = "a counter added with --add",
		.compute = c_added, .from = "--add" },
	[COL_PKGTMP] = { .name = "PkgTmp", .scope = CS_PKG, .groups = G(GRP_POWER), .fmt = FMT_DEGC,
		.desc = "package temperature, degrees C",
		.compute = c_pkgtmp, .from = "TjMax - PACKAGE_THERM_STATUS[22:16]; AMD: Tctl - offset",
		.needs = { N(PKG_THERM) } },
	[COL_CCDTMP] = { .name = "CCDTmp", .scope = CS_PKG, .groups = G(GRP_POWER), .fmt = FMT_DEGC,
		.desc = "hottest AMD core complex die (Tccd), degrees C",
		.compute = c_ccdtmp, .from = "max over CCDs of Tccd", .needs = { N(CCD_THERM) } },
	[COL_GFX_RC6] = { .name = "GFX%rc6", .scope = CS_PKG, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "share of the interval the render GT spent in RC6 (drm sysfs)",
		.compute = c_gfx_rc6, .from = "drm GT idle residency ms / 10 / interval", .needs = { N(GFX_RC6) } },
	[COL_GFX_MHZ] = { .name = "GFXMHz", .scope = CS_PKG, .groups = G(GRP_FREQUENCY), .fmt = FMT_MHZ,
		.desc = "render GT requested frequency at the end of the interval (drm sysfs)",
		.compute = c_gfx_mhz, .from = "drm requested MHz, as read", .needs = { N(GFX_MHZ) } },
	[COL_GFX_AMHZ] = { .name = "GFXAMHz", .scope = CS_PKG, .groups = G(GRP_FREQUENCY), .fmt = FMT_MHZ,
		.desc = "render GT actual frequency at the end of the interval (drm sysfs)",
		.compute = c_gfx_amhz, .from = "drm actual MHz, as read", .needs = { N(GFX_AMHZ) } },
	[COL_SAM_MC6] = { .name = "SAM%mc6", .scope = CS_PKG, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "share of the interval the media GT spent in MC6 (drm sysfs)",
		.compute = c_sam_mc6, .from = "drm media GT idle residency ms / 10 / interval",
		.needs = { N(SAM_MC6) } },
	[COL_SAM_MHZ] = { .name = "SAMMHz", .scope = CS_PKG, .groups = G(GRP_FREQUENCY), .fmt = FMT_MHZ,
		.desc = "media GT requested frequency at the end of the interval (drm sysfs)",
		.compute = c_sam_mhz, .from = "drm requested MHz, as read", .needs = { N(SAM_MHZ) } },
	[COL_SAM_AMHZ] = { .name = "SAMAMHz", .scope = CS_PKG, .groups = G(GRP_FREQUENCY), .fmt = FMT_MHZ,
		.desc = "media GT actual frequency at the end of the interval (drm sysfs)",
		.compute = c_sam_amhz, .from = "drm actual MHz, as read", .needs = { N(SAM_AMHZ) } },
	[COL_TOTL_C0] = { .name = "Totl%C0", .scope = CS_PKG, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "C0 time of the package's cores, summed (may pass 100%)",
		.compute = c_totl_c0, .from = "PKG_WEIGHTED_CORE_C0_RES / TSC", .needs = { N(C0_WEIGHTED), N(TSC) } },
	[COL_ANY_C0] = { .name = "Any%C0", .scope = CS_PKG, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "share of the interval any core of the package was in C0",
		.compute = c_any_c0, .from = "PKG_ANY_CORE_C0_RES / TSC", .needs = { N(C0_ANY_CORE), N(TSC) } },
	[COL_GFX_C0] = { .name = "GFX%C0", .scope = CS_PKG, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "share of the interval the graphics engine was in C0",
		.compute = c_gfx_c0, .from = "PKG_ANY_GFXE_C0_RES / TSC", .needs = { N(C0_ANY_GFX), N(TSC) } },
	[COL_CPUGFX] = { .name = "CPUGFX%", .scope = CS_PKG, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "share of the interval a core and the graphics engine were both in C0",
		.compute = c_cpugfx, .from = "PKG_BOTH_CORE_GFXE_C0_RES / TSC", .needs = { N(C0_CORE_GFX), N(TSC) } },
	[COL_PC2] = { .name = "Pkg%pc2", .scope = CS_PKG, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "package C2 residency",
		.compute = c_pc2, .from = "PC2 / TSC", .needs = { N(PC2), N(TSC) } },
	[COL_PC3] = { .name = "Pkg%pc3", .scope = CS_PKG, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "package C3 residency",
		.compute = c_pc3, .from = "PC3 / TSC", .needs = { N(PC3), N(TSC) } },
	[COL_PC6] = { .name = "Pkg%pc6", .scope = CS_PKG, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "package C6 residency",
		.compute = c_pc6, .from = "PC6 / TSC", .needs = { N(PC6), N(TSC) } },
	[COL_PC7] = { .name = "Pkg%pc7", .scope = CS_PKG, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "package C7 residency",
		.compute = c_pc7, .from = "PC7 / TSC", .needs = { N(PC7), N(TSC) } },
	[COL_PC8] = { .name = "Pkg%pc8", .scope = CS_PKG, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "package C8 residency",
		.compute = c_pc8, .from = "PC8 / TSC", .needs = { N(PC8), N(TSC) } },
	[COL_PC9] = { .name = "Pkg%pc9", .scope = CS_PKG, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "package C9 residency",
		.compute = c_pc9, .from = "PC9 / TSC", .needs = { N(PC9), N(TSC) } },
	[COL_PC10] = { .name = "Pk%pc10", .scope = CS_PKG, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "package C10 residency",
		.compute = c_pc10, .from = "PC10 / TSC", .needs = { N(PC10), N(TSC) } },
	[COL_CPU_LPI] = { .name = "CPU%LPI", .scope = CS_PKG, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "share of the interval the CPUs spent in ACPI low-power idle (S0ix)",
		.compute = c_cpu_lpi, .from = "low_power_idle_cpu_residency_us / interval", .needs = { N(CPU_LPI) } },
	[COL_SYS_LPI] = { .name = "SYS%LPI", .scope = CS_PKG, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "share of the interval the system spent in low-power idle (SLP_S0)",
		.compute = c_sys_lpi,
		.from = "low_power_idle_system_residency_us (else slp_s0_residency_usec) / interval",
		.needs = { N(SYS_LPI) } },
	[COL_PKGWATT] = { .name = "PkgWatt", .name_joules = "Pkg_J", .scope = CS_PKG, .groups = G(GRP_POWER),
		.fmt = FMT_WATT,
		.desc = "package power (RAPL)",
		.compute = c_pkgwatt, .from = "package energy / interval", .needs = { N(E_PKG) } },
	[COL_CORWATT] = { .name = "CorWatt", .name_joules = "Cor_J", .scope = CS_PKG, .groups = G(GRP_POWER),
		.fmt = FMT_WATT,
		.desc = "power of the cores of a package (RAPL PP0)",
		.compute = c_corwatt, .from = "PP0 energy / interval", .needs = { N(E_CORES) } },
	[COL_GFXWATT] = { .name = "GFXWatt", .name_joules = "GFX_J", .scope = CS_PKG, .groups = G(GRP_POWER),
		.fmt = FMT_WATT,
		.desc = "graphics power (RAPL PP1)",
		.compute = c_gfxwatt, .from = "PP1 energy / interval", .needs = { N(E_GFX) } },
	[COL_RAMWATT] = { .name = "RAMWatt", .name_joules = "RAM_J", .scope = CS_PKG, .groups = G(GRP_POWER),
		.fmt = FMT_WATT,
		.desc = "DRAM power (RAPL)",
		.compute = c_ramwatt, .from = "DRAM energy / interval", .needs = { N(E_RAM) } },
	[COL_PKG_PCT] = { .name = "PKG_%", .scope = CS_PKG, .groups = G(GRP_POWER), .fmt = FMT_PCT,
		.desc = "share of the interval the package was throttled by RAPL",
		.compute = c_pkg_pct, .from = "PKG_PERF_STATUS time / interval", .needs = { N(PKG_THROTTLE) } },
	[COL_RAM_PCT] = { .name = "RAM_%", .scope = CS_PKG, .groups = G(GRP_POWER), .fmt = FMT_PCT,
		.desc = "share of the interval DRAM was throttled by RAPL",
		.compute = c_ram_pct, .from = "DRAM_PERF_STATUS time / interval", .needs = { N(RAM_THROTTLE) } },
	[COL_UNCMHZ] = { .name = "UncMHz", .scope = CS_PKG, .groups = G(GRP_FREQUENCY), .fmt = FMT_MHZ,
		.desc = "uncore frequency at the end of the interval; the summary shows the last package's",
		.compute = c_uncmhz, .from = "sysfs intel_uncore_frequency/package_PP_die_DD/current_freq_khz",
		.needs = { N(UNC_KHZ) } },
	[COL_PKGTHR] = { .name = "PkgThr", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "thermal throttling events of the package in the interval",
		.compute = c_pkgthr, .from = "sysfs cpuN/thermal_throttle/package_throttle_count",
		.needs = { N(PKG_THROT) } },
	[COL_PKGTHR_MS] = { .name = "PkgThrMs", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "milliseconds the package was thermally throttled in the interval",
		.compute = c_pkgthr_ms, .from = "sysfs cpuN/thermal_throttle/package_throttle_total_time_ms",
		.needs = { N(PKG_THROT_MS) } },
	[COL_CORE_LIM] = { .name = "CoreLim", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_FLAGS,
		.off_by_default = true,
		.desc = "core perf limit reasons active at the end of the interval, as letters (man page)",
		.compute = c_core_lim, .from = "MSR_CORE_PERF_LIMIT_REASONS [15:0]", .needs = { N(CORE_PLR) } },
	[COL_CORE_LOG] = { .name = "CoreLog", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_FLAGS,
		.off_by_default = true,
		.desc = "core perf limit reasons logged since the start, as letters",
		.compute = c_core_log, .from = "MSR_CORE_PERF_LIMIT_REASONS [31:16], set now and not at start",
		.needs = { N(CORE_PLR) } },
	[COL_GFX_LIM] = { .name = "GFXLim", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_FLAGS,
		.off_by_default = true,
		.desc = "graphics perf limit reasons active at the end of the interval",
		.compute = c_gfx_lim, .from = "MSR_GFX_PERF_LIMIT_REASONS [15:0]", .needs = { N(GFX_PLR) } },
	[COL_GFX_LOG] = { .name = "GFXLog", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_FLAGS,
		.off_by_default = true,
		.desc = "graphics perf limit reasons logged since the start",
		.compute = c_gfx_log, .from = "MSR_GFX_PERF_LIMIT_REASONS [31:16], set now and not at start",
		.needs = { N(GFX_PLR) } },
	[COL_RING_LIM] = { .name = "RingLim", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_FLAGS,
		.off_by_default = true,
		.desc = "ring perf limit reasons active at the end of the interval",
		.compute = c_ring_lim, .from = "MSR_RING_PERF_LIMIT_REASONS [15:0]", .needs = { N(RING_PLR) } },
	[COL_RING_LOG] = { .name = "RingLog", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_FLAGS,
		.off_by_default = true,
		.desc = "ring perf limit reasons logged since the start",
		.compute = c_ring_log, .from = "MSR_RING_PERF_LIMIT_REASONS [31:16], set now and not at start",
		.needs = { N(RING_PLR) } },
	[COL_LIM_PROCHOT] = { .name = "LimPROCHOT", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason prochot is active at the end of the interval",
		.compute = c_lim_prochot, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of prochot",
		.needs = { N(CORE_PLR) } },
	[COL_LIM_THERMAL] = { .name = "LimThermal", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason thermal is active at the end of the interval",
		.compute = c_lim_thermal, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of thermal",
		.needs = { N(CORE_PLR) } },
	[COL_LIM_GRAPHICS] = { .name = "LimGraphics", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason graphics is active at the end of the interval",
		.compute = c_lim_graphics, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of graphics",
		.needs = { N(CORE_PLR) } },
	[COL_LIM_AUTONOMOUS] = { .name = "LimAutonomous", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason autonomous is active at the end of the interval",
		.compute = c_lim_autonomous, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of autonomous",
		.needs = { N(CORE_PLR) } },
	[COL_LIM_VR_THERMAL] = { .name = "LimVRThermal", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason vr_thermal is active at the end of the interval",
		.compute = c_lim_vr_thermal, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of vr_thermal",
		.needs = { N(CORE_PLR) } },
	[COL_LIM_EDP] = { .name = "LimEDP", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason edp is active at the end of the interval",
		.compute = c_lim_edp, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of edp",
		.needs = { N(CORE_PLR) } },
	[COL_LIM_CORE_POWER] = { .name = "LimCorePower", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason domain_power is active at the end of the interval",
		.compute = c_lim_core_power, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of domain_power",
		.needs = { N(CORE_PLR) } },
	[COL_LIM_PL1] = { .name = "LimPL1", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason pl1 is active at the end of the interval",
		.compute = c_lim_pl1, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of pl1",
		.needs = { N(CORE_PLR) } },
	[COL_LIM_PL2] = { .name = "LimPL2", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason pl2 is active at the end of the interval",
		.compute = c_lim_pl2, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of pl2",
		.needs = { N(CORE_PLR) } },
	[COL_LIM_MAX_TURBO] = { .name = "LimMaxTurbo", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason max_turbo is active at the end of the interval",
		.compute = c_lim_max_turbo, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of max_turbo",
		.needs = { N(CORE_PLR) } },
	[COL_LIM_TRANSITION] = { .name = "LimTransition", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason transitions is active at the end of the interval",
		.compute = c_lim_transition, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of transitions",
		.needs = { N(CORE_PLR) } },
	[COL_LIM_RESIDENCY] = { .name = "LimResidency", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason residency is active at the end of the interval",
		.compute = c_lim_residency, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of residency",
		.needs = { N(CORE_PLR) } },
	[COL_LIM_RATL] = { .name = "LimRATL", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason ratl is active at the end of the interval",
		.compute = c_lim_ratl, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of ratl",
		.needs = { N(CORE_PLR) } },
	[COL_LIM_VR_TDC] = { .name = "LimVRTDC", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason vr_tdc is active at the end of the interval",
		.compute = c_lim_vr_tdc, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of vr_tdc",
		.needs = { N(CORE_PLR) } },
	[COL_LIM_OTHER] = { .name = "LimOther", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason other is active at the end of the interval",
		.compute = c_lim_other, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of other",
		.needs = { N(CORE_PLR) } },
	[COL_LIM_PBM] = { .name = "LimPBM", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason pbm is active at the end of the interval",
		.compute = c_lim_pbm, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of pbm",
		.needs = { N(CORE_PLR) } },
	[COL_LIM_PCS] = { .name = "LimPCS", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason pcs is active at the end of the interval",
		.compute = c_lim_pcs, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of pcs",
		.needs = { N(CORE_PLR) } },
	[COL_LIM_BELOW_P1] = { .name = "LimBelowP1", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason below_p1 is active at the end of the interval",
		.compute = c_lim_below_p1, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of below_p1",
		.needs = { N(CORE_PLR) } },
	[COL_LIM_BELOW_TURBO] = { .name = "LimBelowTurbo", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason below_turbo is active at the end of the interval",
		.compute = c_lim_below_turbo, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of below_turbo",
		.needs = { N(CORE_PLR) } },
	[COL_LIM_BELOW_REQUEST] = { .name = "LimBelowRequest", .scope = CS_PKG, .groups = G(GRP_LIMITS), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while core limit reason below_request is active at the end of the interval",
		.compute = c_lim_below_request, .from = "MSR_CORE_PERF_LIMIT_REASONS, the layout's bit of below_request",
		.needs = { N(CORE_PLR) } },
	[COL_WHY] = { .name = "Why", .scope = CS_PKG, .groups = G(GRP_LIMITS) | G(GRP_WHY), .fmt = FMT_WHY,
		.off_by_default = true,
		.desc = "why the package ran at its frequency: the limit reason that wins, idle, none or unknown (man page, WHY)",
		.compute = c_why,
		.from = "MSR_CORE_PERF_LIMIT_REASONS [15:0] by rank, Busy%, Bzy_MHz, turbo ratio limits, cpufreq policy",
		.needs = { N(CORE_PLR), N(TSC), N(APERF), N(MPERF), N(POL_MAX), N(PST_MAX_PCT), N(PST_NO_TURBO) } },
	[COL_MAX_PCT] = { .name = "MaxPerfPct", .scope = CS_PKG, .groups = G(GRP_WHY), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "intel_pstate's driver-wide maximum, percent of the highest turbo P-state",
		.compute = c_max_pct, .from = "sysfs intel_pstate/max_perf_pct", .needs = { N(PST_MAX_PCT) } },
	[COL_NO_TURBO] = { .name = "NoTurbo", .scope = CS_PKG, .groups = G(GRP_WHY), .fmt = FMT_COUNT,
		.off_by_default = true,
		.desc = "1 while intel_pstate may not use turbo P-states",
		.compute = c_no_turbo, .from = "sysfs intel_pstate/no_turbo", .needs = { N(PST_NO_TURBO) } },
	[COL_PKG_HWP_MIN] = { .name = "PkgHWPMin", .scope = CS_PKG, .groups = G(GRP_HWP), .fmt = FMT_PSTATE,
		.off_by_default = true,
		.desc = "package HWP request: minimum performance",
		.compute = c_pkg_hwp_min, .from = "IA32_HWP_REQUEST_PKG [7:0]", .needs = { N(HWP_REQ_PKG) } },
	[COL_PKG_HWP_MAX] = { .name = "PkgHWPMax", .scope = CS_PKG, .groups = G(GRP_HWP), .fmt = FMT_PSTATE,
		.off_by_default = true,
		.desc = "package HWP request: maximum performance",
		.compute = c_pkg_hwp_max, .from = "IA32_HWP_REQUEST_PKG [15:8]", .needs = { N(HWP_REQ_PKG) } },
	[COL_PKG_HWP_DES] = { .name = "PkgHWPDes", .scope = CS_PKG, .groups = G(GRP_HWP), .fmt = FMT_PSTATE,
		.off_by_default = true,
		.desc = "package HWP request: desired performance",
		.compute = c_pkg_hwp_des, .from = "IA32_HWP_REQUEST_PKG [23:16]", .needs = { N(HWP_REQ_PKG) } },
	[COL_PKG_HWP_EPP] = { .name = "PkgHWPEPP", .scope = CS_PKG, .groups = G(GRP_HWP), .fmt = FMT_PSTATE,
		.off_by_default = true,
		.desc = "package HWP request: energy/performance preference",
		.compute = c_pkg_hwp_epp, .from = "IA32_HWP_REQUEST_PKG [31:24]", .needs = { N(HWP_REQ_PKG) } },
	[COL_PKG_HWP_WIN] = { .name = "PkgHWPWin", .scope = CS_PKG, .groups = G(GRP_HWP), .fmt = FMT_PSTATE,
		.off_by_default = true,
		.desc = "package HWP request: activity window, microseconds",
		.compute = c_pkg_hwp_win, .from = "IA32_HWP_REQUEST_PKG [38:32] * 10^[41:39]",
		.needs = { N(HWP_REQ_PKG) } },
	[COL_ADDED_PKG] = { .name = "", .scope = CS_PKG, .fmt = FMT_COUNT64,
		.desc = "a counter added with --add",
		.compute = c_added, .from = "--add" },
	[COL_DIE_C6] = { .name = "Die%c6", .scope = CS_PKG, .groups = G(GRP_HWIDLE), .fmt = FMT_PCT,
		.desc = "die C6 residency (Intel PMT, Meteor Lake), package 0",
		.compute = c_die_c6, .from = "PMT die C6 crystal clocks / crystal / interval", .needs = { N(DIE_C6) } },
	[COL_SYSWATT] = { .name = "SysWatt", .name_joules = "Sys_J", .scope = CS_SYSTEM, .groups = G(GRP_POWER),
		.fmt = FMT_WATT,
		.desc = "platform power (RAPL PSYS), summary row only",
		.compute = c_syswatt, .from = "PSYS energy / interval", .needs = { N(E_PSYS) } },
	[COL_THREADC] = { .name = "ThreadC", .scope = CS_SYSTEM, .groups = G(GRP_OTHER), .fmt = FMT_COUNT,
		.desc = "a name turbostat accepts and never prints",
		.compute = c_never, .from = "nothing: turbostat never shows it" },
	[COL_CORECNT] = { .name = "CoreCnt", .scope = CS_SYSTEM, .groups = G(GRP_TOPOLOGY), .fmt = FMT_COUNT,
		.desc = "a name turbostat accepts and never prints",
		.compute = c_never, .from = "nothing: turbostat never shows it" },
	[COL_PKGCNT] = { .name = "PkgCnt", .scope = CS_SYSTEM, .groups = G(GRP_TOPOLOGY), .fmt = FMT_COUNT,
		.desc = "a name turbostat accepts and never prints",
		.compute = c_never, .from = "nothing: turbostat never shows it" },
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
