# tbench:clients= takes 1 to 64 streams, at least one a simulated CPU (knm-smt4 simulates 8)
"$TSNG" --simulate tbench:clients=0 --part knm-smt4 --governor schedutil; echo "rc=$?"
"$TSNG" --simulate tbench:clients=65 --part knm-smt4 --governor schedutil; echo "rc=$?"
"$TSNG" --simulate tbench:clients=9x --part knm-smt4 --governor schedutil; echo "rc=$?"
"$TSNG" --simulate tbench:threads=9 --part knm-smt4 --governor schedutil; echo "rc=$?"
"$TSNG" --simulate tbench:clients=7 --part knm-smt4 --governor schedutil; echo "rc=$?"
