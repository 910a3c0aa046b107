// SPDX-License-Identifier: GPL-2.0-only
/*
 * The start-up report (decode/regtab.c, output/regline.c, output/report.c)
 * from hand-built register sets.  Every expected line is worked out by hand
 * from turbostat 2026.02's printf formats (dump_platform_info(),
 * dump_turbo_ratio_limit1/2(), dump_turbo_ratio_limits(), dump_config_tdp(),
 * decode_misc_enable_msr(), decode_misc_pwr_mgmt_msr(), print_epb(),
 * print_perf_limit(), dump_power_ctl(), dump_cst_cfg(), print_irtl(),
 * rapl_probe_intel(), print_rapl(), print_power_limit_msr(),
 * set_temperature_target(), print_thermal(), decode_misc_feature_control(),
 * print_hwp(), process_cpuid()) and the register values beside each line.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "decode/cpuid.h"
#include "decode/facts.h"
#include "decode/rapl.h"
#include "decode/regtab.h"
#include "decode/thermal.h"
#include "output/regline.h"
#include "output/report.h"

static void cpuid(struct regset *rs, uint32_t leaf, uint32_t a, uint32_t b, uint32_t c, uint32_t d)
{
	const uint32_t r[4] = { a, b, c, d };

	regset_put_cpuid(rs, leaf, 0, 0, r);
}

static void msr(struct regset *rs, uint32_t reg, uint64_t v)
{
	regset_put_msr(rs, reg, 0, v);
}

/* The context the session builds (measure/session.c session_reg_ctx()), from the set alone. */
static void ctx_of(const struct regset *rs, struct cpu_facts *f, struct rapl_info *ri, struct reg_ctx *c)
{
	enum tjmax_source src;

	assert_int_equal(facts_derive(rs, f), 0);
	rapl_decode(rs, f->id.vendor, f->pf, ri);
	*c = (struct reg_ctx){
		.rs = rs, .id = &f->id, .pf = f->pf, .bclk_mhz = f->bclk_khz.v / 1000.0,
		.power_w = ri->power_w, .energy_j = ri->energy_j, .time_s = ri->time_s,
		.tjmax = thermal_tjmax(rs, 0, &src), .rapl_ok = ri->ok, .rapl_range_s = ri->range_s,
		.rapl_tdp_w = ri->tdp_w, .full = 1,
	};
}

/* At most this many packages besides cpu0's in a published report. */
#define REPORT_PKGS 3

/* A register set and the context the report reads it with. */
struct fixture {
	struct regset rs;
	struct cpu_facts f;
	struct rapl_info ri;
	struct reg_ctx c;
};

static char *report_text(const struct reg_ctx *c, bool as_turbostat, bool debug)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	assert_non_null(f);
	report_print(f, c, NULL, 0, as_turbostat, debug);
	fclose(f);
	return text;
}

/* Line by line, so that a failure names the line. */
static void expect_lines(const char *got, const char *want)
{
	while (*got || *want) {
		const char *ge = strchr(got, '\n'), *we = strchr(want, '\n');
		size_t gl = ge ? (size_t)(ge - got) : strlen(got), wl = we ? (size_t)(we - want) : strlen(want);
		char g[512], w[512];

		snprintf(g, sizeof(g), "%.*s", (int)gl, got);
		snprintf(w, sizeof(w), "%.*s", (int)wl, want);
		assert_string_equal(g, w);
		got += gl + (ge ? 1 : 0);
		want += wl + (we ? 1 : 0);
	}
}

/*
 * Haswell-EP (family 6 model 0x3F stepping 2), the values of
 * tests/recordings/hsw-ep.rec plus one value per report register.
 */
