/*
 * AMD SMN reads through the access layer (include/hw.h smn_read): replay
 * serves "smn NODE ADDR VALUE" lines by snapshot, record writes what it
 * read so that a replay of the new recording gives the same values, and a
 * backend without the op answers -EOPNOTSUPP instead of being called.
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

/* Tctl of node 0 (0x59800) changes in snapshot 2; node 1 fails; a Tccd register is static. */
static const char rec[] =
	"turbostat-ng-recording 1\n"
	"msr-access ok\n"
	"smn 0 0x59800 0x31000000\n"
	"smn 0 0x59954 0x00000ae0\n"
	"smn 1 0x59800 !EBUSY\n"
	"snapshot 1000 1700000000.000000\n"
	"snapshot 2000 1700000001.000000\n"
	"smn 0 0x59800 0x34a80000\n"
	"end 2\n";

static void smn_write_file(char *path, const char *text)
{
	int fd = mkstemp(path);

	assert_true(fd >= 0);
	assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
	close(fd);
}

static struct hw *smn_replay(const char *path)
{
	char err[256];
	struct hw *hw = hw_replay_open(path, err, sizeof(err));

	if (!hw)
		fail_msg("%s", err);
	return hw;
}

/* The values @rec gives, checked on any backend serving it (replay, or record over replay). */
static void smn_expect_rec(struct hw *hw)
{
	struct hw_time t;
	uint32_t v = 0;

	assert_int_equal(hw_smn_read(hw, 0, 0x59800, &v), 0);
	assert_int_equal(v, 0x31000000);
	assert_int_equal(hw_smn_read(hw, 1, 0x59800, &v), -EBUSY);
	assert_int_equal(hw_smn_read(hw, 0, 0x59958, &v), -ENOENT);	/* never given */
	assert_int_equal(hw_snapshot(hw, &t), 0);
	assert_int_equal(hw_smn_read(hw, 0, 0x59800, &v), 0);
	assert_int_equal(v, 0x31000000);
	assert_int_equal(hw_snapshot(hw, &t), 0);
	assert_int_equal(hw_smn_read(hw, 0, 0x59800, &v), 0);
	assert_int_equal(v, 0x34a80000);
	assert_int_equal(hw_smn_read(hw, 0, 0x59954, &v), 0);	/* start-up value holds */
	assert_int_equal(v, 0xae0);
}

static void test_smn_replay(void **state)
{
	char path[] = "/tmp/tsng-smn-XXXXXX";

	(void)state;
	smn_write_file(path, rec);
	struct hw *hw = smn_replay(path);

	unlink(path);
	smn_expect_rec(hw);
	hw_close(hw);
}

/* Record over a replay of @rec, then replay what was recorded: the same values, by snapshot. */
static void test_smn_record_round_trip(void **state)
{
	char in[] = "/tmp/tsng-smn-in-XXXXXX", out[] = "/tmp/tsng-smn-out-XXXXXX", err[256];

	(void)state;
	smn_write_file(in, rec);
	smn_write_file(out, "");
	struct hw *inner = smn_replay(in);
	struct hw *recorder = hw_record_open(inner, out, err, sizeof(err));

	unlink(in);
	if (!recorder)
		fail_msg("%s", err);
	smn_expect_rec(recorder);
	assert_int_equal(hw_close(recorder), 0);

	FILE *f = fopen(out, "r");
	char line[128];
	int smn_lines = 0;

	assert_non_null(f);
	while (fgets(line, sizeof(line), f))
		smn_lines += strncmp(line, "smn ", 4) == 0;
	fclose(f);
	/*
	 * Node 0 Tctl at start-up and at its change in snapshot 2 (not again in
	 * snapshot 1: unchanged), node 1's !EBUSY, the never-given register as
	 * !ENOENT, the Tccd register once: 5.
	 */
	assert_int_equal(smn_lines, 5);

	struct hw *again = smn_replay(out);

	unlink(out);
	smn_expect_rec(again);
	hw_close(again);
}

static int smn_close_nothing(struct hw *hw)
{
	(void)hw;
	return 0;
}

static void test_smn_missing_op(void **state)
{
	static const struct hw_ops ops = { .name = "no-smn", .close = smn_close_nothing };
	struct hw hw = { .ops = &ops };
	uint32_t v = 7;

	(void)state;
	assert_int_equal(hw_smn_read(&hw, 0, 0x59800, &v), -EOPNOTSUPP);
	assert_int_equal(v, 7);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_smn_replay),
		cmocka_unit_test(test_smn_record_round_trip),
		cmocka_unit_test(test_smn_missing_op),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
