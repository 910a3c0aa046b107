# cpu1 is offline from t = 1.5 s to 2.5 s (fault-offline.machine), on the batch path: the second
# interval marks its row and says so, the summary is cpu0's alone (Busy% 10.00, Bzy_MHz 3120);
# the third has no baseline for cpu1 (it was offline at the second snapshot) and says it is back;
# the fourth is whole again.
sh tests/fakemachine/run.sh fault-offline "$TSNG" --quiet --interval 1 --num_iterations 4 --show CPU,Busy%,Bzy_MHz,CoreTmp,PkgWatt
