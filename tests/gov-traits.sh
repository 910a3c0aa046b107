#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Governors are told apart by the traits of their ops row (gov/gov.h enum
# gov_trait), never by their names or ops pointers: outside the registry
# (gov/registry.c, which finds a governor by name) no product file compares a
# governor's name or an ops pointer.  Three tests:
#   names     no strcmp/strncmp/memcmp of ops->name, no drv_is(ops, "x")-style helper
#   literals  no comparison with a governor's name as a string literal (the names
#             are every `.name = "..."` of a gov_ops row in gov/, and the
#             governor templates' TSNG_GOV_NAME)
#   pointers  no == or != with a gov_*_ops row or between two instances' ops
# Usage: gov-traits.sh [ROOT]   (ROOT defaults to the current directory)
# Prints one line per failure and ends with "gov-traits: N passed, N failed".
set -u
root=${1:-.}
pass=0
fail=0

# the product's sources, the registry left out
sources() {
	for d in cli compare decode gov include lib measure msr output sim top; do
		for f in "$root/$d"/*.c "$root/$d"/*.h "$root/$d"/*/*.c; do
			[ -f "$f" ] && [ "$f" != "$root/gov/registry.c" ] && echo "$f"
		done
	done
	echo "$root/turbostat-ng.c"
}

# check NAME EXTENDED-REGEX: one test; every matching line is a failure
check() {
	hits=$(sources | xargs grep -nE "$2" 2>/dev/null)
	if [ -n "$hits" ]; then
		printf '%s\n' "$hits" | sed "s|^$root/||; s|^|FAIL gov-traits $1: |"
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
}

check names '(str|mem)n?cmp\([^;]*ops->name|[a-z_]+_is\([^,;]*ops, *"'
names=$(sed -n 's/^[[:space:]]*\.name = "\([^"]*\)".*/\1/p; s/^#define TSNG_GOV_NAME "\([^"]*\)".*/\1/p' \
	"$root"/gov/*.c "$root"/gov/*/*.c 2>/dev/null | sort -u | sed 's/[.-]/\\&/g' | paste -sd '|')
if [ -z "$names" ]; then
	echo "FAIL gov-traits literals: no governor names found under $root/gov"
	fail=$((fail + 1))
else
	check literals "(str|mem)n?cmp\([^;]*\"($names)\""
fi
check pointers '[!=]= *&?gov_[a-z0-9_]+_ops\b|\bgov_[a-z0-9_]+_ops *[!=]=|(->|\.)ops *[!=]= *[a-z_]+(\[[^]]*\])?(->|\.)ops\b'
echo "gov-traits: $pass passed, $fail failed"
[ "$fail" = 0 ]
