"$TSNG" --replay tests/recordings/hsw-ult-offline.rec 2>&1 | sh tests/mmtests-contract.sh
