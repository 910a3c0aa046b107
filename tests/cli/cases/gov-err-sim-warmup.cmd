# --sim-warmup: negative refused by the option parser, above 600 s by the simulation, each a one-line error, status 2.
"$TSNG" --simulate bursty --governor pid --sim-warmup -1; echo "status $?"; "$TSNG" --simulate bursty --governor pid --sim-warmup 601; echo "status $?"
