"$TSNG" --replay tests/recordings/epyc-7502p-smn.rec --smn --debug 2>&1 >/dev/null | grep -E '^(Pkg|CCD)Tmp:'
