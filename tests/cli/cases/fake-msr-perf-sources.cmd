# The cheapest source per counter (skx-2cpu-msr-perf: msr driver and perf PMUs).  APERF, MPERF,
# the TSC, core and package C-states and RAPL energy come from perf groups (one read per PMU per
# CPU, core or package, instead of one pread per register); the temperatures and the RAPL
# throttle time have no perf event and stay MSRs.  With --no-perf every one is an MSR and the
# TSC is rdtsc.  --list keeps turbostat's one comma-separated line on standard output; --debug
# puts the sources on standard error.
for o in "" --no-perf; do sh tests/fakemachine/run.sh skx-2cpu-msr-perf "$TSNG" --quiet --list --debug $o 2>&1 >/dev/null | grep -E "^(Busy%|CPU%c6|Pkg%pc2|PkgWatt|RAMWatt|CoreTmp|PKG_%):"; done
sh tests/fakemachine/run.sh skx-2cpu-msr-perf "$TSNG" --quiet --list --debug 2>/dev/null
