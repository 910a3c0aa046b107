#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Runs a command and says whether its resident memory stayed within a bound.

Usage: maxrss.py LIMIT_MIB COMMAND [ARGS...]
Prints "rc=N, peak RSS within LIMIT MiB" or "... over LIMIT MiB" on stdout
(the command's own stdout and stderr pass through).  A command that grows
past the limit is killed at once, so a broken build cannot eat the machine;
the bound is on memory, never on time.
"""
import os
import sys
import time

limit_kib = int(sys.argv[1]) * 1024
pid = os.fork()
if pid == 0:
    try:
        os.execvp(sys.argv[2], sys.argv[2:])
    finally:
        os._exit(127)


def rss_kib():
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


over = False
while True:
    done, status, usage = os.wait4(pid, os.WNOHANG)
    if done:
        break
    if rss_kib() > limit_kib:
        over = True
        os.kill(pid, 9)
    time.sleep(0.005)
over = over or usage.ru_maxrss > limit_kib
rc = os.waitstatus_to_exitcode(status)
sys.stdout.flush()
print("rc=%d, peak RSS %s %s MiB" % (rc, "over" if over else "within", sys.argv[1]))
