# turbostat 2026.02 reads -n with strtoul(optarg, NULL, 0): what reads as 0 is
# errx(-1, "invalid iteration count: %s"), status 255 (our own name: exit 2, num-iterations cases)
d=$(mktemp -d); ln -s "$TSNG" "$d/turbostat"; "$d/turbostat" --replay tests/recordings/knm7255-4cpu.rec --quiet -n abc; rc=$?; rm -rf "$d"; exit $rc
