# IA32_THERM_STATUS of cpu1 fails with EIO from t = 1.5 s (fault-eio.machine): from the second
# interval cpu1's CoreTmp is "-" and the summary's is cpu0's 60; every other value as in
# fake-batch-values (Busy% 10.00/50.00, Bzy_MHz 3120/1920, CoreTmp 60/55, PkgWatt 80.00).
sh tests/fakemachine/run.sh fault-eio "$TSNG" --quiet --interval 1 --num_iterations 3 --show CPU,Busy%,Bzy_MHz,CoreTmp,PkgWatt
