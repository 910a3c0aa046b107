/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The start-up report's lines from sysfs and procfs (decode/regtext.c): the
 * files to read at start-up and their decoders, rows of decode/regtab.c.
 */
#ifndef TSNG_REGTEXT_H
#define TSNG_REGTEXT_H

#include "decode/regdec.h"

#define SYSCPU "/sys/devices/system/cpu"

int regtext_has_cmdline(const struct reg_ctx *c);
int regtext_has_uncore(const struct reg_ctx *c);
int regtext_has_dma(const struct reg_ctx *c);
REGDEC(regtext_cmdline);
REGDEC(regtext_epb);
/* The CPU's EPB (0-15) as turbostat reads it, sysfs first: 0, or -errno when neither read. */
int regtext_epb_value(const struct reg_ctx *c, unsigned *epb);
REGDEC(regtext_cpufreq);
REGDEC(regtext_cpuidle);
REGDEC(regtext_uncore);
REGDEC(regtext_dma);

/* The files of the lines printed for every package's first CPU, @rs->cpu (EPB's). */
size_t regtext_pkg_wanted_files(const struct regset *rs, char (*out)[REGSET_PATH_BYTES], size_t max);

/*
 * The sysfs and procfs files the report prints, for CPU @rs->cpu, at most
 * @max into @out; how many it wants.
 */
size_t regtext_wanted_files(const struct regset *rs, const struct cpu_ident *id, char (*out)[REGSET_PATH_BYTES],
			    size_t max);

#endif
