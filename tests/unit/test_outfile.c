// SPDX-License-Identifier: GPL-2.0-only
/*
 * Output files (lib/outfile.c), in a directory made by each test under
 * mkdtemp(): a socket is connected and written, never replaced; a replaced
 * file is 0644 whatever the umask and leaves no temporary; a dangling link
 * creates its target and stays a link; loops, directories and links of
 * another user where others can write are refused in one line.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include "lib/outfile.h"

struct dir {
	char path[64];
	char name[128];
};

static void dir_make(struct dir *d)
{
	snprintf(d->path, sizeof(d->path), "/tmp/tsng-outfile-XXXXXX");
	assert_non_null(mkdtemp(d->path));
}

static const char *in(struct dir *d, const char *name)
{
	snprintf(d->name, sizeof(d->name), "%s/%s", d->path, name);
	return d->name;
}

/* The names in @d, sorted, joined by spaces. */
static void dir_list(struct dir *d, char *buf, size_t len)
{
	struct dirent **e;
	int n = scandir(d->path, &e, NULL, alphasort);
	size_t at = 0;

	assert_true(n >= 2);
	buf[0] = 0;
	for (int i = 0; i < n; i++) {
		if (strcmp(e[i]->d_name, ".") && strcmp(e[i]->d_name, ".."))
			at += (size_t)snprintf(buf + at, len - at, "%s%s", at ? " " : "", e[i]->d_name);
		free(e[i]);
	}
	free(e);
}

static void dir_remove(struct dir *d)
{
	char cmd[128];

	snprintf(cmd, sizeof(cmd), "rm -rf %s", d->path);
	assert_int_equal(system(cmd), 0);
}

static void slurp(const char *path, char *buf, size_t len)
{
	FILE *f = fopen(path, "r");
	size_t n;

	assert_non_null(f);
	n = fread(buf, 1, len - 1, f);
	buf[n] = 0;
	fclose(f);
}

static void test_socket_written_in_place(void **state)
{
	struct dir d;
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	struct stat st;
	char err[256], got[16] = "";
	struct outfile *f;
	int ls, c;

	(void)state;
	dir_make(&d);
	assert_true(strlen(in(&d, "sock")) < sizeof(sa.sun_path));
	memcpy(sa.sun_path, d.name, strlen(d.name) + 1);
	ls = socket(AF_UNIX, SOCK_STREAM, 0);
	assert_true(ls >= 0);
	assert_int_equal(bind(ls, (struct sockaddr *)&sa, sizeof(sa)), 0);
	assert_int_equal(listen(ls, 1), 0);
	f = outfile_open(sa.sun_path, err, sizeof(err));
	assert_non_null(f);
	assert_int_equal(outfile_replace(f, "abc", 3), 0);
	assert_int_equal(outfile_close(f), 0);
	c = accept(ls, NULL, NULL);
	assert_true(c >= 0);
	assert_int_equal(read(c, got, sizeof(got)), 3);
	assert_string_equal(got, "abc");
	assert_int_equal(lstat(sa.sun_path, &st), 0);
	assert_true(S_ISSOCK(st.st_mode));
	close(c);
	close(ls);
	dir_remove(&d);
}

static void test_replace_mode_and_no_temporary(void **state)
{
	struct dir d;
	struct stat st;
	char err[256], got[64], names[256];
	mode_t old = umask(077);
	struct outfile *f;

	(void)state;
	dir_make(&d);
	f = outfile_open(in(&d, "t.prom"), err, sizeof(err));
	assert_non_null(f);
	assert_int_equal(outfile_replace(f, "first\n", 6), 0);
	assert_int_equal(outfile_replace(f, "second\n", 7), 0);
	assert_int_equal(outfile_close(f), 0);
	umask(old);
	slurp(in(&d, "t.prom"), got, sizeof(got));
	assert_string_equal(got, "second\n");
	assert_int_equal(stat(in(&d, "t.prom"), &st), 0);
	assert_int_equal(st.st_mode & 07777, 0644);
	dir_list(&d, names, sizeof(names));
	assert_string_equal(names, "t.prom");
	dir_remove(&d);
}

