# issue 35 point 4: a second --act started while one acts is refused, naming the first run's pid (its flock on act.lock, the pid written there), and leaves its settings alone; the first then restores on SIGTERM (fake machine, cpufreq files under TSNG_SYSROOT: tests/cli/act-signal.sh).
sh tests/cli/act-signal.sh LOCK
