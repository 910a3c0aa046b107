# A recording that would pass what --replay reads (512 MiB; TSNG_RECORD_MAX lowers it to 8000
# bytes here) says so after its first interval and continues in FILE.1, FILE.2 ...; each part
# replays on its own (its header repeats the run's lines, every key's last value and the last
# snapshot), and the parts' replays, one after the other, print the live run byte for byte.
d=$(mktemp -d); TSNG_RECORD_MAX=8000 sh tests/fakemachine/run.sh skx-2cpu-batch "$TSNG" --quiet --record "$d/run.rec" --interval 1 --num_iterations 8 --show CPU,Busy%,Bzy_MHz >"$d/live" 2>"$d/err"; echo "rc=$?"; (cd "$d" && ls run.rec*)
for f in "$d"/run.rec "$d"/run.rec.1; do "$TSNG" --replay "$f" --quiet --show CPU,Busy%,Bzy_MHz 2>/dev/null; echo "$(basename "$f") alone: rc=$?" >&2; done >"$d/replayed" 2>"$d/rcs"; cat "$d/rcs"; cmp "$d/replayed" "$d/live" && echo "the parts replay the $(grep -c '^CPU' "$d/live") live intervals"
sed -n "s|$d/||g; s/[0-9][0-9]* bytes/N bytes/; s/about [0-9][0-9]* s ([0-9]* intervals)/about N s (N intervals)/; /--record/p" "$d/err"; rm -rf "$d"
