// SPDX-License-Identifier: GPL-2.0-only
/*
 * The sampler: one pass over the CPUs, each read on its own CPU (turbostat
 * migrates for the same reason: a local rdmsr costs no inter-processor
 * interrupt, and one CPU's values are read close together in time).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msr/cpulist.h"
#include "msr/sample.h"
#include "scope.h"

/*
 * procfs texts are read whole at whatever size the machine gives them: the
 * buffer starts at TEXT_START and doubles as a read says the file did not fit
 * (a 256-CPU machine with per-CPU NVMe queues has a 1.7 MB /proc/interrupts).
 * TEXT_MAX bounds memory against a runaway file (man page, FILES): past it the
 * text is "" with err -EFBIG, and derive marks the columns and says why.
 */
#define TEXT_START	(16u << 10)
#define TEXT_MAX	(64u << 20)

void sample_idle_states(struct hw *hw, int cpu, struct idle_states *st)
{
	char path[128];

	memset(st, 0, sizeof(*st));
	for (int k = 0; k < IDLE_MAX; k++) {
		snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/cpuidle/state%d/name", cpu, k);
		if (hw_read_str(hw, path, st->name[k], sizeof(st->name[k])))
			break;
		st->n++;
	}
}

int snapshot_alloc(struct snapshot *s, int ncpu)
{
	memset(s, 0, sizeof(*s));
	s->cpu = calloc(ncpu, sizeof(*s->cpu));
	s->proc_stat = malloc(TEXT_START);
	s->interrupts = malloc(TEXT_START);
	s->proc_stat_cap = s->interrupts_cap = TEXT_START;
	s->online = malloc(4096);
	s->n = ncpu;
	if (!s->cpu || !s->proc_stat || !s->interrupts || !s->online) {
		snapshot_free(s);
		return -ENOMEM;
	}
	s->proc_stat[0] = s->interrupts[0] = s->online[0] = '\0';
	return 0;
}

void snapshot_free(struct snapshot *s)
{
	free(s->cpu);
	free(s->proc_stat);
	free(s->interrupts);
	free(s->online);
	memset(s, 0, sizeof(*s));
}

/* Makes @buf (of @cap bytes) hold at least @need bytes, keeping what it holds. */
static int text_reserve(char **buf, size_t *cap, size_t need)
{
	size_t c = *cap;

	while (c < need)
		c *= 2;
	if (c == *cap)
		return 0;
	char *p = realloc(*buf, c);

	if (!p)
		return -ENOMEM;
	*buf = p;
	*cap = c;
	return 0;
}

static int text_copy(char **dst, size_t *cap, const char *src)
{
	size_t len = strlen(src) + 1;
	int err = text_reserve(dst, cap, len);

	if (!err)
		memcpy(*dst, src, len);
	return err;
}

int snapshot_copy(struct snapshot *dst, const struct snapshot *src)
{
	if (dst->n != src->n)
		return -EINVAL;
	if (text_copy(&dst->proc_stat, &dst->proc_stat_cap, src->proc_stat) ||
	    text_copy(&dst->interrupts, &dst->interrupts_cap, src->interrupts))
		return -ENOMEM;
	dst->t = src->t;
	dst->text_err = src->text_err;
	memcpy(dst->cpu, src->cpu, src->n * sizeof(*src->cpu));
	memcpy(dst->online, src->online, strlen(src->online) + 1);
	return 0;
}

static const char *const path_keys[] = { "{cpu}", "{pkg}", "{pkgid}", "{die}" };
#define NPATH_KEYS (sizeof(path_keys) / sizeof(path_keys[0]))

/* Which of path_keys starts at @t, else NPATH_KEYS (only a brace can start one: no compare for the rest). */
static size_t path_key_at(const char *t)
{
	size_t k = 0;

	if (*t != '{')
		return NPATH_KEYS;
	while (k < NPATH_KEYS && strncmp(t, path_keys[k], strlen(path_keys[k])))
		k++;
	return k;
}

/* A file template's {cpu}, {pkg} (index + base), {pkgid} and {die} (two digits) for one CPU (include/raw.h). */
static void expand_path(const struct raw_source *src, const struct topo_cpu *c, char *out, size_t len)
{
	const char *t = src->path;
	size_t o = 0;

	while (*t && o + 1 < len) {
		size_t k = path_key_at(t);

		if (k == NPATH_KEYS) {
			out[o++] = *t++;
			continue;
		}
		int n = k == 0 ? snprintf(out + o, len - o, "%d", c->cpu)
			: k == 1 ? snprintf(out + o, len - o, "%d", c->pkg_idx + src->path_base)
			: snprintf(out + o, len - o, "%02d", k == 2 ? c->pkg : (c->die > 0 ? c->die : 0));

		o = n < 0 || (size_t)n >= len - o ? len - 1 : o + (size_t)n;
		t += strlen(path_keys[k]);
	}
	out[o] = '\0';
}

