#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Runs every unit and CLI test, as built and under ASan+UBSan, and ends with
# one line "N passed, N failed" over all of them.  Each suite prints one line (name, tests
# passed and failed, seconds) after its failures' details, always in the order below, though a
# few run alongside the others; the names of every failure come again before the total.
# Usage: run-all.sh BIN UNITDIR SANBIN SANUNITDIR
set -u
export LC_ALL=C
# res: each suite's output, counts and log (NAME.out, NAME.n, NAME.log); failed: their FAIL lines
res=$(mktemp -d)
failed=$res/failed
started=""
trap 'kill $started 2>/dev/null; rm -rf "$res"' EXIT
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
# layering; tests/paths.sh: every repository path a comment names exists; tests/gov-traits.sh:
# governors told apart by traits, not names; tests/install.sh, tests/deb.sh, tests/systemd.sh,
# tests/version.sh: the packaging; tests/binary.sh: the link (libraries, relocations, code order);
# tests/fixtures-check.sh: every shipped recording replays possible and consistent;
# tests/real/test-side-by-side.sh: the side-by-side kit on canned outputs; tests/mixin/run.sh:
# the Prometheus mixin, promtool-checked and -tested)
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

# run NAME COMMAND...: runs one suite into $res/NAME.out (its FAIL lines and their details) and
# then $res/NAME.n ("passed failed seconds"), with counts and a log of its own (the suites'
# functions use name, p, f, n, t, dir, tag, bin: these are sname, t0, res).
run() {
	sname=$1 log=$res/$1.log pass=0 fail=0 t0=$(date +%s)
	shift
	"$@" >"$res/$sname.out"
	echo "$pass $fail $(($(date +%s) - t0))" >"$res/$sname.n.tmp"
	mv "$res/$sname.n.tmp" "$res/$sname.n"
}
# early NAME COMMAND...: starts a suite that is mostly waiting (or building) in the background
# now; `suite NAME` later gives it its place in the report.
early() {
	run "$@" &
	started="$started $!"
}
# suite NAME [COMMAND...]: runs one suite now (without COMMAND: the one started early), then
# reports, in this order, each suite whose turn has come and that has ended: its FAIL lines and
# its line.  The report is the same whichever ends first.
queue=""
suite() {
	queue="$queue $1"
	[ $# = 1 ] || run "$@"
	report
}
total_pass=0
total_fail=0
report() {
	for s in $queue; do
		if [ ! -f "$res/$s.n" ]; then
			[ "${1:-}" = final ] || return 0
			echo "FAIL $s: ended without its counts" >"$res/$s.out"
			echo "0 1 0" >"$res/$s.n"
		fi
		read -r p f secs <"$res/$s.n"
		cat "$res/$s.out"
		cat "$res/$s.out" >>"$failed"
		printf '%-14s %5d passed, %d failed  %4d s\n' "$s" "$p" "$f" "$secs"
		total_pass=$((total_pass + p)) total_fail=$((total_fail + f))
		queue=${queue#" $s"}
	done
}

ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export ASAN_OPTIONS UBSAN_OPTIONS
# the package build and the null binary's run (mostly cases waiting for their timeout) alongside
# the rest.  Not the CLI suites: each runs two cases at once already, and a case's bounds (a
# scrape's timeout, the case timeout) must not meet a machine with many more running.
early deb script deb tests/deb.sh
early null-binary null_binary
suite licence script licence tests/licence.sh
suite layers script layers tests/layers.sh
suite paths script paths tests/paths.sh
suite gov-traits script gov-traits tests/gov-traits.sh
suite version script version tests/version.sh "$1"
suite binary script binary tests/binary.sh "$1"
suite install script install tests/install.sh
suite systemd script systemd tests/systemd.sh
suite deb
suite unit unit "$2" unit
suite cli cli "$1" cli
suite unit-san unit "$4" unit-san
suite cli-san cli "$3" cli-san
suite fuzz fuzz_replay "$(dirname "$2")/fuzz" fuzz
suite fuzz-san fuzz_replay "$(dirname "$4")/fuzz" fuzz-san
suite null-binary
suite fixtures script fixtures tests/fixtures-check.sh "$1"
suite docs script docs tests/docs.sh "$1"
suite side-by-side script side-by-side tests/real/test-side-by-side.sh
suite mixin script mixin tests/mixin/run.sh "$1"
wait
started=""
report final
if grep -q '^FAIL' "$failed"; then
	echo "failed:"
	grep '^FAIL' "$failed" | cut -c6-120 | sed 's/^/    /'
fi
echo "$total_pass passed, $total_fail failed"
[ "$total_fail" = 0 ]
