# intel_pstate's driver-wide limits (Documentation/admin-guide/pm/intel_pstate.rst, Global
# Attributes).  why-policy-pct: max_perf_pct 60 of the highest turbo ratio 30 (cpuinfo_max_freq
# 3000000 kHz / 100 MHz) = 18, rounded up (intel_pstate_update_perf_limits(): DIV_ROUND_UP),
# 1800 MHz, where both CPUs run; their scaling_max_freq is the turbo's.  why-policy-noturbo:
# no_turbo 1, both CPUs at the base 2400 MHz (ratio 24 x 100; dAPERF = dMPERF), scaling_max_freq
# gone down to 2400000 with it; turbo off at start-up by that switch alone leaves 3000 as the limit.
for m in why-policy-pct why-policy-noturbo; do
	sh tests/fakemachine/run.sh $m "$TSNG" --quiet --interval 1 --num_iterations 1 --why
done
