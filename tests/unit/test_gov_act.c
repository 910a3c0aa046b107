// SPDX-License-Identifier: GPL-2.0-only
/* --act through cpufreq's userspace governor (msr/cpufreq_act.c), on a fake sysfs tree. */
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

#include "msr/cpufreq_act.h"
#include "gov/gov.h"

static char root[64];

static void put(int cpu, const char *file, const char *text)
{
	char path[256];
	FILE *f;

	snprintf(path, sizeof(path), "%s/cpu%d/cpufreq/%s", root, cpu, file);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static void get(int cpu, const char *file, char *buf, size_t len)
{
	char path[256];
	FILE *f;

	snprintf(path, sizeof(path), "%s/cpu%d/cpufreq/%s", root, cpu, file);
	f = fopen(path, "r");
	assert_non_null(f);
	assert_non_null(fgets(buf, (int)len, f));
	fclose(f);
}

static void make_tree(int ncpus, const char *govs)
{
	char path[256];

	strcpy(root, "/tmp/tsng-act-XXXXXX");
	assert_non_null(mkdtemp(root));
	for (int cpu = 0; cpu < ncpus; cpu++) {
		snprintf(path, sizeof(path), "%s/cpu%d", root, cpu);
		assert_int_equal(mkdir(path, 0700), 0);
		snprintf(path, sizeof(path), "%s/cpu%d/cpufreq", root, cpu);
		assert_int_equal(mkdir(path, 0700), 0);
		put(cpu, "scaling_available_governors", govs);
		put(cpu, "scaling_governor", "schedutil\n");
		put(cpu, "scaling_min_freq", "800000\n");
		put(cpu, "scaling_max_freq", "3400000\n");
		put(cpu, "scaling_setspeed", "<unsupported>\n");
	}
}

static void remove_cpu(int cpu)
{
	static const char *const files[] = { "scaling_available_governors", "scaling_governor",
					     "scaling_min_freq", "scaling_max_freq", "scaling_setspeed" };
	char path[256];

	for (size_t i = 0; i < 5; i++) {
		snprintf(path, sizeof(path), "%s/cpu%d/cpufreq/%s", root, cpu, files[i]);
		unlink(path);
	}
	snprintf(path, sizeof(path), "%s/cpu%d/cpufreq", root, cpu);
	rmdir(path);
	snprintf(path, sizeof(path), "%s/cpu%d", root, cpu);
	rmdir(path);
}

static void remove_tree(int ncpus)
{
	for (int cpu = 0; cpu < ncpus; cpu++)
		remove_cpu(cpu);
	rmdir(root);
}

static const int cpu01[] = { 0, 1 };

static void test_switch_set_restore(void **state)
{
	char err[200] = "", buf[64];

	(void)state;
	make_tree(2, "performance powersave userspace schedutil\n");
	struct cpufreq_act *a = cpufreq_act_open(root, cpu01, 2, err, sizeof(err));
	assert_non_null(a);
	get(1, "scaling_governor", buf, sizeof(buf));
	assert_string_equal(buf, "userspace");
	assert_int_equal(cpufreq_act_set_khz(a, 1, 2100000), 0);
	get(1, "scaling_setspeed", buf, sizeof(buf));
	assert_string_equal(buf, "2100000");
	assert_int_equal(cpufreq_act_set_khz(a, 2, 2100000), -22);
	put(0, "scaling_max_freq", "1000000\n");
	assert_int_equal(cpufreq_act_restore(a), 0);
	get(0, "scaling_governor", buf, sizeof(buf));
	assert_string_equal(buf, "schedutil");
	get(0, "scaling_max_freq", buf, sizeof(buf));
	assert_string_equal(buf, "3400000");
	get(1, "scaling_min_freq", buf, sizeof(buf));
	assert_string_equal(buf, "800000");
	/* after restore nothing more is written */
	assert_int_equal(cpufreq_act_set_khz(a, 0, 1600000), -22);
	cpufreq_act_close(a);
	remove_tree(2);
}

/*
 * CPU 1 offline: the topology lists CPUs 0 and 2 and sysfs has no cpu1 (a
 * hole in the CPU numbers).  Those two are switched and set; CPU 1 is not
 * one of them.
 */
static void test_cpu_numbers_with_a_hole(void **state)
{
	static const int cpus[] = { 0, 2 };
	char err[200] = "", buf[64];

	(void)state;
	make_tree(3, "userspace schedutil\n");
	remove_cpu(1);
	struct cpufreq_act *a = cpufreq_act_open(root, cpus, 2, err, sizeof(err));
	assert_non_null(a);
	assert_string_equal(err, "");
	get(2, "scaling_governor", buf, sizeof(buf));
	assert_string_equal(buf, "userspace");
	assert_int_equal(cpufreq_act_set_khz(a, 2, 1800000), 0);
	get(2, "scaling_setspeed", buf, sizeof(buf));
	assert_string_equal(buf, "1800000");
	assert_int_equal(cpufreq_act_set_khz(a, 1, 1800000), -22);
	assert_int_equal(cpufreq_act_restore(a), 0);
	get(0, "scaling_governor", buf, sizeof(buf));
	assert_string_equal(buf, "schedutil");
	get(2, "scaling_governor", buf, sizeof(buf));
	assert_string_equal(buf, "schedutil");
	cpufreq_act_close(a);
	remove_cpu(0);
	remove_cpu(2);
	rmdir(root);
}

static void test_refusals(void **state)
{
	char err[200] = "";

	(void)state;
	assert_null(cpufreq_act_open("/nonexistent-sysfs", cpu01, 1, err, sizeof(err)));
	assert_string_equal(err, "cannot act: no cpufreq (/nonexistent-sysfs/cpu0/cpufreq is absent)");
	make_tree(1, "performance powersave\n");
	assert_null(cpufreq_act_open(root, cpu01, 1, err, sizeof(err)));
	assert_string_equal(err, "cannot act: cpufreq offers no userspace governor "
				 "(intel_pstate in active mode? boot with intel_pstate=passive)");
	remove_tree(1);
	/* cpu1 missing: every CPU is read before anything is written, so cpu0 was never touched */
	char buf[64];
	make_tree(1, "userspace\n");
	assert_null(cpufreq_act_open(root, cpu01, 2, err, sizeof(err)));
	assert_string_equal(err, "cannot act: cpu1: scaling_governor: No such file or directory");
	get(0, "scaling_governor", buf, sizeof(buf));
	assert_string_equal(buf, "schedutil\n");
	remove_tree(1);
}

/* The state file is written before the first switch, holds every CPU's originals, and goes with a clean restore. */
static void test_state_file(void **state)
{
	char err[200] = "", path[300], line[128];
	FILE *f;

	(void)state;
	make_tree(2, "userspace schedutil\n");
	struct cpufreq_act *a = cpufreq_act_open(root, cpu01, 2, err, sizeof(err));

	assert_non_null(a);
	snprintf(path, sizeof(path), "%s/run/turbostat-ng/act.state", getenv("TSNG_SYSROOT"));
	f = fopen(path, "r");
	assert_non_null(f);
	assert_non_null(fgets(line, sizeof(line), f));
	assert_string_equal(line, "turbostat-ng-act-state 1\n");
	assert_non_null(fgets(line, sizeof(line), f));
	assert_string_equal(line, "cpu 0 schedutil 800000 3400000\n");
	assert_non_null(fgets(line, sizeof(line), f));
	assert_string_equal(line, "cpu 1 schedutil 800000 3400000\n");
	assert_null(fgets(line, sizeof(line), f));
	fclose(f);
	/* a second run while this one owns the settings is refused, and recovery leaves them alone */
	assert_null(cpufreq_act_open(root, cpu01, 2, err, sizeof(err)));
	assert_int_equal(cpufreq_act_recover(root, err, sizeof(err)), -EWOULDBLOCK);
	assert_int_equal(cpufreq_act_restore(a), 0);
	assert_int_equal(access(path, F_OK), -1);
	assert_int_equal(cpufreq_act_recover(root, err, sizeof(err)), 0);
	cpufreq_act_close(a);
	remove_tree(2);
}

int main(void)
{
	/* the state file goes under the test's own root, never /run */
	char sysroot[] = "/tmp/tsng-act-root-XXXXXX", cmd[64];

	if (!mkdtemp(sysroot))
		return 1;
	setenv("TSNG_SYSROOT", sysroot, 1);
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_switch_set_restore),
		cmocka_unit_test(test_cpu_numbers_with_a_hole),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_state_file),
	};
	int rc = cmocka_run_group_tests(tests, NULL, NULL);

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", sysroot);
	return system(cmd) ? 1 : rc;
}
