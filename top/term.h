/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The terminal calls of the top view, through ncursesw loaded with dlopen()
 * when --top starts (lib/dynlib.h).  Linked normally, ncursesw and tinfo
 * are mapped in every run, 0.26 MiB resident, though only --top draws
 * (docs/memory.md).  The constants (A_BOLD, COLOR_PAIR, KEY_*) still come
 * from <curses.h>; the calls go through term_load()'s table, on the one
 * screen term_open() makes.
 */
#ifndef TSNG_TOP_TERM_H
#define TSNG_TOP_TERM_H

#include <stdbool.h>
#include <stddef.h>

/* Loads the library (once); 0, or -1 with one line in @why naming it and the package to install. */
int term_load(char *why, size_t whylen);

/* The screen on standard output, keys from standard input (curses' newterm()); -1 when it cannot. */
int term_open(void);
/* Gives the terminal back and frees the screen. */
void term_close(void);

/* cbreak, no echo, keypad keys, no cursor; colors (pairs 1..n: @fg) when @color and the terminal has them. */
bool term_setup(bool color, const short *fg, int n);

/* ^Z: the terminal given back before the stop; term_resumed() once continued (the shell drew meanwhile). */
void term_suspend(void);
void term_resumed(void);
void term_resize(int rows, int cols);
/* A key, waiting at most @ms; -1 when none came. */
int term_key(int ms);

int term_lines(void);
int term_cols(void);
int term_x(void);		/* the cursor's column */
void term_move(int y, int x);
/* @text at the cursor, at most @n bytes (all of it when @n is -1) */
void term_put(const char *text, int n);
void term_attr(int attr, bool on);
void term_erase(void);
void term_refresh(void);

#endif
