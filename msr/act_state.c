// SPDX-License-Identifier: GPL-2.0-only
/*
 * --act's state file and lock (msr/act_state.h).  Both live in
 * /run/turbostat-ng, which only its owner (us or root) may write: whoever
 * could write there could plant the state that is restored as root, or hold
 * the lock.  The state file holds "cpu N GOV MIN MAX" lines, then "tunable
 * FILE VALUE" lines, after a magic first line.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "msr/act_state.h"
#include "msr/cpufreq_act.h"
#include "msr/sysroot.h"

#define ACT_STATE_MAGIC "turbostat-ng-act-state 1"

/* The directory of the state and lock files, and a file in it. */
static const char *act_run_path(char *buf, size_t len, const char *file)
{
	char rel[64];

	snprintf(rel, sizeof(rel), "/run/turbostat-ng%s%s", file ? "/" : "", file ? file : "");
	return sysroot_path(buf, len, rel);
}

/*
 * /run/turbostat-ng, made 0755 when absent (as systemd's RuntimeDirectory would
 * be; /run first, which under a test's TSNG_SYSROOT does not exist yet), and
 * refused when it is not a directory of ours or root's that only its owner
 * writes: whoever could write there could plant the state that is restored
 * as root, or hold the lock.
 */
static int act_run_dir(char *err, size_t errlen)
{
	char dir[ACT_PATH_MAX];
	struct stat sb;

	act_run_path(dir, sizeof(dir), NULL);
	*strrchr(dir, '/') = '\0';
	mkdir(dir, 0755);
	act_run_path(dir, sizeof(dir), NULL);
	if (mkdir(dir, 0755) && errno != EEXIST) {
		int e = errno;

		snprintf(err, errlen, "%s: %s", dir, strerror(e));
		return -e;
	}
	if (lstat(dir, &sb)) {
		int e = errno;

		snprintf(err, errlen, "%s: %s", dir, strerror(e));
		return -e;
	}
	if (!S_ISDIR(sb.st_mode) || (sb.st_uid != geteuid() && sb.st_uid != 0) || (sb.st_mode & (S_IWGRP | S_IWOTH))) {
		snprintf(err, errlen, "%s: not a directory that only uid %u or root writes (uid %u, mode %04o); not "
			 "keeping --act state there", dir, (unsigned)geteuid(), (unsigned)sb.st_uid,
			 (unsigned)(sb.st_mode & 07777));
		return -EPERM;
	}
	return 0;
}

/* A file of ours in the run directory, or refused: another user's (a planted state or lock). */
static int act_own_file(int fd, const char *path, char *err, size_t errlen)
{
	struct stat sb;

	if (fstat(fd, &sb)) {
		int e = errno;

		snprintf(err, errlen, "%s: %s", path, strerror(e));
		return -e;
	}
	if (!S_ISREG(sb.st_mode) || sb.st_uid != geteuid()) {
		snprintf(err, errlen, "%s: owned by uid %u, not %u (or not a regular file); not using it: remove it "
			 "if no --act run of yours left it", path, (unsigned)sb.st_uid, (unsigned)geteuid());
		return -EPERM;
	}
	return 0;
}

/*
 * The lock that makes one --act run at a time: flock() on act.lock, our pid
 * written in it.  Its descriptor, or -errno with @err said: a run that holds
 * it is named by its pid.  flock(), not fcntl(): two opens conflict even in
 * one process, and no other descriptor's close drops it.
 */
