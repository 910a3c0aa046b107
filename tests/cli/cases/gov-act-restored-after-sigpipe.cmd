sh tests/cli/act-signal.sh PIPE
