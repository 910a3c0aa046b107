# A trace without power:cpu_frequency events and no --trace-mhz: its work cannot be counted in
# cycles, so the run is refused with the way out, never guessed.
"$TSNG" --simulate trace:tests/traces/ftrace-hackbench.txt --governor schedutil
