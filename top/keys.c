// SPDX-License-Identifier: GPL-2.0-only
/* Key bindings of the top view. */
#include <curses.h>

#include "keys.h"

const char *const keys_help[] = {
	"q        quit",
	"h ?      this help (any key closes it)",
	"s        sort by CPU, Busy%, Bzy_MHz, CoreTmp in turn (those shown)",
	"r        reverse the sort",
	"c        one row per core (turbostat --cpu core); again: every CPU",
	"p        one row per package (turbostat --cpu package); again: every CPU",
	"z        fold each package to its summary line; again: unfold",
	"f        pick the columns shown (any column of --list this machine has)",
	"j        energy as watts or as joules per interval (--Joules)",
	"space    pause; again: resume",
	"n        next interval now (also while paused)",
	"+ -      longer or shorter refresh interval (a replay keeps its own)",
	"up down PgUp PgDn Home End   scroll the CPU rows (PgUp PgDn: a screenful)",
	"",
	"Bars: # up to Avg_MHz, = from there up to Bzy_MHz, both against the",
	"highest turbo frequency; the lines: the last minute of PkgWatt and of",
	"Avg_MHz (Busy% where there is no APERF).",
	"With more than one package, each package's CPUs follow its summary",
	"line (combined as the summary row is), HT siblings under their core,",
	"sorted within the package; the machine's summary line comes last.",
	"Every number is a cell of the same table --format turbostat prints.",
	"A core is active when one of its CPUs is over 50% busy; the turbo",
	"limit shown is the ratio limit for that many active cores.",
	NULL,
};

/* Doubling steps between KEYS_INTERVAL_MIN and KEYS_INTERVAL_MAX. */
static double interval_step(double s, int dir)
{
	s = dir > 0 ? s * 2 : s / 2;
	if (s < KEYS_INTERVAL_MIN)
		s = KEYS_INTERVAL_MIN;
	if (s > KEYS_INTERVAL_MAX)
		s = KEYS_INTERVAL_MAX;
	return s;
}

static enum keys_action toggle_collapse(struct top_ui *ui, enum order_collapse c)
{
	ui->collapse = ui->collapse == c ? ORDER_ALL_CPUS : c;
	ui->scroll = 0;
	return KEYS_REDRAW;
}

enum keys_action keys_apply(struct top_ui *ui, int ch)
{
	if (ui->help) {
		ui->help = false;
		return ch == 'q' ? KEYS_QUIT : KEYS_REDRAW;
	}
	switch (ch) {
	case 'q':
	case 'Q':
		return KEYS_QUIT;
	case 'h':
	case '?':
		ui->help = true;
		return KEYS_REDRAW;
	case 's':
		ui->sort = (ui->sort + 1) % ORDER__COUNT;
		return KEYS_SORT;
	case 'r':
		ui->reverse = !ui->reverse;
		return KEYS_REDRAW;
	case 'c':
		return toggle_collapse(ui, ORDER_CORES);
	case 'p':
		return toggle_collapse(ui, ORDER_PACKAGES);
	case 'z':
		ui->fold = !ui->fold;
		ui->scroll = 0;
		return KEYS_REDRAW;
	case 'f':
		return KEYS_PICK;
	case 'j':
		ui->joules = !ui->joules;
		return KEYS_REFILL;
	case ' ':
		ui->paused = !ui->paused;
		return KEYS_REDRAW;
	case 'n':
		return KEYS_STEP;
	case '+':
		ui->interval_s = interval_step(ui->interval_s, 1);
		return KEYS_INTERVAL;
	case '-':
		ui->interval_s = interval_step(ui->interval_s, -1);
		return KEYS_INTERVAL;
	case KEY_DOWN:
		ui->scroll++;
		return KEYS_REDRAW;
	case KEY_UP:
		ui->scroll = ui->scroll > 0 ? ui->scroll - 1 : 0;
		return KEYS_REDRAW;
	case KEY_NPAGE:
		/* a page at a time: 1024 CPU rows are 33 pages on a 40-line screen */
		ui->scroll += ui->page > 0 ? ui->page : KEYS_PAGE;
		return KEYS_REDRAW;
	case KEY_PPAGE:
		ui->scroll -= ui->page > 0 ? ui->page : KEYS_PAGE;
		ui->scroll = ui->scroll > 0 ? ui->scroll : 0;
		return KEYS_REDRAW;
	case KEY_HOME:
		ui->scroll = 0;
		return KEYS_REDRAW;
	case KEY_END:
		ui->scroll = KEYS_SCROLL_END;
		return KEYS_REDRAW;
	case 12:	/* ^L */
	case KEY_RESIZE:
		return KEYS_REDRAW;
	default:
		return KEYS_NONE;
	}
}
