// SPDX-License-Identifier: GPL-2.0-only
/*
 * regset_read() through a fake struct hw: which CPUID leaves and MSRs it
 * asks for, that it reads no MSR when hw_msr_access() refuses, and the
 * cpufreq sysfs values it keeps.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hw.h"
#include "decode/facts.h"
#include "msr/regset_read.h"

struct fake {
	int msr_access;
	int pinned;
	unsigned msr_reads;
	unsigned cpuid_above_max;	/* leaves asked beyond the maximum the part reports */
	const char *files[4][2];	/* path, content */
};

/* A Sandy Bridge-like part: max basic leaf 0xD, max extended 0x80000008 (SDM vol. 2A). */
static int fake_cpuid(struct hw *hw, int cpu, uint32_t leaf, uint32_t sub, uint32_t r[4])
{
	struct fake *fk = hw->priv;

	(void)cpu;
	(void)sub;
	memset(r, 0, 4 * sizeof(r[0]));
	if (leaf == 0) {
		r[0] = 0xD, r[1] = 0x756e6547, r[2] = 0x6c65746e, r[3] = 0x49656e69;
	} else if (leaf == 1) {
		r[0] = 0x000206A7;
	} else if (leaf == 6) {
		r[0] = 0x77, r[2] = 1;
	} else if (leaf == 0x80000000) {
		r[0] = 0x80000008;
	} else if ((leaf > 0xD && leaf < 0x80000000) || leaf > 0x80000008) {
		fk->cpuid_above_max++;
	}
	return 0;
}

static int fake_read_msr(struct hw *hw, int cpu, uint32_t reg, uint64_t *val)
{
	struct fake *fk = hw->priv;

	(void)cpu;
	fk->msr_reads++;
	if (reg == 0xCE) {
		*val = 0x2200;
		return 0;
	}
	if (reg == 0x1AD) {
		*val = 0x23242526;
		return 0;
	}
	return -EIO;
}

static long fake_read_file(struct hw *hw, const char *path, char *buf, size_t size)
{
	struct fake *fk = hw->priv;

	for (int i = 0; i < 4 && fk->files[i][0]; i++)
		if (!strcmp(path, fk->files[i][0]))
			return snprintf(buf, size, "%s\n", fk->files[i][1]);
	return -ENOENT;
}

static int fake_pin(struct hw *hw, int cpu)
{
	((struct fake *)hw->priv)->pinned = cpu + 1;
	return 0;
}

static int fake_msr_access(struct hw *hw)
{
	return ((struct fake *)hw->priv)->msr_access;
}

static const struct hw_ops fake_ops = {
	.name = "fake",
	.read_msr = fake_read_msr,
	.cpuid = fake_cpuid,
	.read_file = fake_read_file,
	.pin = fake_pin,
	.msr_access = fake_msr_access,
};

static void test_regset_read_msrs(void **state)
{
	struct fake fk = {
		.files = {
			{ "/sys/devices/system/cpu/cpu2/cpufreq/cpuinfo_max_freq", "3800000" },
			{ "/sys/devices/system/cpu/cpu2/cpufreq/cpuinfo_min_freq", "1600000" },
			{ "/sys/devices/system/cpu/intel_pstate/no_turbo", "0" },
		},
	};
	struct hw hw = { .ops = &fake_ops, .priv = &fk };
	struct regset_wants wants;
	struct regset rs;
	uint64_t v;
	uint32_t r[4];

	(void)state;
	facts_regset_wants(&wants);
	assert_int_equal(regset_read(&hw, 2, &wants, &rs), 0);
	assert_int_equal(fk.pinned, 3);
	assert_int_equal(rs.cpu, 2);
	assert_int_equal(fk.cpuid_above_max, 0);	/* 0x15, 0x16, 0x1A are above 0xD: not asked */
	assert_int_equal(regset_cpuid(&rs, 0x15, 0, r), -ENOENT);
	assert_int_equal(regset_cpuid(&rs, 6, 0, r), 0);
	assert_int_equal(r[0], 0x77);
	assert_true(fk.msr_reads > 0);
	assert_int_equal(rs.msr_access, 0);
	assert_int_equal(regset_msr(&rs, 0xCE, &v), 0);
	assert_int_equal(v, 0x2200);
	assert_int_equal(regset_msr(&rs, 0x1A0, &v), -EIO);	/* asked, faulted, kept */
	assert_int_equal(rs.cpufreq_max_khz, 3800000);
	assert_int_equal(rs.cpufreq_min_khz, 1600000);
	assert_int_equal(rs.cpufreq_base_khz, 0);
	assert_int_equal(rs.no_turbo, 0);
}

