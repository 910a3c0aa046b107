# --part with a / reads a part file: a key it does not know is refused with its line, exit 2;
# so is a file that is not there, a directory, and --calibrate-power with --replay.
d=$(mktemp -d)
printf 'part x\ncolour blue\n' >"$d/bad.part"
out=$("$TSNG" --simulate steady --part "$d/bad.part" --governor pid 2>&1); echo "rc=$? $out" | sed "s|$d|DIR|"
out=$("$TSNG" --simulate steady --part "$d/none.part" --governor pid 2>&1); echo "rc=$? $out" | sed "s|$d|DIR|"
out=$("$TSNG" --simulate steady --part "$d/" --governor pid 2>&1); echo "rc=$? $out" | sed "s|$d|DIR|"
out=$("$TSNG" --calibrate-power "$d/x.part" --replay tests/recordings/smythies-2016.rec 2>&1); echo "rc=$? $out" | sed "s|$d|DIR|"
rm -rf "$d"
