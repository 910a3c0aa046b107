# The limit reasons and the HWP request in the Prometheus exposition (gauges, package or CPU labels):
# hsw-2cpu-limits second interval: core status bits 10 and 11 = 1024 + 2048 = 3072, PL2's log (bit 27)
# since the start shifted to bit 11 = 2048, gfx PROCHOT = 1; skx-2cpu-hwp: cpu0 min 8 max 42, cpu1 min 12
# max 30, package min 10 (fake-hwp-request).
sh tests/fakemachine/run.sh hsw-2cpu-limits "$TSNG" --quiet --interval 1 --num_iterations 2 --show CPU,limits --format prometheus 2>/dev/null | grep -E '^turbostat_(core|gfx)_perf_limit_reasons' | tail -4
sh tests/fakemachine/run.sh skx-2cpu-hwp "$TSNG" --quiet --interval 1 --num_iterations 1 --show CPU,hwp --format prometheus 2>/dev/null | grep -E '^turbostat_hwp_(package_)?request_m(in|ax)_perf'
