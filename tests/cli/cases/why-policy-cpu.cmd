# One CPU's policy held (tests/fakemachine/why-policy-cpu1.machine): cpu0 free at 3000 MHz
# (dAPERF 3,000,000,000 / dMPERF 2,400,000,000 x 2400), cpu1 held at 1800 by scaling_max_freq
# 1800000.  The package: Bzy_MHz (3000 + 1800) / 2 = 2400, below 3000 - 50, its highest policy
# maximum 3000 no limit: "no limit (governor powersave)"; cpu1's own verdict differs, so it has a
# line, under the 1-core limit 3000.  Then the table: PolMaxMHz per CPU, the summary its highest,
# Why on the package's rows (none: the package's verdict).
sh tests/fakemachine/run.sh why-policy-cpu1 "$TSNG" --quiet --interval 1 --num_iterations 1 --why &&
sh tests/fakemachine/run.sh why-policy-cpu1 "$TSNG" --quiet --interval 1 --num_iterations 1 --show CPU,Bzy_MHz,PolMaxMHz,Why
