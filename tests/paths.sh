#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Every repository path a comment names exists: a comment that says where
# something lives (decode/plan.c, tests/cli/cases/NAME.cmd) must not send a
# reader to a file that moved or never was.  A path is ours when its first
# component is one of this repository's top-level folders and it is not a
# known upstream one: sources cited by path (include/linux/cpufreq.h,
# tools/power/x86/turbostat/turbostat.c, pciutils' lib/sysfs.c), perf's
# events (msr/tsc) and installed paths (lib/systemd/system) are passed over.
# Comments: C's /* */ and //, "#" in scripts, the Makefile and CLI cases,
# '.\"' in the man page.  A capitalised placeholder (NAME, N) or a * stands
# for any name, {c,h} for each of its words, and a path names a file or
# folder, or the files it begins (a CLI case: NAME.cmd, NAME.out).
# One test a file, and one that the check finds what it should in a planted
# tree (a stale path, among upstream and existing ones, in each comment
# syntax); prints "FAIL paths: FILE:LINE: PATH does not exist" and ends with
# "paths: N passed, N failed".
# Usage: paths.sh [ROOT]   (ROOT defaults to the current directory; a git tree)
set -u
self=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
cd "${1:-.}" || exit 1
ours='cli|msr|decode|measure|output|top|gov|sim|compare|lib|include|man|tests|docs|tools|debian|systemd'
upstream='^(include/(linux|uapi|asm|asm-generic|acpi|trace|xen|net|soc|clocksource|dt-bindings)/'
upstream="$upstream|tools/(power|arch|perf|include|lib|testing|objtool)/|lib/(math/|sysfs\\.c|systemd/)"
upstream="$upstream|man/man[1-8]|msr/([{]|(aperf|mperf|tsc|smi|pperf|irperf)($|[^a-z_.])))"
files=$(git ls-files '*.c' '*.h' '*.sh' '*.py' '*.8' '*.cmd' Makefile debian/rules)
[ -n "$files" ] || { echo "paths: no files (not a git tree?)"; exit 1; }

# "FILE LINE PATH" for every path of ours in a comment; "FILE" alone for a file with none
# shellcheck disable=SC2086
refs=$(awk -v ours="$ours" -v upstream="$upstream" '
	FNR == 1 { if (NR > 1 && !found) print prev; found = 0; inc = 0; prev = FILENAME
		   kind = FILENAME ~ /\.[ch]$/ ? "c" : FILENAME ~ /\.8$/ ? "man" : "hash" }
	function comment(   out, i, n, c, d, p, q) {
		if (kind == "man")
			return substr($0, 1, 3) == ".\\\"" ? substr($0, 4) : ""
		if (kind == "hash") {
			if (FNR == 1 && substr($0, 1, 2) == "#!")
				return ""
			# a "#" at the start or after a blank begins a comment
			for (p = 1; (q = index(substr($0, p), "#")); p += q)
				if (p + q - 1 == 1 || substr($0, p + q - 2, 1) ~ /[ \t]/)
					return substr($0, p + q)
			return ""
		}
		out = ""; n = length($0)
		for (i = 1; i <= n; i++) {
			c = substr($0, i, 1); d = substr($0, i, 2)
			if (inc) {
				if (d == "*/") { inc = 0; i++ } else out = out c
			} else if (d == "/*") { inc = 1; i++ }
			else if (d == "//") return out " " substr($0, i + 2)
			else if (c == "\"" || c == "\047") {
				# a string or character constant: passed over to its end
				for (i++; i <= n && substr($0, i, 1) != c; i++)
					if (substr($0, i, 1) == "\\") i++
			}
		}
		return out
	}
	{
		t = " " comment()
		re = "[^A-Za-z0-9_./-](" ours ")/[A-Za-z0-9_.*{},/+-]*"
		while (match(t, re)) {
			p = substr(t, RSTART + 1, RLENGTH - 1)
			t = substr(t, RSTART + RLENGTH)
			sub(/[.,:;]+$/, "", p)
			if (p !~ upstream) { print FILENAME, FNR, p; found = 1 }
		}
	}
	END { if (NR && !found) print prev }' $files)

# whether path $1 names something here (see above)
exists() {
	case $1 in
	*'{'*'}'*)
		pre=${1%%\{*} rest=${1#*\{}
		words=${rest%%\}*} post=${rest#*\}}
		for w in $(printf '%s' "$words" | tr ',' ' '); do
			exists "$pre$w$post" || return 1
		done
		return 0 ;;
	esac
	# NAME, N: any name (twice: a placeholder right after another)
	pattern=$(printf '%s\n' "$1" | sed -E 's/(^|[^a-z])[A-Z][A-Z0-9_]*($|[^a-z])/\1*\2/g; s/(^|[^a-z])[A-Z][A-Z0-9_]*($|[^a-z])/\1*\2/g')
	# shellcheck disable=SC2231 # the pattern is a glob
	for m in $pattern $pattern.*; do
		[ -e "$m" ] && return 0
	done
	return 1
}

pass=0
fail=0
last=""
bad=0
# one test a file: its line(s) come together, in git's order
end_file() {
	[ -n "$last" ] || return 0
	if [ "$bad" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
}
while read -r f line p; do
	if [ "$f" != "$last" ]; then
		end_file
		last=$f bad=0
	fi
	[ -n "${p:-}" ] || continue
	if ! exists "$p"; then
		echo "FAIL paths: $f:$line: $p does not exist"
		bad=1
	fi
done <<END
$refs
END
end_file

# The planted tree: the check run on it must name its three stale paths, and nothing else.
if [ -z "${PATHS_PLANTED:-}" ]; then
	t=$(mktemp -d)
	mkdir -p "$t/decode" "$t/tests/cli/cases" "$t/man"
	: >"$t/decode/plan.h"
	echo '# decode/plan.h, no stale path' >"$t/tests/cli/cases/one.cmd"
	printf '%s\n' '// SPDX-License-Identifier: GPL-2.0-only' \
		'/* the plan (decode/plan.h), the kernel'"'"'s include/linux/cpufreq.h and' \
		' * tools/power/x86/turbostat/turbostat.c, perf'"'"'s msr/tsc, a gone sim/gone.c */' \
		'static const char *s = "decode/none.c";	// decode/{plan,gone}.h' >"$t/decode/plan.c"
	h='#'	# the mark, spelled so that this file's own check does not read these lines as comments
	printf '%s\n' '#!/bin/sh' "echo \"$h\" tests/nope.sh $h the case tests/cli/cases/one, its tests/cli/cases/NAME.cmd" \
		"echo lib/none.sh $h tests/gone.sh" >"$t/tests/one.sh"
	printf '%s\n' '.\" man/x.8 from docs/gone.md' '.TH X 8' >"$t/man/x.8"
	(cd "$t" && git init -q && git add .)
	got=$(PATHS_PLANTED=1 sh "$self" "$t" 2>&1)
	want='FAIL paths: decode/plan.c:3: sim/gone.c does not exist
FAIL paths: decode/plan.c:4: decode/{plan,gone}.h does not exist
FAIL paths: man/x.8:1: docs/gone.md does not exist
FAIL paths: tests/one.sh:3: tests/gone.sh does not exist
paths: 1 passed, 3 failed'
	if [ "$got" = "$want" ]; then
		pass=$((pass + 1))
	else
		echo "FAIL paths: the planted tree gave"
		printf '%s\n' "$got" | sed 's/^/    /'
		fail=$((fail + 1))
	fi
	rm -rf "$t"
fi
echo "paths: $pass passed, $fail failed"
[ "$fail" = 0 ]
