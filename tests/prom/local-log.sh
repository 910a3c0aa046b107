#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# --listen beside a local log (issue 39: --listen refused --format csv, so
# one sampler could not export and keep a log).  The i7-4770 recording's two
# intervals (1 s and 2 s; package energy 20 J, then 60.5 J, worked in
# prom-values.cmd) replayed under --listen with --format csv --out FILE:
# the file gets both intervals' CSV rows (Pkg_J 20.00 and 60.50 on the
# summary row) and the endpoint the scrape whose package energy counter is
# their sum, 80.5 J (the scrape is published before the CSV rows are written).  Then --listen with --out FILE alone: turbostat's text
# in the file; with --format prometheus --out FILE, the textfile; with
# --format prometheus alone (the endpoint's own format), nothing on standard
# output.  Each run says where it listens, in one line on standard error.  Every wait is bounded; the server is always stopped.
# Usage: local-log.sh BINARY
set -u
bin=$1
. tests/prom/lib.sh
# serves the replay with $2... on a free port, the log in $T/$1; waits until it has $3 lines matching $4
serve_with_log() {
	log=$1 lines=$2 pat=$3
	shift 3
	port=$(free_port)
	"$bin" --quiet --replay tests/recordings/hsw-i7-4770.rec --listen "127.0.0.1:$port" "$@" --out "$T/$log" \
		2>"$T/tsng.err" &
	track
	pid=$!
	until_ok 300 sh -c "[ \$(grep -c '$pat' '$T/$log') -ge $lines ]" || say "no log: $(head -1 "$T/tsng.err")"
}
stop() {
	kill "$pid"
	wait "$pid"
	forget "$pid"
}
serve_with_log log.csv 1 '^interval,2,' --format csv
awk -F, '$1 == "interval" && $6 == "" { print "summary row of interval " $2 ": Pkg_J " $18 }' "$T/log.csv"
curl -s --max-time 30 "http://127.0.0.1:$port/metrics" | grep '^turbostat_energy_joules_total{.*domain="package"}'
grep -c "^turbostat-ng: listening on http://127.0.0.1:$port/metrics\$" "$T/tsng.err"
stop
serve_with_log log.txt 2 '^Core'
echo "turbostat text in the file: $(grep -c '^Core' "$T/log.txt") headers"
curl -s --max-time 30 -o /dev/null -w 'the scrape beside it: HTTP %{http_code}\n' "http://127.0.0.1:$port/metrics"
stop
serve_with_log tf.prom 1 'domain="package"} 80.5$' --format prometheus
echo "--format prometheus --out: the textfile has the 80.5 J"
stop
# --format prometheus without --out is the endpoint's own format: no stream on standard output
start_exporter --format prometheus >"$T/stdout"
last() { curl -s --max-time 30 "http://127.0.0.1:$port/metrics" | grep -q 'domain="package"} 80.5$'; }
until_ok 300 last || say "no last scrape: $(head -1 "$T/tsng.err")"
echo "--format prometheus alone: $(wc -c <"$T/stdout") bytes on standard output"
