// SPDX-License-Identifier: GPL-2.0-only
/* The /metrics endpoint of --listen (measure/serve.h), on GNU libmicrohttpd. */
#include <arpa/inet.h>
#include <errno.h>
#include <malloc.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "measure/gzip.h"
#include "measure/mhd.h"
#include "measure/run.h"
#include "measure/serve.h"
#include "measure/serve_addr.h"
#include "measure/serve_auth.h"
#include "measure/serve_deadline.h"
#include "measure/webconf.h"
#include "output/say.h"

/*
 * Limits that turn abuse into a clean HTTP error or a closed connection
 * instead of memory, threads or a stalled scrape (measure/serve_deadline.h).
 * Clients from one address (an IPv6 /64) hold at most SERVE_PER_IP of the
 * SERVE_CONNECTIONS, and a newcomer at either limit takes the place of the
 * oldest idle connection, so a scraper always gets in; a connection must
 * send its request line within SERVE_FIRST_LINE_S of its accept (TLS
 * handshake included), and its request must be answered within
 * SERVE_DEADLINE_S of that however it trickles in.
 */
enum {
	SERVE_CONNECTIONS = 64,		/* open at once; libmicrohttpd's own limit twice that, for cut ones */
	SERVE_PER_IP = 8,		/* from one client address */
	SERVE_CONN_MEMORY = 16384,	/* per connection: a bigger request header gets 431 */
	SERVE_TIMEOUT_S = 5,		/* an idle client is dropped */
	SERVE_FIRST_LINE_S = 3,		/* accept to request line: a scraper sends it at once */
	SERVE_FIRST_SAMPLE_MS = 200,	/* the first interval of a live run, so that a restart is not a target down */
	SERVE_DEADLINE_S = 10,		/* a request not answered by then is cut (Prometheus's scrape_timeout) */
	SERVE_THREADS = 4,		/* a bcrypt check (tens of ms) holds one of them, not every client */
	SERVE_PEM_MAX = 1 << 20,	/* a certificate chain or key file */
};

/* libmicrohttpd, loaded by serve_run() before the daemon's threads start */
static const struct mhd_ops *mhd;

/*
 * One finished scrape, shared by the responses that send it: libmicrohttpd
 * sends from this buffer, the renderer's own (no copy of 1.3 MB at 1024
 * CPUs per scrape), and the last response to end frees it.  The gzip'ed
 * form is made once, by the first scrape that asks for it.
 */
struct scrape {
	struct server *srv;
	unsigned refs;		/* the server's while it is the latest, and each response's; under srv->lock */
	char *text;
	size_t len;
	pthread_mutex_t gz_lock;
	char *gz;		/* NULL: not asked for yet, or zlib failed (gz_tried) */
	size_t gz_len;
	bool gz_tried;
};

struct server {
	pthread_mutex_t lock;
	struct scrape *scrape;	/* the last finished scrape, or NULL before the first */
	const struct webconf *wc;
	struct serve_auth auth;
	bool gzip;		/* zlib loaded */
};

/* Drops one hold on @sc; the last frees it.  Also libmicrohttpd's free callback of a response. */
static void scrape_release(void *arg)
{
	struct scrape *sc = arg;
	struct server *srv = sc->srv;

	pthread_mutex_lock(&srv->lock);
	bool last = --sc->refs == 0;

	pthread_mutex_unlock(&srv->lock);
	if (!last)
		return;
	pthread_mutex_destroy(&sc->gz_lock);
	free(sc->gz);
	free(sc->text);
	free(sc);
}

/* The sampler's side: the finished scrape's buffer becomes the latest; holds the lock only for the swap. */
static int publish(void *arg, char **text, size_t len)
{
	struct server *srv = arg;
	struct scrape *sc = calloc(1, sizeof(*sc)), *old;

	if (!sc)
		return -ENOMEM;
	*sc = (struct scrape){ .srv = srv, .refs = 1, .text = *text, .len = len };
	*text = NULL;
	pthread_mutex_init(&sc->gz_lock, NULL);
	pthread_mutex_lock(&srv->lock);
	old = srv->scrape;
	srv->scrape = sc;
	pthread_mutex_unlock(&srv->lock);
	if (old)
		scrape_release(old);
	return 0;
}

