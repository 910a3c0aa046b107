# -n 0x1 is one interval (strtoul base 0), -n 010 is eight (octal): the two-interval recording gives one
# summary row, then both.  Summary values from the recording's header: Avg_MHz 534, Busy% 46.25.
d=$(mktemp -d); ln -s "$TSNG" "$d/turbostat"; for n in 0x1 010; do printf '%s: ' $n; "$d/turbostat" --replay tests/recordings/knm7255-4cpu.rec --quiet -S --show Avg_MHz,Busy% -n $n 2>/dev/null | awk 'NR > 1' | tr '\n\t' '; '; echo; done; rm -rf "$d"
