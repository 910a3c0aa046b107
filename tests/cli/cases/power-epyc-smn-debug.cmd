"$TSNG" --replay tests/recordings/epyc-7502p-smn.rec --debug 2>&1 >/dev/null | grep '^PkgTmp:'
