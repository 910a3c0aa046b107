# --hide LLC, as turbostat 2026.02's own perf warning suggests ("use '--hide LLC' or '--no-perf'"): there
# is no LLC column (the groups are llc and cache) and upstream refuses it ("Counter 'LLC' can not be
# skipped.", status 234); turbostat-ng takes it as the llc group (man page), so both lines below lack
# knm7255-4cpu's LLC columns (the recording counts LLC references and misses: they are shown without it).
d=$(mktemp -d); ln -s "$TSNG" "$d/turbostat"; "$d/turbostat" --replay tests/recordings/knm7255-4cpu.rec --quiet --num_iterations 1 -S 2>/dev/null | head -1 | grep -o 'LLC[^	]*' | tr '\n' ' '; echo; for h in llc LLC; do "$d/turbostat" --replay tests/recordings/knm7255-4cpu.rec --quiet --num_iterations 1 --hide $h -S 2>/dev/null | head -1; done; rc=$?; rm -rf "$d"; exit $rc
