#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# --web-config files that are refused: each run exits 2 with one line naming
# FILE:LINE and the key, before anything listens (the port is never bound:
# the file is read first).  The files are written to this test's own
# directory, whose name is printed as T.
# Usage: web-config-bad.sh BINARY
set -u
bin=$1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT INT TERM
hash='$2b$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW'
try() {
	printf "$1" | sed "s|@H@|$hash|g" >"$T/web.yml"
	"$bin" --quiet --replay tests/recordings/hsw-i7-4770.rec --listen 127.0.0.1:1 --web-config "$T/web.yml" \
		>/dev/null 2>"$T/err"
	echo "exit $?, $(wc -l <"$T/err") line: $(sed "s|$T|T|g" "$T/err")"
}
try 'tls_server_config:\n  cert_file: c.pem\n  min_version: TLS13\n'
try 'http_server_config:\n  http2: false\n'
try 'basic_auth_users:\n\talice: @H@\n'
try '# comment\ntls_server_config:\n  cert_file: c.pem\n'
try 'basic_auth_users:\n  alice: secret\n'
try 'basic_auth_users:\n  alice: @H@\n  alice: @H@\n'
try 'basic_auth_users: {alice: @H@}\n'
try 'basic_auth_users:\n  - alice\n'
try 'basic_auth_users:\n  alice: @H@\n   bob: @H@\n'
try 'basic_auth_users:\n'
try 'tls_server_config:\n  cert_file: nope.pem\n  key_file: nope.key\n'
try 'basic_auth_users:\n  alice: "@H@\n'
try '  alice: @H@\n'
"$bin" --quiet --replay tests/recordings/hsw-i7-4770.rec --web-config "$T/web.yml" >/dev/null 2>"$T/err"
echo "without --listen: exit $?, $(sed "s|$T|T|g" "$T/err")"
"$bin" --quiet --replay tests/recordings/hsw-i7-4770.rec --listen 127.0.0.1:1 --web-config "$T/none.yml" \
	>/dev/null 2>"$T/err"
echo "no such file: exit $?, $(sed "s|$T|T|g" "$T/err")"
# a control character in the file's name is escaped (\x1b), as in every other message (issue 35)
"$bin" --quiet --replay tests/recordings/hsw-i7-4770.rec --listen 127.0.0.1:1 --web-config "$T/n$(printf '\033')[31m.yml" \
	>/dev/null 2>"$T/err"
echo "escaped: exit $?, $(sed "s|$T|T|g" "$T/err")"
