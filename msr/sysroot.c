// SPDX-License-Identifier: GPL-2.0-only
/*
 * TSNG_SYSROOT: a directory that stands in for "/" for every file msr/ opens
 * on the live path (/sys, /proc, /dev/cpu, the cpufreq files --act writes).
 * It exists so that tests run the live path against a fake tree and never
 * touch the machine; names in recordings and messages keep the real path
 * except where a message names the file opened.  Read once: the environment
 * does not change under a running measurement.  Read with secure_getenv(): a
 * binary given file capabilities (setcap cap_sys_rawio) and run by a user
 * must not let that user's environment choose the files it writes.
 */
#include <stdio.h>
#include <stdlib.h>

#include "msr/sysroot.h"

const char *sysroot(void)
{
	static const char *root;

	if (!root) {
		const char *env = secure_getenv("TSNG_SYSROOT");

		root = env ? env : "";
	}
	return root;
}

const char *sysroot_path(char *buf, size_t len, const char *path)
{
	snprintf(buf, len, "%s%s", sysroot(), path);
	return buf;
}
