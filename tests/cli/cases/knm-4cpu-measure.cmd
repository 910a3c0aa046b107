"$TSNG" --replay tests/recordings/knm7255-4cpu.rec --quiet --num_iterations 1 2>/dev/null
