"$TSNG" --replay tests/recordings/tr1950x-smn.rec --quiet --smn --show CPU,PkgTmp,CCDTmp 2>/dev/null
