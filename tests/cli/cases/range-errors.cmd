# Every range error states the range: --interval below turbostat's 1 ms minimum (invoked as turbostat,
# its own "interval X seconds is too small"), --cpu naming a CPU hsw-ult.rec does not have (its CPUs
# 0-3), --sim-seconds outside the simulator's 0.001 to 600 s; each exits 2
R=tests/recordings/hsw-ult.rec
"$TSNG" --replay $R --quiet --num_iterations 1 --interval 0; echo "rc $?"
"$TSNG" --replay $R --quiet --num_iterations 1 --cpu 1,9; echo "rc $?"
"$TSNG" --simulate bursty --governor pid --sim-seconds 0; echo "rc $?"
