# Replays have a null host record; their config record's CPUID says which CPU they ran on:
# hsw-ult.rec (leaf 1 EAX 0x00040651: family 6, model 0x45 = 69, stepping 1) against snb-client.rec
# (0x000206a7: model 0x2A = 42, stepping 7) is warned of; a replay against itself is not.  TSC_MHz
# is no row of either.
T=$(mktemp -d); "$TSNG" --replay tests/recordings/hsw-ult.rec --quiet --format json --out $T/ult.jsonl 2>/dev/null
"$TSNG" --replay tests/recordings/snb-client.rec --quiet --format json --out $T/snb.jsonl 2>/dev/null
"$TSNG" compare $T/ult.jsonl $T/snb.jsonl 2>&1 >/dev/null
"$TSNG" compare $T/ult.jsonl $T/ult.jsonl 2>&1 >/dev/null; "$TSNG" compare $T/ult.jsonl $T/snb.jsonl 2>/dev/null | grep -c TSC_MHz; rm -rf $T
