# Meteor Lake, i915 gt0 (GFX) and gt1 (SAM), LPI from cpuidle: every value worked by hand in the
# header of tests/recordings/mtl-155h-i915.rec (75.00, 2250, 1200, 99.50, 400, 0, 25.00, 15.00;
# then **.** for the render residency that went backwards and (neg) for the CPU LPI one; stderr names both counters).
"$TSNG" --replay tests/recordings/mtl-155h-i915.rec --quiet
