# The schedutil template's plugin in --replay's advisory columns decides as the built-in: the same
# Gov_PS and Gov_MHz on every CPU of every interval, and the same --governor-trace lines, names aside.
r=tests/recordings/smythies-2016.rec
a=$("$TSNG" --replay $r --quiet --governor schedutil --governor schedutil:kernel=4.9,invariant=0 --governor-trace --show CPU,Gov1_PS,Gov1_MHz,Gov2_PS,Gov2_MHz 2>&1)
b=$("$TSNG" --replay $r --quiet --governor build/plugins/tmpl-schedutil.so --governor build/plugins/tmpl-schedutil.so:kernel=4.9,invariant=0 --governor-trace --show CPU,Gov1_PS,Gov1_MHz,Gov2_PS,Gov2_MHz 2>&1 |
	sed 's|build/plugins/tmpl-schedutil.so|schedutil|g')
[ -n "$a" ] && [ "$a" = "$b" ] && echo "schedutil plugin: the same"
