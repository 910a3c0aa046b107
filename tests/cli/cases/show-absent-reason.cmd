# A column or group named in --show that this run has no value for gets a line saying why, as the
# start-up line does for what cannot be measured (turbostat drops it without a word).  hsw-ult.rec
# (its header): no RAPL registers, so no PkgWatt; CPUID.6.EAX 0x77, [7] clear: no HWP, and it is
# Intel, so no CPPC request either; no IA32_THERM_STATUS (0x19C): CoreTmp unreadable.
"$TSNG" --replay tests/recordings/hsw-ult.rec --quiet --num_iterations 1 --show Busy%,PkgWatt,hwp,CoreTmp
