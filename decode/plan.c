// SPDX-License-Identifier: GPL-2.0-only
/*
 * What to sample and from where: the counter table's rows that the enabled
 * columns need, each given the first source the part has (MSR, perf event,
 * file, then a probe-confirmed fallback).  Nothing else in the program
 * chooses a source.
 */
#include <stdio.h>
#include <string.h>

#include "decode/limits.h"
#include "decode/perf_core.h"
#include "decode/perf_l2.h"
#include "decode/plan.h"
#include "decode/thermal.h"

#define POWERCAP_ENERGY "/sys/class/powercap/intel-rapl:{pkg}/energy_uj"
#define K10TEMP_TCTL "/sys/class/hwmon/hwmon{pkg}/temp1_input"	/* Documentation/hwmon/k10temp.rst: millidegrees */

static int is_amd(const struct plan_inputs *in)
{
	return in->id->vendor == VENDOR_AMD || in->id->vendor == VENDOR_HYGON;
}

static const struct raw_where *where_of(const struct plan_inputs *in, const struct raw_def *def)
{
	return is_amd(in) ? &def->amd : &def->intel;
}

/*
 * The perf event of a source: its row's (on a hybrid part one per core type,
 * decode/perf_core.c), or for the L2 rows the part's (decode/perf_l2.c).
 */
static const char *perf_of(const struct plan_inputs *in, const struct raw_where *w)
{
	return w->on == ON_L2 ? perf_l2_event(in->id, w->arg) : perf_core_event(in->id, w->perf);
}

static int present(const struct plan_inputs *in, const struct raw_where *w)
{
	const struct platform_features *pf = in->pf;

	switch (w->on) {
	case ON_NEVER:
		return 0;
	case ON_ALWAYS:
		return 1;
	case ON_RESIDENCY:
		return (pf->residencies & BIT_OF(w->arg)) != 0;
	case ON_RAPL:
		return (pf->rapl & BIT_OF(w->arg)) != 0;
	case ON_C1_COUNTER:
		return (pf->residencies & BIT_OF(w->arg)) && pf->has_c1_msr;
	case ON_DTS:
		return in->id->has_dts;
	case ON_PTS:
		return in->id->has_pts;
	case ON_GOVERNOR:
		return in->want_perf_ctl;
	case ON_IDLE:
		return in->nidle > 0;
	case ON_EXT_CST:
		return pf->has_ext_cst_msrs;
	case ON_APERF:
		return in->id->has_aperf_mperf;
	case ON_HWP:
		return in->id->has_hwp;
	case ON_HWP_PKG:
		return in->id->has_hwp_pkg;
	case ON_AMD_CPPC:
		return in->id->has_amd_cppc;
	case ON_PLR:
		return (pf->plr & BIT_OF(w->arg)) != 0;
	case ON_PLR_LAYOUT:
		return limits_layout(pf->plr_layout) != NULL;
	case ON_L2:
		return perf_of(in, w) != NULL;
	}
	return 0;
}

/* An energy MSR means nothing without the unit register: then perf (or powercap) instead. */
static int msr_usable(const struct plan_inputs *in, const struct raw_def *def, const struct raw_where *w)
{
	return w->msr && in->msr_ok && !(def->accumulate && in->rapl && !in->rapl->ok);
}

/* A perf energy event counts in the unit its events/<event>.scale names: without it, no source. */
static int perf_needs_scale(const struct raw_def *def)
{
	return def->unit != UNIT_COUNT;
}

static uint32_t msr_of(const struct plan_inputs *in, const struct raw_where *w)
{
	if (w->moved == MOVED_CC6 && in->pf->cc6_msr)
		return in->pf->cc6_msr;
	if (w->moved == MOVED_PC6 && in->pf->pc6_msr)
		return in->pf->pc6_msr;
	if (w->moved == MOVED_PLR && limits_layout(in->pf->plr_layout))
		return limits_layout(in->pf->plr_layout)->core_msr;
	return w->msr;
}

/* In the one batch call that reads every register of every CPU: nothing is cheaper. */
static int msr_batched(const struct plan_inputs *in, const struct raw_def *def, const struct raw_where *w,
		       const struct probe_result *got, int r)
{
	return in->msr_batch && msr_usable(in, def, w) && !(got->asked_msr[r] && got->msr_err[r] == -EACCES);
}

