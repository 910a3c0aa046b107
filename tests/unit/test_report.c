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

		if (row->src == SRC_REG_POWERCAP)
			continue;	/* no format row: output/powercap.c prints the walk */
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

static void text(struct regset *rs, const char *path, const char *val)
{
	regset_put_text(rs, path, 0, val);
}

/* A table of {path, text} pairs into the set. */
static void texts(struct regset *rs, const char *const (*t)[2], size_t n)
{
	for (size_t i = 0; i < n; i++)
		text(rs, t[i][0], t[i][1]);
}

#define TEXTS(rs, table) texts(rs, table, sizeof(table) / sizeof(table[0]))

#define UNC "/sys/devices/system/cpu/intel_uncore_frequency/"
#define PC "/sys/class/powercap/"

/* The lines of @text from the one starting with @first up to (without) the one starting with @stop. */
static char *between(const char *text, const char *first, const char *stop)
{
	const char *a = strstr(text, first), *b = a ? strstr(a, stop) : NULL;

	assert_non_null(a);
	assert_non_null(b);
	return strndup(a, (size_t)(b - a));
}

/*
 * The lines from the access layer's binary read and listings, worked from
 * print_dev_latency(), probe_intel_uncore_frequency_legacy()/_cluster() and
 * print_rapl_sysfs()/dump_one_domain(): the s32 of /dev/cpu_dma_latency,
 * every package and die in order whatever the listing's order, uncoreNN from
 * the highest down, the zones whose name is package* or psys* with their
 * children, and turbostat's stale name for an entry without one.
 */
