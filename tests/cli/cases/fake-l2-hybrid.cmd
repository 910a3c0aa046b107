# L2MRPS and L2%hit (and IPC, LLCMRPS, LLC%hit) on a hybrid part (tests/fakemachine/adl-2cpu-hybrid-l2.machine, Alder Lake-S, CPUID.7.EDX[15]):
# as turbostat 2026.02 perf_l2_init() does, each CPU opens raw event 0x24 on its own core type's PMU with that
# type's umask: cpu0 on cpu_core (0xff24 requests, 0xdf24 hits), cpu1 on cpu_atom (0x24, 0x224).
#   L2MRPS = requests per second / 10^6: cpu0 120,000,000 -> 120, cpu1 30,000,000 -> 30, summary the sum 150
#   L2%hit = hits / requests: cpu0 96/120 = 80.00, cpu1 12/30 = 40.00, summary (96 + 12)/(120 + 30) = 72.00
# (a wrong PMU fails to open, a wrong umask reads the decoy 999).  Busy% from msr/mperf over msr/tsc as in
# skx-2cpu-perf: 10.00, 50.00, summary 30.00.  IPC and LLC, which turbostat opens as PERF_TYPE_HARDWARE
# events the kernel gives each CPU's core PMU, from cpu_core's and cpu_atom's events/ (no "cpu" PMU here):
#   IPC = instructions / APERF cycles: cpu0 624M/312M = 2.00, cpu1 480M/960M = 0.50, summary 1104/1272 = 0.87
#   LLCMRPS cpu0 20, cpu1 4, summary 24; LLC%hit (20 - 5)/20 = 75.00, (4 - 3)/4 = 25.00, (24 - 8)/24 = 66.67
# Live, then recorded and replayed: the same table.
t=$(mktemp -d); sh tests/fakemachine/run.sh adl-2cpu-hybrid-l2 "$TSNG" --quiet --interval 1 --num_iterations 1 --show CPU,Busy%,IPC,LLCMRPS,LLC%hit,L2MRPS,L2%hit --record "$t/r.rec" 2>/dev/null; "$TSNG" --replay "$t/r.rec" --quiet --show CPU,Busy%,IPC,LLCMRPS,LLC%hit,L2MRPS,L2%hit 2>/dev/null; rm -rf "$t"
