# Plugin refusals, each one line and exit status 2: a plugin of an unknown ABI (tests/plugins/abi-wrong.c:
# TSNG_GOV_ABI + 1) is refused before anything of it is called; as root, a plugin under a
# world-writable directory that is not sticky (anyone could rename it away) is not loaded; a file
# that is not there.  --governor PLUGIN:help lists its parameters (docs/examples/race-to-idle.c's rows).
"$TSNG" --simulate steady --governor build/plugins/abi-wrong.so; echo "rc=$?"
mkdir "$TMPDIR/ww" && chmod 0777 "$TMPDIR/ww" && cp build/plugins/race-to-idle.so "$TMPDIR/ww/g.so"
"$TSNG" --simulate steady --governor "$TMPDIR/ww/g.so" 2>&1 | sed "s|$(realpath "$TMPDIR")|TMPDIR|g; s|$TMPDIR|TMPDIR|g"
"$TSNG" --simulate steady --governor ./build/plugins/none.so:busy_pct=3; echo "rc=$?"
"$TSNG" --governor build/plugins/race-to-idle.so:help; echo "rc=$?"
