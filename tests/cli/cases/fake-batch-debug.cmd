# --debug names the access path of every MSR and of the TSC (msr-safe batch here).
sh tests/fakemachine/run.sh skx-2cpu-batch "$TSNG" --quiet --interval 1 --num_iterations 1 --debug 2>&1 >/dev/null | grep -E "^(Busy%|PkgWatt):"
