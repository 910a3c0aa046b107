// SPDX-License-Identifier: GPL-2.0-only
/*
 * Setting up a measurement: identify the part, read its topology and
 * cpuidle states, choose a source for every counter, then sample.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/limits.h"
#include "decode/perf_core.h"
#include "decode/plan.h"
#include "decode/plaus.h"
#include "decode/regdec.h"
#include "decode/regtext.h"
#include "decode/select.h"
#include "decode/thermal.h"
#include "measure/advise.h"
#include "measure/startup.h"
#include "decode/cstate_limit.h"
#include "measure/session.h"
#include "msr/access_why.h"
#include "msr/hybrid_read.h"
#include "msr/probe.h"
#include "msr/regset_read.h"
#include "msr/sample.h"
#include "output/report.h"

/*
 * The start-up registers of the first CPU of every other package: turbostat
 * prints its HWP, EPB, limit reason, RAPL and package thermal lines per
 * package.  A package whose CPU cannot be read is left out of the report.
 */
static void pkg_regsets_read(struct session *s)
{
	struct regset_wants w;

	facts_regset_wants(&w);
	w.files = regtext_pkg_wanted_files;	/* the per-package lines are registers, and EPB's file */
	w.dma_latency = 0;
	int npkg = 0;

	for (int i = 1; i < s->topo.n; i++)
		npkg += s->topo.cpu[i].first_in_pkg && s->topo.cpu[i].pkg != s->topo.cpu[0].pkg;
	/* one allocation, never copied: each set's unused text room stays untouched (include/regset.h) */
	s->pkg_rs = npkg ? calloc(npkg, sizeof(*s->pkg_rs)) : NULL;
	if (!s->pkg_rs)
		return;
	for (int i = 1; i < s->topo.n; i++) {
		const struct topo_cpu *c = &s->topo.cpu[i];

		if (!c->first_in_pkg || c->pkg == s->topo.cpu[0].pkg)
			continue;
		if (!regset_read(s->hw, c->cpu, &w, &s->pkg_rs[s->npkg_rs]))
			s->npkg_rs++;
	}
}

/*
 * print_thermal() with --debug: IA32_THERM_STATUS and IA32_THERM_INTERRUPT of
 * the first CPU of every core, read at start-up (so recorded) in the order
 * turbostat prints them.
 */
static void core_therm_read(struct session *s)
{
	if (!s->opt->debug || s->opt->quiet || !s->facts.id.has_dts || s->rs->msr_access)
		return;
	s->cores = calloc(s->topo.n, sizeof(*s->cores));
	for (int i = 0; s->cores && i < s->topo.n; i++) {
		const struct topo_cpu *c = &s->topo.cpu[i];
		struct reg_core *k = &s->cores[s->ncores];

		if (!c->first_in_core)
			continue;
		k->cpu = c->cpu;
		k->first_in_pkg = c->first_in_pkg;
		hw_pin(s->hw, c->cpu);
		k->status_err = hw_read_msr(s->hw, c->cpu, MSR_IA32_THERM_STATUS, &k->status);
		k->int_err = hw_read_msr(s->hw, c->cpu, MSR_IA32_THERM_INTERRUPT, &k->intr);
		s->ncores++;
	}
}

static int facts_open(struct session *s, char *err, size_t errlen)
{
	/* calloc: the text room is touched only as it is written (include/regset.h) */
	int rc = (s->rs = calloc(1, sizeof(*s->rs))) ? startup_facts(s->hw, &s->topo, s->rs, &s->facts) : -ENOMEM;

	if (rc)
		snprintf(err, errlen, "cpu%d: cannot identify the processor (CPUID: %s)", s->topo.cpu[0].cpu,
			 strerror(-rc));
	else {
		pkg_regsets_read(s);
		core_therm_read(s);
	}
	return rc;
}

static void ctx_init(struct session *s)
{
	const struct cpu_facts *f = &s->facts;
	struct derive_ctx *c = &s->ctx;

	memset(c, 0, sizeof(*c));
	c->defs = raw_defs;
	c->topo = &s->topo;
	c->plan = &s->plan;
	/*
	 * turbostat's has_base_hz: only a base ratio from MSR_PLATFORM_INFO scales
	 * APERF/MPERF; elsewhere (AMD, whose P0 need not be the TSC's rate in a
	 * guest) Bzy_MHz is the TSC rate times APERF/MPERF.
	 */
	c->base_hz = f->base_ratio.state == FACT_OK && f->base_khz.state == FACT_OK ? (double)f->base_khz.v * 1e3 : 0;
	c->tsc_tweak = 1.0;
	if (f->pf->tsc_tweak && c->base_hz > 0 && f->tsc_hz.state == FACT_OK && f->tsc_hz.v)
		c->tsc_tweak = c->base_hz / (double)f->tsc_hz.v;
	c->crystal_hz = (double)f->crystal_hz;
	c->mperf_mult = f->mperf_multiplier ? f->mperf_multiplier : 1;
	c->fi_ratio = f->fi.state == FREQINV_ENABLED ? (unsigned)f->fi.max_ratio : 0;
	c->tjmax = thermal_tjmax(s->rs, s->opt->tcc, &s->tjmax_src);
	c->tctl_offset_c = (int)thermal_tctl_offset_c(f->id.family, f->id.brand);
	c->nidle = s->idle.n;
	c->joules = s->opt->joules;
	c->ecore_c6_minus_c7 = f->pf->ecore_c6_minus_c7;
	c->c1_counter_only = f->pf->has_c1_msr;
	c->plr_layout = f->pf->plr_layout;
}

