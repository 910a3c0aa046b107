#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# What every run maps before main(): the binary's NEEDED libraries are libc and libcap alone.  A
# library that one mode uses is loaded with dlopen() when that mode starts (lib/dynlib.h), and of
# libm only compare's exp, log, log1p and lgamma are called, loaded by compare (compare/welch.h):
# the rest is inlined (the Makefile's MATH_CFLAGS).  Mapping libm cost every run 392 KiB resident
# (docs/memory.md); a libm function called anywhere else puts libm back here (the Makefile links
# it as needed).  The binary as built: the sanitizers' runtimes need libm themselves.
# Usage: needed.sh BINARY   (from the repository root); ends "needed: N passed, N failed".
set -u
bin=$1
suite=needed
. tests/check.sh
needed=$(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]$/\1/p' | sort | tr '\n' ' ')
check "NEEDED libraries" "$needed" "libc.so.6 libcap.so.2 "
finish
