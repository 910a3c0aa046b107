// SPDX-License-Identifier: GPL-2.0-only
/*
 * One screen of the top view.  Plain ASCII except the sparklines (Unicode
 * blocks only when the locale is UTF-8); every line is cut to the width.
 */
#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "decode/limits.h"
#include "output/render.h"
#include "term.h"
#include "view.h"

#define BAR_MIN 10
#define BAR_MAX 50
#define VCOL_MAX 32

#define BAR_RANK 4

struct vcol {
	int col;	/* table column, or -1 for the MHz bar */
	int width, rank;
};

/* A column's name as shown now: energy columns follow the j key, as --Joules names them. */
static const char *label(const struct table *t, int c)
{
	const struct col_def *d = &col_defs[t->cols[c].id];

	if (d->name_joules)
		return t->joules ? d->name_joules : d->name;
	return t->cols[c].name;
}

static void cell_text(const struct table *t, int row, int c, char *buf, size_t len)
{
	render_cell_text(&t->cols[c], &t->rows[row].cells[c], row == 0, false, buf, len);
}

/* Appends "NAME VALUE  " to @line; false when it would not fit in @width. */
static bool add_item(char *line, size_t size, int width, const char *name, const char *value)
{
	size_t n = strlen(line);
	int need = snprintf(NULL, 0, "%s %s  ", name, value);

	if ((int)n + need > width || n + need >= size)
		return false;
	snprintf(line + n, size - n, "%s %s  ", name, value);
	return true;
}

/* Adds @text at the cursor, cut at the last column but one (curses would wrap it). */
static void clip_add(const char *text)
{
	int room = term_cols() - 1 - term_x();

	if (room > 0)
		term_put(text, room);
}

static void put_line(int y, const char *text, int attr)
{
	int w = term_cols() > 1 ? term_cols() - 1 : 1;

	if (y >= term_lines())
		return;
	term_attr(attr, true);
	term_move(y, 0);
	term_put(text, w);
	term_attr(attr, false);
}

static int draw_title(const struct view *v, int y)
{
	const struct session *s = v->s;
	char line[512];

	static const char *const rows[] = { [ORDER_ALL_CPUS] = "", [ORDER_CORES] = "  rows: a CPU per core (c)",
					    [ORDER_PACKAGES] = "  rows: a CPU per package (p)" };

	snprintf(line, sizeof(line), "turbostat-ng --top  %s  #%ld %.2f s%s%s  sort %s %s%s%s  h: help",
		 s->facts.pf ? s->facts.pf->name : "", v->shown, s->table.interval_s,
		 v->ended ? "  replay END" : v->replay ? "  replay" : "", v->ui->paused && !v->ended ? "  PAUSED" : "",
		 order_sort_names[v->ui->sort], v->ui->reverse ? "(reversed)" : "", rows[v->ui->collapse],
		 v->ui->fold ? "  folded (z)" : "");
	put_line(y, line, A_BOLD);
	return y + 1;
}

/*
 * A line per package; where its values do not fit the width they go on
 * indented lines below (a 120-column terminal keeps the package C-states),
 * while @wrap_last leaves room for the CPU rows.
 */
static int draw_packages(const struct view *v, int y, int last, int wrap_last)
{
	const struct table *t = &v->s->table;
	char line[1024], val[64];

	for (int r = 1; r < t->nrows && y < last; r++) {
		int items = 0;

		if (!t->rows[r].cpu->first_in_pkg)
			continue;
		snprintf(line, sizeof(line), "pkg%-3d ", t->rows[r].cpu->pkg);
		for (int k = 0; k < v->pick->n && y < last; k++) {
			int c = pick_col(v->pick, t, k);

			if (c < 0 || !v->pick->c[k].on || pick_on_rows(col_defs[t->cols[c].id].scope))
				continue;
			/* a system column (SysWatt) has its value on the summary row only */
			cell_text(t, col_defs[t->cols[c].id].scope == CS_SYSTEM ? 0 : r, c, val, sizeof(val));
			if (add_item(line, sizeof(line), term_cols() - 1, label(t, c), val)) {
				items++;
				continue;
			}
			if (!items || y + 1 >= wrap_last)
				break;	/* one item wider than the screen, or no row left for another line */
			put_line(y++, line, 0);
			snprintf(line, sizeof(line), "%7s", "");
			items = add_item(line, sizeof(line), term_cols() - 1, label(t, c), val) ? 1 : 0;
		}
		if (items)
			put_line(y++, line, 0);
	}
	return y;
}