static void test_report_sysfs_walks(void **state)
{
	struct fixture x;
	char *all, *got;

	(void)state;
	hsx_regs(&x.rs);
	x.rs.dma_err = 0;
	x.rs.dma_bytes = 4;
	x.rs.dma_usec = 20;		/* not PM_QOS_DEFAULT_VALUE (2000000000): a request holds it */
	text(&x.rs, UNC, "package_01_die_00\npackage_00_die_01\npackage_00_die_00");
	for (int p = 0; p < 2; p++)
		for (int d = 0; d < 2; d++) {
			char path[REGSET_PATH_BYTES], v[16];
			static const char *const f[] = { "min_freq_khz", "max_freq_khz", "initial_min_freq_khz",
							 "initial_max_freq_khz", "current_freq_khz" };

			for (int i = 0; i < 5 && !(p == 1 && d == 1); i++) {
				snprintf(path, sizeof(path), UNC "package_%02d_die_%02d/%s", p, d, f[i]);
				/* kHz: 800000 + 100000 * (2p + d) for the low, twice that for the rest */
				snprintf(v, sizeof(v), "%d", (800000 + 100000 * (2 * p + d)) * (i ? 2 : 1));
				text(&x.rs, path, v);
			}
		}
	/* "intel-rapl" (the control type) has no name: turbostat judges it by intel-rapl:0's */
	static const char *const powercap[][2] = {
		{ PC "intel-rapl*", "intel-rapl:0\nintel-rapl\nintel-rapl:0:0\nintel-rapl:1\nintel-rapl:2" },
		{ PC "intel-rapl:0/intel-rapl*", "intel-rapl:0:0" },
		{ PC "intel-rapl:0/name", "package-0" },
		{ PC "intel-rapl:0/enabled", "1" },
		{ PC "intel-rapl:0/constraint_0_time_window_us", "27983872" },
		{ PC "intel-rapl:0/constraint_0_power_limit_uw", "112000000" },
		{ PC "intel-rapl:0/constraint_0_max_power_uw", "0" },
		{ PC "intel-rapl:0/intel-rapl:0:0/name", "dram" },
		{ PC "intel-rapl:0/intel-rapl:0:0/enabled", "1" },
		{ PC "intel-rapl:0/intel-rapl:0:0/constraint_0_time_window_us", "976" },
		{ PC "intel-rapl:0/intel-rapl:0:0/constraint_0_max_power_uw", "25500000" },
		{ PC "intel-rapl/intel-rapl*", "intel-rapl:0" },
		{ PC "intel-rapl/intel-rapl:0/name", "package-0" },
		{ PC "intel-rapl/intel-rapl:0/enabled", "0" },
		{ PC "intel-rapl:0:0/name", "dram" },
		{ PC "intel-rapl:1/name", "psys" },
		{ PC "intel-rapl:1/enabled", "1" },
		{ PC "intel-rapl:1/constraint_0_time_window_us", "1000" },
		{ PC "intel-rapl:1/constraint_0_power_limit_uw", "1999999" },
		/* "enabled" reads no number: turbostat's fread_int() fails and the line stays open */
		{ PC "intel-rapl:2/name", "package-2" },
		{ PC "intel-rapl:2/enabled", "?" },
	};

	TEXTS(&x.rs, powercap);
	ctx_of(&x.rs, &x.f, &x.ri, &x.c);
	x.c.turbostat = 1;
	all = report_text(&x.c, true, false);
	/* print_dev_latency() between dump_cst_cfg() and dump_sysfs_cstate_config() */
	assert_non_null(strstr(all, "locked, pkg-cstate-limit=8 (unlimited))\n"
				   "/dev/cpu_dma_latency: 20 usec (constrained)\ncpuidle not loaded\n"));
	got = between(all, "Uncore", "RAPL:");
	expect_lines(got,
		"Uncore Frequency package0 die0: 800 - 1600 MHz (1600 - 1600 MHz) 1600 MHz\n"
		"Uncore Frequency package0 die1: 900 - 1800 MHz (1800 - 1800 MHz) 1800 MHz\n"
		"Uncore Frequency package1 die0: 1000 - 2000 MHz (2000 - 2000 MHz) 2000 MHz\n");
	free(got);
	got = between(all, "intel-rapl", "cpu0: MSR_RAPL_POWER_UNIT");
	expect_lines(got,
		/* 27983872 us > 1e6: 27.98 s as %0.1f; 112000000 uW / 1e6; a zero max is not printed */
		"intel-rapl:0: package-0 28.0s:112W\n"
		/* 976 us <= 1000: us; no limit file; max 25500000 / 1e6 = 25 (integer) */
		"intel-rapl:0/intel-rapl:0:0: dram 976.0us,max:25W\n"
		"intel-rapl/intel-rapl:0: package-0 disabled\n"
		/* 1000 is not > 1000: us; 1999999 / 1e6 = 1 */
		"intel-rapl:1: psys 1000.0us:1W\n"
		"intel-rapl:2: package-2");
	free(got);
	free(all);
	/* in our own name an entry without a name is skipped */
	x.c.turbostat = 0;
	all = report_text(&x.c, false, false);
	assert_null(strstr(all, "intel-rapl/intel-rapl:0"));
	assert_non_null(strstr(all, "dram 976.0us,max:25W\nintel-rapl:1: psys 1000.0us:1W\nintel-rapl:2: package-2\n"
				   "cpu0: MSR_RAPL_POWER_UNIT"));
	free(all);

	/* the cluster form: uncoreNN from the highest down, ids from its files */
	regset_init(&x.rs, 0);
	hsx_regs(&x.rs);
	static const char *const cluster[][2] = {
		{ UNC, "uncore00\nuncore01\npackage_00_die_00" },
		{ UNC "uncore00/package_id", "0" },
		{ UNC "uncore00/domain_id", "0" },
		{ UNC "uncore00/fabric_cluster_id", "0" },
		{ UNC "uncore00/current_freq_khz", "1200000" },
		{ UNC "uncore01/package_id", "0" },
		{ UNC "uncore01/domain_id", "1" },
		{ UNC "uncore01/fabric_cluster_id", "2" },
		{ UNC "uncore01/min_freq_khz", "800000" },
		{ UNC "uncore01/max_freq_khz", "2200000" },
	};

	TEXTS(&x.rs, cluster);
	ctx_of(&x.rs, &x.f, &x.ri, &x.c);
	all = report_text(&x.c, true, false);
	got = between(all, "Uncore", "RAPL:");
	expect_lines(got,
		/* a file that does not read is -1 kHz: -1 / 1000 = 0 */
		"Uncore Frequency package0 domain1 cluster2: 800 - 2200 MHz (0 - 0 MHz) 0 MHz\n"
		"Uncore Frequency package0 domain0 cluster0: 0 - 0 MHz (0 - 0 MHz) 1200 MHz\n");
	free(got);
	/* no listing of /sys/class/powercap in the set (an older recording): no lines, no warning */
	assert_null(strstr(all, "powercap"));
	assert_null(strstr(all, "cpu_dma_latency"));
	free(all);
}

