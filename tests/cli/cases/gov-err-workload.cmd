"$TSNG" --simulate sleepy --governor pid