static void test_regset_read_no_msr_driver(void **state)
{
	struct fake fk = {
		.msr_access = -ENOENT,
		.files = { { "/sys/devices/system/cpu/cpufreq/boost", "0" } },
	};
	struct hw hw = { .ops = &fake_ops, .priv = &fk };
	struct regset_wants wants;
	struct regset rs;
	uint64_t v;

	(void)state;
	facts_regset_wants(&wants);
	assert_int_equal(regset_read(&hw, 0, &wants, &rs), 0);
	assert_int_equal(fk.msr_reads, 0);
	assert_int_equal(rs.msr_access, -ENOENT);
	assert_int_equal(regset_msr(&rs, 0xCE, &v), -ENOENT);
	assert_int_equal(rs.no_turbo, 1);	/* cpufreq/boost 0 = turbo off */
}

/* A recording in a file removed at once, replayed; NULL when it does not parse. */
static struct hw *replay_text(const char *rec)
{
	char path[] = "/tmp/tsng-regset-XXXXXX", err[256];
	int fd = mkstemp(path);
	struct hw *hw;

	assert_true(fd >= 0);
	assert_int_equal(write(fd, rec, strlen(rec)), (ssize_t)strlen(rec));
	close(fd);
	hw = hw_replay_open(path, err, sizeof(err));
	unlink(path);
	return hw;
}

/*
 * The report's listings: /sys/class/powercap's names that start with
 * "intel-rapl" only (the "dtpm" zone left out), a zone's children and its
 * constraint files, the files those name read in later rounds; a listing
 * longer than the set's room cut after a whole name; and a recording made
 * before listings were recorded: -ENODATA, with package 0 die 0's uncore
 * files read as before.
 */
