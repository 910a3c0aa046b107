/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Command-line scanning with getopt_long_only()'s spelling rules and two
 * tiers of long names: the names turbostat 2025.12 has (its long_options[]
 * in cmdline()) are resolved first, so that each abbreviation its table makes
 * unique ("-s" for --show, "-a" for --add) keeps meaning what it means there
 * whatever options turbostat-ng adds; a name that matches none of them is
 * then looked up among turbostat-ng's own.
 */
#ifndef TSNG_OPTPARSE_H
#define TSNG_OPTPARSE_H

#include <stdbool.h>
#include <stddef.h>

struct opt_spec {
	const char *name;	/* long name, or NULL for a letter only */
	char letter;		/* short letter (in turbostat's optstring), or 0 */
	bool takes_arg;
	bool upstream;		/* in turbostat 2025.12's long_options[]: resolved before ours */
};

struct opt_scan {
	const struct opt_spec *spec;
	int nspec;
	int argc;
	char **argv;
	int next;		/* argv index being scanned; after the end, the first operand */
	int in_cluster;		/* >0: offset of the next letter in a "-qS" cluster */
};

/* What one step found: the index of its spec, its argument, and the option as it was typed. */
struct opt_found {
	int index;
	const char *arg;
	char typed[48];
};

void optparse_init(struct opt_scan *s, const struct opt_spec *spec, int nspec, int argc, char **argv);

/*
 * The next option: 1 and @f filled; 0 at the first operand or after "--"
 * (s->next is then the operand's index); -1 with a one-line message in @err
 * for an unknown, ambiguous or incomplete option, naming it as typed.
 */
int optparse_next(struct opt_scan *s, struct opt_found *f, char *err, size_t errlen);

/*
 * The spec a long name (no dashes, no "=value") resolves to: turbostat's
 * names first (exact, then unique prefix), then ours.  -1: none; -2:
 * ambiguous (@err then says "possibilities: '--a' '--b'").
 */
int optparse_resolve(const struct opt_spec *spec, int nspec, const char *name, size_t len, char *err,
		     size_t errlen);

#endif
