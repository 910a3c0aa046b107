# What is not a trace: a missing file, a directory, a file of no trace lines, a line past the
# 4096-byte bound (a file without newlines), each a one-line reason and status 2; an empty path.
d=$(mktemp -d); cd "$d" && mkdir dir
"$TSNG" --simulate trace:none --governor schedutil --trace-mhz 2000; echo "rc=$?"
"$TSNG" --simulate trace:dir --governor schedutil --trace-mhz 2000; echo "rc=$?"
printf 'hello\nworld\n' >text; "$TSNG" --simulate trace:text --governor schedutil --trace-mhz 2000; echo "rc=$?"
head -c 5000 /dev/zero | tr '\0' x >long; "$TSNG" --simulate trace:long --governor schedutil --trace-mhz 2000; echo "rc=$?"
"$TSNG" --simulate trace: --governor schedutil; echo "rc=$?"
cd / && rm -rf "$d"
