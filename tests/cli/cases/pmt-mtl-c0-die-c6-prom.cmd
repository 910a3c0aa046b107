# Prometheus: counters in seconds: 1.2, 0.9, 0.25, 0.15 s of C0 and 0.35 s of die C6 in the recording's 1 s interval
"$TSNG" --replay tests/recordings/mtl-155h-pmt.rec --quiet --format prometheus --num_iterations 1 | grep -E 'c0_residency|die_cstate'
