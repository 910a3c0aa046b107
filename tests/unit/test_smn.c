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
#include "msr/smn.h"

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
	while (plan_probe_request(&in, &need, &got, &req, &p)) {
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

/* One sysfs PCI function under @root: its identity files and a 256-byte config space. */
static void smn_sysfs_dev(const char *root, const char *bdf, const char *cls, uint32_t data)
{
	char dir[512], path[600];
	unsigned char config[256] = { 0x22, 0x10 };	/* vendor 0x1022 */
	static const char *const name[] = { "vendor", "device", "class", "irq" };
	const char *value[] = { "0x1022", "0x1480", cls, "0" };
	FILE *f;

	snprintf(dir, sizeof(dir), "%s/sys/bus/pci/devices/%s", root, bdf);
	snprintf(path, sizeof(path), "mkdir -p '%s'", dir);
	assert_int_equal(system(path), 0);
	for (int i = 0; i < 4; i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, name[i]);
		assert_non_null(f = fopen(path, "w"));
		fprintf(f, "%s\n", value[i]);
		fclose(f);
	}
	memcpy(config + 0x64, &data, sizeof(data));	/* the SMN data register (little-endian) */
	snprintf(path, sizeof(path), "%s/config", dir);
	assert_non_null(f = fopen(path, "w"));
	assert_int_equal(fwrite(config, 1, sizeof(config), f), sizeof(config));
	fclose(f);
}

/*
 * The live path, with libpci loaded by dlopen() on the first read: a sysroot
 * with node 0 (00:18.0) and its root complex (00:00.0, a host bridge).  The
 * index write lands in the root's config file (offset 0x60) and the value
 * comes from its data register (0x64); without a node the read is -ENODEV.
 * Only as root, as the tool itself (smn_pci_read: -EACCES otherwise).
 */
static void test_smn_live_sysroot(void **state)
{
	char root[] = "/tmp/tsng-smn-root-XXXXXX", path[200], cmd[300];
	struct smn_pci *smn = NULL;
	uint32_t v = 0, index = 0;
	FILE *f;

	(void)state;
	if (geteuid() != 0)
		skip();
	assert_non_null(mkdtemp(root));
	setenv("TSNG_SYSROOT", root, 1);
	snprintf(path, sizeof(path), "%s/sys/bus/pci/devices", root);
	snprintf(cmd, sizeof(cmd), "mkdir -p '%s'", path);
	assert_int_equal(system(cmd), 0);
	assert_int_equal(smn_pci_read(&smn, 0, 0x59800, &v), -ENODEV);
	smn_pci_close(smn);
	smn = NULL;

	smn_sysfs_dev(root, "0000:00:00.0", "0x060000", 0x31000000);
	smn_sysfs_dev(root, "0000:00:18.0", "0x060000", 0);
	assert_int_equal(smn_pci_read(&smn, 0, 0x59800, &v), 0);
	assert_int_equal(v, 0x31000000);
	snprintf(path, sizeof(path), "%s/sys/bus/pci/devices/0000:00:00.0/config", root);
	assert_non_null(f = fopen(path, "r"));
	assert_int_equal(fseek(f, 0x60, SEEK_SET), 0);
	assert_int_equal(fread(&index, sizeof(index), 1, f), 1);
	fclose(f);
	assert_int_equal(index, 0x59800);
	assert_int_equal(smn_pci_read(&smn, 1, 0x59800, &v), -ENODEV);	/* one node only */
	smn_pci_close(smn);
	unsetenv("TSNG_SYSROOT");
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", root);
	assert_int_equal(system(cmd), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_smn_replay),
		cmocka_unit_test(test_smn_live_sysroot),
		cmocka_unit_test(test_smn_record_round_trip),
		cmocka_unit_test(test_smn_missing_op),
		cmocka_unit_test(test_smn_plan),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
