// SPDX-License-Identifier: GPL-2.0-only
/*
 * measure/serve_auth.c: a remembered credential costs no bcrypt check; the
 * (AUTH_FAILS + 1)th wrong password from one address is refused (429)
 * without one, until AUTH_WINDOW_S after that address's first failure; the
 * addresses as counted (measure/serve_addr.c: IPv4, an IPv6 /64, IPv4-mapped
 * as IPv4).  The hashes are Openwall crypt_blowfish's published test vectors
 * (wrapper.c tests[], as in test_webconf.c): "U*U" and "U*U*", cost 5.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>

#include "measure/serve_addr.h"
#include "measure/serve_auth.h"
#include "measure/webconf.h"

#define UU_HASH "$2b$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW"		/* "U*U" */
#define UUU_HASH "$2y$05$CCCCCCCCCCCCCCCCCCCCC.VGOzA784oUp/Z0DY336zx7pLYAy0lwK"	/* "U*U*" */
#define S 1000000000ull

static void users(struct webconf *wc)
{
	static const char text[] = "basic_auth_users:\n  prometheus: " UU_HASH "\n  grafana: " UUU_HASH "\n";
	FILE *f = fmemopen((void *)text, strlen(text), "r");
	char err[256];

	assert_non_null(f);
	assert_int_equal(webconf_read(f, "web.yml", NULL, wc, err, sizeof(err)), 0);
	fclose(f);
}

/* The counted form of address @text (IPv4 or IPv6). */
static struct serve_addr addr(const char *text)
{
	struct sockaddr_in v4 = { .sin_family = AF_INET };
	struct sockaddr_in6 v6 = { .sin6_family = AF_INET6 };
	struct serve_addr a;

	if (inet_pton(AF_INET, text, &v4.sin_addr) == 1)
		serve_addr_of((struct sockaddr *)&v4, &a);
	else {
		assert_int_equal(inet_pton(AF_INET6, text, &v6.sin6_addr), 1);
		serve_addr_of((struct sockaddr *)&v6, &a);
	}
	return a;
}

static void test_cached_credential(void **state)
{
	struct webconf wc;
	struct serve_auth a;
	struct serve_addr from = addr("192.0.2.1"), other = addr("198.51.100.9");

	(void)state;
	users(&wc);
	serve_auth_init(&a, &wc);
	assert_int_equal(serve_auth_check(&a, &from, "prometheus", "U*U", 0), AUTH_OK);
	assert_int_equal(serve_auth_checks(&a), 1);
	/* the same credential again, from anywhere: no bcrypt */
	for (int i = 0; i < 3; i++)
		assert_int_equal(serve_auth_check(&a, i ? &other : &from, "prometheus", "U*U", (uint64_t)i * S), AUTH_OK);
	assert_int_equal(serve_auth_checks(&a), 1);
	/* another user's password, or the right one with another user, is not what was remembered */
	assert_int_equal(serve_auth_check(&a, &from, "grafana", "U*U", 5 * S), AUTH_DENIED);
	assert_int_equal(serve_auth_checks(&a), 2);
	assert_int_equal(serve_auth_check(&a, &from, "grafana", "U*U*", 6 * S), AUTH_OK);
	assert_int_equal(serve_auth_check(&a, &from, "grafana", "U*U*", 7 * S), AUTH_OK);
	assert_int_equal(serve_auth_checks(&a), 3);
	/* a prefix of a remembered password is not it */
	assert_int_equal(serve_auth_check(&a, &other, "grafana", "U*U", 8 * S), AUTH_DENIED);
	assert_int_equal(serve_auth_check(&a, &other, "prometheus", NULL, 8 * S), AUTH_DENIED);
	assert_int_equal(serve_auth_checks(&a), 4);
	serve_auth_free(&a);
	webconf_free(&wc);
}