static void hsx_regs(struct regset *rs)
{
	regset_init(rs, 0);
	cpuid(rs, 0x0, 0xf, 0x756e6547, 0x6c65746e, 0x49656e69);	/* "Genu" "ntel" "ineI" */
	cpuid(rs, 0x1, 0x000306f2, 0x00200800, 0x7ffefbff, 0xbfebfbff);
	cpuid(rs, 0x6, 0x77, 0x2, 0x9, 0);	/* DTS, TURBO, PTM; APERF, EPB; no HWP */
	cpuid(rs, 0x7, 0, 0x37ab, 0, 0);	/* EBX[2] 0: no SGX */
	cpuid(rs, 0x80000000, 0x80000008, 0, 0, 0);
	msr(rs, 0x8B, 0x0000004400000000ull);		/* microcode 0x44 in [63:32] */
	msr(rs, 0xCE, 0x00000C0000001700ull);		/* max efficiency 12, base 23 */
	msr(rs, 0x1A0, 0x850089);
	msr(rs, 0x1AF, 0x1C1D);
	msr(rs, 0x1AE, 0x1C1C1C1C1C1C1C1Dull);
	msr(rs, 0x1AD, 0x1D1E1F2021222424ull);
	msr(rs, 0x648, 0x17);
	msr(rs, 0x649, 0x007800E100140348ull);		/* min 120, max 225, ratio 20, TDP 840 */
	msr(rs, 0x64A, 0);
	msr(rs, 0x64B, 0x80000001);			/* level 1, locked */
	msr(rs, 0x64C, 0x17);
	msr(rs, 0x1AA, 0x400002);			/* [0] 0, [1] 1, [8] 0 */
	msr(rs, 0x1B0, 6);
	msr(rs, 0x690, 0x04000C01);			/* PROCHOT, PL1, PL2 active; PL1 logged */
	msr(rs, 0x6B1, 0x00010002);			/* thermal active; PROCHOT logged */
	msr(rs, 0x1FC, 0x0024005F);			/* [1] C1E promotion on */
	msr(rs, 0xE2, 0x1e008008);			/* turbostat(8)'s example */
	msr(rs, 0x60A, 0x8842);				/* valid, 66 x 1024 ns */
	msr(rs, 0x60B, 0x8873);				/* valid, 115 x 1024 ns */
	msr(rs, 0x60C, 0);
	msr(rs, 0x606, 0x000A0E03);			/* 1/8 W, 2^-14 J, 2^-10 s */
	msr(rs, 0x611, 0x12345678);			/* a live package counter: RAPL in use */
	msr(rs, 0x614, 0x000A069001E003C0ull);		/* TDP 960, min 480, max 1680 units, window 10 */
	msr(rs, 0x610, 0x800384B000DC83E8ull);		/* locked; #1 1000 on, Y 14 Z 3; #2 1200 on, clamp, Y 1 */
	msr(rs, 0x601, 0x1F4);				/* 500 units, unlocked */
	msr(rs, 0x61C, 0x120);				/* 288 units */
	msr(rs, 0x618, 0);
	msr(rs, 0x1A2, 0x00640000);			/* TjMax 100 */
	msr(rs, 0x1B1, 0x88230000);			/* 35 below */
	msr(rs, 0x1B2, 0x00000A00);			/* thresholds 0 and 10 below */
	msr(rs, 0x19C, 0x882A0000);			/* 42 below, resolution 1 */
	msr(rs, 0x19B, 0);
	msr(rs, 0x1A4, 0x1);				/* L2 hardware prefetcher disabled */
}

