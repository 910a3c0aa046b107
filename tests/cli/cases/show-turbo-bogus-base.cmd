"$TSNG" --replay tests/recordings/vm-intel-bogus-base.rec --show-turbo | grep "^BASE"
