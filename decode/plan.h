/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The read plan (decode/plan.c): from the counter table, the counters the
 * enabled columns need, the part's platform record and the start-up probe's
 * answers, which source each counter is read from.  The one place that
 * decides what is sampled.
 */
#ifndef TSNG_PLAN_H
#define TSNG_PLAN_H

#include "decode/platform.h"
#include "decode/rapl.h"
#include "decode/raw_defs.h"
#include "probe_types.h"
#include "raw.h"

struct plan_inputs {
	const struct raw_def *defs;	/* the counter table: raw_defs, or a test's */
	const struct platform_features *pf;
	const struct cpu_ident *id;
	int npkg;
	int msr_ok;		/* /dev/cpu/N/msr readable */
	int msr_batch;		/* every MSR of every CPU comes in one call (msr-safe's batch device) */
	int perf_ok;		/* perf allowed (not --no-perf) */
	int probe_cpu;		/* where a perf event or an allowlist entry is tried: the first CPU */
	int smn_ok;		/* --smn: AMD temperatures through SMN config-space writes */
	int nidle;		/* sysfs cpuidle states found */
	int want_perf_ctl;	/* advisory governors start each decision from the requested P-state */
	const struct rapl_info *rapl;	/* units for the MSR energy counters; NULL: scales left at 1 */
};

/*
 * What the plan still needs the machine to confirm, given the answers so
 * far in @got: 1 with @req filled (answer it with msr/probe.c's probe_read()
 * and ask again), 0 when nothing is left to ask.  @scratch is a plan to
 * work in (the caller's, overwritten: 37 KB that would stay resident as stack).
 */
int plan_probe_request(const struct plan_inputs *in, const rawset *needed, const struct probe_result *got,
		       struct probe_request *req, struct plan *scratch);

/*
 * The plan for the counters in @needed, each from its cheapest source: the
 * MSR where msr-safe's batch reads it (one call for every register of every
 * CPU); else its perf event where it opened at start-up (one read per PMU
 * group, no migration: turbostat's order too, perf first, e.g.
 * rapl_perf_init() before the MSR fallback); else the MSR one pread at a
 * time; else the perf event without MSRs; else its file; else the fallback
 * the probe confirmed.  A counter not needed is not read.
 */
void plan_build(const struct plan_inputs *in, const rawset *needed, const struct probe_result *got,
		struct plan *p);

/* Whether any counter comes from an MSR: an offline CPU then shows itself (ENXIO, or a refused migration). */
bool plan_reads_msr(const struct plan *p);

#endif
