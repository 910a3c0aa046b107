// SPDX-License-Identifier: GPL-2.0-only
/* The connection table of --listen (measure/serve_deadline.h). */
#include <errno.h>
#include <poll.h>
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
 * Under the lock, which is held across shutdown(): libmicrohttpd says a
 * connection closed (deadline_notify, which takes the lock) before it
 * closes the descriptor, so a descriptor in the table is never one that was
 * closed and handed to someone else.
 */
static void cut(struct deadline_slot *s)
{
	shutdown(s->fd, SHUT_RDWR);
	s->cut = true;
}

static uint64_t limit_ns(const struct deadline *d, enum deadline_phase p)
{
	return (uint64_t)(p == DL_FIRST_LINE ? d->lim.first_line_s : d->lim.request_s) * 1000000000u;
}

void deadline_sweep(struct deadline *d, uint64_t now)
{
	pthread_mutex_lock(&d->lock);
	for (unsigned i = 0; i < d->nslots; i++) {
		struct deadline_slot *s = &d->slot[i];

		if (s->fd >= 0 && !s->cut && now - s->since_ns > limit_ns(d, s->phase))
			cut(s);
	}
	pthread_mutex_unlock(&d->lock);
}

/* Under the lock: whether any connection is open (cut ones included: they are not closed yet). */
static bool any_open(const struct deadline *d)
{
	for (unsigned i = 0; i < d->nslots; i++)
		if (d->slot[i].fd >= 0)
			return true;
	return false;
}

/* A round every tick while a connection is open; asleep without one, so an exporter nobody scrapes wakes for nothing. */
static void *watch(void *arg)
{
	struct deadline *d = arg;

	for (;;) {
		pthread_mutex_lock(&d->lock);
		while (!d->stop && !any_open(d))
			pthread_cond_wait(&d->wake, &d->lock);
		bool stop = d->stop;

		pthread_mutex_unlock(&d->lock);
		if (stop)
			return NULL;
		deadline_sweep(d, now_ns());
		/*
		 * The tick is poll()'s timeout, not a nanosleep(): the sleeps of the
		 * sampling thread are the time of a run on the fake machine
		 * (tests/fakemachine), whose clock moves by each nanosleep() asked.
		 */
		poll(NULL, 0, DEADLINE_TICK_MS);
	}
}

int deadline_init(struct deadline *d, const struct deadline_limits *lim)
{
	*d = (struct deadline){ .mhd = d->mhd, .lim = *lim, .nslots = 2 * lim->cap };
	d->slot = calloc(d->nslots, sizeof(*d->slot));
	if (!d->slot)
		return -ENOMEM;
	for (unsigned i = 0; i < d->nslots; i++)
		d->slot[i].fd = -1;
	pthread_mutex_init(&d->lock, NULL);
	pthread_cond_init(&d->wake, NULL);
	return 0;
}

int deadline_start(struct deadline *d)
{
	int rc = pthread_create(&d->thread, NULL, watch, d);

	d->running = !rc;
	return -rc;
}

void deadline_stop(struct deadline *d)
{
	if (d->running) {
		pthread_mutex_lock(&d->lock);
		d->stop = true;
		pthread_cond_signal(&d->wake);
		pthread_mutex_unlock(&d->lock);
		pthread_join(d->thread, NULL);
		d->running = false;
	}
	if (d->slot) {
		pthread_cond_destroy(&d->wake);
		pthread_mutex_destroy(&d->lock);
		free(d->slot);
		d->slot = NULL;
	}
}

/* Under the lock: how many open connections (not cut) come from @a. */
static unsigned open_from(const struct deadline *d, const struct serve_addr *a)
{
	unsigned n = 0;

	for (unsigned i = 0; i < d->nslots; i++)
		n += d->slot[i].fd >= 0 && !d->slot[i].cut && serve_addr_same(&d->slot[i].addr, a);
	return n;
}

/*
 * Under the lock: the connection to cut for room, outside a request: the
 * oldest of @from's (at its address's limit), or else (at the cap) the
 * oldest of the address holding the most, so that addresses that keep
 * reconnecting take each other's places and not a scraper's one; NULL.
 */