/*
 * A content written as it is made, 300,000 bytes ("0123456789" 30,000 times) through the stream:
 * its buffer is 64 KiB, so after the first 65,540 bytes the new file beside the name (a name with
 * the leading dot) holds the first 65,536 of them, and after 131,080 the first 131,072; the name
 * still has the old content; committed, the name holds all 300,000 bytes, in order.
 */
static void test_content_streamed(void **state)
{
	struct dir d;
	struct stat st;
	char err[256], got[64], names[256], tmp[32];
	struct outfile *f;
	FILE *s, *r;
	int c, bad = 0;

	(void)state;
	dir_make(&d);
	f = outfile_open(in(&d, "t.prom"), err, sizeof(err));
	assert_non_null(f);
	assert_int_equal(outfile_replace(f, "old\n", 4), 0);
	s = outfile_begin(f);
	assert_non_null(s);
	for (int i = 0; i < 30000; i++) {
		fputs("0123456789", s);
		if (i + 1 == 6554 || i + 1 == 13108) {
			dir_list(&d, names, sizeof(names));
			assert_true(strncmp(names, ".t.prom.", 8) == 0 && strstr(names, " t.prom"));
			snprintf(tmp, sizeof(tmp), "%.*s", (int)(strchr(names, ' ') - names), names);
			assert_int_equal(stat(in(&d, tmp), &st), 0);
			assert_int_equal(st.st_size, i + 1 == 6554 ? 65536 : 131072);
		}
	}
	slurp(in(&d, "t.prom"), got, sizeof(got));
	assert_string_equal(got, "old\n");
	assert_int_equal(outfile_commit(f, s), 0);
	assert_int_equal(outfile_close(f), 0);
	assert_int_equal(stat(in(&d, "t.prom"), &st), 0);
	assert_int_equal(st.st_size, 300000);
	r = fopen(in(&d, "t.prom"), "r");
	assert_non_null(r);
	for (int i = 0; (c = fgetc(r)) != EOF; i++)
		bad += c != '0' + i % 10;
	fclose(r);
	assert_int_equal(bad, 0);
	dir_list(&d, names, sizeof(names));
	assert_string_equal(names, "t.prom");
	dir_remove(&d);
}

/* "out -> sub/new" with no sub/new yet: the stream creates sub/new, and out is still the link. */
static void test_dangling_link_creates_its_target(void **state)
{
	struct dir d;
	struct stat st;
	char err[256], got[16];
	FILE *f;

	(void)state;
	dir_make(&d);
	assert_int_equal(mkdir(in(&d, "sub"), 0755), 0);
	assert_int_equal(symlink("sub/new", in(&d, "out")), 0);
	f = outfile_stream(in(&d, "out"), err, sizeof(err));
	assert_non_null(f);
	fputs("x\n", f);
	assert_int_equal(fclose(f), 0);
	slurp(in(&d, "sub/new"), got, sizeof(got));
	assert_string_equal(got, "x\n");
	assert_int_equal(lstat(in(&d, "out"), &st), 0);
	assert_true(S_ISLNK(st.st_mode));
	dir_remove(&d);
}

static long inode_of(const char *path)
{
	struct stat st;

	assert_int_equal(stat(path, &st), 0);
	return (long)st.st_ino;
}

/*
 * A stream into a regular file: truncated in place where only its owner writes the directory (the
 * same inode, as turbostat's fopen "w"); in a sticky 1777 directory a new file takes the name, so a
 * hard link planted there to another file ("precious") is never written through.
 */
