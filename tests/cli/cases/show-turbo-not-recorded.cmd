# A register the recording does not hold is "not in this recording", not blamed on the part:
# real-zen4-7950x.rec holds no P-state definitions or HWCR, which every AMD part since family 10h
# has; a register recorded as failing (absent-regs.config.rec's 0xCE !EIO) keeps its EIO.
"$TSNG" --replay tests/recordings/real-zen4-7950x.rec --show-turbo | grep "^cpu0: MSR_"
"$TSNG" --replay tests/recordings/absent-regs.config.rec --show-turbo | grep "^cpu0: MSR_PLATFORM_INFO"