static void test_report_hsx(void **state)
{
	struct fixture x;
	char *text;

	(void)state;
	hsx_regs(&x.rs);
	ctx_of(&x.rs, &x.f, &x.ri, &x.c);
	text = report_text(&x.c, true, false);
	expect_lines(text,
		"CPUID(0): GenuineIntel 0xf CPUID levels\n"
		/* 0x306F2: family 6, model 0xF + (3 << 4), stepping 2 */
		"CPUID(1): family:model:stepping 0x6:3f:2 (6:63:2) microcode 0x44\n"
		"CPUID(0x80000000): max_extended_levels: 0x80000008\n"
		/* ECX 0x7ffefbff: [0] [3] [6] [7] [8] set, [31] clear; EDX 0xbfebfbff: [4] [5] [22] [28] [29] set */
		"CPUID(1): SSE3 MONITOR SMX EIST TM2 No-HV TSC MSR ACPI-TM HT TM\n"
		/* EAX 0x77: [0] DTS [1] TURBO [6] PTM, [7..11] 0; ECX 0x9: [0] APERF [3] EPB */
		"CPUID(6): APERF, TURBO, DTS, PTM, No-HWP, No-HWPnotify, No-HWPwindow, No-HWPepp, No-HWPpkg, EPB\n"
		/* 0x850089: [3] TM1, [16] EIST, [18] MWAIT set; [9] prefetch disable and [38] turbo disable clear */
		"cpu0: MSR_IA32_MISC_ENABLE: 0x00850089 (TCC EIST MWAIT PREFETCH TURBO)\n"
		"CPUID(7): No-SGX No-Hybrid\n"
		/* max level 0xf: no 0x15 / 0x16 lines */
		"cpu0: MSR_PLATFORM_INFO: 0xc0000001700\n"
		"12 * 100.0 = 1200.0 MHz max efficiency frequency\n"
		"23 * 100.0 = 2300.0 MHz base frequency\n"
		"cpu0: MSR_TURBO_RATIO_LIMIT2: 0x00001c1d\n"
		"28 * 100.0 = 2800.0 MHz max turbo 18 active cores\n"
		"29 * 100.0 = 2900.0 MHz max turbo 17 active cores\n"
		"cpu0: MSR_TURBO_RATIO_LIMIT1: 0x1c1c1c1c1c1c1c1d\n"
		"28 * 100.0 = 2800.0 MHz max turbo 16 active cores\n"
		"28 * 100.0 = 2800.0 MHz max turbo 15 active cores\n"
		"28 * 100.0 = 2800.0 MHz max turbo 14 active cores\n"
		"28 * 100.0 = 2800.0 MHz max turbo 13 active cores\n"
		"28 * 100.0 = 2800.0 MHz max turbo 12 active cores\n"
		"28 * 100.0 = 2800.0 MHz max turbo 11 active cores\n"
		"28 * 100.0 = 2800.0 MHz max turbo 10 active cores\n"
		"29 * 100.0 = 2900.0 MHz max turbo 9 active cores\n"
		"cpu0: MSR_TURBO_RATIO_LIMIT: 0x1d1e1f2021222424\n"
		"29 * 100.0 = 2900.0 MHz max turbo 8 active cores\n"
		"30 * 100.0 = 3000.0 MHz max turbo 7 active cores\n"
		"31 * 100.0 = 3100.0 MHz max turbo 6 active cores\n"
		"32 * 100.0 = 3200.0 MHz max turbo 5 active cores\n"
		"33 * 100.0 = 3300.0 MHz max turbo 4 active cores\n"
		"34 * 100.0 = 3400.0 MHz max turbo 3 active cores\n"
		"36 * 100.0 = 3600.0 MHz max turbo 2 active cores\n"
		"36 * 100.0 = 3600.0 MHz max turbo 1 active cores\n"
		"cpu0: MSR_CONFIG_TDP_NOMINAL: 0x00000017 (base_ratio=23)\n"
		"cpu0: MSR_CONFIG_TDP_LEVEL_1: 0x7800e100140348 (PKG_MIN_PWR_LVL1=120 PKG_MAX_PWR_LVL1=225 "
		"LVL1_RATIO=20 PKG_TDP_LVL1=840)\n"
		"cpu0: MSR_CONFIG_TDP_LEVEL_2: 0x00000000 ()\n"
		/* upstream's "TDP_LEVEL=%d " then " lock=%d": two spaces */
		"cpu0: MSR_CONFIG_TDP_CONTROL: 0x80000001 (TDP_LEVEL=1  lock=1)\n"
		"cpu0: MSR_TURBO_ACTIVATION_RATIO: 0x00000017 (MAX_NON_TURBO_RATIO=23 lock=0)\n"
		/* no cpufreq files in this set: upstream names the first it could not open */
		"NSFOD /sys/devices/system/cpu/cpu0/cpufreq/scaling_driver\n"
		"cpu0: MSR_MISC_PWR_MGMT: 0x00400002 (ENable-EIST_Coordination ENable-EPB DISable-OOB)\n"
		"cpu0: EPB: 6 (balanced)\n"
		/* 0x04000C01: active [11] [10] [0], printed from bit 15 down; logged [26] = PL1 */
		"cpu0: MSR_CORE_PERF_LIMIT_REASONS, 0x04000c01 (Active: PkgPwrL2, PkgPwrL1, PROCHOT, ) "
		"(Logged: PkgPwrL1, )\n"
		/* Haswell-EP has no GFX register (hsx_features PLR_CORE | PLR_RING) */
		"cpu0: MSR_RING_PERF_LIMIT_REASONS, 0x00010002 (Active: ThermStatus, ) (Logged: PROCHOT, )\n"
		"cpu0: MSR_IA32_POWER_CTL: 0x0024005f (C1E auto-promotion: ENabled)\n"
		"cpu0: MSR_PKG_CST_CONFIG_CONTROL: 0x1e008008 (UNdemote-C3, UNdemote-C1, demote-C3, demote-C1, "
		"locked, pkg-cstate-limit=8 (unlimited))\n"
		"cpuidle not loaded\n"
		/* PC3/PC6/PC7 of Haswell-EP; 0x8842: [11:10] 2 = 1024 ns, [9:0] 66 -> 67584 */
		"cpu0: MSR_PKGC3_IRTL: 0x00008842 (valid, 67584 ns)\n"
		"cpu0: MSR_PKGC6_IRTL: 0x00008873 (valid, 117760 ns)\n"
		"cpu0: MSR_PKGC7_IRTL: 0x00000000 (NOTvalid, 0 ns)\n"
		/* 0xFFFFFFFF * 2^-14 J / 120 W = 2184.53 s */
		"RAPL: 2185 sec. Joule Counter Range, at 120 Watts\n"
		"cpu0: MSR_RAPL_POWER_UNIT: 0x000a0e03 (0.125000 Watts, 0.000061 Joules, 0.000977 sec.)\n"
		/* 960 / 8 = 120, 480 / 8 = 60, 1680 / 8 = 210; 10 / 1024 s = 0.009766 */
		"cpu0: MSR_PKG_POWER_INFO: 0xa069001e003c0 (120 W TDP, RAPL 60 - 210 W, 0.009766 sec.)\n"
		"cpu0: MSR_PKG_POWER_LIMIT: 0x800384b000dc83e8 (locked)\n"
		/* #1: 0x3E8 / 8 = 125 W; (1 + 3/4) * 2^14 / 1024 = 28 s; #2: 0x4B0 / 8 = 150 W, 2^1 / 1024 s */
		"cpu0: PKG Limit #1: ENabled (125.000 Watts, 28.000000 sec, clamp DISabled)\n"
		"cpu0: PKG Limit #2: ENabled (150.000 Watts, 0.001953* sec, clamp ENabled)\n"
		"cpu0: MSR_VR_CURRENT_CONFIG: 0x000001f4\n"
		"cpu0: PKG Limit #4: 62.500000 Watts (UNlocked)\n"
		"cpu0: MSR_DRAM_POWER_INFO,: 0x00000120 (36 W TDP, RAPL 0 - 0 W, 0.000000 sec.)\n"
		"cpu0: MSR_DRAM_POWER_LIMIT: 0x00000000 (UNlocked)\n"
		"cpu0: DRAM Limit: DISabled (0.000 Watts, 0.000977 sec, clamp DISabled)\n"
		"cpu0: MSR_IA32_TEMPERATURE_TARGET: 0x00640000 (100 C)\n"
		"cpu0: MSR_IA32_PACKAGE_THERM_STATUS: 0x88230000 (65 C)\n"
		"cpu0: MSR_IA32_PACKAGE_THERM_INTERRUPT: 0x00000a00 (100 C, 90 C)\n"
		/* upstream tests (0 << 0), (1 << 0), (2 << 0), (3 << 0) of 0x1 */
		"cpu0: MSR_MISC_FEATURE_CONTROL: 0x00000001 (L2-Prefetch No-L2-Prefetch-pair L1-Prefetch "
		"No-L1-IP-Prefetch)\n");
	free(text);

	/* --debug adds the core's thermal registers; our own name names the prefetcher bits as the SDM does */
	text = report_text(&x.c, false, true);
	assert_non_null(strstr(text, "cpu0: MSR_IA32_PACKAGE_THERM_INTERRUPT: 0x00000a00 (100 C, 90 C)\n"
				     "cpu0: MSR_IA32_THERM_STATUS: 0x882a0000 (58 C +/- 1)\n"
				     "cpu0: MSR_IA32_THERM_INTERRUPT: 0x00000000 (100 C, 100 C)\n"));
	assert_non_null(strstr(text, "cpu0: MSR_MISC_FEATURE_CONTROL: 0x00000001 (No-L2-Prefetch L2-Prefetch-pair "
				     "L1-Prefetch L1-IP-Prefetch)\n"));
	assert_non_null(strstr(text, "cpu0: MSR_DRAM_POWER_INFO: 0x00000120 (36 W TDP"));
	free(text);

	/* our own name without --debug: the brief lines only */
	x.c.full = 0;
	x.c.temps_read = 1;
	text = report_text(&x.c, false, false);
	expect_lines(text,
		"RAPL: 2185 sec. Joule Counter Range, at 120 Watts\n"
		"cpu0: MSR_RAPL_POWER_UNIT: 0x000a0e03 (0.125000 Watts, 0.000061 Joules, 0.000977 sec.)\n"
		"cpu0: MSR_PKG_POWER_INFO: 0xa069001e003c0 (120 W TDP, RAPL 60 - 210 W, 0.009766 sec.)\n"
		"cpu0: MSR_IA32_TEMPERATURE_TARGET: 0x00640000 (100 C)\n");
	free(text);
}

