# Advisory mode says once when an interval is 10 or more times a governor's period.  hsw-ult.rec
# holds 1 s intervals; pid's sample_ms 10 rounds up to three 4 ms jiffies (HZ 250): 12 ms, and
# 1 s / 12 ms = 83x.  performance ignores its samples: nothing to say.  smythies-2016.rec's
# intervals are 98 ms (8x of 12 ms, within 10x): no line either.
"$TSNG" --replay tests/recordings/hsw-ult.rec --quiet --governor performance --governor pid:holdoff=3 2>&1 >/dev/null
echo "smythies-2016: $("$TSNG" --replay tests/recordings/smythies-2016.rec --quiet --governor pid:holdoff=3 2>&1 >/dev/null | wc -l) lines on stderr"
