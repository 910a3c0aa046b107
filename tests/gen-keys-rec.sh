#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Writes a recording of about MB megabytes with many distinct keys to stdout (the memory
# bound of --replay: make bench, tests/cli/cases/replay-maxrss-distinct-keys): the 2-CPU
# synthetic run of tests/gen-bench-rec.sh (2 intervals), with KEYS start-up values of
# registers the replay never reads, each a key of its own, then 40 snapshots in which each
# of those registers also changes once per CPU (so keys have 1, 2 or more values).
# Usage: gen-keys-rec.sh MB
set -eu
mb=$1
sh "$(dirname "$0")/gen-bench-rec.sh" 2 2 | awk -v bytes="$((mb * 1048576))" '
/^snapshot/ && !done {
	n = 0
	for (r = 0; n < bytes / 2; r++) {
		line = sprintf("msr %d 0x%x 0x%016x", r % 2, 0x10000 + r, r * 2654435761 % 4294967296)
		print line
		n += length(line) + 1
	}
	done = 1
	regs = r
	print
	next
}
/^end/ {
	# the rest as later values of the same keys, one snapshot at a time after the run
	per = int(regs / 40) + 1
	for (s = 0; s < 40 && n < bytes; s++) {
		printf "snapshot %.0f %d.000000\n", 4000000000 + s * 1000000000, 1796213004 + s
		for (r = s * per; r < (s + 1) * per && r < regs; r++) {
			line = sprintf("msr %d 0x%x 0x%x", r % 2, 0x10000 + r, r)
			print line
			n += length(line) + 1
		}
		snaps++
	}
	print "end " $2 + snaps
	next
}
{ print }'
