#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# make install and make uninstall into a DESTDIR of our own (mktemp -d): the files where
# Debian expects them (the binary in sbin as turbostat's /usr/sbin/turbostat, the man page in
# man8, the bash and zsh completions, the units in lib/systemd/system with ExecStart naming the installed binary, the
# msr-safe allowlist in share/turbostat-ng), the turbostat name only on request and never over
# another turbostat, and uninstall leaving the tree as it found it.
# Usage: install.sh   (from the repository root, after make); ends "install: N passed, N failed".
set -u
MAKE=${MAKE:-make}
suite=install
. tests/check.sh
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
trap 'exit 1' INT TERM
mkdir "$d/root"
m() { $MAKE -s --no-print-directory "$@" DESTDIR="$d/root" >>"$d/log" 2>&1; }
tree() { (cd "$d/root" && find . -mindepth 1 | sort | tr '\n' ' '); }

m install || echo "FAIL install: make install failed: $(tail -3 "$d/log")"
check "files and modes under PREFIX=/usr/local" \
	"$(cd "$d/root" && find . -type f -exec stat -c '%a %n' {} + | sort | tr '\n' ' ')" \
	"644 ./usr/local/include/turbostat-ng/governor.h 644 ./usr/local/lib/systemd/system/turbostat-ng-exporter.service 644 ./usr/local/lib/systemd/system/turbostat-ng-textfile.service 644 ./usr/local/lib/systemd/system/turbostat-ng-textfile.timer 755 ./usr/local/sbin/turbostat-ng 644 ./usr/local/share/bash-completion/completions/turbostat-ng 644 ./usr/local/share/man/man8/turbostat-ng.8 644 ./usr/local/share/turbostat-ng/examples/race-to-idle.c 644 ./usr/local/share/turbostat-ng/installed-files 644 ./usr/local/share/turbostat-ng/mixin/dashboards/turbostat-fleet.json 644 ./usr/local/share/turbostat-ng/mixin/dashboards/turbostat-host.json 644 ./usr/local/share/turbostat-ng/mixin/prometheus_alerts.yaml 644 ./usr/local/share/turbostat-ng/mixin/prometheus_rules.yaml 644 ./usr/local/share/turbostat-ng/mixin/runbook.md 644 ./usr/local/share/turbostat-ng/msr-safe-allowlist 644 ./usr/local/share/zsh/vendor-completions/_turbostat-ng "
check "no turbostat unless asked" "$(ls "$d/root/usr/local/sbin")" "turbostat-ng"
check "the exporter unit starts the installed binary" \
	"$(sed -n 's/^ExecStart=\([^ ]*\) .*/\1/p' "$d/root/usr/local/lib/systemd/system/turbostat-ng-exporter.service")" \
	/usr/local/sbin/turbostat-ng
# a plugin builds from the installed example against the installed header alone (turbostat-ng(8), GOVERNOR PLUGINS)
check "the installed example builds as a plugin with the installed header" \
	"$(${CC:-cc} -std=c11 -Wall -Wextra -Werror -shared -fPIC -I"$d/root/usr/local/include" -o "$d/ex.so" \
		"$d/root/usr/local/share/turbostat-ng/examples/race-to-idle.c" 2>&1 && nm -D "$d/ex.so" | grep -c ' tsng_governor$')" 1
check "the installed binary is the one built" "$(cmp turbostat-ng "$d/root/usr/local/sbin/turbostat-ng" && echo same)" same

m install-turbostat || echo "FAIL install: make install-turbostat failed: $(tail -3 "$d/log")"
check "install-turbostat: a link to turbostat-ng" "$(readlink "$d/root/usr/local/sbin/turbostat")" turbostat-ng
m uninstall
check "uninstall removes every file and directory install made" "$(tree)" ""

# a turbostat already there (the distribution's, or anyone's) is never replaced
mkdir -p "$d/root/usr/local/sbin"
printf '#!/bin/sh\necho theirs\n' >"$d/root/usr/local/sbin/turbostat"
chmod 755 "$d/root/usr/local/sbin/turbostat"
m install-turbostat && echo "FAIL install: install-turbostat went on over another turbostat" && fail=$((fail + 1))
check "install-turbostat leaves another turbostat alone" "$("$d/root/usr/local/sbin/turbostat")" theirs
check "and says so" "$(grep -c 'exists and is not turbostat-ng' "$d/log")" 1
m uninstall
check "uninstall keeps a directory install did not make, and its file" "$(tree)" \
	"./usr ./usr/local ./usr/local/sbin ./usr/local/sbin/turbostat "

# PREFIX=/usr, as the Debian package installs
rm -rf "$d/root"
mkdir "$d/root"
m install PREFIX=/usr
check "PREFIX=/usr: the binary in /usr/sbin, the unit starts it" \
	"$(ls "$d/root/usr/sbin") $(sed -n 's/^ExecStart=\([^ ]*\) .*/\1/p' "$d/root/usr/lib/systemd/system/turbostat-ng-exporter.service")" \
	"turbostat-ng /usr/sbin/turbostat-ng"
m uninstall PREFIX=/usr
check "PREFIX=/usr: uninstall leaves nothing" "$(tree)" ""
finish
