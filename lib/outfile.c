// SPDX-License-Identifier: GPL-2.0-only
/*
 * Output files opened safely as root (rules in lib/outfile.h).  The path is
 * walked one name at a time from a directory descriptor, so a symlink is
 * judged where it lies before it is followed, and the final name is then
 * used only relative to its own directory: a directory swapped for a link
 * after the check is never entered (O_NOFOLLOW on every step).
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include "lib/outfile.h"

/* As the kernel's MAXSYMLINKS (include/linux/namei.h) */
#define LINKS_MAX 40

/* Our own FIFO with no reader yet: opened at the first write (fifo_open_late()). */
#define FD_LATE (-2)

/*
 * A content's stream buffer (outfile_begin()), no more than this of it in
 * memory, mapped once: a 0.33 MB exposition at 256 CPUs goes out in six
 * writes, of some 1050 system calls an interval; at 128 KiB it took three
 * and held 64 KiB more.  A mapping of its own, not malloc()'s: below glibc's
 * mmap threshold it went into the heap, whose peak then rose by more than
 * the buffer saved (docs/memory.md, eighth round).
 */
#define CONTENT_BUF (64 * 1024)

/* A /proc/self/fd/N/.NAME.XXXXXX name (temp_beside()) */
#define TMP_NAME_MAX (64 + NAME_MAX)

struct outfile {
	int dirfd;		/* the final name's directory (O_PATH) */
	char name[NAME_MAX + 1];
	int fd;			/* a device, FIFO or socket written in place, or FD_LATE; else -1 */
	struct stat st;		/* what the name was when judged */
	/* the content being written (outfile_begin()): the new file, or -1 */
	int new_fd;
	char tmp[TMP_NAME_MAX];
	const char *base;	/* its name in the directory, in @tmp */
	int werr;		/* -errno of the content's first failed write, 0 */
	char *buf;		/* the stream's buffer, kept for the next content */
};

/* Where a path ends: its directory, the last name in it, and what is there now. */
struct target {
	int dirfd;
	char name[NAME_MAX + 1];
	bool exists;
	struct stat st;
	int own_fd;		/* the name is our descriptor N (/proc/self/fd/N): N, else -1 */
};

static int fail(char *err, size_t errlen, const char *path, int e)
{
	snprintf(err, errlen, "%s: %s", path, strerror(e));
	return -e;
}

/*
 * Whether users other than us may plant names in a directory: others can
 * write it (sticky, group- or world-writable), or its owner is neither us nor
 * root and so may rename and create in it at will (Debian's node-exporter
 * textfile directory belongs to prometheus, 0755).  Said in @why.
 */
static bool dir_shared(const struct stat *dir, char *why, size_t whylen)
{
	if (dir->st_mode & (S_ISVTX | S_IWGRP | S_IWOTH))
		snprintf(why, whylen, "a directory others can write");
	else if (dir->st_uid != geteuid() && dir->st_uid != 0)
		snprintf(why, whylen, "a directory of uid %u", (unsigned)dir->st_uid);
	else
		return false;
	return true;
}

/*
 * A link, FIFO or socket (@what) of another user in a shared directory: -EPERM
 * with @err said, else 0.  The kernel's protected_symlinks and protected_fifos
 * rules (fs/namei.c may_follow_link(), may_create_in_sticky()), applied even
 * where the sysctls are off and to every directory that counts as shared here.
 */
static int planted(int dirfd, const char *name, const struct stat *st, const char *what, const char *path,
		   char *err, size_t errlen)
{
	struct stat dir;
	char why[64];

	if (fstat(dirfd, &dir))
		return fail(err, errlen, path, errno);
	if (st->st_uid == geteuid() || !dir_shared(&dir, why, sizeof(why)))
		return 0;
	snprintf(err, errlen, "%s: not %s %s, a %s of uid %u in %s (a planted %s?)", path,
		 S_ISLNK(st->st_mode) ? "following" : "writing to", name, what, (unsigned)st->st_uid, why,
		 S_ISLNK(st->st_mode) ? "link" : what);
	return -EPERM;
}

