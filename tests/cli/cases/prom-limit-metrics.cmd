# tests/prom/gen-limits-rec.sh's prochot and AMD's real-zen4-7950x.rec, worked in the generator:
# 3 intervals of 1 s with PROCHOT (0x690 bit 0) set at each end -> 3 intervals of reason prochot,
# 0 of the others; thermal_throttle core/package total_time_ms +1000 a second -> 3 s throttled;
# MSR_PKG_POWER_LIMIT 0x00008348000082A0 -> PL1 672/8 = 84 W, PL2 840/8 = 105 W; 0x1A2 [23:16] 100,
# no programmable offset -> TjMax 100, offset 0; base ratio 34 -> 3.4e9 Hz.  The AMD part has none
# of the Intel limit, power-limit or TjMax families (only its version and clocks).
sh tests/prom/gen-limits-rec.sh prochot 4 1 >"$TMPDIR/p.rec" && "$TSNG" --replay "$TMPDIR/p.rec" --quiet --format prometheus --num_iterations 3 2>/dev/null | awk '/^# interval 3/ { last = 1 } /^turbostat_(build_info|base_freq|package_power_limit|tjmax|tcc_offset)/ || last && /^turbostat_(intervals_total|core_perf_limit_intervals_total|core_throttle_seconds_total|package_throttle_seconds_total)/'
echo AMD:
"$TSNG" --replay tests/recordings/real-zen4-7950x.rec --quiet --format prometheus --num_iterations 1 2>/dev/null | awk '/^turbostat_(core_perf_limit|package_power_limit|tjmax|tcc_offset|core_throttle_seconds)/ { n++ } END { print n + 0 }'