static void test_regset_read_listings(void **state)
{
	char rec[8192], *p = rec;
	struct regset_wants wants;
	struct regset rs;
	const struct regset_text *t;
	struct hw *hw;

	(void)state;
	p += sprintf(p, "turbostat-ng-recording 1\nmsr-access ok\n"
		     "cpuid 0 0x0 0 0x0000000d 0x756e6547 0x6c65746e 0x49656e69\n"
		     "cpuid 0 0x1 0 0x000306f2 0x00200800 0x7ffefbff 0xbfebfbff\n"
		     "bin /dev/cpu_dma_latency 14000000\n"
		     "dir /sys/class/powercap\n| dtpm\n| intel-rapl:0\n| intel-rapl\n"
		     "dir /sys/class/powercap/intel-rapl:0\n| name\n| enabled\n| constraint_0_name\n"
		     "| constraint_0_time_window_us\n| intel-rapl:0:0\n"
		     "file /sys/class/powercap/intel-rapl:0/name = package-0\n"
		     "file /sys/class/powercap/intel-rapl:0/enabled = 1\n"
		     "file /sys/class/powercap/intel-rapl:0/constraint_0_time_window_us = 999\n"
		     "dir /sys/devices/system/cpu/intel_uncore_frequency\n");
	/* 40 names of 18 bytes with their newlines: 720 bytes, past the 511 a text holds */
	for (int i = 0; i < 40; i++)
		p += sprintf(p, "| package_%02d_die_00\n", i);
	sprintf(p, "end 0\n");
	hw = replay_text(rec);
	assert_non_null(hw);
	facts_regset_wants(&wants);
	assert_int_equal(regset_read(hw, 0, &wants, &rs), 0);
	assert_int_equal(rs.dma_err, 0);
	assert_int_equal(rs.dma_bytes, 4);
	assert_int_equal(rs.dma_usec, 20);		/* bytes 14 00 00 00, little-endian */
	assert_string_equal(regset_text(&rs, "/sys/class/powercap/intel-rapl*"), "intel-rapl:0\nintel-rapl");
	assert_string_equal(regset_text(&rs, "/sys/class/powercap/intel-rapl:0/intel-rapl*"), "intel-rapl:0:0");
	assert_string_equal(regset_text(&rs, "/sys/class/powercap/intel-rapl:0/constraint_*"),
			    "constraint_0_name\nconstraint_0_time_window_us");
	assert_string_equal(regset_text(&rs, "/sys/class/powercap/intel-rapl:0/constraint_0_time_window_us"), "999");
	/* wanted once the listings were read: the constraint's other files and the child's name */
	t = regset_text_entry(&rs, "/sys/class/powercap/intel-rapl:0/constraint_0_power_limit_uw");
	assert_non_null(t);
	assert_int_equal(t->err, -ENOENT);
	assert_non_null(regset_text_entry(&rs, "/sys/class/powercap/intel-rapl:0/intel-rapl:0:0/name"));
	/* "intel-rapl" has no name: it is listed too, to be judged as turbostat judges it */
	assert_non_null(regset_text_entry(&rs, "/sys/class/powercap/intel-rapl/intel-rapl*"));
	/* 28 whole names (504 bytes, the last newline dropped) fit in 511, a 29th would not */
	t = regset_text_entry(&rs, "/sys/devices/system/cpu/intel_uncore_frequency/");
	assert_non_null(t);
	assert_int_equal(strlen(t->val), 28 * 18 - 1);
	assert_string_equal(t->val + strlen(t->val) - 17, "package_27_die_00");
	hw_close(hw);

	hw = replay_text("turbostat-ng-recording 1\nmsr-access ok\n"
			 "cpuid 0 0x0 0 0x0000000d 0x756e6547 0x6c65746e 0x49656e69\n"
			 "cpuid 0 0x1 0 0x000306f2 0x00200800 0x7ffefbff 0xbfebfbff\n"
			 "file /sys/devices/system/cpu/intel_uncore_frequency/package_00_die_00/current_freq_khz = 1800000\n"
			 "end 0\n");
	assert_non_null(hw);
	assert_int_equal(regset_read(hw, 0, &wants, &rs), 0);
	assert_int_equal(rs.dma_err, -ENODATA);
	assert_int_equal(regset_text_entry(&rs, "/sys/class/powercap/intel-rapl*")->err, -ENODATA);
	assert_int_equal(regset_text_entry(&rs, "/sys/devices/system/cpu/intel_uncore_frequency/")->err, -ENODATA);
	assert_string_equal(regset_text(&rs, "/sys/devices/system/cpu/intel_uncore_frequency/package_00_die_00/"
					     "current_freq_khz"), "1800000");
	hw_close(hw);
}

/*
 * A /proc/cmdline past a text's 511 bytes: read again into the set's long text, whole up to
 * turbostat's 2047 (print_bootcmd(), COMMAND_LINE_SIZE - 1), recorded or live alike.
 */
static void test_regset_read_long_cmdline(void **state)
{
	char rec[4096], cmdline[1501];
	struct regset_wants wants;
	struct regset rs;
	struct hw *hw;

	(void)state;
	for (int i = 0; i < 1500; i++)
		cmdline[i] = (char)('a' + i % 26);
	cmdline[1500] = 0;
	snprintf(rec, sizeof(rec), "turbostat-ng-recording 1\nmsr-access ok\n"
		 "cpuid 0 0x0 0 0x0000000d 0x756e6547 0x6c65746e 0x49656e69\n"
		 "cpuid 0 0x1 0 0x000306f2 0x00200800 0x7ffefbff 0xbfebfbff\n"
		 "file /proc/cmdline = %s\nend 0\n", cmdline);
	hw = replay_text(rec);
	assert_non_null(hw);
	facts_regset_wants(&wants);
	assert_int_equal(regset_read(hw, 0, &wants, &rs), 0);
	assert_non_null(regset_text(&rs, "/proc/cmdline"));
	assert_string_equal(regset_text(&rs, "/proc/cmdline"), cmdline);
	hw_close(hw);
}

