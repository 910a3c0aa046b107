# One interval of each cause of tests/gen-why-rec.sh (its table gives each state's values):
# PROCHOT at 800 MHz (8/34 of the 3400 MHz TSC), thermal 3000 at PkgTmp 99, EDP 3600, PL2 3700
# at 105 W (1,720,320 counts of 1/16384 J) against PL2 105 W, max turbo 3900, then idle twice:
# Busy% 1.0 (dMPERF = dTSC / 100) at 800 MHz, whose 0.02 active cores round to the 1-core limit
# 39 (3900 MHz); 100 % busy is 2 active cores: also 39.
sh tests/gen-why-rec.sh prochot thermal edp pl2 maxturbo idle:2 >"$TMPDIR/w.rec" && "$TSNG" --quiet --replay "$TMPDIR/w.rec" --format why
