"$TSNG" --replay tests/recordings/skx-2s-gold6148.rec --quiet --show Package,CPU,PkgWatt,RAMWatt,PKG_%,RAM_%,CoreTmp,PkgTmp 2>/dev/null
