# --sim-warmup 0: the run's start (the lowest P-state up to the first tick or timer) is counted, as worked out here.
# Fixed work on a part file with one P-state (3.4 GHz) and no idle states: gitsource's 100 git
# processes (a serial chain) and hackbench's 100000 writes and reads with --sim-clients 1 (one sender/
# receiver pair).  By hand, one core of four busy at a time in both: elapsed = work / 3.4 GHz + N
# wake-ups of 3 us, busy = (elapsed - N x 3 us) / (4 x elapsed), and each request (one phase's start
# to the next's) averages elapsed / N.  awk checks the three within the printed precision (work to
# 0.001 Gcycles: 0.0005 / 3.4 s).
t=$(mktemp -d); printf 'part flat\ncores 4\ndomain_cores 4\npstates 34 34 34 34\nbclk_khz 100000\nfi_ratio 1024\nfreq_table none\nvolts 1000 1000 1000\nleak_w 1\ndyn_max_w 10\nuncore_w 2\n' > "$t/flat.part"
for run in "gitsource 100" "hackbench 100000 --sim-clients 1"; do
set -- $run; w=$1; n=$2; shift 2
echo "$w:"
"$TSNG" --simulate "$w" --sim-warmup 0 --part "$t/flat.part" --governor schedutil --sim-requests "$n" "$@" --format json > "$t/out.json"; echo "rc=$?"
tr ',{}' '\n\n\n' < "$t/out.json" | grep -E '"(requests|unfinished|work_gcycles|busy_pct|request_us|elapsed_s)"' | sed 's/^ *//'
tr ',{}' '\n\n\n' < "$t/out.json" | awk -F': ' -v n="$n" '/"work_gcycles"/ { w = $2 } /"busy_pct"/ { b = $2 } /"request_us"/ { r = $2 } /"elapsed_s"/ { e = $2 }
END { l = n * 3e-6; d = e - (w / 3.4 + l); print "elapsed - work/f - latencies:", (d < 0 ? -d : d) <= 0.0005 / 3.4 ? "ok" : "WRONG";
      d = b - 100 * (e - l) / (4 * e); print "busy:", (d < 0 ? -d : d) <= 0.005 ? "ok" : "WRONG";
      d = r - e * 1e6 / n; print "request:", (d < 0 ? -d : d) <= 0.05 ? "ok" : "WRONG" }'
done
rm -rf "$t"
