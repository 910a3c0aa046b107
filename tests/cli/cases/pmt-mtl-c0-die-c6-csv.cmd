# the same values as pmt-mtl-c0-die-c6, as CSV: package columns on the summary and the package's first CPU only
"$TSNG" --replay tests/recordings/mtl-155h-pmt.rec --quiet --format csv --show CPU,Totl%C0,Any%C0,GFX%C0,CPUGFX%,Die%c6
