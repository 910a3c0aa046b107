# --sim-clients: 1 to 64 streams share a part's simulated CPUs (knm-smt4 simulates 8); the old
# WORKLOAD:clients=N spelling is an unknown workload
"$TSNG" --simulate tbench --sim-clients 65 --part knm-smt4 --governor schedutil; echo "rc=$?"
"$TSNG" --simulate tbench --sim-clients 0 --part knm-smt4 --governor schedutil; echo "rc=$?"
"$TSNG" --simulate tbench --sim-clients 9x --part knm-smt4 --governor schedutil; echo "rc=$?"
"$TSNG" --simulate tbench:clients=9 --part knm-smt4 --governor schedutil; echo "rc=$?"
