#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The layers include downwards only:
#
#   turbostat-ng.c > top/ > measure/ > sim/ > gov/ > output/ > decode/ > include/
#   turbostat-ng.c > cli/ (the option table) > sim/, gov/, output/ (and lib/: governor plugins)
#   compare/ > output/
#   measure/ > msr/ (every access to the machine)
#   every folder > lib/ (helpers that touch no hardware: dynamic loading,
#                        the safe output-file writer, string and path maps)
#
# Each row below is one test: the folder, then the folders its files may
# include from besides their own and include/ (shared types, which include
# only each other).  A file that includes from any other folder fails it.
# Usage: layers.sh [ROOT]   (ROOT defaults to the current directory)
# Prints one line per failure and ends with "layers: N passed, N failed".
set -u
root=${1:-.}
pass=0
fail=0


# "X/..." folder names in the #include "..." lines of one file (one a line)
included_dirs() {
	sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"/]*\)\/[^"]*".*/\1/p' "$1"
}

check() {
	dir=$1
	shift
	bad=0
	for f in "$root/$dir"/*.c "$root/$dir"/*.h; do
		[ -f "$f" ] || continue
		for d in $(included_dirs "$f"); do
			ok=0
			[ "$d" = "$dir" ] && [ "$dir" != include ] && ok=1
			# include/turbostat-ng/: the public headers (governor plugins), include/ as any other
			[ "$d" = turbostat-ng ] && ok=1
			for a in "$@"; do
				[ "$d" = "$a" ] && ok=1
			done
			if [ "$ok" = 0 ]; then
				echo "FAIL layers: ${f#"$root"/} includes $d/ (${dir}/ may include: ${*:-nothing} and include/)"
				bad=1
			fi
		done
	done
	if [ "$bad" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
}

# folder, then what it may also include
while read -r dir allowed; do
	# shellcheck disable=SC2086
	check "$dir" $allowed
done <<EOF
lib
include
msr lib
decode
output decode lib
gov decode output
sim decode output gov lib
measure decode output gov sim msr lib
top decode output gov sim measure lib
cli decode output gov sim lib
compare output lib
EOF
echo "layers: $pass passed, $fail failed"
[ "$fail" = 0 ]
