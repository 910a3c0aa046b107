sh tests/cli/act-signal.sh FORK-TERM
