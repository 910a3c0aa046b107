d=$(mktemp -d) && "$TSNG" --replay tests/recordings/hsw-ult.rec --num_iterations 1 --show Busy% --out "$d/o" && echo "stdout and stderr above are empty" && cat "$d/o"; rm -rf "$d"