static struct deadline_slot *victim_for(struct deadline *d, const struct serve_addr *from)
{
	struct deadline_slot *v = NULL;
	unsigned most = 0;

	for (unsigned i = 0; i < d->nslots; i++) {
		struct deadline_slot *s = &d->slot[i];

		if (s->fd < 0 || s->cut || s->phase == DL_REQUEST || (from && !serve_addr_same(&s->addr, from)))
			continue;
		unsigned n = from ? 1 : open_from(d, &s->addr);

		if (!v || n > most || (n == most && s->since_ns < v->since_ns)) {
			v = s;
			most = n;
		}
	}
	return v;
}

struct deadline_slot *deadline_admit(struct deadline *d, int fd, const struct serve_addr *from, uint64_t now)
{
	struct deadline_slot *s = NULL, *victim = NULL;
	unsigned open = 0, mine = 0;

	pthread_mutex_lock(&d->lock);
	for (unsigned i = 0; i < d->nslots; i++) {
		if (d->slot[i].fd < 0) {
			s = s ? s : &d->slot[i];
			continue;
		}
		open += !d->slot[i].cut;
		mine += !d->slot[i].cut && serve_addr_same(&d->slot[i].addr, from);
	}
	bool full = mine >= d->lim.per_addr || open >= d->lim.cap;

	if (full && s) {
		victim = victim_for(d, mine >= d->lim.per_addr ? from : NULL);
		if (victim) {
			cut(victim);
			d->evicted++;
		}
	}
	if (s && (!full || victim)) {
		*s = (struct deadline_slot){ .fd = fd, .phase = DL_FIRST_LINE, .since_ns = now, .addr = *from };
		pthread_cond_signal(&d->wake);
	} else {
		/* no room without cutting a request in progress: the newcomer goes (none untimed) */
		shutdown(fd, SHUT_RDWR);
		d->refused++;
		s = NULL;
	}
	pthread_mutex_unlock(&d->lock);
	return s;
}

/* The slot of a connection (its socket context), or NULL. */
static struct deadline_slot *slot_of(struct deadline *d, struct MHD_Connection *conn)
{
	const union MHD_ConnectionInfo *ci = d->mhd->get_connection_info(conn, MHD_CONNECTION_INFO_SOCKET_CONTEXT);

	return ci ? ci->socket_context : NULL;
}

/* A connection's slot to @phase from now, unless it was cut. */
static void enter(struct deadline *d, struct deadline_slot *s, enum deadline_phase phase)
{
	pthread_mutex_lock(&d->lock);
	if (s && s->fd >= 0 && !s->cut) {
		s->phase = phase;
		s->since_ns = now_ns();
	}
	pthread_mutex_unlock(&d->lock);
}

void deadline_notify(void *cls, struct MHD_Connection *conn, void **socket_context,
		     enum MHD_ConnectionNotificationCode toe)
{
	struct deadline *d = cls;
	struct deadline_slot *s = *socket_context;

	if (toe == MHD_CONNECTION_NOTIFY_STARTED) {
		const union MHD_ConnectionInfo *fd = d->mhd->get_connection_info(conn, MHD_CONNECTION_INFO_CONNECTION_FD);
		const union MHD_ConnectionInfo *ad = d->mhd->get_connection_info(conn, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
		struct serve_addr from;

		serve_addr_of(ad ? ad->client_addr : NULL, &from);
		*socket_context = fd ? deadline_admit(d, fd->connect_fd, &from, now_ns()) : NULL;
		return;
	}
	pthread_mutex_lock(&d->lock);
	if (s) {
		s->fd = -1;
		s->cut = false;
		*socket_context = NULL;
	}
	pthread_mutex_unlock(&d->lock);
}

void *deadline_request_line(void *cls, const char *uri, struct MHD_Connection *conn)
{
	struct deadline *d = cls;

	(void)uri;
	enter(d, slot_of(d, conn), DL_REQUEST);
	return NULL;
}

void deadline_completed(void *cls, struct MHD_Connection *conn, void **req_cls,
			enum MHD_RequestTerminationCode toe)
{
	struct deadline *d = cls;

	(void)req_cls;
	(void)toe;
	enter(d, slot_of(d, conn), DL_IDLE);
}
