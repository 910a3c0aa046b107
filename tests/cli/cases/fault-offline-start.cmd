# cpu1 is offline at start and comes online at t = 1.5 s (fault-offline-start.machine): the first
# interval has cpu0 alone (Busy% 10.00, Bzy_MHz 3120); the snapshot at t = 2 s sees cpu1 online,
# the run says so and starts over with both CPUs (as turbostat's re_initialize()), and the next
# intervals are those of fake-batch-values (summary Busy% 30.00, Bzy_MHz 2120; cpu1 50.00, 1920).
sh tests/fakemachine/run.sh fault-offline-start "$TSNG" --quiet --interval 1 --num_iterations 3 --show CPU,Busy%,Bzy_MHz,CoreTmp,PkgWatt
