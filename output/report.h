/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The start-up configuration report (output/report.c): the register table's
 * rows (decode/regtab.c) that this part has, each through the one formatter
 * (output/regline.c), as turbostat 2026.02 prints them on its outf before
 * the first interval; and the same rows as the JSON "config" record.
 */
#ifndef TSNG_REPORT_H
#define TSNG_REPORT_H

#include <stdbool.h>
#include <stdio.h>

#include "decode/regtab.h"

/*
 * The lines for the first CPU (@c->rs), the per-package rows also for
 * @npkg other packages' first CPUs (@pkg_rs).  @c->full: every row
 * turbostat prints (its --debug rows with @debug), else our own name's
 * brief rows; @as_turbostat picks turbostat's text where ours differs
 * (decode/regtab.h fmt_ng).
 */
void report_print(FILE *out, const struct reg_ctx *c, const struct regset *pkg_rs, size_t npkg, bool as_turbostat,
		  bool debug);

/*
 * turbostat's --debug lines about the CPUs, after its version and command
 * line: each core's "set_thread_siblings: cpuN.ht_sibling_cpu_id[T] = S"
 * (on standard error, as turbostat), each CPU's "cpu N pkg P die D l3 L node M
 * lnode K core C thread T", and with --debug twice "master_cpu = N", the CPU
 * the report reads.  Nothing without @c->topo.
 */
void report_topology(FILE *out, const struct reg_ctx *c);

/*
 * {"schema":1,"kind":"config","cpu":N,"registers":[...],"packages":[...]}:
 * every row this part has with every field, then for each other package
 * its first CPU's per-package rows; with --debug "cores":[{"cpu":N,
 * "registers":[...]}], each core's thermal registers.
 */
void report_json(FILE *out, const struct reg_ctx *c, const struct regset *pkg_rs, size_t npkg);

#endif
