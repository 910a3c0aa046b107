# "Did you mean" as git's help_unknown_cmd() weighs it (include/suggest.h; tests/unit/test_suggest.c
# works the distances): a column (Bsy% -> Busy%, one letter added), a governor (schedutl ->
# schedutil), its parameter (setpont -> setpoint), a part (skl4c -> skl-4c), a workload (burst ->
# bursty, a name it begins); a word near none (xyzzy) gets no guess.  Each exits 2.
R=tests/recordings/hsw-ult.rec
for s in Bsy% xyzzy; do "$TSNG" --replay $R --quiet --num_iterations 1 --show $s; echo "rc $?"; done
"$TSNG" --replay $R --quiet --num_iterations 1 --governor schedutl; echo "rc $?"
"$TSNG" --replay $R --quiet --num_iterations 1 --governor pid:setpont=90; echo "rc $?"
"$TSNG" --simulate hackbench --governor schedutil --part skl4c; echo "rc $?"
"$TSNG" --simulate burst --governor schedutil; echo "rc $?"
