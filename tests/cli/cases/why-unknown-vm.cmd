# A KVM guest without the msr driver (tests/recordings/vm-intel-nomsr.rec, CPUID.1.ECX[31] set):
# no APERF, so no busy frequency ("?"), Busy% 30 from /proc/stat (not idle); the verdict is
# "unknown" and names what is missing.
"$TSNG" --quiet --replay tests/recordings/vm-intel-nomsr.rec --why 2>/dev/null
