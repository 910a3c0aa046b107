/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * gzip for /metrics (measure/gzip.c): a scrape that says Accept-Encoding:
 * gzip gets the exposition compressed, as node_exporter's (Prometheus
 * client_golang's promhttp) does: 1.31 MB at 1024 CPUs is about a tenth
 * of that compressed.  zlib, loaded with dlopen() when the exporter starts
 * (lib/dynlib.h): only the exporter compresses, and libmicrohttpd does not
 * itself, so other runs do not map it.
 */
#ifndef TSNG_GZIP_H
#define TSNG_GZIP_H

#include <stdbool.h>
#include <stddef.h>

/* Loads zlib (from the main thread, before the server's threads start); 0, or -1 with the reason in @why. */
int gzip_load(char *why, size_t whylen);

/* @len bytes at @in as one gzip member (RFC 1952) in a malloc'ed *@out; 0, or -ENOMEM / -EIO (zlib's error). */
int gzip_compress(const void *in, size_t len, char **out, size_t *outlen);

/*
 * Whether an Accept-Encoding header's value accepts gzip (RFC 9110 section
 * 12.5.3: "gzip" or "x-gzip" or "*", case-insensitive, and not with q=0).
 */
bool gzip_accepted(const char *accept_encoding);

#endif
