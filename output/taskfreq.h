/* SPDX-License-Identifier: GPL-2.0-only */
/* The wrapped command's own frequency beside the machine's (output/taskfreq.c). */
#ifndef TSNG_OUTPUT_TASKFREQ_H
#define TSNG_OUTPUT_TASKFREQ_H

#include <stdio.h>

#include "decode/table.h"
#include "decode/taskfreq.h"

/*
 * One line after a table, @who ("command", "cgroup") first: "command: Bzy_MHz 2800 (machine 2525),
 * busy 1.85 CPUs (machine 0.70 of 4), IPC 1.20 (machine 1.05)", its
 * reference cycles' source @ref named; the machine's from @t's summary row
 * (Bzy_MHz, Busy% of its CPUs, IPC), the command's from @c over @t's interval
 * at its TSC_MHz.
 */
void taskfreq_line(FILE *out, const struct table *t, const char *who, const struct task_counts *c, const char *ref);

/* @c's figures over @t's interval at its summary's TSC_MHz (what the line and JSON show). */
void taskfreq_of(const struct table *t, const struct task_counts *c, struct task_freq *f);

#endif
