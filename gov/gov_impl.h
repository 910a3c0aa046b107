/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Private to gov/: the decision helpers the governors share.  (intel_pstate's
 * fixed-point arithmetic lives with its governors, in gov/tmpl/pid.c.)
 */
#ifndef TSNG_GOV_IMPL_H
#define TSNG_GOV_IMPL_H

#include <stddef.h>
#include <stdint.h>

#include "gov/gov.h"

/* The scheduler tick at HZ=250 (TICK_NSEC in microseconds). */
#define GOV_TICK_US 4000u

/* Append a named internal value to the decision's trace. */
void gov_trace_add(struct gov_decision *d, const char *name, int64_t value);
/* Fill pstate and khz of a decision, clamping the P-state to what the part allows. */
void gov_decide_pstate(const struct gov_cpu *cpu, struct gov_decision *d, int pstate);
void gov_decide_khz(const struct gov_cpu *cpu, struct gov_decision *d, uint64_t khz, enum gov_relation rel);
/* The index of parameter @name (@len bytes) in @ops's list, or -1 (gov/gov.c; parsing in gov/registry.c). */
int gov_param_index(const struct gov_ops *ops, const char *name, size_t len);

#endif
