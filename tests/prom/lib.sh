# SPDX-License-Identifier: GPL-2.0-only
# Shared by the exporter tests in tests/prom/ (sourced, never run): a
# directory of the test's own in $T, and at exit every process the test
# started (named in $started by track) killed and waited for and $T removed.
T=$(mktemp -d)
started=""
cleanup() {
	for p in $started; do
		kill "$p" 2>/dev/null
	done
	wait 2>/dev/null
	rm -rf "$T"
}
trap cleanup EXIT INT TERM

# Remembers the process just started in the background ($!) for cleanup.
track() { started="$started $!"; }

# Forgets process $1 once it has been waited for (its number may be reused).
forget() { started=$(echo " $started " | sed "s/ $1 / /"); }

# A TCP port on 127.0.0.1 that nothing listens on now.
free_port() {
	python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# The i7-4770 recording replayed by $bin under --listen on a free port ($port), with "$@" added;
# waits until it answers a scrape, or says why not and ends the test.
start_exporter() {
	port=$(free_port)
	"$bin" --quiet --replay tests/recordings/hsw-i7-4770.rec --listen "127.0.0.1:$port" "$@" 2>"$T/tsng.err" &
	track
	until_ok 300 curl -sf "http://127.0.0.1:$port/metrics" || say "no scrape from turbostat-ng: $(head -1 "$T/tsng.err")"
}

# Seconds from connect until the server on port $1 closes a connection that sends $2 (a byte a
# second, then nothing), at most 60.
closed_after() {
	python3 -c '
import socket, sys, time
s = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
start = time.monotonic()
s.settimeout(1)
sent = 0
while time.monotonic() - start < 60:
    if sent < len(sys.argv[2]):
        s.send(sys.argv[2][sent].encode())
        sent += 1
    try:
        if not s.recv(1):
            break
    except socket.timeout:
        pass
    except OSError:
        break
print("%.1f" % (time.monotonic() - start))' "$1" "$2"
}

# Waits up to $1 tenths of a second for command $2... to succeed.
until_ok() {
	n=$1
	shift
	while ! "$@" >/dev/null 2>&1; do
		n=$((n - 1))
		[ "$n" -le 0 ] && return 1
		sleep 0.1
	done
}

# The test's one line when it cannot go on (the case's golden then differs).
say() { echo "$*"; exit 0; }

# Debian's prometheus on 127.0.0.1:$1 with the configuration in $T/prometheus.yml (its data and
# log, prom.log, in $T); waits until it says it is ready, or says why not and ends the test.
start_prometheus() {
	prometheus --config.file="$T/prometheus.yml" --storage.tsdb.path="$T/data" \
		--web.listen-address="127.0.0.1:$1" >"$T/prom.log" 2>&1 &
	track
	until_ok 150 curl -sf "http://127.0.0.1:$1/-/ready" || say "prometheus did not start: $(tail -1 "$T/prom.log")"
}

# $T/prometheus.yml: job $1 scrapes 127.0.0.1:$2 every 0.5 s; rule files $3... evaluated every second.
prom_config() {
	job=$1 port=$2
	shift 2
	{
		printf 'global:\n  scrape_interval: 500ms\n  scrape_timeout: 400ms\n  evaluation_interval: 1s\n'
		[ $# = 0 ] || printf 'rule_files:\n'
		for f in "$@"; do
			printf '  - %s\n' "$f"
		done
		printf "scrape_configs:\n  - job_name: %s\n    static_configs:\n      - targets: ['127.0.0.1:%s']\n" "$job" "$port"
	} >"$T/prometheus.yml"
}

# BINARY ($1) replays recording $2 at its pace behind --listen 127.0.0.1:$3 (its stderr in
# $T/tsng.err); waits until /metrics answers, or says why not and ends the test.
serve_replay() {
	"$1" --quiet --replay "$2" --listen "127.0.0.1:$3" 2>"$T/tsng.err" &
	track
	until_ok 100 curl -sf "http://127.0.0.1:$3/metrics" || say "no scrape from turbostat-ng: $(head -1 "$T/tsng.err")"
}
