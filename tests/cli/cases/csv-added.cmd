"$TSNG" --replay tests/recordings/knm7255-4cpu.rec --quiet --num_iterations 1 --format csv --show CPU,usec,C1 --add msr0x34,u32,raw 2>/dev/null
