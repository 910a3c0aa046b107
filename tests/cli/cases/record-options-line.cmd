# A recording's "tool" and "options" lines (issue 22 point 5): the command line as typed, an
# argument with a space in single quotes, a tab as \x09, so that the line stays one line; the
# replay's --debug shows them back.
d=$(mktemp -d); sh tests/fakemachine/run.sh skx-2cpu-batch "$TSNG" --quiet --record "$d/r.rec" sh -c 'exit 0' "$(printf 'a\tb')" 2>/dev/null; echo "rc=$?"; grep -E '^(tool|options) ' "$d/r.rec" | sed "s|$d|D|"; "$TSNG" --replay "$d/r.rec" --debug 2>&1 >/dev/null | grep -E '^(recorded by|options):' | sed "s|$d|D|"; rm -rf "$d"
