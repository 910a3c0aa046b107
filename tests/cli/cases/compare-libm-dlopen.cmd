# libm is loaded by compare alone, as it starts (compare/welch.h: the Welch test's exp, log, log1p and
# lgamma; the Makefile's MATH_CFLAGS inline every other libm call, and tests/binary.sh checks that the
# binary does not need libm).  On a machine without libm compare says so in one line and exits 2, as the
# other modes' libraries do (top-curses-dlopen, prom-crypt-dlopen); its --help needs no libm.
FAKEMACHINE_NOLIB=libm.so.6 sh tests/fakemachine/run.sh skx-2cpu "$TSNG" compare tests/compare/003-vanilla.jsonl tests/compare/003-sample-v1r1.jsonl 2>&1; echo "exit $?"
FAKEMACHINE_NOLIB=libm.so.6 sh tests/fakemachine/run.sh skx-2cpu "$TSNG" compare --help 2>&1 | grep -c '^Usage: turbostat-ng compare '