static int open_dir(int at, const char *name)
{
	return openat(at, name, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
}

/*
 * Whether the link @name in @dirfd is one of our own descriptors (/dev/stdout,
 * /dev/fd/N: /proc/self/fd/N), its number in *@fd.  Such a link names an open
 * file, not a path (a pipe's reads "pipe:[N]"), so it is used as it is.
 */
static bool own_descriptor(int dirfd, const char *name, int *fd)
{
	struct stat dir, ours;
	char *end;
	long n;

	if (fstat(dirfd, &dir) || stat("/proc/self/fd", &ours) || dir.st_dev != ours.st_dev ||
	    dir.st_ino != ours.st_ino || name[0] < '0' || name[0] > '9')
		return false;
	n = strtol(name, &end, 10);
	if (*end || n > INT_MAX)
		return false;
	*fd = (int)n;
	return true;
}

/*
 * The link @name in @dirfd read into @rest in place of the name: "@target/@more".
 * A link owned by another user in a shared directory is refused with -EPERM and @err said.
 */
static int follow(int *dirfd, const char *name, const struct stat *lst, const char *more, char *rest,
		  size_t restlen, const char *path, char *err, size_t errlen)
{
	char target[PATH_MAX];
	ssize_t n;
	int rc = planted(*dirfd, name, lst, "symlink", path, err, errlen);

	if (rc)
		return rc;
	n = readlinkat(*dirfd, name, target, sizeof(target));
	if (n < 0)
		return fail(err, errlen, path, errno);
	if ((size_t)n == sizeof(target))
		return fail(err, errlen, path, ENAMETOOLONG);
	target[n] = 0;
	if (target[0] == '/') {
		int root = open_dir(AT_FDCWD, "/");

		if (root < 0)
			return fail(err, errlen, path, errno);
		close(*dirfd);
		*dirfd = root;
	}
	/* @more points into @rest: move it first */
	size_t tl = (size_t)n, ml = strlen(more);

	if (tl + 1 + ml + 1 > restlen)
		return fail(err, errlen, path, ENAMETOOLONG);
	memmove(rest + tl + 1, more, ml + 1);
	memcpy(rest, target, tl);
	rest[tl] = ml ? '/' : 0;
	return 0;
}

/* Walks @path to its final name, following the links that may be followed. */
static int resolve(const char *path, struct target *t, char *err, size_t errlen)
{
	char rest[2 * PATH_MAX];
	int links = 0, rc;

	if (!path[0])
		return fail(err, errlen, path, ENOENT);
	if (strlen(path) >= PATH_MAX)
		return fail(err, errlen, path, ENAMETOOLONG);
	strcpy(rest, path);
	t->own_fd = -1;
	t->dirfd = open_dir(AT_FDCWD, path[0] == '/' ? "/" : ".");
	if (t->dirfd < 0)
		return fail(err, errlen, path, errno);
	for (;;) {
		char *name = rest + strspn(rest, "/");
		size_t len = strcspn(name, "/");
		char *more = name + len + strspn(name + len, "/");

		if (!len) {	/* "/", or a name ending in "/": a directory */
			rc = fail(err, errlen, path, EISDIR);
			break;
		}
		if (len > NAME_MAX) {
			rc = fail(err, errlen, path, ENAMETOOLONG);
			break;
		}
		memcpy(t->name, name, len);
		t->name[len] = 0;
		if (fstatat(t->dirfd, t->name, &t->st, AT_SYMLINK_NOFOLLOW)) {
			if (errno == ENOENT && !*more) {
				t->exists = false;
				return 0;
			}
			rc = fail(err, errlen, path, errno);
			break;
		}
		if (S_ISLNK(t->st.st_mode) && !*more && own_descriptor(t->dirfd, t->name, &t->own_fd)) {
			t->exists = true;
			return 0;
		}
		if (S_ISLNK(t->st.st_mode)) {
			rc = ++links > LINKS_MAX ? fail(err, errlen, path, ELOOP)
						 : follow(&t->dirfd, t->name, &t->st, more, rest, sizeof(rest), path,
							  err, errlen);
			if (rc)
				break;
			continue;
		}
		if (!*more) {
			t->exists = true;
			return 0;
		}
		int next = open_dir(t->dirfd, t->name);

		if (next < 0) {
			rc = fail(err, errlen, path, errno);
			break;
		}
		close(t->dirfd);
		t->dirfd = next;
		memmove(rest, more, strlen(more) + 1);
	}
	close(t->dirfd);
	return rc;
}

/* @fd, opened O_NONBLOCK so that the open could not wait, made blocking for the writes; or -errno. */
static int blocking(int fd)
{
	int fl = fcntl(fd, F_GETFL);

	if (fl < 0 || fcntl(fd, F_SETFL, fl & ~O_NONBLOCK)) {
		int e = errno;

		close(fd);
		return -e;
	}
	return fd;
}

/*
 * A FIFO or device opened for writing without waiting: O_NONBLOCK, then
 * cleared.  A FIFO with no reader yet (ENXIO: fifo(7)) is one of our own
 * (another user's was refused), to which a reader will attach: FD_LATE, and
 * fifo_open_late() opens it at the first write.  A descriptor or -errno.
 */
static int open_node(int dirfd, const char *name, bool fifo)
{
	int fd = openat(dirfd, name, O_WRONLY | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC | O_NONBLOCK);

	if (fd < 0 && errno == ENXIO && fifo)
		return FD_LATE;
	return fd < 0 ? -errno : blocking(fd);
}

/*
 * Our FIFO opened at the first write, blocking: there a writer waits for its
 * reader as it waits on a full pipe, so the run has started (and said what
 * is wrong) before it waits, and a reader that attaches late still reads
 * everything, with EOF and EPIPE as for any writer.  The name must still be
 * the FIFO judged (@st).  A descriptor or -errno.
 */
static int fifo_open_late(int dirfd, const char *name, const struct stat *st)
{
	struct stat now;
	int fd;

	do
		fd = openat(dirfd, name, O_WRONLY | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC);
	while (fd < 0 && errno == EINTR);
	if (fd < 0)
		return -errno;
	if (fstat(fd, &now) || now.st_dev != st->st_dev || now.st_ino != st->st_ino) {
		close(fd);
		return -EAGAIN;
	}
	return fd;
}

/* A socket's name connected to, stream first (a journal-style datagram socket second). */
static int connect_socket(const struct target *t)
{
	static const int types[] = { SOCK_STREAM, SOCK_DGRAM };
	struct sockaddr_un sa = { .sun_family = AF_UNIX };

	/* through the directory's descriptor: the name is not looked up from the top again */
	if (snprintf(sa.sun_path, sizeof(sa.sun_path), "/proc/self/fd/%d/%s", t->dirfd, t->name) >=
	    (int)sizeof(sa.sun_path))
		return -ENAMETOOLONG;
	for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++) {
		/* non-blocking: a listener whose queue is full answers EAGAIN, never a wait */
		int fd = socket(AF_UNIX, types[i] | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);

		if (fd < 0)
			return -errno;
		if (connect(fd, (struct sockaddr *)&sa, sizeof(sa)) == 0)
			return blocking(fd);
		int e = errno;

		close(fd);
		if (e != EPROTOTYPE)
			return -e;
	}
	return -EPROTOTYPE;
}

