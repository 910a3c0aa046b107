"$TSNG" --replay tests/recordings/regress/tjmax-guess.rec --quiet --show CPU,CoreTmp,PkgTmp 2>&1; "$TSNG" --replay tests/recordings/regress/tjmax-guess.rec --quiet --show CPU,Busy% 2>&1
