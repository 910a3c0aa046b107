// SPDX-License-Identifier: GPL-2.0-only
/*
 * Column selection as turbostat does it (turbostat(8) --show/--hide, turbostat.c bic_lookup()): names
 * and groups, comma-separated; the first --show replaces the set, later ones
 * add; --hide removes.  sysfs cpuidle columns are matched by their printed
 * name ("C1E%"), whatever state they came from.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "decode/select.h"
#include "suggest.h"

#define SUGGEST_NAMES 64	/* idle states and --add counters weighed for "did you mean" */

/*
 * Group names besides col_group_names[]: GRP__COUNT stands for "idle", hwidle and swidle;
 * GRP__COUNT + 1 for pct_idle, turbostat's built-in counter (BIC_pct_idle) of every
 * sysfs cpuidle residency column (C1%, C6% ...).
 */
#define GRP_PCT_IDLE (GRP__COUNT + 1)

static const struct {
	const char *name;
	int group;
} group_aliases[] = {
	{ "idle", GRP__COUNT },
	{ "sysfs", GRP_SWIDLE },	/* the legacy name of swidle */
	{ "llc", GRP_CACHE },
	/* turbostat 2026.02's perf warning says "use '--hide LLC'", a name it then refuses (exit 234) */
	{ "LLC", GRP_CACHE },
	{ "pct_idle", GRP_PCT_IDLE },
};

#define NALIASES (sizeof(group_aliases) / sizeof(group_aliases[0]))

static int group_of(const char *name)
{
	for (size_t a = 0; a < NALIASES; a++)
		if (strcmp(name, group_aliases[a].name) == 0)
			return group_aliases[a].group;
	for (int g = 0; g < GRP__COUNT; g++)
		if (strcmp(name, col_group_names[g]) == 0)
			return g;
	return -1;
}

static bool in_group(enum col_id id, int g)
{
	uint32_t groups = col_defs[id].groups;

	if (g == GRP_PCT_IDLE)
		return id == COL_IDLE_PCT;
	/* "idle" is hwidle plus the residency columns, without the cpuidle counts (bic_group_idle) */
	if (g == GRP__COUNT)
		return (groups & (1u << GRP_HWIDLE | 1u << GRP_SWIDLE)) && !(groups & 1u << GRP_CPUIDLE);
	return groups & (1u << g);
}

/* @tok is the column's own name (or its --Joules one), not a group's */
static bool own_name(const char *tok, const struct out_col *oc)
{
	const struct col_def *def = &col_defs[oc->id];

	return def->name[0] && oc->id != COL_IDLE_PCT &&
	       (!strcmp(tok, def->name) || (def->name_joules && !strcmp(tok, def->name_joules)));
}

/* Does token @tok (a name, a group or "all") select column @oc? */
static bool matches(const char *tok, const struct out_col *oc)
{
	int g;

	/* bic_lookup()'s "all" is every built-in column: an --add counter is none (--hide all keeps it) */
	if (strcmp(tok, "all") == 0)
		return !col_is_added(oc->id);
	g = group_of(tok);
	if (g >= 0)
		return in_group(oc->id, g);
	return strcmp(tok, oc->name) == 0 || own_name(tok, oc);
}

/* A name that only a sysfs cpuidle state can give: "C1E%", "C6+", "C1-", "C1", "POLL". */
static bool idle_like(const char *name)
{
	size_t n = strlen(name);

	if (n > 1 && (name[n - 1] == '%' || name[n - 1] == '+' || name[n - 1] == '-'))
		return true;
	return strcmp(name, "POLL") == 0 || (name[0] == 'C' && name[1] >= '0' && name[1] <= '9');
}

