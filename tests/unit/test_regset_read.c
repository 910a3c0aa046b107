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
#include <string.h>

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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_regset_read_msrs),
		cmocka_unit_test(test_regset_read_no_msr_driver),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
