/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The counter table (decode/raw_defs.c): every raw counter once, with where
 * it is read on each vendor (MSR, perf event, sysfs or procfs file), the
 * platform condition that makes it present, its scope, width, unit, wrap
 * rule and summary rule.  decode/plan.c makes the read plan from it;
 * decode/derive.c takes deltas and summaries by it.
 */
#ifndef TSNG_RAW_DEFS_H
#define TSNG_RAW_DEFS_H

#include <stdbool.h>
#include <stdint.h>

#include "raw.h"

/* What must hold for a source to exist on a part (platform record, CPUID, options). */
enum raw_on {
	ON_NEVER,	/* not on this vendor */
	ON_ALWAYS,
	ON_RESIDENCY,	/* arg: enum residency in the platform record */
	ON_RAPL,	/* arg: enum rapl_domain in the platform record */
	ON_C1_COUNTER,	/* the platform record's has_c1_msr */
	ON_DTS,		/* CPUID.6.EAX[0] */
	ON_PTS,		/* CPUID.6.EAX[6] */
	ON_GOVERNOR,	/* advisory governors asked for */
	ON_IDLE,	/* sysfs cpuidle states found */
	ON_EXT_CST,	/* the platform record's has_ext_cst_msrs */
	ON_L2,		/* arg 0 requests, 1 hits: decode/perf_l2.c has the part's event */
	ON_HWP,		/* CPUID.6.EAX[7] */
	ON_HWP_PKG,	/* CPUID.6.EAX[11] */
	ON_AMD_CPPC,	/* CPUID 0x80000008.EBX[27] */
	ON_PLR,		/* arg: enum plr_msr in the platform record's plr */
	ON_PLR_LAYOUT,	/* the platform record's plr_layout: the core limit reasons, where it says */
	ON_APERF,	/* CPUID.6.ECX[0]: turbostat 2026.02 uses APERF/MPERF only then (a VMware guest's MSRs lie) */
};

/* A register that some parts keep elsewhere (platform record cc6_msr, pc6_msr, plr_layout). */
enum raw_moved { MOVED_NO, MOVED_CC6, MOVED_PC6, MOVED_PLR };

/* Where a counter is read on one vendor; MSR first where readable, else perf. */
struct raw_where {
	enum raw_on on;
	int arg;
	uint32_t msr;
	const char *perf;	/* "pmu/event" */
	enum raw_moved moved;	/* the platform record may name another MSR */
};

/* What one count is worth: the plan's scale of an MSR or perf source. */
enum raw_unit {
	UNIT_COUNT,
	UNIT_RAPL_ENERGY,	/* RAPL energy status units, joules (perf: the event's scale) */
	UNIT_RAPL_DRAM,
	UNIT_RAPL_PSYS,
	UNIT_RAPL_TIME,		/* RAPL time units, seconds (PERF_STATUS) */
};

/* How a status value reads (decode/derive.c). */
enum raw_decode {
	DEC_PLAIN,	/* value * scale */
	DEC_DTS,	/* Intel digital thermal sensor: TjMax - [22:16] */
	DEC_TCTL,	/* AMD Tctl (k10temp file or SMN register) less the part's offset */
	DEC_CCD,	/* AMD: the hottest valid Tccd */
	DEC_PERF_CTL,	/* IA32_PERF_CTL [15:8]: the requested ratio */
	DEC_PLR,	/* limit reasons: status [15:0], and the log bits [31:16] set now but not at start */
	DEC_LOW43,	/* bits 42:0, exact in a double: the fields of a request register (decode/hwp.c) */
};

/* A source that only a start-up probe confirms (include/probe_types.h), tried last. */
enum raw_fallback {
	FB_NONE,
	FB_POWERCAP,	/* powercap intel-rapl:{pkg}/energy_uj */
	FB_AMD_TCTL,	/* k10temp temp1_input, else (--smn) the SMN Tctl register */
	FB_AMD_TCCD,	/* (--smn, with an SMN Tctl) the Tccd registers that read valid */
	FB_PMT,		/* the Intel PMT telemetry file of the row's GUID (struct raw_pmt_def) */
	FB_FOUND_FILE,	/* a file whose path the probe finds (probe_result.file): drm cards, SYS LPI */
};

/* An Intel PMT counter (turbostat.c pmt_init()): the GUID of its files and its place in them. */
struct raw_pmt_def {
	uint32_t guid;
	uint64_t off;				/* byte offset of the first word */
	unsigned step, cpus_per_step, steps_per_file;	/* per-CPU words: struct raw_pmt_at */
	int pkg0_only;
};

struct raw_def {
	const char *name;	/* for --debug */
	enum raw_scope scope;
	enum raw_sum sum;
	enum raw_kind kind;
	unsigned bits;		/* MSR width: deltas modulo 2^bits (perf counts are 64-bit) */
	enum raw_unit unit;
	enum raw_decode decode;
	uint8_t accumulate;	/* wraps often, the session keeps a 64-bit running sum: 1 + its slot in struct raw_sums; 0 none */
	enum src_kind special;	/* SRC_TSC, SRC_CPUIDLE, SRC_TEXT: read the one way there is */
	struct raw_where intel, amd;	/* Intel (and unknown vendors), AMD and Hygon */
	const char *file;	/* a sysfs/procfs path (template: include/raw.h) */
	double file_scale;	/* a file value into the counter's unit */
	enum raw_fallback fallback;
	const struct raw_pmt_def *pmt;	/* FB_PMT */
};

extern const struct raw_def raw_defs[RAW__COUNT];

#endif
