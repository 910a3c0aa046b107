// SPDX-License-Identifier: GPL-2.0-only
/*
 * --act: apply governor decisions through cpufreq's userspace governor
 * (Documentation/admin-guide/pm/cpufreq.rst: scaling_governor,
 * scaling_setspeed, scaling_min_freq/scaling_max_freq in kHz).
 *
 * What was there is put back on every exit a process can see:
 *  - the caller runs cpufreq_act_restore() on a normal exit and on its
 *    SIGINT/SIGTERM flag (and after EPIPE: SIGPIPE is ignored while armed);
 *  - every other terminating signal, a crash included, restores from
 *    act_on_fatal(), which only opens, writes, closes and unlinks pre-built
 *    paths (signal-safety(7)) and re-raises with the default action;
 *  - SIGKILL cannot be caught: before the first write, the original
 *    settings of every CPU are saved to a state file (act_state_save()),
 *    which the next start (cpufreq_act_recover()) puts back.  A clean restore
 *    removes it.  The running owner holds flock() on it, so a second start
 *    never "repairs" the settings of a run that is still going.
 * Every write to sysfs goes through act_write().
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "msr/cpufreq_act.h"
#include "msr/sysroot.h"

#define ACT_VAL_MAX  64
#define ACT_PATH_MAX 300
#define ACT_STATE_MAGIC "turbostat-ng-act-state 1"

/* The files restored, in the order written: the governor first, then the limits (twice, see act_put_back()). */
enum { F_GOV, F_MAX, F_MIN, F_N };
static const char *const act_files[F_N] = { "scaling_governor", "scaling_max_freq", "scaling_min_freq" };

struct act_saved {
	int cpu;
	char val[F_N][ACT_VAL_MAX];
	char path[F_N][ACT_PATH_MAX];	/* built before the first write: the signal handler only uses them */
	volatile sig_atomic_t switched;	/* scaling_governor was changed */
};

struct cpufreq_act {
	char root[200];
	char state[ACT_PATH_MAX];	/* the state file */
	int state_fd;			/* holds the flock while this run owns the settings */
	int ncpus;
	volatile sig_atomic_t restored;
	struct act_saved *cpu;
};

/* The armed act of this process: what the signal handler restores. */
static struct cpufreq_act *volatile act_armed;
static volatile pid_t act_owner;

/* Signals that end the process: the handler restores first.  SIGINT and SIGTERM are the caller's
 * flags once its loop runs (measure/run.c); until then they restore here too. */
static const int act_signals[] = {
	SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR2, SIGSEGV,
	SIGALRM, SIGTERM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS, SIGPWR,
};

static void act_path(char *buf, size_t len, const char *root, int cpu, const char *file)
{
	snprintf(buf, len, "%s/cpu%d/cpufreq/%s", root, cpu, file);
}

/* The one place that writes to sysfs: open, write, close only, so that the signal handler can call it. */
static int act_write(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC);

	if (fd < 0)
		return -errno;
	size_t n = strlen(text);
	ssize_t w = write(fd, text, n);
	int err = w < 0 ? errno : (size_t)w != n ? EIO : 0;

	if (close(fd) && !err)
		err = errno;
	return -err;
}

/* First line of a sysfs file, without its newline. */
static int act_read(const char *path, char *buf, size_t len)
{
	FILE *f = fopen(path, "re");

	if (!f)
		return -errno;
	char *got = fgets(buf, (int)len, f);
	int err = got ? 0 : (ferror(f) ? -EIO : -ENODATA);

	fclose(f);
	if (got)
		buf[strcspn(buf, "\n")] = '\0';
	return err;
}

/* Governor, then the limits: they are interdependent (min <= max), a second round settles either order. */
static int act_put_back(char path[F_N][ACT_PATH_MAX], char val[F_N][ACT_VAL_MAX])
{
	int rc = act_write(path[F_GOV], val[F_GOV]);

	for (int round = 0; round < 2; round++) {
		int e1 = act_write(path[F_MAX], val[F_MAX]);
		int e2 = act_write(path[F_MIN], val[F_MIN]);

		if (!e1 && !e2)
			break;
		if (round == 1 && !rc)
			rc = e1 ? e1 : e2;
	}
	return rc;
}

