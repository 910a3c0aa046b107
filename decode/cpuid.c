// SPDX-License-Identifier: GPL-2.0-only
/* CPU identity from CPUID leaves (SDM vol. 2A, CPUID instruction; AMD APM vol. 3, appendix E). */
#include <errno.h>
#include <string.h>

#include "decode/cpuid.h"

#define BIT(n) (1u << (n))

const struct cpuid_leaf cpuid_leaves[] = {
	{ 0x0, 0 },		/* max basic leaf, vendor string */
	{ 0x80000000, 0 },	/* max extended leaf */
	{ 0x1, 0 },		/* family/model/stepping, hypervisor bit */
	{ 0x40000000, 0 },	/* hypervisor vendor string (read in a guest only) */
	{ 0x6, 0 },		/* thermal and power management: turbo, HWP, APERF/MPERF */
	{ 0x7, 0 },		/* structured extended features: hybrid */
	{ 0x15, 0 },		/* TSC / core crystal clock ratio */
	{ 0x16, 0 },		/* processor base / max / bus frequency in MHz */
	{ 0x1A, 0 },		/* hybrid core type */
	{ 0x80000002, 0 },	/* brand string, three leaves */
	{ 0x80000003, 0 },
	{ 0x80000004, 0 },
	{ 0x80000007, 0 },	/* advanced power management: invariant TSC, AMD RAPL */
	{ 0x80000008, 0 },	/* AMD CPPC bit */
	{ 0x80000021, 0 },	/* AMD extended features 2: heterogeneous cores */
	{ 0x80000026, 0 },	/* AMD extended CPU topology: core type */
};
const size_t cpuid_nleaves = sizeof(cpuid_leaves) / sizeof(cpuid_leaves[0]);

static const struct {
	enum vendor v;
	const char name[13];
} cpuid_vendors[] = {
	{ VENDOR_INTEL, "GenuineIntel" },
	{ VENDOR_AMD, "AuthenticAMD" },
	{ VENDOR_HYGON, "HygonGenuine" },
};

const char *cpuid_vendor_name(enum vendor v)
{
	for (size_t i = 0; i < sizeof(cpuid_vendors) / sizeof(cpuid_vendors[0]); i++)
		if (cpuid_vendors[i].v == v)
			return cpuid_vendors[i].name;
	return "unknown";
}

/* Leaf 0: the vendor string is EBX, EDX, ECX in that order. */
static enum vendor cpuid_vendor(const uint32_t r[4])
{
	char s[13];

	memcpy(s, &r[1], 4);
	memcpy(s + 4, &r[3], 4);
	memcpy(s + 8, &r[2], 4);
	s[12] = '\0';
	for (size_t i = 0; i < sizeof(cpuid_vendors) / sizeof(cpuid_vendors[0]); i++)
		if (!strcmp(s, cpuid_vendors[i].name))
			return cpuid_vendors[i].v;
	return VENDOR_UNKNOWN;
}

/* A leaf that start-up did not read (above the maximum) reads as zeros. */
static void cpuid_get(const struct regset *rs, uint32_t leaf, uint32_t r[4])
{
	if (regset_cpuid(rs, leaf, 0, r))
		memset(r, 0, 4 * sizeof(r[0]));
}

/* Leaves 0x80000002-4: 48 bytes of brand string, leading spaces trimmed. */
static void cpuid_brand(const struct regset *rs, struct cpu_ident *id)
{
	char raw[49];
	uint32_t r[4];
	size_t skip = 0;

	memset(raw, 0, sizeof(raw));
	if (id->max_ext_leaf < 0x80000004)
		return;
	for (uint32_t i = 0; i < 3; i++) {
		cpuid_get(rs, 0x80000002 + i, r);
		memcpy(raw + 16 * i, r, 16);
	}
	while (raw[skip] == ' ')
		skip++;
	memcpy(id->brand, raw + skip, sizeof(raw) - skip);
}

int cpuid_identify(const struct regset *rs, struct cpu_ident *id)
{
	uint32_t r[4];
	int err;

	memset(id, 0, sizeof(*id));
	err = regset_cpuid(rs, 0, 0, r);
	if (err)
		return err;
	id->max_leaf = r[0];
	id->vendor = cpuid_vendor(r);
	err = regset_cpuid(rs, 1, 0, r);
	if (err)
		return err;

	/* Display family/model: SDM vol. 2A, CPUID.01H:EAX "Version Information". */
	id->stepping = r[0] & 0xF;
	id->model = (r[0] >> 4) & 0xF;
	id->family = (r[0] >> 8) & 0xF;
	if (id->family == 0xF)
		id->family += (r[0] >> 20) & 0xFF;
	if (id->family == 0x6 || id->family >= 0xF)
		id->model += ((r[0] >> 16) & 0xF) << 4;
	id->hypervisor = !!(r[2] & BIT(31));	/* CPUID.1.ECX[31] */

	if (id->max_leaf >= 6) {
		cpuid_get(rs, 6, r);
		id->has_dts = !!(r[0] & BIT(0));
		id->has_turbo = !!(r[0] & BIT(1));
		id->has_pts = !!(r[0] & BIT(6));
		id->has_hwp = !!(r[0] & BIT(7));
		id->has_hwp_pkg = !!(r[0] & BIT(11));
		id->has_aperf_mperf = !!(r[2] & BIT(0));
	}
	if (id->max_leaf >= 7) {
		cpuid_get(rs, 7, r);
		id->hybrid = !!(r[3] & BIT(15));	/* CPUID.(7,0).EDX[15] */
	}

	cpuid_get(rs, 0x80000000, r);
	id->max_ext_leaf = (r[0] & 0x80000000u) ? r[0] : 0;
	if (id->max_ext_leaf >= 0x80000007) {
		cpuid_get(rs, 0x80000007, r);
		id->has_invariant_tsc = !!(r[3] & BIT(8));
		/* EDX[14] is reserved on Intel; only AMD and Hygon define it as RAPL. */
		id->has_amd_rapl = id->vendor != VENDOR_INTEL && !!(r[3] & BIT(14));
	}
	if (id->max_ext_leaf >= 0x80000008 && id->vendor != VENDOR_INTEL) {
		cpuid_get(rs, 0x80000008, r);
		id->has_amd_cppc = !!(r[1] & BIT(27));
	}
	/* X86_FEATURE_AMD_HTR_CORES and the core type amd_get_boost_ratio_numerator() reads. */
	if (id->max_ext_leaf >= 0x80000021 && id->vendor != VENDOR_INTEL) {
		cpuid_get(rs, 0x80000021, r);
		id->amd_hetero = !!(r[0] & BIT(30));
	}
	if (id->amd_hetero && id->max_ext_leaf >= 0x80000026) {
		cpuid_get(rs, 0x80000026, r);
		id->amd_core_type = r[1] >> 28;
	}
	cpuid_brand(rs, id);
	return 0;
}
