/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef TSNG_SIM_REPORT_H
#define TSNG_SIM_REPORT_H

#include <stdio.h>

struct sim_ensemble;

/* The table (or JSON): ensemble means, ratios against governor 0 with their intervals.  0 or -EIO. */
int sim_report_print(const struct sim_ensemble *e, const char *workload, const char *part, int json, FILE *out);
/* Workloads and parts, for --simulate list. */
void sim_list_print(FILE *out);

#endif
