"$TSNG" --replay tests/recordings/knm7255-4cpu.rec --quiet --num_iterations 1 --format json --show CPU,Busy% --add msr0x34,u32,raw --add msr0x3FF,core,C6d 2>/dev/null
