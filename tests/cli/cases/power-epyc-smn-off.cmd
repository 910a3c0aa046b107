"$TSNG" --replay tests/recordings/epyc-7502p-smn.rec --quiet --show CPU,PkgTmp,CCDTmp 2>/dev/null | head -3
