#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# /metrics with Accept-Encoding (issue 39 point 3: gzip was ignored, 1.31 MB
# a scrape at 1024 CPUs): asked with "gzip" (what Prometheus sends), the
# answer says Content-Encoding: gzip and Vary: Accept-Encoding, and its body
# is a gzip stream whose content is the plain scrape byte for byte (python's
# gzip module reads it); asked with "gzip;q=0" or nothing, it is plain.  The
# replay's last scrape, which stays served, so both ask for the same one.
# Usage: gzip.sh BINARY
set -u
bin=$1
. tests/prom/lib.sh
start_exporter --num_iterations 2
url=http://127.0.0.1:$port/metrics
# the second (last) interval's scrape: its interval is 2 s long
last() { curl -s --max-time 30 "$url" | grep -q '^turbostat_interval_seconds 2$'; }
until_ok 300 last || say "no last scrape: $(head -1 "$T/tsng.err")"
curl -s --max-time 30 -o "$T/plain" "$url"
for ae in gzip "gzip;q=0" ""; do
	curl -s --max-time 30 -D "$T/h" -o "$T/body" ${ae:+-H "Accept-Encoding: $ae"} "$url"
	enc=$(grep -i '^Content-Encoding:' "$T/h" | tr -d '\r' | cut -d' ' -f2)
	vary=$(grep -i '^Vary:' "$T/h" | tr -d '\r' | cut -d' ' -f2)
	same=$(python3 -c '
import gzip, sys
body = open(sys.argv[1], "rb").read()
form = "a gzip stream of " if body[:2] == b"\x1f\x8b" else ""
if form:
    body = gzip.decompress(body)
print(form + ("the plain scrape" if body == open(sys.argv[2], "rb").read() else "NOT the plain scrape"))' \
		"$T/body" "$T/plain")
	echo "Accept-Encoding '${ae}': Content-Encoding '${enc}', Vary '${vary}', content $same"
done
