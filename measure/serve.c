// SPDX-License-Identifier: GPL-2.0-only
/* The /metrics endpoint of --listen (measure/serve.h), on GNU libmicrohttpd. */
#include <arpa/inet.h>
#include <errno.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "measure/run.h"
#include "measure/serve.h"

/* Limits that turn abuse into a clean HTTP error instead of memory or threads. */
enum {
	SERVE_CONNECTIONS = 32,		/* more are refused at accept */
	SERVE_CONN_MEMORY = 16384,	/* per connection: a bigger request header gets 431 */
	SERVE_TIMEOUT_S = 10,		/* an idle or slow client is dropped */
};

struct server {
	pthread_mutex_t lock;
	char *scrape;		/* the last finished scrape, or NULL before the first */
	size_t len;
};

/* The sampler's side: swap in a copy of the finished scrape; holds the lock only for the swap. */
static int publish(void *arg, const char *text, size_t len)
{
	struct server *srv = arg;
	char *copy = malloc(len ? len : 1), *old;

	if (!copy)
		return -ENOMEM;
	memcpy(copy, text, len);
	pthread_mutex_lock(&srv->lock);
	old = srv->scrape;
	srv->scrape = copy;
	srv->len = len;
	pthread_mutex_unlock(&srv->lock);
	free(old);
	return 0;
}

static enum MHD_Result reply(struct MHD_Connection *conn, unsigned status, const char *type, char *body,
			     size_t len)
{
	struct MHD_Response *resp = MHD_create_response_from_buffer(len, body, MHD_RESPMEM_MUST_FREE);
	enum MHD_Result rc;

	if (!resp) {
		free(body);
		return MHD_NO;
	}
	MHD_add_response_header(resp, MHD_HTTP_HEADER_CONTENT_TYPE, type);
	rc = MHD_queue_response(conn, status, resp);
	MHD_destroy_response(resp);
	return rc;
}

static enum MHD_Result reply_text(struct MHD_Connection *conn, unsigned status, const char *text)
{
	char *body = strdup(text);

	return body ? reply(conn, status, "text/plain; charset=utf-8", body, strlen(body)) : MHD_NO;
}

/* libmicrohttpd's thread: GET /metrics gets a copy of the last scrape; anything else a plain error. */
static enum MHD_Result handle(void *cls, struct MHD_Connection *conn, const char *url, const char *method,
			      const char *version, const char *upload, size_t *upload_size, void **state)
{
	struct server *srv = cls;
	char *body;
	size_t len;

	(void)version;
	(void)upload;
	if (*upload_size) {		/* a request body is not read: no /metrics request has one */
		*upload_size = 0;
		return MHD_YES;
	}
	if (!*state) {			/* the first call only announces the request */
		*state = srv;
		return MHD_YES;
	}
	if (strcmp(method, "GET") && strcmp(method, "HEAD"))
		return reply_text(conn, MHD_HTTP_METHOD_NOT_ALLOWED, "only GET /metrics\n");
	if (strcmp(url, "/metrics"))
		return reply_text(conn, MHD_HTTP_NOT_FOUND, "not found: the metrics are at /metrics\n");
	pthread_mutex_lock(&srv->lock);
	len = srv->len;
	body = srv->scrape ? malloc(len ? len : 1) : NULL;
	if (body)
		memcpy(body, srv->scrape, len);
	pthread_mutex_unlock(&srv->lock);
	if (!body)
		return reply_text(conn, MHD_HTTP_SERVICE_UNAVAILABLE, "no interval finished yet\n");
	return reply(conn, MHD_HTTP_OK, "text/plain; version=0.0.4; charset=utf-8", body, len);
}

int serve_parse_addr(const char *listen, struct sockaddr_in *sa)
{
	const char *colon = strrchr(listen, ':'), *port = colon ? colon + 1 : listen;
	char addr[64];
	char *end;
	long p;

	memset(sa, 0, sizeof(*sa));
	sa->sin_family = AF_INET;
	sa->sin_addr.s_addr = htonl(INADDR_ANY);
	errno = 0;
	p = strtol(port, &end, 10);
	if (end == port || *end || errno || p < 1 || p > 65535)
		return -EINVAL;
	sa->sin_port = htons((uint16_t)p);
	if (!colon || colon == listen)
		return colon ? -EINVAL : 0;
	if ((size_t)(colon - listen) >= sizeof(addr))
		return -EINVAL;
	snprintf(addr, sizeof(addr), "%.*s", (int)(colon - listen), listen);
	return inet_pton(AF_INET, addr, &sa->sin_addr) == 1 ? 0 : -EINVAL;
}

int serve_run(struct session *s, struct renderer *r, const char *listen, FILE *diag)
{
	struct server srv = { .scrape = NULL };
	struct sockaddr_in sa;
	struct MHD_Daemon *d;
	int rc;

	if (serve_parse_addr(listen, &sa)) {
		fprintf(diag, "turbostat-ng: --listen %s: expected [IPv4-ADDRESS:]PORT\n", listen);
		return 2;
	}
	pthread_mutex_init(&srv.lock, NULL);
	d = MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL, ntohs(sa.sin_port), NULL, NULL, handle,
			     &srv, MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&sa, MHD_OPTION_CONNECTION_LIMIT,
			     (unsigned)SERVE_CONNECTIONS, MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)SERVE_CONN_MEMORY,
			     MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)SERVE_TIMEOUT_S, MHD_OPTION_END);
	if (!d) {
		fprintf(diag, "turbostat-ng: --listen %s: cannot listen there (in use, or not an address of this machine)\n",
			listen);
		pthread_mutex_destroy(&srv.lock);
		return 2;
	}
	r->publish = publish;
	r->publish_arg = &srv;
	rc = run_intervals(s, r, diag);
	/* the last scrape stays served until a signal ends the exporter */
	while (!rc && !run_stop_requested()) {
		struct timespec ts = { 0, 100000000 };

		nanosleep(&ts, NULL);
	}
	MHD_stop_daemon(d);
	pthread_mutex_destroy(&srv.lock);
	free(srv.scrape);
	return rc;
}
