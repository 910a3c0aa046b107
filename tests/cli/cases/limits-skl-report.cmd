# The start-up report of tests/recordings/kbl-r-limits.rec, whose 0x64F reads 0x00010000 at start (the PROCHOT log,
# bit 16, of the SDM vol. 4 table 2-39): in our own name with --debug its line by the part's layout, and the
# one-line note of what was logged before the start; invoked as turbostat, neither (turbostat 2026.02 reads no
# limit reasons on this part: its plr_msrs are the Haswell ones).
d=$(mktemp -d); ln -s "$TSNG" "$d/turbostat"; for b in "$TSNG" "$d/turbostat"; do echo "$(basename "$b"):"; "$b" --replay tests/recordings/kbl-r-limits.rec --debug --num_iterations 1 2>&1 >/dev/null | grep '^cpu[0-9]*: MSR_[A-Z]*_PERF_LIMIT_REASONS'; done; rm -rf "$d"
