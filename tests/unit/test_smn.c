// SPDX-License-Identifier: GPL-2.0-only
/*
 * AMD SMN reads through the access layer (include/hw.h smn_read): replay
 * serves "smn NODE ADDR VALUE" lines by snapshot, record writes what it
 * read so that a replay of the new recording gives the same values, and a
 * backend without the op answers -EOPNOTSUPP instead of being called; and
 * which parts decode/plan.c lets PkgTmp and CCDTmp come from SMN.
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
#include "decode/plan.h"

/* Tctl of node 0 (0x59800) changes in snapshot 2; node 1 fails; a Tccd register is static. */
static const char rec[] =
	"turbostat-ng-recording 1\n"
	"msr-access ok\n"
	"smn 0 0x59800 0x31000000\n"
	"smn 0 0x59954 0x00000ae0\n"
	"smn 1 0x59800 !EBUSY\n"
	"snapshot 1000 1700000000.000000\n"
	"snapshot 2000 1700000001.000000\n"
	"smn 0 0x59800 0x34a80000\n"
	"end 2\n";

static void smn_write_file(char *path, const char *text)
{
	int fd = mkstemp(path);

	assert_true(fd >= 0);
	assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
	close(fd);
}

static struct hw *smn_replay(const char *path)
{
	char err[256];
	struct hw *hw = hw_replay_open(path, err, sizeof(err));

	if (!hw)
		fail_msg("%s", err);
	return hw;
}

/* The values @rec gives, checked on any backend serving it (replay, or record over replay). */
static void smn_expect_rec(struct hw *hw)
{
	struct hw_time t;
	uint32_t v = 0;

	assert_int_equal(hw_smn_read(hw, 0, 0x59800, &v), 0);
	assert_int_equal(v, 0x31000000);
	assert_int_equal(hw_smn_read(hw, 1, 0x59800, &v), -EBUSY);
	assert_int_equal(hw_smn_read(hw, 0, 0x59958, &v), -ENOENT);	/* never given */
	assert_int_equal(hw_snapshot(hw, &t), 0);
	assert_int_equal(hw_smn_read(hw, 0, 0x59800, &v), 0);
	assert_int_equal(v, 0x31000000);
	assert_int_equal(hw_snapshot(hw, &t), 0);
	assert_int_equal(hw_smn_read(hw, 0, 0x59800, &v), 0);
	assert_int_equal(v, 0x34a80000);
	assert_int_equal(hw_smn_read(hw, 0, 0x59954, &v), 0);	/* start-up value holds */
	assert_int_equal(v, 0xae0);
}

static void test_smn_replay(void **state)
{
	char path[] = "/tmp/tsng-smn-XXXXXX";

	(void)state;
	smn_write_file(path, rec);
	struct hw *hw = smn_replay(path);

	unlink(path);
	smn_expect_rec(hw);
	hw_close(hw);
}

/* Record over a replay of @rec, then replay what was recorded: the same values, by snapshot. */
static void test_smn_record_round_trip(void **state)
{
	char in[] = "/tmp/tsng-smn-in-XXXXXX", out[] = "/tmp/tsng-smn-out-XXXXXX", err[256];

	(void)state;
	smn_write_file(in, rec);
	smn_write_file(out, "");
	struct hw *inner = smn_replay(in);
	struct hw *recorder = hw_record_open(inner, out, err, sizeof(err));

	unlink(in);
	if (!recorder)
		fail_msg("%s", err);
	smn_expect_rec(recorder);
	assert_int_equal(hw_close(recorder), 0);

	FILE *f = fopen(out, "r");
	char line[128];
	int smn_lines = 0;

	assert_non_null(f);
	while (fgets(line, sizeof(line), f))
		smn_lines += strncmp(line, "smn ", 4) == 0;
	fclose(f);
	/*
	 * Node 0 Tctl at start-up and at its change in snapshot 2 (not again in
	 * snapshot 1: unchanged), node 1's !EBUSY, the never-given register as
	 * !ENOENT, the Tccd register once: 5.
	 */
	assert_int_equal(smn_lines, 5);

	struct hw *again = smn_replay(out);

	unlink(out);
	smn_expect_rec(again);
	hw_close(again);
}

static int smn_close_nothing(struct hw *hw)
{
	(void)hw;
	return 0;
}

static void test_smn_missing_op(void **state)
{
	static const struct hw_ops ops = { .name = "no-smn", .close = smn_close_nothing };
	struct hw hw = { .ops = &ops };
	uint32_t v = 7;

	(void)state;
	assert_int_equal(hw_smn_read(&hw, 0, 0x59800, &v), -EOPNOTSUPP);
	assert_int_equal(v, 7);
}

