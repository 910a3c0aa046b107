/* SPDX-License-Identifier: GPL-2.0-only */
/* Start-up facts of one CPU from the machine (measure/facts_read.c). */
#ifndef TSNG_FACTS_READ_H
#define TSNG_FACTS_READ_H

#include "decode/facts.h"
#include "hw.h"
#include "regset.h"

/* Reads what decode/ wants of @cpu into @rs and derives @f; -errno when CPUID says nothing. */
int facts_read(struct hw *hw, int cpu, struct regset *rs, struct cpu_facts *f);

#endif
