#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The systemd units as make install writes them: systemd-analyze verify passes (ExecStart
# pointed at the binary installed into a DESTDIR of our own, the man page it documents found
# there), the exposure systemd-analyze security --offline gives stays at most 2.0 (docs/guide.md), and
# every device the services may open, they may open for reading only (no MSR write).
# Usage: systemd.sh   (from the repository root, after make); ends "systemd: N passed, N failed".
set -u
MAKE=${MAKE:-make}
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL systemd: $1"; [ -n "${2:-}" ] && sed 's/^/    /' "$2" | head -10; }
if ! command -v systemd-analyze >/dev/null; then
	echo "SKIP systemd: no systemd-analyze (make check installs the systemd package)"
	echo "systemd: 0 passed, 0 failed"
	exit 0
fi
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
trap 'exit 1' INT TERM
mkdir "$d/root" "$d/units"
$MAKE -s --no-print-directory install DESTDIR="$d/root" >"$d/log" 2>&1 || bad "make install" "$d/log"
units=$d/root/usr/local/lib/systemd/system
for u in "$units"/*; do
	sed "s|^ExecStart=/usr/local/sbin/|ExecStart=$d/root/usr/local/sbin/|" "$u" >"$d/units/${u##*/}"
done
n=$(ls "$d/units" | wc -l)
[ "$n" = 3 ] && ok || bad "3 units installed, found $n"
# verify runs man for Documentation=man:...; without man (a minbase root), it is not asked to
man=--man=no
command -v man >/dev/null && man=--man=yes
for u in "$d/units"/*; do
	if (cd "$d/units" && MANPATH="$d/root/usr/local/share/man" systemd-analyze verify $man "${u##*/}") >"$d/v" 2>&1 &&
		! [ -s "$d/v" ]; then
		ok
	else
		bad "systemd-analyze verify ${u##*/}" "$d/v"
	fi
done
for s in turbostat-ng-exporter turbostat-ng-textfile; do
	if systemd-analyze security --offline=yes --threshold=20 "$d/units/$s.service" >"$d/s" 2>&1; then
		ok
	else
		bad "$s.service: exposure above 2.0 ($(sed -n 's/.*exposure level for [^:]*: //p' "$d/s"))"
	fi
	w=$(grep '^DeviceAllow=' "$d/units/$s.service" | grep -cv ' r$')
	r=$(grep -c '^DeviceAllow=char-cpu/msr r$' "$d/units/$s.service")
	[ "$w$r" = 01 ] && ok || bad "$s.service: DeviceAllow= other than read-only ($w), or no read of cpu/msr ($r)"
	# the live path's system calls stay allowed: perf_event_open (not in @system-service),
	# sched_setaffinity and setrlimit (in its @resources)
	denied=$(sed -n 's/^SystemCallFilter=~//p' "$d/units/$s.service" | tr ' ' '\n' | grep -cxE '@resources|sched_setaffinity|setrlimit|prlimit64|perf_event_open|@debug')
	allowed=$(grep -c '^SystemCallFilter=@system-service perf_event_open$' "$d/units/$s.service")
	[ "$denied$allowed" = 01 ] && ok || bad "$s.service: a system call of the live path is not allowed (perf_event_open, sched_setaffinity, setrlimit)"
	grep -q '^CapabilityBoundingSet=CAP_SYS_RAWIO CAP_DAC_READ_SEARCH CAP_PERFMON$' "$d/units/$s.service" && ok ||
		bad "$s.service: CapabilityBoundingSet is not CAP_SYS_RAWIO CAP_DAC_READ_SEARCH CAP_PERFMON"
done
grep -q '^ExecStart=.* --listen 127.0.0.1:19100$' "$d/units/turbostat-ng-exporter.service" && ok ||
	bad "the exporter listens on 127.0.0.1:19100 (docs/guide.md, man page)"
echo "systemd: $pass passed, $fail failed"
[ "$fail" = 0 ]
