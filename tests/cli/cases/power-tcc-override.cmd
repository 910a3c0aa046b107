"$TSNG" --replay tests/recordings/hsw-i7-4770.rec --quiet --TCC 90 --num_iterations 1 --show CPU,CoreTmp,PkgTmp 2>/dev/null
