/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * One-line messages on standard error (output/say.c).  A message may carry a
 * user's argument (a path, a column name, a command): its control characters
 * are written as C escapes (\n, \t, \x1b), so a message is always one line and
 * never drives the terminal.
 */
#ifndef TSNG_SAY_H
#define TSNG_SAY_H

#include <stddef.h>
#include <stdio.h>

/* @s into @buf (NUL-terminated, cut to fit) with C0 controls, DEL and UTF-8 C1 controls escaped; its length. */
size_t say_escape(char *buf, size_t len, const char *s);

/* "PROG: MESSAGE\n" on @f, the message formatted as printf() does, then escaped whole. */
void say(FILE *f, const char *prog, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif
