// SPDX-License-Identifier: GPL-2.0-only
/*
 * The top view's loop: sample (or play a recording) at its pace, draw, read
 * keys.  Signals only set flags (measure/run.c for SIGINT/SIGTERM, here for
 * SIGWINCH and SIGTSTP); the loop polls them, so endwin() always runs here,
 * never in a handler, and the terminal is restored on every way out.
 */
#include <curses.h>
#include <errno.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "measure/run.h"
#include "output/why.h"
#include "top/term.h"
#include "top/top.h"
#include "view.h"

#define POLL_MAX_MS 100		/* longest wait for a key: how soon a signal flag is seen */

static volatile sig_atomic_t got_winch, got_tstp;

static void on_signal(int sig)
{
	if (sig == SIGWINCH)
		got_winch = 1;
	else
		got_tstp = 1;
}

/* ^Z: give the terminal back, stop for real, and redraw once continued. */
static void suspend(void)
{
	term_suspend();
	run_catch(SIGTSTP, SIG_DFL);
	raise(SIGTSTP);
	run_catch(SIGTSTP, on_signal);
	term_resumed();
}

struct top {
	struct session *s;
	struct top_ui ui;
	struct pick pick;
	enum order_group *group;	/* per table row, NULL when not hybrid */
	struct spark power, freq;
	struct order_line *lines;
	struct cell *pkg_cells;		/* each package's summary line, ncols cells a package */
	struct why_runs why;		/* the verdict lines' runs across intervals (output/why.h) */
	char *why_text;			/* this interval's verdict lines, or NULL */
	long shown;
	bool replay, utf8, color;
	enum col_id freq_id;		/* the second line: Avg_MHz, or Busy% where it is absent */
	bool ended;			/* the replay's last interval stays on screen, explorable, until q */
	uint64_t due;			/* CLOCK_MONOTONIC ns when the next interval is due */
	char missing[512];		/* what this run cannot measure, shown while nothing else is */
	char status[512];
};

/* The user's clock, for pacing only: in a replay the session's clock is the recording's. */
static uint64_t mono_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* Hybrid parts: each CPU's group from the core type the topology read. */
static int read_groups(struct top *tp)
{
	const struct session *s = tp->s;

	if (!s->facts.id.hybrid)
		return 0;
	tp->group = calloc(s->topo.n + 1, sizeof(*tp->group));
	if (!tp->group)
		return -ENOMEM;
	for (int i = 0; i < s->topo.n; i++)
		tp->group[i + 1] = order_group_of(s->topo.cpu[i].core_type);
	return 0;
}

/*
 * When the next interval is due: live, one interval after the last snapshot
 * was taken; a replay waits the recorded length of the interval just shown.
 */
static void schedule(struct top *tp)
{
	if (tp->replay)
		tp->due = mono_ns() + (uint64_t)(tp->s->table.interval_s * 1e9);
	else
		tp->due = session_last_ns(tp->s) + (uint64_t)(tp->ui.interval_s * 1e9);
}

static void spark_cell(struct spark *sp, const struct table *t, enum col_id id, bool per_second)
{
	int c = order_col(t, id);
	const struct cell *cell = c >= 0 ? &t->rows[0].cells[c] : NULL;
	bool ok = cell && cell->st == CELL_OK && t->interval_s > 0;

	spark_push(sp, ok ? (per_second ? cell->v / t->interval_s : cell->v) : 0, ok, t->interval_s);
}

static int reopen(struct top *tp, char *err, size_t errlen);

/* The package lines of the table as it is now (after each interval and each refill). */
static int fill_packages(struct top *tp)
{
	const struct table *t = &tp->s->table;
	int npkg = order_npkg(t);

	for (int p = 0; p < npkg && npkg > 1; p++) {
		int rc = table_pkg_cells(t, p, tp->pkg_cells + (size_t)p * t->ncols);

		if (rc)
			return rc;
	}
	return 0;
}

/*
 * The packages' verdict lines of the interval just taken, as --why prints
 * them, where the part's limit reasons are read: a screen has no line to
 * spare for "unknown" (the status line says what cannot be measured).
 */
static int fill_why(struct top *tp)
{
	size_t len = 0;
	FILE *f;
	int rc;

	free(tp->why_text);
	tp->why_text = NULL;
	if (tp->s->why.missing)
		return 0;
	f = open_memstream(&tp->why_text, &len);
	if (!f)
		return -ENOMEM;
	rc = why_lines(&tp->s->table, &tp->why, false, f);
	if (fclose(f) && !rc)
		rc = -ENOMEM;
	return rc;
}

