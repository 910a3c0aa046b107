# --why on a hand-made Haswell recording (tests/gen-why-rec.sh: values and arithmetic there):
# 2 healthy, 3 PL1, 2 PL1+thermal intervals of 1 s; both CPUs 100 % busy, so the turbo limit
# is the 2-active-core one, 39 x 100 MHz = 3900.  "for N s" counts the consecutive intervals of
# one verdict and starts again at a new one; with PL1 and thermal both set, thermal (rank 2)
# wins over PL1 (rank 5).  PL1 84 W is MSR_PKG_POWER_LIMIT's; PkgTmp 100 - 1 = 99.
sh tests/gen-why-rec.sh healthy:2 pl1:3 pl1+thermal:2 >"$TMPDIR/w.rec" && "$TSNG" --quiet --replay "$TMPDIR/w.rec" --why