/* "2 active 4700 MHz": the ratio limit of @trl for the active cores of group @g in package @pkg. */
static void turbo_item(const struct view *v, const struct trl_table *trl, const struct fact *st,
		       enum order_group g, int pkg, char *buf, size_t len)
{
	unsigned n = order_active_cores(&v->s->table, v->group, g, pkg);
	double mhz = facts_ratio_mhz(&v->s->facts, order_turbo_ratio(trl, n));
	size_t k = strlen(buf);

	if (st->state == FACT_NONE)	/* no turbo ratio limit registers (AMD, unknown parts) */
		snprintf(buf + k, len - k, "%u active, no ratio limit table  ", n);
	else if (st->state != FACT_OK || mhz <= 0)
		snprintf(buf + k, len - k, "%u active, limit unknown  ", n);
	else
		snprintf(buf + k, len - k, "%u active %.0f MHz  ", n, mhz);
}

/* The verdict lines, "why pkg0: 2800 of 3600 MHz: PL1 (91 W of 90 W) for 12 s", as --why says them. */
static int draw_why(const struct view *v, int y, int last)
{
	char line[512];

	for (const char *p = v->why; p && *p && y < last;) {
		size_t n = strcspn(p, "\n");

		snprintf(line, sizeof(line), "why %.*s", (int)n, p);
		put_line(y++, line, 0);
		p += n + (p[n] == '\n');
	}
	return y;
}

/* A line per package; on hybrid parts the primary table is the type of the CPU the facts came from. */
static int draw_turbo(const struct view *v, int y, int last)
{
	const struct cpu_facts *f = &v->s->facts;
	const struct table *t = &v->s->table;
	enum order_group first = v->group ? v->group[1] : ORDER_GROUP_PCORE;
	enum order_group other = first == ORDER_GROUP_PCORE ? ORDER_GROUP_ECORE : ORDER_GROUP_PCORE;
	char line[512];
	bool rule = true;	/* the active-core rule, said once */

	for (int r = 1; r < t->nrows && y < last; r++) {
		int pkg = t->rows[r].cpu->pkg;

		if (!t->rows[r].cpu->first_in_pkg)
			continue;
		if (v->s->topo.npkg > 1)
			snprintf(line, sizeof(line), "turbo limit pkg%d: ", pkg);
		else
			snprintf(line, sizeof(line), "turbo limit: ");
		if (v->group)
			snprintf(line + strlen(line), sizeof(line) - strlen(line), "%.6s ", order_group_names[first]);
		turbo_item(v, &f->trl, &f->trl_state, first, pkg, line, sizeof(line));
		if (v->group) {
			snprintf(line + strlen(line), sizeof(line) - strlen(line), "%.6s ", order_group_names[other]);
			turbo_item(v, &f->trl_secondary, &f->trl_secondary_state, other, pkg, line, sizeof(line));
		}
		if (rule)
			snprintf(line + strlen(line), sizeof(line) - strlen(line), "(active core: a CPU > %.0f%% busy)",
				 ORDER_ACTIVE_BUSY_PCT);
		rule = false;
		put_line(y++, line, 0);
	}
	return y;
}

/* The last minute of a summary column; the line is in @unit even while energy shows as joules. */
static int draw_spark(const struct view *v, int y, const char *name, const struct spark *sp, int col,
		      const char *unit)
{
	const struct table *t = &v->s->table;
	char now[64] = "-", tail[160], graph[SPARK_CAP * 3 + 1], head[16];
	int w;

	if (col < 0)
		return y;
	cell_text(t, 0, col, now, sizeof(now));
	/* with j the cell is the interval's joules while the line stays in watts: say both */
	if (strcmp(label(t, col), name))
		snprintf(tail, sizeof(tail), " %s %s; line %s, minute max %.0f %s", label(t, col), now, name,
			 spark_max(sp), unit);
	else
		snprintf(tail, sizeof(tail), " %s %s, minute max %.0f %s", name, now, spark_max(sp), unit);
	w = term_cols() - 1 - 9 - (int)strlen(tail);
	if (w > 60)
		w = 60;
	if (w < 4) {
		put_line(y, tail + 1, 0);	/* no room for the line: the value alone */
		return y + 1;
	}
	spark_render(sp, w, v->utf8, graph, sizeof(graph));
	snprintf(head, sizeof(head), "%-8.8s ", name);
	term_move(y, 0);
	term_put(head, -1);	/* fits: w >= 4 leaves room for it */
	if (v->color)
		term_attr(COLOR_PAIR(VIEW_PAIR_FREQ), true);
	term_put(graph, -1);
	if (v->color)
		term_attr(COLOR_PAIR(VIEW_PAIR_FREQ), false);
	term_move(y, 9 + w);
	term_put(tail, term_cols() - 1 - 9 - w);
	return y + 1;
}

