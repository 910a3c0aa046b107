# turbostat-ng plot draws a recorded run with gnuplot: a replay of tests/gen-bench-rec.sh's 4-CPU
# recording (5 intervals of 1 s) written as JSON Lines, then the SVG checked with xmllint: well
# formed, one panel per unit (y labels MHz and %), the default series by name, and not TSC_MHz
# (the same line all along).
t=$(mktemp -d); sh tests/gen-bench-rec.sh 4 5 >"$t/r.rec"; "$TSNG" --replay "$t/r.rec" --quiet --format json --out "$t/run.jsonl" 2>/dev/null; "$TSNG" plot "$t/run.jsonl" -o "$t/run.svg" --title "4-CPU replay"; echo "rc=$?"; xmllint --noout "$t/run.svg" && echo "well-formed SVG"; for s in "4-CPU replay" MHz % "seconds since the start" Avg_MHz Bzy_MHz Busy% CPU%c1 Pkg%pc2 C1E% TSC_MHz; do printf '%s: %s\n' "$s" "$(xmllint --xpath "count(//*[local-name()='text'][normalize-space(.)='$s'])" "$t/run.svg")"; done; rm -rf "$t"
