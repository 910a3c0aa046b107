#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""make bench: scrape latency of --listen under abuse (issue 39 points 1 and 2).
Once a first scrape is answered, and while MODE's clients run, SCRAPES scrapes
from 127.0.0.1, one every 0.5 s, each on a new HTTPS connection with the right
password (remembered since that first scrape, as a Prometheus server's would be),
each given 10 s; prints the median and largest time in ms and how many failed.
MODE: none; badpass: 32 kept-alive TLS connections from 127.0.0.2-5 asking over
and over with a wrong password; idle: 8 connections from each of 127.0.0.2-17
that never start their TLS handshake, each opened again when closed; trickle:
200 connections from 64 addresses (127.0.1.0 on) sending a byte a second, each
opened again when closed.
Usage: abuse_bench.py PORT MODE SCRAPES CAFILE USER PASSWORD"""
import base64
import http.client
import os
import signal
import ssl
import sys
import threading
import time

import clients

port, mode, scrapes, cafile, user, password = (int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4],
                                               sys.argv[5], sys.argv[6])
ctx = ssl.create_default_context(cafile=cafile)
stop = threading.Event()


def auth(u, p):
    return "Basic " + base64.b64encode(("%s:%s" % (u, p)).encode()).decode()


def connect(source, tls):
    s = clients.connect(port, source, 10)
    try:
        return ctx.wrap_socket(s, server_hostname="127.0.0.1") if s and tls else s
    except OSError:
        s.close()
        return None


def badpass():
    ask = ("GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: %s\r\n\r\n" % auth(user, "wrong")).encode()
    def one(source):
        s = None
        while not stop.is_set():
            if s is None:
                s = connect(source, True)
                if s is None:
                    time.sleep(0.1)
                    continue
            try:
                s.sendall(ask)
                if not s.recv(65536):
                    raise OSError
            except OSError:
                s.close()
                s = None
    ts = [threading.Thread(target=one, args=("127.0.0.%d" % (2 + i // 8),), daemon=True) for i in range(32)]
    for t in ts:
        t.start()


def crowd(sources, per, trickle):
    def run():
        conns = {}
        waiting = [(0, src) for src in sources for _ in range(per)]
        last = 0
        while not stop.is_set():
            now = time.monotonic()
            due = [w for w in waiting if w[0] <= now]
            waiting = [w for w in waiting if w[0] > now]
            for _, src in due:
                s = connect(src, False)
                if s:
                    s.setblocking(False)
                    conns[s] = src
                else:
                    waiting.append((now + 0.2, src))
            for s in clients.closed(conns, 0.1):
                waiting.append((time.monotonic() + 0.2, conns.pop(s)))
                s.close()
            if trickle and time.monotonic() - last >= 1:
                last = time.monotonic()
                for s in list(conns):
                    try:
                        s.send(b"\x16")
                    except OSError:
                        pass
    threading.Thread(target=run, daemon=True).start()


# the replay's first interval: wait (up to 60 s) until a scrape is answered, before any abuse
end = time.monotonic() + 60
while time.monotonic() < end:
    try:
        c = http.client.HTTPSConnection("127.0.0.1", port, timeout=10, context=ctx)
        c.request("GET", "/metrics", headers={"Authorization": auth(user, password)})
        if c.getresponse().status == 200:
            break
    except OSError:
        pass
    time.sleep(0.2)
# the abuse in a process of its own, so that its threads do not hold the scraper's interpreter
child = os.fork() if mode != "none" else -1
if child == 0:
    if mode == "badpass":
        badpass()
    elif mode == "idle":
        crowd(["127.0.0.%d" % (2 + i) for i in range(16)], 8, False)
    elif mode == "trickle":
        crowd(["127.0.1.%d" % i for i in range(64)] * 3 + ["127.0.1.%d" % i for i in range(8)], 1, True)
    time.sleep(3600)
    os._exit(0)
time.sleep(2 if mode != "none" else 0)
times, failed = [], 0
for _ in range(scrapes):
    t = time.perf_counter()
    try:
        c = http.client.HTTPSConnection("127.0.0.1", port, timeout=10, context=ctx)
        c.request("GET", "/metrics", headers={"Authorization": auth(user, password)})
        r = c.getresponse()
        ok = r.status == 200 and b"turbostat_info{" in r.read()
        c.close()
    except OSError:
        ok = False
    dt = (time.perf_counter() - t) * 1000
    if ok:
        times.append(dt)
    else:
        failed += 1
    time.sleep(max(0, 0.5 - dt / 1000))
if child > 0:
    os.kill(child, signal.SIGKILL)
    os.waitpid(child, 0)
times.sort()
print("%.1f %.1f %d" % (times[len(times) // 2] if times else 0, times[-1] if times else 0, failed))
