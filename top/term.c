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
#define SLOT_IS(slot, decl) ((void)sizeof(1 ? (slot) : (decl)))

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
	 * Each slot's type against the header's declaration: a conditional
	 * between pointers of incompatible types is a constraint violation
	 * (C11 6.5.15p3), and an operand of sizeof is not evaluated, so this
	 * links nothing (an assignment there, as before, clang 14 warns of).
	 */
	SLOT_IS(cu.newterm, newterm);
	SLOT_IS(cu.delscreen, delscreen);
	SLOT_IS(cu.endwin, endwin);
	SLOT_IS(cu.cbreak, cbreak);
	SLOT_IS(cu.noecho, noecho);
	SLOT_IS(cu.keypad, keypad);
	SLOT_IS(cu.curs_set, curs_set);
	SLOT_IS(cu.has_colors, has_colors);
	SLOT_IS(cu.start_color, start_color);
	SLOT_IS(cu.use_default_colors, use_default_colors);
	SLOT_IS(cu.init_pair, init_pair);
	SLOT_IS(cu.resizeterm, resizeterm);
	SLOT_IS(cu.clearok, clearok);
	SLOT_IS(cu.wtimeout, wtimeout);
	SLOT_IS(cu.wgetch, wgetch);
	SLOT_IS(cu.werase, werase);
	SLOT_IS(cu.wmove, wmove);
	SLOT_IS(cu.waddnstr, waddnstr);
	SLOT_IS(cu.wattr_on, wattr_on);
	SLOT_IS(cu.wattr_off, wattr_off);
	SLOT_IS(cu.wrefresh, wrefresh);
	SLOT_IS(cu.std_win, &stdscr);
	SLOT_IS(cu.cur_win, &curscr);
	SLOT_IS(cu.lines, &LINES);
	SLOT_IS(cu.cols, &COLS);
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
