# msr-safe's allowlist lacks IA32_THERM_STATUS and IA32_PACKAGE_THERM_STATUS (skx-2cpu-deny.machine):
# one line names them, CoreTmp and PkgTmp are absent, the other columns keep their values
# (fake-batch-values: Busy% 10.00 and 50.00, PkgWatt 80.00).
sh tests/fakemachine/run.sh skx-2cpu-deny "$TSNG" --quiet --interval 1 --num_iterations 1 --show CPU,Busy%,CoreTmp,PkgTmp,PkgWatt