static void test_failures_bounded(void **state)
{
	struct webconf wc;
	struct serve_auth a;
	struct serve_addr bad = addr("192.0.2.7"), elsewhere = addr("192.0.2.8");
	uint64_t t0 = 1000 * S;

	(void)state;
	users(&wc);
	serve_auth_init(&a, &wc);
	assert_int_equal(serve_auth_check(&a, &elsewhere, "prometheus", "U*U", t0), AUTH_OK);
	for (int i = 0; i < AUTH_FAILS; i++)
		assert_int_equal(serve_auth_check(&a, &bad, "prometheus", "wrong", t0 + (uint64_t)i * S), AUTH_DENIED);
	assert_int_equal(serve_auth_checks(&a), 1 + AUTH_FAILS);
	/* the next wrong password, and an unknown user, from there: 429 without bcrypt */
	assert_int_equal(serve_auth_check(&a, &bad, "prometheus", "wrong", t0 + 10 * S), AUTH_LIMITED);
	assert_int_equal(serve_auth_check(&a, &bad, "nobody", "x", t0 + 11 * S), AUTH_LIMITED);
	/* a right password not yet remembered cannot be told from a wrong one without a check */
	assert_int_equal(serve_auth_check(&a, &bad, "grafana", "U*U*", t0 + 12 * S), AUTH_LIMITED);
	assert_int_equal(serve_auth_checks(&a), 1 + AUTH_FAILS);
	/* a remembered credential is served from there (a scraper behind the same NAT) */
	assert_int_equal(serve_auth_check(&a, &bad, "prometheus", "U*U", t0 + 13 * S), AUTH_OK);
	/* another address is not limited */
	assert_int_equal(serve_auth_check(&a, &elsewhere, "prometheus", "wrong", t0 + 14 * S), AUTH_DENIED);
	assert_int_equal(serve_auth_checks(&a), 2 + AUTH_FAILS);
	/* the window ends AUTH_WINDOW_S after the first failure: checked again */
	assert_int_equal(serve_auth_check(&a, &bad, "prometheus", "wrong", t0 + (AUTH_WINDOW_S - 1) * S), AUTH_LIMITED);
	assert_int_equal(serve_auth_check(&a, &bad, "prometheus", "wrong", t0 + AUTH_WINDOW_S * S), AUTH_DENIED);
	assert_int_equal(serve_auth_checks(&a), 3 + AUTH_FAILS);
	serve_auth_free(&a);
	webconf_free(&wc);
}

/* Two addresses of one IPv6 /64 share a count; the next /64 has its own. */
static void test_ipv6_prefix(void **state)
{
	struct webconf wc;
	struct serve_auth a;
	struct serve_addr one = addr("2001:db8:1:2::1"), two = addr("2001:db8:1:2:ffff::9"),
			  next = addr("2001:db8:1:3::1");

	(void)state;
	users(&wc);
	serve_auth_init(&a, &wc);
	for (int i = 0; i < AUTH_FAILS; i++)
		assert_int_equal(serve_auth_check(&a, i % 2 ? &one : &two, "prometheus", "wrong", 0), AUTH_DENIED);
	assert_int_equal(serve_auth_check(&a, &two, "prometheus", "wrong", 0), AUTH_LIMITED);
	assert_int_equal(serve_auth_check(&a, &next, "prometheus", "wrong", 0), AUTH_DENIED);
	serve_auth_free(&a);
	webconf_free(&wc);
}

static void test_addr_forms(void **state)
{
	struct serve_addr v4 = addr("192.0.2.7"), mapped = addr("::ffff:192.0.2.7"), v6 = addr("2001:db8::1");
	const uint8_t want4[] = { 192, 0, 2, 7 }, want6[] = { 0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0 };

	(void)state;
	assert_int_equal(v4.len, 4);
	assert_memory_equal(v4.b, want4, 4);
	assert_true(serve_addr_same(&v4, &mapped));
	assert_int_equal(v6.len, 8);
	assert_memory_equal(v6.b, want6, 8);
	serve_addr_of(NULL, &v6);
	assert_int_equal(v6.len, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cached_credential),
		cmocka_unit_test(test_failures_bounded),
		cmocka_unit_test(test_ipv6_prefix),
		cmocka_unit_test(test_addr_forms),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
