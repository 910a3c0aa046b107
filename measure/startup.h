/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Start-up facts (measure/startup.c): what decode/ wants read of the first
 * online CPU, derived once for whatever mode runs (a measuring session,
 * --show-turbo, --simulate on a recording, --calibrate-power); the report
 * printed from them is measure/startup_print.h's.
 */
#ifndef TSNG_STARTUP_H
#define TSNG_STARTUP_H

#include "decode/facts.h"
#include "hw.h"
#include "msr/topology.h"
#include "regset.h"

/* The facts of @topo's first CPU into @rs and @f: 0, or -errno when CPUID says nothing. */
int startup_facts(struct hw *hw, const struct topology *topo, struct regset *rs, struct cpu_facts *f);
/* The same where no topology is kept: the first online CPU (cpu 0 when the list cannot be read) into *cpu. */
int startup_facts_first(struct hw *hw, struct regset *rs, struct cpu_facts *f, int *cpu);

#endif
