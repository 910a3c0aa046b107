# SPDX-License-Identifier: GPL-2.0-only
"""What the exporter tests' crowds of clients share (tests/prom/*_clients.py,
abuse_bench.py): a connection from a loopback address of the test's choosing,
and which of a set the server has closed."""
import select
import socket


def connect(port, source, timeout=5):
    """A TCP connection from SOURCE to 127.0.0.1:PORT, or None when refused."""
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.bind((source, 0))
    s.settimeout(timeout)
    try:
        s.connect(("127.0.0.1", port))
    except OSError:
        s.close()
        return None
    return s


def closed(conns, wait):
    """Those of CONNS (non-blocking sockets) the server closed within WAIT
    seconds: each reads as end of file, or a reset; what else came is read
    and dropped."""
    gone = []
    if not conns:
        return gone
    readable, _, _ = select.select(list(conns), [], [], wait)
    for s in readable:
        try:
            data = s.recv(65536)
        except OSError:
            data = b""
        if not data:
            gone.append(s)
    return gone
