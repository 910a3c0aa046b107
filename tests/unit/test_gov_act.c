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
#include "gov/cpu.h"

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

/* No state file: recovery says nothing and makes nothing (a test's sysroot in the tree stays clean). */
static void test_recover_nothing(void **state)
{
	char err[200] = "x", dir[300];

	(void)state;
	assert_int_equal(cpufreq_act_recover("/nonexistent-sysfs", err, sizeof(err)), 0);
	assert_string_equal(err, "");
	snprintf(dir, sizeof(dir), "%s/run", getenv("TSNG_SYSROOT"));
	assert_int_equal(access(dir, F_OK), -1);
}

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
	char err[400] = "", path[300], line[128];
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
	/* a second run while this one owns the settings is refused, naming this one, and recovery
	 * leaves them alone (flock: two opens conflict within one process too) */
	char want[400];

	snprintf(want, sizeof(want), "cannot act: another --act run (pid %d) holds %s/run/turbostat-ng/act.lock and "
		 "owns the cpufreq settings", (int)getpid(), getenv("TSNG_SYSROOT"));
	assert_null(cpufreq_act_open(root, cpu01, 2, err, sizeof(err)));
	assert_string_equal(err, want);
	assert_int_equal(cpufreq_act_recover(root, err, sizeof(err)), -EWOULDBLOCK);
	assert_string_equal(err, want + strlen("cannot act: "));
	assert_int_equal(cpufreq_act_restore(a), 0);
	assert_int_equal(access(path, F_OK), -1);
	assert_int_equal(cpufreq_act_recover(root, err, sizeof(err)), 0);
	cpufreq_act_close(a);
	remove_tree(2);
}

/* @text at @rel under the sysfs root (directories made), mode @mode. */
static void put_at(const char *rel, const char *text, mode_t mode)
{
	char path[256], cmd[300];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", root, rel);
	snprintf(cmd, sizeof(cmd), "mkdir -p \"$(dirname '%s')\"", path);
	assert_int_equal(system(cmd), 0);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	assert_int_equal(chmod(path, mode), 0);
}

static void get_at(const char *rel, char *buf, size_t len)
{
	char path[256];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", root, rel);
	f = fopen(path, "r");
	assert_non_null(f);
	assert_non_null(fgets(buf, (int)len, f));
	fclose(f);
}