/*
 * Hybrid parts: each CPU's capacity and invariance ratio as intel_pstate sets
 * them; FreqInv then divides by the CPU's own ratio, as the kernel's tick does
 * once hybrid capacity scaling is on (and invariance is on at all).
 */
static int hybrid_open(struct session *s)
{
	struct hybrid_in in;
	int rc;

	if (!s->facts.id.hybrid)
		return 0;
	rc = hybrid_read(s->hw, &s->topo, MSR_HWP_CAPABILITIES, &in);
	if (!rc)
		rc = hybrid_derive(&s->facts, &in, &s->hybrid);
	hybrid_in_free(&in);
	if (rc || s->hybrid.state != HYBRID_ENABLED || !s->ctx.fi_ratio)
		return rc;
	s->fi_ratio_cpu = calloc((size_t)s->topo.max_cpu, sizeof(*s->fi_ratio_cpu));
	if (!s->fi_ratio_cpu)
		return -ENOMEM;
	for (size_t i = 0; i < s->hybrid.n; i++)
		if (s->hybrid.cpu[i].cpu < s->topo.max_cpu)
			s->fi_ratio_cpu[s->hybrid.cpu[i].cpu] = s->hybrid.cpu[i].freq_ratio;
	s->ctx.fi_ratio_cpu = s->fi_ratio_cpu;
	s->ctx.fi_ratio_ncpu = s->topo.max_cpu;
	return 0;
}

/* The online CPUs as a list of ranges, "0-3,8-11", for the line that names one that is not */
static void online_ranges(const struct topology *t, char *buf, size_t len)
{
	size_t used = 0;

	buf[0] = '\0';
	for (int cpu = 0; cpu < t->max_cpu && used < len; cpu++) {
		int last = cpu;

		if (topology_index(t, cpu) < 0)
			continue;
		while (last + 1 < t->max_cpu && topology_index(t, last + 1) >= 0)
			last++;
		used += (size_t)(last > cpu ? snprintf(buf + used, len - used, "%s%d-%d", used ? "," : "", cpu, last)
					 : snprintf(buf + used, len - used, "%s%d", used ? "," : "", cpu));
		cpu = last;
	}
}

/* --cpu core|package|LIST: which CPU rows print; the summary still covers every CPU. */
static int rows_parse(struct session *s, const char *spec, char *err, size_t errlen)
{
	if (!spec)
		return 0;
	if (strcmp(spec, "core") == 0 || strcmp(spec, "package") == 0) {
		s->rows = spec[0] == 'c' ? ROWS_CORE : ROWS_PKG;
		return 0;
	}
	if (cpulist_parse(spec, &s->row_cpus)) {
		snprintf(err, errlen, "\"--cpu %s\" malformed", spec);
		return -EINVAL;
	}
	s->rows = ROWS_LIST;
	for (int cpu = 0; cpu < s->row_cpus.max; cpu++) {
		if (cpulist_has(&s->row_cpus, cpu) && topology_index(&s->topo, cpu) < 0) {
			char online[96];

			online_ranges(&s->topo, online, sizeof(online));
			snprintf(err, errlen, "--cpu %s: CPU %d is not online (online: %s)", spec, cpu, online);
			return -EINVAL;
		}
	}
	return 0;
}

static void rows_apply(struct session *s)
{
	for (int r = 1; r < s->table.nrows; r++) {
		const struct topo_cpu *c = s->table.rows[r].cpu;

		s->table.rows[r].shown = s->rows == ROWS_ALL || (s->rows == ROWS_CORE && c->first_in_core) ||
					 (s->rows == ROWS_PKG && c->first_in_pkg) ||
					 (s->rows == ROWS_LIST && cpulist_has(&s->row_cpus, c->cpu));
	}
}

/*
 * The enabled columns: --enable/--show over the defaults; --debug and --list
 * turn every one on; --Summary turns the topology columns off.  Invoked as "turbostat", FreqInv (not a turbostat column) is off
 * unless named, so that scripts see turbostat's columns only.
 */
