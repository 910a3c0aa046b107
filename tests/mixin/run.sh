#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The mixin's tests (make check): writes the mixin from BINARY's exported metrics as make mixin
# does, then
#   promtool check rules on its rules and alerts;
#   promtool test rules on tests/mixin/alerts.test.yml, its input series replayed from the
#     recordings by BINARY (tests/mixin/series.py): every alert fires and stays silent as the
#     file says, for: and thresholds on promtool's virtual time;
#   a metric renamed in what the exporter writes stops the generator, naming the rule and metric;
#   the dashboards (tests/mixin/dashboards.py): variables, units, every query parsed by promtool
#     and naming only exported or recorded metrics.
# Ends "mixin: N passed, N failed" (tests/run-all.sh).  Usage: run.sh BINARY
set -u
bin=$1
suite=mixin
. tests/check.sh
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
trap 'exit 1' INT TERM

sh tools/mixin-metrics.sh "$bin" >"$T/metrics.txt" 2>"$T/err"
check "the exporter's families are listed" "$(grep -c '^turbostat_core_perf_limit_intervals_total counter$' "$T/metrics.txt")" 1
python3 tools/mixin.py "$T/metrics.txt" "$T/mixin" >>"$T/err" 2>&1
check "make mixin's generator writes the mixin" "$(cat "$T/err")" ""

m=$T/mixin
out=$(promtool check rules "$m/prometheus_rules.yaml" "$m/prometheus_alerts.yaml" 2>&1)
check "promtool check rules: recording rules and alerts" "$(echo "$out" | grep -c SUCCESS)" 2
[ "$(echo "$out" | grep -c SUCCESS)" = 2 ] || echo "$out" | sed 's/^/    /'

python3 tests/mixin/series.py "$bin" tests/mixin/alerts.test.yml 60 61 >"$m/alerts.test.yml" 2>"$T/err"
out=$(cd "$m" && promtool test rules alerts.test.yml 2>&1)
check "promtool test rules: every alert where it must, silent where it must not" "$(echo "$out" | tail -1 | tr -d ' ')" SUCCESS
[ "$(echo "$out" | tail -1 | tr -d ' ')" = SUCCESS ] || { echo "$out" | head -40 | sed 's/^/    /'; head -3 "$T/err"; }

# a metric the alerts read renamed in the exporter: the build stops and says where
sed 's/^turbostat_core_perf_limit_intervals_total /turbostat_core_perf_limit_samples_total /' "$T/metrics.txt" >"$T/renamed.txt"
python3 tools/mixin.py "$T/renamed.txt" "$T/renamed" >"$T/out" 2>&1
rc=$?
check "a renamed metric stops the generator" "$rc" 1
check "and it says which rule and metric" "$(sed 's/rules.txt:[0-9]*/rules.txt:N/' "$T/out")" \
	"mixin: rules.txt:N (instance_package:turbostat_limited:ratio_rate5m): uses turbostat_core_perf_limit_intervals_total, which turbostat-ng no longer exports"
check "and writes nothing" "$(ls "$T/renamed" 2>/dev/null)" ""

out=$(python3 tests/mixin/dashboards.py "$T/metrics.txt" "$m/prometheus_rules.yaml" "$T/queries.yaml" \
	"$m/dashboards/turbostat-fleet.json" "$m/dashboards/turbostat-host.json" 2>&1)
check "dashboards: variables, units, every query's metrics" "$(echo "$out" | grep -c '^FAIL')" 0
echo "$out" | grep '^FAIL' | sed 's/^/    /'
check "dashboards: their queries" "$(echo "$out" | sed -n 's/.*failed, \([0-9]*\) queries/\1/p')" 23
check "promtool parses every dashboard query" "$(promtool check rules "$T/queries.yaml" 2>&1 | grep -c 'SUCCESS: 23 rules found')" 1
finish
