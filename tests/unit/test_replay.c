// SPDX-License-Identifier: GPL-2.0-only
/*
 * Replay semantics (msr/replay.c): a read in snapshot k gets the latest value
 * given at or before k; keys never given are absent; errors and multi-line
 * files come back as written; the end of the recording is -ENODATA.
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

static const char rec[] =
	"turbostat-ng-recording 1\n"
	"# start-up values\n"
	"msr-access ok\n"
	"msr 0 0xce 0x80838f3012200\n"
	"msr 0 0x1a2 !EIO\n"
	"cpuid 0 0x1 0x0 000906ea 00100800 7ffafbff bfebfbff\n"
	"file /sys/x = 0-3\n"
	"file /proc/y\n"
	"| line one\n"
	"|\n"
	"| line three\n"
	"snapshot 1000 1700000000.000001\n"
	"msr 0 0xe8 100\n"
	"tsc 0 0x10\n"
	"snapshot 2000 1700000001.000001\n"
	"snapshot 3000 1700000002.000001\n"
	"msr 0 0xe8 300\n"
	"end 3\n";

/* Replays @text from a file removed at once; NULL with the parser's reason in @err. */
static struct hw *try_text(const char *text, char *err, size_t errlen)
{
	char path[] = "/tmp/tsng-replay-XXXXXX";
	int fd = mkstemp(path);
	size_t len = strlen(text);

	assert_true(fd >= 0);
	assert_int_equal(write(fd, text, len), (ssize_t)len);
	close(fd);
	struct hw *hw = hw_replay_open(path, err, errlen);

	unlink(path);
	return hw;
}

static struct hw *open_text(const char *text)
{
	char err[256];
	struct hw *hw = try_text(text, err, sizeof(err));

	if (!hw)
		fail_msg("%s", err);
	return hw;
}

static struct hw *open_rec(void)
{
	return open_text(rec);
}

static void test_values_by_snapshot(void **state)
{
	struct hw *hw = open_rec();
	struct hw_time t;
	uint64_t v = 0;

	(void)state;
	assert_int_equal(hw_read_msr(hw, 0, 0xce, &v), 0);
	assert_int_equal(v, 0x80838f3012200ull);
	assert_int_equal(hw_read_msr(hw, 0, 0x1a2, &v), -EIO);
	/* not in the recording (never, or not yet, given): not blamed on the part as -EIO would */
	assert_int_equal(hw_read_msr(hw, 0, 0x199, &v), HW_NOT_RECORDED);
	assert_int_equal(hw_read_msr(hw, 0, 0xe8, &v), HW_NOT_RECORDED);

	assert_int_equal(hw_snapshot(hw, &t), 0);
	assert_int_equal(t.mono_ns, 1000);
	assert_int_equal(t.tod_sec, 1700000000);
	assert_int_equal(t.tod_usec, 1);
	assert_int_equal(hw_read_msr(hw, 0, 0xe8, &v), 0);
	assert_int_equal(v, 100);
	assert_int_equal(hw_tsc(hw, 0, &v), 0);
	assert_int_equal(v, 16);

	assert_int_equal(hw_snapshot(hw, &t), 0);
	assert_int_equal(hw_read_msr(hw, 0, 0xe8, &v), 0);
	assert_int_equal(v, 100);	/* unchanged in snapshot 2: the latest before it */
	assert_int_equal(hw_read_msr(hw, 0, 0xce, &v), 0);	/* start-up values hold */

	assert_int_equal(hw_snapshot(hw, &t), 0);
	assert_int_equal(hw_read_msr(hw, 0, 0xe8, &v), 0);
	assert_int_equal(v, 300);
	assert_int_equal(hw_snapshot(hw, &t), -ENODATA);
	hw_close(hw);
}

/*
 * The store keeps one value per key and snapshot (a later line in the same
 * snapshot is the one a read sees), a key's first value apart from its later
 * ones, and a file's text as written; a recording cut inside its last
 * snapshot replays those before it, with the cut line named.
 */
