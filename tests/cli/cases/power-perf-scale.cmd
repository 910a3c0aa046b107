"$TSNG" --replay tests/recordings/hsw-i7-4770-perf.rec --quiet --show CPU,PkgWatt,CorWatt,GFXWatt,CoreTmp 2>/dev/null