/* Async-signal-safe: what cpufreq_act_restore() does, less the flock (the kernel drops it at exit). */
static int act_restore_all(struct cpufreq_act *a)
{
	int first = 0;

	for (int i = 0; i < a->ncpus; i++) {
		struct act_saved *s = &a->cpu[i];

		if (!s->switched)
			continue;
		int rc = act_put_back(s->path, s->val);

		s->switched = 0;
		if (rc && !first)
			first = rc;
	}
	a->restored = 1;
	if (!first && a->state[0])
		unlink(a->state);
	return first;
}

static void act_on_fatal(int sig)
{
	int saved = errno;
	struct cpufreq_act *a = act_armed;

	/* a forked child before its exec has these handlers too: only the owner restores */
	if (a && getpid() == act_owner && !a->restored)
		act_restore_all(a);
	errno = saved;
	/* SA_RESETHAND made the action the default one: delivered when the handler returns */
	raise(sig);
}

static void act_arm(struct cpufreq_act *a)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = act_on_fatal;
	sa.sa_flags = SA_RESETHAND;
	sigfillset(&sa.sa_mask);	/* one restore at a time */
	act_owner = getpid();
	act_armed = a;
	for (size_t i = 0; i < sizeof(act_signals) / sizeof(act_signals[0]); i++)
		sigaction(act_signals[i], &sa, NULL);
	/* a closed pipe ends the run through EPIPE, and the normal exit restores */
	signal(SIGPIPE, SIG_IGN);
}

int cpufreq_act_restore(struct cpufreq_act *a)
{
	if (!a || a->restored)
		return 0;
	int rc = act_restore_all(a);

	if (a == act_armed)
		act_armed = NULL;
	if (a->state_fd >= 0) {
		close(a->state_fd);
		a->state_fd = -1;
	}
	return rc;
}

void cpufreq_act_close(struct cpufreq_act *a)
{
	if (!a)
		return;
	cpufreq_act_restore(a);
	free(a->cpu);
	free(a);
}

static const char *act_state_path(char *buf, size_t len)
{
	return sysroot_path(buf, len, "/run/turbostat-ng/act.state");
}

static const char *act_sysfs_root(const char *sysfs_root, char *buf, size_t len)
{
	return sysfs_root ? sysfs_root : sysroot_path(buf, len, "/sys/devices/system/cpu");
}

/*
 * The state file, atomically: a temporary file in /run/turbostat-ng (made
 * 0755 by root, as systemd's RuntimeDirectory would be), written, synced,
 * locked and renamed over the name.  One line per CPU: "cpu N GOV MIN MAX".
 */
static int act_state_save(struct cpufreq_act *a, char *err, size_t errlen)
{
	char dir[ACT_PATH_MAX], tmp[ACT_PATH_MAX + 16];
	struct stat sb;

	act_state_path(a->state, sizeof(a->state));
	if (lstat(a->state, &sb) == 0) {
		snprintf(err, errlen, "cannot act: %s exists: another --act run is going (or run turbostat-ng --act-restore)",
			 a->state);
		a->state[0] = '\0';
		return -EEXIST;
	}
	/* /run, then /run/turbostat-ng (under a test's TSNG_SYSROOT neither exists yet) */
	snprintf(dir, sizeof(dir), "%s", a->state);
	*strrchr(dir, '/') = '\0';
	*strrchr(dir, '/') = '\0';
	mkdir(dir, 0755);
	dir[strlen(dir)] = '/';
	if (mkdir(dir, 0755) && errno != EEXIST) {
		int e = errno;

		snprintf(err, errlen, "cannot act: %s: %s", dir, strerror(e));
		a->state[0] = '\0';
		return -e;
	}
	snprintf(tmp, sizeof(tmp), "%s.XXXXXX", a->state);
	int fd = mkostemp(tmp, O_CLOEXEC);
	FILE *f = fd < 0 ? NULL : fdopen(dup(fd), "w");
	int bad = !f;

	if (f) {
		fprintf(f, "%s\n", ACT_STATE_MAGIC);
		for (int i = 0; i < a->ncpus; i++)
			fprintf(f, "cpu %d %s %s %s\n", a->cpu[i].cpu, a->cpu[i].val[F_GOV], a->cpu[i].val[F_MIN],
				a->cpu[i].val[F_MAX]);
		bad = fflush(f) || ferror(f);
		bad |= fclose(f) != 0;
	}
	if (!bad)
		bad = fchmod(fd, 0644) || fsync(fd) || flock(fd, LOCK_EX | LOCK_NB) || rename(tmp, a->state);
	if (bad) {
		int e = errno ? errno : EIO;

		snprintf(err, errlen, "cannot act: %s: %s", fd < 0 ? dir : tmp, strerror(e));
		if (fd >= 0) {
			unlink(tmp);
			close(fd);
		}
		a->state[0] = '\0';
		return -e;
	}
	a->state_fd = fd;
	return 0;
}

