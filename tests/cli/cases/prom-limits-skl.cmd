# The exporter on tests/recordings/kbl-r-limits.rec (Skylake-client layout, SDM vol. 4 table 2-39, 0x64F):
# 3 intervals whose ends have ratl+pl1, pl1, vr_tdc+other -> pl1 2, ratl 1, vr_tdc 1, other 1, the part's other
# reasons 0; each reason under its one name (pl1 as on Haswell, whose bit 10 it shares; no edp, autonomous,
# graphics or domain_power series: this layout has no such reason).
"$TSNG" --replay tests/recordings/kbl-r-limits.rec --quiet --format prometheus --num_iterations 3 2>/dev/null | awk '/^# interval 3/ { last = 1 } last && /^turbostat_core_perf_limit_intervals_total/ { sub(/ [0-9]+$/, ""); print }' | sort
