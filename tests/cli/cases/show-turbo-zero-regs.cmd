"$TSNG" --replay tests/recordings/zero-regs.rec --show-turbo
