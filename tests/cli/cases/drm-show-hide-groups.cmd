# turbostat.c (2025.12) groups: GFXMHz GFXAMHz SAMMHz SAMAMHz are "frequency"; GFX%rc6 SAM%mc6
# CPU%LPI SYS%LPI are "hwidle" (and so "idle"); all are on by default.  Columns by name too.
# Each line: the options, then the header of tests/recordings/lnl-258v-xe.rec's first interval.
for o in "--show frequency" "--show hwidle" "--show idle" "--hide frequency" "--hide hwidle" "--show GFXAMHz,SYS%LPI" "--hide SAM%mc6,SAMMHz,SAMAMHz,Core,CPU"; do printf '%s: ' "$o"; "$TSNG" --replay tests/recordings/lnl-258v-xe.rec --quiet $o 2>/dev/null | head -1; done
