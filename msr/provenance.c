// SPDX-License-Identifier: GPL-2.0-only
/*
 * Where a run happened, for a recording attached to a bug report: kernel
 * release, CPU model string, microcode revision, hypervisor, clocksource,
 * cpufreq driver and governor.  All through the hw ops, so that a recording holds them as
 * ordinary file and cpuid lines and a replay serves them back.
 */
#include <stdio.h>
#include <string.h>

#include "msr/provenance.h"

/* A one-line sysfs or procfs file into @dst without its newline; "" when unreadable. */
static void read_line(struct hw *hw, const char *path, char *dst, size_t len)
{
	char buf[256];
	long n = hw_read_file(hw, path, buf, sizeof(buf));

	dst[0] = '\0';
	if (n <= 0)
		return;
	buf[strcspn(buf, "\n")] = '\0';
	/* a longer line is cut to what the field holds */
	buf[len - 1 < sizeof(buf) - 1 ? len - 1 : sizeof(buf) - 1] = '\0';
	memcpy(dst, buf, strlen(buf) + 1);
}

/* Four registers as 16 characters, in the order EAX EBX ECX EDX (SDM Vol. 2A, CPUID: brand string). */
static void regs_text(const uint32_t r[4], const int *order, int n, char *dst)
{
	for (int i = 0; i < n; i++)
		memcpy(dst + 4 * i, &r[order[i]], 4);
	dst[4 * n] = '\0';
}

static void brand_string(struct hw *hw, int cpu, char *dst, size_t len)
{
	static const int eabcd[4] = { 0, 1, 2, 3 };
	uint32_t r[4];
	char s[49];

	dst[0] = '\0';
	if (hw_cpuid(hw, cpu, 0x80000000u, 0, r) || r[0] < 0x80000004u)
		return;
	for (uint32_t leaf = 0; leaf < 3; leaf++) {
		if (hw_cpuid(hw, cpu, 0x80000002u + leaf, 0, r))
			return;
		regs_text(r, eabcd, 4, s + 16 * leaf);
	}
	s[48] = '\0';
	snprintf(dst, len, "%s", s + strspn(s, " "));
}

/* CPUID.1:ECX[31] is reserved for hypervisors to set; leaf 0x40000000 then names one in EBX, ECX, EDX
 * (kernel arch/x86/kernel/cpu/hypervisor.c detect_hypervisor_vendor(), e.g. "KVMKVMKVM"). */
static void hypervisor(struct hw *hw, int cpu, char *dst)
{
	static const int bcd[3] = { 1, 2, 3 };
	uint32_t r[4];

	dst[0] = '\0';
	if (hw_cpuid(hw, cpu, 1, 0, r) || !(r[2] & (1u << 31)) || hw_cpuid(hw, cpu, 0x40000000u, 0, r))
		return;
	regs_text(r, bcd, 3, dst);
	/* a vendor name shorter than 12 bytes is padded with NULs; a control byte is no name */
	for (char *c = dst; *c; c++)
		if (*c < ' ' || *c > '~')
			*c = '?';
}

void provenance_read(struct hw *hw, int cpu, struct provenance *p)
{
	char path[96];

	read_line(hw, "/proc/sys/kernel/osrelease", p->kernel, sizeof(p->kernel));
	brand_string(hw, cpu, p->cpu_model, sizeof(p->cpu_model));
	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/microcode/version", cpu);
	read_line(hw, path, p->microcode, sizeof(p->microcode));
	hypervisor(hw, cpu, p->hypervisor);
	read_line(hw, "/sys/devices/system/clocksource/clocksource0/current_clocksource", p->clocksource,
		  sizeof(p->clocksource));
	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/cpufreq/scaling_driver", cpu);
	read_line(hw, path, p->driver, sizeof(p->driver));
	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/cpufreq/scaling_governor", cpu);
	read_line(hw, path, p->governor, sizeof(p->governor));
}