/* A PMT word: the CPU's group picks the file (by sequence number) and the step within it. */
static int read_pmt(struct hw *hw, const struct topo_cpu *c, const struct raw_pmt_at *at, uint64_t *v)
{
	unsigned seq = 0;
	uint64_t off = at->off;

	if (at->pkg0_only && c->pkg_idx)
		return -ENOENT;
	if (at->cpus_per_step && at->steps_per_file) {
		unsigned group = (unsigned)c->cpu / at->cpus_per_step;

		seq = group / at->steps_per_file;
		off += (uint64_t)at->step * (group % at->steps_per_file);
	}
	if (seq >= RAW_PMT_SEQ_MAX || !at->path[seq][0])
		return -ENOENT;
	return hw_read_at(hw, at->path[seq], off, v);
}

static void read_raw(struct hw *hw, const struct topo_cpu *c, const struct raw_source *src,
		     struct raw_value *out)
{
	char path[RAW_PATH_MAX + 32];
	uint32_t v32;

	switch (src->kind) {
	case SRC_TSC:
		out->err = hw_tsc(hw, c->cpu, &out->v);
		break;
	case SRC_MSR:
		out->err = hw_read_msr(hw, c->cpu, src->msr, &out->v);
		break;
	case SRC_PERF:
		out->err = hw_perf_read(hw, c->cpu, src->perf, &out->v);
		break;
	case SRC_FILE:
		expand_path(src, c, path, sizeof(path));
		out->err = hw_read_u64(hw, path, &out->v);
		break;
	case SRC_SMN:
		/* one SMN node per package (Zen 2 and later); session.c plans it only where that holds */
		out->err = hw_smn_read(hw, c->pkg_idx, src->smn, &v32);
		out->v = out->err ? 0 : v32;
		break;
	case SRC_PMT:
		out->err = read_pmt(hw, c, &src->pmt, &out->v);
		break;
	case SRC_NONE:
	case SRC_CPUIDLE:
	case SRC_TEXT:
		out->err = -ENOENT;
		break;
	}
}

/* The Tccd registers of the package's node (plan smn_ccds); @out says whether any was read. */
static void read_ccds(struct hw *hw, const struct topo_cpu *c, const struct raw_source *src, struct cpu_snap *cs,
		      struct raw_value *out)
{
	uint32_t v32;

	out->err = -ENOENT;
	out->v = 0;
	for (int i = 0; i < RAW_CCD_MAX; i++) {
		struct raw_value *ccd = &cs->ccd[i];

		ccd->err = -ENOENT;
		if (!(src->smn_ccds & 1u << i))
			continue;
		ccd->err = hw_smn_read(hw, c->pkg_idx, src->smn + 4 * (uint32_t)i, &v32);
		ccd->v = ccd->err ? 0 : v32;
		if (!ccd->err)
			out->err = 0;
	}
}

/*
 * The cpuidle files of each state: time (RAW_IDLE, the default % columns), and
 * usage, below and above (RAW_IDLE_COUNTS, the cpuidle group, off by default):
 * at 256 CPUs with four states the counts would be 1,024 reads an interval.
 */
static void read_idle(struct hw *hw, int cpu, const struct plan *p, struct cpu_snap *cs)
{
	static const char *const files[] = { "time", "usage", "below", "above" };
	int first = plan_reads(p, RAW_IDLE) ? 0 : 1, end = plan_reads(p, RAW_IDLE_COUNTS) ? 4 : 1;
	char path[128];
	/* the CPU's part of the path once; each state's number (under IDLE_MAX: two digits) and file after it */
	int dir = snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/cpuidle/state", cpu);

	for (int k = 0; k < p->nidle; k++) {
		struct raw_value *out[] = { &cs->idle_time_us[k], &cs->idle_usage[k], &cs->idle_below[k],
					    &cs->idle_above[k] };

		for (int f = 0; f < 4; f++)
			out[f]->err = -ENOENT;
		int n = dir;

		if (k >= 10)
			path[n++] = (char)('0' + k / 10);
		path[n++] = (char)('0' + k % 10);
		path[n++] = '/';
		for (int f = first; f < end; f++) {
			strcpy(path + n, files[f]);
			out[f]->err = hw_read_u64(hw, path, &out[f]->v);
		}
	}
}

