"$TSNG" --replay tests/recordings/hsw-ult-aperf-back.rec 2>&1 | sh tests/mmtests-contract.sh; echo "contract exit $?"
