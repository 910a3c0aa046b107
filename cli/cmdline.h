/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The option table and what each option does to struct options (cli/cmdline.c).
 * An option is one row of that table; --help is printed from it.
 */
#ifndef TSNG_CLI_CMDLINE_H
#define TSNG_CLI_CMDLINE_H

#include <stdbool.h>
#include <stdio.h>

#include "cli/optparse.h"
#include "options.h"

#include "tsng_version.h"	/* TSNG_VERSION, TSNG_DATE: made from the Makefile's VERSION */

/* The option specs in table order (turbostat 2025.12's first), @n of them. */
const struct opt_spec *cmdline_specs(int *n);

/* The canonical long name of spec @i, or "-C" for a letter-only row. */
const char *cmdline_name(int i);

/* What cmdline_parse() wants main() to do. */
enum opt_outcome {
	OPT_RUN,	/* go on: measure, replay, simulate... */
	OPT_DONE,	/* --help, --version, --governor list printed: exit 0 */
	OPT_BAD_VALUE,	/* @err says which value and what is accepted: exit 2 */
	OPT_BAD_SPELLING,	/* @err says which option; the usage follows it: exit 2 */
};

/*
 * Parses argv into @o (o->prog set by the caller).  --help, --version and
 * --governor list print on @out.  Fork mode: o->cmd is the first operand on.
 */
enum opt_outcome cmdline_parse(int argc, char **argv, struct options *o, FILE *out, char *err, size_t errlen);

void cmdline_usage(FILE *f, const char *prog);

/* The version line: turbostat's "turbostat version DATE - ..." when invoked as turbostat. */
void cmdline_version(const struct options *o, FILE *f);

#endif