/* One interval: the next snapshot and its table, as interval mode computes it. */
static int advance(struct top *tp, char *err, size_t errlen)
{
	struct session *s = tp->s;
	int rc = session_step(s, err, errlen);

	if (rc == -EAGAIN)
		return reopen(tp, err, errlen);
	if (rc)
		return rc;
	if (!tp->lines) {
		/* the column set is fixed after the first interval: the package lines keep their size */
		tp->lines = calloc(ORDER_LINES_MAX(s->table.nrows), sizeof(*tp->lines));
		tp->pkg_cells = calloc((size_t)order_npkg(&s->table) * s->table.ncols + 1, sizeof(*tp->pkg_cells));
		if (!tp->lines || !tp->pkg_cells)
			return -ENOMEM;
	}
	rc = fill_packages(tp);
	if (!rc)
		rc = fill_why(tp);
	if (rc)
		return rc;
	rc = pick_sync(&tp->pick, &s->table, s->opt->show.n > 0);
	if (rc)
		return rc;
	tp->shown++;
	/* the power line stays in watts when the cells show joules (j) */
	spark_cell(&tp->power, &s->table, COL_PKGWATT, s->table.joules);
	tp->freq_id = order_col(&s->table, COL_AVG_MHZ) >= 0 ? COL_AVG_MHZ : COL_BUSY;
	spark_cell(&tp->freq, &s->table, tp->freq_id, false);
	snprintf(tp->status, sizeof(tp->status), "%s", s->notice[0] ? s->notice : tp->missing);
	schedule(tp);
	return 0;
}

/* Draws from the session's table; a scroll past the last row is pulled back. */
static void draw(struct top *tp)
{
	if (!tp->lines)
		return;
	struct view v = {
		.s = tp->s, .ui = &tp->ui, .pick = &tp->pick, .group = tp->group, .power = &tp->power, .freq = &tp->freq,
		.freq_id = tp->freq_id, .shown = tp->shown, .replay = tp->replay, .utf8 = tp->utf8, .color = tp->color,
		.ended = tp->ended, .status = tp->status, .pkg_cells = tp->pkg_cells, .lines = tp->lines, .why = tp->why_text,
	};
	int max_scroll = view_draw(&v, &tp->ui.page);

	if (tp->ui.scroll > max_scroll) {
		tp->ui.scroll = max_scroll;
		view_draw(&v, NULL);
	}
}

static void free_lines(struct top *tp)
{
	free(tp->lines);
	free(tp->pkg_cells);
	free(tp->why_text);
	why_runs_free(&tp->why);
	tp->lines = NULL;
	tp->pkg_cells = NULL;
	tp->why_text = NULL;
}

static void resize(void)
{
	struct winsize ws;

	if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_row && ws.ws_col)
		term_resize(ws.ws_row, ws.ws_col);
}

/* s steps through the sort orders whose column this table has (CoreTmp only where temperatures are read). */
static void sort_to_present(struct top *tp)
{
	for (int n = 0; n < ORDER__COUNT && tp->ui.sort != ORDER_CPU && !order_sort_present(&tp->s->table, tp->ui.sort);
	     n++)
		tp->ui.sort = (tp->ui.sort + 1) % ORDER__COUNT;
}

/* The replay has no interval left: its last one stays on screen until a key. */
static void end_of_replay(struct top *tp)
{
	tp->ended = true;
	snprintf(tp->status, sizeof(tp->status), "end of the recording (%ld intervals): the keys still sort, fold "
		 "and scroll it; q quits", tp->shown);
	draw(tp);
}

/* Applies one key; returns 1 to quit, 0 to go on, or -errno. */
static int on_key(struct top *tp, int ch, char *err, size_t errlen)
{
	struct session *s = tp->s;
	int rc;

	if (tp->pick.open) {
		pick_key(&tp->pick, ch);
		draw(tp);
		return 0;
	}
	switch (keys_apply(&tp->ui, ch)) {
	case KEYS_QUIT:
		return 1;
	case KEYS_SORT:
		sort_to_present(tp);
		break;
	case KEYS_REFILL:
		session_refill(s, tp->ui.joules);
		rc = fill_packages(tp);
		if (rc)
			return rc;
		break;
	case KEYS_STEP:
		if (tp->ended)	/* nothing after the last interval: it stays, as the status line says */
			break;
		if (s->opt->num_iterations && tp->shown >= s->opt->num_iterations)
			return 1;
		rc = advance(tp, err, errlen);
		if (rc == -ENODATA && tp->replay) {
			end_of_replay(tp);
			return 0;
		}
		if (rc)
			return rc == -ENODATA ? 1 : rc;
		draw(tp);
		session_act(s);
		return 0;
	case KEYS_INTERVAL:
		if (tp->replay)
			snprintf(tp->status, sizeof(tp->status), "a replay plays at its recorded pace: "
				 "the interval stays %.2f s", s->table.interval_s);
		else
			schedule(tp);
		break;
	case KEYS_PICK:
		tp->pick.open = true;
		break;
	case KEYS_REDRAW:
	case KEYS_NONE:
		break;
	}
	draw(tp);
	return 0;
}

