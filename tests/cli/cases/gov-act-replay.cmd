{ "$TSNG" --replay tests/recordings/smythies-2016.rec --governor pid --act 2>&1 >/dev/null; echo "rc=$?"; } | sed -n '1p;$p'