/* A hold on the latest scrape, or NULL before the first. */
static struct scrape *scrape_hold(struct server *srv)
{
	pthread_mutex_lock(&srv->lock);
	struct scrape *sc = srv->scrape;

	if (sc)
		sc->refs++;
	pthread_mutex_unlock(&srv->lock);
	return sc;
}

/* The gzip'ed scrape, made at the first call; false when zlib could not make it (sent plain then). */
static bool scrape_gzip(struct scrape *sc)
{
	pthread_mutex_lock(&sc->gz_lock);
	if (!sc->gz_tried && gzip_compress(sc->text, sc->len, &sc->gz, &sc->gz_len))
		sc->gz = NULL;
	sc->gz_tried = true;
	pthread_mutex_unlock(&sc->gz_lock);
	return sc->gz;
}

static enum MHD_Result reply(struct MHD_Connection *conn, unsigned status, const char *type, char *body,
			     size_t len)
{
	struct MHD_Response *resp = mhd->create_response_from_buffer(len, body, MHD_RESPMEM_MUST_FREE);
	enum MHD_Result rc;

	if (!resp) {
		free(body);
		return MHD_NO;
	}
	mhd->add_response_header(resp, MHD_HTTP_HEADER_CONTENT_TYPE, type);
	rc = mhd->queue_response(conn, status, resp);
	mhd->destroy_response(resp);
	return rc;
}

static enum MHD_Result reply_text(struct MHD_Connection *conn, unsigned status, const char *text)
{
	char *body = strdup(text);

	return body ? reply(conn, status, "text/plain; charset=utf-8", body, strlen(body)) : MHD_NO;
}

static uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* Basic authentication against the web configuration's users (measure/serve_auth.h). */
static enum auth_verdict authorized(struct serve_auth *auth, struct MHD_Connection *conn)
{
	const union MHD_ConnectionInfo *ci = mhd->get_connection_info(conn, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
	char *pass = NULL, *user = mhd->basic_auth_get_username_password(conn, &pass);
	struct serve_addr from;

	serve_addr_of(ci ? ci->client_addr : NULL, &from);
	enum auth_verdict v = serve_auth_check(auth, &from, user, pass, now_ns());

	if (pass) {
		memset(pass, 0, strlen(pass));
		mhd->free(pass);
	}
	mhd->free(user);
	return v;
}

/* 429 with when to come back: after the window of this address's failures, or in a second. */
static enum MHD_Result too_many(struct MHD_Connection *conn, bool failures)
{
	static const char fails[] = "429 Too Many Requests: too many failed logins from this address\n",
			  busy[] = "429 Too Many Requests: a password is being checked, try again\n";
	struct MHD_Response *resp = mhd->create_response_from_buffer(failures ? sizeof(fails) - 1 : sizeof(busy) - 1,
								     (void *)(failures ? fails : busy),
								     MHD_RESPMEM_PERSISTENT);
	char after[16];
	enum MHD_Result rc;

	if (!resp)
		return MHD_NO;
	snprintf(after, sizeof(after), "%d", failures ? AUTH_WINDOW_S : 1);
	mhd->add_response_header(resp, MHD_HTTP_HEADER_CONTENT_TYPE, "text/plain; charset=utf-8");
	mhd->add_response_header(resp, MHD_HTTP_HEADER_RETRY_AFTER, after);
	rc = mhd->queue_response(conn, MHD_HTTP_TOO_MANY_REQUESTS, resp);
	mhd->destroy_response(resp);
	return rc;
}

static enum MHD_Result refuse(struct MHD_Connection *conn)
{
	static const char text[] = "401 Unauthorized\n";
	struct MHD_Response *resp = mhd->create_response_from_buffer(sizeof(text) - 1, (void *)text,
								     MHD_RESPMEM_PERSISTENT);
	enum MHD_Result rc;

	if (!resp)
		return MHD_NO;
	rc = mhd->queue_basic_auth_fail_response(conn, "turbostat-ng", resp);
	mhd->destroy_response(resp);
	return rc;
}

/* GET /metrics: the latest scrape, gzip'ed when the client accepts it (as promhttp does), or 503. */
static enum MHD_Result send_scrape(struct server *srv, struct MHD_Connection *conn)
{
	struct scrape *sc = scrape_hold(srv);
	const char *accept = mhd->lookup_connection_value(conn, MHD_HEADER_KIND, MHD_HTTP_HEADER_ACCEPT_ENCODING);
	struct MHD_Response *resp;
	enum MHD_Result rc;

