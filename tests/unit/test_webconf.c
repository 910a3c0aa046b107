// SPDX-License-Identifier: GPL-2.0-only
/*
 * measure/webconf.c: node_exporter's web configuration as exporter-toolkit
 * documents it (tls_server_config's cert_file and key_file,
 * basic_auth_users' bcrypt hashes), read strictly; the bcrypt check against
 * Openwall crypt_blowfish's published test vectors ("U*U" and "U*U*" with
 * the salt "CCCCCCCCCCCCCCCCCCCCC.", cost 5); and the --listen address
 * forms of measure/serve.c.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>

#include "measure/serve.h"
#include "measure/webconf.h"

/* Openwall crypt_blowfish wrapper.c tests[]; $2b$ and $2y$ hash these ASCII passwords as $2a$ does */
#define UU_HASH "$2b$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW"		/* "U*U" */
#define UUU_HASH "$2y$05$CCCCCCCCCCCCCCCCCCCCC.VGOzA784oUp/Z0DY336zx7pLYAy0lwK"	/* "U*U*" */

static int parse(const char *text, struct webconf *wc, char *err, size_t errlen)
{
	FILE *f = fmemopen((void *)text, strlen(text), "r");
	int rc;

	assert_non_null(f);
	rc = webconf_read(f, "web.yml", "/etc/tsng", wc, err, errlen);
	fclose(f);
	return rc;
}

static void test_full(void **state)
{
	struct webconf wc;
	char err[512];

	(void)state;
	assert_int_equal(parse("---\r\n# node_exporter's file\n"
			       "tls_server_config:   # trailing comment\n"
			       "    cert_file: /srv/tls/server.crt\n"
			       "    key_file: 'key''s.pem'\n"
			       "\n"
			       "basic_auth_users:\n"
			       "  prometheus: " UU_HASH "\n"
			       "  \"grafana agent\": \"" UUU_HASH "\"  # quoted\n",
			       &wc, err, sizeof(err)), 0);
	assert_string_equal(wc.cert_file, "/srv/tls/server.crt");
	assert_string_equal(wc.key_file, "/etc/tsng/key's.pem");	/* relative: from the file's directory */
	assert_int_equal(wc.nusers, 2);
	assert_string_equal(wc.users[0].name, "prometheus");
	assert_string_equal(wc.users[0].hash, UU_HASH);
	assert_string_equal(wc.users[1].name, "grafana agent");
	assert_string_equal(wc.users[1].hash, UUU_HASH);

	assert_true(webconf_check(&wc, "prometheus", "U*U"));
	assert_true(webconf_check(&wc, "grafana agent", "U*U*"));
	assert_false(webconf_check(&wc, "prometheus", "U*U*"));
	assert_false(webconf_check(&wc, "prometheus", "U*"));
	assert_false(webconf_check(&wc, "prometheus", ""));
	assert_false(webconf_check(&wc, "nobody", "U*U"));
	assert_false(webconf_check(&wc, "prometheus", NULL));
	assert_false(webconf_check(&wc, NULL, "U*U"));
	webconf_free(&wc);

	/* an empty file: plain HTTP, nobody asked for a password */
	assert_int_equal(parse("# nothing\n", &wc, err, sizeof(err)), 0);
	assert_null(wc.cert_file);
	assert_int_equal(wc.nusers, 0);
	assert_false(webconf_check(&wc, "prometheus", "U*U"));
	webconf_free(&wc);
}

static void expect_error(const char *text, const char *want)
{
	struct webconf wc;
	char err[512];

	assert_int_equal(parse(text, &wc, err, sizeof(err)), -EINVAL);
	assert_string_equal(err, want);
	assert_null(wc.users);
	assert_null(wc.cert_file);
}

static void test_refused(void **state)
{
	(void)state;
	expect_error("tls_server_config:\n  cert_file: a\n  key_file: b\n  client_auth_type: RequireAnyClientCert\n",
		     "web.yml:4: client_auth_type: not supported (tls_server_config: cert_file and key_file only)");
	expect_error("basic_auth_users:\n  alice: $2b$05$short\n",
		     "web.yml:2: alice: not a bcrypt hash ($2y$ or $2b$, as htpasswd -nB makes)");
	expect_error("basic_auth_users:\n  alice: " UU_HASH " extra\n",
		     "web.yml:2: alice: not a bcrypt hash ($2y$ or $2b$, as htpasswd -nB makes)");
	expect_error("basic_auth_users:\n  alice: '" UU_HASH "' extra\n", "web.yml:2: alice: text after the value");
	expect_error("tls_server_config:\n  cert_file: a: b\n",
		     "web.yml:2: cert_file: ': ' inside a plain value: quote the value");
	expect_error("tls_server_config:\n  cert_file: \"a\\tb\"\n",
		     "web.yml:2: cert_file: escape \\t: only \\\" and \\\\ are read");
	expect_error("tls_server_config: &anchor\n", "web.yml:1: tls_server_config: expected its keys on the lines below, indented");
	expect_error("tls_server_config:\n  key_file: a\n", "web.yml:1: tls_server_config: needs both cert_file and key_file");
	expect_error("tls_server_config:\n  cert_file: a\n  key_file: b\ntls_server_config:\n",
		     "web.yml:4: tls_server_config: given twice (first on line 1)");
	expect_error("tls_server_config:\n  cert_file: a\n  cert_file: b\n", "web.yml:3: cert_file: given twice");
	expect_error("basic_auth_users:\n  \"a:b\": " UU_HASH "\n",
		     "web.yml:2: a:b: a basic-auth user name is not empty and has no ':'");
	expect_error("basic_auth_users:\n  alice:" UU_HASH "\n", "web.yml:2: alice: expected 'key: value'");
	expect_error("\x01\n", "web.yml:1: a control character");
	expect_error("# a comment\r\nbasic_auth_users:\r\n  \r\x7f\n", "web.yml:3: a control character");
}

