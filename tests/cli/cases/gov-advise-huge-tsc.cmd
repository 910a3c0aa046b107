"$TSNG" --replay tests/recordings/smythies-2016-huge-tsc.rec --quiet --governor pid:holdoff=3 --show CPU,Busy%,Gov_PS 2>/dev/null
