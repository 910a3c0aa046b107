/* SPDX-License-Identifier: GPL-2.0-only */
/* Who made the CPU and what CPUID says it has (filled by decode/cpuid.c from the start-up registers). */
#ifndef TSNG_CPU_IDENT_H
#define TSNG_CPU_IDENT_H

enum vendor { VENDOR_UNKNOWN, VENDOR_INTEL, VENDOR_AMD, VENDOR_HYGON };

struct cpu_ident {
	enum vendor vendor;
	unsigned family, model, stepping;	/* display family/model */
	unsigned max_leaf, max_ext_leaf;
	unsigned hybrid:1;		/* CPUID.7.EDX[15] */
	unsigned hypervisor:1;		/* CPUID.1.ECX[31] */
	unsigned has_aperf_mperf:1;	/* CPUID.6.ECX[0] */
	unsigned has_turbo:1;		/* CPUID.6.EAX[1] */
	unsigned has_hwp:1;		/* CPUID.6.EAX[7] */
	unsigned has_hwp_pkg:1;		/* CPUID.6.EAX[11]: IA32_HWP_REQUEST_PKG */
	unsigned has_dts:1;		/* CPUID.6.EAX[0] */
	unsigned has_pts:1;		/* CPUID.6.EAX[6] */
	unsigned has_amd_rapl:1;	/* CPUID 0x80000007.EDX[14] */
	unsigned has_amd_cppc:1;	/* CPUID 0x80000008.EBX[27] */
	unsigned amd_hetero:1;		/* CPUID 0x80000021.EAX[30]: heterogeneous core topology */
	unsigned amd_core_type;		/* CPUID 0x80000026.EBX[31:28]: 0 performance, 1 efficiency */
	unsigned has_invariant_tsc:1;	/* CPUID 0x80000007.EDX[8] */
	char brand[49];
};

#endif
