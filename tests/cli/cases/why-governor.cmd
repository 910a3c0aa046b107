# No limit reason set, yet below the turbo limit: the OS's choice, and the governor it runs is
# named (cpu0's scaling_governor at start-up: powersave, given to tests/gen-why-rec.sh).  healthy
# runs at the 2-core limit 3900 MHz (no governor named); slow at 2000 (20/34 of the 3400 MHz TSC),
# below 3900 - 50.  The verdict, no limit, holds across both: 1, 2, 3 s.
sh tests/gen-why-rec.sh governor=powersave healthy slow:2 >"$TMPDIR/w.rec" && "$TSNG" --quiet --replay "$TMPDIR/w.rec" --why
