/*
 * From two snapshots to per-interval deltas (decode/derive.c): per CPU, and
 * the summary row combined as turbostat does (averages of counters over
 * CPUs, cores or packages; sums of IRQ, SMI and energy; maxima of
 * temperatures), so every column is computed the same way on both.
 */
#ifndef TSNG_DERIVE_H
#define TSNG_DERIVE_H

#include <stddef.h>
#include <stdint.h>

#include "decode/platform.h"
#include "raw.h"
#include "snapshot.h"
#include "topo.h"

#define GOV_COLS_MAX 4		/* advisory governors at once */

enum delta_state {
	DS_OK,
	DS_ABSENT,	/* not read, or the read failed */
	DS_RESET,	/* went backwards: no honest delta */
};

/* One derived value and its enum delta_state. */
struct dval {
	double v;
	uint8_t st;
};

/* Facts the derivation needs, decoded once at start-up. */
struct derive_ctx {
	const struct topology *topo;
	const struct plan *plan;
	double base_hz;		/* base clock: Bzy_MHz = base * APERF/MPERF; 0 unknown */
	double tsc_tweak;	/* base_hz / tsc_hz where the TSC does not tick at base; else 1 */
	unsigned mperf_mult;	/* APERF/MPERF count in units of this many cycles (Xeon Phi 1024) */
	unsigned fi_ratio;	/* arch_max_freq_ratio for FreqInv; 0 when invariance is off */
	int tjmax;		/* degrees C; 0 unknown */
	int tctl_offset_c;	/* AMD: Tctl - Tdie, subtracted from a k10temp Tctl */
	int nidle;
	int joules;		/* energy columns in joules (--Joules), else watts */
	int ecore_c6_minus_c7;	/* hybrid parts: an E-core's CC6 counter also counts its CC7 time */
};

struct delta {
	double raw[RAW__COUNT];		/* counters: delta in the source's unit; status: degrees C */
	uint8_t st[RAW__COUNT];		/* enum delta_state */
	uint64_t acnt, mcnt;		/* exact APERF and MPERF deltas, for FreqInv */
	double irq;
	uint8_t irq_st;
	double stat_busy, stat_total;	/* /proc/stat ticks */
	uint8_t stat_st;
	double idle_us[IDLE_MAX];
	uint8_t idle_st[IDLE_MAX];
	double interval_s;
	struct hw_time t;		/* end of the interval */
	/* advisory governors (measure/advise.c): what each would have requested */
	int gov_pstate[GOV_COLS_MAX];
	unsigned gov_khz[GOV_COLS_MAX];
	uint8_t gov_st[GOV_COLS_MAX];	/* enum delta_state */
	int offline;
	/* decode/counters.c: values beyond the raw registers */
	struct dval usec;		/* collection cost of this row in the later snapshot */
	struct dval nmi;
	struct dval idle_usage[IDLE_MAX], idle_below[IDLE_MAX], idle_above[IDLE_MAX];
	struct dval added[ADDED_MAX];
	uint64_t added_raw[ADDED_MAX];	/* the latest value, for raw-format --add columns */
	struct dval unc_mhz;
	struct dval core_thr;		/* thermal throttling events of the core */
	struct dval c1;			/* CPU%c1 cycles: the C1 counter, else TSC - MPERF - core c3/c6/c7 */
	int tsc_slow;			/* ΔTSC under 10^6: turbostat's "Insanely slow TSC rate" */
};

/*
 * Per-CPU deltas into @cpu (topo->n entries) and the summary into @sum.
 * Each counter that went backwards or a CPU that went away is noted in
 * @notice (one line, empty when nothing happened).
 */
void derive_interval(const struct derive_ctx *ctx, const struct snapshot *prev,
		     const struct snapshot *cur, struct delta *cpu, struct delta *sum,
		     char *notice, size_t noticelen);




/*
 * decode/counters.c: usec, NMI, the cpuidle counts, uncore MHz and --add
 * counters of every CPU, then their summary; notes an insanely slow TSC.
 */
void counters_derive(const struct derive_ctx *ctx, const struct snapshot *prev, const struct snapshot *cur,
		     struct delta *cpu, struct delta *sum, char *notice, size_t noticelen);

#endif
