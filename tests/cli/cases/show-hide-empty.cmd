# --show and --hide that leave no column: an error in our own name, where turbostat prints a blank
# line an interval (as-turbostat-show-hide-empty)
"$TSNG" --replay tests/recordings/hsw-ult.rec --quiet --num_iterations 1 --show Busy% --hide Busy%
