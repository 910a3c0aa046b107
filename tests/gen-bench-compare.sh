#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# A large run for compare's row in make bench: N interval records of JSON
# Lines (schema 1) whose summary holds F fields (Busy%, PkgWatt, Pkg_J and
# F - 3 sysfs-like residencies C0%...), the values a deterministic sawtooth
# shifted by SHIFT.  18000 intervals of 480 fields is about 110 MB, the size
# of the two runs that took compare 48 s when every field of every line was
# looked up among all the others.
# Usage: gen-bench-compare.sh N F SHIFT
set -eu
awk -v n="$1" -v f="$2" -v shift="$3" 'BEGIN {
	for (i = 1; i <= n; i++) {
		v = (i % 17) + shift
		printf "{\"schema\":1,\"kind\":\"interval\",\"interval\":%d,\"interval_s\":1.000000,\"summary\":{", i
		printf "\"Busy%%\":%.2f,\"PkgWatt\":%.2f,\"Pkg_J\":%.2f", 20 + v, 10 + v, 10 + v
		for (k = 3; k < f; k++)
			printf ",\"C%d%%\":%.2f", k, (v + k) % 100
		printf "}}\n"
	}
}'
