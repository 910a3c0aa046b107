// SPDX-License-Identifier: GPL-2.0-only
/* A client's address as the exporter's limits count it (measure/serve_addr.h). */
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>

#include "measure/serve_addr.h"

void serve_addr_of(const struct sockaddr *sa, struct serve_addr *a)
{
	memset(a, 0, sizeof(*a));
	if (sa && sa->sa_family == AF_INET) {
		const struct sockaddr_in *v4 = (const struct sockaddr_in *)sa;

		a->len = 4;
		memcpy(a->b, &v4->sin_addr, 4);
	} else if (sa && sa->sa_family == AF_INET6) {
		const struct sockaddr_in6 *v6 = (const struct sockaddr_in6 *)sa;

		if (IN6_IS_ADDR_V4MAPPED(&v6->sin6_addr)) {
			a->len = 4;
			memcpy(a->b, v6->sin6_addr.s6_addr + 12, 4);
		} else {
			a->len = 8;
			memcpy(a->b, v6->sin6_addr.s6_addr, 8);
		}
	}
}

bool serve_addr_same(const struct serve_addr *a, const struct serve_addr *b)
{
	return a->len == b->len && memcmp(a->b, b->b, a->len) == 0;
}
