# tests/recordings/skx-gold.rec with cpu0's IA32_HWP_REQUEST maximum [15:8] lowered to 28
# (0x80001C0A; EPP 128 as recorded): 28 x 100 = 2800 MHz is below the 1-core limit 3500, so the
# request caps cpu0 (before any EPP test).  Package and other CPUs as in why-epp.
sed 's/^msr 0 0x774 0x8000230A$/msr 0 0x774 0x80001C0A/' tests/recordings/skx-gold.rec >"$TMPDIR/w.rec" &&
"$TSNG" --quiet --replay "$TMPDIR/w.rec" --why --num_iterations 1
