# A link to one of our own descriptors (/proc/self/fd/1, as /dev/stdout is) names an open file, not a path
# (a pipe's reads "pipe:[N]"): --format prometheus --out through it writes both scrapes of hsw-ult.rec on
# standard output, and --out through a link to /dev/stdout the report; the links, made in the test's own
# directory, stay links, and nothing else appears there.
T=$(mktemp -d); R=tests/recordings/hsw-ult.rec; ln -s /proc/self/fd/1 $T/so; ln -s /dev/stdout $T/so2; "$TSNG" --replay $R -q --format prometheus --out $T/so | grep -c '^# TYPE turbostat_info gauge'; "$TSNG" --replay $R -q -n 1 --show Busy% --out $T/so2 | head -2; for l in so so2; do test -L $T/$l && echo "$l -> $(readlink $T/$l)"; done; ls -A $T; rm -rf $T