	if (!sc)
		return reply_text(conn, MHD_HTTP_SERVICE_UNAVAILABLE, "no interval finished yet\n");
	bool gz = srv->gzip && gzip_accepted(accept) && scrape_gzip(sc);

	resp = mhd->create_response_from_buffer_with_free_callback_cls(gz ? sc->gz_len : sc->len,
								       gz ? sc->gz : sc->text, scrape_release, sc);
	if (!resp) {
		scrape_release(sc);
		return MHD_NO;
	}
	mhd->add_response_header(resp, MHD_HTTP_HEADER_CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8");
	mhd->add_response_header(resp, MHD_HTTP_HEADER_VARY, MHD_HTTP_HEADER_ACCEPT_ENCODING);
	if (gz)
		mhd->add_response_header(resp, MHD_HTTP_HEADER_CONTENT_ENCODING, "gzip");
	rc = mhd->queue_response(conn, MHD_HTTP_OK, resp);
	mhd->destroy_response(resp);
	return rc;
}

/* libmicrohttpd's thread: GET /metrics gets a copy of the last scrape; anything else a plain error. */
static enum MHD_Result handle(void *cls, struct MHD_Connection *conn, const char *url, const char *method,
			      const char *version, const char *upload, size_t *upload_size, void **state)
{
	struct server *srv = cls;

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
	if (srv->wc->nusers) {
		enum auth_verdict v = authorized(&srv->auth, conn);

		if (v != AUTH_OK)
			return v == AUTH_DENIED ? refuse(conn) : too_many(conn, v == AUTH_LIMITED);
	}
	if (strcmp(method, "GET") && strcmp(method, "HEAD"))
		return reply_text(conn, MHD_HTTP_METHOD_NOT_ALLOWED, "only GET /metrics\n");
	if (strcmp(url, "/metrics"))
		return reply_text(conn, MHD_HTTP_NOT_FOUND, "not found: the metrics are at /metrics\n");
	return send_scrape(srv, conn);
}

int serve_parse_addr(const char *listen, struct sockaddr_storage *ss)
{
	const char *colon = strrchr(listen, ':'), *port = colon ? colon + 1 : listen;
	struct sockaddr_in *v4 = (struct sockaddr_in *)ss;
	struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)ss;
	char addr[64];
	size_t alen;
	char *end;
	long p;

	memset(ss, 0, sizeof(*ss));
	errno = 0;
	p = strtol(port, &end, 10);
	if (end == port || *end || errno || p < 1 || p > 65535 || *port == '-' || *port == '+' || *port == ' ')
		return -EINVAL;
	v4->sin_family = AF_INET;
	v4->sin_addr.s_addr = htonl(INADDR_ANY);
	v4->sin_port = htons((uint16_t)p);
	if (!colon)
		return AF_INET;
	alen = (size_t)(colon - listen);
	if (alen == 0 || alen >= sizeof(addr))
		return -EINVAL;
	memcpy(addr, listen, alen);
	addr[alen] = '\0';
	if (inet_pton(AF_INET, addr, &v4->sin_addr) == 1)
		return AF_INET;
	/* IPv6 in brackets, as in a URL: [::1]:9101 */
	if (alen < 3 || addr[0] != '[' || addr[alen - 1] != ']')
		return -EINVAL;
	addr[alen - 1] = '\0';
	v6->sin6_family = AF_INET6;
	v6->sin6_port = htons((uint16_t)p);
	return inet_pton(AF_INET6, addr + 1, &v6->sin6_addr) == 1 ? AF_INET6 : -EINVAL;
}

/* A PEM file into memory, NUL-terminated (libmicrohttpd takes certificate and key as strings); NULL with @err. */
static char *read_pem(const char *path, char *err, size_t errlen)
{
	FILE *f = fopen(path, "re");
	struct stat st;
	char *buf = NULL;

	if (!f) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		return NULL;
	}
	if (fstat(fileno(f), &st) || !S_ISREG(st.st_mode) || st.st_size > SERVE_PEM_MAX)
		snprintf(err, errlen, "%s: not a regular file of at most %d bytes", path, SERVE_PEM_MAX);
	else if (!(buf = calloc(1, (size_t)st.st_size + 1)))
		snprintf(err, errlen, "%s: out of memory", path);
	else if (fread(buf, 1, (size_t)st.st_size, f) != (size_t)st.st_size || strlen(buf) != (size_t)st.st_size) {
		snprintf(err, errlen, "%s: cannot read it whole, or it holds a NUL byte", path);
		free(buf);
		buf = NULL;
	}
	fclose(f);
	return buf;
}

