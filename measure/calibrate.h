/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * --calibrate-power FILE (measure/calibrate.c): pin each P-state on every
 * CPU through cpufreq (the --act path: userspace governor, state file,
 * restore), keep every CPU busy, record RAPL package and PP0 energy and
 * APERF/MPERF per step, fit sim/calfit.h's model and write a part file that
 * --simulate --part FILE loads (sim/partfile.h).
 */
#ifndef TSNG_CALIBRATE_H
#define TSNG_CALIBRATE_H

#include <stddef.h>
#include <stdio.h>

#include "sim/partfile.h"
#include "hw.h"
#include "options.h"

/* Exit status (0; 1 when it could not measure or write; 2 for what this machine cannot be calibrated on); a reason in err. */
int calibrate_power(struct hw *hw, const struct options *o, FILE *out, char *err, size_t errlen);

/* A part file read from @path (at most PART_FILE_MAX bytes) and parsed; 0 or -errno with "PATH: reason" in err. */
int calibrate_part_load(const char *path, struct sim_part_file *out, char *err, size_t errlen);

#endif
