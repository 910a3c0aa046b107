// SPDX-License-Identifier: GPL-2.0-only
/*
 * "modprobe msr" only helps where the kernel was built with the driver
 * (arch/x86/kernel/msr.c, CONFIG_X86_MSR): a module installed for the
 * running release, one built in (modules.builtin, written by kbuild), or
 * the option set in the kernel's config.  A kernel without it (some cloud
 * and microVM kernels) needs another kernel, not a command.
 */
#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <stdio.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "msr/msr_driver.h"
#include "msr/sysroot.h"

/*
 * Calls @line for each line of file @rel under the root (cut at 255 bytes)
 * until it returns nonzero; returns that, or 0.  open(2) and read(2), not
 * stdio, so that the test suite's fake machine can serve the file.
 */
static int each_line(const char *rel, int (*line)(const char *text, const void *arg), const void *arg)
{
	char path[4096], chunk[4096], text[256];
	size_t n = 0;
	ssize_t got;
	int fd = open(sysroot_path(path, sizeof(path), rel), O_RDONLY | O_CLOEXEC), found = 0;

	if (fd < 0)
		return 0;
	while (!found && (got = read(fd, chunk, sizeof(chunk))) > 0) {
		for (ssize_t i = 0; i < got && !found; i++) {
			if (chunk[i] != '\n') {
				if (n + 1 < sizeof(text))
					text[n++] = chunk[i];
				continue;
			}
			text[n] = '\0';
			found = line(text, arg);
			n = 0;
		}
	}
	if (!found && n) {
		text[n] = '\0';
		found = line(text, arg);
	}
	close(fd);
	return found;
}

static int first_line(const char *text, const void *arg)
{
	char *out = (char *)arg;

	snprintf(out, 256, "%s", text);
	return 1;
}

static int starts_with_one(const char *text, const void *arg)
{
	for (const char *const *p = arg; *p; p++)
		if (strncmp(text, *p, strlen(*p)) == 0)
			return 1;
	return 0;
}

/* The running release, 255 bytes at most: /proc/sys/kernel/osrelease (under the test root), else uname(2). */
static void release(char rel[256])
{
	struct utsname u;

	rel[0] = '\0';
	each_line("/proc/sys/kernel/osrelease", first_line, rel);
	if (!rel[0] && uname(&u) == 0)
		snprintf(rel, 256, "%s", u.release);
}

int msr_driver_missing(void)
{
	static const char *const builtin[] = { "kernel/arch/x86/kernel/msr.ko", NULL };
	static const char *const config[] = { "CONFIG_X86_MSR=y", "CONFIG_X86_MSR=m", NULL };
	char rel[256], want[512], path[4096];
	glob_t g;
	int module;

	release(rel);
	if (!rel[0] || strchr(rel, '/'))
		return -ENOENT;	/* no release to look under: say what helps most often */
	/* msr.ko, msr.ko.xz, msr.ko.zst, msr.ko.gz */
	snprintf(want, sizeof(want), "/lib/modules/%s/kernel/arch/x86/kernel/msr.ko*", rel);
	module = glob(sysroot_path(path, sizeof(path), want), GLOB_NOSORT, NULL, &g) == 0 && g.gl_pathc > 0;
	globfree(&g);
	if (module)
		return -ENOENT;
	snprintf(want, sizeof(want), "/lib/modules/%s/modules.builtin", rel);
	if (each_line(want, starts_with_one, builtin))
		return -ENOENT;
	snprintf(want, sizeof(want), "/boot/config-%s", rel);
	return each_line(want, starts_with_one, config) ? -ENOENT : -ENOSYS;
}
