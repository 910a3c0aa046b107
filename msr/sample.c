/*
 * The sampler: one pass over the CPUs, each read on its own CPU (turbostat
 * migrates for the same reason: a local rdmsr costs no inter-processor
 * interrupt, and one CPU's values are read close together in time).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cpulist.h"
#include "sample.h"

#define PROC_MAX (1 << 20)

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
	s->proc_stat = malloc(PROC_MAX);
	s->interrupts = malloc(PROC_MAX);
	s->online = malloc(4096);
	s->n = ncpu;
	if (!s->cpu || !s->proc_stat || !s->interrupts || !s->online) {
		snapshot_free(s);
		return -ENOMEM;
	}
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

static int in_scope(const struct topo_cpu *c, enum raw_scope scope)
{
	return scope == RSCOPE_CPU || (scope == RSCOPE_CORE && c->first_in_core) ||
	       (scope == RSCOPE_PKG && c->first_in_pkg);
}

static void read_raw(struct hw *hw, int cpu, const struct raw_source *src, struct raw_value *out)
{
	switch (src->kind) {
	case SRC_TSC:
		out->err = hw_tsc(hw, cpu, &out->v);
		break;
	case SRC_MSR:
		out->err = hw_read_msr(hw, cpu, src->msr, &out->v);
		break;
	case SRC_PERF:
		out->err = hw_perf_read(hw, cpu, src->perf, &out->v);
		break;
	case SRC_NONE:
		out->err = -ENOENT;
		break;
	}
}

static void read_idle(struct hw *hw, int cpu, int nidle, struct cpu_snap *cs)
{
	char path[128];

	for (int k = 0; k < nidle; k++) {
		snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/cpuidle/state%d/time", cpu, k);
		cs->idle_time_us[k].err = hw_read_u64(hw, path, &cs->idle_time_us[k].v);
		snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/cpuidle/state%d/usage", cpu, k);
		cs->idle_usage[k].err = hw_read_u64(hw, path, &cs->idle_usage[k].v);
	}
}

static void read_cpu(struct hw *hw, const struct topo_cpu *c, const struct plan *p, struct cpu_snap *cs)
{
	int err = hw_pin(hw, c->cpu);

	if (err == -EINVAL || err == -ENXIO) {
		cs->offline = 1;
		return;
	}
	for (int r = 0; r < RAW__COUNT; r++) {
		if (!in_scope(c, raw_info[r].scope) || p->src[r].kind == SRC_NONE) {
			cs->raw[r].err = -ENOENT;
			continue;
		}
		read_raw(hw, c->cpu, &p->src[r], &cs->raw[r]);
	}
	read_idle(hw, c->cpu, p->nidle, cs);
}

static void read_text(struct hw *hw, const char *path, char *buf, size_t size)
{
	if (hw_read_file(hw, path, buf, size) < 0)
		buf[0] = '\0';
}

int sample_take(struct hw *hw, const struct topology *t, const struct plan *p, struct snapshot *s)
{
	struct cpulist online = { 0 };
	int err = hw_snapshot(hw, &s->t);

	if (err)
		return err;
	read_text(hw, "/sys/devices/system/cpu/online", s->online, 4096);
	int have_online = cpulist_parse(s->online, &online) == 0;

	for (int i = 0; i < t->n; i++) {
		struct cpu_snap *cs = &s->cpu[i];

		memset(cs, 0, sizeof(*cs));
		if (have_online && !cpulist_has(&online, t->cpu[i].cpu))
			cs->offline = 1;
		else
			read_cpu(hw, &t->cpu[i], p, cs);
	}
	cpulist_free(&online);
	if (p->read_proc_stat)
		read_text(hw, "/proc/stat", s->proc_stat, PROC_MAX);
	if (p->read_interrupts)
		read_text(hw, "/proc/interrupts", s->interrupts, PROC_MAX);
	return 0;
}
