# 1024 CPUs (2 packages x 256 cores x 2 threads), 4 cpuidle states, a device-queue row per CPU in
# /proc/interrupts (1024 rows of 1024 columns: 11.5 MB), default columns, 3 intervals.  Parsed as
# it is read, the file costs a line of memory: the bound, 32 MiB, is generous (17 MiB measured; a
# sampler keeping the text per snapshot took 44.8 MiB; 64 MiB under ASan, 31 MiB measured) and is on
# memory only.  Every CPU row's IRQ
# is 250 (the LOC row counts 250 per CPU per second, the queue rows nothing), the summary's
# 1024 x 250 = 256000; 1024 CPU rows in each of 3 intervals.
t=$(mktemp -d); m=$t/m.machine; printf '%s\n' "include $(pwd)/tests/fakemachine/skx-2cpu-batch.machine" "topology 2 256 2" "idle POLL 1000 100" "idle C1 100000 2000" "idle C1E 200000 1000" "idle C6 500000 300" "irq 250 queues 1024" >"$m"; LD_PRELOAD=$(pwd)/build/fake/fakemachine.so FAKEMACHINE=$m ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0 python3 tests/cli/maxrss.py "$(( $(ldd "$TSNG" | grep -c libasan) ? 64 : 32 ))" "$TSNG" --quiet --interval 1 --num_iterations 3 >"$t/out"; tail -n 1 "$t/out" | sed 's/within [0-9]* MiB/within the bound/'; awk -F'\t' '$1 == "Package" { for (i = 1; i <= NF; i++) if ($i == "IRQ") q = i } $1 == "-" && $q == 256000 { s++ } $1 ~ /^[0-9]+$/ { n++; if ($q == 250) k++ } END { print s + 0 " summary rows of IRQ 256000, " n + 0 " CPU rows, " k + 0 " of them IRQ 250" }' "$t/out"; rm -rf "$t"