/*
 * A published powercap tree: the values powercap-info printed on a laptop in
 * https://github.com/ColinIanKing/powerstat/issues/15 (2024-01-14; zones
 * package-0 with core and uncore, psys; the peak_power constraint has no time
 * window file, so turbostat's constraint loop ends before it).  The lines are
 * worked by hand from dump_one_domain()'s formats: 31981568 us > 1e6 is
 * "32.0s", 2440 us "2.4ms", 999424 us "999.4ms", 976 us "976.0us"; W are
 * uW / 1e6 in integers; a max of 0 is not printed.  The listings' order is
 * assumed (the post shows none).
 */
static void test_report_powercap_published(void **state)
{
	static const char *const tree[][2] = {
		{ PC "intel-rapl*", "intel-rapl:0\nintel-rapl:0:0\nintel-rapl:0:1\nintel-rapl:1" },
		{ PC "intel-rapl:0/intel-rapl*", "intel-rapl:0:0\nintel-rapl:0:1" },
		{ PC "intel-rapl:0/name", "package-0" },
		{ PC "intel-rapl:0/enabled", "1" },
		{ PC "intel-rapl:0/constraint_0_power_limit_uw", "200000000" },
		{ PC "intel-rapl:0/constraint_0_time_window_us", "31981568" },
		{ PC "intel-rapl:0/constraint_0_max_power_uw", "55000000" },
		{ PC "intel-rapl:0/constraint_1_power_limit_uw", "30000000" },
		{ PC "intel-rapl:0/constraint_1_time_window_us", "2440" },
		{ PC "intel-rapl:0/constraint_1_max_power_uw", "0" },
		{ PC "intel-rapl:0/constraint_2_power_limit_uw", "246000000" },
		{ PC "intel-rapl:0/intel-rapl:0:0/name", "core" },
		{ PC "intel-rapl:0/intel-rapl:0:0/enabled", "0" },
		{ PC "intel-rapl:0/intel-rapl:0:1/name", "uncore" },
		{ PC "intel-rapl:0/intel-rapl:0:1/enabled", "0" },
		{ PC "intel-rapl:0:0/name", "core" },
		{ PC "intel-rapl:0:1/name", "uncore" },
		{ PC "intel-rapl:1/name", "psys" },
		{ PC "intel-rapl:1/enabled", "1" },
		{ PC "intel-rapl:1/constraint_0_power_limit_uw", "280000000" },
		{ PC "intel-rapl:1/constraint_0_time_window_us", "999424" },
		{ PC "intel-rapl:1/constraint_1_power_limit_uw", "280000000" },
		{ PC "intel-rapl:1/constraint_1_time_window_us", "976" },
	};
	struct fixture x;
	char *all, *got;

	(void)state;
	hsx_regs(&x.rs);
	TEXTS(&x.rs, tree);
	ctx_of(&x.rs, &x.f, &x.ri, &x.c);
	x.c.turbostat = 1;
	all = report_text(&x.c, true, false);
	got = between(all, "intel-rapl", "cpu0: MSR_RAPL_POWER_UNIT");
	expect_lines(got,
		"intel-rapl:0: package-0 32.0s:200W,max:55W 2.4ms:30W\n"
		"intel-rapl:0/intel-rapl:0:0: core disabled\n"
		"intel-rapl:0/intel-rapl:0:1: uncore disabled\n"
		"intel-rapl:1: psys 999.4ms:280W 976.0us:280W\n");
	free(got);
	free(all);
}

/*
 * print_thermal() with --debug: for the first CPU of every core, the package's
 * lines when it is the package's first CPU, then IA32_THERM_STATUS and
 * IA32_THERM_INTERRUPT of that core (TjMax 100 here); a register that did not
 * read ends that core's lines.
 */
