# The package energy counter wraps every 3.2 s (fault-rapl-wrap.machine: 80 W in 2^-24 J units,
# 32 bits) and the interval is 10 s, three wraps each: the reads between intervals (every half of
# the 2^32 * 2^-24 / 135 W = 1.9 s range) keep PkgWatt at 80.00; RAMWatt 10.00 as before.
sh tests/fakemachine/run.sh fault-rapl-wrap "$TSNG" --quiet --interval 10 --num_iterations 2 --show CPU,Busy%,PkgWatt,RAMWatt
