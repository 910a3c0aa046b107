/*
 * Setting up a measurement: identify the part, read its topology and
 * cpuidle states, choose a source for every counter, then sample.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "access_why.h"
#include "plan.h"
#include "regset_read.h"
#include "sample.h"
#include "select.h"
#include "session.h"

static int facts_open(struct session *s, char *err, size_t errlen)
{
	int rc = regset_read(s->hw, s->topo.cpu[0].cpu, &s->rs);

	if (!rc)
		rc = facts_derive(&s->rs, &s->facts);
	if (rc)
		snprintf(err, errlen, "cpu%d: cannot identify the processor (CPUID: %s)", s->topo.cpu[0].cpu,
			 strerror(-rc));
	return rc;
}

static void ctx_init(struct session *s)
{
	const struct cpu_facts *f = &s->facts;
	struct derive_ctx *c = &s->ctx;

	memset(c, 0, sizeof(*c));
	c->topo = &s->topo;
	c->plan = &s->plan;
	c->base_hz = f->base_khz.state == FACT_OK ? (double)f->base_khz.v * 1e3 : 0;
	c->tsc_tweak = 1.0;
	if (f->pf->tsc_tweak && c->base_hz > 0 && f->tsc_hz.state == FACT_OK && f->tsc_hz.v)
		c->tsc_tweak = c->base_hz / (double)f->tsc_hz.v;
	c->mperf_mult = f->mperf_multiplier ? f->mperf_multiplier : 1;
	c->fi_ratio = f->fi.state == FREQINV_ENABLED ? (unsigned)f->fi.max_ratio : 0;
	c->tjmax = s->opt->tcc;
	c->nidle = s->idle.n;
	c->joules = s->opt->joules;
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
			snprintf(err, errlen, "--cpu %s: CPU %d is not online", spec, cpu);
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
	/* bad column names are an error now, not after the first interval */
	colset enabled;

	if (select_enabled(&opt->enable, &opt->show, &enabled, err, errlen) ||
	    select_apply(&opt->show, &opt->hide, NULL, 0, err, errlen) < 0)
		return -EINVAL;
	rc = facts_open(s, err, errlen);
	if (rc)
		return rc;
	sample_idle_states(hw, s->topo.cpu[0].cpu, &s->idle);
	struct plan_inputs in = {
		.pf = s->facts.pf,
		.vendor = s->facts.id.vendor,
		.msr_ok = hw_msr_access(hw) == 0,
		.perf_ok = !opt->no_perf,
		.nidle = s->idle.n,
	};

	plan_build(&in, &s->plan);
	ctx_init(s);
	s->cpu_delta = calloc(s->topo.n, sizeof(*s->cpu_delta));
	if (!s->cpu_delta || snapshot_alloc(&s->snap[0], s->topo.n) || snapshot_alloc(&s->snap[1], s->topo.n)) {
		snprintf(err, errlen, "out of memory");
		return -ENOMEM;
	}
	return 0;
}

void session_close(struct session *s)
{
	table_free(&s->table);
	snapshot_free(&s->snap[0]);
	snapshot_free(&s->snap[1]);
	free(s->cpu_delta);
	topology_free(&s->topo);
	cpulist_free(&s->row_cpus);
}

static int all_failed(const struct snapshot *snap, enum raw_id r)
{
	for (int i = 0; i < snap->n; i++)
		if (!snap->cpu[i].offline && !snap->cpu[i].raw[r].err)
			return 0;
	return 1;
}

void session_missing(const struct session *s, char *buf, size_t len)
{
	char why[256] = "";
	int access = hw_msr_access(s->hw);
	const struct snapshot *snap = &s->snap[s->cur];

	buf[0] = '\0';
	if (access)
		access_why_msr(access, why, sizeof(why));
	if (all_failed(snap, RAW_MPERF)) {
		snprintf(buf, len, "%s%sno APERF/MPERF%s: Busy%% from /proc/stat; Avg_MHz, Bzy_MHz and FreqInv not shown",
			 why, why[0] ? "; " : "", s->opt->no_perf ? "" : " (perf msr PMU has none)");
	} else if (why[0]) {
		snprintf(buf, len, "%s: frequency from perf; temperatures and MSR-only columns not shown", why);
	}
}

int session_start(struct session *s)
{
	s->cur = 0;
	return sample_take(s->hw, &s->topo, &s->plan, &s->snap[0]);
}

static int layout(struct session *s, char *err, size_t errlen)
{
	const struct options *o = s->opt;
	struct out_col *cols;
	colset enabled;
	int n;

	if (select_enabled(&o->enable, &o->show, &enabled, err, errlen))
		return -EINVAL;
	n = table_layout(&enabled, &s->topo, &s->idle, o->joules, &cols);
	if (n < 0)
		return n;
	n = select_apply(&o->show, &o->hide, cols, n, err, errlen);
	if (n < 0) {
		free(cols);
		return n;
	}
	if (table_alloc(&s->table, cols, n, &s->topo)) {
		snprintf(err, errlen, "out of memory");
		return -ENOMEM;
	}
	rows_apply(s);
	s->have_layout = 1;
	return 0;
}

int session_step(struct session *s, char *err, size_t errlen)
{
	int next = !s->cur;
	int rc = sample_take(s->hw, &s->topo, &s->plan, &s->snap[next]);

	if (rc)
		return rc;
	derive_interval(&s->ctx, &s->snap[s->cur], &s->snap[next], s->cpu_delta, &s->sum,
			s->notice, sizeof(s->notice));
	s->cur = next;
	if (!s->have_layout) {
		rc = layout(s, err, errlen);
		if (rc)
			return rc;
		table_fill(&s->table, &s->ctx, s->cpu_delta, &s->sum);
		table_drop_absent(&s->table);
		return 0;
	}
	table_fill(&s->table, &s->ctx, s->cpu_delta, &s->sum);
	return 0;
}
