/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The option table and what each option does to struct options (cli/cmdline.c).
 * An option is one row of that table; --help, the man page's option list
 * (checked by tests/unit/test_manpage.c) and the shell completions are made from it.
 */
#ifndef TSNG_CLI_CMDLINE_H
#define TSNG_CLI_CMDLINE_H

#include <stdbool.h>
#include <stdio.h>

#include "cli/optparse.h"
#include "options.h"

#include "tsng_version.h"	/* TSNG_VERSION, TSNG_DATE: made from the Makefile's VERSION */

/* Where --help lists an option: one heading per group, in this order (cli/help.c). */
enum opt_group {
	OG_MEASURE, OG_COLUMNS, OG_OUTPUT, OG_RECORD, OG_GOVERNORS, OG_TOP, OG_EXPORTER, OG_COMPARE,
	OG__COUNT
};

/* What an option's argument is, for shell completion (cli/complete.c). */
enum opt_value {
	OV_NONE,	/* nothing to offer: a number, a spec, an address */
	OV_COLUMNS,	/* column and group names, comma-separated */
	OV_FILE,
	OV_CPU,		/* core, package, or a list */
	OV_FORMAT,	/* the renderers' names */
	OV_GOVERNOR,	/* governor names, and list */
	OV_WORKLOAD,	/* simulated workloads, and list */
	OV_PART,	/* modelled parts */
	OV_SHELL,	/* bash, zsh */
};

/* What cmdline_parse() wants main() to do. */
enum opt_outcome {
	OPT_RUN,	/* go on: measure, replay, simulate... */
	OPT_DONE,	/* --version, --governor list printed: exit 0 */
	OPT_HELP,	/* --help: the caller prints cmdline_usage(), exit 0 */
	OPT_COMPLETION,	/* --completion SHELL (o->completion, bash or zsh): the caller prints it, exit 0 */
	OPT_BAD_VALUE,	/* @err says which value and what is accepted: exit 2 */
	OPT_BAD_SPELLING,	/* @err says which option, or is empty for turbostat's --help: main() adds a hint, exit 2;
				 * invoked as turbostat, turbostat's usage on stderr and exit 1 */
	OPT_ERRX,	/* invoked as turbostat, a value its cmdline() rejects with errx(-1, ...): @err, exit 255 */
};

/* A handler: OPT_RUN to go on, else the outcome (@err filled for the bad ones). */
typedef enum opt_outcome (*opt_call)(struct options *o, const char *arg, FILE *out, char *err, size_t errlen);

/* What a row does with its option: set a flag, keep its text, add to a list, or call. */
enum opt_kind { OK_FLAG, OK_TEXT, OK_LIST, OK_CALL, OK_NONE };

/* One option: how it is spelled, what it does, and how --help and the completions show it. */
struct opt_row {
	struct opt_spec spec;
	enum opt_kind kind;
	size_t field;		/* offsetof(struct options, ...) for a flag, text or list */
	opt_call call;
	const char *argname;	/* in --help, for an option with an argument */
	enum opt_group group;
	enum opt_value value;
	const char *help;	/* NULL: turbostat lists it but it does nothing; not offered */
};

/* The option table (cli/cmdline.c), @n rows: turbostat 2026.02's options first, then ours. */
const struct opt_row *cmdline_rows(int *n);

/* The option specs in table order, @n of them. */
const struct opt_spec *cmdline_specs(int *n);

/*
 * The letter that spells row @i: its short option, or for a turbostat option
 * without one the one-letter abbreviation its table makes unique ("-s" is
 * --show, "-a" --add); 0 for none.
 */
char cmdline_letter(int i);

/* The canonical long name of spec @i, or "-C" for a letter-only row. */
const char *cmdline_name(int i);

/*
 * Parses argv into @o (o->prog set by the caller).  --help, --version and
 * --governor list print on @out.  Fork mode: o->cmd is the first operand on.
 */
enum opt_outcome cmdline_parse(int argc, char **argv, struct options *o, FILE *out, char *err, size_t errlen);

/* --help (cli/help.c): the options by group, from the table, and a few examples. */
void cmdline_usage(FILE *f, const char *prog);

/* turbostat's own usage text, as its help() prints it: --help and bad options invoked as turbostat. */
void cmdline_usage_turbostat(FILE *f);

/* --completion bash|zsh (cli/complete.c): a completion script from the table; -EINVAL for another shell. */
int cmdline_completion(FILE *f, const char *shell);

/* The version line: turbostat's "turbostat version DATE - ..." when invoked as turbostat. */
void cmdline_version(const struct options *o, FILE *f);

#endif
