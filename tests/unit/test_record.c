// SPDX-License-Identifier: GPL-2.0-only
/*
 * Record (msr/record.c) as a tee over replay: what it writes must replay to
 * the same values snapshot by snapshot, a value that changes back included,
 * while a value that stays the same is written once.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hw.h"

/* msr 0x10 goes 5, 6, 5; /sys/f goes a, b, a; msr 0x20 stays 7 */
static const char inner_rec[] =
	"turbostat-ng-recording 1\n"
	"msr-access ok\n"
	"file /sys/f = a\n"
	"msr 0 0x20 7\n"
	"snapshot 1000 1.000000\n"
	"msr 0 0x10 5\n"
	"snapshot 2000 2.000000\n"
	"msr 0 0x10 6\n"
	"file /sys/f = b\n"
	"snapshot 3000 3.000000\n"
	"msr 0 0x10 5\n"
	"file /sys/f = a\n"
	"end 3\n";

static struct hw *replay_of_text(const char *text, char *path)
{
	char err[256];
	int fd = mkstemp(path);

	assert_true(fd >= 0);
	assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
	close(fd);
	struct hw *hw = hw_replay_open(path, err, sizeof(err));

	if (!hw)
		fail_msg("%s", err);
	return hw;
}

static void read_all(struct hw *hw, uint64_t *m10, uint64_t *m20, char *f, size_t flen)
{
	assert_int_equal(hw_read_msr(hw, 0, 0x10, m10), 0);
	assert_int_equal(hw_read_msr(hw, 0, 0x20, m20), 0);
	assert_true(hw_read_file(hw, "/sys/f", f, flen) > 0);
}

static void test_changes_back(void **state)
{
	char in_path[] = "/tmp/tsng-rec-in-XXXXXX", out_path[] = "/tmp/tsng-rec-out-XXXXXX", err[256];
	static const uint64_t want10[] = { 5, 6, 5 };
	static const char *const wantf[] = { "a\n", "b\n", "a\n" };
	struct hw *inner = replay_of_text(inner_rec, in_path);
	int fd = mkstemp(out_path);
	struct hw_time t;
	uint64_t m10, m20;
	char f[16];

	(void)state;
	assert_true(fd >= 0);
	close(fd);
	struct hw *rec = hw_record_open(inner, out_path, err, sizeof(err));

	assert_non_null(rec);
	for (int k = 0; k < 3; k++) {
		assert_int_equal(hw_snapshot(rec, &t), 0);
		read_all(rec, &m10, &m20, f, sizeof(f));
	}
	assert_int_equal(hw_close(rec), 0);	/* closes inner too */

	FILE *out = fopen(out_path, "r");
	char line[128];
	int n10 = 0, n20 = 0;

	assert_non_null(out);
	while (fgets(line, sizeof(line), out)) {
		n10 += strncmp(line, "msr 0 0x10 ", 11) == 0;
		n20 += strncmp(line, "msr 0 0x20 ", 11) == 0;
	}
	fclose(out);
	assert_int_equal(n10, 3);	/* 5, 6, 5: each differs from the one before */
	assert_int_equal(n20, 1);	/* 7 throughout */

	struct hw *back = hw_replay_open(out_path, err, sizeof(err));

	if (!back)
		fail_msg("%s", err);
	for (int k = 0; k < 3; k++) {
		assert_int_equal(hw_snapshot(back, &t), 0);
		read_all(back, &m10, &m20, f, sizeof(f));
		assert_true(m10 == want10[k] && m20 == 7);
		assert_string_equal(f, wantf[k]);
	}
	assert_int_equal(hw_snapshot(back, &t), -ENODATA);
	hw_close(back);
	unlink(in_path);
	unlink(out_path);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_changes_back),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