static int loop(struct top *tp, char *err, size_t errlen)
{
	long limit = tp->s->opt->num_iterations;
	int rc;

	while (!run_stop_requested()) {
		uint64_t now = mono_ns();

		if (got_tstp) {
			got_tstp = 0;
			suspend();
			got_winch = 1;	/* the terminal may have changed size meanwhile */
		}
		if (got_winch) {
			got_winch = 0;
			resize();
			draw(tp);
		}
		if (!tp->ui.paused && !tp->ended && now >= tp->due) {
			if (limit && tp->shown >= limit)
				return 0;	/* --num_iterations: the last interval had its time on screen */
			rc = advance(tp, err, errlen);
			if (rc == -ENODATA && tp->replay) {
				end_of_replay(tp);
				continue;
			}
			if (rc)
				return rc == -ENODATA ? 0 : rc;
			draw(tp);
			session_act(tp->s);
			continue;
		}
		uint64_t wait = tp->ui.paused || tp->ended ? POLL_MAX_MS : (tp->due - now) / 1000000 + 1;

		int ch = term_key(wait > POLL_MAX_MS ? POLL_MAX_MS : (int)wait);

		if (ch < 0)
			continue;
		rc = on_key(tp, ch, err, errlen);
		if (rc)
			return rc > 0 ? 0 : rc;
	}
	return 0;
}

static bool no_color(void)
{
	const char *v = getenv("NO_COLOR");

	return v && v[0];	/* no-color.org: set and not empty */
}

static void screen_setup(struct top *tp)
{
	/* by enum view_pair: BUSY, FREQ, TITLE */
	static const short fg[] = { COLOR_GREEN, COLOR_YELLOW, COLOR_CYAN };

	tp->color = term_setup(!no_color(), fg, sizeof(fg) / sizeof(fg[0]));
}

/* The first snapshot and what depends on the topology; nothing printed (the screen may be up). */
static int begin(struct top *tp)
{
	struct session *s = tp->s;
	int rc = session_start(s);

	if (rc)
		return rc;
	session_missing(s, tp->missing, sizeof(tp->missing));
	tp->ui.interval_s = s->opt->interval_given ? s->opt->interval_s : 1.0;
	tp->ui.joules = s->opt->joules;
	tp->replay = s->opt->replay_path != NULL;
	/* live: the first interval is measured before anything is shown; a replay shows it at once */
	tp->due = tp->replay ? 0 : session_last_ns(s) + (uint64_t)(tp->ui.interval_s * 1e9);
	spark_clear(&tp->power);
	spark_clear(&tp->freq);
	return read_groups(tp);
}

static int start(struct top *tp, FILE *diag)
{
	int rc = begin(tp);

	if (rc) {
		char line[PATH_MAX * 2 + 80];

		session_start_error(tp->s, rc, line, sizeof(line));
		fprintf(diag, "%s: %s\n", tp->s->opt->prog, line);
	}
	return rc;
}

/*
 * A CPU came online, or came back as another core (session_step()'s
 * -EAGAIN): the session starts over on the topology as it is now, as
 * interval mode does (turbostat's re_initialize()); the rows follow it.
 */
static int reopen(struct top *tp, char *err, size_t errlen)
{
	struct session *s = tp->s;
	const struct options *o = s->opt;
	struct hw *hw = s->hw;
	char why[256];
	int rc;

	snprintf(why, sizeof(why), "%s", err);
	session_close(s);
	rc = session_open(s, o, hw, err, errlen);
	if (rc)
		return rc;
	free_lines(tp);
	free(tp->group);
	tp->group = NULL;
	rc = begin(tp);
	if (!rc)
		snprintf(tp->status, sizeof(tp->status), "%s: re-read the topology", why);
	return rc;
}

int top_run(struct session *s, FILE *diag)
{
	struct top tp = { .s = s };
	char err[256] = "";
	int rc;

	if (term_load(err, sizeof(err))) {
		fprintf(diag, "%s: --top: %s\n", s->opt->prog, err);
		return 2;
	}
	if (!isatty(STDOUT_FILENO) || !isatty(STDIN_FILENO)) {
		fprintf(diag, "%s: --top needs a terminal on standard %s\n", s->opt->prog,
			isatty(STDOUT_FILENO) ? "input" : "output");
		return 2;
	}
	/* a terminal that cannot place the cursor would get the screens one after the other */
	const char *term = getenv("TERM");

	if (!term || !term[0] || strcmp(term, "dumb") == 0) {
		fprintf(diag, "%s: --top needs a terminal that can place the cursor (TERM=%s)\n", s->opt->prog,
			term ? term : "");
		return 2;
	}
	if (start(&tp, diag)) {
		free(tp.group);
		return 2;
	}
	setlocale(LC_CTYPE, "");
	tp.utf8 = strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
	run_catch_signals();
	/* before newterm(): curses then installs none of its own (its SIGTSTP handler calls endwin) */
	run_catch(SIGWINCH, on_signal);
	run_catch(SIGTSTP, on_signal);
	if (term_open()) {
		fprintf(diag, "%s: --top cannot drive the terminal (TERM=%s)\n", s->opt->prog, term);
		free(tp.group);
		return 2;
	}
	screen_setup(&tp);
	rc = loop(&tp, err, sizeof(err));
	term_close();
	if (rc)
		fprintf(diag, "%s: %s\n", s->opt->prog, rc == -EINVAL && err[0] ? err : strerror(-rc));
	free_lines(&tp);
	free(tp.group);
	pick_free(&tp.pick);
	return rc ? 2 : 0;
}
