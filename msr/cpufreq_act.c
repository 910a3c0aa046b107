// SPDX-License-Identifier: GPL-2.0-only
/*
 * --act: apply governor decisions through cpufreq's userspace governor
 * (Documentation/admin-guide/pm/cpufreq.rst: scaling_governor,
 * scaling_setspeed, scaling_min_freq/scaling_max_freq in kHz).  What was
 * there is saved first and put back by cpufreq_act_restore(), which the
 * caller runs on exit and when its SIGINT/SIGTERM flag is seen.  Every write
 * goes through act_write().
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "msr/cpufreq_act.h"
#include "msr/sysroot.h"

#define ACT_VAL_MAX 64

struct act_saved {
	char governor[ACT_VAL_MAX];
	char min_khz[ACT_VAL_MAX];
	char max_khz[ACT_VAL_MAX];
	int switched;			/* scaling_governor was changed */
};

struct cpufreq_act {
	char root[200];
	int ncpus;
	int restored;
	int *id;			/* the CPU numbers, as the topology lists them */
	struct act_saved *cpu;		/* by index into id */
};

static FILE *act_open(const struct cpufreq_act *a, int cpu, const char *file, const char *mode)
{
	char path[300];

	snprintf(path, sizeof(path), "%s/cpu%d/cpufreq/%s", a->root, cpu, file);
	return fopen(path, mode);
}

/* The one place that writes to sysfs. */
static int act_write(const struct cpufreq_act *a, int cpu, const char *file, const char *text)
{
	FILE *f = act_open(a, cpu, file, "we");

	if (!f)
		return -errno;
	int bad = fputs(text, f) < 0;
	int err = bad ? errno : 0;
	if (fclose(f) && !bad) {
		bad = 1;
		err = errno;
	}
	return bad ? -(err ? err : EIO) : 0;
}

/* First line of a sysfs file, without its newline. */
static int act_read(const struct cpufreq_act *a, int cpu, const char *file, char *buf, size_t len)
{
	FILE *f = act_open(a, cpu, file, "re");

	if (!f)
		return -errno;
	char *got = fgets(buf, (int)len, f);
	int err = got ? 0 : (ferror(f) ? -EIO : -ENODATA);
	fclose(f);
	if (got)
		buf[strcspn(buf, "\n")] = '\0';
	return err;
}

static int act_restore_cpu(struct cpufreq_act *a, int i)
{
	struct act_saved *s = &a->cpu[i];
	int cpu = a->id[i];
	int rc = 0;

	if (!s->switched)
		return 0;
	rc = act_write(a, cpu, "scaling_governor", s->governor);
	/* Limits are interdependent (min <= max): a second round settles either order. */
	for (int round = 0; round < 2; round++) {
		int e1 = act_write(a, cpu, "scaling_max_freq", s->max_khz);
		int e2 = act_write(a, cpu, "scaling_min_freq", s->min_khz);

		if (!e1 && !e2)
			break;
		if (round == 1 && !rc)
			rc = e1 ? e1 : e2;
	}
	s->switched = 0;
	return rc;
}

int cpufreq_act_restore(struct cpufreq_act *a)
{
	int first = 0;

	if (!a || a->restored)
		return 0;
	for (int i = 0; i < a->ncpus; i++) {
		int rc = act_restore_cpu(a, i);

		if (rc && !first)
			first = rc;
	}
	a->restored = 1;
	return first;
}

void cpufreq_act_close(struct cpufreq_act *a)
{
	if (!a)
		return;
	cpufreq_act_restore(a);
	free(a->id);
	free(a->cpu);
	free(a);
}

static int act_save_and_switch(struct cpufreq_act *a, int k, char *err, size_t errlen)
{
	struct act_saved *s = &a->cpu[k];
	int cpu = a->id[k];
	static const char *const files[] = { "scaling_governor", "scaling_min_freq", "scaling_max_freq" };
	char *dst[] = { s->governor, s->min_khz, s->max_khz };
	int rc;

	for (int i = 0; i < 3; i++) {
		rc = act_read(a, cpu, files[i], dst[i], ACT_VAL_MAX);
		if (rc) {
			snprintf(err, errlen, "cannot act: cpu%d: %s: %s", cpu, files[i], strerror(-rc));
			return rc;
		}
	}
	rc = act_write(a, cpu, "scaling_governor", "userspace");
	if (rc) {
		snprintf(err, errlen, "cannot act: cpu%d: scaling_governor: %s", cpu, strerror(-rc));
		return rc;
	}
	s->switched = 1;
	return 0;
}

struct cpufreq_act *cpufreq_act_open(const char *sysfs_root, const int *cpus, int ncpus, char *err, size_t errlen)
{
	char path[300], govs[256], sysfs[256];
	const char *root = sysfs_root ? sysfs_root : sysroot_path(sysfs, sizeof(sysfs), "/sys/devices/system/cpu");
	struct cpufreq_act *a = calloc(1, sizeof(*a));
	struct stat sb;

	if (!a || ncpus <= 0 || !(a->cpu = calloc((size_t)ncpus, sizeof(*a->cpu))) ||
	    !(a->id = calloc((size_t)ncpus, sizeof(*a->id)))) {
		snprintf(err, errlen, "cannot act: %s", ncpus <= 0 ? "no CPUs" : strerror(ENOMEM));
		if (a)
			free(a->cpu);
		free(a);
		return NULL;
	}
	snprintf(a->root, sizeof(a->root), "%s", root);
	a->ncpus = ncpus;
	memcpy(a->id, cpus, (size_t)ncpus * sizeof(*a->id));
	snprintf(path, sizeof(path), "%s/cpu%d/cpufreq", root, cpus[0]);
	if (stat(path, &sb) || !S_ISDIR(sb.st_mode)) {
		snprintf(err, errlen, "cannot act: no cpufreq (%s is absent)", path);
		goto fail;
	}
	if (act_read(a, cpus[0], "scaling_available_governors", govs, sizeof(govs)) || !strstr(govs, "userspace")) {
		snprintf(err, errlen, "cannot act: cpufreq offers no userspace governor "
			 "(intel_pstate in active mode? boot with intel_pstate=passive)");
		goto fail;
	}
	for (int i = 0; i < ncpus; i++) {
		if (act_save_and_switch(a, i, err, errlen)) {
			cpufreq_act_restore(a);
			goto fail;
		}
	}
	return a;
fail:
	free(a->id);
	free(a->cpu);
	free(a);
	return NULL;
}

int cpufreq_act_set_khz(struct cpufreq_act *a, int cpu, unsigned khz)
{
	char text[24];
	int i = 0;

	while (a && i < a->ncpus && a->id[i] != cpu)
		i++;
	if (!a || i == a->ncpus || a->restored)
		return -EINVAL;
	snprintf(text, sizeof(text), "%u", khz);
	return act_write(a, cpu, "scaling_setspeed", text);
}