/* The perf event opened and read at start-up (and has its scale where it needs one). */
static int perf_confirmed(const struct plan_inputs *in, const struct raw_def *def, const struct raw_where *w,
			  const struct probe_result *got, int r)
{
	return perf_of(in, w) && in->perf_ok && got->asked_open[r] && !got->perf_err[r] &&
	       (!perf_needs_scale(def) || (got->asked_perf[r] && got->perf_scale[r] > 0));
}

static void set_perf(struct raw_source *s, const char *event, double scale)
{
	s->kind = SRC_PERF;
	s->perf = event;
	s->bits = 64;	/* the kernel extends perf counts to 64 bits */
	s->scale = scale;
}

static void set_msr(const struct plan_inputs *in, const struct raw_def *def, const struct raw_where *w,
		    struct raw_source *s)
{
	s->kind = SRC_MSR;
	s->msr = msr_of(in, w);
	if (in->rapl && in->rapl->ok)
		s->scale = rapl_unit_scale(in->rapl, def->unit);
}

static void set_file(struct raw_source *s, const char *path, double scale, int base)
{
	s->kind = SRC_FILE;
	s->bits = 64;
	s->scale = scale;
	s->path_base = base;
	snprintf(s->path, sizeof(s->path), "%s", path);
}

/*
 * The node of an SMN read is the package's index (msr/sample.c).  That holds
 * where a package is one node: Zen 2 and later.  Where the platform table
 * says a package holds several nodes (Zen, Zen+, Hygon Dhyana) only a single
 * package qualifies, read through its node 0.
 */
static int smn_allowed(const struct plan_inputs *in)
{
	const struct cpu_ident *id = in->id;
	return in->smn_ok && is_amd(in) && id->family >= 0x17 &&
	       !(in->npkg > 1 && platform_amd_model(id->family, id->model)->several_nodes);
}

/*
 * k10temp binds once per data fabric node: one per package on Zen 2 and
 * later, one per die on Zen 1 (all reporting the package's Tctl).  With one
 * package the first instance serves; with several, package k takes the k-th
 * instance when there is exactly one per package, numbered adjacently.
 */
static int k10temp_usable(const struct plan_inputs *in, const struct probe_result *got)
{
	return got->asked_k10temp && got->k10temp_count &&
	       !(in->npkg > 1 && (got->k10temp_count != in->npkg || !got->k10temp_adjacent));
}

/* Tccd registers that read valid on node 0, as k10temp_get_ccd_support() keeps them. */
static unsigned smn_valid_ccds(const struct plan_inputs *in, const struct probe_result *got, uint32_t *first)
{
	unsigned n, mask = 0;
	double degc;

	if (thermal_ccd_sensors(in->id->family, in->id->model, first, &n) || n > RAW_CCD_MAX)
		return 0;
	for (unsigned i = 0; i < n; i++)
		if (!got->smn_ccd_err[i] && !thermal_smn_tccd_c(got->smn_ccd[i], &degc))
			mask |= 1u << i;
	return mask;
}

/*
 * A PMT counter: the files of its GUID in telemN order are its sequence
 * numbers (turbostat.c pmt_add_guid()); its first word must lie inside the
 * first file (pmt_add_counter() skips it otherwise).
 */
static void pmt_source(const struct raw_pmt_def *d, const struct probe_result *got, struct plan *p, struct raw_source *s)
{
	struct raw_pmt_at at = { .off = d->off, .step = d->step, .cpus_per_step = d->cpus_per_step,
				 .steps_per_file = d->steps_per_file, .pkg0_only = d->pkg0_only };
	int seq = 0;

	for (int i = 0; i < RAW_PMT_SEQ_MAX; i++)
		at.file[i] = -1;
	for (int i = 0; i < got->pmt_n && seq < RAW_PMT_SEQ_MAX; i++)
		if (got->pmt_guid[i] == d->guid)
			at.file[seq++] = got->pmt_size[i] ? i : -1;
	if (at.file[0] < 0 || d->off + sizeof(uint64_t) > got->pmt_size[at.file[0]] || p->npmt == RAW_PMT_MAX)
		return;
	/* the paths once here, not per CPU and snapshot in msr/sample.c */
	for (int i = 0; i < RAW_PMT_SEQ_MAX; i++)
		if (at.file[i] >= 0)
			snprintf(at.path[i], sizeof(at.path[i]), RAW_PMT_PATH, at.file[i]);
	p->pmt[p->npmt] = at;
	*s = (struct raw_source){ .kind = SRC_PMT, .scope = s->scope, .bits = 64, .scale = 1.0, .pmt = p->npmt++ };
}

