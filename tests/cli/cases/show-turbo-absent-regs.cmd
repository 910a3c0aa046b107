"$TSNG" --replay tests/recordings/absent-regs.config.rec --show-turbo
