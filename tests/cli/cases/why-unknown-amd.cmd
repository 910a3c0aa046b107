# AMD has no limit-reason register: the verdict is "unknown" and says what is missing, never
# "no limit".  Bzy_MHz 4547 is the published summary of tests/recordings/real-zen4-7950x.rec
# (4500 * 144,992.262 / 143,496.000, worked there); no turbo ratio table and no cpuinfo_max_freq
# in it, so no "of" limit.  Two intervals.
"$TSNG" --quiet --replay tests/recordings/real-zen4-7950x.rec --why 2>/dev/null
