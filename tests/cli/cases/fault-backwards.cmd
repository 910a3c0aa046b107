# IA32_APERF of cpu0 drops by 10^9 at t = 1.5 s (fault-back.machine): the second interval says so
# and marks what divides by it (cpu0's and the summary's Bzy_MHz); the third is whole again.
sh tests/fakemachine/run.sh fault-back "$TSNG" --quiet --interval 1 --num_iterations 3 --show CPU,Busy%,Bzy_MHz,CoreTmp,PkgWatt
