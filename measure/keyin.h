/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Standard input while an interval runs (measure/keyin.c), as turbostat's
 * do_sleep() reads it: a line ends the interval now, a line starting with
 * 'q' quits; at end of file (a closed pipe, /dev/null) it is not watched again.
 */
#ifndef TSNG_KEYIN_H
#define TSNG_KEYIN_H

#include <stdbool.h>
#include <stdint.h>

enum keyin_event {
	KEYIN_TIMEOUT,	/* nothing came within the time */
	KEYIN_LINE,	/* a line: end the interval now */
	KEYIN_QUIT,	/* a line starting with 'q' */
	KEYIN_EOF,	/* standard input is done; watching stops */
	KEYIN_INTR,	/* a signal came first */
};

struct keyin {
	int fd;
	bool off;	/* not watched: a replay, or after end of file */
};

/* Waits up to @timeout_ns for a line on k->fd; the line is consumed whole. */
enum keyin_event keyin_wait(struct keyin *k, uint64_t timeout_ns);

#endif
