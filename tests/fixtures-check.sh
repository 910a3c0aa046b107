#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Every shipped recording, replayed, must be possible and consistent (issue 22, points 3 and 4):
#  - the plausibility check (turbostat-ng(8), PLAUSIBILITY) finds nothing on stderr;
#  - on every CSV row, interval and summary alike:
#      Avg_MHz = Bzy_MHz * Busy% / 100, within the printed rounding
#        (Avg and Bzy to 0.5 MHz, Busy% to 0.005: 0.5 + 0.5 * Busy%/100 + Bzy_MHz * 0.00005),
#        and within Avg_MHz * |TSC_MHz - T| / T where the part's nominal TSC rate T is known
#        (--show-turbo's "TSC: ... Hz" line: CPUID 0x15 or the base ratio): turbostat's Bzy_MHz
#        is T * APERF/MPERF while Avg_MHz is APERF over real time, so a TSC measured below its
#        nominal rate (a spread-spectrum reference clock: 2294 MHz on a 2300 MHz part,
#        real-clx-2s-gold5218.rec) puts them that far apart, in real turbostat output too;
#      Busy% + CPU%c1 + CPU%c3 + CPU%c6 + CPU%c7 <= 100 + 0.05 (five values rounded to 0.005 each),
#        where a core C-state is shown;
#      PkgWatt >= CorWatt - 0.01.
# A recording that does not replay (no snapshot: configuration only) is skipped, named on stdout.
# One test per fixture: prints "fixtures: N passed, N failed"; exit 0 only when none failed and
# at least one replayed.
# Usage: fixtures-check.sh BINARY [RECORDING...]   (default: tests/recordings/*.rec, regress/*.rec)
set -u
export LC_ALL=C
bin=$1
shift
[ $# -gt 0 ] || set -- tests/recordings/*.rec tests/recordings/regress/*.rec

# Fault fixtures whose point is an impossible value (tests/recordings/README, kind "fault"): the
# check must flag them, which their own cases assert.  Each is still replayed; only its findings
# are forgiven here.
deliberate_faults="smythies-2016-huge-tsc"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0 replayed=0

# Reads CSV on stdin ($1: the nominal TSC rate in MHz, or empty); prints one line per
# inconsistent row.
consistency() {
	awk -F, -v nominal="$1" '
	function num(name,   v) { v = (name in col) ? $col[name] : ""; return v ~ /^-?[0-9]+(\.[0-9]+)?$/ }
	function val(name) { return $col[name] + 0 }
	NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
	{
		row = NR - 1
		if (num("Avg_MHz") && num("Busy%") && num("Bzy_MHz")) {
			want = val("Bzy_MHz") * val("Busy%") / 100
			tol = 0.5 + 0.5 * val("Busy%") / 100 + val("Bzy_MHz") * 0.00005
			if (nominal > 0 && num("TSC_MHz")) {
				off = val("TSC_MHz") - nominal; if (off < 0) off = -off
				tol += val("Avg_MHz") * (off + 0.5) / nominal
			}
			d = val("Avg_MHz") - want
			if (d > tol || -d > tol)
				printf "row %d: Avg_MHz %s, but Bzy_MHz %s x Busy%% %s / 100 = %.2f\n", row,
				       $col["Avg_MHz"], $col["Bzy_MHz"], $col["Busy%"], want
		}
		if (num("Busy%")) {
			s = val("Busy%"); core = 0
			if (num("CPU%c1")) s += val("CPU%c1")
			n = split("CPU%c3 CPU%c6 CPU%c7", cs, " ")
			for (i = 1; i <= n; i++)
				if (num(cs[i])) { s += val(cs[i]); core = 1 }
			if (core && s > 100.05)
				printf "row %d: Busy%% + CPU%%c1..c7 = %.2f, above 100\n", row, s
		}
		if (num("PkgWatt") && num("CorWatt") && val("PkgWatt") < val("CorWatt") - 0.01)
			printf "row %d: PkgWatt %s below CorWatt %s\n", row, $col["PkgWatt"], $col["CorWatt"]
	}'
}

for rec in "$@"; do
	[ -f "$rec" ] || continue
	name=$(basename "$rec" .rec)
	if ! "$bin" --replay "$rec" --quiet --format csv >"$tmp/csv" 2>"$tmp/err"; then
		echo "skip fixtures/$name: $(tail -1 "$tmp/err")"
		continue
	fi
	replayed=$((replayed + 1))
	nominal=$("$bin" --show-turbo --replay "$rec" 2>/dev/null | awk '/^TSC: [0-9]+ Hz/ { print $2 / 1e6; exit }')
	consistency "$nominal" <"$tmp/csv" >"$tmp/why"
	grep 'implausible:' "$tmp/err" | sort -u >>"$tmp/why"
	case " $deliberate_faults " in
	*" $name "*)
		if [ -s "$tmp/why" ]; then
			echo "fault fixtures/$name: $(wc -l <"$tmp/why") finding(s), as meant"
		fi
		pass=$((pass + 1))
		continue
		;;
	esac
	if [ -s "$tmp/why" ]; then
		fail=$((fail + 1))
		echo "FAIL fixtures/$name:"
		sed 's/^/    /' "$tmp/why"
	else
		pass=$((pass + 1))
	fi
done
[ "$replayed" -gt 0 ] || { echo "FAIL fixtures: no recording replayed"; fail=$((fail + 1)); }
echo "fixtures: $pass passed, $fail failed"
[ "$fail" = 0 ]
