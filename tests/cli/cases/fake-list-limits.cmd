# --list turns on every column (turbostat 2026.02 bic_set_all()); on hsw-2cpu-limits that includes the limit
# reason columns in our own name, but invoked as turbostat only turbostat's columns.  The Haswell client's RAPL
# set has PkgWatt and no PKG_% (turbostat hsw_features: RAPL_PKG without RAPL_PKG_PERF_STATUS).
d=$(mktemp -d); ln -s "$TSNG" "$d/turbostat"; for b in "$d/turbostat" "$TSNG"; do sh tests/fakemachine/run.sh hsw-2cpu-limits "$b" --list 2>/dev/null; done; rm -rf "$d"
