# A CPU policy held below the turbo limit (tests/fakemachine/why-policy-cap.machine): both CPUs
# busy (dMPERF = dTSC, 2,400,000,000 a second) at 2400 x 1.8 / 2.4 = 1800 MHz (dAPERF/dMPERF),
# scaling_max_freq 1800000 kHz = 1800 MHz on both; the 2-core turbo limit is ratio 30 (0x1AD
# 0x1E1E1E1E) x 100 MHz = 3000, and 1800 is below 3000 - 50 and within 100 MHz of 1800: the policy.
# No limit reason set (0x690 = 0).  Two 1 s intervals: for 1 s, for 2 s.
sh tests/fakemachine/run.sh why-policy-cap "$TSNG" --quiet --interval 1 --num_iterations 2 --why
