// SPDX-License-Identifier: GPL-2.0-only
/*
 * A recording's mean busy frequency per CPU (measure/rec_busy.h).  APERF
 * (0xE8) and MPERF (0xE7) as the recording holds them, by MSR or by perf's
 * msr PMU (msr/aperf/, msr/mperf/), and the TSC, at the first and the last
 * snapshot that has all three: over the whole span, as turbostat derives
 * Bzy_MHz over one interval (tools/power/x86/turbostat/turbostat.c
 * format_counters(): base_hz / units * aperf / mperf with base_hz the TSC's
 * rate).  A CPU's counters are 64 bits wide: no wrap in a recording's span.
 */
#include <stdlib.h>

#include "measure/rec_busy.h"
#include "msr/topology.h"

#define MSR_IA32_MPERF 0xE7	/* SDM vol. 4 table 2-2 */
#define MSR_IA32_APERF 0xE8

struct busy_read {
	uint64_t aperf, mperf, tsc, ns;
	int ok;
};

static int read_counter(struct hw *hw, unsigned cpu, uint32_t msr, const char *event, uint64_t *v)
{
	return hw_read_msr(hw, (int)cpu, msr, v) == 0 || hw_perf_read(hw, (int)cpu, event, v) == 0 ? 0 : -1;
}

static struct busy_read busy_read(struct hw *hw, unsigned cpu, uint64_t ns)
{
	struct busy_read r = { .ns = ns };

	r.ok = !read_counter(hw, cpu, MSR_IA32_APERF, "msr/aperf/", &r.aperf) &&
	       !read_counter(hw, cpu, MSR_IA32_MPERF, "msr/mperf/", &r.mperf) && !hw_tsc(hw, (int)cpu, &r.tsc);
	return r;
}

unsigned rec_busy_mhz(struct hw *hw, unsigned *mhz, unsigned max)
{
	struct topology topo;
	char err[256];
	unsigned ncpus = 0, n = 0;

	for (unsigned c = 0; c < max; c++)
		mhz[c] = 0;
	if (topology_read(hw, &topo, err, sizeof(err)) == 0) {
		ncpus = topo.max_cpu > 0 && (unsigned)topo.max_cpu < max ? (unsigned)topo.max_cpu : max;
		topology_free(&topo);
	}
	if (!ncpus)
		return 0;

	struct busy_read *first = calloc(ncpus, sizeof(*first)), *last = calloc(ncpus, sizeof(*last));
	struct hw_time t;

	if (!first || !last) {
		free(first);
		free(last);
		return 0;
	}
	while (hw_snapshot(hw, &t) == 0)
		for (unsigned c = 0; c < ncpus; c++) {
			struct busy_read r = busy_read(hw, c, t.mono_ns);

			if (r.ok)
				*(first[c].ok ? &last[c] : &first[c]) = r;
		}
	for (unsigned c = 0; c < ncpus; c++) {
		const struct busy_read *a = &first[c], *b = &last[c];

		if (!a->ok || !b->ok || b->ns <= a->ns || b->mperf <= a->mperf || b->tsc <= a->tsc)
			continue;
		double tsc_mhz = (double)(b->tsc - a->tsc) / ((double)(b->ns - a->ns) / 1000.0);

		mhz[c] = (unsigned)(tsc_mhz * (double)(b->aperf - a->aperf) / (double)(b->mperf - a->mperf) + 0.5);
		n += mhz[c] > 0;
	}
	free(first);
	free(last);
	return n ? ncpus : 0;
}
