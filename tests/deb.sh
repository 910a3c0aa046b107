#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# make deb builds the Debian package from a clean copy of the tree; its contents are the
# binary in /usr/sbin (turbostat's place), the man page, the units, the msr-safe allowlist, the
# bash and zsh completions and
# no turbostat; Depends comes from shlibs (libc6, libcap2) and, for the libraries loaded with
# dlopen() by the modes that use them (libmicrohttpd12, libpci3, zlib1g, libncursesw6 which brings
# libtinfo6, libcrypt1, libc6's libm), from debian/rules; the binary unpacked with dpkg -x runs and says the Makefile's version.
# Usage: deb.sh   (from the repository root); ends "deb: N passed, N failed".
set -u
MAKE=${MAKE:-make}
suite=deb
. tests/check.sh
if ! command -v dpkg-buildpackage >/dev/null || ! command -v dh >/dev/null; then
	echo "SKIP deb: no dpkg-buildpackage or debhelper (make check installs dpkg-dev and debhelper)"
	echo "deb: 0 passed, 0 failed"
	exit 0
fi
version=$(sed -n 's/^VERSION *:*= *//p' Makefile)
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
trap 'exit 1' INT TERM
if ! $MAKE -s --no-print-directory deb LINTIAN=true >"$d/log" 2>&1; then
	echo "FAIL deb: make deb failed:"
	tail -15 "$d/log" | sed 's/^/    /'
	echo "deb: 0 passed, 1 failed"
	exit 1
fi
deb=build/deb/turbostat-ng_${version}-1_$(dpkg --print-architecture).deb
check "the package file" "$(ls "$deb")" "$deb"
check "contents" "$(dpkg -c "$deb" | awk '$1 !~ /^d/ { print $6 }' | grep -v '^./usr/share/doc/' | sort | tr '\n' ' ')" \
	"./lib/systemd/system/turbostat-ng-exporter.service ./lib/systemd/system/turbostat-ng-textfile.service ./lib/systemd/system/turbostat-ng-textfile.timer ./usr/include/turbostat-ng/governor.h ./usr/sbin/turbostat-ng ./usr/share/bash-completion/completions/turbostat-ng ./usr/share/man/man8/turbostat-ng.8.gz ./usr/share/turbostat-ng/examples/race-to-idle.c ./usr/share/turbostat-ng/mixin/dashboards/turbostat-fleet.json ./usr/share/turbostat-ng/mixin/dashboards/turbostat-host.json ./usr/share/turbostat-ng/mixin/prometheus_alerts.yaml ./usr/share/turbostat-ng/mixin/prometheus_rules.yaml ./usr/share/turbostat-ng/mixin/runbook.md ./usr/share/turbostat-ng/msr-safe-allowlist ./usr/share/zsh/vendor-completions/_turbostat-ng "
check "documents: README, NEWS, README.Debian, copyright, changelog" \
	"$(dpkg -c "$deb" | awk '{ print $6 }' | sed -n 's|^./usr/share/doc/turbostat-ng/||p' | grep . | sort | tr '\n' ' ')" \
	"NEWS.gz README.Debian README.gz changelog.Debian.gz copyright "
check "Depends from shlibs and the dlopen()ed libraries" "$(dpkg-deb -f "$deb" Depends | tr ',' '\n' | sed 's/ *(.*//; s/^ *//' | sort | tr '\n' ' ')" \
	"libc6 libcap2 libcrypt1 libmicrohttpd12 libncursesw6 libpci3 zlib1g "
# (the dlopen()ed libm asks for the libc6 built against, which may be later still)
libc6=$(dpkg-deb -f "$deb" Depends | tr ',' '\n' | sed -n 's/^ *libc6 (>= \(.*\))$/\1/p')
check "libc6 new enough for the packed relocations (GLIBC_ABI_DT_RELR, 2.36)" \
	"$(dpkg --compare-versions "${libc6:-0}" ge 2.36 && echo "2.36 or later")" "2.36 or later"
check "version" "$(dpkg-deb -f "$deb" Version)" "$version-1"
dpkg -x "$deb" "$d/x"
check "the unpacked binary runs" "$("$d/x/usr/sbin/turbostat-ng" --version 2>&1)" \
	"turbostat-ng version $version ($(sed -n 's/^VERSION_DATE *:*= *//p' Makefile | tr - .))"
check "the unit starts /usr/sbin/turbostat-ng" \
	"$(sed -n 's/^ExecStart=\([^ ]*\) .*/\1/p' "$d/x/lib/systemd/system/turbostat-ng-exporter.service")" /usr/sbin/turbostat-ng
# not enabled, not started (dh_installsystemd --no-enable --no-start): postinst enables the
# exporter and the timer again only where an earlier install was there (an administrator's
# choice kept over an upgrade), and starts nothing
dpkg-deb -e "$deb" "$d/ctl"
check "postinst: enable only after an earlier install, of the exporter and the timer" \
	"$(sed -n "s/.*deb-systemd-helper debian-installed '\([^']*\)'.*/\1/p" "$d/ctl/postinst" | sort | tr '\n' ' ')" \
	"turbostat-ng-exporter.service turbostat-ng-textfile.timer "
check "postinst: no first-install enable, no start" \
	"$(grep -cE 'new installations run enable|deb-systemd-invoke' "$d/ctl/postinst")" 0
finish
