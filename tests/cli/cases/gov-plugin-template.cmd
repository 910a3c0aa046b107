# --governor-template prints the source the built-in is compiled from, byte for byte (the same
# file make builds build/plugins/tmpl-schedutil.so from); an unknown name lists the templates.
"$TSNG" --governor-template schedutil | cmp - gov/tmpl/schedutil.c && echo "schedutil: gov/tmpl/schedutil.c"
"$TSNG" --governor-template ondemand-x; echo "rc=$?"