/*
 * The plan of PkgTmp and CCDTmp under --smn, the probe answered as a machine
 * would: @k10temp hwmon instances named k10temp, node 0's Tctl readable and
 * every candidate Tccd register valid (bit 11 set: 0x9A0 = 0x1A0 * 0.125 - 49 = 3 C).
 */
static struct plan smn_plan_with(enum vendor v, unsigned family, unsigned model, int npkg, int k10temp)
{
	struct cpu_ident id = { .vendor = v, .family = family, .model = model };
	struct platform_features pf = { 0 };
	struct plan_inputs in = { .defs = raw_defs, .pf = &pf, .id = &id, .npkg = npkg, .smn_ok = 1 };
	struct probe_result got = { 0 };
	struct probe_request req;
	rawset need = { 0 };
	struct plan p;

	rawset_add(&need, RAW_PKG_THERM);
	rawset_add(&need, RAW_CCD_THERM);
	while (plan_probe_request(&in, &need, &got, &req)) {
		if (req.k10temp) {
			got.asked_k10temp = true;
			got.k10temp_count = k10temp;
			got.k10temp_adjacent = true;
		}
		if (req.smn) {
			got.asked_smn = true;
			for (unsigned i = 0; i < req.smn_nccd; i++)
				got.smn_ccd[i] = 0x9A0;
		}
	}
	plan_build(&in, &need, &got, &p);
	return p;
}

static struct plan smn_plan_for(enum vendor v, unsigned family, unsigned model, int npkg)
{
	return smn_plan_with(v, family, model, npkg, 0);
}

/* k10temp_probe() CCD lists; node = package index only where a package is one node (Zen 2+). */
static void test_smn_plan(void **state)
{
	struct plan p;

	(void)state;
	p = smn_plan_for(VENDOR_AMD, 0x17, 0x31, 2);	/* 2P Rome: one node per package */
	assert_int_equal(p.src[RAW_PKG_THERM].kind, SRC_SMN);
	assert_int_equal(p.src[RAW_PKG_THERM].smn, 0x59800);
	assert_int_equal(p.src[RAW_CCD_THERM].kind, SRC_SMN);
	assert_int_equal(p.src[RAW_CCD_THERM].smn, 0x59954);
	assert_int_equal(p.src[RAW_CCD_THERM].smn_ccds, 0xff);	/* 8 candidates */

	p = smn_plan_for(VENDOR_AMD, 0x19, 0x11, 1);	/* Genoa: 12 at 0x59800 + 0x300 */
	assert_int_equal(p.src[RAW_CCD_THERM].smn, 0x59b00);
	assert_int_equal(p.src[RAW_CCD_THERM].smn_ccds, 0xfff);

	p = smn_plan_for(VENDOR_AMD, 0x17, 0x01, 1);	/* Zen 1, one package: its node 0 */
	assert_int_equal(p.src[RAW_PKG_THERM].kind, SRC_SMN);
	assert_int_equal(p.src[RAW_CCD_THERM].smn_ccds, 0xf);

	p = smn_plan_for(VENDOR_AMD, 0x17, 0x01, 2);	/* 2P Naples: package 1 is not node 1 */
	assert_int_equal(p.src[RAW_PKG_THERM].kind, SRC_NONE);
	assert_int_equal(p.src[RAW_CCD_THERM].kind, SRC_NONE);

	p = smn_plan_for(VENDOR_HYGON, 0x18, 0x00, 2);	/* Zen 1 derived: several nodes per package */
	assert_int_equal(p.src[RAW_PKG_THERM].kind, SRC_NONE);
	p = smn_plan_for(VENDOR_HYGON, 0x18, 0x00, 1);	/* Tctl, but no CCD list for Hygon here */
	assert_int_equal(p.src[RAW_PKG_THERM].kind, SRC_SMN);
	assert_int_equal(p.src[RAW_CCD_THERM].kind, SRC_NONE);

	p = smn_plan_for(VENDOR_AMD, 0x16, 0x30, 1);	/* before Zen: no SMN temperature */
	assert_int_equal(p.src[RAW_PKG_THERM].kind, SRC_NONE);
	p = smn_plan_for(VENDOR_INTEL, 0x06, 0x55, 1);
	assert_int_equal(p.src[RAW_PKG_THERM].kind, SRC_NONE);

	/* k10temp already serves PkgTmp: left as it is, and no CCD reads either */
	p = smn_plan_with(VENDOR_AMD, 0x17, 0x31, 1, 1);
	assert_int_equal(p.src[RAW_PKG_THERM].kind, SRC_FILE);
	assert_int_equal(p.src[RAW_CCD_THERM].kind, SRC_NONE);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_smn_replay),
		cmocka_unit_test(test_smn_record_round_trip),
		cmocka_unit_test(test_smn_missing_op),
		cmocka_unit_test(test_smn_plan),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
