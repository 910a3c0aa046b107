# the same values as pmt-mtl-c0-die-c6, as JSON: in the summary and the package object
"$TSNG" --replay tests/recordings/mtl-155h-pmt.rec --quiet --format json --show CPU,Totl%C0,Any%C0,GFX%C0,CPUGFX%,Die%c6
