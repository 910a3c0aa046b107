"$TSNG" --quiet --replay tests/recordings/zero-regs.config.rec
