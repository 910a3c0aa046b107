sh tests/cli/act-signal.sh QUIT