/*
 * Arrow Lake (family 6 model 0xC6) with HWP and a programmed TCC offset:
 * 0x1A2 0x0d690000 is the published real value of issue 27 (105 default,
 * 13 offset, 92 C), with MSR_PLATFORM_INFO [30] set.
 */
static void test_report_arl_hwp_tcc(void **state)
{
	struct fixture x;
	char *text;

	(void)state;
	regset_init(&x.rs, 0);
	cpuid(&x.rs, 0x0, 0x23, 0x756e6547, 0x6c65746e, 0x49656e69);
	cpuid(&x.rs, 0x1, 0x000c0662, 0, 0x7ffafbbf, 0xbfebfbff);	/* model 6 + (0xc << 4) = 0xc6, stepping 2 */
	cpuid(&x.rs, 0x6, 0x6c3, 0, 0x9, 0);	/* DTS TURBO PTM HWP HWPwindow HWPepp; APERF EPB */
	cpuid(&x.rs, 0x7, 0, 0, 0, 1u << 15);	/* hybrid */
	cpuid(&x.rs, 0x80000000, 0x80000008, 0, 0, 0);
	msr(&x.rs, 0xCE, 0x0000040040002400ull);		/* max efficiency 4, [30] TCC offset programmable, base 36 */
	msr(&x.rs, 0x770, 1);
	msr(&x.rs, 0x771, 0x0108283A);
	msr(&x.rs, 0x774, 0x0000000C80003A01ull);	/* window [41:32] 0xc */
	msr(&x.rs, 0x777, 0x4);
	msr(&x.rs, 0x1A2, 0x0d690000);
	ctx_of(&x.rs, &x.f, &x.ri, &x.c);
	text = report_text(&x.c, true, false);
	expect_lines(text,
		"CPUID(0): GenuineIntel 0x23 CPUID levels\n"
		"CPUID(1): family:model:stepping 0x6:c6:2 (6:198:2)\n"
		"CPUID(0x80000000): max_extended_levels: 0x80000008\n"
		/* ECX 0x7ffafbbf: [6] clear -> No-SMX */
		"CPUID(1): SSE3 MONITOR No-SMX EIST TM2 No-HV TSC MSR ACPI-TM HT TM\n"
		"CPUID(6): APERF, TURBO, DTS, PTM, HWP, No-HWPnotify, HWPwindow, HWPepp, No-HWPpkg, EPB\n"
		"CPUID(7): No-SGX Hybrid\n"
		"cpu0: MSR_PLATFORM_INFO: 0x40040002400\n"
		"4 * 100.0 = 400.0 MHz max efficiency frequency\n"
		"36 * 100.0 = 3600.0 MHz base frequency\n"
		"NSFOD /sys/devices/system/cpu/cpu0/cpufreq/scaling_driver\n"
		"cpu0: MSR_PM_ENABLE: 0x00000001 (HWP)\n"
		"cpu0: MSR_HWP_CAPABILITIES: 0x0108283a (high 58 guar 40 eff 8 low 1)\n"
		/* turbostat masks the window with 0xff3: 0xc & 0xff3 = 0 */
		"cpu0: MSR_HWP_REQUEST: 0xc80003a01 (min 1 max 58 des 0 epp 0x80 window 0x0 pkg 0x0)\n"
		"cpu0: MSR_HWP_STATUS: 0x00000004 (No-Guaranteed_Perf_Change, Excursion_Min)\n"
		"cpuidle not loaded\n"
		"cpu0: MSR_IA32_TEMPERATURE_TARGET: 0x0d690000 (92 C) (105 default - 13 offset)\n");
	free(text);
	text = report_text(&x.c, false, false);
	assert_non_null(strstr(text, "(min 1 max 58 des 0 epp 0x80 window 0xc pkg 0x0)\n"));
	free(text);
}

