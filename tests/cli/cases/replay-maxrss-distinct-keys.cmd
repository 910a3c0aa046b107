# Replay memory stays within twice the recording's size plus 16 MiB (issue 20 point 4): a
# generated recording of about 24 MB (tests/gen-keys-rec.sh), nearly every line a key of its
# own, some keys with 2 values.  Before the compact store this took about 21 times its size.
f=$(mktemp); sh tests/gen-keys-rec.sh 24 >"$f"; limit=$(( ($(wc -c <"$f") * 2 >> 20) + 16 )); python3 tests/cli/maxrss.py $limit "$TSNG" --replay "$f" --quiet --num_iterations 1 --show CPU 2>/dev/null | sed "s/ $limit MiB/ 2 x size + 16 MiB/"; rm -f "$f"
