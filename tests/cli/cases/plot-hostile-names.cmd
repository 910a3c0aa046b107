# A run file is input from anywhere: a field name holding a quote, a backquote or a dollar must not
# end the gnuplot string it is written into (gnuplot would run the rest: here a system() call that
# makes a file).  The name is drawn with those characters as '?', and no file appears.
t=$(mktemp -d); cd "$t" || exit 1
printf '%s\n' '{"schema":1,"kind":"interval","interval":1,"start":1.0,"time":2.0,"interval_s":1.0,"summary":{"x\"; system(\"touch PWNED\"); y=\"%":5.0}}' '{"schema":1,"kind":"interval","interval":2,"start":2.0,"time":3.0,"interval_s":1.0,"summary":{"x\"; system(\"touch PWNED\"); y=\"%":6.0}}' >run.jsonl
"$TSNG" plot run.jsonl -o a.svg --plot-script gp; echo "rc=$?"; grep -c 'system' gp/plot.gp; grep -o 'title "[^"]*"$' gp/plot.gp; ls; cd / && rm -rf "$t"
