# The start-up report of turbostat 2026.02 from a recording (tests/recordings/hsw-i7-4770-report.rec,
# whose header works out every line from turbostat.c's printf formats): as turbostat on standard
# error, nothing under --quiet, into the --out file with the intervals, and in our own name the
# brief lines (RAPL, POWER_INFO, TEMPERATURE_TARGET) without --debug.
T=$(mktemp -d); ln -s "$TSNG" $T/turbostat
$T/turbostat --replay tests/recordings/hsw-i7-4770-report.rec --num_iterations 1 --show PkgWatt
$T/turbostat --replay tests/recordings/hsw-i7-4770-report.rec --num_iterations 1 --show PkgWatt --quiet
$T/turbostat --replay tests/recordings/hsw-i7-4770-report.rec --num_iterations 1 --show PkgWatt --out $T/o 2>/dev/null; echo "--out:"; grep -c "" $T/o; grep -E "PKG Limit #2|^PkgWatt" $T/o
"$TSNG" --replay tests/recordings/hsw-i7-4770-report.rec --num_iterations 1 --show PkgWatt
rm -rf $T
