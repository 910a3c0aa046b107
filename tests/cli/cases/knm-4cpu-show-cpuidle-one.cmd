"$TSNG" --replay tests/recordings/knm7255-4cpu.rec --quiet --num_iterations 1 --show CPU,C1+,C6- 2>/dev/null
