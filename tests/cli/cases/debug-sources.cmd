"$TSNG" --replay tests/recordings/hsw-ult.rec --quiet --num_iterations 1 --debug --hide usec,Time_Of_Day_Seconds,APIC,X2APIC 2>&1 >/dev/null