static int wanted_columns(const struct session *s, colset *enabled, char *err, size_t errlen)
{
	const struct options *o = s->opt;

	int rc = select_enabled(&o->enable, &o->show, &s->added, &s->idle, o->as_turbostat, enabled, err, errlen);

	if (rc)
		return rc;
	/*
	 * turbostat 2026.02 --debug and --list: bic_set_all(), every built-in
	 * column; as turbostat, its own only (not the HWP request or the limit
	 * reasons, unless named); the verdict (Why) is a judgement, not a
	 * counter, and the OS settings it weighs are not counters either: only
	 * when named, under either name
	 */
	for (int id = 0; (o->debug || o->list) && id < COL__COUNT; id++) {
		bool ours = (col_defs[id].groups & (1u << GRP_HWP | 1u << GRP_LIMITS)) && id != COL_CORETHR;

		bool verdict = col_defs[id].groups & 1u << GRP_WHY;

		if ((!(o->as_turbostat && ours) && !verdict) || select_names(&o->enable, id) || select_names(&o->show, id))
			colset_add(enabled, id);
	}
	if (o->as_turbostat && !select_names(&o->enable, COL_FREQINV) && !select_names(&o->show, COL_FREQINV))
		colset_del(enabled, COL_FREQINV);
	/*
	 * the exporter's limit metrics (the mixin's alerts): throttled time, and on Intel
	 * intervals per reason (AMD has no limit reasons register: not asked for, not said)
	 */
	bool prom = o->listen || o->format == FORMAT_PROMETHEUS;
	bool plr = prom && s->facts.id.vendor == VENDOR_INTEL;

	for (int id = COL_LIM_PROCHOT; plr && id <= COL_LIM_BELOW_REQUEST; id++)	/* the part's reasons stay */
		colset_add(enabled, id);
	if (prom) {
		colset_add(enabled, COL_CORETHR_MS);
		colset_add(enabled, COL_PKGTHR_MS);
	}
	/* the top view answers "why is Bzy_MHz low?" on each package line */
	for (int id = COL_CORE_LIM; o->top && id <= COL_RING_LOG; id++)
		colset_add(enabled, id);
	/* --why's lines read these cells (output/why.c); the top view's, CoreLim's and the default ones */
	static const enum col_id why_reads[] = { COL_BUSY, COL_BZY_MHZ, COL_CORE_LIM, COL_HWP_MAX, COL_HWP_EPP,
						 COL_PKGWATT, COL_PKGTMP, COL_POL_MAX, COL_MAX_PCT, COL_NO_TURBO };
	/* the OS's limits are read only for a verdict's lines: a file a CPU an interval (man page, WHY) */
	static const enum col_id why_policy[] = { COL_POL_MAX, COL_MAX_PCT, COL_NO_TURBO };

	for (size_t i = 0; o->format == FORMAT_WHY && i < sizeof(why_reads) / sizeof(why_reads[0]); i++)
		colset_add(enabled, why_reads[i]);
	for (size_t i = 0; o->top && i < sizeof(why_policy) / sizeof(why_policy[0]); i++)
		colset_add(enabled, why_policy[i]);
	/* --Summary: one row, so no topology columns (topology_probe() in turbostat.c marks them
	 * present only when !summary_only) */
	for (int id = 0; o->summary && id < COL__COUNT; id++)
		if (col_defs[id].groups & 1u << GRP_TOPOLOGY)
			colset_del(enabled, id);
	if (o->governors.n) {
		colset_add(enabled, COL_GOV_PS);
		colset_add(enabled, COL_GOV_MHZ);
	}
	return 0;
}

/*
 * Our name: --show and --hide that leave no column are an error, where turbostat prints
 * a blank line an interval.
 */
static int selection_empty(const struct session *s, const colset *enabled, char *err, size_t errlen)
{
	struct out_col *cols;
	int n = table_layout(enabled, &s->topo, &s->idle, &s->added, 0, s->opt->joules, &cols);

	if (n < 0)
		return n;
	n = select_apply(s->opt, &s->added, &s->idle, cols, n, err, errlen);
	free(cols);
	if (n == 0) {
		snprintf(err, errlen, "--show and --hide leave no column to show");
		return -EINVAL;
	}
	return n < 0 ? n : 0;
}

/*
 * A CPU offline at start is not in the topology; when it comes online the
 * session starts over (turbostat.c re_initialize()).  Only then is the online
 * list needed at every snapshot.
 */
static int hotplug_watch(const struct session *s)
{
	char buf[4096];
	struct cpulist present;
	int missing;

	if (hw_read_str(s->hw, "/sys/devices/system/cpu/present", buf, sizeof(buf)) || cpulist_parse(buf, &present))
		return 0;
	missing = present.n > s->topo.n;
	cpulist_free(&present);
	return missing;
}

/* An online CPU that the topology lacks, or -1. */
static int cpu_appeared(const struct session *s, const struct snapshot *snap)
{
	struct cpulist online;
	int found = -1;

	if (cpulist_parse(snap->online, &online))
		return -1;
	for (int cpu = 0; cpu < online.max && found < 0; cpu++)
		if (cpulist_has(&online, cpu) && topology_index(&s->topo, cpu) < 0)
			found = cpu;
	cpulist_free(&online);
	return found;
}

/*
 * Interval mode and the top view start over when the CPUs change.  Fork
 * mode (live or replayed) cannot run its command again: its rows count the
 * CPUs of the start and say so once.
 */
static bool restartable(const struct session *s)
{
	return !s->opt->cmd && !hw_recorded_command(s->hw);
}

/*
 * A CPU number that comes back online may be another core (a VM's vCPU, a
 * replaced part): its package, die and core ids are read again then, once,
 * and only for it.
 */
static bool cpu_moved(const struct session *s, const struct snapshot *next, char *what, size_t len)
{
	const struct snapshot *prev = &s->snap[s->cur];

	for (int i = 0; i < s->topo.n; i++)
		if (prev->cpu[i].offline && !next->cpu[i].offline && topology_moved(s->hw, &s->topo.cpu[i], what, len))
			return true;
	return false;
}

/*
 * The read plan from the counters the enabled columns need: decode/plan.c
 * asks, msr/probe.c answers what only the machine can confirm (perf scales,
 * powercap, k10temp, and with --smn only, the SMN registers: an SMN read
 * writes the root complex's config space, which recent kernels reserve and
 * answer with a taint), until the plan has no more questions.
 */
