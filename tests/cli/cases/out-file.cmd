d=$(mktemp -d) && "$TSNG" --replay tests/recordings/hsw-ult.rec --quiet --num_iterations 1 --show Busy% --out "$d/o" 2>/dev/null && echo "stdout above is empty" && cat "$d/o"; rm -rf "$d"
