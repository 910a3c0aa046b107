# A core C6 counter that reads 0 keeps its column (turbostat 2026.02: a readable MSR is enough), on
# skx-2cpu-c6-zero: CPU%c6 0.00; CPU%c1 = (TSC - MPERF - c6) / TSC = (2400 - 240)/2400 = 90.00 and
# (2400 - 1200)/2400 = 50.00, summary 70.00; Busy% 10.00, 50.00, 30.00.
sh tests/fakemachine/run.sh skx-2cpu-c6-zero "$TSNG" --quiet --interval 1 --num_iterations 1 --show CPU,Busy%,CPU%c1,CPU%c6 2>&1