static void plan_open(struct session *s, const colset *enabled)
{
	struct plan_inputs in = {
		.defs = raw_defs,
		.pf = s->facts.pf,
		.id = &s->facts.id,
		.npkg = s->topo.npkg,
		.msr_ok = hw_msr_access(s->hw) == 0,
		.msr_batch = hw_msr_access(s->hw) == 0 && hw_msr_batched(s->hw),
		.perf_ok = !s->opt->no_perf,
		.probe_cpu = s->topo.n ? s->topo.cpu[0].cpu : 0,
		.smn_ok = s->opt->smn,
		.nidle = s->idle.n,
		.want_perf_ctl = s->opt->governors.n > 0,
		.rapl = &s->rapl,
	};
	struct probe_result got = { 0 };
	struct probe_request req;

	columns_needs(col_defs, COL__COUNT, enabled, &s->needed);
	while (plan_probe_request(&in, &s->needed, &got, &req, &s->plan))
		probe_read(s->hw, &req, &got);
	plan_build(&in, &s->needed, &got, &s->plan);
	s->plan.added = &s->added;
	/* a package C-state deeper than the BIOS limit never counts: its column is not there */
	uint64_t cst;

	if (!regset_msr(s->rs, MSR_PKG_CST_CONFIG_CONTROL, &cst))
		cstate_limit_apply(cstate_limit_decode(s->facts.pf->pkg_cstate_limit_table, cst), &s->plan);
	/*
	 * Only the rdtsc instruction reads this CPU's TSC: other counters are
	 * taken with it only on their CPU.  Without migrating, each MSR of
	 * another CPU is read through an inter-processor call, some microseconds
	 * after that CPU's TSC: tens of microseconds of skew at most, below the
	 * last printed digit (10^-4 of the interval) from an interval of 1 s up.
	 * The batch and perf paths read the TSC with the other counters.
	 */
	s->plan.migrate = s->opt->interval_s < 1.0 && s->plan.src[RAW_TSC].kind == SRC_TSC && !in.msr_batch;
	s->plan.watch_online = hotplug_watch(s);
	/* elsewhere the online list says which CPUs to skip (a perf count of an offline CPU just stops) */
	s->plan.read_online = s->plan.watch_online || !plan_reads_msr(&s->plan);
}

static int added_read(struct session *s, char *err, size_t errlen)
{
	for (int i = 0; i < s->opt->add.n; i++) {
		if (added_parse(s->opt->add.name[i], &s->added, err, errlen))
			return -EINVAL;
		/* perf/cpu/EVENT on a hybrid part: each CPU's own core PMU */
		struct added_counter *a = &s->added.c[s->added.n - 1];
		char alts[sizeof(a->path)];

		if (a->loc == ADDED_PERF && perf_core_added(&s->facts.id, a->path, alts, sizeof(alts)))
			memcpy(a->path, alts, sizeof(alts));
	}
	return 0;
}

int session_open(struct session *s, const struct options *opt, struct hw *hw, char *err, size_t errlen)
{
	int rc;

	memset(s, 0, sizeof(*s));
	s->hw = hw;
	s->opt = opt;
	rc = topology_read(hw, &s->topo, err, errlen);
	if (rc)
		return rc;
	rc = rows_parse(s, opt->cpu_spec, err, errlen);
	if (rc)
		return rc;
	rc = facts_open(s, err, errlen);
	if (rc)
		return rc;
	sample_idle_states(hw, s->topo.cpu[0].cpu, &s->idle);
	/* bad column names are an error now, not after the first interval */
	colset enabled;

	if (added_read(s, err, errlen))
		return -EINVAL;
	rc = wanted_columns(s, &enabled, err, errlen);
	if (!rc)
		rc = select_apply(opt, &s->added, &s->idle, NULL, 0, err, errlen);
	if (!rc && !opt->as_turbostat)
		rc = selection_empty(s, &enabled, err, errlen);
	if (rc < 0)
		return rc;
	rapl_decode(s->rs, s->facts.id.vendor, s->facts.pf, &s->rapl);
	plan_open(s, &enabled);
	/* reads half a wrap apart survive up to twice the TDP between them */
	s->poll_period_ns = (uint64_t)(rapl_wrap_s(raw_defs, &s->plan, &s->rapl) / 2 * 1e9);
	ctx_init(s);
	/* a guessed TjMax bounds nothing: the plausibility check takes only a read or given one */
	plaus_limits(&s->facts, &s->rapl, s->tjmax_src == TJMAX_GUESS ? 0 : s->ctx.tjmax, &s->plaus_lim);
	why_facts_derive(&s->facts, s->rs, s->rapl.ok ? s->rapl.power_w : 0, opt->no_msr,
			 s->topo.npkg > 0 ? s->topo.ncore / s->topo.npkg : 1, &s->why);
	s->ctx.why = &s->why;
	if (hybrid_open(s)) {
		snprintf(err, errlen, "out of memory");
		return -ENOMEM;
	}
	s->cpu_delta = calloc(s->topo.n, sizeof(*s->cpu_delta));
	/* a set a package (a core for AMD's core energy), not a CPU: 360 bytes a CPU at 1024 CPUs were 0.35 MiB */
	rapl_sum_rows(s->ctx.defs, &s->plan, &s->topo, &s->sum_rows);
	s->ctx.sum_rows = &s->sum_rows;
	s->elast = calloc(s->sum_rows.n + 1, sizeof(*s->elast));
	s->elast_sums = calloc(s->sum_rows.n + 1, sizeof(*s->elast_sums));
	s->sums[0] = calloc(s->sum_rows.n + 1, sizeof(*s->sums[0]));
	s->sums[1] = calloc(s->sum_rows.n + 1, sizeof(*s->sums[1]));
	s->plr_first = calloc(s->topo.n, sizeof(*s->plr_first));
	if (!s->cpu_delta || !s->elast || !s->elast_sums || !s->sums[0] || !s->sums[1] || !s->plr_first ||
	    snapshot_alloc(&s->snap[0], s->topo.n) || snapshot_alloc(&s->snap[1], s->topo.n)) {
		snprintf(err, errlen, "out of memory");
		return -ENOMEM;
	}
	rc = advise_open(&s->adv, opt, &s->facts, &s->topo, opt->gov_trace ? stderr : NULL, err, errlen);
	/* the advisory governors' requests, 48 bytes a CPU, only where there are governors (the table reads NULL as none) */
	if (!rc && s->adv.n && !(s->advice = calloc(s->topo.n, sizeof(*s->advice)))) {
		snprintf(err, errlen, "out of memory");
		return -ENOMEM;
	}
	return rc;
}

