d=$(mktemp -d); ln -s "$TSNG" "$d/turbostat"; for o in --frobnicate -H -P --IPC; do { PATH="$d:$PATH" turbostat $o 2>&1 >/dev/null; echo "rc=$?"; } | sed -n '1,2p;$p'; done; rm -rf "$d"
