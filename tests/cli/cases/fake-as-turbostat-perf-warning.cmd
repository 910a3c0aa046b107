# Invoked as turbostat where perf cannot count (tests/fakemachine/skx-2cpu.machine has no perf PMU): turbostat
# 2026.02 check_perf_access() warns once for the IPC counter (has_perf_instr_count_access()) and turns perf
# off, so the LLC check (has_perf_llc_access(), which returns 0 silently under no_perf) says nothing; with
# --hide IPC the LLC warning comes instead; --no-perf, or IPC and LLC both hidden, warn of nothing.  In our own
# name the start-up "missing" line speaks instead: no such warning.
d=$(mktemp -d); ln -s "$TSNG" "$d/turbostat"
for a in "" "--hide IPC" "--no-perf" "--hide IPC,llc"; do echo "[$a]"; sh tests/fakemachine/run.sh skx-2cpu "$d/turbostat" --quiet -n 1 -i 1 $a 2>&1 >/dev/null | grep -e 'Failed to access' -e 'Run as root'; done
echo "[own name]"; sh tests/fakemachine/run.sh skx-2cpu "$TSNG" --quiet -n 1 -i 1 2>&1 >/dev/null | grep -c 'Failed to access'
rm -rf "$d"