void session_close(struct session *s)
{
	table_free(&s->table);
	snapshot_free(&s->snap[0]);
	snapshot_free(&s->snap[1]);
	snapshot_free(&s->poll);
	snapshot_free(&s->base);
	free(s->cpu_delta);
	free(s->delta_val);
	free(s->delta_more);
	free(s->advice);
	free(s->elast);
	free(s->elast_sums);
	free(s->plr_first);
	free(s->sums[0]);
	free(s->sums[1]);
	free(s->base_sums);
	advise_close(&s->adv);
	hybrid_free(&s->hybrid);
	free(s->fi_ratio_cpu);
	topology_free(&s->topo);
	cpulist_free(&s->row_cpus);
	free(s->pkg_rs);
	free(s->rs);
	free(s->cores);
}

static int all_failed(const struct snapshot *snap, enum raw_id r)
{
	for (int i = 0; i < snap->n; i++)
		if (!snap->cpu[i].offline && !snap_raw(snap, i, r)->err)
			return 0;
	return 1;
}

/* A register the plan or --add reads as an MSR. */
static int msr_read(const struct session *s, uint32_t reg)
{
	for (int r = 0; r < RAW__COUNT; r++)
		if (s->plan.src[r].kind == SRC_MSR && s->plan.src[r].msr == reg)
			return 1;
	for (int i = 0; i < s->added.n; i++)
		if (s->added.c[i].loc == ADDED_MSR && s->added.c[i].msr == reg)
			return 1;
	return 0;
}

/*
 * The registers msr-safe's allowlist refused that no other source replaced,
 * "0x19c 0x1b1": in ascending order, whatever order start-up read them in.
 */
static void refused_read(const struct session *s, char *buf, size_t len)
{
	size_t used = 0;
	uint64_t last = 0;

	buf[0] = '\0';
	for (int n = 0; n < s->paths.nrefused && used < len; n++) {
		uint64_t next = UINT64_MAX;

		for (int i = 0; i < s->paths.nrefused; i++)
			if (s->paths.refused[i] >= last && s->paths.refused[i] < next && msr_read(s, s->paths.refused[i]))
				next = s->paths.refused[i];
		if (next == UINT64_MAX)
			break;
		used += (size_t)snprintf(buf + used, len - used, "%s0x%llx", used ? " " : "", (unsigned long long)next);
		last = next + 1;
	}
}

void session_missing(const struct session *s, char *buf, size_t len)
{
	static const char *const via[] = {
		[SRC_NONE] = " (--no-perf)", [SRC_TSC] = "", [SRC_MSR] = " (MSR 0xE7 unreadable)",
		[SRC_PERF] = " (the perf msr PMU has none)", [SRC_FILE] = "", [SRC_SMN] = "",
	};
	char why[256] = "", refused[160];
	int access = hw_msr_access(s->hw);
	const struct snapshot *snap = &s->snap[s->cur];

	buf[0] = '\0';
	if (access)
		access_why_msr(access, why, sizeof(why));
	refused_read(s, refused, sizeof(refused));
	if (rawset_has(&s->needed, RAW_MPERF) && all_failed(snap, RAW_MPERF)) {
		/* turbostat 2026.02 believes the registers only where CPUID says they exist */
		const char *because = s->facts.id.has_aperf_mperf ? via[s->plan.src[RAW_MPERF].kind]
								  : " (CPUID.6.ECX[0] clear)";

		snprintf(buf, len, "%s%sno APERF/MPERF%s: Busy%% from /proc/stat; Avg_MHz, Bzy_MHz and FreqInv not shown",
			 why, why[0] ? "; " : "", because);
	} else if (why[0]) {
		snprintf(buf, len, "%s: frequency from perf; temperatures and MSR-only columns not shown", why);
	} else if (refused[0]) {
		snprintf(buf, len, "msr-safe's allowlist lacks %s: their columns are not shown (allowlist: %s)",
			 refused, TSNG_ALLOWLIST);
	}
	/* asked for the limit reasons (--show limits): said once, at start, with whatever else is missing */
	if ((s->facts.id.vendor == VENDOR_AMD || s->facts.id.vendor == VENDOR_HYGON) &&
	    rawset_has(&s->needed, RAW_CORE_PLR)) {
		size_t used = strlen(buf);

		snprintf(buf + used, len - used, "%sAMD processors have no perf limit reasons register: the limit "
			 "reason columns are not shown (CoreThr and PkgThr count thermal throttling)", used ? "; " : "");
	}
}

/*
 * Carries the accumulated sums from the last read (a snapshot or a poll) to
 * @snap, into @out when given, and makes @snap the last read.
 */