/* The key's bytes do not outlive the server in freed memory. */
static void free_secret(char *s)
{
	if (s)
		memset(s, 0, strlen(s));
	free(s);
}

struct tls_pem {
	char *cert, *key;
};

/* The web configuration and its certificate and key; 0, or 2 with one line on @diag. */
static int load_config(const char *path, struct webconf *wc, struct tls_pem *pem, FILE *diag)
{
	char err[512];

	if (!path)
		return 0;
	if (webconf_load(path, wc, err, sizeof(err))) {
		say(diag, "turbostat-ng", "--web-config %s", err);
		return 2;
	}
	if (!wc->cert_file)
		return 0;
	if (mhd->is_feature_supported(MHD_FEATURE_TLS) != MHD_YES) {
		say(diag, "turbostat-ng", "--web-config %s: this libmicrohttpd was built without TLS", path);
		return 2;
	}
	pem->cert = read_pem(wc->cert_file, err, sizeof(err));
	pem->key = pem->cert ? read_pem(wc->key_file, err, sizeof(err)) : NULL;
	if (!pem->key) {
		say(diag, "turbostat-ng", "--web-config %s: %s", path, err);
		return 2;
	}
	return 0;
}

static struct MHD_Daemon *start_daemon(struct server *srv, struct deadline *dl, struct sockaddr_storage *ss,
				       const struct tls_pem *pem)
{
	struct MHD_OptionItem opts[] = {
		{ MHD_OPTION_SOCK_ADDR, 0, ss },
		{ MHD_OPTION_THREAD_POOL_SIZE, SERVE_THREADS, NULL },
		/* the per-address limit and the room-making are the table's (deadline_admit()) */
		{ MHD_OPTION_CONNECTION_LIMIT, 2 * SERVE_CONNECTIONS, NULL },
		{ MHD_OPTION_CONNECTION_MEMORY_LIMIT, SERVE_CONN_MEMORY, NULL },
		{ MHD_OPTION_CONNECTION_TIMEOUT, SERVE_TIMEOUT_S, NULL },
		{ MHD_OPTION_NOTIFY_CONNECTION, (intptr_t)deadline_notify, dl },
		{ MHD_OPTION_URI_LOG_CALLBACK, (intptr_t)deadline_request_line, dl },
		{ MHD_OPTION_NOTIFY_COMPLETED, (intptr_t)deadline_completed, dl },
		/* plain HTTP: the list ends here */
		{ pem->cert ? MHD_OPTION_HTTPS_MEM_CERT : MHD_OPTION_END, 0, pem->cert },
		{ MHD_OPTION_HTTPS_MEM_KEY, 0, pem->key },
		{ MHD_OPTION_END, 0, NULL },
	};
	unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL;

	if (ss->ss_family == AF_INET6)
		flags |= MHD_USE_IPv6;
	if (pem->cert)
		flags |= MHD_USE_TLS;
	return mhd->start_daemon(flags, 0, NULL, NULL, handle, srv, MHD_OPTION_ARRAY, opts, MHD_OPTION_END);
}

/*
 * One line where the exporter listens, as node_exporter's "Listening on"
 * line, with the scheme a scrape configuration needs: the address as
 * parsed (0.0.0.0 for every IPv4 address, an IPv6 one in brackets).
 */