/* The picked row columns that fit in the width; the bar (when it has a scale) takes what is left. */
static int fit_cols(const struct table *t, const struct pick *p, bool bar, struct vcol *vc, int *bar_width)
{
	int n = 0, total = 0;

	for (int k = 0; k < p->n && n < VCOL_MAX; k++) {
		int c = pick_col(p, t, k);

		if (c < 0 || !p->c[k].on || !pick_on_rows(col_defs[t->cols[c].id].scope))
			continue;
		if (t->cols[c].id == COL_BUSY && bar && n + 1 < VCOL_MAX)
			vc[n++] = (struct vcol){ -1, BAR_MIN, BAR_RANK };
		int w = (int)strlen(label(t, c));

		vc[n++] = (struct vcol){ c, w < 6 ? 6 : w, p->c[k].rank };
	}
	for (int i = 0; i < n; i++)
		total += vc[i].width + 1;
	while (total > term_cols() - 1) {
		int drop = -1;

		for (int i = 0; i < n; i++)
			if (vc[i].rank && (drop < 0 || vc[i].rank >= vc[drop].rank))
				drop = i;
		if (drop < 0)
			break;
		total -= vc[drop].width + 1;
		memmove(&vc[drop], &vc[drop + 1], (n - drop - 1) * sizeof(*vc));
		n--;
	}
	/* the bar is dropped before the columns that must stay, so when it is here it has BAR_MIN */
	*bar_width = term_cols() - 1 - total + BAR_MIN;
	if (*bar_width > BAR_MAX)
		*bar_width = BAR_MAX;
	return n;
}

/* The scale of the MHz bar: the highest turbo ratio of either table, else the part's max. */
static double bar_scale(const struct cpu_facts *f)
{
	unsigned r = trl_max_ratio(&f->trl), r2 = trl_max_ratio(&f->trl_secondary);
	double mhz = facts_ratio_mhz(f, r > r2 ? r : r2);

	if (mhz <= 0 && f->cpuid_max_mhz.state == FACT_OK)
		mhz = (double)f->cpuid_max_mhz.v;
	if (mhz <= 0 && f->sysfs_max_khz.state == FACT_OK)
		mhz = (double)f->sysfs_max_khz.v / 1000.0;
	return mhz;
}

static int bar_len(const struct table *t, const struct cell *cells, enum col_id id, double scale, int width)
{
	int c = order_col(t, id);
	const struct cell *cell = c >= 0 ? &cells[c] : NULL;

	if (!cell || cell->st != CELL_OK || scale <= 0)
		return 0;
	int n = (int)(cell->v / scale * width + 0.5);

	return n < 0 ? 0 : n > width ? width : n;
}

static void bar_part(const struct view *v, char c, int n, enum view_pair pair)
{
	char buf[BAR_MAX + 2];	/* the bar and the space after it */

	memset(buf, c, n);
	buf[n] = '\0';
	if (v->color)
		term_attr(COLOR_PAIR(pair), true);
	clip_add(buf);
	if (v->color)
		term_attr(COLOR_PAIR(pair), false);
}

/* Avg_MHz as '#' and the rest up to Bzy_MHz as '=', both against max turbo. */
static void draw_bar(const struct view *v, const struct cell *cells, int width, double scale)
{
	const struct table *t = &v->s->table;
	int avg = bar_len(t, cells, COL_AVG_MHZ, scale, width), bzy = bar_len(t, cells, COL_BZY_MHZ, scale, width);

	if (bzy < avg)
		bzy = avg;
	bar_part(v, '#', avg, VIEW_PAIR_BUSY);
	bar_part(v, '=', bzy - avg, VIEW_PAIR_FREQ);
	bar_part(v, ' ', width - bzy + 1, 0);
}

static void draw_header_row(const struct table *t, const struct vcol *vc, int n, int bar_w, double scale, int y)
{
	char line[1024] = "", mhz[32];

	snprintf(mhz, sizeof(mhz), "MHz 0-%.0f", scale);
	for (int i = 0; i < n; i++) {
		size_t k = strlen(line);

		if (vc[i].col < 0)
			snprintf(line + k, sizeof(line) - k, "%-*.*s ", bar_w, bar_w, mhz);
		else
			snprintf(line + k, sizeof(line) - k, "%*s ", vc[i].width, label(t, vc[i].col));
	}
	put_line(y, line, A_REVERSE);
}