/*
 * Two packages: turbostat's print_hwp(), print_epb(), print_perf_limit(),
 * print_rapl() and print_thermal() run for the first CPU of each package, so
 * each group's lines come for package 0, then package 1; the rest once.
 */
static void test_report_packages(void **state)
{
	struct fixture x;
	struct regset pkg1;
	char *text = NULL;
	size_t len = 0;
	FILE *out;

	(void)state;
	hsx_regs(&x.rs);
	hsx_regs(&pkg1);
	pkg1.cpu = 18;
	msr(&pkg1, 0x1B0, 0);				/* EPB 0: performance */
	msr(&pkg1, 0x1B1, 0x88280000);			/* 40 below 100: 60 C */
	ctx_of(&x.rs, &x.f, &x.ri, &x.c);
	out = open_memstream(&text, &len);
	report_print(out, &x.c, &pkg1, 1, true, false);
	fclose(out);
	assert_non_null(strstr(text, "cpu0: EPB: 6 (balanced)\ncpu18: EPB: 0 (performance)\n"
				     "cpu0: MSR_CORE_PERF_LIMIT_REASONS"));
	assert_non_null(strstr(text, "(Logged: PROCHOT, )\ncpu18: MSR_CORE_PERF_LIMIT_REASONS, 0x04000c01"));
	assert_non_null(strstr(text, "cpu0: DRAM Limit: DISabled (0.000 Watts, 0.000977 sec, clamp DISabled)\n"
				     "cpu18: MSR_RAPL_POWER_UNIT: 0x000a0e03"));
	assert_non_null(strstr(text, "cpu0: MSR_IA32_TEMPERATURE_TARGET: 0x00640000 (100 C)\n"
				     "cpu18: MSR_IA32_TEMPERATURE_TARGET: 0x00640000 (100 C)\n"
				     "cpu0: MSR_IA32_PACKAGE_THERM_STATUS: 0x88230000 (65 C)\n"
				     "cpu0: MSR_IA32_PACKAGE_THERM_INTERRUPT: 0x00000a00 (100 C, 90 C)\n"
				     "cpu18: MSR_IA32_PACKAGE_THERM_STATUS: 0x88280000 (60 C)\n"));
	/* once: the RAPL range, the platform lines */
	assert_null(strstr(strstr(text, "RAPL: ") + 1, "RAPL: "));
	assert_null(strstr(text, "cpu18: MSR_PLATFORM_INFO"));
	free(text);
	/* the JSON record: package 1's per-package registers after package 0's whole set */
	out = open_memstream(&text, &len);
	report_json(out, &x.c, &pkg1, 1);
	fclose(out);
	assert_non_null(strstr(text, "],\"packages\":[{\"cpu\":18,\"registers\":[{\"name\":\"EPB\",\"msr\":\"0x1b0\","
				     "\"raw\":\"0x0\",\"fields\":{\"epb\":0,\"policy\":\"performance\"}},"));
	assert_null(strstr(strstr(text, "\"packages\""), "MSR_PLATFORM_INFO"));
	free(text);
}

