#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Installs the Debian packages named that are missing, for the Makefile's deps stamps.
# Usage: deps.sh LOG PACKAGE...
# As root: apt-get --no-install-recommends, noninteractive, its output in LOG (named on failure).
# No service of a package installed here is left running or enabled: a policy-rc.d that
# refuses every start (exit 101, invoke-rc.d(8) and deb-systemd-invoke honour it) stands while
# apt runs, where none exists, and every unit the install enabled is disabled after (Debian's
# prometheus starts and enables a server on :9090; the tests run their own on loopback).
# Not root: names the missing packages and the command, and fails.
# One install at a time (flock on LOG.lock), so make -j check bench do not race for dpkg.
set -u
log=$1
shift
missing=""
for p in "$@"; do
	dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" != 0 ]; then
	echo "missing packages:$missing; run: sudo apt-get install --no-install-recommends$missing" >&2
	exit 1
fi
mkdir -p "$(dirname "$log")"
exec 9>"$log.lock"
flock 9
echo "installing:$missing (apt-get output in $log)"
export DEBIAN_FRONTEND=noninteractive
policy=/usr/sbin/policy-rc.d
ours=""
if [ ! -e "$policy" ]; then
	printf '#!/bin/sh\n# written by turbostat-ng tools/deps.sh while apt-get runs\nexit 101\n' >"$policy"
	chmod 755 "$policy"
	ours=1
fi
trap '[ -n "$ours" ] && rm -f "$policy"' EXIT
trap 'exit 1' INT TERM
# the units enabled now: links in /etc/systemd/system's .wants and .requires directories
enabled() {
	find /etc/systemd/system -type l \( -path '*.wants/*' -o -path '*.requires/*' \) \
		\( -name '*.service' -o -name '*.socket' -o -name '*.timer' -o -name '*.path' \) 2>/dev/null | sort
}
enabled >"$log.before"
apt="apt-get -y -q --no-install-recommends -o DPkg::Lock::Timeout=600"
{ $apt install $missing || { $apt update && $apt install $missing; }; } >>"$log" 2>&1
rc=$?
enabled >"$log.after"
# every unit the install enabled (Debian's prometheus, systemd's getty@tty1 in a fresh root):
# disabled, the way its package did it or by hand, and stopped where systemd runs
for l in $(comm -13 "$log.before" "$log.after"); do
	u=${l##*/}
	command -v deb-systemd-helper >/dev/null && deb-systemd-helper disable "$u" >>"$log" 2>&1
	command -v systemctl >/dev/null && systemctl disable "$u" >>"$log" 2>&1
	rm -f "$l"
	[ -d /run/systemd/system ] && systemctl stop "$u" >>"$log" 2>&1
	echo "disabled $u" >>"$log"
done
rm -f "$log.before" "$log.after"
if [ "$rc" != 0 ]; then
	echo "apt-get install$missing failed; its output: $log" >&2
	tail -5 "$log" >&2
	exit 1
fi
