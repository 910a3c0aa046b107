# -N 0x0: base 0 reads 0x0 as 0: errx(-1, "invalid header iteration count: %s"), status 255
d=$(mktemp -d); ln -s "$TSNG" "$d/turbostat"; "$d/turbostat" --replay tests/recordings/knm7255-4cpu.rec --quiet -N 0x0; rc=$?; rm -rf "$d"; exit $rc