/* An --add counter: a u32 one keeps only the low 32 bits of the register. */
static void read_added(struct hw *hw, const struct topo_cpu *c, const struct added_set *set, struct cpu_snap *cs)
{
	for (int i = 0; set && i < set->n; i++) {
		const struct added_counter *a = &set->c[i];
		struct raw_value *out = &cs->added[i];

		if (!scope_reads(c, a->scope)) {
			out->err = -ENOENT;
			continue;
		}
		if (a->loc == ADDED_MSR)
			out->err = hw_read_msr(hw, c->cpu, a->msr, &out->v);
		else if (a->loc == ADDED_PERF)
			out->err = hw_perf_read(hw, c->cpu, a->path, &out->v);
		else
			out->err = hw_read_u64(hw, a->path, &out->v);
		if (!out->err && a->width == 32)
			out->v &= 0xffffffffu;
	}
}

/* turbostat's usec column times each CPU's reads after the migration, as this does. */
static void read_cpu(struct hw *hw, const struct topo_cpu *c, const struct plan *p, struct cpu_snap *cs)
{
	int err = p->migrate ? hw_pin(hw, c->cpu) : 0;

	if (err == -EINVAL || err == -ENXIO) {
		cs->offline = 1;
		return;
	}
	hw_cpu_clock(hw, c->cpu, 0, &cs->begin_ns);
	for (int r = 0; r < RAW__COUNT; r++) {
		if (!scope_reads(c, p->src[r].scope) || p->src[r].kind == SRC_NONE) {
			cs->raw[r].err = -ENOENT;
			continue;
		}
		if (p->src[r].kind == SRC_SMN && p->src[r].smn_ccds)
			read_ccds(hw, c, &p->src[r], cs, &cs->raw[r]);
		else
			read_raw(hw, c, &p->src[r], &cs->raw[r]);
		/* the msr driver answers ENXIO for a CPU that went offline after the online list was read */
		if (cs->raw[r].err == -ENXIO) {
			cs->offline = 1;
			return;
		}
	}
	read_idle(hw, c->cpu, p, cs);
	read_added(hw, c, p->added, cs);
	hw_cpu_clock(hw, c->cpu, 1, &cs->end_ns);
	cs->read_ns = cs->end_ns > cs->begin_ns ? cs->end_ns - cs->begin_ns : 0;
}

static void read_text(struct hw *hw, const char *path, char *buf, size_t size)
{
	if (hw_read_file(hw, path, buf, size) < 0)
		buf[0] = '\0';
}

/* A procfs text whole: a read that did not fit (-EFBIG) is tried again with twice the room. */
static int read_text_whole(struct hw *hw, const char *path, char **buf, size_t *cap)
{
	for (;;) {
		long n = hw_read_file(hw, path, *buf, *cap);

		if (n != -EFBIG) {
			if (n < 0)
				(*buf)[0] = '\0';
			return 0;
		}
		(*buf)[0] = '\0';
		if (*cap >= TEXT_MAX)
			return -EFBIG;
		if (text_reserve(buf, cap, *cap * 2))
			return -ENOMEM;
	}
}

/* /proc/stat only gives Busy% where MPERF does not: read it only then. */
static int mperf_missing(const struct topology *t, const struct plan *p, const struct snapshot *s)
{
	if (!plan_reads(p, RAW_MPERF))
		return 1;
	for (int i = 0; i < t->n; i++)
		if (!s->cpu[i].offline && s->cpu[i].raw[RAW_MPERF].err)
			return 1;
	return 0;
}

int sample_take(struct hw *hw, const struct topology *t, const struct plan *p, struct snapshot *s)
{
	struct cpulist online = { 0 };
	int err = hw_snapshot(hw, &s->t);
	int have_online = 0;

	if (err)
		return err;
	s->online[0] = '\0';
	if (p->read_online) {
		read_text(hw, "/sys/devices/system/cpu/online", s->online, 4096);
		have_online = cpulist_parse(s->online, &online) == 0;
	}
	for (int i = 0; i < t->n; i++) {
		struct cpu_snap *cs = &s->cpu[i];

		memset(cs, 0, sizeof(*cs));
		if (have_online && !cpulist_has(&online, t->cpu[i].cpu))
			cs->offline = 1;
		else
			read_cpu(hw, &t->cpu[i], p, cs);
	}
	cpulist_free(&online);
	s->text_err = 0;
	if (plan_reads(p, RAW_PROC_STAT)) {
		s->proc_stat[0] = '\0';
		if (mperf_missing(t, p, s) &&
		    read_text_whole(hw, p->src[RAW_PROC_STAT].path, &s->proc_stat, &s->proc_stat_cap))
			s->text_err |= SNAP_TEXT_PROC_STAT;
	}
	if (plan_reads(p, RAW_INTERRUPTS) &&
	    read_text_whole(hw, p->src[RAW_INTERRUPTS].path, &s->interrupts, &s->interrupts_cap))
		s->text_err |= SNAP_TEXT_INTERRUPTS;
	return 0;
}
