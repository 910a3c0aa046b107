sh tests/cli/act-signal.sh USR2
