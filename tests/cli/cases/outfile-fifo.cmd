# A FIFO given to --format prometheus --out is written in place: every scrape comes through it
# (hsw-ult.rec: 3 snapshots 1 s apart, so 2 intervals of 1 s), and the FIFO is still a FIFO.
# The test holds the FIFO open read-write (fd 3) so the run never waits for a reader, then reads
# what is in the pipe without blocking (dd iflag=nonblock): no wait, whatever the binary does.
T=$(mktemp -d); mkfifo $T/fifo || exit 9; exec 3<>$T/fifo; "$TSNG" --replay tests/recordings/hsw-ult.rec -q --format prometheus --out $T/fifo 3>&-; echo "rc=$?"; dd if=$T/fifo iflag=nonblock bs=65536 count=1 of=$T/got 3>&- 2>/dev/null; exec 3>&-; test -p $T/fifo && echo "still a FIFO"; grep -c '^# TYPE turbostat_info gauge' $T/got; grep '^turbostat_interval_seconds' $T/got; ls -A $T; rm -rf $T
