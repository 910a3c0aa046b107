sh tests/published/check.sh "$TSNG" milan-amd-pstate
