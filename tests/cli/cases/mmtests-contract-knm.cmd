"$TSNG" --replay tests/recordings/knm7255-4cpu.rec 2>&1 | sed "s/\$/\r/" | sh tests/mmtests-contract.sh
