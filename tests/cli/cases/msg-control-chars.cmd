# Control characters in what a user typed are written as C escapes in every message, so a message stays
# one line and never drives the terminal: a tab and an escape sequence in a column name, a newline in
# --out's directory, in --replay's file and in compare's, a terminal title sequence in a command that
# does not exist (fork mode on the fake machine), DEL and a UTF-8 C1 control (U+009B, CSI); UTF-8 text
# (é) is kept.  --interval names the value as typed, not %f's 0.001000.  Each: exit status, lines, text
# (fork mode: the line naming the command).
T=$(mktemp -d); R=tests/recordings/hsw-ult.rec; run() { "$@" >/dev/null 2>$T/err; echo "rc=$? lines=$(wc -l <$T/err)"; sed "s|$T|T|g" $T/err; }; run "$TSNG" --replay $R --show "$(printf 'Busy%%\tX\033[31m')"; run "$TSNG" --replay $R -q -n 1 --out "$T/$(printf 'no\ndir')/x"; run "$TSNG" --replay "$(printf 'a\nb\r.rec')"; run "$TSNG" compare tests/compare/003-vanilla.jsonl "$(printf '\302\233x\ty\177z\303\251')"; sh tests/fakemachine/run.sh skx-2cpu-batch "$TSNG" -q --out $T/report "$(printf 'no\033]0;such')" 2>$T/err; echo "rc=$?"; grep "such" $T/err; run "$TSNG" --interval 0.0009999; rm -rf $T
