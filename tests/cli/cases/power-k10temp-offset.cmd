"$TSNG" --replay tests/recordings/tr1950x-k10temp.rec --quiet --show CPU,PkgTmp 2>/dev/null
