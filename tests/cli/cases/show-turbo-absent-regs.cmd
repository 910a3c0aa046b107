"$TSNG" --replay tests/recordings/absent-regs.rec --show-turbo