static void say_listening(const struct sockaddr_storage *ss, bool tls, FILE *diag)
{
	const struct sockaddr_in *v4 = (const struct sockaddr_in *)ss;
	const struct sockaddr_in6 *v6 = (const struct sockaddr_in6 *)ss;
	char addr[INET6_ADDRSTRLEN];
	bool ip6 = ss->ss_family == AF_INET6;

	inet_ntop(ss->ss_family, ip6 ? (const void *)&v6->sin6_addr : (const void *)&v4->sin_addr, addr, sizeof(addr));
	fprintf(diag, "turbostat-ng: listening on %s://%s%s%s:%u/metrics\n", tls ? "https" : "http", ip6 ? "[" : "",
		addr, ip6 ? "]" : "", ntohs(ip6 ? v6->sin6_port : v4->sin_port));
	fflush(diag);
}

/* The last scrape stays served until SIGINT or SIGTERM ends the exporter (no wake-up meanwhile). */
static void wait_for_stop(void)
{
	sigset_t stop, old;

	sigemptyset(&stop);
	sigaddset(&stop, SIGINT);
	sigaddset(&stop, SIGTERM);
	pthread_sigmask(SIG_BLOCK, &stop, &old);
	while (!run_stop_requested())
		sigsuspend(&old);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
}

int serve_run(struct session *s, struct renderer *r, const char *listen, const char *web_config, FILE *diag)
{
	struct server srv = { .scrape = NULL };
	struct webconf wc = { 0 };
	struct tls_pem pem = { 0 };
	struct deadline dl = { .running = false };
	struct sockaddr_storage ss;
	struct MHD_Daemon *d = NULL;
	char why[512];
	int rc;

	if (serve_parse_addr(listen, &ss) < 0) {
		say(diag, "turbostat-ng", "--listen %s: expected [ADDRESS:]PORT (IPv4, or IPv6 in brackets)", listen);
		return 2;
	}
	mhd = mhd_load(why, sizeof(why));
	if (!mhd) {
		say(diag, "turbostat-ng", "--listen: %s", why);
		return 2;
	}
	dl.mhd = mhd;
	/* without zlib every scrape is sent plain, as to a client that does not ask for gzip */
	srv.gzip = !gzip_load(why, sizeof(why));
	rc = load_config(web_config, &wc, &pem, diag);
	srv.wc = &wc;
	serve_auth_init(&srv.auth, &wc);
	pthread_mutex_init(&srv.lock, NULL);
	const struct deadline_limits lim = { SERVE_CONNECTIONS, SERVE_PER_IP, SERVE_FIRST_LINE_S, SERVE_DEADLINE_S };

	/*
	 * The server's threads allocate little (a request's state, a bcrypt's
	 * 32 KiB, a gzip stream's 256 KiB): from the one arena, not one each,
	 * whose touched pages would stay (about 0.1 MiB of peak RSS at 2 CPUs)
	 */
	mallopt(M_ARENA_MAX, 1);
	/* the server's threads take no signal: each reaches this thread, its handler and its wait */
	sigset_t all, old;

	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, &old);
	if (!rc && (deadline_init(&dl, &lim) || deadline_start(&dl))) {
		say(diag, "turbostat-ng", "--listen: cannot start a thread");
		rc = 2;
	}
	if (!rc && !(d = start_daemon(&srv, &dl, &ss, &pem))) {
		say(diag, "turbostat-ng", "--listen %s: cannot listen there (in use, not an address of this machine%s)",
			listen, pem.cert ? ", or the certificate and key are not a PEM pair" : "");
		rc = 2;
	}
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (!rc) {
		say_listening(&ss, pem.cert, diag);
		r->publish = publish;
		r->publish_arg = &srv;
		/* a replay keeps its recorded intervals; live, the first scrape is a short interval's */
		rc = run_intervals_from(s, r, s->opt->replay_path ? s->opt->interval_s : SERVE_FIRST_SAMPLE_MS / 1e3, diag);
		if (!rc)
			wait_for_stop();
	}
	if (d)
		mhd->stop_daemon(d);
	deadline_stop(&dl);
	pthread_mutex_destroy(&srv.lock);
	serve_auth_free(&srv.auth);
	if (srv.scrape)
		scrape_release(srv.scrape);	/* the daemon is stopped: no response holds it */
	free_secret(pem.key);
	free(pem.cert);
	webconf_free(&wc);
	return rc;
}
