#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# What the Makefile's link gives the binary (docs/memory.md, seventh round): libc and libcap the
# only NEEDED libraries; its relative relocations packed (DT_RELR), still a PIE with RELRO; the code
# of every folder but the modes' (the Makefile's MODE_DIRS) before that of the modes' folders, so
# the sampling path is together.  A library that one mode uses is loaded with dlopen() when that
# mode starts (lib/dynlib.h), and of libm only compare's exp, log, log1p and lgamma are called,
# loaded by compare (compare/welch.h): the rest is inlined (the Makefile's MATH_CFLAGS).  Mapping
# libm cost every run 392 KiB resident; a libm function called anywhere else puts libm back in
# NEEDED (the Makefile links it as needed).  The binary as built: the sanitizers' runtimes need
# libm themselves, so it is the release binary that is checked.
# A function's folder is the object in build/rel that defines it (the binary as the Makefile links it).
# Usage: binary.sh BINARY   (from the repository root); ends "binary: N passed, N failed".
set -u
export LC_ALL=C
bin=$1
suite=binary
. tests/check.sh
dyn=$(readelf -dW "$bin" 2>/dev/null)
needed=$(echo "$dyn" | sed -n 's/.*(NEEDED).*\[\(.*\)\]$/\1/p' | sort | tr '\n' ' ')
check "NEEDED libraries" "$needed" "libc.so.6 libcap.so.2 "
check "DT_RELR: the relative relocations packed" "$(echo "$dyn" | grep -c '(RELR) ')" 1
rela=$(readelf -SW "$bin" | sed -n 's/.* \.rela\.dyn  *[A-Z]*  *[0-9a-f]*  *[0-9a-f]*  *\([0-9a-f]*\) .*/\1/p')
check "few relocations left unpacked (.rela.dyn under 4 KiB)" "$([ $((0x${rela:-fffff})) -lt 4096 ] && echo yes)" yes
check "a position-independent executable" "$(echo "$dyn" | grep -c 'FLAGS_1.*PIE')" 1
check "RELRO" "$(readelf -lW "$bin" | grep -c GNU_RELRO)" 1

# the lowest and highest addresses of the global functions of the objects named
modes=$(sed -n 's/^MODE_DIRS *:= *//p' Makefile)
addr=$(mktemp)
trap 'rm -f "$addr"' EXIT
nm --defined-only "$bin" | awk '$2 == "T" { print $3, $1 }' | sort >"$addr"
span() {
	for o in "$@"; do
		nm --defined-only -g "$o" | awk '$2 == "T" { print $3 }'
	done | sort | join - "$addr" | awk '{ print $2 }' | sort | sed -n '1p;$p'
}
mode_objs="" other_objs=""
for o in $(find build/rel -name '*.o' ! -path 'build/rel/tests/*' ! -path 'build/rel/fuzz/*' ! -name turbostat-ng.o); do
	d=$(dirname "${o#build/rel/}")
	case " $modes " in *" $d "*) mode_objs="$mode_objs $o" ;; *) other_objs="$other_objs $o" ;; esac
done
# shellcheck disable=SC2086
first_mode=$(span $mode_objs | head -1)
# shellcheck disable=SC2086
last_other=$(span $other_objs | tail -1)
check "the modes' folders ($modes) have functions" "$([ -n "$first_mode" ] && echo yes)" yes
check "every other folder's code before the modes'" \
	"$([ -n "$first_mode" ] && [ -n "$last_other" ] && [ "$last_other" \< "$first_mode" ] && echo before)" before
finish
