T=$(mktemp -d); "$TSNG" --num_iterations 2 --interval 0.2 --record $T/x.rec >$T/a 2>/dev/null && "$TSNG" --replay $T/x.rec >$T/b 2>/dev/null && cmp $T/a $T/b && echo identical; rm -rf $T
