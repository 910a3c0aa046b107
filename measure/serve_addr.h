/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A client's address as the exporter's limits count it (measure/serve_addr.c):
 * an IPv4 address, or the /64 prefix of an IPv6 one, since one host is
 * given a whole /64 (RFC 4291 section 2.5.1: interface identifiers are the
 * low 64 bits) and could otherwise present a new address for every
 * connection.  An IPv4-mapped IPv6 address (::ffff:a.b.c.d) counts as its
 * IPv4 address.
 */
#ifndef TSNG_SERVE_ADDR_H
#define TSNG_SERVE_ADDR_H

#include <stdbool.h>
#include <stdint.h>

struct sockaddr;

struct serve_addr {
	uint8_t len;		/* 4 (IPv4), 8 (an IPv6 /64), 0 (unknown: counted as one address) */
	uint8_t b[8];
};

/* @sa's address as counted (NULL or another family: the unknown one). */
void serve_addr_of(const struct sockaddr *sa, struct serve_addr *a);

bool serve_addr_same(const struct serve_addr *a, const struct serve_addr *b);

#endif