static void test_stream_in_a_shared_directory(void **state)
{
	struct dir d;
	char err[256], got[16];
	FILE *f;
	long ino;

	(void)state;
	dir_make(&d);
	f = fopen(in(&d, "own"), "w");
	assert_non_null(f);
	fclose(f);
	ino = inode_of(in(&d, "own"));
	f = outfile_stream(in(&d, "own"), err, sizeof(err));
	assert_non_null(f);
	assert_int_equal(fclose(f), 0);
	assert_int_equal(inode_of(in(&d, "own")), ino);

	assert_int_equal(mkdir(in(&d, "s"), 01777), 0);
	assert_int_equal(chmod(in(&d, "s"), 01777), 0);
	f = fopen(in(&d, "precious"), "w");
	assert_non_null(f);
	fputs("keep\n", f);
	fclose(f);
	char from[128];

	snprintf(from, sizeof(from), "%s", in(&d, "precious"));
	assert_int_equal(link(from, in(&d, "s/out")), 0);
	f = outfile_stream(in(&d, "s/out"), err, sizeof(err));
	assert_non_null(f);
	fputs("new\n", f);
	assert_int_equal(fclose(f), 0);
	slurp(in(&d, "precious"), got, sizeof(got));
	assert_string_equal(got, "keep\n");
	slurp(in(&d, "s/out"), got, sizeof(got));
	assert_string_equal(got, "new\n");
	dir_remove(&d);
}

static void test_refused_in_one_line(void **state)
{
	struct dir d;
	char err[512], want[512];

	(void)state;
	dir_make(&d);
	assert_int_equal(symlink("b", in(&d, "a")), 0);
	assert_int_equal(symlink("a", in(&d, "b")), 0);
	assert_null(outfile_open(in(&d, "a"), err, sizeof(err)));
	snprintf(want, sizeof(want), "%s/a: Too many levels of symbolic links", d.path);
	assert_string_equal(err, want);
	assert_null(outfile_stream(d.path, err, sizeof(err)));
	snprintf(want, sizeof(want), "%s: Is a directory", d.path);
	assert_string_equal(err, want);
	assert_null(outfile_open(in(&d, "none/x"), err, sizeof(err)));
	snprintf(want, sizeof(want), "%s/none/x: No such file or directory", d.path);
	assert_string_equal(err, want);
	assert_true(outfile_stream("-", err, sizeof(err)) == stdout);
	dir_remove(&d);
}

/*
 * A link of uid 65534: refused in a group-writable directory (0770, not sticky), followed in one
 * only its owner writes (0755).  Needs root to give the link away (chown -h), as make check runs.
 */
static void test_link_of_another_user(void **state)
{
	struct dir d;
	char err[512], want[512];
	FILE *f;

	(void)state;
	if (geteuid() != 0)
		skip();
	dir_make(&d);
	assert_int_equal(mkdir(in(&d, "g"), 0770), 0);
	assert_int_equal(chmod(in(&d, "g"), 0770), 0);
	assert_int_equal(symlink("../target", in(&d, "g/link")), 0);
	assert_int_equal(lchown(in(&d, "g/link"), 65534, 65534), 0);
	assert_null(outfile_open(in(&d, "g/link"), err, sizeof(err)));
	snprintf(want, sizeof(want),
		 "%s/g/link: not following link, a symlink of uid 65534 in a directory others can write (a planted link?)",
		 d.path);
	assert_string_equal(err, want);
	assert_int_equal(chmod(in(&d, "g"), 0755), 0);
	f = outfile_stream(in(&d, "g/link"), err, sizeof(err));
	assert_non_null(f);
	assert_int_equal(fclose(f), 0);
	assert_int_equal(access(in(&d, "target"), F_OK), 0);
	dir_remove(&d);
}

/* @path in a directory owned by uid 65534 (0755), made by root: the owner rule's test ground. */
static void dir_of_nobody(struct dir *d, const char *name)
{
	assert_int_equal(mkdir(in(d, name), 0755), 0);
	assert_int_equal(chown(in(d, name), 65534, 65534), 0);
}

/*
 * A directory whose owner is neither us nor root counts as shared, even at 0755 (issue 35: Debian's
 * node-exporter textfile directory belongs to prometheus): their link there, as the last name or
 * mid-path, is refused, and a hard link of theirs to our 0600 file is not written through.
 */
