# Each template's plugin in --replay's advisory columns decides as the built-in: the same Gov_PS and
# Gov_MHz on every CPU of every interval, and the same --governor-trace lines, names aside.
r=tests/recordings/smythies-2016.rec
for t in schedutil:kernel=4.9,invariant=0 pid:avg=1,holdoff=12 ondemand:powersave_bias=100 conservative:freq_step=20; do
	g=${t%%:*} p=${t#*:}
	a=$("$TSNG" --replay $r --quiet --governor $g --governor $g:$p --governor-trace --show CPU,Gov1_PS,Gov1_MHz,Gov2_PS,Gov2_MHz 2>&1)
	b=$("$TSNG" --replay $r --quiet --governor build/plugins/tmpl-$g.so --governor build/plugins/tmpl-$g.so:$p --governor-trace --show CPU,Gov1_PS,Gov1_MHz,Gov2_PS,Gov2_MHz 2>&1 |
		sed "s|build/plugins/tmpl-$g.so|$g|g")
	[ -n "$a" ] && [ "$a" = "$b" ] && echo "$g plugin: the same"
done
# The documented example, race-to-idle, on a recording of the fake machine of gov-act-cpu-hole: busy
# time MPERF rate / TSC rate, cpu0 10% (under busy_pct=30: policy->min, 0xCE [47:40] = 0x0A -> 1000
# MHz), cpu2 50% (over: policy->max, the base ratio 0x18 with no turbo ratio register -> 2400 MHz).
sh tests/fakemachine/run.sh act-hole "$TSNG" --quiet --num_iterations 2 --interval 1 --record "$TMPDIR/h.rec" >/dev/null 2>&1
"$TSNG" --replay "$TMPDIR/h.rec" --quiet --governor build/plugins/race-to-idle.so --show CPU,Busy%,Gov_MHz 2>/dev/null; echo "rc=$?"
