sh tests/cli/act-signal.sh KILL
