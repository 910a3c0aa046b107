# The live path on a fake tree (tests/sysroot/drm-xe): Xe card0 whose gt0 says "gt0-mc", so gt0 is
# the media GT (SAMMHz 500, SAMAMHz 450 from gt0/freq0) and gt1 the render GT (GFXMHz 1950,
# GFXAMHz 1900 from gt1/freq0), as turbostat.c probe_graphics() swaps them; no
# low_power_idle_system_residency_us, so SYS%LPI reads debugfs pmc_core/slp_s0_residency_usec.
# The files do not change, so every residency is 0.00.  The run is recorded and replayed: the
# recording holds the probe's files, and the replay prints the same.
T=$(mktemp -d); S="--num_iterations 1 --interval 0.1 --quiet --Summary --show GFX%rc6,GFXMHz,GFXAMHz,SAM%mc6,SAMMHz,SAMAMHz,CPU%LPI,SYS%LPI"
TSNG_SYSROOT=tests/sysroot/drm-xe "$TSNG" $S --record $T/r.rec 2>/dev/null | tr '\t' ' '
echo "replayed:"; "$TSNG" --replay $T/r.rec $S 2>/dev/null | tr '\t' ' '
grep -c "^file /sys/class/drm/card0/device/tile0/gt1/freq0/cur_freq = 1950" $T/r.rec; rm -rf $T
