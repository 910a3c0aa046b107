# libmicrohttpd is loaded by the exporter only (measure/mhd.h): the binary needs libcap at start but
# not libmicrohttpd, and --listen on a machine without libmicrohttpd says so in one line and exits 2.
echo "libcap $(readelf -d "$TSNG" | grep -c 'NEEDED.*libcap'), libmicrohttpd $(readelf -d "$TSNG" | grep -c 'NEEDED.*libmicrohttpd')"
FAKEMACHINE_NOLIB=libmicrohttpd.so.12 timeout 20 sh tests/fakemachine/run.sh skx-2cpu "$TSNG" --quiet --interval 1 --listen 127.0.0.1:19199 2>&1; echo "exit $?"
