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
 *    removes it.
 *  - One run at a time: the owner holds flock() on act.lock beside the state
 *    file from before it reads the settings until they are back, its pid
 *    written there for the refusal to name; a second start neither acts nor
 *    "repairs" the settings of a run that is still going.
 *  - The governor's tunables (ondemand's up_threshold, sampling_rate, ...
 *    in cpuN/cpufreq/GOV/ or cpufreq/GOV/) are saved with the rest: the
 *    kernel drops them when the governor stops and starts it again with
 *    its defaults (drivers/cpufreq/cpufreq_governor.c cpufreq_dbs_governor_exit()).
 * Every write to sysfs goes through act_write() (msr/act_sysfs.c); the state
 * file and the lock are msr/act_state.c's.
 */
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "msr/act_state.h"
#include "msr/act_sysfs.h"
#include "msr/cpufreq_act.h"

struct cpufreq_act {
	char root[200];
	char state[ACT_PATH_MAX];	/* the state file */
	int lock_fd;			/* holds the flock on act.lock while this run owns the settings */
	int ncpus, ntun;
	volatile sig_atomic_t restored;
	struct act_saved *cpu;
	struct act_tunable *tun;
};

/* The armed act of this process: what the signal handler restores. */
static struct cpufreq_act *volatile act_armed;
static volatile pid_t act_owner;

/*
 * Every signal whose default action ends the process (signal(7): Term and Core), SIGRTMIN..SIGRTMAX
 * too (act_arm()): the handler restores first.  SIGINT, SIGTERM and SIGUSR1 are the caller's flags
 * once its loop runs (measure/run.c); until then they restore here too.  SIGPIPE is ignored: EPIPE
 * ends the run through its normal exit.
 */
static const int act_signals[] = {
	SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV, SIGUSR2,
	SIGALRM, SIGTERM, SIGSTKFLT, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSYS,
};

/* Async-signal-safe: what cpufreq_act_restore() does, less the flock (the kernel drops it at exit). */
static int act_restore_all(struct cpufreq_act *a)
{
	int first = 0, any = 0;

	for (int i = 0; i < a->ncpus; i++) {
		struct act_saved *s = &a->cpu[i];

		if (!s->switched)
			continue;
		int rc = act_put_back(s->path, s->val);

		s->switched = 0;
		any = 1;
		if (rc && !first)
			first = rc;
	}
	/* the governors back first: their tunables exist again, at the governor's defaults */
	for (int i = 0; any && i < a->ntun; i++) {
		int rc = act_write(a->tun[i].path, a->tun[i].val);

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
	for (int sig = SIGRTMIN; sig <= SIGRTMAX; sig++)
		sigaction(sig, &sa, NULL);
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
	if (a->lock_fd >= 0) {
		close(a->lock_fd);
		a->lock_fd = -1;
	}
	return rc;
}

void cpufreq_act_close(struct cpufreq_act *a)
{
	if (!a)
		return;
	cpufreq_act_restore(a);
	free(a->cpu);
	free(a->tun);
	free(a);
}

/* The writable files of the governor directory @rel (under the sysfs root) added to @a's tunables; -errno. */
static int act_save_tunables(struct cpufreq_act *a, const char *rel)
{
	char dir[ACT_PATH_MAX];
	DIR *d;
	struct dirent *e;

	snprintf(dir, sizeof(dir), "%s/%s", a->root, rel);
	d = opendir(dir);
	if (!d)	/* a governor without tunables (performance, userspace), or global ones only */
		return 0;
	while ((e = readdir(d))) {
		struct act_tunable t;
		struct stat sb;
		int seen = 0;

		if (e->d_name[0] == '.' || snprintf(t.rel, sizeof(t.rel), "%s/%s", rel, e->d_name) >= (int)sizeof(t.rel) ||
		    !act_rel_ok(t.rel))
			continue;
		if (snprintf(t.path, sizeof(t.path), "%s/%s", a->root, t.rel) >= (int)sizeof(t.path))
			continue;
		/* a read-only one (sampling_rate_min) is the kernel's, not a setting */
		if (stat(t.path, &sb) || !S_ISREG(sb.st_mode) || !(sb.st_mode & S_IWUSR) ||
		    act_read(t.path, t.val, sizeof(t.val)) || !act_word_ok(t.val))
			continue;
		for (int i = 0; i < a->ntun && !seen; i++)
			seen = strcmp(a->tun[i].rel, t.rel) == 0;
		struct act_tunable *more = seen ? a->tun : realloc(a->tun, (size_t)(a->ntun + 1) * sizeof(*more));

		if (!more) {
			closedir(d);
			return -ENOMEM;
		}
		a->tun = more;
		if (!seen)
			a->tun[a->ntun++] = t;
	}
	closedir(d);
	return 0;
}

/* Reads governor, limits and the governor's tunables of every CPU before anything is written. */
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
		/* per policy (cpuN/cpufreq is policyM), and system-wide where the driver shares them */
		char pol[ACT_PATH_MAX], sys[ACT_PATH_MAX];

		snprintf(pol, sizeof(pol), "cpu%d/cpufreq/%s", s->cpu, s->val[F_GOV]);
		snprintf(sys, sizeof(sys), "cpufreq/%s", s->val[F_GOV]);
		if (act_save_tunables(a, pol) || act_save_tunables(a, sys)) {
			snprintf(err, errlen, "cannot act: %s", strerror(ENOMEM));
			return -ENOMEM;
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
	char path[ACT_PATH_MAX], govs[256], sysfs[256], why[400];
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
	a->lock_fd = -1;
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
	/* the lock before anything is read: a run starting beside this one saves nothing of ours */
	a->lock_fd = act_lock(why, sizeof(why));
	if (a->lock_fd < 0) {
		snprintf(err, errlen, "cannot act: %s", why);
		goto fail;
	}
	if (act_save(a, err, errlen) ||
	    act_state_save(a->state, sizeof(a->state), a->cpu, a->ncpus, a->tun, a->ntun, err, errlen))
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
