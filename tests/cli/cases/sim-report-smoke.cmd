# make sim-report's generator with the real binary on a tiny ensemble (2 seeds of 1 s): the JSON
# keys it reads exist, and every declared row of tests/sim/targets.tsv is in the report once,
# with a verdict (which one depends on the model: sim-report-verdicts checks the rules).
t=$(mktemp -d); python3 tests/sim/report.py "$TSNG" tests/sim/targets.tsv "$t/r.md" 2 1 >/dev/null; for id in $(grep -v '^#' tests/sim/targets.tsv | cut -f1); do printf '%s %s ' "$id" "$(grep -c "^| $id | " "$t/r.md")"; grep "^| $id | " "$t/r.md" | grep -q -E '\| (pass|\*\*FAIL\*\*) \|' && echo verdict || (grep -q "^| $id | .*| not attempted |" "$t/r.md" && echo "not attempted" || echo none); done; rm -rf "$t"
