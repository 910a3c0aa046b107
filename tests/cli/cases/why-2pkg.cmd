# Two packages (tests/recordings/top-2pkg.rec, values worked there): a line each, named by its
# package id, with its own Bzy_MHz (3000 and 2400) and active-core limit: Busy% 45 and 30 of 2
# cores round to 1 active core, whose limit is the skx-gold turbo table's 35 (its 2-core group)
# x 100 MHz.  Skylake-SP's limit reasons are not read (turbostat's platform table): unknown,
# saying so; the CPUs' own verdicts are the same or idle (cpu6, 5 %): no CPU line.
"$TSNG" --quiet --replay tests/recordings/top-2pkg.rec --why --num_iterations 1
