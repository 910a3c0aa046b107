"$TSNG" --replay tests/recordings/vm-slow-tsc.rec --quiet 2>&1 >/dev/null | grep -v "no /dev/cpu"; "$TSNG" --replay tests/recordings/vm-slow-tsc.rec --quiet 2>/dev/null
