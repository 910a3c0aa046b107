# The Skylake-client layout (SDM vol. 4 table 2-39, 0x64F) on tests/recordings/kbl-r-limits.rec, worked in its
# header: intervals ending with 0x04210420 (RATL bit 5, PL1 bit 10), 0x04210400 (PL1), 0x05A10180 (VR TDC bit 7,
# other bit 8); the logs at the start hold PROCHOT's only (bit 16).  CoreLim "L1", "1", "DO"; CoreLog (set since
# the start) "L1", "L1", "LDO1"; LimPL1 1 1 0, LimRATL 1 0 0, LimVRTDC 0 0 1, LimOther 0 0 1.  LimEDP and
# LimAutonomous, reasons of the 4th generation's table at bits 8 and 5, are not this part's: not shown.
"$TSNG" --replay tests/recordings/kbl-r-limits.rec --quiet --num_iterations 3 --show CPU,CoreLim,CoreLog,LimPL1,LimRATL,LimVRTDC,LimOther,LimEDP,LimAutonomous
