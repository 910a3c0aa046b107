// SPDX-License-Identifier: GPL-2.0-only
/*
 * turbostat's do_sleep() (tools/power/x86/turbostat/turbostat.c): select()
 * on stdin for the rest of the interval; 'q' sets exit_requested, EOF sets
 * ignore_stdin and the rest is slept; whatever else is on the line is
 * dropped.  Here a line ends the interval at once as there.
 */
#include <errno.h>
#include <poll.h>
#include <time.h>
#include <unistd.h>

#include "measure/keyin.h"

enum keyin_event keyin_wait(struct keyin *k, uint64_t timeout_ns)
{
	struct pollfd p = { .fd = k->fd, .events = POLLIN };
	struct timespec ts = { .tv_sec = (time_t)(timeout_ns / 1000000000u), .tv_nsec = (long)(timeout_ns % 1000000000u) };
	int n = ppoll(&p, 1, &ts, NULL);
	char c, first = 0;
	ssize_t got;

	if (n < 0)
		return errno == EINTR ? KEYIN_INTR : (k->off = true, KEYIN_EOF);
	if (n == 0)
		return KEYIN_TIMEOUT;
	if (p.revents & POLLNVAL) {
		k->off = true;
		return KEYIN_EOF;
	}
	for (int i = 0; (got = read(k->fd, &c, 1)) == 1 && c != '\n'; i++)
		if (i == 0)
			first = c;
	if (got == 1 && first == 0 && c == '\n')
		return KEYIN_LINE;
	if (got <= 0 && first == 0) {
		k->off = true;	/* end of file with nothing on the line */
		return KEYIN_EOF;
	}
	return first == 'q' ? KEYIN_QUIT : KEYIN_LINE;
}
