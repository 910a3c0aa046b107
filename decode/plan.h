/* Choosing the source of each raw counter at start-up (decode/plan.c). */
#ifndef TSNG_PLAN_H
#define TSNG_PLAN_H

#include "decode/platform.h"
#include "decode/rapl.h"
#include "raw.h"

struct plan_inputs {
	const struct platform_features *pf;
	enum vendor vendor;
	int msr_ok;		/* /dev/cpu/N/msr readable */
	int perf_ok;		/* perf allowed (not --no-perf) */
	int nidle;		/* sysfs cpuidle states found */
	int has_dts, has_pts;	/* CPUID.6.EAX[0] core and [6] package thermal sensors */
	int want_perf_ctl;	/* advisory governors start each decision from the requested P-state */
	const struct rapl_info *rapl;	/* units for the MSR energy counters; NULL: scales left at 1 */
};

/* MSR first where readable, else the perf PMU, else not read (reference/turbostat.md §6). */
void plan_build(const struct plan_inputs *in, struct plan *p);

/*
 * PkgTmp from the AMD SMN Tctl register when no other source was found
 * (k10temp absent): sets p->src[RAW_PKG_THERM] to SRC_SMN for AMD/Hygon
 * family 17h and later where node = package index holds; the caller then
 * confirms with one read and drops it if that fails.  With it, the part's
 * candidate Tccd registers as p->src[RAW_CCD_THERM] (every bit of
 * smn_ccds set): the caller keeps those that read valid, as k10temp does.
 */
void plan_smn_tctl(const struct cpu_ident *id, int npkg, struct plan *p);

#endif