static void test_report_core_thermal(void **state)
{
	struct fixture x;
	struct reg_core cores[2] = {
		{ .cpu = 0, .first_in_pkg = 1, .status = 0x882A0000, .intr = 0x00050A00 },
		{ .cpu = 1, .status = 0x88300000, .int_err = -EIO },
	};
	char *all, *got;

	(void)state;
	hsx_regs(&x.rs);
	msr(&x.rs, 0x1B2, 0x00000A00);
	ctx_of(&x.rs, &x.f, &x.ri, &x.c);
	x.c.cores = cores;
	x.c.ncores = 2;
	all = report_text(&x.c, true, true);
	got = between(all, "cpu0: MSR_IA32_PACKAGE_THERM_STATUS", "cpu0: MSR_MISC_FEATURE_CONTROL");
	expect_lines(got,
		/* 0x1B1 0x88230000: [22:16] 0x23 = 35 below 100 */
		"cpu0: MSR_IA32_PACKAGE_THERM_STATUS: 0x88230000 (65 C)\n"
		/* 0xA00: [22:16] 0, [14:8] 10 */
		"cpu0: MSR_IA32_PACKAGE_THERM_INTERRUPT: 0x00000a00 (100 C, 90 C)\n"
		/* [22:16] 0x2A = 42 below; [30:27] 1 */
		"cpu0: MSR_IA32_THERM_STATUS: 0x882a0000 (58 C +/- 1)\n"
		/* [22:16] 5, [14:8] 10 */
		"cpu0: MSR_IA32_THERM_INTERRUPT: 0x00050a00 (95 C, 90 C)\n"
		/* [22:16] 0x30 = 48 below; its interrupt register did not read */
		"cpu1: MSR_IA32_THERM_STATUS: 0x88300000 (52 C +/- 1)\n");
	free(got);
	free(all);
	/* without --debug, the package's lines only */
	all = report_text(&x.c, true, false);
	assert_null(strstr(all, "MSR_IA32_THERM_STATUS"));
	assert_non_null(strstr(all, "cpu0: MSR_IA32_PACKAGE_THERM_INTERRUPT: 0x00000a00 (100 C, 90 C)\n"));
	free(all);
	/* the JSON record carries each core's registers as read */
	size_t len = 0;
	FILE *f = open_memstream(&all, &len);

	assert_non_null(f);
	report_json(f, &x.c, NULL, 0);
	fclose(f);
	assert_non_null(strstr(all, "],\"packages\":[],\"cores\":[{\"cpu\":0,\"registers\":[{\"name\":"
				   "\"MSR_IA32_THERM_STATUS\",\"msr\":\"0x19c\",\"raw\":\"0x882a0000\",\"fields\":"
				   "{\"temp_c\":58,\"resolution\":1}},{\"name\":\"MSR_IA32_THERM_INTERRUPT\""));
	assert_non_null(strstr(all, "{\"cpu\":1,\"registers\":[{\"name\":\"MSR_IA32_THERM_STATUS\",\"msr\":\"0x19c\","
				   "\"raw\":\"0x88300000\",\"fields\":{\"temp_c\":52,\"resolution\":1}}]}]}\n"));
	free(all);
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
		else if (sscanf(line, "dma %lli", &a[0]) == 1) {
			x.rs.dma_err = 0;
			x.rs.dma_bytes = 4;
			x.rs.dma_usec = (int32_t)a[0];
		}
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

/*
 * print_epb() since turbostat 2024.04 (get_epb()): the CPU's sysfs
 * power/energy_perf_bias first, IA32_ENERGY_PERF_BIAS [3:0] only when the file
 * is not there; without either no line.  Names: 0 performance, 6 balanced
 * (ENERGY_PERF_BIAS_NORMAL), 15 powersave, any other custom.
 */
static void test_report_epb_sysfs(void **state)
{
	static const char epb_file[] = "/sys/devices/system/cpu/cpu0/power/energy_perf_bias";
	struct fixture x;
	char *out;

	(void)state;
	hsx_regs(&x.rs);			/* MSR 0x1B0 = 6 */
	text(&x.rs, epb_file, "15");
	ctx_of(&x.rs, &x.f, &x.ri, &x.c);
	out = report_text(&x.c, true, false);
	assert_non_null(strstr(out, "\ncpu0: EPB: 15 (powersave)\n"));
	assert_null(strstr(out, "EPB: 6"));
	free(out);

	/* no MSR 0x1B0 (msr-safe's allowlist without it, or no MSR access at all) */
	regset_init(&x.rs, 0);
	cpuid(&x.rs, 0x0, 0xf, 0x756e6547, 0x6c65746e, 0x49656e69);
	cpuid(&x.rs, 0x1, 0x000306f2, 0x00200800, 0x7ffefbff, 0xbfebfbff);
	cpuid(&x.rs, 0x6, 0x77, 0x2, 0x9, 0);	/* ECX[3]: EPB */
	ctx_of(&x.rs, &x.f, &x.ri, &x.c);
	out = report_text(&x.c, true, false);
	assert_null(strstr(out, "EPB: "));
	free(out);
	text(&x.rs, epb_file, "4");
	out = report_text(&x.c, true, false);
	assert_non_null(strstr(out, "\ncpu0: EPB: 4 (custom)\n"));
	free(out);
}

/*
 * Xeon Phi 7250F (Knights Landing): the register values Intel published from a real
 * machine (intel/pepc test data "knl0"; tests/recordings/real-knl-7250f.config.rec says
 * which are published), with MSR_RAPL_POWER_UNIT and a live package energy counter
 * derived.  The lines are worked by hand from turbostat 2026.02's formats:
 * dump_knl_turbo_ratio_limits(), print_epb(), dump_power_ctl(), dump_cst_cfg() with
 * phi_pkg_cstate_limits[], rapl_probe_intel(), print_rapl() and print_power_limit_msr().
 */
static void test_report_knl_7250f(void **state)
{
	struct fixture x;
	char *text;

	(void)state;
	regset_init(&x.rs, 0);
	cpuid(&x.rs, 0x0, 0xd, 0x756e6547, 0x6c65746e, 0x49656e69);
	cpuid(&x.rs, 0x1, 0x00050671, 0x00000800, 0x189, 0x30400030);	/* family 6 model 0x57 stepping 1 */
	cpuid(&x.rs, 0x6, 0x57, 0x2, 0x9, 0);	/* DTS, TURBO, ARAT, PLN, PTM; APERF, EPB */
	cpuid(&x.rs, 0x80000000, 0x80000008, 0, 0, 0);
	msr(&x.rs, 0x8B, 0x000001b600000000ull);
	msr(&x.rs, 0x1B0, 0x7);
	msr(&x.rs, 0x1A4, 0x0);
	msr(&x.rs, 0xCE, 0x80a2bf9800e00ull);
	msr(&x.rs, 0x1FC, 0xa24005f);
	msr(&x.rs, 0xE2, 0x14008403);
	msr(&x.rs, 0x1AD, 0x28061e3e1004ull);
	msr(&x.rs, 0x606, 0x000A0E03);			/* derived: 1/8 W, 2^-14 J, 2^-10 s */
	msr(&x.rs, 0x611, 0x12345678);			/* derived: a live package counter */
	msr(&x.rs, 0x610, 0x4788a000158730ull);
	msr(&x.rs, 0x614, 0x2f08a003100730ull);
	ctx_of(&x.rs, &x.f, &x.ri, &x.c);
	text = report_text(&x.c, true, false);
	/*
	 * 0xCE [47:40] 10, [15:8] 14.  0x1AD, Knights Landing buckets: 2 cores ([7:1]) at 16;
	 * +30 -1, +30, +6, +8 -1 from bit 16 -> 32 at 15, 62 at 15, 68 at 15, 76 at 14 (twice
	 * more with zero deltas); a bucket prints where its ratio differs from the one before.
	 */
	assert_non_null(strstr(text,
		"cpu0: MSR_PLATFORM_INFO: 0x80a2bf9800e00\n"
		"10 * 100.0 = 1000.0 MHz max efficiency frequency\n"
		"14 * 100.0 = 1400.0 MHz base frequency\n"
		"cpu0: MSR_TURBO_RATIO_LIMIT: 0x28061e3e1004\n"
		"14 * 100.0 = 1400.0 MHz max turbo 76 active cores\n"
		"15 * 100.0 = 1500.0 MHz max turbo 32 active cores\n"
		"16 * 100.0 = 1600.0 MHz max turbo 2 active cores\n"));
	/* EPB 7 is none of 0, 4, 6, 8, 15 */
	assert_non_null(strstr(text, "cpu0: EPB: 7 (custom)\n"));
	/* 0x1FC [1] set; 0xE2 [28] and [26] set, [27] [25] clear, [15] locked, [3:0] 3 -> phi table pc6r */
	assert_non_null(strstr(text,
		"cpu0: MSR_IA32_POWER_CTL: 0x0a24005f (C1E auto-promotion: ENabled)\n"
		"cpu0: MSR_PKG_CST_CONFIG_CONTROL: 0x14008403 (UNdemote-C1, demote-C1, locked, "
		"pkg-cstate-limit=3 (pc6r))\n"));
	/*
	 * 0xFFFFFFFF * 2^-14 J / 230 W = 1139.8 s.  0x614: 0x730 = 1840 / 8 = 230 W, 0x310 / 8 =
	 * 98, 0x8a0 / 8 = 276, window [53:48] 47 / 1024 s.  0x610 #1: 0x730 on, clamp, Y 10 Z 0 ->
	 * 2^10 / 1024 = 1 s; #2: 0x8a0 on, clamp, Y 3 Z 1 -> 1.25 * 2^3 / 1024 s; [63] clear.
	 */
	assert_non_null(strstr(text,
		"RAPL: 1140 sec. Joule Counter Range, at 230 Watts\n"
		"cpu0: MSR_RAPL_POWER_UNIT: 0x000a0e03 (0.125000 Watts, 0.000061 Joules, 0.000977 sec.)\n"
		"cpu0: MSR_PKG_POWER_INFO: 0x2f08a003100730 (230 W TDP, RAPL 98 - 276 W, 0.045898 sec.)\n"
		"cpu0: MSR_PKG_POWER_LIMIT: 0x4788a000158730 (UNlocked)\n"
		"cpu0: PKG Limit #1: ENabled (230.000 Watts, 1.000000 sec, clamp ENabled)\n"
		"cpu0: PKG Limit #2: ENabled (276.000 Watts, 0.009766* sec, clamp ENabled)\n"));
	free(text);
}

/*
 * Two Atom servers from the register values Intel published from real machines (intel/pepc
 * test data "dnv0" and "snr0"; tests/recordings/real-gmt-d-c3850.config.rec and
 * real-tmt-d-p5362.config.rec say which are published and which derived).  Lines worked by
 * hand from turbostat 2026.02's dump_turbo_ratio_limits() (TRL_BASE | TRL_CORECOUNT),
 * dump_power_ctl() and dump_cst_cfg() with glm_pkg_cstate_limits[].
 */
static void test_report_atom_servers(void **state)
{
	struct fixture x;
	char *text;

	(void)state;
	/* Atom C3850, Denverton (Goldmont-D, model 0x5F) */
	regset_init(&x.rs, 0);
	cpuid(&x.rs, 0x0, 0x15, 0x756e6547, 0x6c65746e, 0x49656e69);
	cpuid(&x.rs, 0x1, 0x000506f1, 0x00000800, 0x189, 0x30400030);
	cpuid(&x.rs, 0x6, 0x57, 0x2, 0x9, 0);	/* ida: TURBO */
	cpuid(&x.rs, 0x80000000, 0x80000008, 0, 0, 0);
	msr(&x.rs, 0x1B0, 0x4);
	msr(&x.rs, 0xCE, 0x40821f0811500ull);
	msr(&x.rs, 0x1FC, 0x4004005d);
	msr(&x.rs, 0xE2, 0x432);
	msr(&x.rs, 0x1AD, 0x181818181818ull);
	msr(&x.rs, 0x1AE, 0xc0a08060402ull);
	ctx_of(&x.rs, &x.f, &x.ri, &x.c);
	text = report_text(&x.c, true, false);
	/* ratio bytes of 0x1AD, core counts in the bytes of 0x1AE, group 7 first; groups 7 and 6 are 0 */
	assert_non_null(strstr(text,
		"cpu0: MSR_PLATFORM_INFO: 0x40821f0811500\n"
		"8 * 100.0 = 800.0 MHz max efficiency frequency\n"
		"21 * 100.0 = 2100.0 MHz base frequency\n"
		"cpu0: MSR_TURBO_RATIO_LIMIT: 0x181818181818\n"
		"cpu0: MSR_TURBO_RATIO_LIMIT1: 0xc0a08060402\n"
		"24 * 100.0 = 2400.0 MHz max turbo 12 active cores\n"
		"24 * 100.0 = 2400.0 MHz max turbo 10 active cores\n"
		"24 * 100.0 = 2400.0 MHz max turbo 8 active cores\n"
		"24 * 100.0 = 2400.0 MHz max turbo 6 active cores\n"
		"24 * 100.0 = 2400.0 MHz max turbo 4 active cores\n"
		"24 * 100.0 = 2400.0 MHz max turbo 2 active cores\n"));
	/* 0x5d [1] clear; 0x432: no demotion bits, [15] clear, [3:0] 2 -> glm table pc3 */
	assert_non_null(strstr(text,
		"cpu0: MSR_IA32_POWER_CTL: 0x4004005d (C1E auto-promotion: DISabled)\n"
		"cpu0: MSR_PKG_CST_CONFIG_CONTROL: 0x00000432 (UNlocked, pkg-cstate-limit=2 (pc3))\n"));
	free(text);

	/* Atom P5362, Snow Ridge (Tremont-D, model 0x86): no turbo (no ida: CPUID.6.EAX[1] clear) */
	regset_init(&x.rs, 0);
	cpuid(&x.rs, 0x0, 0x1b, 0x756e6547, 0x6c65746e, 0x49656e69);
	cpuid(&x.rs, 0x1, 0x00080667, 0x00000800, 0x1c9, 0x30400030);
	cpuid(&x.rs, 0x6, 0x55, 0x2, 0x9, 0);
	cpuid(&x.rs, 0x80000000, 0x80000008, 0, 0, 0);
	msr(&x.rs, 0x1B0, 0x6);
	msr(&x.rs, 0xCE, 0x80820f9801600ull);
	msr(&x.rs, 0x1FC, 0xa00a40059ull);
	msr(&x.rs, 0xE2, 0x8000);
	msr(&x.rs, 0x1AD, 0x16);
	msr(&x.rs, 0x1AE, 0x2d);
	ctx_of(&x.rs, &x.f, &x.ri, &x.c);
	text = report_text(&x.c, true, false);
	assert_non_null(strstr(text,
		"cpu0: MSR_PLATFORM_INFO: 0x80820f9801600\n"
		"8 * 100.0 = 800.0 MHz max efficiency frequency\n"
		"22 * 100.0 = 2200.0 MHz base frequency\n"));
	/* turbostat's dump_turbo_ratio_info() returns when !has_turbo: no turbo register line */
	assert_null(strstr(text, "TURBO_RATIO_LIMIT"));
	assert_non_null(strstr(text, "cpu0: EPB: 6 (balanced)\n"));
	/* 0x59 [1] clear; 0x8000: [15] locked, [3:0] 0 -> glm table unlimited */
	assert_non_null(strstr(text,
		"cpu0: MSR_IA32_POWER_CTL: 0xa00a40059 (C1E auto-promotion: DISabled)\n"
		"cpu0: MSR_PKG_CST_CONFIG_CONTROL: 0x00008000 (locked, pkg-cstate-limit=0 (unlimited))\n"));
	free(text);
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
		cmocka_unit_test(test_report_epb_sysfs),
		cmocka_unit_test(test_report_knl_7250f),
		cmocka_unit_test(test_report_atom_servers),
		cmocka_unit_test(test_report_sysfs_walks),
		cmocka_unit_test(test_report_core_thermal),
		cmocka_unit_test(test_report_powercap_published),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
