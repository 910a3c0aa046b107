# Lunar Lake, Xe gt0 "gt0-rc" (GFX) and gt1 (SAM), SYS%LPI from the debugfs fallback, worked by
# hand in the header of tests/recordings/lnl-258v-xe.rec: 80.00 800 750 90.00 1500 1450 70.00
# 25.00, in every format; prometheus counts seconds (0.5 s * 80% = 0.4, * 90% = 0.45,
# * 70% = 0.35, * 25% = 0.125) and hertz (MHz * 1e6).
for f in turbostat csv json; do "$TSNG" --replay tests/recordings/lnl-258v-xe.rec --quiet --format $f 2>/dev/null; done
"$TSNG" --replay tests/recordings/lnl-258v-xe.rec --quiet --format prometheus 2>/dev/null | grep -E "^turbostat_(gpu|cpu_low|system_low)"
