#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Prometheus round trip: Debian's prometheus on loopback scrapes
# "turbostat-ng --replay REC --listen 127.0.0.1:PORT" (the recording of gen-paced-rec.sh,
# played at its recorded pace) every 0.5 s; rate() of the package energy counter through
# the HTTP API must give the recording's PkgWatt, 12.5 W (worked in gen-paced-rec.sh),
# within 5%.  Also: a wrong path is 404, a huge header gets a 4xx, and 40 idle
# connections do not stop /metrics from answering.  Every wait is bounded; both
# processes are always killed.
# Usage: roundtrip.sh BINARY
set -u
bin=$1
. tests/prom/lib.sh

sh tests/prom/gen-paced-rec.sh 300 >"$T/paced.rec"
tport=$(free_port)
pport=$(free_port)
# prometheus first, so that its scrapes cover the replay from its start
prom_config tsng "$tport"
start_prometheus "$pport"
api="http://127.0.0.1:$pport/api/v1/query"
t0=$(date +%s.%N)
serve_replay "$bin" "$T/paced.rec" "$tport"

# the 8 s window that ends 16 s into the 30 s replay, evaluated at that time (so a slow machine
# that queries late still looks at the replay, not at the flat end after it)
at=$(python3 -c 'import sys; print("%.3f" % (float(sys.argv[1]) + 16))' "$t0")
python3 -c 'import sys, time; time.sleep(max(0, float(sys.argv[1]) + 0.5 - time.time()))' "$at"
query() {
	curl -sf --data-urlencode "query=$1" --data-urlencode "time=$at" "$api" |
		python3 -c 'import json, sys; r = json.load(sys.stdin)["data"]["result"]; print(r[0]["value"][1] if r else "none")'
}
# evaluated at a scrape's own timestamp, the window's edges fall on scrapes: rate() does not
# have to extrapolate over a part of the window that no scrape covers
at=$(query 'timestamp(turbostat_energy_joules_total{domain="package"})')
[ "$at" != none ] || say "prometheus has no scrape of turbostat-ng"
# each scrape's energy is within one 0.1 s step (1.25 J) of the true count, so rate() over samples
# 4 s apart is within 2 x 1.25 / 4 = 0.625 W, the 5%: 9 scrapes 0.5 s apart span that (17 when none
# is missed; a loaded machine can time one out)
n=$(query 'count_over_time(turbostat_energy_joules_total{domain="package"}[8s])')
[ "$n" != none ] && [ "${n%%.*}" -ge 9 ] || say "prometheus gathered $n scrapes in the 8 s window, not 9 or more"
w=$(query 'rate(turbostat_energy_joules_total{domain="package"}[8s])')
ok=$(python3 -c 'import sys; w = sys.argv[1]; print("yes" if w != "none" and abs(float(w) - 12.5) <= 0.625 else "no")' "$w")
code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$tport/nothing")
big=$(python3 -c 'print("x" * 100000)')
hcode=$(curl -s -o /dev/null -w '%{http_code}' -H "X-Big: $big" "http://127.0.0.1:$tport/metrics")
python3 -c 'import socket, sys
held = []
for _ in range(40):
    try:
        held.append(socket.create_connection(("127.0.0.1", int(sys.argv[1])), timeout=2))
    except OSError:
        break
for s in held:
    s.close()' "$tport"
until_ok 50 curl -sf "http://127.0.0.1:$tport/metrics" || say "/metrics stopped answering after many connections"

if [ "$ok" = yes ]; then
	echo "rate(turbostat_energy_joules_total{domain=package}[8s]) is the recording's PkgWatt 12.5 within 5%"
else
	echo "rate() gave $w, not 12.5 W"
fi
echo "wrong path: HTTP $code; a 100 kB header: HTTP $hcode"
