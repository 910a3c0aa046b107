/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Basic authentication of --listen that failed logins cannot starve
 * (measure/serve_auth.c).  A bcrypt check takes tens of milliseconds of a
 * server thread; 32 connections sending a wrong password kept all four
 * busy and real scrapes waited seconds.  So, as the Prometheus
 * exporter-toolkit does (web/handler.go, web/cache.go), a credential that
 * passed is remembered and checked again by comparison, without bcrypt;
 * one bcrypt runs at a time (exporter-toolkit's bcryptMtx): one request
 * that needs another may wait for it up to AUTH_WAIT_MS, unless its
 * address has failed before; others get 429 at once rather than holding a
 * server thread; and an address (an IPv6 /64) whose checks failed AUTH_FAILS
 * times within AUTH_WINDOW_S gets 429 without a check until its window
 * ends.  A remembered credential is served from any address at any time.
 */
#ifndef TSNG_SERVE_AUTH_H
#define TSNG_SERVE_AUTH_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#include "measure/serve_addr.h"
#include "measure/webconf.h"

enum {
	AUTH_CACHED = 16,	/* credentials remembered (the least recently used goes first) */
	AUTH_FAILS = 5,		/* failed checks from one address within a window; the next gets 429 */
	AUTH_WINDOW_S = 60,	/* from an address's first failure; then its count starts again */
	AUTH_ADDRS = 64,	/* addresses whose failures are counted at once */
	AUTH_WAIT_MS = 1000,	/* for a running check, from an address without failures */
};

enum auth_verdict {
	AUTH_OK,
	AUTH_DENIED,		/* 401: no such user, or a wrong password */
	AUTH_LIMITED,		/* 429: not checked, too many failures from there (again after the window) */
	AUTH_BUSY,		/* 429: not checked, another check running (again in a second) */
};

struct auth_cred {
	char *text;		/* user, NUL, password (plaintext, as exporter-toolkit keeps it); NULL: free */
	size_t len;
	uint64_t used;		/* the lookup count when it last matched */
};

struct auth_fails {
	struct serve_addr addr;
	unsigned n;		/* 0: free */
	uint64_t since_ns;	/* the window's first failure */
};

struct serve_auth {
	const struct webconf *wc;
	pthread_mutex_t lock;
	bool checking;		/* a bcrypt check runs */
	pthread_cond_t idle;	/* the check ended (CLOCK_MONOTONIC) */
	bool waiting;		/* a request waits for it (one at most) */
	unsigned long checks;	/* bcrypt checks run so far */
	uint64_t lookups;
	struct auth_cred cred[AUTH_CACHED];
	struct auth_fails fails[AUTH_ADDRS];
};

void serve_auth_init(struct serve_auth *a, const struct webconf *wc);

/* Forgets the credentials (their bytes zeroed first). */
void serve_auth_free(struct serve_auth *a);

/* Whether @user with @password from @from may scrape, at @now_ns (CLOCK_MONOTONIC); thread-safe. */
enum auth_verdict serve_auth_check(struct serve_auth *a, const struct serve_addr *from, const char *user,
				   const char *password, uint64_t now_ns);

/* bcrypt checks run so far (0 for a remembered credential: a test's and the bench's count). */
unsigned long serve_auth_checks(struct serve_auth *a);

#endif
