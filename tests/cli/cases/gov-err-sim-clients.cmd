# --sim-clients on a workload without clients (the serial chain) is refused
"$TSNG" --simulate gitsource --governor schedutil --sim-clients 2
