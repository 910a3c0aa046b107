"$TSNG" --replay tests/recordings/hsw-i7-4770.rec --quiet --show Core,CPU,CoreTmp,PkgTmp,PkgWatt,CorWatt,GFXWatt,PKG_% 2>/dev/null
