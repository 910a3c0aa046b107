/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The connection table of --listen (measure/serve_deadline.c): deadlines,
 * and limits per client address that make room instead of refusing.
 *
 * libmicrohttpd's connection timeout is an idle timeout: a client that
 * sends one byte every few seconds is never idle and holds its connection
 * for ever, and its connection limits refuse the newcomer, so that idle
 * connections from a few addresses lock every scraper out.  Here every
 * connection is in one of three phases, each with its own clock:
 *
 *   - from its accept until its request line has come in (the TLS
 *     handshake included): cut after first_line_s;
 *   - from its request line until the answer (request_s, however slowly
 *     its bytes keep coming);
 *   - idle between requests on a kept-alive connection (libmicrohttpd's
 *     own idle timeout, and request_s).
 *
 * A connection from an address (an IPv6 /64: measure/serve_addr.h) that
 * has per_addr open, or when cap are open in all, makes room: the oldest
 * connection not inside a request of that address, or at the cap of the
 * address that holds the most, is cut; only when none is idle is the
 * newcomer itself cut.  A cut is
 * shutdown(): libmicrohttpd then closes it as a client that went away.
 */
#ifndef TSNG_SERVE_DEADLINE_H
#define TSNG_SERVE_DEADLINE_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#include "measure/mhd.h"
#include "measure/serve_addr.h"

enum deadline_phase {
	DL_FIRST_LINE,		/* accepted, no request line yet */
	DL_REQUEST,		/* a request being read or answered */
	DL_IDLE,		/* kept alive between requests */
};

struct deadline_slot {
	int fd;			/* -1: free */
	bool cut;		/* shut down, not yet closed by libmicrohttpd: counts for no limit */
	enum deadline_phase phase;
	uint64_t since_ns;	/* CLOCK_MONOTONIC: when the phase began */
	struct serve_addr addr;
};

struct deadline_limits {
	unsigned cap;		/* connections open at once (the table holds twice as many: cut ones until closed) */
	unsigned per_addr;	/* from one client address */
	unsigned first_line_s;	/* accept (and handshake) to request line */
	unsigned request_s;	/* request line to answer, and an idle keep-alive */
};

struct deadline {
	const struct mhd_ops *mhd;	/* for the connection facts in the notifiers */
	pthread_mutex_t lock;
	pthread_cond_t wake;	/* a connection was admitted, or stop */
	pthread_t thread;
	bool running, stop;
	struct deadline_limits lim;
	unsigned nslots;
	struct deadline_slot *slot;
	unsigned long evicted, refused;	/* connections cut to make room, newcomers cut for want of it */
};

/* The table for @lim (d->mhd is kept); -ENOMEM. */
int deadline_init(struct deadline *d, const struct deadline_limits *lim);

/* Starts the watch thread, which cuts what overstays its phase; -errno. */
int deadline_start(struct deadline *d);

/* Stops the watch thread if it runs and frees the table (if any). */
void deadline_stop(struct deadline *d);

/*
 * A new connection from @from on descriptor @fd at @now: its slot, after
 * cutting an idle one to make room where a limit says so; NULL (and @fd
 * cut) when there is no room.  The notifiers' core, apart for the tests.
 */
struct deadline_slot *deadline_admit(struct deadline *d, int fd, const struct serve_addr *from, uint64_t now);

/* Cuts what has overstayed its phase at @now (the watch thread's round). */
void deadline_sweep(struct deadline *d, uint64_t now);

/* libmicrohttpd's connection notifier (MHD_OPTION_NOTIFY_CONNECTION) with @cls the struct deadline. */
void deadline_notify(void *cls, struct MHD_Connection *conn, void **socket_context,
		     enum MHD_ConnectionNotificationCode toe);

/* libmicrohttpd's URI logger (MHD_OPTION_URI_LOG_CALLBACK): the request line is in; NULL, the request's state. */
void *deadline_request_line(void *cls, const char *uri, struct MHD_Connection *conn);

/* libmicrohttpd's request-completed notifier (MHD_OPTION_NOTIFY_COMPLETED): idle until the next request. */
void deadline_completed(void *cls, struct MHD_Connection *conn, void **req_cls,
			enum MHD_RequestTerminationCode toe);

#endif
