d=$(mktemp -d); sed '/ 0x660 /d' tests/recordings/top-hybrid.rec >"$d/noc1.rec"; "$TSNG" --replay "$d/noc1.rec" --quiet --num_iterations 1 --show CPU,Busy%,CPU%c1,CPU%c6 2>/dev/null; rm -rf "$d"
