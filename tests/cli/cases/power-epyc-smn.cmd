"$TSNG" --replay tests/recordings/epyc-7502p-smn.rec --quiet --smn --show Core,CPU,CorWatt,PkgTmp,CCDTmp,PkgWatt 2>/dev/null
