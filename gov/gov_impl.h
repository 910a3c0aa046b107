/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Private to gov/: the kernel's fixed-point helpers and the decision helpers
 * the governors share.
 *
 * intel_pstate FP8 arithmetic (drivers/cpufreq/intel_pstate.c, v4.5:
 * FRAC_BITS 8, mul_fp(), div_fp()).  C's >> on a negative int64_t is
 * implementation-defined, so fp_toint and mul_fp floor explicitly, as the
 * kernel's arithmetic shift does; div64_s64 truncates toward zero like C's /.
 */
#ifndef TSNG_GOV_IMPL_H
#define TSNG_GOV_IMPL_H

#include <stdint.h>

#include "gov/gov.h"

#define FRAC_BITS 8
#define EXT_FRAC_BITS 14	/* v4.7 core_avg_perf */

static inline int64_t fp_asr(int64_t x, unsigned n)
{
	return x >= 0 ? x >> n : -(int64_t)((((uint64_t)-x) + ((1ULL << n) - 1)) >> n);
}

static inline int64_t int_tofp(int64_t x) { return x * (1 << FRAC_BITS); }
static inline int64_t fp_toint(int64_t x) { return fp_asr(x, FRAC_BITS); }
/* The kernel takes int32 arguments and a 64-bit product. */
static inline int64_t mul_fp(int64_t x, int64_t y) { return fp_asr((int64_t)(int32_t)x * (int32_t)y, FRAC_BITS); }
static inline int64_t div64_s64(int64_t x, int64_t y) { return y ? x / y : 0; }
static inline int64_t div_fp(int64_t x, int64_t y) { return div64_s64(x * (1 << FRAC_BITS), y); }

/* The scheduler tick at HZ=250 (TICK_NSEC in microseconds). */
#define GOV_TICK_US 4000u

/* Append a named internal value to the decision's trace. */
void gov_trace_add(struct gov_decision *d, const char *name, int64_t value);
/* Fill pstate and khz of a decision, clamping the P-state to what the part allows. */
void gov_decide_pstate(const struct gov_cpu *cpu, struct gov_decision *d, int pstate);
void gov_decide_khz(const struct gov_cpu *cpu, struct gov_decision *d, uint64_t khz, enum gov_relation rel);

#endif
