# place= is the simulated run's (where --simulate puts busy streams), not the governor's: outside
# --simulate the governor's own parser does not know it
"$TSNG" --replay tests/recordings/hsw-ult.rec --num_iterations 1 --quiet --governor schedutil:place=pack
