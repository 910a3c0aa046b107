"$TSNG" --replay tests/recordings/implausible/clean.rec --quiet --show CPU,Avg_MHz,Busy%,Bzy_MHz,CPU%c1,CPU%c6,CPU%c7,Pkg%pc6,PkgWatt,CoreTmp 2>&1