/* A governor or frequency as sysfs writes it: no space, no control character. */
static int act_word_ok(const char *s)
{
	if (!*s || strlen(s) >= ACT_VAL_MAX)
		return 0;
	for (; *s; s++)
		if (*s <= ' ' || *s > '~')
			return 0;
	return 1;
}

/* One "cpu N GOV MIN MAX" line of the state file put back; -EINVAL for a malformed line. */
static int act_recover_line(const char *root, const char *line)
{
	char gov[ACT_VAL_MAX], min[ACT_VAL_MAX], max[ACT_VAL_MAX], end;
	char path[F_N][ACT_PATH_MAX], val[F_N][ACT_VAL_MAX];
	int cpu;

	if (sscanf(line, "cpu %d %63s %63s %63s %c", &cpu, gov, min, max, &end) != 4 || cpu < 0 ||
	    !act_word_ok(gov) || !act_word_ok(min) || !act_word_ok(max))
		return -EINVAL;
	for (int i = 0; i < F_N; i++)
		act_path(path[i], sizeof(path[i]), root, cpu, act_files[i]);
	snprintf(val[F_GOV], ACT_VAL_MAX, "%s", gov);
	snprintf(val[F_MAX], ACT_VAL_MAX, "%s", max);
	snprintf(val[F_MIN], ACT_VAL_MAX, "%s", min);
	return act_put_back(path, val);
}

