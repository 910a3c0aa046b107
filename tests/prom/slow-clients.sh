#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# --listen under slow clients (issue: 40 connections that each trickled a
# header line stalled every scrape for about 20 s).  40 connections from
# 127.0.0.2 trickle a header line a second and never finish their request;
# while they hold their sockets, a scrape from 127.0.0.1 must be answered
# (the per-address limit leaves it a slot), and every slow connection must
# be closed by the server (the whole-request deadline, 10 s) well before
# the clients' own 60 s hold ends.  Then 40 more from 127.0.0.1 itself,
# the scraper's own address: they take its 8 slots, so a scrape from there
# is refused at first, and must be answered once the deadline has cut them
# (tried for up to 40 s, while the clients would hold for 60 s).  The only
# times are bounds that only a stall reaches.  The server is always stopped.
# Usage: slow-clients.sh BINARY
set -u
bin=$1
. tests/prom/lib.sh
start_exporter
# slow clients from $1, up to 60 s; waits until they have all tried to connect
slow() {
	rm -f "$T/ready"
	python3 tests/prom/slow_clients.py "$port" "$1" 40 60 "$T/ready" >"$T/slow.out" 2>&1 &
	track
	cpid=$!
	until_ok 300 test -s "$T/ready" || say "the slow clients did not connect: $(tail -1 "$T/slow.out")"
}
# a scrape answered with the metrics, each try at most $1 s
scraped() { curl -s --max-time "$1" "http://127.0.0.1:$port/metrics" | grep -q '^turbostat_info{'; }
# scraped within $1 s of now, trying again every 0.1 s (a refused connection fails at once)
scraped_within() {
	end=$(($(date +%s) + $1))
	until scraped 5; do
		[ "$(date +%s)" -ge "$end" ] && return 1
		sleep 0.1
	done
}
slow 127.0.0.2
if scraped 30; then
	echo "a scrape while 40 slow clients hold their sockets: answered"
else
	echo "a scrape while 40 slow clients hold their sockets: not answered in 30 s"
fi
wait "$cpid"
forget "$cpid"
cat "$T/slow.out"
slow 127.0.0.1
if scraped_within 40; then
	echo "a scrape from the slow clients' own address: answered"
else
	echo "a scrape from the slow clients' own address: not answered in 40 s"
fi
wait "$cpid"
forget "$cpid"
cat "$T/slow.out"