int act_lock(char *err, size_t errlen)
{
	char path[ACT_PATH_MAX], pid[24] = "";
	int rc = act_run_dir(err, errlen);

	if (rc)
		return rc;
	act_run_path(path, sizeof(path), "act.lock");
	int fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0644);

	if (fd < 0) {
		int e = errno;

		snprintf(err, errlen, "%s: %s", path, strerror(e));
		return -e;
	}
	rc = act_own_file(fd, path, err, errlen);
	if (!rc && flock(fd, LOCK_EX | LOCK_NB)) {
		rc = -errno;
		/* the holder writes its pid right after it locks: empty only in that instant */
		ssize_t n = rc == -EWOULDBLOCK ? pread(fd, pid, sizeof(pid) - 1, 0) : -1;

		if (n > 0)
			pid[strcspn(pid, "\n")] = '\0';
		if (rc == -EWOULDBLOCK)
			snprintf(err, errlen, "another --act run (pid %s) holds %s and owns the cpufreq settings",
				 n > 0 && pid[0] ? pid : "not written yet", path);
		else
			snprintf(err, errlen, "%s: %s", path, strerror(-rc));
	}
	if (!rc) {
		int n = snprintf(pid, sizeof(pid), "%d\n", (int)getpid());

		if (ftruncate(fd, 0) || pwrite(fd, pid, (size_t)n, 0) != n) {
			rc = -errno;
			snprintf(err, errlen, "%s: %s", path, strerror(-rc));
		}
	}
	if (rc) {
		close(fd);
		return rc;
	}
	return fd;
}

/*
 * The state file, atomically: a temporary file in /run/turbostat-ng, written,
 * synced and renamed over the name.  One line per CPU, "cpu N GOV MIN MAX",
 * then one per governor tunable, "tunable FILE VALUE" (FILE under the sysfs
 * root).  The caller holds the lock.
 */
int act_state_save(char *state, size_t statelen, const struct act_saved *cpu, int ncpus,
		   const struct act_tunable *tun, int ntun, char *err, size_t errlen)
{
	char tmp[ACT_PATH_MAX + 16];
	struct stat sb;

	act_run_path(state, statelen, "act.state");
	if (lstat(state, &sb) == 0) {
		snprintf(err, errlen, "cannot act: %s exists: the settings of an earlier run were not put back "
			 "(run turbostat-ng --act-restore)", state);
		state[0] = '\0';
		return -EEXIST;
	}
	snprintf(tmp, sizeof(tmp), "%s.XXXXXX", state);
	int fd = mkostemp(tmp, O_CLOEXEC);
	FILE *f = fd < 0 ? NULL : fdopen(fd, "w");
	int bad = !f;

	if (f) {
		fprintf(f, "%s\n", ACT_STATE_MAGIC);
		for (int i = 0; i < ncpus; i++)
			fprintf(f, "cpu %d %s %s %s\n", cpu[i].cpu, cpu[i].val[F_GOV], cpu[i].val[F_MIN],
				cpu[i].val[F_MAX]);
		for (int i = 0; i < ntun; i++)
			fprintf(f, "tunable %s %s\n", tun[i].rel, tun[i].val);
		bad = fflush(f) || ferror(f) || fchmod(fd, 0644) || fsync(fd);
		bad |= fclose(f) != 0;
	}
	if (!bad)
		bad = rename(tmp, state);
	if (bad) {
		int e = errno ? errno : EIO;

		snprintf(err, errlen, "cannot act: %s: %s", tmp, strerror(e));
		if (fd >= 0)
			unlink(tmp);
		state[0] = '\0';
		return -e;
	}
	return 0;
}

/*
 * One line of the state file put back: "cpu N GOV MIN MAX" or "tunable FILE
 * VALUE"; -EINVAL for a malformed line, -ENODEV for a CPU whose cpufreq
 * directory is gone (offline, or unplugged), said in @msg.
 */