static void fallback(const struct plan_inputs *in, const struct raw_def *def, const struct probe_result *got,
		     int r, struct plan *p)
{
	struct raw_source *s = &p->src[r];
	int amd_tctl = is_amd(in) && in->id->family >= 0x17;
	int smn = got->asked_smn && !got->smn_tctl_err && smn_allowed(in) && !k10temp_usable(in, got);
	uint32_t first;

	switch (def->fallback) {
	case FB_NONE:
		break;
	case FB_POWERCAP:
		if (got->asked_powercap && got->powercap_pkg) {
			set_file(s, POWERCAP_ENERGY, 1e-6, 0);
			s->modulus = got->powercap_range;
		}
		break;
	case FB_AMD_TCTL:
		if (amd_tctl && k10temp_usable(in, got)) {
			set_file(s, K10TEMP_TCTL, 1e-3, got->k10temp_first);
		} else if (amd_tctl && smn) {
			*s = (struct raw_source){ .kind = SRC_SMN, .scope = def->scope, .bits = 32, .scale = 1.0,
						  .smn = THERMAL_SMN_TCTL };
		}
		break;
	case FB_AMD_TCCD:
		if (amd_tctl && smn) {
			unsigned mask = smn_valid_ccds(in, got, &first);

			if (mask)
				*s = (struct raw_source){ .kind = SRC_SMN, .scope = def->scope, .bits = 32, .scale = 1.0,
							  .smn = first, .smn_ccds = mask };
		}
		break;
	case FB_PMT:
		if (!is_amd(in) && got->asked_pmt && def->pmt)
			pmt_source(def->pmt, got, p, s);
		break;
	case FB_FOUND_FILE:
		if (got->file[r][0])
			set_file(s, got->file[r], def->file_scale, 0);
		break;
	}
}

static int tsc_perf_confirmed(const struct plan_inputs *in, const struct probe_result *got)
{
	const struct raw_where *w = where_of(in, &in->defs[RAW_TSC]);

	return w->perf && in->perf_ok && got->asked_open[RAW_TSC] && !got->perf_err[RAW_TSC];
}

static void choose(const struct plan_inputs *in, const struct raw_def *def, const struct probe_result *got,
		   int r, struct plan *p)
{
	const struct raw_where *w = where_of(in, def);
	struct raw_source *s = &p->src[r];

	*s = (struct raw_source){ .kind = SRC_NONE, .scope = def->scope, .bits = def->bits, .scale = 1.0 };
	if (present(in, w)) {
		if (def->special == SRC_TEXT) {
			s->kind = SRC_TEXT;
			snprintf(s->path, sizeof(s->path), "%s", def->file);
		} else if (def->special != SRC_NONE) {
			s->kind = def->special;
		} else if (msr_batched(in, def, w, got, r)) {
			set_msr(in, def, w, s);
		} else if (perf_confirmed(in, def, w, got, r)) {
			set_perf(s, perf_of(in, w), perf_needs_scale(def) ? got->perf_scale[r] : 1.0);
		} else if (msr_usable(in, def, w)) {
			set_msr(in, def, w, s);
		} else if (perf_of(in, w) && in->perf_ok && !perf_needs_scale(def)) {
			set_perf(s, perf_of(in, w), 1.0);
		} else if (perf_of(in, w) && in->perf_ok && got->asked_perf[r] && got->perf_scale[r] > 0) {
			set_perf(s, perf_of(in, w), got->perf_scale[r]);
		} else if (def->file) {
			set_file(s, def->file, def->file_scale, 0);
		}
	}
	if (s->kind == SRC_NONE)
		fallback(in, def, got, r, p);
}

void plan_build(const struct plan_inputs *in, const rawset *needed, const struct probe_result *got,
		struct plan *p)
{
	memset(p, 0, sizeof(*p));
	for (int r = 0; r < RAW__COUNT; r++) {
		if (rawset_has(needed, r))
			choose(in, &in->defs[r], got, r, p);
		else
			p->src[r] = (struct raw_source){ .kind = SRC_NONE, .scope = in->defs[r].scope };
	}
	p->nidle = plan_reads(p, RAW_IDLE) || plan_reads(p, RAW_IDLE_COUNTS) ? in->nidle : 0;
	/*
	 * With APERF and MPERF from the msr PMU, the TSC from its tsc event in
	 * the same group (arch/x86/events/msr.c PERF_MSR_TSC): read with them on
	 * their CPU, no migration.  Where that event did not open, rdtsc.
	 */
	if (p->src[RAW_TSC].kind == SRC_TSC && p->src[RAW_APERF].kind == SRC_PERF && tsc_perf_confirmed(in, got))
		set_perf(&p->src[RAW_TSC], where_of(in, &in->defs[RAW_TSC])->perf, 1.0);
}

