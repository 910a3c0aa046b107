# No msr driver, perf allowed (skx-2cpu-perf.machine): APERF, MPERF, SMI and the TSC from the msr
# PMU, core and package C-states from cstate_core and cstate_pkg, each a perf group per CPU, core
# or package.  The values of fake-batch-values (the same registers); no temperatures or RAPL
# (MSR-only here), and one line says why.
sh tests/fakemachine/run.sh skx-2cpu-perf "$TSNG" --quiet --interval 1 --num_iterations 1
