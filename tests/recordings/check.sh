#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Every fixture replays: a recording not named *.config.rec prints rows from at
# least two snapshots; a *.config.rec says in one line (its last) to use --show-turbo and
# --show-turbo reads it; every file has a line in README.
# Usage: check.sh BINARY.  Prints one line per recording; exit 1 if any fails.
set -u
TSNG=$1
dir=$(dirname "$0")
bad=0
for f in "$dir"/*.rec; do
	name=$(basename "$f" .rec)
	why=
	grep -q "^$name " "$dir/README" || why="no line in README"
	snaps=$(grep -c '^snapshot ' "$f")
	case $f in
	*.config.rec)
		[ "$snaps" = 0 ] || why="${why:+$why; }a config fixture with $snaps snapshots"
		msg=$("$TSNG" --quiet --replay "$f" 2>&1 >/dev/null | tail -1)
		[ "$msg" = "turbostat-ng: $f holds configuration only (no snapshot): use --show-turbo --replay $f" ] ||
			why="${why:+$why; }--replay said: $msg"
		"$TSNG" --show-turbo --replay "$f" >/dev/null 2>&1 || why="${why:+$why; }--show-turbo failed"
		kind=config
		;;
	*)
		[ "$snaps" -ge 2 ] || why="${why:+$why; }$snaps snapshots"
		rows=$("$TSNG" --quiet --replay "$f" --num_iterations 1 2>/dev/null | grep -c .)
		[ "$rows" -ge 2 ] || why="${why:+$why; }--replay printed $rows lines"
		kind=replays
		;;
	esac
	if [ -n "$why" ]; then
		echo "$name: $why"
		bad=1
	else
		echo "$name: $kind"
	fi
done
exit $bad
