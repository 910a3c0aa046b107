# --governor-template prints the source the built-in is compiled from, byte for byte, with the file
# a template includes from beside it (ondemand's and conservative's gov/tmpl/dbs.h) in its place: one
# file (the text make builds build/plugins/tmpl-NAME.so from); an unknown name lists the templates.
for t in schedutil pid ondemand conservative; do
	sed '/^#include "dbs.h"$/{
r gov/tmpl/dbs.h
d
}' gov/tmpl/$t.c >"$TMPDIR/$t.c"
	"$TSNG" --governor-template $t | cmp - "$TMPDIR/$t.c" && echo "$t: gov/tmpl/$t.c"
done
"$TSNG" --governor-template ondemand-x; echo "rc=$?"
