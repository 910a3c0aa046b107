#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
# A crowd for tests/prom/crowd.sh: PER connections from each of NADDR
# loopback addresses (127.0.0.2 on), each asking for /metrics over one
# kept-alive connection every 4 s (never idle for libmicrohttpd's 5 s, each
# request whole at once) and idle in between; each one the server closes
# is opened again 0.2 s later, so that the addresses sit at their limit.  Writes "connected" to READY once the first round is tried, then
# keeps at it until the file STOP exists (at most HOLD seconds), and prints
# how many connections the server closed.
# Usage: crowd_clients.py PORT NADDR PER HOLD READY STOP
import os
import sys
import time

import clients

port, naddr, per, hold, ready, stop = (int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]),
                                       sys.argv[5], sys.argv[6])


def connect(source):
    s = clients.connect(port, source)
    if s:
        s.setblocking(False)
        asked[s] = 0.0
    return s


def ask(s, now):
    if now - asked.get(s, now) >= 4:
        try:
            s.send(b"GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        except OSError:
            pass
        asked[s] = now


sources = ["127.0.0.%d" % (2 + i) for i in range(naddr)]
conns = {}  # socket -> its source address
asked = {}  # socket -> when it last asked
waiting = []  # (when, source): a connection to open again
for src in sources:
    for _ in range(per):
        s = connect(src)
        if s:
            conns[s] = src
        else:
            waiting.append((time.monotonic() + 0.2, src))
with open(ready, "w") as f:
    f.write("connected\n")
closed = 0
end = time.monotonic() + hold
while time.monotonic() < end and not os.path.exists(stop):
    gone = clients.closed(conns, 0.1)
    now = time.monotonic()
    for s in gone:
        closed += 1
        waiting.append((now + 0.2, conns.pop(s)))
        asked.pop(s, None)
        s.close()
    for s in conns:
        ask(s, now)
    due = [w for w in waiting if w[0] <= now]
    waiting = [w for w in waiting if w[0] > now]
    for _, src in due:
        s = connect(src)
        if s:
            conns[s] = src
        else:
            waiting.append((now + 0.2, src))
for s in conns:
    s.close()
print("the crowd: %d connections closed by the server" % closed)