/* The state file (under the test's TSNG_SYSROOT) written by hand; its path in @path. */
static void state_write(const char *text, char *path, size_t len)
{
	char cmd[300];
	FILE *f;

	snprintf(cmd, sizeof(cmd), "mkdir -p '%s/run/turbostat-ng'", getenv("TSNG_SYSROOT"));
	assert_int_equal(system(cmd), 0);
	snprintf(path, len, "%s/run/turbostat-ng/act.state", getenv("TSNG_SYSROOT"));
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static void tree_remove(void)
{
	char cmd[128];

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", root);
	assert_int_equal(system(cmd), 0);
}

/*
 * ondemand's tunables, per policy (cpu0/cpufreq/ondemand/up_threshold 95) and system-wide
 * (cpufreq/ondemand/sampling_rate 20000), are saved to the state file after the CPUs' lines and
 * put back after the governor, as the kernel starts ondemand again at its defaults (80 and, here,
 * 10000, written while the run acts); the read-only sampling_rate_min is the kernel's, not saved.
 * A state file left by a killed run puts them back the same way.
 */
static void test_governor_tunables(void **state)
{
	char err[400] = "", path[300], buf[64];
	FILE *f;

	(void)state;
	make_tree(2, "userspace ondemand\n");
	put(0, "scaling_governor", "ondemand\n");
	put(1, "scaling_governor", "ondemand\n");
	put_at("cpu0/cpufreq/ondemand/up_threshold", "95\n", 0644);
	put_at("cpu0/cpufreq/ondemand/sampling_rate_min", "10000\n", 0444);
	put_at("cpufreq/ondemand/sampling_rate", "20000\n", 0644);
	struct cpufreq_act *a = cpufreq_act_open(root, cpu01, 2, err, sizeof(err));

	assert_non_null(a);
	snprintf(path, sizeof(path), "%s/run/turbostat-ng/act.state", getenv("TSNG_SYSROOT"));
	f = fopen(path, "r");
	assert_non_null(f);
	char all[512];
	size_t n = fread(all, 1, sizeof(all) - 1, f);

	all[n] = 0;
	fclose(f);
	assert_string_equal(all, "turbostat-ng-act-state 1\n"
				 "cpu 0 ondemand 800000 3400000\n"
				 "cpu 1 ondemand 800000 3400000\n"
				 "tunable cpu0/cpufreq/ondemand/up_threshold 95\n"
				 "tunable cpufreq/ondemand/sampling_rate 20000\n");
	put_at("cpu0/cpufreq/ondemand/up_threshold", "80\n", 0644);
	put_at("cpufreq/ondemand/sampling_rate", "10000\n", 0644);
	assert_int_equal(cpufreq_act_restore(a), 0);
	cpufreq_act_close(a);
	get_at("cpu0/cpufreq/ondemand/up_threshold", buf, sizeof(buf));
	assert_string_equal(buf, "95");
	get_at("cpufreq/ondemand/sampling_rate", buf, sizeof(buf));
	assert_string_equal(buf, "20000");

	state_write("turbostat-ng-act-state 1\ncpu 0 ondemand 800000 3400000\n"
		    "tunable cpu0/cpufreq/ondemand/up_threshold 95\n", path, sizeof(path));
	put(0, "scaling_governor", "userspace\n");
	put_at("cpu0/cpufreq/ondemand/up_threshold", "80\n", 0644);
	assert_int_equal(cpufreq_act_recover(root, err, sizeof(err)), 1);
	get(0, "scaling_governor", buf, sizeof(buf));
	assert_string_equal(buf, "ondemand");
	get_at("cpu0/cpufreq/ondemand/up_threshold", buf, sizeof(buf));
	assert_string_equal(buf, "95");
	assert_int_equal(access(path, F_OK), -1);
	/* a file outside the sysfs root is never a tunable */
	state_write("turbostat-ng-act-state 1\ntunable ../../etc/x 1\n", path, sizeof(path));
	assert_int_equal(cpufreq_act_recover(root, err, sizeof(err)), -EINVAL);
	unlink(path);
	tree_remove();
}

/*
 * A state file owned by another uid, or in a run directory others can write, is never restored
 * from (it would be written to sysfs as root): refused in one line, the settings untouched.
 */
static void test_state_of_another_user(void **state)
{
	char err[400] = "", want[512], path[300], dir[300], buf[64];

	(void)state;
	if (geteuid() != 0)
		skip();
	make_tree(1, "userspace schedutil\n");
	put(0, "scaling_governor", "userspace\n");
	state_write("turbostat-ng-act-state 1\ncpu 0 performance 800000 3400000\n", path, sizeof(path));
	assert_int_equal(chown(path, 65534, 65534), 0);
	assert_int_equal(cpufreq_act_recover(root, err, sizeof(err)), -EPERM);
	snprintf(want, sizeof(want), "%s: owned by uid 65534, not 0 (or not a regular file); not using it: remove it "
		 "if no --act run of yours left it", path);
	assert_string_equal(err, want);
	assert_null(cpufreq_act_open(root, cpu01, 1, err, sizeof(err)));
	get(0, "scaling_governor", buf, sizeof(buf));
	assert_string_equal(buf, "userspace\n");
	unlink(path);

	/* our own state file, in a directory anyone could have written it into */
	state_write("turbostat-ng-act-state 1\ncpu 0 performance 800000 3400000\n", path, sizeof(path));
	snprintf(dir, sizeof(dir), "%s/run/turbostat-ng", getenv("TSNG_SYSROOT"));
	assert_int_equal(chmod(dir, 0777), 0);
	assert_int_equal(cpufreq_act_recover(root, err, sizeof(err)), -EPERM);
	snprintf(want, sizeof(want), "%s: not a directory that only uid 0 or root writes (uid 0, mode 0777); not "
		 "keeping --act state there", dir);
	assert_string_equal(err, want);
	get(0, "scaling_governor", buf, sizeof(buf));
	assert_string_equal(buf, "userspace\n");
	assert_int_equal(chmod(dir, 0755), 0);
	unlink(path);
	tree_remove();
}

/*
 * A line for a CPU whose cpufreq directory is gone (cpu7 here) is said with how to clear it; the
 * other CPUs are put back, and the state file stays for when cpu7 is back.
 */
static void test_stale_cpu_line(void **state)
{
	char err[600] = "", want[700], path[300], buf[64];

	(void)state;
	make_tree(1, "userspace schedutil\n");
	put(0, "scaling_governor", "userspace\n");
	state_write("turbostat-ng-act-state 1\ncpu 7 schedutil 800000 3400000\ncpu 0 schedutil 800000 3400000\n", path,
		    sizeof(path));
	assert_int_equal(cpufreq_act_recover(root, err, sizeof(err)), -ENODEV);
	snprintf(want, sizeof(want), "%s:2: cpu7 has no %s/cpu7/cpufreq now (offline or gone): its schedutil was not "
		 "put back; once it is online run turbostat-ng --act-restore, or remove the state file to forget it",
		 path, root);
	assert_string_equal(err, want);
	get(0, "scaling_governor", buf, sizeof(buf));
	assert_string_equal(buf, "schedutil");
	assert_int_equal(access(path, F_OK), 0);
	unlink(path);
	tree_remove();
}

int main(void)
{
	/* the state file goes under the test's own root, never /run */
	char sysroot[] = "/tmp/tsng-act-root-XXXXXX", cmd[64];

	if (!mkdtemp(sysroot))
		return 1;
	setenv("TSNG_SYSROOT", sysroot, 1);
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_recover_nothing),
		cmocka_unit_test(test_switch_set_restore),
		cmocka_unit_test(test_cpu_numbers_with_a_hole),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_state_file),
		cmocka_unit_test(test_governor_tunables),
		cmocka_unit_test(test_state_of_another_user),
		cmocka_unit_test(test_stale_cpu_line),
	};
	int rc = cmocka_run_group_tests(tests, NULL, NULL);

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", sysroot);
	return system(cmd) ? 1 : rc;
}
