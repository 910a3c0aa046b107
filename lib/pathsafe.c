// SPDX-License-Identifier: GPL-2.0-only
/* Whether root may run code from a file (lib/pathsafe.h). */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lib/pathsafe.h"

/* One component: @name's owner and mode, under the rule; 0 or -EPERM with the reason. */
static int pathsafe_one(const char *shown, const char *name, int is_file, char *err, size_t errlen)
{
	struct stat st;

	if (stat(name, &st)) {
		int e = errno;

		snprintf(err, errlen, "%s: %s: %s", shown, name, strerror(e));
		return -e;
	}
	if (st.st_uid != 0 && st.st_uid != getuid()) {
		snprintf(err, errlen, "%s: not loaded as root: %s belongs to uid %u, neither root nor you", shown, name,
			 (unsigned)st.st_uid);
		return -EPERM;
	}
	/*
	 * A sticky directory (/tmp) lets others add names but not rename or
	 * remove ours, and the next component's owner is checked in turn: the
	 * rule of output files in a shared directory (lib/outfile.c), and
	 * systemd's chase() with CHASE_SAFE.
	 */
	if (st.st_mode & (S_IWGRP | S_IWOTH) && (is_file || !(st.st_mode & S_ISVTX))) {
		snprintf(err, errlen, "%s: not loaded as root: %s%s is %s-writable", shown, is_file ? "" : "directory ",
			 name, st.st_mode & S_IWOTH ? "world" : "group");
		return -EPERM;
	}
	return 0;
}

int pathsafe_trusted(const char *path, char *resolved, char *err, size_t errlen)
{
	if (!realpath(path, resolved)) {
		int e = errno;

		snprintf(err, errlen, "%s: %s", path, strerror(e));
		return -e;
	}
	if (geteuid() != 0)
		return 0;
	/* realpath() left no link, "." or "..": / and each prefix before a '/' are the directories on the way */
	char dir[PATH_MAX];
	size_t len = strlen(resolved);
	int rc = pathsafe_one(path, "/", 0, err, errlen);

	for (size_t i = 1; i <= len && !rc; i++) {
		if (i < len && resolved[i] != '/')
			continue;
		memcpy(dir, resolved, i);
		dir[i] = '\0';
		rc = pathsafe_one(path, dir, i == len, err, errlen);
	}
	return rc;
}
