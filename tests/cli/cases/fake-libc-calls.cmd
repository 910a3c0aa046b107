# The calls upstream turbostat makes where turbostat-ng opens and reads (tests/fakemachine/libc.c,
# insn.c), on skx-8cpu-smt (topology 2 2 2: cpu = thread * 4 + pkg * 2 + core): turbostat-ng's own
# view of the topology first, then tests/fakemachine/probe.py's through fopen(), stat(), access(),
# euidaccess(), sched_getcpu(), setrlimit() and the trapped instructions (FAKEMACHINE_INSN; the host
# must offer CPUID faulting, the cpuid_fault flag).  Worked from the description: cpu6 is package 1
# core 0 with cpu2, so thread_siblings is bits 2 and 6, 0x44, two hex digits for 8 possible CPUs
# (bitmap_string() in the kernel's vsprintf.c); there is no cpu8 and no msr_safe device; nodes are 0600 character
# devices, sysfs files 0444, never writable.  CPUID leaf 1 as skx-2cpu's with EBX[31:24] cpu6's APIC
# id 5: 0x05000800; leaf 6 ignores ECX (0x77, 0x2, 0x9, 0); leaf 7 subleaf 1 is not described: 0.
# RDTSC is MSR 0x10, 0 + 2,400,000,000 a second: 0 at the start, 2400000000 after the 1 s sleep;
# RDTSCP's TSC_AUX is the CPU, 6.
sh tests/fakemachine/run.sh skx-8cpu-smt "$TSNG" --quiet --interval 1 --num_iterations 1 --show Package,Core,CPU 2>&1 | grep -v -e 'Insanely slow TSC' -e '^turbostat-ng: implausible:'; FAKEMACHINE_INSN=1 sh tests/fakemachine/run.sh skx-8cpu-smt python3 tests/fakemachine/probe.py 2>&1
