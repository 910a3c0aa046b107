// SPDX-License-Identifier: GPL-2.0-only
/*
 * The cpufreq files of --act (Documentation/admin-guide/pm/cpufreq.rst:
 * scaling_governor, scaling_min_freq/scaling_max_freq in kHz; a governor's
 * tunables under cpufreq/GOVERNOR/), read and written (msr/act_sysfs.h).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "msr/act_sysfs.h"
#include "msr/sysroot.h"

const char *const act_files[F_N] = { "scaling_governor", "scaling_max_freq", "scaling_min_freq" };

void act_path(char *buf, size_t len, const char *root, int cpu, const char *file)
{
	snprintf(buf, len, "%s/cpu%d/cpufreq/%s", root, cpu, file);
}

const char *act_sysfs_root(const char *sysfs_root, char *buf, size_t len)
{
	return sysfs_root ? sysfs_root : sysroot_path(buf, len, "/sys/devices/system/cpu");
}

/* The one place that writes to sysfs: open, write, close only, so that the signal handler can call it. */
int act_write(const char *path, const char *text)
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
int act_read(const char *path, char *buf, size_t len)
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
int act_put_back(char path[F_N][ACT_PATH_MAX], char val[F_N][ACT_VAL_MAX])
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

/* A governor or frequency as sysfs writes it: no space, no control character. */
int act_word_ok(const char *s)
{
	if (!*s || strlen(s) >= ACT_VAL_MAX)
		return 0;
	for (; *s; s++)
		if (*s <= ' ' || *s > '~')
			return 0;
	return 1;
}

/* A tunable's file under the sysfs root: names of letters, digits and '_' joined by '/', no "..". */
int act_rel_ok(const char *s)
{
	if (!*s || *s == '/' || strlen(s) >= ACT_PATH_MAX - 200)
		return 0;
	for (const char *c = s; *c; c++)
		if (!(*c == '/' || *c == '_' || (*c >= '0' && *c <= '9') || (*c >= 'a' && *c <= 'z') ||
		      (*c >= 'A' && *c <= 'Z')) || (*c == '/' && c[1] == '/'))
			return 0;
	return s[strlen(s) - 1] != '/';
}
