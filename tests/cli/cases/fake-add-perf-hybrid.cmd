# --add perf/cpu/EVENT on a hybrid part (tests/fakemachine/adl-2cpu-hybrid-l2.machine, no "cpu" PMU): turbostat
# 2026.02 added_perf_counters_init_() turns "cpu" into the CPU's own core PMU, cpu_core or cpu_atom; here each
# CPU opens cpu_core/instructions or cpu_atom/instructions.  Deltas over 1 s: cpu0 624,000,000, cpu1
# 480,000,000, summary (delta: the sum) 1,104,000,000.
sh tests/fakemachine/run.sh adl-2cpu-hybrid-l2 "$TSNG" --quiet --interval 1 --num_iterations 1 --show CPU --add perf/cpu/instructions,cpu,delta,INST 2>/dev/null
