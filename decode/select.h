/* SPDX-License-Identifier: GPL-2.0-only */
/* --show, --hide and --enable resolved against the columns (decode/select.c). */
#ifndef TSNG_SELECT_H
#define TSNG_SELECT_H

#include <errno.h>
#include <stdbool.h>
#include <stddef.h>

#include "decode/added.h"
#include "decode/columns.h"
#include "options.h"
#include "snapshot.h"

/*
 * An unknown name: our one-line message, or with @turbostat (invoked as
 * turbostat) verify_deferred_consumed()'s "Counter 'X' can not be added."
 * ("skipped." for --hide), which turbostat 2026.02 follows with exit 234.
 */
#define SELECT_UNKNOWN_NAME (-ESRCH)

/*
 * The columns on before --show/--hide: those not off by default, plus those
 * --enable or --show name.  @idle, the machine's cpuidle states (or NULL),
 * lets a state's own name (haltpoll_idle) turn its count column on.
 */
int select_enabled(const struct name_list *enable, const struct name_list *show, const struct added_set *added,
		   const struct idle_states *idle, bool turbostat, colset *out, char *err, size_t errlen);

/*
 * Keeps the columns of @cols that @o's --show/--hide/--enable/--debug/--list
 * leave, in command-line order as turbostat applies them (decode/select.c);
 * returns the new count, or SELECT_UNKNOWN_NAME with @err set when a --show
 * or --hide name is neither a column nor a group nor one of @idle's state
 * columns (a known column that this machine lacks is not an error: it is
 * just not there).  Names are case-sensitive, as turbostat's; whitespace in
 * a name reads as '_'.
 */
int select_apply(const struct options *o, const struct added_set *added, const struct idle_states *idle,
		 struct out_col *cols, int ncols, char *err, size_t errlen);

/* Calls @fn with each token of @l that is a group ("hwp", "idle") and the columns it selects. */
void select_each_group(const struct name_list *l, void (*fn)(const char *group, const colset *members, void *arg),
		       void *arg);

/* Whether a token of @l is column @id's own name ("PkgWatt", or its --Joules "Pkg_J"), not a group. */
bool select_names_column(const struct name_list *l, enum col_id id);

/* Whether a token of @l ("FreqInv", "frequency", "all") selects column @id. */
bool select_names(const struct name_list *l, enum col_id id);

/*
 * Calls @fn with every name --show/--hide know on any machine, each once:
 * "all", the groups, the columns of the table and their --Joules names (not
 * the idle-state columns, "C1E%", which depend on the machine).
 */
void select_words(void (*fn)(const char *word, void *arg), void *arg);

#endif
