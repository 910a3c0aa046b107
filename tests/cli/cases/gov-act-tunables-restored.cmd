# issue 35 point 4: ondemand's tunables, up_threshold per policy (95) and sampling_rate system-wide (20000), are saved with the governor and put back after it on SIGTERM, where the kernel would have started ondemand again at its defaults (written as 80 and 10000 while the run acts: tests/cli/act-signal.sh).
sh tests/cli/act-signal.sh TUNABLES
