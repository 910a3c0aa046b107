"$TSNG" --replay tests/recordings/vm-intel-nomsr.rec --quiet --show Core,CPU,Busy%,PkgWatt,CorWatt,RAMWatt,PkgTmp,CoreTmp 2>/dev/null
