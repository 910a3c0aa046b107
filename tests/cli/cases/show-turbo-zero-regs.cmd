"$TSNG" --replay tests/recordings/zero-regs.config.rec --show-turbo
