"$TSNG" --replay tests/recordings/smythies-2016.rec --quiet --governor pid:holdoff=3 --governor pid:holdoff=12 --governor-trace --show CPU,Busy%,Bzy_MHz,Gov1_PS,Gov1_MHz,Gov2_PS,Gov2_MHz 2>&1
