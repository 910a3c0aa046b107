// SPDX-License-Identifier: GPL-2.0-only
/* Basic authentication that failed logins cannot starve (measure/serve_auth.h). */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "measure/serve_auth.h"

void serve_auth_init(struct serve_auth *a, const struct webconf *wc)
{
	pthread_condattr_t ca;

	memset(a, 0, sizeof(*a));
	a->wc = wc;
	pthread_mutex_init(&a->lock, NULL);
	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_cond_init(&a->idle, &ca);
	pthread_condattr_destroy(&ca);
}

static void forget(struct auth_cred *c)
{
	if (c->text)
		memset(c->text, 0, c->len);
	free(c->text);
	memset(c, 0, sizeof(*c));
}

void serve_auth_free(struct serve_auth *a)
{
	for (int i = 0; i < AUTH_CACHED; i++)
		forget(&a->cred[i]);
	pthread_cond_destroy(&a->idle);
	pthread_mutex_destroy(&a->lock);
}

/* "user\0password" into @buf (@len bytes, from the caller's malloc); NULL when it cannot be made. */
static char *cred_text(const char *user, const char *password, size_t *len)
{
	size_t ul = strlen(user) + 1, pl = strlen(password);
	char *t = malloc(ul + pl);

	if (t) {
		memcpy(t, user, ul);
		memcpy(t + ul, password, pl);
	}
	*len = ul + pl;
	return t;
}

/* Under the lock: the remembered credential equal to @text, or NULL. */
static struct auth_cred *cred_find(struct serve_auth *a, const char *text, size_t len)
{
	for (int i = 0; i < AUTH_CACHED; i++)
		if (a->cred[i].text && a->cred[i].len == len && !memcmp(a->cred[i].text, text, len))
			return &a->cred[i];
	return NULL;
}

/* Under the lock: remembers @text (taking it), in a free slot or the least recently used one's. */
static void cred_keep(struct serve_auth *a, char *text, size_t len)
{
	struct auth_cred *c = &a->cred[0];

	for (int i = 1; i < AUTH_CACHED && c->text; i++)
		if (!a->cred[i].text || a->cred[i].used < c->used)
			c = &a->cred[i];
	forget(c);
	*c = (struct auth_cred){ text, len, ++a->lookups };
}

/* Under the lock: @from's failures in a window still open at @now, or NULL. */
static struct auth_fails *fails_of(struct serve_auth *a, const struct serve_addr *from, uint64_t now)
{
	for (int i = 0; i < AUTH_ADDRS; i++) {
		struct auth_fails *f = &a->fails[i];

		if (f->n && now - f->since_ns >= (uint64_t)AUTH_WINDOW_S * 1000000000u)
			f->n = 0;	/* its window ended */
		if (f->n && serve_addr_same(&f->addr, from))
			return f;
	}
	return NULL;
}

/*
 * Under the lock: one more failure from @from; a new address takes a free
 * row, or the one whose window started first (with more addresses failing
 * at once than rows, the oldest count starts again).
 */
static void fails_note(struct serve_auth *a, const struct serve_addr *from, uint64_t now)
{
	struct auth_fails *f = fails_of(a, from, now);

	if (!f) {
		f = &a->fails[0];
		for (int i = 1; i < AUTH_ADDRS && f->n; i++)
			if (!a->fails[i].n || a->fails[i].since_ns < f->since_ns)
				f = &a->fails[i];
		*f = (struct auth_fails){ *from, 0, now };
	}
	f->n++;
}

/*
 * Under the lock: waits (one caller at a time, so that the server's other
 * threads stay free) until the running check ends; false at @until.
 */
static bool wait_idle(struct serve_auth *a, const struct timespec *until)
{
	a->waiting = true;
	int rc = pthread_cond_timedwait(&a->idle, &a->lock, until);

	a->waiting = false;
	return !rc;
}

enum auth_verdict serve_auth_check(struct serve_auth *a, const struct serve_addr *from, const char *user,
				   const char *password, uint64_t now_ns)
{
	size_t len;
	char *text;

	if (!user || !password)
		return AUTH_DENIED;
	text = cred_text(user, password, &len);
	if (!text)
		return AUTH_BUSY;
	struct timespec until;
	enum auth_verdict v;
	bool run = false;

	clock_gettime(CLOCK_MONOTONIC, &until);
	until.tv_sec += until.tv_nsec >= 1000000000 - AUTH_WAIT_MS * 1000000L;
	until.tv_nsec = (until.tv_nsec + AUTH_WAIT_MS * 1000000L) % 1000000000;
	pthread_mutex_lock(&a->lock);
	for (;;) {
		struct auth_cred *c = cred_find(a, text, len);
		struct auth_fails *f = c ? NULL : fails_of(a, from, now_ns);

		if (c) {
			c->used = ++a->lookups;
			v = AUTH_OK;
		} else if (f && f->n >= AUTH_FAILS) {
			v = AUTH_LIMITED;
		} else if (!a->checking) {
			a->checking = run = true;
			a->checks++;
		} else if (f || a->waiting || !wait_idle(a, &until)) {
			/* not kept waiting: an address that failed already, a second waiter, anyone past the wait */
			v = AUTH_BUSY;
		} else {
			continue;	/* the check ended: this credential may be remembered now */
		}
		break;
	}
	pthread_mutex_unlock(&a->lock);
	if (!run) {
		memset(text, 0, len);
		free(text);
		return v;
	}
	/* the check itself outside the lock: a remembered credential is served meanwhile */
	bool ok = webconf_check(a->wc, user, password);

	pthread_mutex_lock(&a->lock);
	a->checking = false;
	pthread_cond_broadcast(&a->idle);
	if (ok && !cred_find(a, text, len)) {
		cred_keep(a, text, len);
		text = NULL;
	} else if (!ok) {
		fails_note(a, from, now_ns);
	}
	pthread_mutex_unlock(&a->lock);
	if (text) {
		memset(text, 0, len);
		free(text);
	}
	return ok ? AUTH_OK : AUTH_DENIED;
}

unsigned long serve_auth_checks(struct serve_auth *a)
{
	pthread_mutex_lock(&a->lock);
	unsigned long n = a->checks;

	pthread_mutex_unlock(&a->lock);
	return n;
}
