#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""make bench: what one scrape of --listen's /metrics costs.  Waits (up to 60 s)
for the first scrape, then times COUNT scrapes over one keep-alive connection:
payload bytes, series (sample lines: what a Prometheus server stores per scrape),
and the median and largest wall time of a scrape in ms.
Usage: scrape_bench.py PORT COUNT"""
import http.client
import sys
import time

port, count = int(sys.argv[1]), int(sys.argv[2])
deadline = time.monotonic() + 60
body = b""
while True:
    try:
        c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        c.request("GET", "/metrics")
        r = c.getresponse()
        body = r.read()
        if r.status == 200 and body:
            break
    except OSError:
        pass
    if time.monotonic() > deadline:
        print("no scrape in 60 s")
        sys.exit(1)
    time.sleep(0.2)
times = []
for _ in range(count):
    t = time.perf_counter()
    c.request("GET", "/metrics")
    body = c.getresponse().read()
    times.append((time.perf_counter() - t) * 1000)
times.sort()
series = sum(1 for line in body.split(b"\n") if line and not line.startswith(b"#"))
print("%d %d %.2f %.2f" % (len(body), series, times[len(times) // 2], times[-1]))
