#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The mixin end to end: Debian's prometheus on loopback loads the mixin's rules and alerts
# (tools/mixin.py from BINARY's exported metrics, every for: set to 0s so that no wait is
# needed), evaluates them every second and scrapes "turbostat-ng --replay THROTTLED.rec
# --listen 127.0.0.1:PORT" every 0.5 s.  THROTTLED.rec is tests/prom/gen-limits-rec.sh's
# prochot state, 0.5 s snapshots played at their pace for 2 minutes: PROCHOT at every sample.
# TurbostatProchot must appear in prometheus's ALERTS series, firing, with the package's
# labels; TurbostatPowerLimitPL1 must not (no PL1 bit in the recording).  Polled, with a
# deadline of 90 s; both processes are always killed.
# Usage: alerts.sh BINARY
set -u
bin=$1
. tests/prom/lib.sh

sh tests/prom/gen-limits-rec.sh prochot 240 0.5 >"$T/throttled.rec"
sh tools/mixin-metrics.sh "$bin" >"$T/metrics.txt"
set --
for k in $(sed -n 's/^\([a-z_]*_for\) = .*/\1/p' mixin/config.txt); do
	set -- "$@" --set "$k=0s"
done
python3 tools/mixin.py "$T/metrics.txt" "$T/mixin" "$@" || say "the mixin was not written"
tport=$(free_port)
pport=$(free_port)
prom_config turbostat "$tport" "$T/mixin/prometheus_rules.yaml" "$T/mixin/prometheus_alerts.yaml"
start_prometheus "$pport"
api="http://127.0.0.1:$pport/api/v1/query"
serve_replay "$bin" "$T/throttled.rec" "$tport"

# "alertname package reason severity" of each firing alert of that name, or nothing
firing() {
	curl -sf --data-urlencode "query=ALERTS{alertname=\"$1\",alertstate=\"firing\"}" "$api" |
		python3 -c 'import json, sys
for r in json.load(sys.stdin)["data"]["result"]:
    m = r["metric"]
    print(m["alertname"], "package=" + m.get("package", ""), "reason=" + m.get("reason", ""), "severity=" + m["severity"])'
}
until_ok 900 sh -c "[ -n \"\$(curl -sf --data-urlencode 'query=ALERTS{alertname=\"TurbostatProchot\",alertstate=\"firing\"}' '$api' | grep -o '\"firing\"')\" ]" ||
	say "no TurbostatProchot in prometheus's ALERTS within 90 s: $(tail -1 "$T/prom.log")"
firing TurbostatProchot
echo "TurbostatPowerLimitPL1 firing: $(firing TurbostatPowerLimitPL1 | wc -l)"
