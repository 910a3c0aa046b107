# A family 15h recording (tests/recordings/fx8350-15h.config.rec) simulates: before CPPC the
# model is acpi-cpufreq over the hardware P-states the BKDG rule decodes, performance at the
# highest (P0, CpuFid 0x1A: 4200 MHz), powersave at the lowest (CpuFid 0x0C CpuDid 1: 1400 MHz).
for g in performance powersave; do "$TSNG" --replay tests/recordings/fx8350-15h.config.rec --simulate bursty --governor $g --sim-seconds 2 | grep "^avg busy MHz"; done
