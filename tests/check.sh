# SPDX-License-Identifier: GPL-2.0-only
# Sourced by the packaging tests (install.sh, deb.sh, version.sh) after setting $suite:
# check NAME GOT WANT counts one test and prints "FAIL SUITE: NAME" with both values when
# they differ; finish prints "SUITE: N passed, N failed" (tests/run-all.sh reads it) and
# returns non-zero after a failure.
pass=0
fail=0
check() {
	if [ "$2" = "$3" ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		printf 'FAIL %s: %s\n    got:  %s\n    want: %s\n' "$suite" "$1" "$2" "$3"
	fi
}
finish() {
	echo "$suite: $pass passed, $fail failed"
	[ "$fail" = 0 ]
}