/*
 * Broadwell-EP (model 0x4F) reads 0x1AE/0x1AF for its turbo levels, but
 * turbostat's bdx_features dumps MSR_TURBO_RATIO_LIMIT alone (TRL_BASE).
 */
static void test_report_bdx_trl(void **state)
{
	struct fixture x;
	char *text;

	(void)state;
	hsx_regs(&x.rs);
	cpuid(&x.rs, 0x1, 0x000406f1, 0x00200800, 0x7ffefbff, 0xbfebfbff);	/* 6:4f:1 */
	ctx_of(&x.rs, &x.f, &x.ri, &x.c);
	text = report_text(&x.c, true, false);
	assert_null(strstr(text, "MSR_TURBO_RATIO_LIMIT1"));
	assert_null(strstr(text, "MSR_TURBO_RATIO_LIMIT2"));
	assert_non_null(strstr(text, "cpu0: MSR_TURBO_RATIO_LIMIT: 0x1d1e1f2021222424\n"
				     "29 * 100.0 = 2900.0 MHz max turbo 8 active cores\n"));
	free(text);
}

/* A register read elsewhere (limit reasons per interval) decodes through its row, without a context. */
static void test_report_row_lookup(void **state)
{
	const struct reg_row *row = regtab_row("MSR_CORE_PERF_LIMIT_REASONS");
	struct reg_fields fs;

	(void)state;
	assert_non_null(row);
	assert_int_equal(row->addr, 0x690);
	memset(&fs, 0, sizeof(fs));
	row->decode(0x04000C01, NULL, NULL, &fs);	/* [0] [10] [11] active, [26] logged */
	assert_int_equal(regtab_field(&fs, "prochot", -1)->u, 1);
	assert_int_equal(regtab_field(&fs, "pl1", -1)->u, 1);
	assert_int_equal(regtab_field(&fs, "pl2", -1)->u, 1);
	assert_int_equal(regtab_field(&fs, "thermal", -1)->u, 0);
	assert_int_equal(regtab_field(&fs, "pl1_log", -1)->u, 1);
	assert_int_equal(regtab_field(&fs, "pl2_log", -1)->u, 0);
	assert_null(regtab_row("MSR_NO_SUCH"));
}