/*
 * An existing device, FIFO or socket opened for writing in place into @fd; -1
 * there when the name is a regular file or absent.  Anything else is refused.
 */
static int open_in_place(const struct target *t, int *fd, const char *path, char *err, size_t errlen)
{
	struct stat now;

	*fd = -1;
	if (t->own_fd >= 0) {	/* shared with the descriptor as a dup(), offset and all */
		*fd = fcntl(t->own_fd, F_DUPFD_CLOEXEC, 3);
		return *fd < 0 ? fail(err, errlen, path, errno) : 0;
	}
	if (!t->exists || S_ISREG(t->st.st_mode))
		return 0;
	if (S_ISDIR(t->st.st_mode))
		return fail(err, errlen, path, EISDIR);
	if (!S_ISCHR(t->st.st_mode) && !S_ISFIFO(t->st.st_mode) && !S_ISSOCK(t->st.st_mode)) {
		snprintf(err, errlen, "%s: not a regular file, character device, FIFO or socket", path);
		return -EINVAL;
	}
	/* another user's FIFO would take (or withhold) our output, their socket receive it */
	const char *what = S_ISFIFO(t->st.st_mode) ? "FIFO" : "socket";
	int rc = S_ISCHR(t->st.st_mode) ? 0 : planted(t->dirfd, t->name, &t->st, what, path, err, errlen);

	if (rc)
		return rc;
	*fd = S_ISSOCK(t->st.st_mode) ? connect_socket(t) : open_node(t->dirfd, t->name, S_ISFIFO(t->st.st_mode));
	if (*fd == FD_LATE || S_ISSOCK(t->st.st_mode))
		return *fd < 0 && *fd != FD_LATE ? fail(err, errlen, path, -*fd) : 0;
	if (*fd < 0)
		return fail(err, errlen, path, -*fd);
	/* the name still the node that was judged (not swapped for a file meanwhile) */
	if (fstat(*fd, &now) || now.st_dev != t->st.st_dev || now.st_ino != t->st.st_ino) {
		close(*fd);
		*fd = -1;
		return fail(err, errlen, path, EAGAIN);
	}
	return 0;
}

