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
#include "msr/procfs.h"
#include "msr/sample.h"
#include "scope.h"

/*
 * procfs texts are parsed as they are read and never kept: a snapshot holds
 * per-CPU counts (include/snapshot.h).  A text that fits TEXT_CHUNK is read
 * in one read_file; a larger one (a 1024-CPU machine with per-CPU device
 * queues has an 11.5 MB /proc/interrupts) in TEXT_CHUNK pieces through
 * read_chunk, the buffer holding at least one whole line.  TEXT_MAX and
 * TEXT_LINE_MAX bound time and memory against a runaway file (man page,
 * FILES): past either the values are unknown and derive says why.
 */
#define TEXT_CHUNK	(64u << 10)
#define TEXT_LINE_MAX	(1u << 20)
#define TEXT_MAX	(64ull << 20)

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
	s->online = malloc(4096);
	s->n = ncpu;
	if (!s->cpu || !s->online) {
		snapshot_free(s);
		return -ENOMEM;
	}
	s->online[0] = '\0';
	return 0;
}

/* Bytes of the rows of @l. */
static size_t rows_size(const struct snap_layout *l)
{
	return (l->base[RSCOPE_PKG] + (size_t)l->rows[RSCOPE_PKG] * (size_t)l->width[RSCOPE_PKG]) * sizeof(struct raw_value);
}

/* The core and package rows of CPU row @i: those whose counters it reads. */
static void own_rows(const struct topology *t, int i, struct cpu_snap *cs)
{
	const struct topo_cpu *c = &t->cpu[i];

	cs->core_row = scope_reads(c, RSCOPE_CORE) ? c->core_idx : -1;
	cs->pkg_row = scope_reads(c, RSCOPE_PKG) ? c->pkg_idx : -1;
}

int snapshot_layout(struct snapshot *s, const struct plan *p, const struct topology *t)
{
	struct snap_layout l;

	memset(&l, 0, sizeof(l));	/* compared whole, padding too */
	l.nidle = p->nidle;
	l.rows[RSCOPE_CPU] = s->n;
	/* as many core and package rows as the CPUs point at (not t->ncore: no row past the end, whatever the ids) */
	for (int i = 0; i < s->n && i < t->n; i++) {
		own_rows(t, i, &s->cpu[i]);
		if (s->cpu[i].core_row >= l.rows[RSCOPE_CORE])
			l.rows[RSCOPE_CORE] = s->cpu[i].core_row + 1;
		if (s->cpu[i].pkg_row >= l.rows[RSCOPE_PKG])
			l.rows[RSCOPE_PKG] = s->cpu[i].pkg_row + 1;
	}
	_Static_assert(RAW__COUNT < 256, "a counter's place fits an unsigned char");
	/* a system-scope counter (a procfs text) is read by no CPU: nothing to keep */
	for (int r = 0; r < RAW__COUNT; r++)
		if (plan_keeps(p, r)) {
			l.scope[r] = (unsigned char)p->src[r].scope;
			l.place[r] = (unsigned char)++l.width[l.scope[r]];
		}
	l.base[RSCOPE_CORE] = (size_t)s->n * (size_t)(l.width[RSCOPE_CPU] + l.nidle);
	l.base[RSCOPE_PKG] = l.base[RSCOPE_CORE] + (size_t)l.rows[RSCOPE_CORE] * (size_t)l.width[RSCOPE_CORE];
	if (s->val && !memcmp(&l, &s->lay, sizeof(l)))
		return 0;
	/* a new plan (the top view's column groups): the rows are made again, their values read next */
	struct raw_value *val = calloc(1, rows_size(&l) + sizeof(*val));

	if (!val)
		return -ENOMEM;
	free(s->val);
	s->val = val;
	s->lay = l;
	return 0;
}

void snapshot_free(struct snapshot *s)
{
	free(s->cpu);
	free(s->val);
	free(s->more);
	free(s->online);
	memset(s, 0, sizeof(*s));
}

