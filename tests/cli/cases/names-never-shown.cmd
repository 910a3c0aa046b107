# ThreadC, CoreCnt, PkgCnt: names turbostat accepts in --show/--hide but never prints; --list omits them
"$TSNG" --replay tests/recordings/mtl-155h-pmt.rec --quiet --show ThreadC,CoreCnt,PkgCnt,Busy% && "$TSNG" --replay tests/recordings/mtl-155h-pmt.rec --quiet --hide ThreadC,CoreCnt,PkgCnt --show CPU,Any%C0 && "$TSNG" --replay tests/recordings/mtl-155h-pmt.rec --quiet --list