/* A column of the table, a group, "all" or a governor column: known whatever the machine. */
static bool fixed_known(const char *name)
{
	if (strcmp(name, "all") == 0 || group_of(name) >= 0)
		return true;
	for (int id = 0; id < COL__COUNT; id++)
		if (col_defs[id].name[0] && id != COL_IDLE_PCT &&
		    (strcmp(name, col_defs[id].name) == 0 ||
		     (col_defs[id].name_joules && strcmp(name, col_defs[id].name_joules) == 0)))
			return true;
	/* numbered advisory governor columns: Gov1_PS, Gov2_MHz ... */
	unsigned k;
	char unit[8];

	return sscanf(name, "Gov%u_%7s", &k, unit) == 2 && k >= 1 && k <= GOV_COLS_MAX &&
	       (strcmp(unit, "PS") == 0 || strcmp(unit, "MHz") == 0);
}

/* Whether a column before @id has its name (CorWatt: Intel's RAPL and AMD's per-core energy). */
static bool named_before(int id)
{
	for (int k = 0; k < id; k++)
		if (strcmp(col_defs[k].name, col_defs[id].name) == 0)
			return true;
	return false;
}

void select_words(void (*fn)(const char *word, void *arg), void *arg)
{
	fn("all", arg);
	for (int g = 0; g < GRP__COUNT; g++)
		fn(col_group_names[g], arg);
	for (size_t a = 0; a < NALIASES; a++)
		fn(group_aliases[a].name, arg);
	for (int id = 0; id < COL__COUNT; id++) {
		if (!col_defs[id].name[0] || id == COL_IDLE_PCT || named_before(id))
			continue;
		fn(col_defs[id].name, arg);
		if (col_defs[id].name_joules)
			fn(col_defs[id].name_joules, arg);
	}
}

/* Whether @name is a column one of this machine's idle states makes: "C1E%", "C1E", "C1E+", "C1E-". */
static bool idle_named(const char *name, const struct idle_states *idle)
{
	static const char *const suffix[] = { "%", "", "+", "-" };
	char col[32];

	for (int k = 0; k < idle->n; k++)
		for (size_t i = 0; i < sizeof(suffix) / sizeof(suffix[0]); i++) {
			columns_idle_name(idle->name[k], suffix[i], col, sizeof(col));
			if (strcmp(name, col) == 0)
				return true;
		}
	return false;
}

static bool added_named(const char *tok, const struct added_set *added)
{
	for (int i = 0; added && i < added->n; i++)
		if (strcmp(tok, added->c[i].name) == 0)
			return true;
	return false;
}

/* How an unknown name is told: in our words, or in turbostat's (@verb "added" or "skipped"). */
struct voice {
	bool turbostat;
	const char *verb;
	/* --enable/--show: a name a cpuidle state may have anywhere (C6%, POLL) passes too */
	bool any_idle_like;
};

static void suggest_word(const char *word, void *arg)
{
	suggest_try(arg, word);
}

/* Our line for a name that is none: the nearest column, group, idle state or --add name, as git does */
static void unknown_name(const char *tok, const struct added_set *added, const struct idle_states *idle, char *err,
			 size_t errlen)
{
	char cols[SUGGEST_NAMES][32], near[80];
	struct suggest sg;
	int n = 0;

	suggest_init(&sg, tok);
	select_words(suggest_word, &sg);
	for (int k = 0; idle && k < idle->n && n < SUGGEST_NAMES; k++)
		columns_idle_name(idle->name[k], "%", cols[n++], sizeof(cols[0]));
	for (int i = 0; added && i < added->n && n < SUGGEST_NAMES; i++)
		snprintf(cols[n++], sizeof(cols[0]), "%s", added->c[i].name);
	for (int i = 0; i < n; i++)
		suggest_try(&sg, cols[i]);
	snprintf(err, errlen, "no column or group named '%s' (see --list)%s", tok, suggest_text(&sg, near, sizeof(near)));
}

/*
 * Calls @fn for each comma-separated token of every list entry; stops at an
 * unknown name.  Whitespace in a token reads as '_', as in the column names
 * (columns_idle_name()).  With @idle, a name that only an idle state could
 * make must be one of these states' (turbostat: "Counter 'X' can not be
 * added"); without, any such name passes.
 */