/* The JSON record carries every decoded field, none of the format-only ones. */
static void test_report_json(void **state)
{
	struct fixture x;
	char *text = NULL;
	size_t len = 0;
	FILE *out;

	(void)state;
	hsx_regs(&x.rs);
	ctx_of(&x.rs, &x.f, &x.ri, &x.c);
	out = open_memstream(&text, &len);
	report_json(out, &x.c, NULL, 0);
	fclose(out);
	assert_non_null(strstr(text, "{\"schema\":1,\"kind\":\"config\",\"cpu\":0,\"registers\":[{\"name\":\"CPUID(0)\","));
	assert_non_null(strstr(text, "{\"name\":\"MSR_PKG_POWER_LIMIT\",\"msr\":\"0x610\",\"raw\":\"0x800384b000dc83e8\","
				     "\"fields\":{\"locked\":true,\"pl1_enabled\":true,\"pl1_w\":125,\"pl1_window_s\":28,"
				     "\"pl1_clamp\":false,\"pl2_enabled\":true,\"pl2_w\":150,\"pl2_window_s\":0.001953125,"
				     "\"pl2_clamp\":true}}"));
	assert_non_null(strstr(text, "\"items\":[{\"ratio\":28,\"active_cores\":18,\"mhz\":2800},"
				     "{\"ratio\":29,\"active_cores\":17,\"mhz\":2900}]"));
	/* the THERM_STATUS line is --debug only in text; the record has it */
	assert_non_null(strstr(text, "\"name\":\"MSR_IA32_THERM_STATUS\""));
	assert_null(strstr(text, "\"_"));
	assert_string_equal(text + len - 17, "],\"packages\":[]}\n");
	free(text);
}