/*
 * An AMD part through a recording: acpi_cppc/ of the CPU, and the highest_perf
 * scan of the present CPUs stopping at the first value that differs (as
 * amd_detect_prefcore() does), so CPUs 2-3, absent from the recording, are
 * never asked for.  Values: Zen 2 leaf 1 0x00830F10, "AuthenticAMD".
 */
static void test_regset_read_amd_cppc(void **state)
{
	static const char rec[] =
		"turbostat-ng-recording 1\n"
		"msr-access ok\n"
		"file /sys/devices/system/cpu/present = 0-3\n"
		"cpuid 0 0x0 0 0x00000010 0x68747541 0x444d4163 0x69746e65\n"
		"cpuid 0 0x1 0 0x00830f10 0x00400800 0x7ed8320b 0x178bfbff\n"
		"file /sys/devices/system/cpu/cpu0/acpi_cppc/highest_perf = 134\n"
		"file /sys/devices/system/cpu/cpu0/acpi_cppc/nominal_perf = 100\n"
		"file /sys/devices/system/cpu/cpu0/acpi_cppc/lowest_nonlinear_perf = 60\n"
		"file /sys/devices/system/cpu/cpu0/acpi_cppc/lowest_perf = 16\n"
		"file /sys/devices/system/cpu/cpu0/acpi_cppc/nominal_freq = 2500\n"
		"file /sys/devices/system/cpu/cpu1/acpi_cppc/highest_perf = 129\n"
		"file /sys/devices/system/cpu/cpu0/cpufreq/amd_pstate_prefcore_ranking = 134\n"
		"file /sys/devices/system/cpu/amd_pstate/prefcore = disabled\n"
		"end 0\n";
	char path[] = "/tmp/tsng-regset-XXXXXX", err[256];
	int fd = mkstemp(path);
	struct regset_wants wants;
	struct regset rs;
	struct hw *hw;

	(void)state;
	assert_true(fd >= 0);
	assert_int_equal(write(fd, rec, sizeof(rec) - 1), (ssize_t)(sizeof(rec) - 1));
	close(fd);
	hw = hw_replay_open(path, err, sizeof(err));
	unlink(path);
	assert_non_null(hw);
	facts_regset_wants(&wants);
	assert_int_equal(regset_read(hw, 0, &wants, &rs), 0);
	assert_int_equal(rs.cppc.err, 0);
	assert_int_equal(rs.cppc.highest, 134);
	assert_int_equal(rs.cppc.nominal, 100);
	assert_int_equal(rs.cppc.lowest_nonlinear, 60);
	assert_int_equal(rs.cppc.lowest, 16);
	assert_int_equal(rs.cppc.nominal_mhz, 2500);
	assert_int_equal(rs.cppc.lowest_mhz, 0);	/* lowest_freq absent: optional */
	assert_int_equal(rs.prefcore.scan_err, 0);
	assert_int_equal(rs.prefcore.n, 2);
	assert_int_equal(rs.prefcore.scan[1].cpu, 1);
	assert_int_equal(rs.prefcore.scan[1].highest, 129);
	assert_int_equal(rs.prefcore.driver, 0);
	assert_int_equal(rs.prefcore.hw, -1);
	assert_int_equal(rs.prefcore.ranking, 134);
	hw_close(hw);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_regset_read_msrs),
		cmocka_unit_test(test_regset_read_no_msr_driver),
		cmocka_unit_test(test_regset_read_amd_cppc),
		cmocka_unit_test(test_regset_read_listings),
		cmocka_unit_test(test_regset_read_long_cmdline),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