static void test_directory_of_another_user(void **state)
{
	struct dir d;
	char err[512], want[512], got[16], from[128];
	FILE *f;

	(void)state;
	if (geteuid() != 0)
		skip();
	dir_make(&d);
	dir_of_nobody(&d, "o");
	assert_int_equal(mkdir(in(&d, "private"), 0700), 0);
	assert_int_equal(symlink("../victim", in(&d, "o/out")), 0);
	assert_int_equal(symlink("../private", in(&d, "o/sub")), 0);
	assert_int_equal(lchown(in(&d, "o/out"), 65534, 65534), 0);
	assert_int_equal(lchown(in(&d, "o/sub"), 65534, 65534), 0);
	assert_null(outfile_open(in(&d, "o/out"), err, sizeof(err)));
	snprintf(want, sizeof(want),
		 "%s/o/out: not following out, a symlink of uid 65534 in a directory of uid 65534 (a planted link?)",
		 d.path);
	assert_string_equal(err, want);
	assert_null(outfile_stream(in(&d, "o/sub/t.prom"), err, sizeof(err)));
	snprintf(want, sizeof(want),
		 "%s/o/sub/t.prom: not following sub, a symlink of uid 65534 in a directory of uid 65534 (a planted link?)",
		 d.path);
	assert_string_equal(err, want);
	assert_int_equal(access(in(&d, "private/t.prom"), F_OK), -1);

	f = fopen(in(&d, "precious"), "w");
	assert_non_null(f);
	fputs("keep\n", f);
	fclose(f);
	snprintf(from, sizeof(from), "%s", in(&d, "precious"));
	assert_int_equal(link(from, in(&d, "o/hard")), 0);
	f = outfile_stream(in(&d, "o/hard"), err, sizeof(err));
	assert_non_null(f);
	fputs("new\n", f);
	assert_int_equal(fclose(f), 0);
	slurp(in(&d, "precious"), got, sizeof(got));
	assert_string_equal(got, "keep\n");
	dir_remove(&d);
}

/*
 * The textfile collector's own flow: root writes into a directory of uid 65534 (as into
 * prometheus's), the file absent at first, then root's own: replaced whole, 0644, owned by root.
 */
static void test_textfile_in_its_owners_directory(void **state)
{
	struct dir d;
	struct stat st;
	char err[512], got[16];
	struct outfile *f;
	FILE *s;

	(void)state;
	if (geteuid() != 0)
		skip();
	dir_make(&d);
	dir_of_nobody(&d, "textfile");
	f = outfile_open(in(&d, "textfile/t.prom"), err, sizeof(err));
	assert_non_null(f);
	assert_int_equal(outfile_replace(f, "a 1\n", 4), 0);
	assert_int_equal(outfile_replace(f, "a 2\n", 4), 0);
	assert_int_equal(outfile_close(f), 0);
	slurp(in(&d, "textfile/t.prom"), got, sizeof(got));
	assert_string_equal(got, "a 2\n");
	assert_int_equal(stat(in(&d, "textfile/t.prom"), &st), 0);
	assert_int_equal(st.st_uid, 0);
	assert_int_equal(st.st_mode & 07777, 0644);
	s = outfile_stream(in(&d, "textfile/t.prom"), err, sizeof(err));
	assert_non_null(s);
	fputs("b\n", s);
	assert_int_equal(fclose(s), 0);
	slurp(in(&d, "textfile/t.prom"), got, sizeof(got));
	assert_string_equal(got, "b\n");
	dir_remove(&d);
}

/* A UNIX socket bound at @path, listening; its descriptor. */
static int listen_at(const char *path)
{
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	int ls = socket(AF_UNIX, SOCK_STREAM, 0);

	assert_true(ls >= 0 && strlen(path) < sizeof(sa.sun_path));
	memcpy(sa.sun_path, path, strlen(path) + 1);
	assert_int_equal(bind(ls, (struct sockaddr *)&sa, sizeof(sa)), 0);
	assert_int_equal(listen(ls, 1), 0);
	return ls;
}

/*
 * A FIFO or socket of uid 65534 in a shared directory (sticky 1777, and one of theirs at 0755) is
 * refused at once, by both opens: the FIFO has no reader, so an open that waited would never
 * return (the alarm ends the test instead of a hang).
 */
