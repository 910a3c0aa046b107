# CPU%c1e: PMT module C1E / 800 MHz / interval, one word per module of four CPUs; values worked in the recording's header
"$TSNG" --replay tests/recordings/cwf-pmt-c1e.rec --quiet
