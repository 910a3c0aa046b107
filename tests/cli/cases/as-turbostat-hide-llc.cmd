# --hide LLC, as turbostat 2026.02's own perf warning suggests: there is no LLC column (the groups are llc
# and cache), so it is "Counter 'LLC' can not be skipped.", status 234, as upstream; --hide llc works.
d=$(mktemp -d); ln -s "$TSNG" "$d/turbostat"; "$d/turbostat" --replay tests/recordings/knm7255-4cpu.rec --quiet --num_iterations 1 --hide llc -S 2>/dev/null | head -1; "$d/turbostat" --replay tests/recordings/knm7255-4cpu.rec --quiet --num_iterations 1 --hide LLC; rc=$?; rm -rf "$d"; exit $rc
