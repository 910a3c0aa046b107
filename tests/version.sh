#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# One version: the Makefile's VERSION and VERSION_DATE are what --version prints (also as
# turbostat), what the man page's .TH line says, the top entry of debian/changelog (VERSION-1,
# of that date) and the first release in NEWS.
# Usage: version.sh BINARY   (from the repository root); ends "version: N passed, N failed".
set -u
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
suite=version
. tests/check.sh
v=$(sed -n 's/^VERSION *:*= *//p' Makefile)
date=$(sed -n 's/^VERSION_DATE *:*= *//p' Makefile)
dotted=$(echo "$date" | tr - .)
check "the Makefile's VERSION is MAJOR.MINOR.PATCH" "$(echo "$v" | grep -cE '^[0-9]+\.[0-9]+\.[0-9]+$')" 1
check "the Makefile's VERSION_DATE is a date" "$(date -d "$date" +%F 2>/dev/null)" "$date"
check "--version" "$("$bin" --version 2>&1)" "turbostat-ng version $v ($dotted)"
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
ln -s "$bin" "$d/turbostat"
check "--version as turbostat" "$("$d/turbostat" --version 2>&1)" "turbostat version $dotted - turbostat-ng $v"
check "man page .TH" "$(grep '^\.TH ' man/turbostat-ng.8)" ".TH TURBOSTAT-NG 8 $date \"turbostat-ng $v\""
check "debian/changelog version" "$(sed -n '1s/^turbostat-ng (\([^)]*\)).*/\1/p' debian/changelog)" "$v-1"
check "debian/changelog date" \
	"$(date -u -d "$(sed -n 's/^ -- .*>  \(.*\)$/\1/p' debian/changelog | head -1)" +%F 2>/dev/null)" "$date"
check "NEWS: the first release is this one" "$(grep -m1 -E '^[0-9]+\.[0-9]+\.[0-9]+ ' NEWS | cut -d: -f1)" "$v ($date)"
finish
