# A limit reason log bit already set when the run starts is the register's "since boot or the last clear"
# state (the tool never clears it): said once at start, never reported per interval; one set mid-run is.
# tests/fakemachine/hsw-2cpu-limits.machine, SDM vol. 4 table 2-29 (log bit = status bit + 16):
#   MSR_CORE_PERF_LIMIT_REASONS 0x690 = 0x00020400 at start: bit 17 (Thermal's log) already set -> the
#     start-up line names Thermal; CoreLog "." in interval 1 (nothing logged since the start)
#   from 1.5 s 0x08020C00: bit 27 (PL2's log, 11 + 16) newly set -> CoreLog "2" in interval 2; Thermal's
#     log is still set and still not shown.  GFX 0x6B0 = 1 and RING 0x6B1 = 0 log nothing: no line.
# The same in text (stderr line), CSV and JSON (the package's cells; the JSON config record carries the
# register as read at start, thermal_log true), and Prometheus (the logged bits shifted to [15:0]: 0, then
# PL2's bit 11 = 2048).
sh tests/fakemachine/run.sh hsw-2cpu-limits "$TSNG" --interval 1 --num_iterations 2 --show CPU,CoreLog 2>&1 >/dev/null | grep 'logged before'
sh tests/fakemachine/run.sh hsw-2cpu-limits "$TSNG" --quiet --interval 1 --num_iterations 2 --show CPU,CoreLim,CoreLog --format csv 2>/dev/null | grep ',0,0,0,0,'
sh tests/fakemachine/run.sh hsw-2cpu-limits "$TSNG" --quiet --interval 1 --num_iterations 2 --show CPU,CoreLim,CoreLog --format json 2>/dev/null >"$TMPDIR/j"
grep -o '"MSR_CORE_PERF_LIMIT_REASONS"[^}]*"thermal_log":[a-z]*' "$TMPDIR/j" | grep -o '"thermal_log":[a-z]*'
grep -o '"packages":\[{[^]]*\]' "$TMPDIR/j"
sh tests/fakemachine/run.sh hsw-2cpu-limits "$TSNG" --quiet --interval 1 --num_iterations 2 --show CPU,CoreLog --format prometheus 2>/dev/null | grep '^turbostat_core_perf_limit_reasons_logged'