static void energy_track(struct session *s, const struct snapshot *snap, struct raw_sums *out)
{
	if (out)	/* a set no CPU read this time holds no sum */
		memset(out, 0, s->sum_rows.n * sizeof(*out));
	for (int i = 0; i < s->topo.n; i++) {
		if (snap->cpu[i].offline)
			continue;
		rapl_accumulate(s->ctx.defs, &s->plan, &s->sum_rows, s->elast, s->elast_sums, snap, i, s->elast_sums);
		for (int r = 0; out && r < RAW__COUNT; r++) {
			long j = rapl_sum_at(s->ctx.defs, &s->plan, &s->sum_rows, snap, i, r);

			if (j >= 0)
				out[j] = s->elast_sums[j];
		}
	}
	s->energy_ns = snap->t.mono_ns;
}

/*
 * The limit reason logs as they read at start: later "since start" means set
 * now and not then (a log the tool never clears).  A register that could not
 * be read then counts as logged, so that nothing is claimed about it.
 */
static void limits_first(struct session *s)
{
	for (int i = 0; i < s->topo.n; i++)
		for (int k = 0; k < 3; k++) {
			const struct raw_value *v = snap_raw(&s->snap[0], i, RAW_CORE_PLR + k);

			s->plr_first[i][k] = v->err ? LIMITS_LOG_MASK : v->v & LIMITS_LOG_MASK;
		}
	s->ctx.plr_first = (const uint64_t (*)[3])s->plr_first;
}

void session_limits_at_start(const struct session *s, FILE *diag)
{
	static const char *const reg[3] = { "MSR_CORE_PERF_LIMIT_REASONS", "MSR_GFX_PERF_LIMIT_REASONS",
					    "MSR_RING_PERF_LIMIT_REASONS" };
	static const char *const col[3] = { "CoreLog", "GFXLog", "RingLog" };
	const struct limits_layout *layout[3] = { limits_layout(s->ctx.plr_layout), limits_layout(PLR_LAYOUT_HSW),
						  limits_layout(PLR_LAYOUT_HSW) };

	for (int i = 0; !s->opt->quiet && i < s->topo.n; i++)
		for (int k = 0; s->topo.cpu[i].first_in_pkg && k < 3; k++) {
			const struct raw_value *v = snap_raw(&s->snap[0], i, RAW_CORE_PLR + k);
			char names[160];

			if (s->plan.src[RAW_CORE_PLR + k].kind == SRC_NONE || v->err ||
			    !limits_names(layout[k], (v->v & LIMITS_LOG_MASK) >> 16, names, sizeof(names)))
				continue;
			fprintf(diag, "cpu%d: %s logged before the start (since boot or the last clear; %s shows only later ones): %s\n",
				s->topo.cpu[i].cpu, reg[k], col[k], names);
		}
}

/* Whether --show/--hide (and --debug, --list) leave column @id on, as for a machine that has it. */
static bool column_on(const struct session *s, enum col_id id)
{
	struct out_col oc = { .id = id };
	char err[160];

	snprintf(oc.name, sizeof(oc.name), "%s", col_defs[id].name);
	return select_apply(s->opt, &s->added, &s->idle, &oc, 1, err, sizeof(err)) == 1;
}

struct absent_arg {
	const struct session *s;
	FILE *diag;
};

static bool in_table(const struct session *s, enum col_id id)
{
	for (int c = 0; c < s->table.ncols; c++)
		if (s->table.cols[c].id == id)
			return true;
	return false;
}

/* "NAME: not shown: WHY" for column @id (or group @name, @id its first member) */
static void absent_line(const struct absent_arg *a, const char *name, enum col_id id)
{
	char why[256];

	columns_absent_why(id, &a->s->ctx, &a->s->table.unread, a->s->opt->replay_path ? "in this recording" :
			   "on this machine", why, sizeof(why));
	fprintf(a->diag, "%s: %s: not shown: %s\n", a->s->opt->prog, name, why);
}

/* a group --show names of which no column is on the table: its first column's reason */
static void absent_group(const char *group, const colset *members, void *arg)
{
	const struct absent_arg *a = arg;
	int first = -1;

	for (int id = 0; id < COL__COUNT; id++) {
		if (!colset_has(members, id) || col_is_added(id))
			continue;
		if (in_table(a->s, id))
			return;
		if (first < 0)
			first = id;
	}
	if (first >= 0)
		absent_line(a, group, first);
}

void session_shown_absent(const struct session *s, FILE *diag)
{
	struct absent_arg a = { s, diag };

	if (s->opt->as_turbostat)
		return;
	for (int id = 0; id < COL__COUNT; id++)
		if (!in_table(s, id) && !col_is_added(id) && select_names_column(&s->opt->show, id) && column_on(s, id))
			absent_line(&a, col_defs[id].name, id);
	select_each_group(&s->opt->show, absent_group, &a);
}

void session_perf_warning(const struct session *s, FILE *diag)
{
	static const struct {
		enum col_id col, col2;
		enum raw_id raw;
		const char *what, *hide;
	} checks[] = {
		{ COL_IPC, COL_IPC, RAW_INSTR, "perf instructions retired counter", "'--hide IPC' or '--no-perf'" },
		{ COL_LLC_MRPS, COL_LLC_HIT, RAW_LLC_REFS, "perf LLC counters", "'--hide LLC' or '--no-perf'" },
	};

	if (!s->opt->as_turbostat || s->opt->no_perf)
		return;
	for (size_t k = 0; k < sizeof(checks) / sizeof(checks[0]); k++) {
		if (!column_on(s, checks[k].col) && !column_on(s, checks[k].col2))
			continue;
		if (!rawset_has(&s->needed, checks[k].raw) || !rawset_has(&s->table.unread, checks[k].raw))
			continue;
		fprintf(diag, "%s: Failed to access %s. Some of the counters may not be available\n"
			"\tRun as root to enable them or use %s to disable the access explicitly\n",
			s->opt->prog, checks[k].what, checks[k].hide);
		return;
	}
}

