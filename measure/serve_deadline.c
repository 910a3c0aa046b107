// SPDX-License-Identifier: GPL-2.0-only
/* The whole-request deadline of --listen (measure/serve_deadline.h). */
#include <errno.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <time.h>

#include "measure/serve_deadline.h"

enum { DEADLINE_TICK_MS = 250 };	/* how late past its deadline a connection may be cut */

static uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/*
 * Cuts what is overdue.  The table's lock is held across shutdown(), and
 * libmicrohttpd says a connection closed (deadline_notify, which takes the
 * lock) before it closes the descriptor: a descriptor in the table is never
 * one that was closed and handed to someone else.
 */
static void *watch(void *arg)
{
	struct deadline *d = arg;
	struct timespec tick = { 0, DEADLINE_TICK_MS * 1000000L };

	for (;;) {
		pthread_mutex_lock(&d->lock);
		if (d->stop) {
			pthread_mutex_unlock(&d->lock);
			return NULL;
		}
		uint64_t now = now_ns();

		for (unsigned i = 0; i < d->nslots; i++) {
			struct deadline_slot *s = &d->slot[i];

			if (s->fd >= 0 && now - s->since_ns > d->limit_ns) {
				shutdown(s->fd, SHUT_RDWR);
				s->since_ns = now;	/* cut once; libmicrohttpd closes it at its next look */
			}
		}
		pthread_mutex_unlock(&d->lock);
		nanosleep(&tick, NULL);
	}
}

int deadline_start(struct deadline *d, unsigned nslots, unsigned secs)
{
	d->slot = calloc(nslots, sizeof(*d->slot));
	if (!d->slot)
		return -ENOMEM;
	for (unsigned i = 0; i < nslots; i++)
		d->slot[i].fd = -1;
	d->nslots = nslots;
	d->limit_ns = (uint64_t)secs * 1000000000u;
	d->stop = false;
	pthread_mutex_init(&d->lock, NULL);
	int rc = pthread_create(&d->thread, NULL, watch, d);

	if (rc) {
		pthread_mutex_destroy(&d->lock);
		free(d->slot);
		d->slot = NULL;
		return -rc;
	}
	d->running = true;
	return 0;
}

void deadline_stop(struct deadline *d)
{
	if (!d->running)
		return;
	pthread_mutex_lock(&d->lock);
	d->stop = true;
	pthread_mutex_unlock(&d->lock);
	pthread_join(d->thread, NULL);
	pthread_mutex_destroy(&d->lock);
	free(d->slot);
	d->slot = NULL;
	d->running = false;
}

void deadline_notify(void *cls, struct MHD_Connection *conn, void **socket_context,
		     enum MHD_ConnectionNotificationCode toe)
{
	struct deadline *d = cls;
	struct deadline_slot *s = *socket_context;

	pthread_mutex_lock(&d->lock);
	if (toe == MHD_CONNECTION_NOTIFY_STARTED) {
		const union MHD_ConnectionInfo *ci = d->mhd->get_connection_info(conn, MHD_CONNECTION_INFO_CONNECTION_FD);

		for (unsigned i = 0; ci && i < d->nslots && !s; i++)
			if (d->slot[i].fd < 0)
				s = &d->slot[i];
		if (s) {
			s->fd = ci->connect_fd;
			s->since_ns = now_ns();
		} else if (ci) {
			shutdown(ci->connect_fd, SHUT_RDWR);	/* more than the limit: none untimed */
		}
		*socket_context = s;
	} else if (s) {
		s->fd = -1;
		*socket_context = NULL;
	}
	pthread_mutex_unlock(&d->lock);
}

void deadline_completed(void *cls, struct MHD_Connection *conn, void **req_cls,
			enum MHD_RequestTerminationCode toe)
{
	struct deadline *d = cls;
	const union MHD_ConnectionInfo *ci = d->mhd->get_connection_info(conn, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
	struct deadline_slot *s = ci ? ci->socket_context : NULL;

	(void)req_cls;
	(void)toe;
	pthread_mutex_lock(&d->lock);
	if (s && s->fd >= 0)
		s->since_ns = now_ns();
	pthread_mutex_unlock(&d->lock);
}
