# --show takes a cpuidle state's own name for its count column, whatever the name (not only C1, C6,
# POLL): haltpoll counts 100 entries per CPU per second, so 100 on each CPU and 200 summed over the
# two; haltpoll% is 500,000 us of each 1 s, 50.00.
sh tests/fakemachine/run.sh skx-2cpu-haltpoll "$TSNG" --quiet --interval 1 --num_iterations 1 --show CPU,haltpoll,haltpoll% 2>&1 | sed 's/ *\t/\t/g; s/ *$//'
