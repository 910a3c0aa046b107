#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""make bench: what one scrape of --listen's /metrics costs.  Waits (up to 60 s)
for the first scrape, then times COUNT scrapes over one keep-alive connection:
payload bytes (as sent: compressed with gzip), series (sample lines: what a
Prometheus server stores per scrape), the median and largest wall time of a
scrape in ms, and the first timed scrape's (with gzip: the one that compresses
the exposition, which later scrapes of the same interval are sent from).
Usage: scrape_bench.py PORT COUNT [gzip]"""
import gzip
import http.client
import sys
import time

port, count = int(sys.argv[1]), int(sys.argv[2])
headers = {"Accept-Encoding": "gzip"} if sys.argv[3:] == ["gzip"] else {}
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
    c.request("GET", "/metrics", headers=headers)
    body = c.getresponse().read()
    times.append((time.perf_counter() - t) * 1000)
first = times[0]
times.sort()
text = gzip.decompress(body) if body[:2] == b"\x1f\x8b" else body
series = sum(1 for line in text.split(b"\n") if line and not line.startswith(b"#"))
print("%d %d %.2f %.2f %.2f" % (len(body), series, times[len(times) // 2], times[-1], first))