int cpufreq_act_recover(const char *sysfs_root, char *msg, size_t msglen)
{
	char state[ACT_PATH_MAX], sysfs[256], line[256];
	const char *root = act_sysfs_root(sysfs_root, sysfs, sizeof(sysfs));
	int fd = open(act_state_path(state, sizeof(state)), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
	int rc = 0, ncpu = 0;
	unsigned lineno = 0;

	msg[0] = '\0';
	if (fd < 0 && errno == ENOENT)
		return 0;
	if (fd < 0 || flock(fd, LOCK_EX | LOCK_NB)) {
		int e = errno;

		snprintf(msg, msglen, "%s: %s", state,
			 e == EWOULDBLOCK ? "a running --act owns these settings; not restoring them" : strerror(e));
		if (fd >= 0)
			close(fd);
		return -e;
	}
	FILE *f = fdopen(fd, "r");

	if (!f) {
		close(fd);
		snprintf(msg, msglen, "%s: %s", state, strerror(ENOMEM));
		return -ENOMEM;
	}
	while (fgets(line, sizeof(line), f)) {
		lineno++;
		line[strcspn(line, "\n")] = '\0';
		int e = lineno == 1 ? (strcmp(line, ACT_STATE_MAGIC) ? -EINVAL : 0) : act_recover_line(root, line);

		if (e == -EINVAL) {
			snprintf(msg, msglen, "%s:%u: not a line of an --act state file; nothing more restored", state,
				 lineno);
			rc = e;
			break;
		}
		if (e) {
			snprintf(msg, msglen, "%s:%u: cannot restore: %s", state, lineno, strerror(-e));
			rc = rc ? rc : e;
			continue;
		}
		ncpu += lineno > 1;
	}
	if (!rc && lineno == 0) {
		snprintf(msg, msglen, "%s: empty --act state file", state);
		rc = -EINVAL;
	}
	if (!rc) {
		unlink(state);
		snprintf(msg, msglen, "restored the cpufreq governor and limits of %d CPU%s that a run which did not end left behind (%s)",
			 ncpu, ncpu == 1 ? "" : "s", state);
		rc = 1;
	}
	fclose(f);
	return rc;
}

/* Reads governor and limits of every CPU before anything is written. */
static int act_save(struct cpufreq_act *a, char *err, size_t errlen)
{
	for (int k = 0; k < a->ncpus; k++) {
		struct act_saved *s = &a->cpu[k];

		for (int i = 0; i < F_N; i++) {
			act_path(s->path[i], ACT_PATH_MAX, a->root, s->cpu, act_files[i]);
			int rc = act_read(s->path[i], s->val[i], ACT_VAL_MAX);

			if (!rc && !act_word_ok(s->val[i]))
				rc = -EINVAL;
			if (rc) {
				snprintf(err, errlen, "cannot act: cpu%d: %s: %s", s->cpu, act_files[i], strerror(-rc));
				return rc;
			}
		}
	}
	return 0;
}

static int act_switch(struct cpufreq_act *a, char *err, size_t errlen)
{
	for (int k = 0; k < a->ncpus; k++) {
		struct act_saved *s = &a->cpu[k];

		/* marked first: a signal between the write and the mark still restores this CPU */
		s->switched = 1;
		int rc = act_write(s->path[F_GOV], "userspace");

		if (rc) {
			snprintf(err, errlen, "cannot act: cpu%d: scaling_governor: %s", s->cpu, strerror(-rc));
			return rc;
		}
	}
	return 0;
}

struct cpufreq_act *cpufreq_act_open(const char *sysfs_root, const int *cpus, int ncpus, char *err, size_t errlen)
{
	char path[ACT_PATH_MAX], govs[256], sysfs[256];
	const char *root = act_sysfs_root(sysfs_root, sysfs, sizeof(sysfs));
	struct cpufreq_act *a = calloc(1, sizeof(*a));
	struct stat sb;

	if (!a || ncpus <= 0 || !(a->cpu = calloc((size_t)ncpus, sizeof(*a->cpu)))) {
		snprintf(err, errlen, "cannot act: %s", ncpus <= 0 ? "no CPUs" : strerror(ENOMEM));
		free(a);
		return NULL;
	}
	snprintf(a->root, sizeof(a->root), "%s", root);
	a->ncpus = ncpus;
	a->state_fd = -1;
	for (int i = 0; i < ncpus; i++)
		a->cpu[i].cpu = cpus[i];
	snprintf(path, sizeof(path), "%s/cpu%d/cpufreq", root, cpus[0]);
	if (stat(path, &sb) || !S_ISDIR(sb.st_mode)) {
		snprintf(err, errlen, "cannot act: no cpufreq (%s is absent)", path);
		goto fail;
	}
	act_path(path, sizeof(path), root, cpus[0], "scaling_available_governors");
	if (act_read(path, govs, sizeof(govs)) || !strstr(govs, "userspace")) {
		snprintf(err, errlen, "cannot act: cpufreq offers no userspace governor "
			 "(intel_pstate in active mode? boot with intel_pstate=passive)");
		goto fail;
	}
	if (act_save(a, err, errlen) || act_state_save(a, err, errlen))
		goto fail;
	act_arm(a);
	if (act_switch(a, err, errlen)) {
		cpufreq_act_restore(a);
		goto fail;
	}
	return a;
fail:
	cpufreq_act_close(a);
	return NULL;
}

int cpufreq_act_set_khz(struct cpufreq_act *a, int cpu, unsigned khz)
{
	char text[24], path[ACT_PATH_MAX];
	int i = 0;

	while (a && i < a->ncpus && a->cpu[i].cpu != cpu)
		i++;
	if (!a || i == a->ncpus || a->restored)
		return -EINVAL;
	snprintf(text, sizeof(text), "%u", khz);
	act_path(path, sizeof(path), a->root, cpu, "scaling_setspeed");
	return act_write(path, text);
}
