"$TSNG" --replay tests/recordings/knm7255-4cpu.rec --quiet --add u32,raw
