#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# --listen with --web-config: node_exporter's web configuration (TLS and
# basic-auth users with bcrypt hashes).  A self-signed certificate for
# 127.0.0.1 and its key are made here with openssl, the hash of the
# password with htpasswd -nbB (apache2-utils), all in this test's own
# directory.  Over HTTPS, with the certificate as the only trusted one:
# no credentials, a wrong password and an unknown user get 401 with a
# WWW-Authenticate challenge; the right user and password get 200 and the
# metrics; the sixth failed login from one address 429 with Retry-After and
# the remembered right password 200 still; a connection that never starts its
# TLS handshake is closed after 3 s; a plain-HTTP request to the TLS port gets no HTTP answer; and
# Debian's prometheus, given the scrape configuration it would use for
# node_exporter with this file (scheme https, basic_auth, tls_config
# ca_file), scrapes it: up is 1.  Every wait is bounded; both servers are
# always stopped.
# Usage: web-config.sh BINARY
set -u
bin=$1
. tests/prom/lib.sh
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 \
	-keyout "$T/key.pem" -out "$T/cert.pem" >"$T/openssl.log" 2>&1 || say "openssl: $(tail -1 "$T/openssl.log")"
hash=$(htpasswd -nbB -C 5 prometheus 'correct horse' | cut -d: -f2)
case $hash in '$2y$05$'*) ;; *) say "htpasswd made no bcrypt hash: $hash" ;; esac
# relative paths are taken from the file's directory, as node_exporter does
cat >"$T/web.yml" <<EOT
# as for node_exporter --web.config.file
tls_server_config:
  cert_file: cert.pem
  key_file: "key.pem"
basic_auth_users:
  prometheus: '$hash'
EOT
port=$(free_port)
"$bin" --quiet --replay tests/recordings/hsw-i7-4770.rec --listen "127.0.0.1:$port" --web-config "$T/web.yml" \
	2>"$T/tsng.err" &
track
url=https://127.0.0.1:$port/metrics
tls() { curl -s --max-time 30 --cacert "$T/cert.pem" "$@"; }
code() { tls -o /dev/null -w '%{http_code}' "$@" "$url"; }
https_up() { [ "$(code -u 'prometheus:correct horse')" = 200 ]; }
until_ok 300 https_up || say "no HTTPS scrape from turbostat-ng: $(head -1 "$T/tsng.err")"
echo "https, no credentials: HTTP $(code)"
echo "https, a wrong password: HTTP $(code -u prometheus:wrong)"
echo "https, an unknown user: HTTP $(code -u 'nobody:correct horse')"
tls -D "$T/h" -o /dev/null "$url"
grep -qi '^WWW-Authenticate: Basic realm=' "$T/h" && echo "401 says: WWW-Authenticate: Basic"
tls -u 'prometheus:correct horse' "$url" >"$T/m"
echo "https, the right password: HTTP $(code -u 'prometheus:correct horse'), $(grep -c '^turbostat_info{' "$T/m") turbostat_info line"
# the wrong password and the unknown user above were 2 failed checks from 127.0.0.1; 3 more make the
# 5 a window allows (measure/serve_auth.h), and the 6th is refused without a check, until 60 s after
# the first; the right password, checked once above, is remembered and still served from there
echo "3 more wrong passwords: HTTP $(code -u prometheus:w1) $(code -u prometheus:w2) $(code -u prometheus:w3)"
tls -D "$T/h429" -o /dev/null -u prometheus:w4 "$url"
echo "the next: $(head -1 "$T/h429" | tr -d '\r'), $(grep -i '^Retry-After:' "$T/h429" | tr -d '\r')"
echo "then the right password: HTTP $(code -u 'prometheus:correct horse')"
# a connection that never starts its TLS handshake: closed by the server, not before the 3 s a
# connection has for its request line (the handshake included), within a generous 30 s
closed_after "$port" "" | awk '{ print "no TLS handshake: closed by the server " \
	($1 >= 3 && $1 <= 30 ? "after 3 s and within 30 s" : "after " $1 " s") }'
if curl -s --max-time 30 -o /dev/null -u 'prometheus:correct horse' "http://127.0.0.1:$port/metrics"; then
	echo "plain HTTP to the TLS port: answered"
else
	echo "plain HTTP to the TLS port: no HTTP answer"
fi

pport=$(free_port)
cat >"$T/prometheus.yml" <<EOT
global:
  scrape_interval: 1s
  scrape_timeout: 900ms
scrape_configs:
  - job_name: tsng
    scheme: https
    basic_auth:
      username: prometheus
      password: correct horse
    tls_config:
      ca_file: $T/cert.pem
    static_configs:
      - targets: ['127.0.0.1:$port']
EOT
start_prometheus "$pport"
up_is_1() {
	curl -sf --data-urlencode 'query=up{job="tsng"}' "http://127.0.0.1:$pport/api/v1/query" |
		python3 -c 'import json, sys; r = json.load(sys.stdin)["data"]["result"]; sys.exit(0 if r and r[0]["value"][1] == "1" else 1)'
}
if until_ok 600 up_is_1; then
	echo "prometheus over HTTPS with basic auth: up 1"
else
	echo "prometheus over HTTPS with basic auth: never up ($(tail -1 "$T/prom.log"))"
fi
