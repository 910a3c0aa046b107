sh tests/cli/act-signal.sh HUP
