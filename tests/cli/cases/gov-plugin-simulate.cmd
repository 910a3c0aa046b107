# --sim-warmup 0: the run's start (the lowest P-state up to the first tick or timer) is counted, as worked out here.
# Governor plugins under --simulate (issue 37): each built by make as a user builds one, against the
# public header alone (build/plugins).  Each template's plugin decides as the built-in: the report and
# every --governor-trace line the same, names aside (iowait: schedutil's boost path; bursty: pid's timer
# firing late in idle, ondemand's long idles).
# The documented example, race-to-idle (docs/examples/race-to-idle.c), on steady (one task always
# busy on core 0) on skl-4c: PELT util_raw of a task that starts running is 1024 (1 - y^n) after n
# 1024-us periods, y^32 = 1/2: at the 16 ms tick 29% of capacity, at the 20 ms tick 34%, so the
# first update above busy_pct=30 is at 20 ms and asks for policy->max, 4200000 kHz (RELATION_H:
# P42); before it the part's minimum, P8: P8 for 20 ms, P42 for 80 ms of the 0.1 s.
for t in schedutil:iowait pid:bursty ondemand:bursty conservative:hackbench; do
	g=${t%:*} w=${t#*:}
	a=$("$TSNG" --simulate $w --governor $g --governor-trace --sim-seconds 0.2 2>&1 | tr -s ' -')
	b=$("$TSNG" --simulate $w --governor build/plugins/tmpl-$g.so --governor-trace --sim-seconds 0.2 2>&1 |
		sed "s|build/plugins/tmpl-$g.so|$g|g" | tr -s ' -')
	[ -n "$a" ] && [ "$a" = "$b" ] && echo "$g plugin: the same"
done
"$TSNG" --simulate steady --sim-warmup 0 --part skl-4c --governor build/plugins/race-to-idle.so --sim-seconds 0.1 | grep -E '^P[0-9]+ '
