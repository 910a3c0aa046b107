#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
# Slow clients for tests/prom/slow-clients.sh: COUNT connections from SOURCE
# (a loopback address) to 127.0.0.1:PORT, each sending a request line and
# then one header line a second, never the blank line that ends a request.
# Writes "connected" to READY once every connection is tried, then holds
# them for at most HOLD seconds, and prints how many the server closed.
# Usage: slow_clients.py PORT SOURCE COUNT HOLD READY
import socket
import sys
import time

import clients

port, source, count, hold, ready = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), float(sys.argv[4]), sys.argv[5]
conns = []
open_ = set()
for _ in range(count):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.bind((source, 0))
    s.settimeout(5)
    conns.append(s)
    # a connection the server refuses or closes at once counts as closed by it
    try:
        s.connect(("127.0.0.1", port))
        s.sendall(b"GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n")
    except OSError:
        continue
    s.setblocking(False)
    open_.add(s)
with open(ready, "w") as f:
    f.write("connected\n")
end = time.monotonic() + hold
while open_ and time.monotonic() < end:
    for s in clients.closed(open_, 1.0):
        open_.discard(s)
    for s in list(open_):
        try:
            s.send(b"X-Slow: 1\r\n")
        except OSError:
            open_.discard(s)
closed = count - len(open_)
for s in conns:
    s.close()
print("%d of %d slow connections closed by the server within %d s" % (closed, count, hold))