static void test_planted_fifo_and_socket(void **state)
{
	static const char *const dirs[] = { "s", "o" };
	struct dir d;
	char err[512], want[512], path[128];
	int ls;

	(void)state;
	if (geteuid() != 0)
		skip();
	dir_make(&d);
	assert_int_equal(mkdir(in(&d, "s"), 01777), 0);
	assert_int_equal(chmod(in(&d, "s"), 01777), 0);
	dir_of_nobody(&d, "o");
	alarm(60);
	for (size_t i = 0; i < 2; i++) {
		const char *why = i ? "a directory of uid 65534" : "a directory others can write";

		snprintf(path, sizeof(path), "%s/%s/fifo", d.path, dirs[i]);
		assert_int_equal(mkfifo(path, 0666), 0);
		assert_int_equal(chown(path, 65534, 65534), 0);
		snprintf(want, sizeof(want), "%s: not writing to fifo, a FIFO of uid 65534 in %s (a planted FIFO?)",
			 path, why);
		assert_null(outfile_open(path, err, sizeof(err)));
		assert_string_equal(err, want);
		assert_null(outfile_stream(path, err, sizeof(err)));
		assert_string_equal(err, want);

		snprintf(path, sizeof(path), "%s/%s/sock", d.path, dirs[i]);
		ls = listen_at(path);
		assert_int_equal(chown(path, 65534, 65534), 0);
		snprintf(want, sizeof(want),
			 "%s: not writing to sock, a socket of uid 65534 in %s (a planted socket?)", path, why);
		assert_null(outfile_open(path, err, sizeof(err)));
		assert_string_equal(err, want);
		close(ls);
	}
	alarm(0);
	dir_remove(&d);
}

/*
 * Our own FIFO with no reader yet: both opens return at once (the alarm ends the test were they to
 * wait), a reader attaches after them, and it reads everything written, then EOF at the close, as
 * from any writer: the FIFO is opened at the first write.
 */
static void test_own_fifo_reader_attaches_late(void **state)
{
	struct dir d;
	char err[256], got[16] = "";
	struct outfile *f;
	FILE *s;
	int r;

	(void)state;
	dir_make(&d);
	assert_int_equal(mkfifo(in(&d, "fifo"), 0600), 0);
	alarm(60);
	f = outfile_open(d.name, err, sizeof(err));
	assert_non_null(f);
	r = open(d.name, O_RDONLY | O_NONBLOCK);
	assert_true(r >= 0);
	assert_int_equal(outfile_replace(f, "abc", 3), 0);
	assert_int_equal(read(r, got, sizeof(got)), 3);
	assert_string_equal(got, "abc");
	assert_int_equal(outfile_close(f), 0);
	assert_int_equal(read(r, got, sizeof(got)), 0);	/* no writer left: end of file */
	close(r);

	s = outfile_stream(d.name, err, sizeof(err));
	assert_non_null(s);
	r = open(d.name, O_RDONLY | O_NONBLOCK);
	assert_true(r >= 0);
	fputs("de", s);
	assert_int_equal(fclose(s), 0);
	memset(got, 0, sizeof(got));
	assert_int_equal(read(r, got, sizeof(got)), 2);
	assert_string_equal(got, "de");
	assert_int_equal(read(r, got, sizeof(got)), 0);
	close(r);
	alarm(0);
	dir_remove(&d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_socket_written_in_place),
		cmocka_unit_test(test_replace_mode_and_no_temporary),
		cmocka_unit_test(test_content_streamed),
		cmocka_unit_test(test_dangling_link_creates_its_target),
		cmocka_unit_test(test_stream_in_a_shared_directory),
		cmocka_unit_test(test_refused_in_one_line),
		cmocka_unit_test(test_link_of_another_user),
		cmocka_unit_test(test_directory_of_another_user),
		cmocka_unit_test(test_textfile_in_its_owners_directory),
		cmocka_unit_test(test_planted_fifo_and_socket),
		cmocka_unit_test(test_own_fifo_reader_attaches_late),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
