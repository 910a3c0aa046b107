#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Runs a command on a fake machine: run.sh MACHINE COMMAND [ARGS...]
# MACHINE names tests/fakemachine/MACHINE.machine; the preload (make builds
# build/fake/fakemachine.so) serves it.  ASan wants its runtime first in the
# library list; the preload is plain C with no sanitizer, so that check is off.
m=$1
shift
here=$(dirname "$0")
LD_PRELOAD=$(pwd)/build/fake/fakemachine.so FAKEMACHINE=$(cd "$here" && pwd)/$m.machine \
	ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0 exec "$@"
