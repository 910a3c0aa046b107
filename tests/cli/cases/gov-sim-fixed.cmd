# --sim-warmup 0: the run's start (the lowest P-state up to the first tick or timer) is counted, as worked out here.
# Fixed work (--sim-requests): powersave on the periodic timer, 5 requests on the i7-2600k.  By hand:
# each period is 10 ms plus C6's 104 us exit latency (snb_cstates), so the 5th request completes as
# the 6th period begins, at 5 x 10.104 = 50.520 ms; 5 / 0.05052 = 99.0 requests/s, each 10104 us;
# the percentiles are the latency's bucket middle, 9961472 + 131071.5 ns = 10092.5 us (within 1/64).
"$TSNG" --simulate periodic --sim-warmup 0 --governor powersave --sim-requests 5 | grep -E '^simulation|^requests/s|^request|^elapsed|^time|^fixed work'
"$TSNG" --simulate periodic --sim-warmup 0 --governor powersave --sim-requests 5 --format json | grep -o '"requests": [0-9]*\|"unfinished": [0-9.]*\|"elapsed_s": [0-9.]*\|"request_p[0-9]*_us": [0-9.]*'