static void test_same_snapshot_and_cut(void **state)
{
	static const char cut[] =
		"turbostat-ng-recording 1\n"
		"msr 0 0xe8 1\n"
		"msr 0 0xe8 2\n"
		"file /proc/y\n"
		"| old\n"
		"file /proc/y\n"
		"| new\n"
		"| text\n"
		"snapshot 1000 1700000000.000001\n"
		"msr 0 0xe8 10\n"
		"msr 0 0xe8 11\n"
		"snapshot 2000 1700000001.000001\n"
		"msr 0 0xe8 20\n"
		"snapshot 3000 1700000002.000001\n"
		"msr 0 0xe8 3";
	char err[256], buf[64];
	struct hw *hw = try_text(cut, err, sizeof(err));
	struct hw_time t;
	uint64_t v = 0;

	(void)state;
	assert_non_null(hw);
	assert_non_null(strstr(err, ":15: recording cut short (this line has no newline); replaying the 2 complete snapshots before it"));
	assert_int_equal(hw_read_msr(hw, 0, 0xe8, &v), 0);
	assert_int_equal(v, 2);
	assert_int_equal(hw_read_file(hw, "/proc/y", buf, sizeof(buf)), 9);
	assert_string_equal(buf, "new\ntext\n");
	/* snapshot 1 gave 10 then 11, snapshot 2 gave 20 */
	for (uint64_t want = 11; want <= 20; want += 9) {
		assert_int_equal(hw_snapshot(hw, &t), 0);
		assert_int_equal(hw_read_msr(hw, 0, 0xe8, &v), 0);
		assert_int_equal(v, want);
	}
	assert_int_equal(hw_snapshot(hw, &t), -ENODATA);	/* the cut third is not served */
	hw_close(hw);
}

static void test_files_and_cpuid(void **state)
{
	struct hw *hw = open_rec();
	char buf[64];
	uint32_t r[4];

	(void)state;
	assert_int_equal(hw_read_file(hw, "/sys/x", buf, sizeof(buf)), 4);
	assert_string_equal(buf, "0-3\n");
	assert_int_equal(hw_read_file(hw, "/proc/y", buf, sizeof(buf)), 21);	/* 9 + 1 + 11 */
	assert_string_equal(buf, "line one\n\nline three\n");
	assert_int_equal(hw_read_file(hw, "/proc/y", buf, 8), -EFBIG);
	assert_int_equal(hw_read_file(hw, "/nope", buf, sizeof(buf)), -ENOENT);
	assert_int_equal(hw_cpuid(hw, 0, 1, 0, r), 0);
	assert_int_equal(r[0], 0x906ea);
	assert_int_equal(r[3], 0xbfebfbff);
	assert_int_equal(hw_cpuid(hw, 1, 1, 0, r), -ENOENT);
	assert_int_equal(hw_msr_access(hw), 0);
	hw_close(hw);
}

/*
 * "bin PATH HEX" serves the bytes of one read (the s32 2000000000 of
 * /dev/cpu_dma_latency is 00 94 35 77 little-endian), "dir PATH" a listing;
 * a key never recorded (an older recording) is -ENODATA, a recorded error
 * its errno; a malformed value is refused with its line.
 */
static void test_bin_and_dir(void **state)
{
	struct hw *hw = open_text("turbostat-ng-recording 1\n"
				  "bin /dev/cpu_dma_latency 00943577\n"
				  "bin /dev/empty -\n"
				  "bin /dev/gone !ENOENT\n"
				  "dir /sys/class/powercap\n"
				  "| intel-rapl:0\n"
				  "| intel-rapl\n"
				  "dir /sys/one = uncore00\n"
				  "dir /sys/none !ENOENT\n"
				  "end 0\n");
	int32_t v = 0;
	char buf[64], err[256];

	(void)state;
	assert_int_equal(hw_read_bin(hw, "/dev/cpu_dma_latency", &v, sizeof(v)), 4);
	assert_int_equal(v, 2000000000);
	assert_int_equal(hw_read_bin(hw, "/dev/empty", &v, sizeof(v)), 0);
	assert_int_equal(hw_read_bin(hw, "/dev/gone", &v, sizeof(v)), -ENOENT);
	assert_int_equal(hw_read_bin(hw, "/dev/never", &v, sizeof(v)), -ENODATA);
	assert_int_equal(hw_list_dir(hw, "/sys/class/powercap", buf, sizeof(buf)), 24);	/* 13 + 11 */
	assert_string_equal(buf, "intel-rapl:0\nintel-rapl\n");
	assert_int_equal(hw_list_dir(hw, "/sys/class/powercap", buf, 8), -EFBIG);
	assert_int_equal(hw_list_dir(hw, "/sys/one", buf, sizeof(buf)), 9);
	assert_string_equal(buf, "uncore00\n");
	assert_int_equal(hw_list_dir(hw, "/sys/none", buf, sizeof(buf)), -ENOENT);
	assert_int_equal(hw_list_dir(hw, "/sys/never", buf, sizeof(buf)), -ENODATA);
	hw_close(hw);
	assert_null(try_text("turbostat-ng-recording 1\nbin /dev/x 0g\nend 0\n", err, sizeof(err)));
	assert_non_null(strstr(err, ":2:"));
	assert_null(try_text("turbostat-ng-recording 1\nbin /dev/x 943\nend 0\n", err, sizeof(err)));
	assert_null(try_text("turbostat-ng-recording 1\nbin dev/x 00\nend 0\n", err, sizeof(err)));
	assert_null(try_text("turbostat-ng-recording 1\ndir sys/x = a\nend 0\n", err, sizeof(err)));
}

