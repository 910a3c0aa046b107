for v in "-n x" "-n 0" "--header_iterations 2.5" "--TCC 900" "--format xml" "--show-turbo --format csv"; do "$TSNG" --replay tests/recordings/hsw-ult.rec $v; echo "rc=$?"; done 2>&1
