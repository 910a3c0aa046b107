#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Compares our decode of a fixture rebuilt from published output with the
# facts typed by hand from that publication (tests/published/NAME.txt).
# Usage: check.sh BINARY NAME
# NAME.txt holds the citation, the published excerpt verbatim, then lines
#   fixture FILE                  the recording in tests/recordings/
#   expect KIND ARGS...           a decode fact, e.g. "expect turbo 4 21 2800"
#   row CPU COLUMN VALUE TOL      a published per-interval value (CPU "-" = summary)
#   row@K CPU COLUMN VALUE TOL    the same in the K-th interval (row is row@1)
#   options ARGS                  added to the replays that print rows (e.g. -J, as published)
# Facts read from our output: efficiency/base RATIO MHZ, turbo CORES RATIO MHZ
# (--show-turbo; MHz rounded to a whole number, as turbostat before 2017 printed
# them), tjmax C, rapl-units WATT JOULE SEC, rapl-range SEC WATT, tdp W, rapl-minmax MINW MAXW,
# fi-ratio TURBO BASE RATIO (the kernel's frequency-invariance arithmetic, --show-turbo), hwp highest|guaranteed|
# efficient|lowest RATIO (stderr of a replay, --show-turbo), turbo-disabled (MISC_ENABLE[38]), pkg-cstates the
# Pkg%pc columns a replay shows, nocol NAME (a published column a replay leaves out).  Prints one line per expected fact or row:
# "ok", or what we print instead; exit 1 if any differs.
set -u
TSNG=$1
name=$2
dir=$(dirname "$0")
txt=$dir/$name.txt
rec=$dir/../recordings/$(awk '$1 == "fixture" { print $2; exit }' "$txt")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
"$TSNG" --show-turbo --replay "$rec" >"$tmp/turbo" 2>&1
opts=$(awk '$1 == "options" { $1 = ""; sub(/^ /, ""); print; exit }' "$txt")
# $opts unquoted on purpose: its words are options
# shellcheck disable=SC2086
"$TSNG" --replay "$rec" $opts --num_iterations 1 >"$tmp/rows" 2>"$tmp/diag"
# every interval, for row@K (each interval's rows follow its own header line)
# shellcheck disable=SC2086
"$TSNG" --replay "$rec" $opts >"$tmp/all" 2>/dev/null
awk '
/MHz max efficiency frequency$/ { printf "efficiency %d %d\n", $1, $5 + 0.5 }
/MHz base frequency$/ { printf "base %d %d\n", $1, $5 + 0.5 }
/MHz max turbo [0-9]+ active cores$/ { printf "turbo %d %d %d\n", $9, $1, $5 + 0.5 }
# "61 * 100.0 = 6100.0 MHz HWP highest performance", or on a hybrid P-core its own units
# ("65 * 78.741 = ...", or "61 HWP highest performance (P-core perf units; ...)")
/HWP (highest|guaranteed|most efficient|lowest) performance( \(|$)/ {
	for (i = 1; $i != "HWP"; i++)
		;
	k = $(i + 1); if (k == "most") k = "efficient"; printf "hwp %s %d\n", k, $1 }
/MSR_IA32_TEMPERATURE_TARGET: .*\([0-9]+ C\)/ { t = $0; sub(/.*\(/, "", t)
	# "(92 C) (105 default - 13 offset)": tjMax is the default, the offset lowers the TCC point
	if (t ~ / default - /) sub(/ default.*/, "", t); else sub(/ C\).*/, "", t); print "tjmax " t }
/MSR_RAPL_(POWER|PWR)_UNIT: / { t = $0; sub(/.*\(/, "", t); gsub(/[(),]/, "", t); split(t, f, " ")
	printf "rapl-units %s %s %s\n", f[1], f[3], f[5] }
/^turbo disabled: MSR_IA32_MISC_ENABLE\[38\] = 1/ { print "turbo-disabled" }
/^RAPL: [0-9]+ sec. Joule Counter Range, at [0-9]+ Watts/ { print "rapl-range " $2 " " $8 }
/^  turbo ratio [0-9]+ \* 1024 \/ base ratio [0-9]+ = [0-9]+$/ { print "fi-ratio " $3 " " $9 " " $11 }
/MSR_PKG_POWER_INFO: / { t = $0; sub(/.*\(/, "", t); split(t, f, " "); print "tdp " f[1]
	# "(215 W TDP, RAPL 98 - 258 W, ...)": the lowest and highest package power-limit settings
	print "rapl-minmax " f[5] " " f[7] }
' "$tmp/turbo" "$tmp/diag" >"$tmp/facts"
# a header is present only when the replay printed rows
head -1 "$tmp/rows" | grep -q CPU &&
	echo "pkg-cstates$(head -1 "$tmp/rows" | tr '\t' '\n' | grep '^Pk*g*%pc' | sed 's/.*%/ /' | tr -d '\n')" >>"$tmp/facts"
head -1 "$tmp/rows" | grep CPU | tr '\t' '\n' | sed 's/^/col /' >>"$tmp/facts"
bad=0
awk '$1 == "expect" { $1 = ""; sub(/^ /, ""); print }' "$txt" >"$tmp/want"
while IFS= read -r fact; do
	kind=${fact%% *}
	if [ "$kind" = nocol ]; then
		# a published column we leave out on purpose (the .txt says why)
		if grep -q "^col " "$tmp/facts" && ! grep -qxF "col ${fact#nocol }" "$tmp/facts"; then
			echo "$name: $fact: ok"
		else
			echo "$name: $fact: ours shown or no rows"
			bad=1
		fi
	elif grep -qxF "$fact" "$tmp/facts"; then
		echo "$name: $fact: ok"
	else
		got=$(grep "^$kind " "$tmp/facts" | head -3 | tr '\n' ';')
		echo "$name: $fact: ours ${got:-nothing}"
		bad=1
	fi
done <"$tmp/want"
awk -v name="$name" '
FNR == NR { split($0, f, " "); if (f[1] ~ /^row(@[0-9]+)?$/) { n++; kw[n] = f[1]; iv[n] = (f[1] == "row") ? 1 : substr(f[1], 5) + 0
	cpu[n] = f[2]; col[n] = f[3]; val[n] = f[4]; tol[n] = f[5] } next }
FNR == 1 || $0 == hdr { hdr = $0; b++; for (i = 1; i <= NF; i++) idx[$i] = i; next }
{ c = ("CPU" in idx) ? $idx["CPU"] : "-"; for (i = 1; i <= NF; i++) cell[b, c, i] = $i; seen[b, c] = 1 }
END {
	for (k = 1; k <= n; k++) {
		line = name ": " kw[k] " " cpu[k] " " col[k] " " val[k] " +-" tol[k]
		if (!(col[k] in idx) || !((iv[k], cpu[k]) in seen)) { print line ": ours nothing"; bad = 1; continue }
		v = cell[iv[k], cpu[k], idx[col[k]]]; d = v - val[k]; if (d < 0) d = -d
		if (v != "" && d <= tol[k] + 1e-9) print line ": ok"; else { print line ": ours " v; bad = 1 }
	}
	exit bad
}' FS='\t' "$txt" "$tmp/all" || bad=1
exit $bad