/* Every format row names only fields its decoder gives, with specs of their kind, in both spellings. */
static void test_report_rows_well_formed(void **state)
{
	struct fixture x;
	char *text = NULL;
	size_t len = 0;
	FILE *null = open_memstream(&text, &len);

	(void)state;
	assert_non_null(null);
	hsx_regs(&x.rs);
	ctx_of(&x.rs, &x.f, &x.ri, &x.c);
	for (size_t i = 0; i < regtab_nrows; i++) {
		const struct reg_row *row = &regtab_rows[i];
		struct reg_fields fs;
		uint32_t r[4] = { 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff };

		memset(&fs, 0, sizeof(fs));
		row->decode(~0ull, r, &x.c, &fs);
		assert_true(fs.n < REG_MAX_FIELDS);
		if (regline_print(null, row->fmt, 0, 0, &fs))
			fail_msg("row %s: bad format", row->name);
		if (row->fmt_ng && regline_print(null, row->fmt_ng, 0, 0, &fs))
			fail_msg("row %s: bad own format", row->name);
	}
	fclose(null);
	free(text);
}

/*
 * A published real report (a file of tests/reports/): its register values in, its
 * lines out, line by line, in turbostat 2026.02's format (each file notes
 * where the published, older version printed otherwise).
 */
static void expect_published(const char *path)
{
	FILE *in = fopen(path, "r");
	char line[1024], *want = NULL, *text;
	size_t wlen = 0;
	FILE *w = open_memstream(&want, &wlen);
	struct fixture x;
	/* "package CPU" starts the register set of another package's first CPU */
	struct regset *pkg = calloc(REPORT_PKGS, sizeof(*pkg)), *cur = &x.rs;
	int npkg = 0;

	assert_non_null(in);
	assert_non_null(w);
	assert_non_null(pkg);
	regset_init(&x.rs, 0);
	while (fgets(line, sizeof(line), in)) {
		unsigned long long a[5];
		int cpu;

		if (!strncmp(line, "= ", 2))
			fputs(line + 2, w);
		else if (sscanf(line, "package %d", &cpu) == 1 && npkg < REPORT_PKGS)
			regset_init(cur = &pkg[npkg++], cpu);
		else if (sscanf(line, "cpuid %lli %lli %lli %lli %lli", &a[0], &a[1], &a[2], &a[3], &a[4]) == 5)
			cpuid(cur, (uint32_t)a[0], (uint32_t)a[1], (uint32_t)a[2], (uint32_t)a[3], (uint32_t)a[4]);
		else if (sscanf(line, "msr %lli %lli", &a[0], &a[1]) == 2)
			msr(cur, (uint32_t)a[0], a[1]);
		else if (!strncmp(line, "file ", 5) && strstr(line, " = ")) {
			char *eq = strstr(line, " = ");

			*eq = 0;
			eq[3 + strcspn(eq + 3, "\n")] = 0;
			regset_put_text(cur, line + 5, 0, eq + 3);
		}
		else if (line[0] != '#' && line[0] != '\n')
			fail_msg("%s: cannot read: %s", path, line);
	}
	fclose(in);
	fclose(w);
	ctx_of(&x.rs, &x.f, &x.ri, &x.c);
	w = open_memstream(&text, &wlen);
	assert_non_null(w);
	report_print(w, &x.c, pkg, npkg, true, false);
	fclose(w);
	expect_lines(text, want);
	free(text);
	free(want);
	free(pkg);
}

static void test_report_published(void **state)
{
	(void)state;
	expect_published("tests/reports/arl-275hx-2025.txt");
	expect_published("tests/reports/icl-2020.txt");
	expect_published("tests/reports/epyc-7502p-2021.txt");
	expect_published("tests/reports/epyc-7313-2s.txt");
	expect_published("tests/reports/zen4-7840hs-2024.txt");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_report_hsx),
		cmocka_unit_test(test_report_arl_hwp_tcc),
		cmocka_unit_test(test_report_packages),
		cmocka_unit_test(test_report_bdx_trl),
		cmocka_unit_test(test_report_row_lookup),
		cmocka_unit_test(test_report_json),
		cmocka_unit_test(test_report_rows_well_formed),
		cmocka_unit_test(test_report_published),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
