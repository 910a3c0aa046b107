"$TSNG" --replay tests/recordings/epyc-7502p-smn.rec --quiet --show Core,CPU,CorWatt,PkgTmp,PkgWatt 2>/dev/null