static int each_token(const struct name_list *l, const struct added_set *added, const struct idle_states *idle,
		      struct voice v, char *err, size_t errlen, void (*fn)(const char *tok, void *arg), void *arg)
{
	for (int i = 0; i < l->n; i++) {
		char buf[512], *save, *tok;

		snprintf(buf, sizeof(buf), "%s", l->name[i]);
		for (char *p = buf; *p; p++)
			if (isspace((unsigned char)*p))
				*p = '_';
		for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
			bool idle_ok = idle ? idle_named(tok, idle) || (v.any_idle_like && idle_like(tok)) : idle_like(tok);

			if (!fixed_known(tok) && !added_named(tok, added) && !idle_ok) {
				if (v.turbostat)
					snprintf(err, errlen, "Counter '%s' can not be %s.", tok, v.verb);
				else
					unknown_name(tok, added, idle, err, errlen);
				return SELECT_UNKNOWN_NAME;
			}
			fn(tok, arg);
		}
	}
	return 0;
}

/* What enable_one() turns on, and the machine's cpuidle states (a count column is a state's name). */
struct enable_arg {
	colset *s;
	const struct idle_states *idle;
};

static void enable_one(const char *tok, void *arg)
{
	const struct enable_arg *a = arg;
	colset *s = a->s;

	for (int id = 0; id < COL__COUNT; id++) {
		struct out_col oc = { .id = id };

		snprintf(oc.name, sizeof(oc.name), "%s", col_defs[id].name);
		size_t n = strlen(tok);
		bool pct = tok[n - 1] == '%';

		if (matches(tok, &oc) || (id == COL_IDLE_PCT && pct) ||
		    (id == COL_IDLE_COUNT && !pct && (idle_like(tok) || (a->idle && idle_named(tok, a->idle)))))
			colset_add(s, id);
	}
}

int select_enabled(const struct name_list *enable, const struct name_list *show, const struct added_set *added,
		   const struct idle_states *idle, bool turbostat, colset *out, char *err, size_t errlen)
{
	struct voice v = { turbostat, "added", true };
	struct enable_arg a = { out, idle };
	int rc;

	memset(out, 0, sizeof(*out));
	for (int id = 0; id < COL__COUNT; id++)
		if (!col_defs[id].off_by_default)
			colset_add(out, id);
	rc = each_token(enable, added, idle, v, err, errlen, enable_one, &a);
	return rc ? rc : each_token(show, added, idle, v, err, errlen, enable_one, &a);
}

/* Whether a token of @l passes @hit for @id. */
static bool list_has(const struct name_list *l, enum col_id id, bool (*hit)(const char *tok, const struct out_col *oc))
{
	struct out_col oc = { .id = id };

	snprintf(oc.name, sizeof(oc.name), "%s", col_defs[id].name);
	for (int i = 0; i < l->n; i++) {
		char buf[512], *save, *tok;

		snprintf(buf, sizeof(buf), "%s", l->name[i]);
		for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save))
			if (hit(tok, &oc))
				return true;
	}
	return false;
}

void select_each_group(const struct name_list *l, void (*fn)(const char *group, const colset *members, void *arg),
		       void *arg)
{
	for (int i = 0; i < l->n; i++) {
		char buf[512], *save, *tok;

		snprintf(buf, sizeof(buf), "%s", l->name[i]);
		for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
			int g = group_of(tok);
			colset members;

			if (g < 0)
				continue;
			memset(&members, 0, sizeof(members));
			for (int id = 0; id < COL__COUNT; id++)
				if (in_group(id, g))
					colset_add(&members, id);
			fn(tok, &members, arg);
		}
	}
}

bool select_names_column(const struct name_list *l, enum col_id id)
{
	return list_has(l, id, own_name);
}

bool select_names(const struct name_list *l, enum col_id id)
{
	return list_has(l, id, matches);
}

struct marks {
	struct out_col *cols;
	int ncols;
	bool *keep;
	bool value;
	bool deferred;	/* this pass acts on the names of idle states and added counters, the other on the rest */
};