/*
 * A line of the CPU list: a CPU's @cells (@cpu), or a summary's (@cpu NULL),
 * which has @label in its first id column and "-" in the others.
 */
static void draw_row(const struct view *v, const struct vcol *vc, int n, int bar_w, double scale,
		     const struct cell *cells, const struct topo_cpu *cpu, const char *label, int y)
{
	const struct table *t = &v->s->table;
	char buf[64], item[80];

	term_move(y, 0);
	for (int i = 0; i < n; i++) {
		if (vc[i].col < 0) {
			draw_bar(v, cells, bar_w, scale);
			continue;
		}
		enum col_scope scope = col_defs[t->cols[vc[i].col].id].scope;

		if (!render_row_has(cpu, scope))
			buf[0] = '\0';
		else if (!cpu && scope == CS_ID && label) {
			snprintf(buf, sizeof(buf), "%s", label);
			label = NULL;	/* the first id column only */
		} else
			render_cell_text(&t->cols[vc[i].col], &cells[vc[i].col], !cpu, false, buf, sizeof(buf));
		snprintf(item, sizeof(item), "%*s ", vc[i].width, buf);
		clip_add(item);
	}
}

/* The sysfs id of the package of dense index @idx, as the package lines at the top name it. */
static int pkg_id(const struct table *t, int idx)
{
	for (int r = 1; r < t->nrows; r++)
		if (t->rows[r].cpu->pkg_idx == idx)
			return t->rows[r].cpu->pkg;
	return idx;
}

/* One line of the CPU list at @y. */
static void draw_line(const struct view *v, const struct vcol *vc, int n, int bar_w, double scale,
		      const struct order_line *l, int y)
{
	const struct table *t = &v->s->table;
	char label[16];

	switch (l->kind) {
	case ORDER_LINE_TITLE:
		put_line(y, order_group_names[l->v], v->color ? COLOR_PAIR(VIEW_PAIR_TITLE) | A_BOLD : A_BOLD);
		break;
	case ORDER_LINE_CPU:
		draw_row(v, vc, n, bar_w, scale, t->rows[l->v].cells, t->rows[l->v].cpu, NULL, y);
		break;
	case ORDER_LINE_PKG:
		snprintf(label, sizeof(label), "pkg%d", pkg_id(t, l->v));
		term_attr(A_BOLD, true);
		draw_row(v, vc, n, bar_w, scale, v->pkg_cells + (size_t)l->v * t->ncols, NULL, label, y);
		term_attr(A_BOLD, false);
		break;
	case ORDER_LINE_ALL:
		term_attr(A_BOLD, true);
		draw_row(v, vc, n, bar_w, scale, t->rows[0].cells, NULL, "all", y);
		term_attr(A_BOLD, false);
		break;
	}
}

/* The keys, then the letters of the limit reason columns on the package lines, in the part's layout (@l). */
static void draw_help(int y, const struct limits_layout *l)
{
	char line[512] = "CoreLim, CoreLog (logged since the start):";

	put_line(y++, "Keys", A_BOLD);
	for (int i = 0; keys_help[i] && y < term_lines(); i++)
		put_line(y++, keys_help[i], 0);
	y++;
	for (size_t i = 0; l && i < l->nbits && y < term_lines(); i++) {
		char item[64];
		size_t k = strlen(line);

		if (!l->bits[i].letter)
			continue;	/* a reserved bit: never a letter */

		snprintf(item, sizeof(item), " %c %s", l->bits[i].letter, l->bits[i].name);
		if (k + strlen(item) >= (size_t)term_cols()) {	/* wrap: the rest on the next line */
			put_line(y++, line, 0);
			snprintf(line, sizeof(line), " ");
			k = 1;
		}
		snprintf(line + k, sizeof(line) - k, "%s", item);
	}
	if (y < term_lines())
		put_line(y, line, 0);
}

/* The table's columns, "[x]" for those shown, a screenful around the cursor. */
static void draw_picker(const struct view *v, int y)
{
	const struct table *t = &v->s->table;
	const struct pick *p = v->pick;
	int rows = term_lines() - 1 - (y + 1), first = 0;
	char line[256];

	put_line(y++, "Columns: up down move, space toggles, f closes", A_BOLD);
	if (rows > 0 && p->cursor >= rows)
		first = p->cursor - rows + 1;
	for (int k = first; k < p->n && y < term_lines() - 1; k++) {
		int c = pick_col(p, t, k);

		if (c < 0)
			continue;
		snprintf(line, sizeof(line), "[%c] %-10s %s", p->c[k].on ? 'x' : ' ', label(t, c),
			 col_defs[t->cols[c].id].desc);
		put_line(y++, line, k == p->cursor ? A_REVERSE : 0);
	}
}

