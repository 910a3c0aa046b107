# Totl%C0, Any%C0, GFX%C0, CPUGFX% (MSR 0x658-0x65B / TSC) and Die%c6 (PMT / crystal / interval): values worked in the recording's header
"$TSNG" --replay tests/recordings/mtl-155h-pmt.rec --quiet
