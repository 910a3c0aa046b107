"$TSNG" --replay tests/recordings/hsw-powercap.rec --quiet --no-perf --show CPU,PkgWatt 2>/dev/null
