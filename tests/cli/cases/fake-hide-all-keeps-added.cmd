# --hide all hides every built-in column and keeps --add counters: turbostat 2026.02's "all" is bic_set_all(),
# the built-in counters only (an added counter is no BIC), so with --hide all only the added columns print.
# skx-2cpu.machine: MSR_SMI_COUNT 0x34 counts 2 per second on each CPU: delta over 1 s 2, 2, summary the sum 4.
# (Upstream prints leading added columns without delimiters, a quirk turbostat-ng does not copy: one column here.)
sh tests/fakemachine/run.sh skx-2cpu "$TSNG" --quiet --interval 1 --num_iterations 1 --hide all --add msr0x34,u32,cpu,delta,SMIC 2>/dev/null
