"$TSNG" --replay tests/recordings/knm7255-4cpu.rec --quiet --num_iterations 1 --show CPU,Busy% --add msr0x34,u32,raw --add msr0xE7,MP --hide MP 2>/dev/null
