// SPDX-License-Identifier: GPL-2.0-only
/*
 * The CPUID and RDTSC instructions, served from the description when
 * $FAKEMACHINE_INSN is set.  No preload sees an instruction: Linux makes
 * them fault instead, CPUID with arch_prctl(ARCH_SET_CPUID, 0) where the CPU
 * or hypervisor offers CPUID faulting (the cpuid_fault flag of
 * /proc/cpuinfo; arch/x86/kernel/process.c), RDTSC and RDTSCP with
 * prctl(PR_SET_TSC, PR_TSC_SIGSEGV) (CR4.TSD), and the SIGSEGV handler
 * here answers them and steps over the instruction.  Upstream turbostat
 * runs CPUID itself and reads the TSC with RDTSC; turbostat-ng reads
 * /dev/cpu/N/cpuid, so its runs leave this off and keep the host's TSC on the
 * plain msr path, as the README says.  A program exec()ed (execve, execv,
 * execvp, execvpe) starts with the host's instructions again, as a real
 * exec gives it; under the preload its own start-up traps them anew.
 *
 * CPUID answers as /dev/cpu/N/cpuid does for the CPU the program runs on (the
 * last sched_setaffinity()); RDTSC gives that CPU's MSR 0x10
 * (IA32_TIME_STAMP_COUNTER, SDM vol. 4 table 2-2) at the virtual time, and
 * RDTSCP also its TSC_AUX as Linux sets it (node << 12 | cpu, node 0 here:
 * arch/x86/kernel/cpu/common.c setup_getcpu()).
 */
#include <errno.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <ucontext.h>
#include <unistd.h>
#include <asm/prctl.h>

#include "preload.h"

#define MSR_TSC 0x10

/*
 * The leaves whose answer depends on ECX (SDM vol. 2A, CPUID: 04H, 07H, 0BH,
 * 0DH, 0FH, 10H, 12H, 14H, 17H, 18H, 1BH, 1DH, 1FH, 20H, 23H, 24H,
 * 8000001DH); any other ignores it, so the description's subleaf 0 answers
 * whatever ECX holds (cpuid.h's __cpuid() leaves it unset).
 */
static uint32_t cpuid_sub(uint32_t leaf, uint32_t ecx)
{
	static const uint32_t indexed[] = { 0x4, 0x7, 0xb, 0xd, 0xf, 0x10, 0x12, 0x14, 0x17, 0x18, 0x1b, 0x1d,
					    0x1f, 0x20, 0x23, 0x24, 0x8000001d };

	for (size_t i = 0; i < sizeof(indexed) / sizeof(indexed[0]); i++)
		if (indexed[i] == leaf)
			return ecx;
	return 0;
}

static void set_edx_eax(greg_t *r, uint64_t v)
{
	r[REG_RAX] = (greg_t)(uint32_t)v;
	r[REG_RDX] = (greg_t)(v >> 32);
}

static void on_segv(int sig, siginfo_t *si, void *ctx)
{
	greg_t *r = ((ucontext_t *)ctx)->uc_mcontext.gregs;
	const unsigned char *ip = (const unsigned char *)r[REG_RIP];
	int cpu = pl_cpu();
	uint64_t tsc = 0;

	(void)si;
	if (ip[0] == 0x0f && ip[1] == 0xa2) {		/* cpuid */
		uint32_t regs[4];

		uint32_t leaf = (uint32_t)r[REG_RAX];

		fm_cpuid_read(pl_model(), cpu, leaf, cpuid_sub(leaf, (uint32_t)r[REG_RCX]), regs);
		r[REG_RAX] = regs[0];
		r[REG_RBX] = regs[1];
		r[REG_RCX] = regs[2];
		r[REG_RDX] = regs[3];
		r[REG_RIP] += 2;
		return;
	}
	/* a machine without MSR 0x10 has a TSC that stands at 0 */
	fm_msr_read(pl_model(), cpu, MSR_TSC, pl_now(), &tsc);
	if (ip[0] == 0x0f && ip[1] == 0x31) {		/* rdtsc */
		set_edx_eax(r, tsc);
		r[REG_RIP] += 2;
		return;
	}
	if (ip[0] == 0x0f && ip[1] == 0x01 && ip[2] == 0xf9) {	/* rdtscp */
		set_edx_eax(r, tsc);
		r[REG_RCX] = cpu;
		r[REG_RIP] += 3;
		return;
	}
	/* a fault of the program's own: it takes its course */
	signal(sig, SIG_DFL);
}

static int trapping;

/* CPUID faulting ends at exec, RDTSC's does not: a program exec'ed starts with both back */
static void insn_release(void)
{
	if (trapping) {
		prctl(PR_SET_TSC, PR_TSC_ENABLE, 0, 0, 0);
		syscall(SYS_arch_prctl, ARCH_SET_CPUID, 1);
	}
}

static void insn_resume(void)
{
	if (trapping) {
		syscall(SYS_arch_prctl, ARCH_SET_CPUID, 0);
		prctl(PR_SET_TSC, PR_TSC_SIGSEGV, 0, 0, 0);
	}
}

typedef int exec_fn(const char *, char *const[], char *const[]);

static int exec_untrapped(const char *name, const char *path, char *const argv[], char *const envp[])
{
	exec_fn *real = (exec_fn *)pl_next(name);
	int rc, e;

	insn_release();
	rc = real(path, argv, envp);
	e = errno;
	insn_resume();
	errno = e;
	return rc;
}

int execve(const char *path, char *const argv[], char *const envp[])
{
	return exec_untrapped("execve", path, argv, envp);
}

int execvpe(const char *file, char *const argv[], char *const envp[])
{
	return exec_untrapped("execvpe", file, argv, envp);
}

int execv(const char *path, char *const argv[])
{
	return execve(path, argv, environ);
}

int execvp(const char *file, char *const argv[])
{
	return execvpe(file, argv, environ);
}

void insn_init(void)
{
	struct sigaction sa;

	if (!getenv("FAKEMACHINE_INSN"))
		return;
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_segv;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	if (sigaction(SIGSEGV, &sa, NULL) || syscall(SYS_arch_prctl, ARCH_SET_CPUID, 0) ||
	    prctl(PR_SET_TSC, PR_TSC_SIGSEGV, 0, 0, 0)) {
		perror("fakemachine: FAKEMACHINE_INSN: cannot make CPUID and RDTSC fault here");
		exit(99);
	}
	trapping = 1;
}
