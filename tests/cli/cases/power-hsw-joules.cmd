"$TSNG" --replay tests/recordings/hsw-i7-4770.rec --quiet --Joules --Summary --show Pkg_J,Cor_J,GFX_J 2>/dev/null
