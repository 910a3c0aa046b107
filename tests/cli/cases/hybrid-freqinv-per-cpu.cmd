"$TSNG" --replay tests/recordings/adl-hybrid-nosmt.rec --quiet --show CPU,Busy%,Bzy_MHz,FreqInv 2>/dev/null
