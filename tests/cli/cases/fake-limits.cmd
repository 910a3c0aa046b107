# Why the frequency is limited, per interval (--show limits) on tests/fakemachine/hsw-2cpu-limits.machine,
# letters from the SDM vol. 4 table 2-29 bits (P PROCHOT 0, T thermal 1, 1 PL1 10, 2 PL2 11; man page):
#   interval 1: 0x690 = 0x00020400: CoreLim "1" (PL1); the thermal log (bit 17) was set at start, so
#     CoreLog "." (nothing logged since the start); 0x6B0 = 1: GFXLim "P"; 0x6B1 = 0: ".", "."
#   interval 2: 0x08020C00: CoreLim "12", CoreLog "2" (bit 27, PL2's log, set since the start)
#   LimPL1 1 1, LimPL2 0 1, LimThermal 0 0 (status bits only).  The package's columns on cpu0's row.
sh tests/fakemachine/run.sh hsw-2cpu-limits "$TSNG" --quiet --interval 1 --num_iterations 2 --show CPU,CoreLim,CoreLog,GFXLim,GFXLog,RingLim,RingLog,LimPL1,LimPL2,LimThermal 2>/dev/null