int plan_probe_request(const struct plan_inputs *in, const rawset *needed, const struct probe_result *got,
		       struct probe_request *req, struct plan *p)
{
	int ask = 0;

	memset(req, 0, sizeof(*req));
	req->cpu = in->probe_cpu;
	/* first msr-safe's allowlist: a register it has needs nothing else */
	for (int r = 0; r < RAW__COUNT; r++) {
		const struct raw_def *def = &in->defs[r];
		const struct raw_where *w = where_of(in, def);

		if (rawset_has(needed, r) && present(in, w) && !def->special && in->msr_batch &&
		    msr_usable(in, def, w) && !got->asked_msr[r]) {
			req->msr_check[r] = msr_of(in, w);
			ask = 1;
		}
	}
	if (ask)
		return 1;
	/* then perf: its scales, and where it would replace an MSR read one at a time, whether it opens */
	for (int r = 0; r < RAW__COUNT; r++) {
		const struct raw_def *def = &in->defs[r];
		const struct raw_where *w = where_of(in, def);

		if (!rawset_has(needed, r) || !present(in, w) || def->special || !perf_of(in, w) || !in->perf_ok ||
		    msr_batched(in, def, w, got, r))
			continue;
		if (perf_needs_scale(def) && !got->asked_perf[r]) {
			req->perf_scale[r] = perf_of(in, w);
			ask = 1;
		}
		if (msr_usable(in, def, w) && !got->asked_open[r]) {
			req->perf_open[r] = perf_of(in, w);
			ask = 1;
		}
	}
	if (ask)
		return 1;
	plan_build(in, needed, got, p);
	/* the TSC's perf event, where APERF comes from perf */
	if (p->src[RAW_TSC].kind == SRC_TSC && p->src[RAW_APERF].kind == SRC_PERF && in->perf_ok &&
	    where_of(in, &in->defs[RAW_TSC])->perf && !got->asked_open[RAW_TSC]) {
		req->perf_open[RAW_TSC] = where_of(in, &in->defs[RAW_TSC])->perf;
		return 1;
	}
	for (int r = 0; r < RAW__COUNT; r++) {
		enum raw_fallback fb = in->defs[r].fallback;

		if (!rawset_has(needed, r) || p->src[r].kind != SRC_NONE)
			continue;
		if (fb == FB_POWERCAP && !got->asked_powercap)
			req->powercap = true;
		if ((fb == FB_AMD_TCTL || fb == FB_AMD_TCCD) && is_amd(in) && in->id->family >= 0x17 &&
		    !got->asked_k10temp)
			req->k10temp = true;
		if (fb == FB_PMT && !is_amd(in) && !got->asked_pmt)
			req->pmt = true;
		req->file[r] = fb == FB_FOUND_FILE && !got->asked_file[r];
		ask |= req->powercap || req->k10temp || req->pmt || req->file[r];
	}
	if (ask)
		return 1;
	for (int r = 0; r < RAW__COUNT; r++) {
		enum raw_fallback fb = in->defs[r].fallback;

		if (rawset_has(needed, r) && p->src[r].kind == SRC_NONE && (fb == FB_AMD_TCTL || fb == FB_AMD_TCCD) &&
		    smn_allowed(in) && !k10temp_usable(in, got) && !got->asked_smn) {
			req->smn = true;
			ask = 1;
			req->smn_tctl = THERMAL_SMN_TCTL;
			if (thermal_ccd_sensors(in->id->family, in->id->model, &req->smn_ccd, &req->smn_nccd) ||
			    req->smn_nccd > RAW_CCD_MAX)
				req->smn_nccd = 0;
		}
	}
	return ask;
}

bool plan_reads_msr(const struct plan *p)
{
	for (int r = 0; r < RAW__COUNT; r++)
		if (p->src[r].kind == SRC_MSR)
			return true;
	return false;
}
