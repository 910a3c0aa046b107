// SPDX-License-Identifier: GPL-2.0-only
/*
 * msr/msr_driver.c and msr/access_why.c: with no /dev/cpu/N/msr, "modprobe
 * msr" is said only where the running kernel has the driver (a module for
 * its release, modules.builtin, CONFIG_X86_MSR=y/m); else "this kernel has
 * no msr driver".  The tree is this test's own directory, as TSNG_SYSROOT.
 */
#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "msr/access_why.h"
#include "msr/msr_driver.h"

static char root[] = "/tmp/tsng-msr-driver-XXXXXX";

static void put(const char *rel, const char *text)
{
	char path[512];
	FILE *f;

	snprintf(path, sizeof(path), "%s%s", root, rel);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static void mk(const char *rel)
{
	char path[512];

	snprintf(path, sizeof(path), "%s%s", root, rel);
	mkdir(path, 0755);
}

static void rm(const char *rel)
{
	char path[512];

	snprintf(path, sizeof(path), "%s%s", root, rel);
	unlink(path);
}

#define MODDIR "/lib/modules/6.1.0-test"
#define X86DIR MODDIR "/kernel/arch/x86/kernel"

static void test_msr_driver_sources(void **state)
{
	static const char *const dirs[] = { "/proc", "/proc/sys", "/proc/sys/kernel", "/boot", "/lib", "/lib/modules",
					     MODDIR, MODDIR "/kernel", MODDIR "/kernel/arch", MODDIR "/kernel/arch/x86",
					     X86DIR };

	(void)state;
	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++)
		mk(dirs[i]);
	put("/proc/sys/kernel/osrelease", "6.1.0-test\n");
	/* nothing for 6.1.0-test: no driver */
	assert_int_equal(msr_driver_missing(), -ENOSYS);
	put("/boot/config-6.1.0-test", "CONFIG_X86_CPUID=y\n# CONFIG_X86_MSR is not set\n");
	assert_int_equal(msr_driver_missing(), -ENOSYS);
	/* a config for another release says nothing of this one */
	put("/boot/config-6.1.0-other", "CONFIG_X86_MSR=m\n");
	assert_int_equal(msr_driver_missing(), -ENOSYS);
	rm("/boot/config-6.1.0-other");
	put("/boot/config-6.1.0-test", "CONFIG_X86_MSR=m\n");
	assert_int_equal(msr_driver_missing(), -ENOENT);
	rm("/boot/config-6.1.0-test");
	put(MODDIR "/modules.builtin", "kernel/arch/x86/kernel/cpuid.ko\nkernel/arch/x86/kernel/msr.ko\n");
	assert_int_equal(msr_driver_missing(), -ENOENT);
	rm(MODDIR "/modules.builtin");
	put(X86DIR "/msr.ko.zst", "");
	assert_int_equal(msr_driver_missing(), -ENOENT);
	rm(X86DIR "/msr.ko.zst");
	assert_int_equal(msr_driver_missing(), -ENOSYS);
	for (size_t i = sizeof(dirs) / sizeof(dirs[0]); i-- > 0;) {
		char path[512];

		snprintf(path, sizeof(path), "%s%s", root, dirs[i]);
		if (i == 2)
			rm("/proc/sys/kernel/osrelease");
		rmdir(path);
	}
}

static void test_msr_driver_words(void **state)
{
	char buf[256];

	(void)state;
	access_why_msr(-ENOENT, buf, sizeof(buf));
	assert_string_equal(buf, "no /dev/cpu/*/msr: the msr driver is not loaded (modprobe msr)");
	access_why_msr(-ENOSYS, buf, sizeof(buf));
	assert_string_equal(buf, "no /dev/cpu/*/msr: this kernel has no msr driver (no msr module for the running "
				 "kernel, CONFIG_X86_MSR not set)");
	access_why_msr(-EACCES, buf, sizeof(buf));
	assert_true(strncmp(buf, "/dev/cpu/*/msr: permission denied (", 35) == 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_msr_driver_sources),
		cmocka_unit_test(test_msr_driver_words),
	};
	int rc;

	if (!mkdtemp(root))
		return 1;
	setenv("TSNG_SYSROOT", root, 1);
	rc = cmocka_run_group_tests(tests, NULL, NULL);
	rmdir(root);
	return rc;
}
