# A machine without /dev/cpu_dma_latency or /sys/class/powercap (tests/fakemachine/skx-2pkg-report.machine
# describes neither): as turbostat, print_rapl_sysfs()'s warning always, print_dev_latency()'s only with
# --debug (turbostat's warnx() texts); in our own name with --debug the powercap warning under our name;
# the JSON record says the latency did not read (null).
t=$(mktemp -d); ln -s "$TSNG" $t/turbostat
sh tests/fakemachine/run.sh skx-2pkg-report "$t/turbostat" --debug -n 1 -i 1 --show PkgWatt 2>&1 >/dev/null | grep -E "dma|powercap"
echo ---
sh tests/fakemachine/run.sh skx-2pkg-report "$t/turbostat" -n 1 -i 1 --show PkgWatt 2>&1 >/dev/null | grep -E "dma|powercap"
echo ---
sh tests/fakemachine/run.sh skx-2pkg-report "$TSNG" --debug -n 1 -i 1 --show PkgWatt 2>&1 >/dev/null | grep -E "dma|powercap"
echo ---
sh tests/fakemachine/run.sh skx-2pkg-report "$TSNG" --format json -n 1 -i 1 --show PkgWatt 2>/dev/null | head -1 | grep -o '{"name":"/dev/cpu_dma[^}]*}}'
rm -rf "$t"
