"$TSNG" --replay tests/recordings/implausible/ipc-zero.rec --quiet 2>&1 >/dev/null
