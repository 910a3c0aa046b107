# One register value, two layouts: tests/prom/gen-limits-rec.sh's pl1 state (0x690 = 0x04000400, bit 10 and its log
# 26) on its Haswell client, and the same recording with CPUID(1).EAX 0x306f2 (family 6 model 0x3F: Haswell-EP).
# The client's bit 10 is PL1 (SDM vol. 4 table 2-29): 3 intervals of reason pl1; Haswell-EP's is the multi-core
# turbo limit (the Xeon E5 v3 table, vol. 3C table 35-30 of 2016): 3 of max_turbo, and no pl1 series at all.
# Then Haswell-EP's CoreLim letter for it, M, and its reasons' names (E5 v3 table: pbm 2, pcs 3, below_p1 13,
# below_turbo 14, below_request 15; no graphics 4 or domain_power 9 there).
sh tests/prom/gen-limits-rec.sh pl1 4 1 >"$TMPDIR/c.rec" && sed 's/^cpuid 0 0x1 0 0x000306c3 /cpuid 0 0x1 0 0x000306f2 /' "$TMPDIR/c.rec" >"$TMPDIR/x.rec" && for r in c x; do echo "$r:"; "$TSNG" --replay "$TMPDIR/$r.rec" --quiet --format prometheus --num_iterations 3 2>/dev/null | awk '/^# interval 3/ { last = 1 } last && /^turbostat_core_perf_limit_intervals_total/ && !/ 0 [0-9]+$/ { sub(/ [0-9]+$/, ""); print }'; done
"$TSNG" --replay "$TMPDIR/x.rec" --quiet --num_iterations 1 --show CPU,CoreLim,LimPL1,LimMaxTurbo 2>/dev/null | head -2
"$TSNG" --replay "$TMPDIR/x.rec" --quiet --format prometheus --num_iterations 1 2>/dev/null | sed -n 's/^turbostat_core_perf_limit_intervals_total{.*reason="\([a-z_0-9]*\)".*/\1/p' | tr '\n' ' '; echo
