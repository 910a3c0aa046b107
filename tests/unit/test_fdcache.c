// SPDX-License-Identifier: GPL-2.0-only
/*
 * Kept descriptors (msr/fdcache.c): one open per file for the run, an absent
 * file costs one failed open, and a dropped entry (its file went away, as a
 * sysfs file of a CPU going offline does) is opened afresh on its next use;
 * files read during start-up are opened for one use and never kept.
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
#include <fcntl.h>
#include <unistd.h>

#include "msr/fdcache.h"

static void put(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
}

/* A fresh file name: mkstemp makes it, the test decides whether it exists. */
static void make_temp(char *path)
{
	int fd = mkstemp(path);

	assert_true(fd >= 0);
	close(fd);
}

static char first_byte(int fd)
{
	char c = 0;

	assert_int_equal(pread(fd, &c, 1, 0), 1);
	return c;
}

static void test_kept_then_reopened_after_drop(void **state)
{
	char path[] = "/tmp/tsng-fdcache-XXXXXX";
	struct fdcache c;

	(void)state;
	make_temp(path);
	put(path, "a");
	fdcache_init(&c);
	int fd = fdcache_get(&c, path);

	assert_true(fd >= 0);
	assert_int_equal(fdcache_get(&c, path), fd);	/* kept, not opened again */
	assert_int_equal(first_byte(fd), 'a');
	/* the file goes away, as a CPU's sysfs files do when it goes offline ... */
	unlink(path);
	fdcache_drop(&c, path);
	/* ... and comes back with the CPU */
	put(path, "b");
	fd = fdcache_get(&c, path);
	assert_true(fd >= 0);
	assert_int_equal(first_byte(fd), 'b');
	fdcache_close(&c);
	unlink(path);
}

static int is_closed(int fd)
{
	return fcntl(fd, F_GETFD) == -1 && errno == EBADF;
}

/*
 * During start-up a file's descriptor lives until the next call (the same
 * file asked for again at once is the same descriptor) and nothing enters
 * the table.  Once the run begins, files are kept.
 */
static void test_startup_files_not_kept(void **state)
{
	char a[] = "/tmp/tsng-fdcache-XXXXXX", b[] = "/tmp/tsng-fdcache-XXXXXX";
	struct fdcache c;

	(void)state;
	make_temp(a);
	make_temp(b);
	put(a, "a");
	put(b, "b");
	fdcache_init(&c);
	fdcache_startup(&c);
	int fa = fdcache_get(&c, a);

	assert_true(fa >= 0);
	assert_int_equal(first_byte(fa), 'a');
	assert_int_equal(fdcache_get(&c, a), fa);	/* asked again at once: the same */
	int fb = fdcache_get(&c, b);

	/* a's use is over: closed before b's open, which takes the lowest free number, a's (POSIX open()) */
	assert_int_equal(fb, fa);
	assert_int_equal(first_byte(fb), 'b');
	assert_int_equal(c.map.used, 0);
	fdcache_run(&c);
	assert_true(is_closed(fb));
	fa = fdcache_get(&c, a);
	assert_true(fa >= 0);
	fb = fdcache_get(&c, b);
	assert_true(fb >= 0);
	assert_int_equal(fdcache_get(&c, a), fa);	/* kept */
	assert_int_equal(first_byte(fa), 'a');
	assert_int_equal(c.map.used, 2);
	fdcache_close(&c);
	assert_true(is_closed(fa) && is_closed(fb));
	unlink(a);
	unlink(b);
}

/*
 * A failed open: during start-up not remembered (tried again when asked
 * again; the descriptor's use ends with a drop), in the run remembered, so
 * an absent file costs one open per run, not one per interval.
 */
static void test_absent_file(void **state)
{
	char path[] = "/tmp/tsng-fdcache-XXXXXX";
	struct fdcache c;

	(void)state;
	make_temp(path);
	unlink(path);
	fdcache_init(&c);
	fdcache_startup(&c);
	assert_int_equal(fdcache_get(&c, path), -ENOENT);
	put(path, "p");
	int fd = fdcache_get(&c, path);

	assert_true(fd >= 0);
	assert_int_equal(first_byte(fd), 'p');
	fdcache_drop(&c, path);
	assert_true(is_closed(fd));
	unlink(path);
	fdcache_run(&c);
	assert_int_equal(fdcache_get(&c, path), -ENOENT);
	put(path, "x");
	assert_int_equal(fdcache_get(&c, path), -ENOENT);	/* remembered for the run */
	fdcache_close(&c);
	unlink(path);
}

/* A path the table cannot hold (a byte 0x01 in it) is still read: opened for one use, like a start-up file. */
static void test_path_not_held_opened_once(void **state)
{
	char dir[] = "/tmp/tsng-fdcache-XXXXXX", odd[64], plain[64];
	struct fdcache c;

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(odd, sizeof(odd), "%s/x\001y", dir);
	snprintf(plain, sizeof(plain), "%s/plain", dir);
	put(odd, "o");
	put(plain, "p");
	fdcache_init(&c);
	int fo = fdcache_get(&c, odd);

	assert_true(fo >= 0);
	assert_int_equal(first_byte(fo), 'o');
	assert_int_equal(c.map.used, 0);
	int fp = fdcache_get(&c, plain);			/* kept */

	assert_true(fp >= 0);
	assert_int_equal(c.map.used, 1);
	assert_int_equal(first_byte(fp), 'p');
	assert_int_equal(fdcache_get(&c, odd), fo);		/* asked again at once: the same */
	fdcache_close(&c);
	assert_true(is_closed(fp) && is_closed(fo));
	unlink(odd);
	unlink(plain);
	rmdir(dir);
}

/*
 * 1925 kept descriptors (a 256-CPU machine's, docs/memory.md): the table
 * doubles from 64 slots when one more would fill it beyond 3/4, so 1925
 * take 4096 (2048 hold 1536); fitted, ceil(1925 * 4 / 3) = 2567 slots.
 * Each still answers without a new open: the files are absent at the first
 * pass and made before the second, which still gets the kept -ENOENT.
 */
static void test_fit_after_first_snapshot(void **state)
{
	char dir[] = "/tmp/tsng-fdcache-XXXXXX", path[64];
	struct fdcache c;

	(void)state;
	assert_non_null(mkdtemp(dir));
	fdcache_init(&c);
	for (int i = 0; i < 1925; i++) {
		snprintf(path, sizeof(path), "%s/cpu%d", dir, i);
		assert_int_equal(fdcache_get(&c, path), -ENOENT);
	}
	assert_int_equal(c.map.used, 1925);
	assert_int_equal(c.map.cap, 4096);
	assert_int_equal(fdcache_fit(&c), 0);
	assert_int_equal(c.map.cap, 2567);
	for (int i = 0; i < 1925; i++) {
		snprintf(path, sizeof(path), "%s/cpu%d", dir, i);
		put(path, "x");
		assert_int_equal(fdcache_get(&c, path), -ENOENT);
	}
	fdcache_close(&c);
	for (int i = 0; i < 1925; i++) {
		snprintf(path, sizeof(path), "%s/cpu%d", dir, i);
		unlink(path);
	}
	rmdir(dir);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kept_then_reopened_after_drop),
		cmocka_unit_test(test_startup_files_not_kept),
		cmocka_unit_test(test_absent_file),
		cmocka_unit_test(test_path_not_held_opened_once),
		cmocka_unit_test(test_fit_after_first_snapshot),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
