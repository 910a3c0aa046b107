"$TSNG" --quiet --replay tests/recordings/vm-2cpu.rec --record /dev/full --num_iterations 1 >/dev/null
