# Row order by CPU number, each core's siblings after its first thread (turbostat 2026.02 for_all_cpus()),
# on tests/fakemachine/skx-4cpu-crossed.machine: rows 0, 2, 1, 3 (2025.04 sorted by package and core: 3, 0, 2, 1).
# Package columns go on each package's first row (cpu0, cpu1), core columns on each core's first thread:
# CoreTmp 100 - 40 = 60 (core 3), 100 - 45 = 55 (package 1), 100 - 30 = 70 (core 0), summary the largest 70;
# PkgTmp 100 - 35 = 65.  (The plain msr path reads the host's TSC: its complaint goes to stderr, not compared.)
sh tests/fakemachine/run.sh skx-4cpu-crossed "$TSNG" --quiet --interval 1 --num_iterations 1 --show Package,Core,CPU,CoreTmp,PkgTmp 2>/dev/null
