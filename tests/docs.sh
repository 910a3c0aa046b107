#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The documents a newcomer reads first (issue 40): the README keeps exactly the two set-up
# commands; each "$ turbostat-ng ..." example in it prints what the README shows (the tool's
# own output from a shipped recording: tabs as spaces, "..." for lines left out; the top
# view's, which needs a terminal, is left to tests/top/); one node_exporter textfile directory,
# Debian's /var/lib/prometheus/node-exporter, in every document and unit.
# Usage: docs.sh BINARY; ends with "docs: N passed, N failed".
set -u
TSNG=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { echo "FAIL docs: $1"; fail=$((fail + 1)); }

n=$(grep -c '^    make \(run\|check\) ' README)
[ "$n" = 2 ] && grep -q '^    make run      # ' README && grep -q '^    make check    # ' README && ok ||
	bad "README: the two set-up commands, make run and make check, each once ($n lines)"

other=$(grep -rn 'var/lib/[a-z_-]*node[_-]exporter' README docs man systemd debian 2>/dev/null |
	grep -v '/var/lib/prometheus/node-exporter' | head -3)
[ -z "$other" ] && ok || bad "a textfile directory other than Debian's: $other"

# each example: the command after "$ ", the lines under it until a blank line
out=$(TSNG="$TSNG" python3 - <<'PY'
import os, re, subprocess
lines = open("README").read().split("\n")
fails, n = [], 0
for i, l in enumerate(lines):
    m = re.match(r"^ +\$ turbostat-ng (.*)$", l)
    if not m or "--top" in l:
        continue
    want = []
    for w in lines[i + 1:]:
        if not w.strip() or re.match(r"^ +[#$] ", w):
            break
        want.append(w.split())
    cmd = m.group(1)
    got = subprocess.run(os.environ["TSNG"] + " " + cmd, shell=True, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, text=True)
    got = [g.split() for g in got.stdout.split("\n") if g.strip()]
    # each expected line next, or after "..." anywhere later, in order
    k, ok, skip = 0, True, False
    for w in want:
        if w == ["..."]:
            skip = True
            continue
        while skip and k < len(got) and got[k] != w:
            k += 1
        if k >= len(got) or got[k] != w:
            ok = False
            break
        k, skip = k + 1, False
    n += 1
    if not ok:
        fails.append("%s: expected %s" % (cmd, " ".join(w)))
print(n)
for f in fails:
    print(f)
PY
)
nex=$(echo "$out" | head -1)
[ "${nex:-0}" -ge 4 ] && ok || bad "README: fewer than 4 checked examples ($nex)"
if [ "$(echo "$out" | wc -l)" -eq 1 ]; then ok; else
	echo "$out" | tail -n +2 | while read -r l; do echo "FAIL docs: README example $l"; done
	fail=$((fail + 1))
fi
echo "docs: $pass passed, $fail failed"
[ "$fail" = 0 ]
