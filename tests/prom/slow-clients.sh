#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# --listen under slow clients (issue: 40 connections that each trickled a
# header line stalled every scrape for about 20 s).  40 connections from
# 127.0.0.2 trickle a header line a second and never finish their request;
# while they hold their sockets, a scrape from 127.0.0.1 must be answered
# (the per-address limit leaves it a slot), and every slow connection must
# be closed by the server (the whole-request deadline, 10 s) well before
# the clients' own 60 s hold ends.  The only times are bounds that only a
# stall reaches.  The server is always stopped.
# Usage: slow-clients.sh BINARY
set -u
bin=$1
. tests/prom/lib.sh
port=$(free_port)
"$bin" --quiet --replay tests/recordings/hsw-i7-4770.rec --listen "127.0.0.1:$port" 2>"$T/tsng.err" &
track
until_ok 300 curl -sf "http://127.0.0.1:$port/metrics" || say "no scrape from turbostat-ng: $(head -1 "$T/tsng.err")"
python3 tests/prom/slow_clients.py "$port" 127.0.0.2 40 60 "$T/ready" >"$T/slow.out" 2>&1 &
track
cpid=$!
until_ok 300 test -s "$T/ready" || say "the slow clients did not connect: $(tail -1 "$T/slow.out")"
if curl -s --max-time 30 "http://127.0.0.1:$port/metrics" | grep -q '^turbostat_info{'; then
	echo "a scrape while 40 slow clients hold their sockets: answered"
else
	echo "a scrape while 40 slow clients hold their sockets: not answered in 30 s"
fi
wait "$cpid"
forget "$cpid"
cat "$T/slow.out"
