// SPDX-License-Identifier: GPL-2.0-only
/* The top view's column picker: the session table's columns, on or off. */
#include <curses.h>
#include <errno.h>
#include <stdlib.h>

#include "pick.h"

/*
 * What the view shows before the user picks: CPU rows, then the package
 * lines.  @rank: which row columns go first on a narrow terminal (0: never).
 */
static const struct {
	enum col_id id;
	int rank;
} view_default[] = {
	{ COL_CPU, 0 }, { COL_CORE, 3 }, { COL_AVG_MHZ, 0 }, { COL_BZY_MHZ, 0 }, { COL_BUSY, 1 },
	{ COL_FREQINV, 5 }, { COL_CPU_C1, 6 }, { COL_CPU_C3, 6 }, { COL_CPU_C6, 6 }, { COL_CPU_C7, 6 },
	{ COL_MOD_C6, 6 }, { COL_IDLE_PCT, 7 }, { COL_CORETMP, 2 },
	{ COL_PKGWATT, 0 }, { COL_CORWATT, 0 }, { COL_RAMWATT, 0 }, { COL_GFXWATT, 0 }, { COL_PKGTMP, 0 },
	{ COL_PC2, 0 }, { COL_PC3, 0 }, { COL_PC6, 0 }, { COL_PC7, 0 }, { COL_PC8, 0 }, { COL_PC9, 0 },
	{ COL_PC10, 0 }, { COL_CORE_LIM, 0 }, { COL_CORE_LOG, 0 }, { COL_GFX_LIM, 0 }, { COL_GFX_LOG, 0 },
	{ COL_RING_LIM, 0 }, { COL_RING_LOG, 0 },
};
#define NDEFAULT (int)(sizeof(view_default) / sizeof(view_default[0]))

#define KEY_ESC 27

bool pick_on_rows(enum col_scope scope)
{
	return scope == CS_ID || scope == CS_CPU || scope == CS_CORE;
}

static int find(const struct pick_col *c, int n, enum col_id id, int sub)
{
	for (int k = 0; k < n; k++)
		if (c[k].id == id && c[k].sub == sub)
			return k;
	return -1;
}

/* Appends table column @oc to @out unless there; its state from @old when listed there. */
static void add(struct pick_col *out, int *n, const struct pick *old, const struct out_col *oc, bool on, int rank)
{
	int k = find(old->c, old->n, oc->id, oc->sub);

	if (find(out, *n, oc->id, oc->sub) >= 0)
		return;
	out[*n] = (struct pick_col){ oc->id, oc->sub, k >= 0 ? old->c[k].on : on, rank };
	(*n)++;
}

int pick_sync(struct pick *p, const struct table *t, bool all_on)
{
	struct pick_col *c = calloc(t->ncols ? t->ncols : 1, sizeof(*c));
	int n = 0;

	if (!c)
		return -ENOMEM;
	for (int d = 0; d < NDEFAULT; d++)
		for (int k = 0; k < t->ncols; k++)
			if (t->cols[k].id == view_default[d].id)
				add(c, &n, p, &t->cols[k], true, view_default[d].rank);
	for (int k = 0; k < t->ncols; k++)
		add(c, &n, p, &t->cols[k], all_on, PICK_RANK_OTHER);
	free(p->c);
	p->c = c;
	p->n = n;
	if (p->cursor >= n)
		p->cursor = n ? n - 1 : 0;
	return 0;
}

void pick_free(struct pick *p)
{
	free(p->c);
	p->c = NULL;
	p->n = 0;
}

int pick_col(const struct pick *p, const struct table *t, int k)
{
	for (int c = 0; c < t->ncols; c++)
		if (t->cols[c].id == p->c[k].id && t->cols[c].sub == p->c[k].sub)
			return c;
	return -1;
}

void pick_key(struct pick *p, int ch)
{
	switch (ch) {
	case KEY_UP:
		p->cursor = p->cursor > 0 ? p->cursor - 1 : 0;
		break;
	case KEY_DOWN:
		p->cursor = p->cursor + 1 < p->n ? p->cursor + 1 : p->cursor;
		break;
	case ' ':
	case '\n':
	case KEY_ENTER:
		if (p->n)
			p->c[p->cursor].on = !p->c[p->cursor].on;
		break;
	case 'f':
	case 'q':
	case KEY_ESC:
		p->open = false;
		break;
	default:
		break;
	}
}
