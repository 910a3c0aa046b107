{ "$TSNG" --frobnicate 2>&1 >/dev/null; echo "rc=$?"; } | sed -n '1p;$p'
