#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# --listen when many addresses hold idle connections (issue 39 point 2: the
# cap of 64 connections filled from a few loopback addresses with idle ones
# and every scrape waited seconds or failed).  First, one connection from
# 127.0.0.1 that sends nothing, and one that sends a request line's bytes
# one a second and never its end: each is closed by the server, not before
# the declared 3 s without a request line (SERVE_FIRST_LINE_S) and within a
# generous 30 s, while the client would wait 60 s.  Then a crowd: 8
# kept-alive connections (the per-address limit) from each of 127.0.0.2 to
# 127.0.0.9, 64 in all (the cap), each asking every 4 s (so never idle long
# enough for a timeout) and each opened again as soon as the server closes
# it; while they sit at their limits, 3 scrapes from 127.0.0.1 must each be
# answered within 15 s (a newcomer takes the place of an idle connection of
# the address holding the most; before, it waited at accept while the
# crowd's connections stayed, and none was answered).  The times are
# bounds only a stall reaches.  Every process is stopped.
# Usage: crowd.sh BINARY
set -u
bin=$1
. tests/prom/lib.sh
start_exporter
for what in "" "GET /metrics?aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"; do
	t=$(closed_after "$port" "$what")
	echo "$t" | awk -v what="${what:+a request line a byte a second}" '{
		ok = $1 >= 3 && $1 <= 30
		printf "%s: closed by the server %s\n", (what != "" ? what : "nothing sent"),
			(ok ? "after 3 s and within 30 s" : "after " $1 " s") }'
done
python3 tests/prom/crowd_clients.py "$port" 8 8 120 "$T/ready" "$T/stop" >"$T/crowd.out" 2>&1 &
track
cpid=$!
until_ok 300 test -s "$T/ready" || say "the crowd did not connect: $(tail -1 "$T/crowd.out")"
n=0
for i in 1 2 3; do
	curl -s --max-time 15 "http://127.0.0.1:$port/metrics" | grep -q '^turbostat_info{' && n=$((n + 1))
done
echo "scrapes from 127.0.0.1 beside the crowd at its limits: $n of 3 answered"
touch "$T/stop"
wait "$cpid"
forget "$cpid"
grep -q 'connections closed by the server' "$T/crowd.out" && echo "the crowd ended"