static int write_all(int fd, const char *text, size_t len)
{
	while (len) {
		ssize_t n = write(fd, text, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -errno;
		text += n;
		len -= (size_t)n;
	}
	return 0;
}

/*
 * A new file beside @name by mkstemp() through the directory's descriptor:
 * never following a link (O_EXCL), under a name no one can guess, mode 0644;
 * its name in @tmp from *@base.  The leading dot keeps it out of
 * node_exporter's *.prom glob while it is written.  A descriptor or -errno.
 */
static int temp_beside(int dirfd, const char *name, char *tmp, size_t len, const char **base)
{
	int fd;

	if (snprintf(tmp, len, "/proc/self/fd/%d/.%.200s.XXXXXX", dirfd, name) >= (int)len)
		return -ENAMETOOLONG;
	fd = mkostemp(tmp, O_CLOEXEC);
	if (fd < 0)
		return -errno;
	*base = strrchr(tmp, '/') + 1;
	if (fchmod(fd, 0644)) {
		int e = errno;

		close(fd);
		unlinkat(dirfd, *base, 0);
		return -e;
	}
	return fd;
}

/*
 * A regular file or absent name for a stream: truncated in place as turbostat's
 * fopen "w" (O_NOFOLLOW: no link planted at the last moment); in a directory
 * others can write, a new file renamed over the name instead, so that a file
 * of theirs, or a hard link they made to one of ours, is never written through.
 */
static int open_stream(const struct target *t)
{
	struct stat dir;
	char tmp[TMP_NAME_MAX], why[64];
	const char *base;
	int fd;

	if (fstat(t->dirfd, &dir))
		return -errno;
	if (!dir_shared(&dir, why, sizeof(why))) {
		/* O_NONBLOCK: were the name a FIFO by now, the open would not wait for its reader */
		fd = openat(t->dirfd, t->name,
			    O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC | O_NONBLOCK, 0644);
		return fd < 0 ? -errno : blocking(fd);
	}
	fd = temp_beside(t->dirfd, t->name, tmp, sizeof(tmp), &base);
	if (fd >= 0 && renameat(t->dirfd, base, t->dirfd, t->name)) {
		int e = errno;

		close(fd);
		unlinkat(t->dirfd, base, 0);
		return -e;
	}
	return fd;
}

/* @f's descriptor for writing, our FIFO opened now if it waited for its reader: or -errno. */
static int late_fd(struct outfile *f)
{
	if (f->fd == FD_LATE) {
		int fd = fifo_open_late(f->dirfd, f->name, &f->st);

		if (fd < 0)
			return fd;
		f->fd = fd;
	}
	return f->fd;
}

/*
 * fopencookie(3)'s write of a stream on a struct outfile: its new file
 * (outfile_begin()), or the node written in place, our FIFO opened at the
 * first write if it waited for its reader.  After a failed write the rest of
 * the content is dropped without another system call.
 */
static ssize_t out_write(void *cookie, const char *buf, size_t len)
{
	struct outfile *f = cookie;
	int fd = f->new_fd >= 0 ? f->new_fd : late_fd(f);

	if (!f->werr)
		f->werr = fd < 0 ? fd : write_all(fd, buf, len);
	if (f->werr) {
		errno = -f->werr;
		return 0;	/* an error, as fopencookie(3) has it */
	}
	return (ssize_t)len;
}

static int late_close(void *cookie)
{
	int rc = outfile_close(cookie);

	errno = rc ? -rc : errno;
	return rc ? -1 : 0;
}

/* A stream that opens our FIFO at its first write; it owns @t's directory from here.  NULL with errno. */
static FILE *late_stream(struct target *t)
{
	static const cookie_io_functions_t io = { .write = out_write, .close = late_close };
	struct outfile *f = calloc(1, sizeof(*f));
	FILE *s = f ? fopencookie(f, "w", io) : NULL;

	if (!s) {
		int e = errno;

		free(f);
		close(t->dirfd);
		errno = e;
		return NULL;
	}
	*f = (struct outfile){ .dirfd = t->dirfd, .fd = FD_LATE, .st = t->st, .new_fd = -1 };
	memcpy(f->name, t->name, sizeof(f->name));
	return s;
}

FILE *outfile_stream(const char *path, char *err, size_t errlen)
{
	struct target t;
	FILE *f;
	int fd;

	if (strcmp(path, "-") == 0)
		return stdout;
	int rc = resolve(path, &t, err, errlen);

	if (rc) {
		errno = -rc;
		return NULL;
	}
	rc = open_in_place(&t, &fd, path, err, errlen);
	if (!rc && fd == FD_LATE) {
		f = late_stream(&t);
		if (!f)
			fail(err, errlen, path, errno);
		return f;
	}
	if (!rc && fd == -1) {
		fd = open_stream(&t);
		if (fd < 0)
			fail(err, errlen, path, -fd);
	}
	close(t.dirfd);
	if (rc || fd < 0) {
		errno = rc ? -rc : -fd;
		return NULL;
	}
	f = fdopen(fd, "w");
	if (!f) {
		rc = fail(err, errlen, path, errno);
		close(fd);
		errno = -rc;
	}
	return f;
}

struct outfile *outfile_open(const char *path, char *err, size_t errlen)
{
	struct outfile *f = calloc(1, sizeof(*f));
	struct target t;

	if (!f) {
		fail(err, errlen, path, ENOMEM);
		return NULL;
	}
	if (resolve(path, &t, err, errlen)) {
		free(f);
		return NULL;
	}
	if (open_in_place(&t, &f->fd, path, err, errlen)) {
		close(t.dirfd);
		free(f);
		return NULL;
	}
	f->dirfd = t.dirfd;
	f->st = t.st;
	f->new_fd = -1;
	memcpy(f->name, t.name, sizeof(f->name));
	return f;
}

FILE *outfile_begin(struct outfile *f)
{
	static const cookie_io_functions_t io = { .write = out_write };
	FILE *s;

	f->werr = 0;
	if (!f->buf) {
		void *m = mmap(NULL, CONTENT_BUF, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		if (m == MAP_FAILED)
			return NULL;
		f->buf = m;
	}
	if (f->fd == -1) {	/* not written in place: a new file */
		f->new_fd = temp_beside(f->dirfd, f->name, f->tmp, sizeof(f->tmp), &f->base);
		if (f->new_fd < 0) {
			errno = -f->new_fd;
			f->new_fd = -1;
			return NULL;
		}
	}
	s = fopencookie(f, "w", io);
	if (!s) {
		int e = errno;

		outfile_commit(f, NULL);
		errno = e;
		return NULL;
	}
	setvbuf(s, f->buf, _IOFBF, CONTENT_BUF);	/* cannot fail before the first write */
	return s;
}

int outfile_commit(struct outfile *f, FILE *s)
{
	/* a stream without a close function leaves the descriptors to us */
	if ((!s || fclose(s)) && !f->werr)
		f->werr = -EIO;
	int rc = f->werr;

	if (f->new_fd < 0)	/* written in place */
		return rc;
	/* the data on disk before the name points at it: a crash leaves the old file or the new */
	if (!rc && fsync(f->new_fd))
		rc = -errno;
	if (close(f->new_fd) && !rc)
		rc = -errno;
	f->new_fd = -1;
	if (!rc && renameat(f->dirfd, f->base, f->dirfd, f->name))
		rc = -errno;
	if (rc)
		unlinkat(f->dirfd, f->base, 0);
	return rc;
}

int outfile_replace(struct outfile *f, const char *text, size_t len)
{
	FILE *s = outfile_begin(f);

	if (!s)
		return -errno;
	fwrite(text, 1, len, s);
	return outfile_commit(f, s);
}

int outfile_close(struct outfile *f)
{
	int rc = 0;

	if (!f)
		return 0;
	if (f->fd >= 0 && close(f->fd))
		rc = -errno;
	close(f->dirfd);
	if (f->buf)
		munmap(f->buf, CONTENT_BUF);
	free(f);
	return rc;
}

/* What a path names, for outfile_same(): a regular file by device and inode, or an absent name. */
struct ident {
	bool known, exists;
	struct stat st, dir;
	char name[NAME_MAX + 1];
};

static void identify(const char *path, struct ident *id)
{
	struct target t;
	char err[16];

	memset(id, 0, sizeof(*id));
	if (strcmp(path, "-") == 0)
		return;
	/* as the output would be opened; a path the rules refuse (an input may be read through a
	 * link of anyone's) as the kernel resolves it */
	if (resolve(path, &t, err, sizeof(err))) {
		id->known = id->exists = stat(path, &id->st) == 0;
		return;
	}
	id->exists = t.exists;
	id->known = !(t.own_fd >= 0 ? fstat(t.own_fd, &id->st) : 0) && !fstat(t.dirfd, &id->dir);
	if (t.own_fd < 0)
		id->st = t.st;
	memcpy(id->name, t.name, sizeof(id->name));
	close(t.dirfd);
}

bool outfile_same(const char *a, const char *b)
{
	struct ident x, y;

	identify(a, &x);
	identify(b, &y);
	if (!x.known || !y.known || x.exists != y.exists)
		return false;
	if (x.exists)	/* a device or FIFO may well take two outputs: /dev/null */
		return S_ISREG(x.st.st_mode) && S_ISREG(y.st.st_mode) && x.st.st_dev == y.st.st_dev &&
		       x.st.st_ino == y.st.st_ino;
	return x.dir.st_dev == y.dir.st_dev && x.dir.st_ino == y.dir.st_ino && strcmp(x.name, y.name) == 0;
}