int snapshot_copy(struct snapshot *dst, const struct snapshot *src)
{
	if (dst->n != src->n)
		return -EINVAL;
	dst->t = src->t;
	dst->text_err = src->text_err;
	memcpy(dst->cpu, src->cpu, src->n * sizeof(*src->cpu));
	if (!dst->val || rows_size(&dst->lay) != rows_size(&src->lay)) {
		struct raw_value *val = malloc(rows_size(&src->lay) + sizeof(*val));

		if (!val)
			return -ENOMEM;
		free(dst->val);
		dst->val = val;
	}
	dst->lay = src->lay;
	memcpy(dst->val, src->val, rows_size(&src->lay));
	if (src->more && !dst->more && !(dst->more = malloc(src->n * sizeof(*dst->more))))
		return -ENOMEM;
	if (src->more)
		memcpy(dst->more, src->more, src->n * sizeof(*src->more));
	else
		free(dst->more), dst->more = NULL;
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

/* Read into an aligned uint64_t, then kept: struct raw_value is packed (no pointer to its members). */
static void read_raw(struct hw *hw, const struct topo_cpu *c, const struct plan *p, enum raw_id r,
		     struct raw_value *out)
{
	const struct raw_source *src = &p->src[r];
	char path[RAW_PATH_MAX + 32];
	uint64_t v = out->v;
	uint32_t v32;
	int err = -ENOENT;

	switch (src->kind) {
	case SRC_TSC:
		err = hw_tsc(hw, c->cpu, &v);
		break;
	case SRC_MSR:
		err = hw_read_msr(hw, c->cpu, src->msr, &v);
		break;
	case SRC_PERF:
		err = hw_perf_read(hw, c->cpu, src->perf, &v);
		break;
	case SRC_FILE:
		expand_path(src, c, path, sizeof(path));
		err = hw_read_u64(hw, path, &v);
		break;
	case SRC_SMN:
		/* one SMN node per package (Zen 2 and later); session.c plans it only where that holds */
		err = hw_smn_read(hw, c->pkg_idx, src->smn, &v32);
		v = err ? 0 : v32;
		break;
	case SRC_PMT:
		err = read_pmt(hw, c, plan_pmt(p, r), &v);
		break;
	case SRC_NONE:
	case SRC_CPUIDLE:
	case SRC_TEXT:
		break;
	}
	*out = (struct raw_value){ v, (int16_t)err };
}

/* The Tccd registers of the package's node (plan smn_ccds); @out says whether any was read. */
static void read_ccds(struct hw *hw, const struct topo_cpu *c, const struct raw_source *src, struct cpu_more *cs,
		      struct raw_value *out)
{
	uint32_t v32;

	out->err = -ENOENT;
	out->v = 0;
	for (int i = 0; cs && i < RAW_CCD_MAX; i++) {
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
static void read_idle(struct hw *hw, int cpu, const struct plan *p, struct raw_value *time, struct cpu_more *m)
{
	static const char *const files[] = { "time", "usage", "below", "above" };
	int first = plan_reads(p, RAW_IDLE) ? 0 : 1, end = m && plan_reads(p, RAW_IDLE_COUNTS) ? 4 : 1;
	char path[128];
	/* the CPU's part of the path once; each state's number (under IDLE_MAX: two digits) and file after it */
	int dir = snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/cpuidle/state", cpu);

	for (int k = 0; k < p->nidle; k++) {
		struct raw_value none[3];
		struct raw_value *out[] = { &time[k], m ? &m->idle_usage[k] : &none[0],
					    m ? &m->idle_below[k] : &none[1], m ? &m->idle_above[k] : &none[2] };

		for (int f = 0; f < 4; f++)
			out[f]->err = -ENOENT;
		int n = dir;

		if (k >= 10)
			path[n++] = (char)('0' + k / 10);
		path[n++] = (char)('0' + k % 10);
		path[n++] = '/';
		for (int f = first; f < end; f++) {
			uint64_t v = out[f]->v;

			strcpy(path + n, files[f]);
			out[f]->err = (int16_t)hw_read_u64(hw, path, &v);
			out[f]->v = v;
		}
	}
}

/* An --add counter: a u32 one keeps only the low 32 bits of the register. */
static void read_added(struct hw *hw, const struct topo_cpu *c, const struct added_set *set, struct cpu_more *cs)
{
	for (int i = 0; cs && set && i < set->n; i++) {
		const struct added_counter *a = &set->c[i];
		struct raw_value *out = &cs->added[i];
		uint64_t v = out->v;
		int err;

		if (!scope_reads(c, a->scope)) {
			out->err = -ENOENT;
			continue;
		}
		if (a->loc == ADDED_MSR)
			err = hw_read_msr(hw, c->cpu, a->msr, &v);
		else if (a->loc == ADDED_PERF)
			err = hw_perf_read(hw, c->cpu, a->path, &v);
		else
			err = hw_read_u64(hw, a->path, &v);
		if (!err && a->width == 32)
			v &= 0xffffffffu;
		*out = (struct raw_value){ v, (int16_t)err };
	}
}

/* turbostat's usec column times each CPU's reads after the migration, as this does. */
static void read_cpu(struct hw *hw, const struct topo_cpu *c, const struct plan *p, struct snapshot *s, int i,
		     struct cpu_more *m)
{
	struct cpu_snap *cs = &s->cpu[i];
	int err = p->migrate ? hw_pin(hw, c->cpu) : 0;

	if (err == -EINVAL || err == -ENXIO) {
		cs->offline = 1;
		return;
	}
	uint64_t begin = cs->begin_ns, end = cs->end_ns;

	hw_cpu_clock(hw, c->cpu, 0, &begin);
	cs->begin_ns = begin;
	for (int r = 0; r < RAW__COUNT; r++) {
		/* not kept: not read, or another CPU's to read; it reads as unread (snap_raw) */
		struct raw_value *v = snap_at(s, i, r);

		if (!v)
			continue;
		if (p->src[r].kind == SRC_SMN && p->src[r].smn_ccds)
			read_ccds(hw, c, &p->src[r], m, v);
		else
			read_raw(hw, c, p, r, v);
		/* the msr driver answers ENXIO for a CPU that went offline after the online list was read */
		if (v->err == -ENXIO) {
			cs->offline = 1;
			return;
		}
	}
	read_idle(hw, c->cpu, p, snap_row(s, i) + s->lay.width[RSCOPE_CPU], m);
	read_added(hw, c, p->added, m);
	hw_cpu_clock(hw, c->cpu, 1, &end);
	cs->end_ns = end;
	cs->read_ns = end > begin ? end - begin : 0;
}

static void read_text(struct hw *hw, const char *path, char *buf, size_t size)
{
	if (hw_read_file(hw, path, buf, size) < 0)
		buf[0] = '\0';
}

/*
 * Calls @fn on each line of @buf[0, @n) that ends in '\n' (and on a last
 * line without one when @all), the '\n' made a NUL; returns the bytes used.
 * @buf has a byte of room past @n.
 */
static size_t feed_lines(char *buf, size_t n, int all, int (*fn)(void *, const char *), void *ctx, int *err)
{
	char *l = buf, *end = buf + n;

	while (!*err && l < end) {
		char *nl = memchr(l, '\n', (size_t)(end - l));

		if (!nl && !all)
			break;
		if (!nl)
			nl = end;
		*nl = '\0';
		*err = fn(ctx, l);
		l = nl + 1;
	}
	return l < end ? (size_t)(l - buf) : n;
}

/*
 * A procfs text a line at a time; its values are whole only when this
 * returns 0 (-EFBIG: past TEXT_MAX or TEXT_LINE_MAX; a read error mid-way
 * leaves them partial too).  An unreadable file has no lines and returns 0.
 */
static int read_lines(struct hw *hw, const char *path, int (*fn)(void *, const char *), void *ctx)
{
	size_t cap = TEXT_CHUNK, have = 0;
	char *buf = malloc(cap + 1);
	uint64_t off = 0;
	int err = 0;

	if (!buf)
		return -ENOMEM;
	long n = hw_read_file(hw, path, buf, cap + 1);

	if (n != -EFBIG) {
		if (n > 0)
			feed_lines(buf, (size_t)n, 1, fn, ctx, &err);
		free(buf);
		return err;
	}
	while (!err) {
		if (have == cap) {
			/* a line longer than the buffer: room for it */
			char *p = cap < TEXT_LINE_MAX ? realloc(buf, 2 * cap + 1) : NULL;

			if (!p) {
				err = cap < TEXT_LINE_MAX ? -ENOMEM : -EFBIG;
				break;
			}
			buf = p;
			cap *= 2;
		}
		n = hw_read_chunk(hw, path, off, buf + have, cap - have);
		if (n <= 0) {
			if (n == 0)
				feed_lines(buf, have, 1, fn, ctx, &err);
			else
				err = (int)n;
			break;
		}
		off += (uint64_t)n;
		have += (size_t)n;
		if (off > TEXT_MAX) {
			err = -EFBIG;
			break;
		}
		size_t used = feed_lines(buf, have, 0, fn, ctx, &err);

		memmove(buf, buf + used, have - used);
		have -= used;
	}
	free(buf);
	return err;
}

struct text_ctx {
	struct snapshot *s;
	int *row;		/* the topology row of each CPU number, -1 for none */
	int max_cpu;
};

/* The row of CPU number @cpu in the snapshot, or -1. */
static int text_row(const struct text_ctx *c, long cpu)
{
	return cpu >= 0 && cpu < c->max_cpu ? c->row[cpu] : -1;
}

static int stat_line(void *ctx, const char *line)
{
	struct text_ctx *c = ctx;
	struct procfs_ticks t;
	int i = text_row(c, procfs_stat_line(line, &t));

	/* the first line of a CPU counts, as a search for it would find */
	if (i >= 0 && c->s->cpu[i].stat_total.err == -ENOENT) {
		c->s->cpu[i].stat_busy = (struct raw_value){ t.busy, t.err };
		c->s->cpu[i].stat_total = (struct raw_value){ t.total, t.err };
	}
	return 0;
}

static void read_proc_stat(struct hw *hw, const char *path, struct text_ctx *c)
{
	struct snapshot *s = c->s;
	int err = read_lines(hw, path, stat_line, c);

	if (err == -EFBIG)
		s->text_err |= SNAP_TEXT_PROC_STAT;
	for (int i = 0; i < s->n && err; i++)
		s->cpu[i].stat_busy.err = s->cpu[i].stat_total.err = err;
}

static int irq_line(void *ctx, const char *line)
{
	return procfs_irq_line(ctx, line);
}

/* IRQ (every row) and NMI (its row) per CPU: unknown for a CPU without a column, NMI for all without the row. */
static void read_interrupts(struct hw *hw, const char *path, struct text_ctx *c)
{
	struct snapshot *s = c->s;
	struct procfs_irq st;

	procfs_irq_begin(&st, "NMI");
	int err = read_lines(hw, path, irq_line, &st);

	if (err == -EFBIG)
		s->text_err |= SNAP_TEXT_INTERRUPTS;
	for (int k = 0; !err && k < st.ncol; k++) {
		int i = text_row(c, st.col_cpu[k]);

		if (i < 0)
			continue;
		s->cpu[i].irq = (struct raw_value){ st.all[k], 0 };
		s->cpu[i].nmi = (struct raw_value){ st.row_sum[k], st.found ? 0 : -ENOENT };
	}
	procfs_irq_end(&st);
}

/* /proc/stat only gives Busy% where MPERF does not: read it only then. */
static int mperf_missing(const struct topology *t, const struct plan *p, const struct snapshot *s)
{
	if (!plan_reads(p, RAW_MPERF))
		return 1;
	for (int i = 0; i < t->n; i++)
		if (!s->cpu[i].offline && snap_raw(s, i, RAW_MPERF)->err)
			return 1;
	return 0;
}

/* Whether the plan reads what struct cpu_more holds: cpuidle counts, --add counters, Tccd registers. */
static int needs_more(const struct plan *p)
{
	if (plan_reads(p, RAW_IDLE_COUNTS) || (p->added && p->added->n))
		return 1;
	for (int r = 0; r < RAW__COUNT; r++)
		if (p->src[r].kind == SRC_SMN && p->src[r].smn_ccds)
			return 1;
	return 0;
}

int sample_take(struct hw *hw, const struct topology *t, const struct plan *p, struct snapshot *s)
{
	struct cpulist online = { 0 };
	int err = hw_snapshot(hw, &s->t);
	int have_online = 0;

	if (err || (err = snapshot_layout(s, p, t)))
		return err;
	/* a plan may come to read them later (the top view's column groups): the rows are made then */
	if (needs_more(p) && !s->more && !(s->more = calloc(s->n, sizeof(*s->more))))
		return -ENOMEM;
	s->online[0] = '\0';
	if (p->read_online) {
		read_text(hw, "/sys/devices/system/cpu/online", s->online, 4096);
		have_online = cpulist_parse(s->online, &online) == 0;
	}
	memset(s->val, 0, rows_size(&s->lay));
	for (int i = 0; i < t->n; i++) {
		struct cpu_snap *cs = &s->cpu[i];

		struct cpu_more *m = s->more ? &s->more[i] : NULL;

		memset(cs, 0, sizeof(*cs));
		own_rows(t, i, cs);
		if (m)
			memset(m, 0, sizeof(*m));
		if (have_online && !cpulist_has(&online, t->cpu[i].cpu))
			cs->offline = 1;
		else
			read_cpu(hw, &t->cpu[i], p, s, i, m);
	}
	cpulist_free(&online);
	s->text_err = 0;
	for (int i = 0; i < t->n; i++) {
		struct cpu_snap *cs = &s->cpu[i];

		cs->irq.err = cs->nmi.err = cs->stat_busy.err = cs->stat_total.err = -ENOENT;
	}
	int read_stat = plan_reads(p, RAW_PROC_STAT) && mperf_missing(t, p, s);

	if (!read_stat && !plan_reads(p, RAW_INTERRUPTS))
		return 0;
	struct text_ctx c = { s, malloc(t->max_cpu * sizeof(int)), t->max_cpu };

	if (!c.row)
		return -ENOMEM;
	for (int i = 0; i < t->max_cpu; i++)
		c.row[i] = -1;
	for (int i = 0; i < t->n; i++)
		if (t->cpu[i].cpu >= 0 && t->cpu[i].cpu < t->max_cpu)
			c.row[t->cpu[i].cpu] = i;
	if (read_stat)
		read_proc_stat(hw, p->src[RAW_PROC_STAT].path, &c);
	if (plan_reads(p, RAW_INTERRUPTS))
		read_interrupts(hw, p->src[RAW_INTERRUPTS].path, &c);
	free(c.row);
	return 0;
}
