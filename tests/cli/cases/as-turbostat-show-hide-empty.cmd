# turbostat 2026.02 cmdline(): --show sets bic_enabled to Busy%, --hide clears it; nothing is left, so
# print_header() and each row print only their newline: one for the header, the summary and each of
# hsw-ult.rec's 4 CPUs, exit 0 (our own name: an error, show-hide-empty)
d=$(mktemp -d); ln -s "$TSNG" "$d/turbostat"; "$d/turbostat" --replay tests/recordings/hsw-ult.rec --quiet --num_iterations 1 --show Busy% --hide Busy%; rc=$?; rm -rf "$d"; exit $rc
