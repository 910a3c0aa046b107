#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# turbostat and turbostat-ng side by side on a real machine, column by column.
#
#   side-by-side.sh [-n N] [-i SECONDS] [-s COLUMNS] [-o DIR] [-b OURS] [-t TURBOSTAT]
#       runs the distribution's turbostat and ours at the same time, the same interval,
#       --quiet and the same --show set, for N intervals (default 5 of 1 s); ours also
#       records the run (DIR/turbostat-ng.rec); both outputs and the report go in DIR
#       (default: a new directory under /tmp, named at the end).
#   side-by-side.sh compare TURBOSTAT.txt OURS.txt
#       the report alone, from two texts in turbostat's format (tests/cli case
#       side-by-side-compare feeds it canned ones).
#
# The report: the columns only one has, the rows only one has (a row is its interval and
# its Package/Die/Node/Core/CPU ids), then each common column: how many rows differ beyond
# its tolerance and the worst.  Tolerance (either bound passes): MHz 50 MHz or 5%; percent
# columns 2 points; watts 0.5 W or 5%; temperatures 2 C; counts 10 or 10%; IPC 0.1 or 10%;
# any other 5%.  The two tools read the counters microseconds to milliseconds apart, so an
# idle CPU's few MHz differ by more than a percentage; SBS_TOL="Bzy_MHz=1%,Busy%=0.5" sets
# a column's bound (N% relative, N absolute).
# Exit: 0 when nothing differs beyond tolerance, 1 when something does, 2 on bad use,
# 77 (skipped) when this machine cannot run it: no /dev/cpu/0/msr, or no turbostat.
set -u
export LC_ALL=C
me=side-by-side

# The report of two turbostat-format texts; exit 1 when they differ.
compare() {
	awk -v tol="${SBS_TOL:-}" -v A="$1" -v B="$2" '
	function isnum(s) { return s ~ /^-?[0-9]+(\.[0-9]+)?$/ }
	function isheader(line,   f) { split(line, f, " "); return f[1] != "-" && !isnum(f[1]) }
	function rel(v, d) { return d == 0 ? (v == 0 ? 0 : 1e9) : v / d }
	# the bound of column c as "abs rel" (either passes)
	function bound(c,   t, n, i, kv) {
		if (c in over) return over[c]
		if (c ~ /MHz|Mhz/) return "50 0.05"
		if (c ~ /%/) return "2 0"
		if (c ~ /Watt|_J$/) return "0.5 0.05"
		if (c ~ /Tmp/) return "2 0"
		if (c ~ /^(IRQ|NMI|SMI)$/ || c ~ /[-+]$/) return "10 0.10"
		if (c == "IPC") return "0.1 0.10"
		return "0 0.05"
	}
	function says(c,   b) {
		split(bound(c), b, " ")
		if (b[1] > 0 && b[2] > 0) return b[1] " or " b[2] * 100 "%"
		return b[1] > 0 ? b[1] "" : b[2] * 100 "%"
	}
	function within(c, x, y,   b, d) {
		split(bound(c), b, " ")
		d = x - y; if (d < 0) d = -d
		return (b[1] > 0 && d <= b[1]) || (b[2] > 0 && d <= b[2] * (x < 0 ? -x : x))
	}
	# reads one file: cols[w, i], ncol[w], rows keyed "interval ids" -> values val[w, key, col]
	function load(file, w,   line, f, n, i, blk, key, id) {
		blk = 0
		while ((getline line < file) > 0) {
			sub(/^[ \t]+/, "", line)
			if (line == "" || line ~ /^#/ || line ~ /sec$/) continue
			n = split(line, f, /[ \t]+/)
			if (isheader(line)) {
				blk++
				if (blk == 1) { ncol[w] = n; for (i = 1; i <= n; i++) { cols[w, i] = f[i]; has[w, f[i]] = 1 } }
				for (i = 1; i <= n; i++) hdr[i] = f[i]
				continue
			}
			if (blk == 0) continue
			key = "interval " blk; id = 0
			for (i = 1; i <= n; i++)
				if (hdr[i] ~ /^(Package|Die|Node|Core|CPU)$/) { key = key " " hdr[i] " " f[i]; id = 1 }
			if (!id) key = key " row " (++seq[w, blk])
			if (!((w, key) in seen)) { seen[w, key] = 1; order[w, ++nrow[w]] = key }
			for (i = 1; i <= n; i++) val[w, key, hdr[i]] = f[i]
		}
		close(file)
		nblk[w] = blk
	}
	BEGIN {
		nt = split(tol, t, ",")
		for (i = 1; i <= nt; i++) {
			split(t[i], kv, "=")
			v = kv[2]
			over[kv[1]] = v ~ /%$/ ? "0 " substr(v, 1, length(v) - 1) / 100 : v " 0"
		}
		load(A, "a"); load(B, "b")
		printf "%s: turbostat %d intervals, %d rows; turbostat-ng %d intervals, %d rows\n", "'"$me"'",
		       nblk["a"], nrow["a"], nblk["b"], nrow["b"]
		bad = 0
		for (p = 0; p < 2; p++) {
			w = p ? "b" : "a"; o = p ? "a" : "b"; s = ""
			for (i = 1; i <= ncol[w]; i++) if (!((o, cols[w, i]) in has)) s = s " " cols[w, i]
			if (s != "") { printf "columns only in %s:%s\n", p ? "turbostat-ng" : "turbostat", s; bad = 1 }
		}
		for (p = 0; p < 2; p++) {
			w = p ? "b" : "a"; o = p ? "a" : "b"
			for (r = 1; r <= nrow[w]; r++)
				if (!((o, order[w, r]) in seen)) {
					printf "row only in %s: %s\n", p ? "turbostat-ng" : "turbostat", order[w, r]; bad = 1
				}
		}
		for (i = 1; i <= ncol["a"]; i++) {
			c = cols["a", i]
			if (!(("b", c) in has) || c ~ /^(Package|Die|Node|Core|CPU)$/) continue
			n = 0; off = 0; worst = -1; ex = ""
			for (r = 1; r <= nrow["a"]; r++) {
				k = order["a", r]
				if (!(("b", k) in seen)) continue
				x = (("a", k, c) in val) ? val["a", k, c] : ""
				y = (("b", k, c) in val) ? val["b", k, c] : ""
				if (x == "" && y == "") continue
				n++
				if (x == y) continue
				if (isnum(x) && isnum(y) && within(c, x + 0, y + 0)) continue
				off++
				d = (isnum(x) && isnum(y)) ? (x - y < 0 ? y - x : x - y) : 1e18
				if (d > worst) { worst = d; ex = k ": " (x == "" ? "(none)" : x) " vs " (y == "" ? "(none)" : y) }
			}
			if (off) { printf "%s: %d of %d rows beyond %s, worst %s\n", c, off, n, says(c), ex; bad = 1 }
			else printf "%s: same within %s (%d rows)\n", c, says(c), n
		}
		print "'"$me"'" ": " (bad ? "they differ" : "they agree")
		exit bad
	}'
}

skip() {
	echo "$me: skip: $1"
	exit 77
}

if [ "${1:-}" = compare ]; then
	[ $# = 3 ] && [ -r "$2" ] && [ -r "$3" ] || { echo "usage: $0 compare TURBOSTAT.txt OURS.txt" >&2; exit 2; }
	compare "$2" "$3"
	exit $?
fi

n=5 interval=1 dir="" ours="" ts=""
show="Core,CPU,Avg_MHz,Busy%,Bzy_MHz,TSC_MHz,IRQ,CPU%c1,CPU%c6,CoreTmp,PkgTmp,Pkg%pc2,Pkg%pc6,PkgWatt,CorWatt"
while getopts n:i:s:o:b:t: opt; do
	case $opt in
	n) n=$OPTARG ;;
	i) interval=$OPTARG ;;
	s) show=$OPTARG ;;
	o) dir=$OPTARG ;;
	b) ours=$OPTARG ;;
	t) ts=$OPTARG ;;
	*) exit 2 ;;
	esac
