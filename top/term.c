// SPDX-License-Identifier: GPL-2.0-only
/* ncursesw through dlopen(): top/term.h says why. */
#include <curses.h>
#include <stdio.h>

#include "lib/dynlib.h"
#include "top/term.h"

/* The shared object's SONAME, taken from libncurses-dev at build time (Makefile); it brings tinfo */
#ifndef TSNG_CURSES_SONAME
#define TSNG_CURSES_SONAME "libncursesw.so.6"
#endif

/* Each curses function the view calls, typed as <curses.h> declares it, and its variables */
static struct curses_ops {
	SCREEN *(*newterm)(const char *type, FILE *out, FILE *in);
	void (*delscreen)(SCREEN *sp);
	int (*endwin)(void);
	int (*cbreak)(void);
	int (*noecho)(void);
	int (*keypad)(WINDOW *win, bool on);
	int (*curs_set)(int visibility);
	bool (*has_colors)(void);
	int (*start_color)(void);
	int (*use_default_colors)(void);
	int (*init_pair)(short pair, short fg, short bg);
	int (*resizeterm)(int lines, int cols);
	int (*clearok)(WINDOW *win, bool on);
	void (*wtimeout)(WINDOW *win, int ms);
	int (*wgetch)(WINDOW *win);
	int (*werase)(WINDOW *win);
	int (*wmove)(WINDOW *win, int y, int x);
	int (*waddnstr)(WINDOW *win, const char *text, int n);
	int (*wattr_on)(WINDOW *win, attr_t attr, void *opts);
	int (*wattr_off)(WINDOW *win, attr_t attr, void *opts);
	int (*wrefresh)(WINDOW *win);
	WINDOW **std_win, **cur_win;
	int *lines, *cols;
} cu;

#define SYM(name, slot) { name, offsetof(struct curses_ops, slot) }

static const struct dynlib_sym entry[] = {
	SYM("newterm", newterm), SYM("delscreen", delscreen), SYM("endwin", endwin), SYM("cbreak", cbreak),
	SYM("noecho", noecho), SYM("keypad", keypad), SYM("curs_set", curs_set), SYM("has_colors", has_colors),
	SYM("start_color", start_color), SYM("use_default_colors", use_default_colors),
	SYM("init_pair", init_pair), SYM("resizeterm", resizeterm), SYM("clearok", clearok),
	SYM("wtimeout", wtimeout), SYM("wgetch", wgetch), SYM("werase", werase), SYM("wmove", wmove),
	SYM("waddnstr", waddnstr), SYM("wattr_on", wattr_on), SYM("wattr_off", wattr_off),
	SYM("wrefresh", wrefresh), SYM("stdscr", std_win), SYM("curscr", cur_win), SYM("LINES", lines),
	SYM("COLS", cols),
};

static struct dynlib curses_lib =
	DYNLIB(TSNG_CURSES_SONAME, "ncursesw, the terminal library the top view needs", entry, &cu);
static SCREEN *screen;

int term_load(char *why, size_t whylen)
{
	/*
	 * Each slot's type against the header's declaration: an operand of
	 * sizeof is not evaluated, so this links nothing.
	 */
	(void)sizeof(cu.newterm = newterm, cu.delscreen = delscreen, cu.endwin = endwin, cu.cbreak = cbreak,
		     cu.noecho = noecho, cu.keypad = keypad, cu.curs_set = curs_set, cu.has_colors = has_colors,
		     cu.start_color = start_color, cu.use_default_colors = use_default_colors,
		     cu.init_pair = init_pair, cu.resizeterm = resizeterm, cu.clearok = clearok,
		     cu.wtimeout = wtimeout, cu.wgetch = wgetch, cu.werase = werase, cu.wmove = wmove,
		     cu.waddnstr = waddnstr, cu.wattr_on = wattr_on, cu.wattr_off = wattr_off, cu.wrefresh = wrefresh,
		     cu.std_win = &stdscr, cu.cur_win = &curscr, cu.lines = &LINES, cu.cols = &COLS);
	return dynlib_get(&curses_lib, why, whylen);
}

int term_open(void)
{
	screen = cu.newterm(NULL, stdout, stdin);
	return screen ? 0 : -1;
}

void term_close(void)
{
	cu.endwin();
	cu.delscreen(screen);
	screen = NULL;
}

bool term_setup(bool color, const short *fg, int n)
{
	cu.cbreak();
	cu.noecho();
	cu.keypad(*cu.std_win, TRUE);
	cu.curs_set(0);
	if (!color || !cu.has_colors())
		return false;
	cu.start_color();
	cu.use_default_colors();
	for (int i = 0; i < n; i++)
		cu.init_pair((short)(i + 1), fg[i], -1);
	return true;
}

void term_suspend(void)
{
	cu.endwin();
}

void term_resumed(void)
{
	cu.clearok(*cu.cur_win, TRUE);
}

void term_resize(int rows, int cols)
{
	cu.resizeterm(rows, cols);
}

int term_key(int ms)
{
	cu.wtimeout(*cu.std_win, ms);
	int ch = cu.wgetch(*cu.std_win);

	return ch == ERR ? -1 : ch;
}

int term_lines(void)
{
	return *cu.lines;
}

int term_cols(void)
{
	return *cu.cols;
}

int term_x(void)
{
	return getcurx(*cu.std_win);
}

void term_move(int y, int x)
{
	cu.wmove(*cu.std_win, y, x);
}

void term_put(const char *text, int n)
{
	cu.waddnstr(*cu.std_win, text, n);
}

void term_attr(int attr, bool on)
{
	(on ? cu.wattr_on : cu.wattr_off)(*cu.std_win, (attr_t)attr, NULL);
}

void term_erase(void)
{
	cu.werase(*cu.std_win);
}

void term_refresh(void)
{
	cu.wrefresh(*cu.std_win);
}
