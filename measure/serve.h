/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * --listen [ADDR:]PORT (measure/serve.c): /metrics over HTTP with GNU
 * libmicrohttpd while the sampler runs at --interval.  The sampler never
 * waits for a client: each finished scrape is copied into a buffer under a
 * mutex, and libmicrohttpd's own thread answers from a copy of it.
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
 * a bad address or a port that cannot be bound.
 */
int serve_run(struct session *s, struct renderer *r, const char *listen, FILE *diag);

/* Parses "[ADDR:]PORT" (ADDR an IPv4 address; none: every address); -EINVAL. */
struct sockaddr_in;
int serve_parse_addr(const char *listen, struct sockaddr_in *sa);

#endif
