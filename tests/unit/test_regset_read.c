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
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