int session_start(struct session *s)
{
	int rc;

	s->cur = 0;
	rc = sample_take(s->hw, &s->topo, &s->plan, &s->snap[0]);
	if (rc)
		return rc;
	/*
	 * The deltas' counters, bound (every delta written) after the first
	 * snapshot, not at start-up: that snapshot's opening of every file is
	 * the run's peak at 1024 CPUs, and pages not yet written are not in it.
	 */
	if (!s->delta_val) {
		delta_layout(&s->plan, &s->delta_lay);
		s->delta_val = delta_bind(&s->delta_lay, &s->topo, s->cpu_delta, s->topo.n, &s->sum);
		if (!s->delta_val)
			return -ENOMEM;
	}
	energy_track(s, &s->snap[0], s->sums[0]);
	limits_first(s);
	hw_paths(s->hw, &s->paths);
	s->plan.msr_via = s->paths.msr;
	s->plan.tsc_via = s->paths.tsc;
	return 0;
}

void session_start_error(const struct session *s, int rc, char *buf, size_t len)
{
	const char *path = s->opt->replay_path;

	if (rc == -ENODATA && path)
		snprintf(buf, len, "%s holds configuration only (no snapshot): use --show-turbo --replay %s",
			 path, path);
	else
		snprintf(buf, len, "%s", strerror(-rc));
}

uint64_t session_next_poll_ns(const struct session *s)
{
	return s->poll_period_ns ? s->energy_ns + s->poll_period_ns : 0;
}

int session_poll_energy(struct session *s)
{
	int rc;

	if (!s->poll.cpu && snapshot_alloc(&s->poll, s->topo.n))
		return -ENOMEM;
	rc = sample_take(s->hw, &s->topo, &s->plan, &s->poll);
	if (!rc)
		energy_track(s, &s->poll, NULL);
	return rc;
}

static int temperatures_read(const struct plan *p)
{
	return p->src[RAW_CORE_THERM].kind == SRC_MSR || p->src[RAW_PKG_THERM].kind == SRC_MSR;
}

/* The register table's context for this session's start-up registers (decode/regtab.h). */
void session_reg_ctx(const struct session *s, struct reg_ctx *c)
{
	const struct cpu_facts *f = &s->facts;

	*c = (struct reg_ctx){
		.rs = s->rs, .id = &f->id, .pf = f->pf,
		.bclk_mhz = f->bclk_khz.state == FACT_OK ? f->bclk_khz.v / 1000.0 : 0,
		.power_w = s->rapl.power_w, .energy_j = s->rapl.energy_j, .time_s = s->rapl.time_s,
		.tjmax = s->ctx.tjmax, .tcc_override = s->tjmax_src == TJMAX_OPTION,
		.rapl_ok = s->rapl.ok, .rapl_range_s = s->rapl.range_s, .rapl_tdp_w = s->rapl.tdp_w,
		.full = s->opt->as_turbostat || s->opt->debug, .temps_read = temperatures_read(&s->plan),
		.turbostat = s->opt->as_turbostat, .cores = s->cores, .ncores = s->ncores,
		.topo = s->opt->debug ? &s->topo : NULL, .debug_level = s->opt->debug_level,
	};
}

void session_power_config(const struct session *s, FILE *diag)
{
	struct reg_ctx c;

	session_reg_ctx(s, &c);
	if (!s->opt->quiet) {
		report_print(diag, &c, s->pkg_rs, s->npkg_rs, s->opt->as_turbostat, s->opt->debug);
		return;
	}
	/* turbostat's topology lines are --debug's, --quiet or not */
	if (s->opt->debug)
		report_topology(diag, &c);
	/* under --quiet turbostat still says where tjMax came from when it is not the register */
	if (!temperatures_read(&s->plan))
		return;
	if (s->tjmax_src == TJMAX_OPTION)
		fprintf(diag, "cpu%d: Using cmdline TCC Target (%d C)\n", s->rs->cpu, s->ctx.tjmax);
}

void session_tjmax_guess(const struct session *s, FILE *diag)
{
	if (s->tjmax_src != TJMAX_GUESS)
		return;
	for (int c = 0; c < s->table.ncols; c++) {
		const struct col_def *def = &col_defs[s->table.cols[c].id];

		if (def->needs[RAW_CORE_THERM] || def->needs[RAW_PKG_THERM]) {
			fprintf(diag, "cpu%d: Guessing tjMax %d C, Please use -T to specify\n", s->rs->cpu,
				s->ctx.tjmax);
			return;
		}
	}
}

