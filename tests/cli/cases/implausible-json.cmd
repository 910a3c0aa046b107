"$TSNG" --replay tests/recordings/implausible/rapl-power.rec --quiet --format json 2>&1 | grep -o "\"flags\".*"
