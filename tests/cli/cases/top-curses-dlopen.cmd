# ncursesw is loaded by the top view only (top/term.h): the binary needs libcap at start but neither
# ncursesw nor tinfo, and --top on a machine without ncursesw says so in one line and exits 2 before it
# samples or looks for a terminal.
n=$(readelf -d "$TSNG" | grep -c 'NEEDED.*libcap')
echo "libcap $n, ncursesw $(readelf -d "$TSNG" | grep -c 'NEEDED.*libncurses'), tinfo $(readelf -d "$TSNG" | grep -c 'NEEDED.*libtinfo')"
FAKEMACHINE_NOLIB=libncursesw.so.6 timeout 20 sh tests/fakemachine/run.sh skx-2cpu "$TSNG" --quiet --top 2>&1; echo "exit $?"
