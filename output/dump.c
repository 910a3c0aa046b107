/*
 * --Dump: raw counter values, no deltas (turbostat's dump_counters() prints
 * each as %016llX after its name).  A core's counters appear on its first
 * thread only, a package's on its first CPU, as they were read.
 */
#include "output/dump.h"

static int row_reads(const struct topo_cpu *c, enum raw_scope scope)
{
	return scope == RSCOPE_CPU || (scope == RSCOPE_CORE && c->first_in_core) ||
	       (scope == RSCOPE_PKG && c->first_in_pkg);
}

void dump_snapshot(const struct snapshot *s, const struct plan *p, const struct topology *t, FILE *out)
{
	for (int i = 0; i < s->n && i < t->n; i++) {
		const struct cpu_snap *cs = &s->cpu[i];

		fprintf(out, "CPU: %d\n", t->cpu[i].cpu);
		if (cs->offline) {
			fprintf(out, "offline\n");
			continue;
		}
		for (int r = 0; r < RAW__COUNT; r++)
			if (p->src[r].kind != SRC_NONE && !cs->raw[r].err && row_reads(&t->cpu[i], raw_info[r].scope))
				fprintf(out, "%s: %016llX\n", raw_info[r].name, (unsigned long long)cs->raw[r].v);
	}
}
