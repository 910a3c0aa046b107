# groups as turbostat.c bic_groups_init(): the C0 columns and Die%c6 are hwidle (so idle), CPU%c1e is in no group
"$TSNG" --replay tests/recordings/mtl-155h-pmt.rec --quiet --show hwidle && "$TSNG" --replay tests/recordings/cwf-pmt-c1e.rec --quiet --hide idle && "$TSNG" --replay tests/recordings/cwf-pmt-c1e.rec --quiet --show idle
