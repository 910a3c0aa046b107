# libcrypt is loaded when a --web-config names basic_auth_users (measure/webconf.c): the binary does not
# need it at start, and on a machine without libcrypt such a configuration is refused in one line (exit 2)
# before anything listens.  The configuration is written to this test's own directory (T).
T=$(mktemp -d)
printf 'basic_auth_users:\n  alice: $2b$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW\n' >"$T/web.yml"
echo "libcap $(readelf -d "$TSNG" | grep -c 'NEEDED.*libcap'), libcrypt $(readelf -d "$TSNG" | grep -c 'NEEDED.*libcrypt')"
FAKEMACHINE_NOLIB=libcrypt.so.1 timeout 20 sh tests/fakemachine/run.sh skx-2cpu "$TSNG" --quiet --interval 1 \
	--listen 127.0.0.1:1 --web-config "$T/web.yml" >"$T/out" 2>&1
echo "exit $?"
sed "s|$T|T|g" "$T/out"
rm -rf "$T"
