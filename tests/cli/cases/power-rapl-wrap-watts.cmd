"$TSNG" --replay tests/recordings/rapl-wrap.rec --quiet --interval 4000 --show PkgWatt 2>/dev/null
