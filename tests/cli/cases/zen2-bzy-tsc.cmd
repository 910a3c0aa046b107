"$TSNG" --replay tests/recordings/regress/zen2-vm-tsc-bzy.rec --quiet --show CPU,Avg_MHz,Busy%,Bzy_MHz,TSC_MHz
