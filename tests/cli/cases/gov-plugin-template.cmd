# --governor-template prints the source the built-in is compiled from, byte for byte (the same
# file make builds build/plugins/tmpl-NAME.so from); an unknown name lists the templates.
for t in schedutil pid; do "$TSNG" --governor-template $t | cmp - gov/tmpl/$t.c && echo "$t: gov/tmpl/$t.c"; done
"$TSNG" --governor-template ondemand-x; echo "rc=$?"
