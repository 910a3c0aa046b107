sh tests/cli/act-signal.sh SEGV