static int act_recover_line(const char *root, const char *line, char *msg, size_t msglen)
{
	char gov[ACT_VAL_MAX], min[ACT_VAL_MAX], max[ACT_VAL_MAX], rel[ACT_PATH_MAX], end;
	char path[F_N][ACT_PATH_MAX], val[F_N][ACT_VAL_MAX];
	struct stat sb;
	int cpu;

	if (sscanf(line, "tunable %299s %63s %c", rel, gov, &end) == 2) {
		if (!act_rel_ok(rel) || !act_word_ok(gov))
			return -EINVAL;
		if (snprintf(path[0], ACT_PATH_MAX, "%s/%s", root, rel) >= ACT_PATH_MAX)
			return -ENAMETOOLONG;
		return act_write(path[0], gov);
	}
	if (sscanf(line, "cpu %d %63s %63s %63s %c", &cpu, gov, min, max, &end) != 4 || cpu < 0 ||
	    !act_word_ok(gov) || !act_word_ok(min) || !act_word_ok(max))
		return -EINVAL;
	snprintf(path[0], ACT_PATH_MAX, "%s/cpu%d/cpufreq", root, cpu);
	if (stat(path[0], &sb)) {
		snprintf(msg, msglen, "cpu%d has no %.200s now (offline or gone): its %s was not put back; once it is "
			 "online run turbostat-ng --act-restore, or remove the state file to forget it", cpu, path[0],
			 gov);
		return -ENODEV;
	}
	for (int i = 0; i < F_N; i++)
		act_path(path[i], sizeof(path[i]), root, cpu, act_files[i]);
	snprintf(val[F_GOV], ACT_VAL_MAX, "%s", gov);
	snprintf(val[F_MAX], ACT_VAL_MAX, "%s", max);
	snprintf(val[F_MIN], ACT_VAL_MAX, "%s", min);
	return act_put_back(path, val);
}

/* The state file's lines put back, in order (the governors before their tunables): 0 or the first -errno. */
static int act_recover_lines(FILE *f, const char *root, const char *state, int *ncpu, char *msg, size_t msglen)
{
	char line[400], why[512];
	unsigned lineno = 0;
	int rc = 0;

	while (fgets(line, sizeof(line), f)) {
		lineno++;
		line[strcspn(line, "\n")] = '\0';
		why[0] = '\0';
		int e = lineno == 1 ? (strcmp(line, ACT_STATE_MAGIC) ? -EINVAL : 0)
				    : act_recover_line(root, line, why, sizeof(why));

		if (e == -EINVAL) {
			snprintf(msg, msglen, "%s:%u: not a line of an --act state file; nothing more restored", state,
				 lineno);
			return e;
		}
		if (e) {
			/* the first failure is said; the other lines are still put back */
			if (!rc)
				snprintf(msg, msglen, "%s:%u: %s", state, lineno, why[0] ? why : strerror(-e));
			rc = rc ? rc : e;
			continue;
		}
		*ncpu += strncmp(line, "cpu ", 4) == 0;
	}
	if (!rc && lineno == 0) {
		snprintf(msg, msglen, "%s: empty --act state file", state);
		rc = -EINVAL;
	}
	return rc;
}

int cpufreq_act_recover(const char *sysfs_root, char *msg, size_t msglen)
{
	char state[ACT_PATH_MAX], sysfs[256];
	const char *root = act_sysfs_root(sysfs_root, sysfs, sizeof(sysfs));
	struct stat sb;

	msg[0] = '\0';
	/* nothing left behind: nothing made either (a run starting meanwhile is refused by its own lock) */
	if (lstat(act_run_path(state, sizeof(state), "act.state"), &sb) && errno == ENOENT)
		return 0;
	int ncpu = 0, lock = act_lock(msg, msglen);

	if (lock < 0)
		return lock;
	int fd = open(state, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
	int rc = fd < 0 && errno != ENOENT ? -errno : 0;

	msg[0] = '\0';
	if (rc)
		snprintf(msg, msglen, "%s: %s", state, strerror(-rc));
	if (fd >= 0)
		rc = act_own_file(fd, state, msg, msglen);
	FILE *f = fd < 0 || rc ? NULL : fdopen(fd, "r");

	if (fd >= 0 && !rc && !f) {
		rc = -ENOMEM;
		snprintf(msg, msglen, "%s: %s", state, strerror(ENOMEM));
	}
	if (f)
		rc = act_recover_lines(f, root, state, &ncpu, msg, msglen);
	if (f && !rc) {
		unlink(state);
		snprintf(msg, msglen, "restored the cpufreq governor and limits of %d CPU%s that a run which did not end left behind (%s)",
			 ncpu, ncpu == 1 ? "" : "s", state);
		rc = 1;
	}
	if (f)
		fclose(f);
	else if (fd >= 0)
		close(fd);
	close(lock);
	return rc;
}