static int layout(struct session *s, char *err, size_t errlen)
{
	const struct options *o = s->opt;
	struct out_col *cols;
	colset enabled;
	int n;

	n = wanted_columns(s, &enabled, err, errlen);
	if (n < 0)
		return n;
	n = table_layout(&enabled, &s->topo, &s->idle, &s->added, (int)s->adv.n, o->joules, &cols);
	if (n < 0)
		return n;
	n = select_apply(o, &s->added, &s->idle, cols, n, err, errlen);
	if (n < 0) {
		free(cols);
		return n;
	}
	/* the cells are the columns with a value in this first interval */
	n = table_present(cols, n, &s->topo, &s->ctx, s->cpu_delta, &s->sum, s->advice);
	if (n < 0)
		free(cols);
	if (n < 0 || table_alloc(&s->table, cols, n, &s->topo)) {
		snprintf(err, errlen, "out of memory");
		return -ENOMEM;
	}
	/* the core reasons' letters in the part's layout; graphics and ring only ever in the 4th generation's */
	for (int c = 0; c < s->table.ncols; c++) {
		struct out_col *oc = &s->table.cols[c];

		if (oc->fmt == FMT_FLAGS)
			oc->plr = oc->id == COL_CORE_LIM || oc->id == COL_CORE_LOG ? s->ctx.plr_layout : PLR_LAYOUT_HSW;
	}
	s->table.gov_spec = o->governors.name;
	s->table.plaus = &s->plaus;
	rows_apply(s);
	s->have_layout = 1;
	return 0;
}

/* The table of the last interval, and what the plausibility check finds in it. */
static void fill(struct session *s, const struct advice *adv)
{
	const struct snapshot *snap = &s->snap[s->cur];

	table_fill(&s->table, &s->ctx, s->cpu_delta, &s->sum, adv);
	memset(&s->table.unread, 0, sizeof(s->table.unread));
	for (int r = 0; r < RAW__COUNT; r++)
		if (rawset_has(&s->needed, r) && s->plan.src[r].kind != SRC_NONE && all_failed(snap, r))
			rawset_add(&s->table.unread, r);
	plaus_check(&s->plaus_lim, &s->ctx, s->cpu_delta, &s->plaus);
}

/*
 * The deltas' cpuidle counts and --add counters, the first time a snapshot
 * holds them (msr/sample.c reads them only for plans that show them).
 */
static int delta_more_for(struct session *s, const struct snapshot *snap)
{
	if (!snap->more || s->delta_more)
		return 0;
	s->delta_more = calloc(s->topo.n + 1, sizeof(*s->delta_more));
	if (!s->delta_more)
		return -ENOMEM;
	for (int i = 0; i < s->topo.n; i++)
		s->cpu_delta[i].more = &s->delta_more[i];
	s->sum.more = &s->delta_more[s->topo.n];
	return 0;
}

int session_step(struct session *s, char *err, size_t errlen)
{
	int next = !s->cur;
	int rc = sample_take(s->hw, &s->topo, &s->plan, &s->snap[next]);

	if (rc)
		return rc;
	int appeared = s->plan.watch_online ? cpu_appeared(s, &s->snap[next]) : -1;
	char moved[160] = "";

	if (appeared >= 0 && restartable(s)) {
		snprintf(err, errlen, "a CPU came online");
		return -EAGAIN;
	}
	if (cpu_moved(s, &s->snap[next], moved, sizeof(moved)) && restartable(s)) {
		snprintf(err, errlen, "%s", moved);
		return -EAGAIN;
	}
	char said[200] = "";

	if (moved[0])
		snprintf(said, sizeof(said), "%s; rows keep the old ids", moved);
	if (appeared >= 0 && !s->appeared_said) {
		snprintf(said, sizeof(said), "cpu%d came online: not counted (the rows are the CPUs of the start)",
			 appeared);
		s->appeared_said = true;
	}
	energy_track(s, &s->snap[next], s->sums[next]);
	if (delta_more_for(s, &s->snap[next]))
		return -ENOMEM;
	derive_interval(&s->ctx, &s->snap[s->cur], &s->snap[next], s->sums[s->cur], s->sums[next], s->cpu_delta,
			&s->sum, s->notice, sizeof(s->notice));
	if (said[0])
		snprintf(s->notice + strlen(s->notice), sizeof(s->notice) - strlen(s->notice), "%s%s",
			 s->notice[0] ? "; " : "", said);
	advise_interval(&s->adv, &s->topo, &s->ctx, s->cpu_delta, s->advice, s->notice, sizeof(s->notice));
	s->cur = next;
	if (!s->have_layout) {
		rc = layout(s, err, errlen);
		if (rc)
			return rc;
		fill(s, s->advice);
		return 0;
	}
	fill(s, s->advice);
	return 0;
}

void session_act(struct session *s)
{
	advise_act(&s->adv, &s->topo);
}

void session_act_restore(struct session *s)
{
	advise_restore(&s->adv);
}

void session_refill(struct session *s, int joules)
{
	s->ctx.joules = joules;
	fill(s, s->advice);
}

uint64_t session_last_ns(const struct session *s)
{
	return s->snap[s->cur].t.mono_ns;
}

int session_mark_base(struct session *s)
{
	if (!s->base_sums)
		s->base_sums = calloc(s->sum_rows.n + 1, sizeof(*s->base_sums));
	if (!s->base_sums || (!s->base.cpu && snapshot_alloc(&s->base, s->topo.n)))
		return -ENOMEM;
	memcpy(s->base_sums, s->sums[s->cur], s->sum_rows.n * sizeof(*s->base_sums));
	return snapshot_copy(&s->base, &s->snap[s->cur]);
}

void session_since_base(struct session *s)
{
	/* without room for them, the cpuidle counts and --add counters are shown as unknown */
	int nomem = delta_more_for(s, &s->snap[s->cur]);

	derive_interval(&s->ctx, &s->base, &s->snap[s->cur], s->base_sums, s->sums[s->cur], s->cpu_delta, &s->sum,
			s->notice, sizeof(s->notice));
	if (nomem)
		snprintf(s->notice, sizeof(s->notice), "out of memory: cpuidle counts and --add counters unknown");
	fill(s, NULL);
}
