# A CPU's own verdict where it differs from its package's: tests/recordings/skx-gold.rec with
# cpu0's IA32_HWP_REQUEST EPP [31:24] set to 255 (0xFF00230A: min 10, max 35, desired 0; SDM
# vol. 3B 15.4.4).  The package (Busy% 2.86, worked in the recording) is idle; cpu0 is 50 % busy
# at 2800 MHz, below its 1-core limit 35 x 100 = 3500 MHz, its maximum 35 not below it, its EPP
# above 128: "EPP 255".  The other CPUs are idle (2 %): no line.  The part has no limit reason
# register that turbostat reads, which the idle package verdict does not need.
sed 's/^msr 0 0x774 0x8000230A$/msr 0 0x774 0xFF00230A/' tests/recordings/skx-gold.rec >"$TMPDIR/w.rec" &&
"$TSNG" --quiet --replay "$TMPDIR/w.rec" --why
