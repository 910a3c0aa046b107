# --sim-warmup 0: the run's start (the lowest P-state up to the first tick or timer) is counted, as worked out here.
# The kernel's userspace governor, added as gov/userspace.c and one registry row (issue 34
# point 2): a cpufreq governor, so acpi-cpufreq runs it; an active driver does not.  On skl-4c
# (0.8 GHz min) the policy starts at P8; the first update, at the first 4 ms tick of the 0.1 s
# steady run, asks for scaling_setspeed, 2000000 kHz -> P20 (RELATION_L on the 100 MHz table):
# P8 4% and P20 96% of busy time, 0.04 x 800 + 0.96 x 2000 = 1952 MHz.  Without setspeed_khz it
# keeps policy->cur as it started (cpufreq_userspace_policy_start): P8 throughout, 800 MHz.
"$TSNG" --simulate steady --sim-warmup 0 --part skl-4c --governor userspace:driver=acpi-cpufreq,setspeed_khz=2000000 --governor userspace:driver=acpi-cpufreq --sim-seconds 0.1 | grep -E '^(avg busy MHz|P[0-9]+) '
"$TSNG" --simulate steady --part skl-4c --governor userspace:driver=hwp-active --sim-seconds 0.1
echo "rc=$?"