/* A multi-line file record with no '|' lines is an empty file (and no text to copy). */
static void test_empty_file(void **state)
{
	struct hw *hw = open_text("turbostat-ng-recording 1\nfile /sys/e\nend 0\n");
	char buf[8] = "xxxxxxx";

	(void)state;
	assert_int_equal(hw_read_file(hw, "/sys/e", buf, sizeof(buf)), 0);
	assert_string_equal(buf, "");
	hw_close(hw);
}

/* The same recording with CRLF line ends reads the same; a recorded CR stays content. */
static void test_crlf(void **state)
{
	char crlf[sizeof(rec) * 2], *o = crlf;

	(void)state;
	for (const char *s = rec; *s; s++) {
		if (*s == '\n')
			*o++ = '\r';
		*o++ = *s;
	}
	*o = '\0';
	struct hw *hw = open_text(crlf);
	struct hw_time t;
	uint64_t v;
	char buf[64];

	assert_int_equal(hw_read_msr(hw, 0, 0xce, &v), 0);
	assert_true(v == 0x80838f3012200ull);
	assert_int_equal(hw_read_msr(hw, 0, 0x1a2, &v), -EIO);
	assert_int_equal(hw_read_file(hw, "/proc/y", buf, sizeof(buf)), 21);
	assert_string_equal(buf, "line one\n\nline three\n");
	assert_int_equal(hw_snapshot(hw, &t), 0);
	assert_true(t.mono_ns == 1000 && t.tod_sec == 1700000000 && t.tod_usec == 1);
	hw_close(hw);

	hw = open_text("turbostat-ng-recording 1\nfile /sys/cr = a\r\nend 0\n");
	assert_int_equal(hw_read_file(hw, "/sys/cr", buf, sizeof(buf)), 3);
	assert_string_equal(buf, "a\r\n");
	hw_close(hw);
}

/* hw_read_u64 (msr/hwutil.c) over replayed files: a number, else -EINVAL, never a wrapped negative. */
static void test_read_u64(void **state)
{
	struct hw *hw = open_text("turbostat-ng-recording 1\n"
				  "file /sys/a = 3400000\n"
				  "file /sys/neg = -1\n"
				  "file /sys/word = <unknown>\n"
				  "file /sys/big = 18446744073709551616\n"
				  "end 0\n");
	uint64_t v = 7;

	(void)state;
	assert_int_equal(hw_read_u64(hw, "/sys/a", &v), 0);
	assert_true(v == 3400000);
	assert_int_equal(hw_read_u64(hw, "/sys/neg", &v), -EINVAL);
	assert_int_equal(hw_read_u64(hw, "/sys/word", &v), -EINVAL);
	assert_int_equal(hw_read_u64(hw, "/sys/big", &v), -EINVAL);	/* 2^64: ERANGE */
	assert_int_equal(hw_read_u64(hw, "/sys/none", &v), -ENOENT);
	hw_close(hw);
}

/* "msr-access ok batch": the recorded run read MSRs through msr-safe's batch; anything else after ok is an error. */
static void test_msr_batched(void **state)
{
	char err[256];
	struct hw *hw = open_text("turbostat-ng-recording 1\nmsr-access ok batch\nend 0\n");

	(void)state;
	assert_int_equal(hw_msr_access(hw), 0);
	assert_int_equal(hw_msr_batched(hw), 1);
	hw_close(hw);
	hw = open_rec();
	assert_int_equal(hw_msr_batched(hw), 0);
	hw_close(hw);
	assert_null(try_text("turbostat-ng-recording 1\nmsr-access ok bulk\nend 0\n", err, sizeof(err)));
	assert_non_null(strstr(err, "bulk"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_values_by_snapshot),
		cmocka_unit_test(test_files_and_cpuid),
		cmocka_unit_test(test_same_snapshot_and_cut),
		cmocka_unit_test(test_empty_file),
		cmocka_unit_test(test_crlf),
		cmocka_unit_test(test_read_u64),
		cmocka_unit_test(test_msr_batched),
		cmocka_unit_test(test_bin_and_dir),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
