/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Part files (sim/part.c): a modelled part as text, for --simulate --part
 * FILE, written by --calibrate-power.  One "key value..." a line, '#'
 * starts a comment line:
 *
 *   part NAME                      required
 *   description TEXT
 *   cores N / domain_cores N       the part's cores; those simulated in one domain (1..8)
 *   pstates MIN MAX PHYS TURBO     ratios: PLATFORM_INFO min, max non-turbo, base, top turbo (required)
 *   bclk_khz N                     kHz per ratio step (required)
 *   fi_ratio N                     arch_max_freq_ratio x 1024 (0: turbo x 1024 / base)
 *   trl R1 R2 ...                  turbo ratio limit by active cores (1..)
 *   freq_table asc|desc|none|acpi  the cpufreq driver's table (gov/gov.h enum gov_freq_table)
 *   latency_us N                   cpuinfo.transition_latency
 *   volts VMIN VBASE VMAX          mV at min, base and top (required)
 *   leak_w W / dyn_max_w W / uncore_w W   (sim/power.h struct sim_power; required)
 *   poll_frac F                    share of dyn_max_w drawn in the poll loop, 0..1 (optional)
 *   transition_us N
 *   cstate NAME EXIT_US RESIDENCY_US LEAK_FRAC   shallow to deep, up to 4
 *   hwp HIGHEST GUARANTEED EFFICIENT LOWEST      IA32_HWP_CAPABILITIES (absent: no HWP)
 */
#ifndef TSNG_PARTFILE_H
#define TSNG_PARTFILE_H

#include <stddef.h>
#include <stdio.h>

#include "sim/part.h"
#include "sim/power.h"

#define PART_FILE_MAX 65536		/* bytes of a part file read */

struct sim_part_file {
	struct sim_part part;		/* its strings point into the fields below */
	char name[64], description[160];
	char cstate_name[SIM_MAX_CSTATES][16];
};

/* The text of a part file -> *out; 0, or -EINVAL with "line N: reason" in err. */
int sim_part_parse(const char *text, struct sim_part_file *out, char *err, size_t errlen);
/* @p as a part file, after @comment's lines (each given a '#'); 0 or -EIO. */
int sim_part_write(const struct sim_part *p, const char *comment, FILE *out);

#endif
