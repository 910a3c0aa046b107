#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Runs every unit and CLI test, as built and under ASan+UBSan, and ends with
# one line "N passed, N failed" over all of them.  Each suite prints one line as it ends
# (name, tests passed and failed, seconds) after its failures' details; the names of every
# failure come again before the total.
# Usage: run-all.sh BIN UNITDIR SANBIN SANUNITDIR
set -u
export LC_ALL=C
pass=0
fail=0
log=$(mktemp)
failed=$(mktemp)
out=$(mktemp)
trap 'rm -f "$log" "$failed" "$out"' EXIT
trap 'exit 1' INT TERM

# cmocka prints "[  PASSED  ] N test(s)." and "[  FAILED  ] N test(s)..."
unit() {
	dir=$1 tag=$2
	for t in "$dir"/test_*; do
		[ -x "$t" ] || continue
		"$t" >"$log" 2>&1
		rc=$?
		p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' "$log" | tail -1)
		f=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' "$log" | tail -1)
		p=${p:-0} f=${f:-0}
		if [ "$rc" != 0 ] && [ "$f" = 0 ]; then
			f=1	# crashed or sanitizer report before cmocka's summary
		fi
		if [ "$f" != 0 ]; then
			echo "FAIL $tag/$(basename "$t"):"
			grep -E 'FAILED|ERROR|error|Sanitizer|runtime error' "$log" | head -20 | sed 's/^/    /'
		fi
		pass=$((pass + p)) fail=$((fail + f))
	done
}

cli() {
	bin=$1 tag=$2
	sh tests/cli/run.sh "$bin" >"$log" 2>&1
	sed -n '/^FAIL/,$p' "$log" | grep -v '^cli:' | sed "s|^FAIL |FAIL $tag/|"
	p=$(sed -n 's/^cli: \([0-9]*\) passed.*/\1/p' "$log")
	f=$(sed -n 's/^cli: [0-9]* passed, \([0-9]*\) failed/\1/p' "$log")
	pass=$((pass + ${p:-0})) fail=$((fail + ${f:-1}))
}

# script NAME SCRIPT [ARGS]: a script that prints "FAIL ..." lines and ends "NAME: N passed, N failed"
# (tests/licence.sh: every tracked source names its licence; tests/layers.sh: the include
# layering; tests/install.sh, tests/deb.sh, tests/systemd.sh, tests/version.sh: the packaging;
# tests/fixtures-check.sh: every shipped recording replays possible and consistent;
# tests/real/test-side-by-side.sh: the side-by-side kit on canned outputs)
script() {
	name=$1
	shift
	sh "$@" >"$log" 2>&1
	grep -E '^(FAIL|SKIP|    )' "$log" | head -40
	p=$(sed -n "s/^$name: \([0-9]*\) passed.*/\1/p" "$log")
	f=$(sed -n "s/^$name: [0-9]* passed, \([0-9]*\) failed/\1/p" "$log")
	[ -n "$f" ] || tail -5 "$log" | sed "s/^/FAIL $name: /"
	pass=$((pass + ${p:-0})) fail=$((fail + ${f:-1}))
}

# Fuzz corpora and regression inputs (tests/fuzz/NAME/) through each target's plain driver
# (build/*/fuzz/NAME): every input is one test; a crash or sanitizer report fails the target.
fuzz_replay() {
	dir=$1 tag=$2
	for t in "$dir"/*; do
		[ -x "$t" ] || continue
		name=$(basename "$t")
		if "$t" "tests/fuzz/$name" >"$log" 2>&1; then
			n=$(sed -n 's/^fuzz-replay: \([0-9]*\) inputs/\1/p' "$log")
			pass=$((pass + ${n:-0}))
		else
			fail=$((fail + 1))
			echo "FAIL $tag/$name:"
			grep -E 'ERROR|runtime error|SUMMARY|fuzz-replay' "$log" | head -10 | sed 's/^/    /'
		fi
	done
}

# One test: every CLI case fails against a binary that prints nothing and exits 1.
null_binary() {
	if sh tests/cli/null-binary.sh >"$log" 2>&1; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		sed 's/^/FAIL /' "$log"
	fi
}

# suite NAME COMMAND...: runs one suite, saves its FAIL lines and prints its line (the suites'
# functions use name, p, f, n, t: these are suite_name, p0, f0, t0).
suite() {
	suite_name=$1
	shift
	p0=$pass f0=$fail t0=$(date +%s)
	"$@" >"$out"
	cat "$out"
	cat "$out" >>"$failed"
	printf '%-14s %5d passed, %d failed  %4d s\n' "$suite_name" $((pass - p0)) $((fail - f0)) $(($(date +%s) - t0))
}

ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export ASAN_OPTIONS UBSAN_OPTIONS
suite licence script licence tests/licence.sh
suite layers script layers tests/layers.sh
suite version script version tests/version.sh "$1"
suite install script install tests/install.sh
suite systemd script systemd tests/systemd.sh
suite deb script deb tests/deb.sh
suite unit unit "$2" unit
suite cli cli "$1" cli
suite unit-san unit "$4" unit-san
suite cli-san cli "$3" cli-san
suite fuzz fuzz_replay "$(dirname "$2")/fuzz" fuzz
suite fuzz-san fuzz_replay "$(dirname "$4")/fuzz" fuzz-san
suite null-binary null_binary
suite fixtures script fixtures tests/fixtures-check.sh "$1"
suite side-by-side script side-by-side tests/real/test-side-by-side.sh
if grep -q '^FAIL' "$failed"; then
	echo "failed:"
	grep '^FAIL' "$failed" | cut -c6-120 | sed 's/^/    /'
fi
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
