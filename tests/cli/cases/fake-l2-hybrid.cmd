# L2MRPS and L2%hit on a hybrid part (tests/fakemachine/adl-2cpu-hybrid-l2.machine, Alder Lake-S, CPUID.7.EDX[15]):
# as turbostat 2026.02 perf_l2_init() does, each CPU opens raw event 0x24 on its own core type's PMU with that
# type's umask: cpu0 on cpu_core (0xff24 requests, 0xdf24 hits), cpu1 on cpu_atom (0x24, 0x224).
#   L2MRPS = requests per second / 10^6: cpu0 120,000,000 -> 120, cpu1 30,000,000 -> 30, summary the sum 150
#   L2%hit = hits / requests: cpu0 96/120 = 80.00, cpu1 12/30 = 40.00, summary (96 + 12)/(120 + 30) = 72.00
# (a wrong PMU fails to open, a wrong umask reads the decoy 999).  Busy% from msr/mperf over msr/tsc as in
# skx-2cpu-perf: 10.00, 50.00, summary 30.00.  Live, then recorded and replayed: the same table.
t=$(mktemp -d); sh tests/fakemachine/run.sh adl-2cpu-hybrid-l2 "$TSNG" --quiet --interval 1 --num_iterations 1 --show CPU,Busy%,L2MRPS,L2%hit --record "$t/r.rec" 2>/dev/null; "$TSNG" --replay "$t/r.rec" --quiet --show CPU,Busy%,L2MRPS,L2%hit 2>/dev/null; rm -rf "$t"
