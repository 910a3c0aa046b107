# turbostat 2026.02 verify_deferred_consumed(): a --show name that is no column, group or idle state is
# "Counter 'X' can not be added." and exit(-EINVAL), status 234 (our own name: one line, exit 2: show-unknown)
d=$(mktemp -d); ln -s "$TSNG" "$d/turbostat"; "$d/turbostat" --replay tests/recordings/knm7255-4cpu.rec --quiet --num_iterations 1 --show CPU,Bogus; rc=$?; rm -rf "$d"; exit $rc