/* The lines @text takes at this width, at most VIEW_STATUS_LINES. */
static int status_lines(const char *text)
{
	int w = term_cols() > 1 ? term_cols() - 1 : 1, n = ((int)strlen(text) + w - 1) / w;

	return n < 1 ? 1 : n > VIEW_STATUS_LINES ? VIEW_STATUS_LINES : n;
}

/* The status wrapped at the width onto its lines, the last of them on line @last. */
static void put_status(const char *text, int last)
{
	int w = term_cols() > 1 ? term_cols() - 1 : 1, n = status_lines(text);

	for (int i = 0; i < n; i++) {
		size_t len = strlen(text), at = (size_t)i * (size_t)w;

		if (at >= len)
			break;
		put_line(last - n + 1 + i, text + at, A_REVERSE);
	}
}

int view_draw(const struct view *v, int *page)
{
	const struct table *t = &v->s->table;
	struct vcol vc[VCOL_MAX];
	int bar_w, y = 0, last = term_lines() - 1 - (v->status[0] ? status_lines(v->status) - 1 : 0);
	double scale = bar_scale(&v->s->facts);

	term_erase();
	y = draw_title(v, y);
	if (v->ui->help) {
		draw_help(y + 1, limits_layout(v->s->facts.pf->plr_layout));
		term_refresh();
		return 0;
	}
	if (v->pick->open) {
		draw_picker(v, y + 1);
		term_refresh();
		return 0;
	}
	/* continuation lines of the package values only while a screenful of CPU rows (up to 8) still fits */
	int cpu_rows = t->nrows - 1 < 8 ? t->nrows - 1 : 8;

	y = draw_packages(v, y, last - 2, last - 5 - cpu_rows);
	y = draw_turbo(v, y, last - 2);
	y = draw_why(v, y, last - 2);
	if (y < last - 3) {
		y = draw_spark(v, y, "PkgWatt", v->power, order_col(t, COL_PKGWATT), "W");
		/* without APERF (every VM) the line follows Busy% instead of Avg_MHz */
		y = draw_spark(v, y, col_defs[v->freq_id].name, v->freq, order_col(t, v->freq_id),
			       v->freq_id == COL_AVG_MHZ ? "MHz" : "%");
	}
	bool bar = scale > 0 && (order_col(t, COL_AVG_MHZ) >= 0 || order_col(t, COL_BZY_MHZ) >= 0);
	int n = fit_cols(t, v->pick, bar, vc, &bar_w);

	if (y < last)
		draw_header_row(t, vc, n, bar_w, scale, y++);

	const struct top_ui *ui = v->ui;
	int nlines = order_lines(t, v->group, ui->sort, ui->reverse, ui->collapse, ui->fold, v->lines);
	int avail = last - y, ncpu = 0, before = 0, drawn = 0, k;

	if (page)
		*page = avail;
	for (k = 0; k < nlines; k++) {
		if (v->lines[k].kind != ORDER_LINE_CPU)
			continue;
		ncpu++;
		before += k < ui->scroll;
	}
	for (k = ui->scroll; k < nlines && y < last; k++) {
		drawn += v->lines[k].kind == ORDER_LINE_CPU;
		draw_line(v, vc, n, bar_w, scale, &v->lines[k], y++);
	}
	char keys[160];

	if (avail < 1)
		snprintf(keys, sizeof(keys), "no room for the %d CPU rows: a taller window  q quit  h help", ncpu);
	else if (nlines > avail && drawn)
		snprintf(keys, sizeof(keys), "rows %d-%d of %d (up down PgUp PgDn Home End)  q quit  h help", before + 1,
			 before + drawn, ncpu);
	else if (nlines > avail)
		snprintf(keys, sizeof(keys), "lines %d-%d of %d (up down PgUp PgDn Home End)  q quit  h help",
			 ui->scroll + 1, k, nlines);
	else
		snprintf(keys, sizeof(keys), "%s", "q quit  h help  s sort  r reverse  c cores  p packages  z fold  "
			 "j joules  space pause  n next  +/- interval");
	if (v->status[0])
		put_status(v->status, term_lines() - 1);
	else
		put_line(last, keys, A_REVERSE);
	term_refresh();
	return avail > 0 && nlines > avail ? nlines - avail : 0;
}
