# CoreThrMs and PkgThrMs: tests/prom/gen-limits-rec.sh's thermal state, 1 s snapshots whose
# thermal_throttle core_ and package_throttle_total_time_ms rise 1000 a second on both CPUs
# (throttled throughout): 1000 ms a row; the summary takes the largest core's and the sum of
# the one package's; the package column on its first CPU only.  CoreLim: bit 1, T.
sh tests/prom/gen-limits-rec.sh thermal 3 1 >"$TMPDIR/t.rec" && "$TSNG" --quiet --replay "$TMPDIR/t.rec" --show CPU,CoreThrMs,PkgThrMs,CoreLim --num_iterations 1
