// SPDX-License-Identifier: GPL-2.0-only
/*
 * --Dump: raw counter values, no deltas (turbostat's dump_counters() prints
 * each as %016llX after its name).  A core's counters appear on its first
 * thread only, a package's on its first CPU, as they were read.
 */
#include "decode/raw_defs.h"
#include "output/dump.h"
#include "scope.h"

void dump_snapshot(const struct snapshot *s, const struct plan *p, const struct topology *t, FILE *out)
{
	for (int i = 0; i < s->n && i < t->n; i++) {
		const struct cpu_snap *cs = &s->cpu[i];

		fprintf(out, "CPU: %d\n", t->cpu[i].cpu);
		if (cs->offline) {
			fprintf(out, "offline\n");
			continue;
		}
		for (int r = 0; r < RAW__COUNT; r++) {
			const struct raw_value *v = snap_raw(s, i, r);

			if (p->src[r].kind != SRC_NONE && !v->err && scope_reads(&t->cpu[i], raw_defs[r].scope))
				fprintf(out, "%s: %016llX\n", raw_defs[r].name, (unsigned long long)v->v);
		}
	}
}