static void mark(const char *tok, void *arg)
{
	struct marks *m = arg;

	if (fixed_known(tok) == m->deferred)
		return;
	for (int c = 0; c < m->ncols; c++)
		if (matches(tok, &m->cols[c]))
			m->keep[c] = m->value;
}

static void no_op(const char *tok, void *arg)
{
	(void)tok, (void)arg;
}

/* One --enable, --show or --hide name list entry, or --debug/--list ('a'), at its place on the command line. */
struct step {
	int at;
	char op;
	const char *names;
};

static int steps_of(const struct options *o, struct step *st)
{
	const struct { char op; const struct name_list *l; } lists[] = {
		{ 'e', &o->enable }, { 's', &o->show }, { 'h', &o->hide },
	};
	int n = 0;

	for (size_t k = 0; k < sizeof(lists) / sizeof(lists[0]); k++)
		for (int i = 0; i < lists[k].l->n; i++)
			st[n++] = (struct step){ lists[k].l->at[i], lists[k].op, lists[k].l->name[i] };
	if (o->all_at > 0 && (o->debug || o->list))
		st[n++] = (struct step){ o->all_at, 'a', NULL };
	/* stable: entries of unknown place (0) keep enable, show, hide order */
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && st[j - 1].at > st[j].at; j--) {
			struct step t = st[j];

			st[j] = st[j - 1], st[j - 1] = t;
		}
	return n;
}

/*
 * turbostat.c cmdline() over one column mask, in command-line order: the
 * first --show clears it, each --show and --enable sets its names, --hide
 * clears them, --debug and --list set every one (bic_set_all()), so a
 * --hide before --debug is undone and one after it holds.  Names that are
 * not built-in columns (a cpuidle state's, an added counter's) are
 * bic_lookup()'s deferred names: whatever their place, one shown is on and
 * one hidden is off, hidden winning (probe_cpuidle_residency()).
 */
int select_apply(const struct options *o, const struct added_set *added, const struct idle_states *idle,
		 struct out_col *cols, int ncols, char *err, size_t errlen)
{
	bool keep[ncols ? ncols : 1];
	struct marks m = { cols, ncols, keep, true, false };
	struct voice v = { o->as_turbostat, "added", false };
	struct step st[3 * OPT_MAX_NAMES + 1];
	int nst = steps_of(o, st), n = 0, rc;
	bool shown = false;

	rc = each_token(&o->show, added, idle, v, err, errlen, no_op, NULL);
	if (rc)
		return rc;
	v.verb = "skipped";
	rc = each_token(&o->hide, added, idle, v, err, errlen, no_op, NULL);
	if (rc)
		return rc;
	/* names checked: an --enable name any idle state may have (select_enabled()) must not stop the walk */
	v.any_idle_like = true;
	for (int c = 0; c < ncols; c++)
		keep[c] = true;
	for (int i = 0; i < nst; i++) {
		struct name_list one = { .n = 1, .name = { st[i].names } };

		if (st[i].op == 'a') {
			for (int c = 0; c < ncols; c++)
				keep[c] = true;
			continue;
		}
		if (st[i].op == 's' && !shown) {
			for (int c = 0; c < ncols; c++)
				keep[c] = col_is_added(cols[c].id);
			shown = true;
		}
		m.value = st[i].op != 'h';
		each_token(&one, added, idle, v, err, errlen, mark, &m);
	}
	m.deferred = true;
	for (int pass = 0; pass < 2; pass++) {
		m.value = pass == 0;
		for (int i = 0; i < nst; i++)
			if (st[i].op != 'a' && (st[i].op == 'h') == (pass == 1)) {
				struct name_list one = { .n = 1, .name = { st[i].names } };

				each_token(&one, added, idle, v, err, errlen, mark, &m);
			}
	}
	for (int c = 0; c < ncols; c++)
		if (keep[c])
			cols[n++] = cols[c];
	return n;
}
