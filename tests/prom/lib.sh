# SPDX-License-Identifier: GPL-2.0-only
# Shared by the exporter tests in tests/prom/ (sourced, never run).

# A TCP port on 127.0.0.1 that nothing listens on now.
free_port() {
	python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
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
