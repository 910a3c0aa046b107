"$TSNG" --replay tests/recordings/smythies-2016.rec --governor pid --act
