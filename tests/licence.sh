#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Every source, header, script, man page and Makefile that git tracks names its licence
# (LICENSE, GPL-2.0-only) in an SPDX line within its first five lines.  Data files
# (recordings, goldens, vectors, sysroot trees, fuzz inputs) carry none.
# Usage: licence.sh [ROOT]; ends with "licence: N passed, N failed".
set -u
cd "${1:-.}" || exit 1
pass=0
fail=0
[ -f LICENSE ] && grep -q 'GNU GENERAL PUBLIC LICENSE' LICENSE && grep -q 'Version 2, June 1991' LICENSE || {
	echo "FAIL licence: LICENSE is missing or is not the GPL version 2 text"
	fail=$((fail + 1))
}
for f in $(git ls-files '*.c' '*.h' '*.sh' '*.py' '*.8' '*.bash' '*.zsh' '*.service' '*.timer' \
		Makefile '*/Makefile' .ci/run 'debian/rules'); do
	if head -5 "$f" | grep -q 'SPDX-License-Identifier: GPL-2.0-only'; then
		pass=$((pass + 1))
	else
		echo "FAIL licence: $f has no SPDX-License-Identifier line in its first five lines"
		fail=$((fail + 1))
	fi
done
echo "licence: $pass passed, $fail failed"
