/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The cpufreq files --act reads and writes (msr/act_sysfs.c), for
 * msr/cpufreq_act.c (the run) and msr/act_state.c (its state file and lock).
 * Every write is open, write, close: the signal handler calls them too.
 */
#ifndef TSNG_ACT_SYSFS_H
#define TSNG_ACT_SYSFS_H

#include <signal.h>
#include <stddef.h>

#define ACT_VAL_MAX  64
#define ACT_PATH_MAX 300

/* The files restored, in the order written: the governor first, then the limits (twice, see act_put_back()). */
enum { F_GOV, F_MAX, F_MIN, F_N };
extern const char *const act_files[F_N];

/* One CPU's governor and limits as they were. */
struct act_saved {
	int cpu;
	char val[F_N][ACT_VAL_MAX];
	char path[F_N][ACT_PATH_MAX];	/* built before the first write: the signal handler only uses them */
	volatile sig_atomic_t switched;	/* scaling_governor was changed */
};

/* A governor tunable: its file, relative to the sysfs root, and the value put back. */
struct act_tunable {
	char rel[ACT_PATH_MAX];
	char path[ACT_PATH_MAX];	/* root/rel, built before the first write */
	char val[ACT_VAL_MAX];
};

/* ROOT/cpuN/cpufreq/FILE into @buf. */
void act_path(char *buf, size_t len, const char *root, int cpu, const char *file);
/* @sysfs_root, or /sys/devices/system/cpu under TSNG_SYSROOT when NULL. */
const char *act_sysfs_root(const char *sysfs_root, char *buf, size_t len);
/* @text into the file: 0 or -errno; async-signal-safe. */
int act_write(const char *path, const char *text);
/* The file's first line, without its newline: 0 or -errno. */
int act_read(const char *path, char *buf, size_t len);
/* Governor, then both limits: 0 or the first -errno; async-signal-safe. */
int act_put_back(char path[F_N][ACT_PATH_MAX], char val[F_N][ACT_VAL_MAX]);
/* Whether @s is a value sysfs takes as one word (a governor, a frequency, a tunable's number). */
int act_word_ok(const char *s);
/* Whether @s is a tunable's file under the sysfs root: names of [A-Za-z0-9_] joined by '/'. */
int act_rel_ok(const char *s);

#endif
