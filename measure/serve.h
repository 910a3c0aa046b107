/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * --listen [ADDR:]PORT (measure/serve.c): /metrics over HTTP with GNU
 * libmicrohttpd while the sampler runs at --interval.  The sampler never
 * waits for a client: each finished scrape is swapped in under a mutex,
 * and libmicrohttpd's own threads answer from it, shared, not copied.
 * --web-config FILE (measure/webconf.h) adds TLS and basic authentication.
 */
#ifndef TSNG_SERVE_H
#define TSNG_SERVE_H

#include <stdio.h>

#include "output/render.h"
#include "measure/session.h"

/*
 * Serves the Prometheus scrapes of run_intervals() on @listen until SIGINT
 * or SIGTERM (after the last interval of a replay or --num_iterations the
 * last scrape stays served).  The exit status; 2 with one line on @diag for
 * a bad address, a port that cannot be bound or a bad @web_config (NULL:
 * plain HTTP, no authentication).
 */
int serve_run(struct session *s, struct renderer *r, const char *listen, const char *web_config, FILE *diag);

/*
 * Parses "[ADDR:]PORT" (ADDR an IPv4 address, or an IPv6 one in brackets
 * as in a URL, [::1]:9101; none: every IPv4 address) into @ss: AF_INET or
 * AF_INET6, else -EINVAL.
 */
struct sockaddr_storage;
int serve_parse_addr(const char *listen, struct sockaddr_storage *ss);

#endif
