// SPDX-License-Identifier: GPL-2.0-only
/*
 * measure/serve_deadline.c, the connection table of --listen, on socket
 * pairs (a cut connection's peer reads end of file) and a clock the test
 * gives: at an address's limit the newcomer takes the place of that
 * address's oldest idle connection; at the cap, of the oldest idle one of
 * the address holding the most; with none idle the newcomer is cut; each phase is cut after
 * its own time, a request in progress only after the longer one.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <errno.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "measure/serve_deadline.h"

#define S 1000000000ull

static const struct deadline_limits lim = { .cap = 4, .per_addr = 2, .first_line_s = 3, .request_s = 10 };

struct conn {
	int server, client;
};

static struct serve_addr ipv4(uint8_t last)
{
	struct sockaddr_in sin = { .sin_family = AF_INET, .sin_addr.s_addr = htonl(0xC0000200u | last) };
	struct serve_addr a;

	serve_addr_of((struct sockaddr *)&sin, &a);
	return a;
}

static struct deadline_slot *admit(struct deadline *d, struct conn *c, uint8_t from, uint64_t t)
{
	int sv[2];
	struct serve_addr a = ipv4(from);

	assert_int_equal(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
	c->server = sv[0];
	c->client = sv[1];
	return deadline_admit(d, c->server, &a, t);
}

/* Whether the server side of @c was shut down: its peer reads end of file, not "nothing yet". */
static bool was_cut(const struct conn *c)
{
	char b;

	return recv(c->client, &b, 1, MSG_DONTWAIT) == 0;
}

static void done(struct conn *c, int n)
{
	for (int i = 0; i < n; i++) {
		close(c[i].server);
		close(c[i].client);
	}
}

static void test_room_is_made(void **state)
{
	struct deadline d = { 0 };
	struct conn c[8];
	struct deadline_slot *s[8];

	(void)state;
	assert_int_equal(deadline_init(&d, &lim), 0);
	s[0] = admit(&d, &c[0], 1, 0 * S);
	s[1] = admit(&d, &c[1], 1, 1 * S);
	assert_non_null(s[0]);
	assert_non_null(s[1]);
	/* a third from .1: its oldest idle one (.1 at 0 s) makes room */
	s[2] = admit(&d, &c[2], 1, 2 * S);
	assert_non_null(s[2]);
	assert_true(was_cut(&c[0]));
	assert_false(was_cut(&c[1]));
	assert_int_equal(d.evicted, 1);
	/* both of .1's open ones inside a request: a fourth from .1 is cut itself */
	s[1]->phase = DL_REQUEST;
	s[2]->phase = DL_REQUEST;
	assert_null(admit(&d, &c[3], 1, 3 * S));
	assert_true(was_cut(&c[3]));
	assert_int_equal(d.refused, 1);
	/* .2 and .3 fill the cap of 4 (the cut ones not counted) */
	s[4] = admit(&d, &c[4], 2, 4 * S);
	s[5] = admit(&d, &c[5], 3, 5 * S);
	assert_non_null(s[4]);
	assert_non_null(s[5]);
	assert_int_equal(d.evicted, 1);
	/* .4 at the cap: the oldest idle of any address goes (.2's; .1's are in requests) */
	s[6] = admit(&d, &c[6], 4, 6 * S);
	assert_non_null(s[6]);
	assert_true(was_cut(&c[4]));
	assert_false(was_cut(&c[1]) || was_cut(&c[2]) || was_cut(&c[5]));
	assert_int_equal(d.evicted, 2);
	/* .5 at the cap: .1 holds two, so its idle one goes, though .3's and .4's are older */
	s[2]->phase = DL_IDLE;
	s[2]->since_ns = 7 * S;
	assert_non_null(admit(&d, &c[7], 5, 8 * S));
	assert_true(was_cut(&c[2]));
	assert_false(was_cut(&c[1]) || was_cut(&c[5]) || was_cut(&c[6]));
	deadline_stop(&d);
	done(c, 8);
}

static void test_phase_deadlines(void **state)
{
	struct deadline d = { 0 };
	struct conn c[3];
	struct deadline_slot *s[3];

	(void)state;
	assert_int_equal(deadline_init(&d, &lim), 0);
	for (int i = 0; i < 3; i++)
		s[i] = admit(&d, &c[i], (uint8_t)(10 + i), 100 * S);
	s[1]->phase = DL_REQUEST;
	s[2]->phase = DL_IDLE;
	/* at exactly 3 s nothing has overstayed; past it, the one without a request line has */
	deadline_sweep(&d, 103 * S);
	assert_false(was_cut(&c[0]));
	deadline_sweep(&d, 103 * S + 1);
	assert_true(was_cut(&c[0]));
	assert_false(was_cut(&c[1]) || was_cut(&c[2]));
	/* a request and an idle keep-alive: 10 s */
	deadline_sweep(&d, 110 * S + 1);
	assert_true(was_cut(&c[1]));
	assert_true(was_cut(&c[2]));
	deadline_stop(&d);
	done(c, 3);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_room_is_made),
		cmocka_unit_test(test_phase_deadlines),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