done
[ -n "$ours" ] || ours=$(command -v turbostat-ng || echo ./turbostat-ng)
[ -n "$ts" ] || ts=$(command -v turbostat || true)
# TSNG_SYSROOT: the test hook of turbostat-ng(8), so that the skips can be tested anywhere
[ -e "${TSNG_SYSROOT:-}/dev/cpu/0/msr" ] || skip "no /dev/cpu/0/msr: turbostat needs the msr driver (modprobe msr) and root"
[ -n "$ts" ] && [ -x "$ts" ] || skip "no turbostat${ts:+ at $ts} (Debian: apt-get install linux-cpupower)"
"$ts" --version 2>&1 | grep -q turbostat-ng && skip "$ts is turbostat-ng itself, not the distribution's"
[ -x "$ours" ] || { echo "$me: no turbostat-ng at $ours (-b PATH)" >&2; exit 2; }
[ -n "$dir" ] || dir=$(mktemp -d /tmp/side-by-side.XXXXXX)
mkdir -p "$dir" || exit 2
# at the same time, so that both measure the same seconds of the same load
"$ts" --quiet --interval "$interval" --num_iterations "$n" --show "$show" >"$dir/turbostat.txt" 2>"$dir/turbostat.err" &
tpid=$!
"$ours" --quiet --interval "$interval" --num_iterations "$n" --show "$show" --record "$dir/turbostat-ng.rec" \
	>"$dir/turbostat-ng.txt" 2>"$dir/turbostat-ng.err" &
opid=$!
wait "$tpid"
trc=$?
wait "$opid"
orc=$?
[ "$trc" = 0 ] || { echo "$me: turbostat failed ($trc): $(head -1 "$dir/turbostat.err")" >&2; exit 2; }
[ "$orc" = 0 ] || { echo "$me: turbostat-ng failed ($orc): $(head -1 "$dir/turbostat-ng.err")" >&2; exit 2; }
compare "$dir/turbostat.txt" "$dir/turbostat-ng.txt" >"$dir/report.txt"
rc=$?
cat "$dir/report.txt"
echo "$me: outputs, recording and report in $dir"
exit "$rc"
