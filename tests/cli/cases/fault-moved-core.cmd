# cpu1 goes offline at 1.5 s and comes back at 2.5 s as core 5 (fault-moved.machine), on the
# batch path.  Interval 1 as fake-batch-values (summary Busy% 30.00, Bzy_MHz 2120; cpu1 50.00,
# 1920); interval 2 marks cpu1 and the summary is cpu0's alone (10.00, 3120); the snapshot at
# 3 s finds cpu1 back with core_id 5: one line says so and the run starts over (turbostat's
# re_initialize()) from there, so intervals 3 and 4 (3-4 s, 4-5 s) show cpu1 as core 5 with
# the same counts as before.
sh tests/fakemachine/run.sh fault-moved "$TSNG" --quiet --interval 1 --num_iterations 4 --show Core,CPU,Busy%,Bzy_MHz,CoreTmp,PkgWatt
