# The cache columns through perf on the fake machine (spr-2cpu-cache.machine): LLCMRPS = cache-references
# per second / 10^6: cpu0 20, cpu1 4, summary the sum 24; LLC%hit = (refs - misses) / refs: (20 - 5)/20 =
# 75.00, (4 - 3)/4 = 25.00, summary (24 - 8)/24 = 66.67; L2MRPS (raw event 0x24, umask 0xFF on Sapphire
# Rapids) 100, 50, 150; L2%hit (umask 0xDF) 90/100 = 90.00, 10/50 = 20.00, 100/150 = 66.67.
# Busy% from msr/mperf over msr/tsc: 240M/2400M = 10.00, 1200M/2400M = 50.00.  --hide llc hides all four.
for h in "" "--hide llc"; do sh tests/fakemachine/run.sh spr-2cpu-cache "$TSNG" --quiet --interval 1 --num_iterations 1 --show CPU,Busy%,cache $h 2>/dev/null; done
