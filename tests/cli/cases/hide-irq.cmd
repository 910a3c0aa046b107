"$TSNG" --replay tests/recordings/vm-2cpu.rec --quiet --hide IRQ,TSC_MHz 2>/dev/null
