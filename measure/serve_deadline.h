/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The whole-request deadline of --listen (measure/serve_deadline.c).
 * libmicrohttpd's connection timeout is an idle timeout: a client that
 * sends one header byte every few seconds is never idle and holds its
 * connection for ever.  Here every connection is timed from its accept, and
 * again from the end of each request it completes (keep-alive); one that
 * has not finished its request by the deadline is shut down, and
 * libmicrohttpd then closes it as a client that went away.
 */
#ifndef TSNG_SERVE_DEADLINE_H
#define TSNG_SERVE_DEADLINE_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#include "measure/mhd.h"

struct deadline_slot {
	int fd;			/* -1: free */
	uint64_t since_ns;	/* CLOCK_MONOTONIC: accepted, or the last request finished */
};

struct deadline {
	const struct mhd_ops *mhd;	/* for the connection facts in the notifiers */
	pthread_mutex_t lock;
	pthread_t thread;
	bool running, stop;
	uint64_t limit_ns;
	unsigned nslots;
	struct deadline_slot *slot;
};

/* Room for @nslots connections, each cut @secs after it starts a request; starts the watch thread; -errno. */
int deadline_start(struct deadline *d, unsigned nslots, unsigned secs);

/* Stops the watch thread and frees the table. */
void deadline_stop(struct deadline *d);

/* libmicrohttpd's connection notifier (MHD_OPTION_NOTIFY_CONNECTION) with @cls the struct deadline. */
void deadline_notify(void *cls, struct MHD_Connection *conn, void **socket_context,
		     enum MHD_ConnectionNotificationCode toe);

/* libmicrohttpd's request-completed notifier (MHD_OPTION_NOTIFY_COMPLETED): the clock starts again. */
void deadline_completed(void *cls, struct MHD_Connection *conn, void **req_cls,
			enum MHD_RequestTerminationCode toe);

#endif