/* Lengths and NUL bytes, which a string literal cannot hold: through a buffer of known size. */
static void test_limits(void **state)
{
	static char text[WEBCONF_SIZE_MAX + 16];
	struct webconf wc;
	char err[512];
	FILE *f;

	(void)state;
	static const char nul[] = "tls_server_config:\n  cert_file: a\0b\n";

	memcpy(text, nul, sizeof(nul) - 1);
	f = fmemopen(text, sizeof(nul) - 1, "r");
	assert_int_equal(webconf_read(f, "web.yml", NULL, &wc, err, sizeof(err)), -EINVAL);
	fclose(f);
	assert_string_equal(err, "web.yml:2: a NUL byte");
	memset(text, '#', 4097);
	f = fmemopen(text, 4097, "r");
	assert_int_equal(webconf_read(f, "web.yml", NULL, &wc, err, sizeof(err)), -EINVAL);
	fclose(f);
	assert_string_equal(err, "web.yml:1: a line over 4096 bytes");
	/* 4096 bytes is a line; a file of comment lines past 64 KiB is not a web configuration */
	for (size_t i = 0; i + 4097 <= sizeof(text); i += 4097) {
		memset(text + i, '#', 4096);
		text[i + 4096] = '\n';
	}
	f = fmemopen(text, WEBCONF_SIZE_MAX + 1, "r");
	assert_int_equal(webconf_read(f, "web.yml", NULL, &wc, err, sizeof(err)), -EINVAL);
	fclose(f);
	assert_string_equal(err, "web.yml:16: past 65536 bytes: not a web configuration");
}

static void test_bcrypt_shape(void **state)
{
	(void)state;
	assert_true(webconf_is_bcrypt(UU_HASH));
	assert_true(webconf_is_bcrypt(UUU_HASH));
	assert_true(webconf_is_bcrypt("$2a$31$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW"));
	assert_false(webconf_is_bcrypt("$2x$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW"));
	assert_false(webconf_is_bcrypt("$2b$03$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW"));
	assert_false(webconf_is_bcrypt("$2b$32$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW"));
	assert_false(webconf_is_bcrypt("$2b$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOe"));
	assert_false(webconf_is_bcrypt("$2b$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOe+"));
	assert_false(webconf_is_bcrypt("$6$salt$hash"));
	assert_false(webconf_is_bcrypt("$2"));
	assert_false(webconf_is_bcrypt(""));
}

static void test_listen_addr(void **state)
{
	struct sockaddr_storage ss;
	struct sockaddr_in *v4 = (struct sockaddr_in *)&ss;
	struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)&ss;

	(void)state;
	assert_int_equal(serve_parse_addr("9101", &ss), AF_INET);
	assert_int_equal(ntohs(v4->sin_port), 9101);
	assert_int_equal(ntohl(v4->sin_addr.s_addr), INADDR_ANY);
	assert_int_equal(serve_parse_addr("127.0.0.1:9101", &ss), AF_INET);
	assert_int_equal(ntohl(v4->sin_addr.s_addr), 0x7f000001);
	assert_int_equal(serve_parse_addr("[::1]:65535", &ss), AF_INET6);
	assert_int_equal(ntohs(v6->sin6_port), 65535);
	assert_true(IN6_IS_ADDR_LOOPBACK(&v6->sin6_addr));
	assert_int_equal(serve_parse_addr("[fd00::5]:1", &ss), AF_INET6);
	assert_int_equal(v6->sin6_addr.s6_addr[0], 0xfd);
	assert_int_equal(v6->sin6_addr.s6_addr[15], 5);
	const char *bad[] = { "", "0", "65536", "-1", "+80", " 80", "80x", ":80", "::1:80", "[::1]", "[]:80",
			      "[::1:80", "::1]:80", "[127.0.0.1]:80", "localhost:80", "10.1.2:80" };

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		assert_int_equal(serve_parse_addr(bad[i], &ss), -EINVAL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_full),
		cmocka_unit_test(test_refused),
		cmocka_unit_test(test_limits),
		cmocka_unit_test(test_bcrypt_shape),
		cmocka_unit_test(test_listen_addr),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
