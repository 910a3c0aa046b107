sh tests/cli/act-signal.sh ALRM
