"$TSNG" --replay tests/recordings/rapl-wrap.rec --quiet --interval 4000 --Joules --show Pkg_J 2>/dev/null
