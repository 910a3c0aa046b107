#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Runs every unit and CLI test, as built and under ASan+UBSan, and ends with
# one line "N passed, N failed" over all of them.
# Usage: run-all.sh BIN UNITDIR SANBIN SANUNITDIR
set -u
export LC_ALL=C
pass=0
fail=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT INT TERM

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

# every tracked source names its licence (tests/licence.sh): one test per file
licence() {
	sh tests/licence.sh >"$log" 2>&1
	grep '^FAIL' "$log"
	p=$(sed -n 's/^licence: \([0-9]*\) passed.*/\1/p' "$log")
	f=$(sed -n 's/^licence: [0-9]* passed, \([0-9]*\) failed/\1/p' "$log")
	pass=$((pass + ${p:-0})) fail=$((fail + ${f:-1}))
}

# the include layering (tests/layers.sh): one test per folder
layers() {
	sh tests/layers.sh >"$log" 2>&1
	grep '^FAIL' "$log"
	p=$(sed -n 's/^layers: \([0-9]*\) passed.*/\1/p' "$log")
	f=$(sed -n 's/^layers: [0-9]* passed, \([0-9]*\) failed/\1/p' "$log")
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

# every shipped recording replays possible and consistent (tests/fixtures-check.sh): one test per fixture
fixtures() {
	sh tests/fixtures-check.sh "$1" >"$log" 2>&1
	grep -E '^(FAIL|    )' "$log"
	p=$(sed -n 's/^fixtures: \([0-9]*\) passed.*/\1/p' "$log")
	f=$(sed -n 's/^fixtures: [0-9]* passed, \([0-9]*\) failed/\1/p' "$log")
	pass=$((pass + ${p:-0})) fail=$((fail + ${f:-1}))
}

# the side-by-side kit's comparison on canned outputs, and its skips (tests/real/test-side-by-side.sh)
side_by_side() {
	sh tests/real/test-side-by-side.sh >"$log" 2>&1
	grep -E '^(FAIL|    )' "$log"
	p=$(sed -n 's/^side-by-side: \([0-9]*\) passed.*/\1/p' "$log")
	f=$(sed -n 's/^side-by-side: [0-9]* passed, \([0-9]*\) failed/\1/p' "$log")
	pass=$((pass + ${p:-0})) fail=$((fail + ${f:-1}))
}

ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export ASAN_OPTIONS UBSAN_OPTIONS
licence
layers
unit "$2" unit
cli "$1" cli
unit "$4" unit-san
cli "$3" cli-san
fuzz_replay "$(dirname "$2")/fuzz" fuzz
fuzz_replay "$(dirname "$4")/fuzz" fuzz-san
null_binary
fixtures "$1"
side_by_side
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
