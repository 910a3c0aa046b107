#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# make fresh: the README's two commands on a fresh Debian machine, before a release.
# Builds a minimal Debian root with mmdebstrap (minbase plus git, make, ca-certificates) from
# this machine's apt sources, clones this repository's HEAD into its /root (mode 0700, as a
# user's clone would be), and runs `make run` then `make check` there as root, in a chroot with
# its own mount and PID namespaces: /proc, /sys and a devpts instance mounted fresh, and a /dev
# of nodes made with mknod inside the root (the host's /dev is never bound).  Every process of
# the run ends with its namespace.  Prints one line per command, pass or fail, with its log,
# whether the tests left anything in /tmp, and the units the installs left enabled in the root;
# exits non-zero if any of these failed, and then keeps the root (else removes it; the logs
# stay in WORKDIR).
# Usage: fresh.sh WORKDIR [SUITE]   (WORKDIR is emptied; SUITE defaults to this machine's)
set -u
work=$1
suite=${2:-$(. /etc/os-release && echo "$VERSION_CODENAME")}
src=$(git rev-parse --show-toplevel) || exit 1
root=$work/root
[ "$(id -u)" = 0 ] || { echo "fresh: needs root (mmdebstrap, chroot, mknod)" >&2; exit 1; }
command -v mmdebstrap >/dev/null || { echo "fresh: needs mmdebstrap (apt-get install mmdebstrap)" >&2; exit 1; }
# nothing may still be mounted under the root before it is removed
if grep -q " $(realpath -m "$root")[/ ]" /proc/self/mounts; then
	echo "fresh: something is mounted under $root; not removing it" >&2
	exit 1
fi
rm -rf "$work"
mkdir -p "$work"

# the machine's configured mirrors: every enabled sources file, one-line and deb822 alike
: >"$work/sources"
for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
	[ -f "$f" ] || continue
	grep -q 'debian' "$f" || continue
	cat "$f" >>"$work/sources"
	echo >>"$work/sources"
done
[ -s "$work/sources" ] || { echo "fresh: no Debian source in /etc/apt" >&2; exit 1; }

echo "fresh: mmdebstrap $suite minbase (log: $work/mmdebstrap.log)"
# --skip=chroot/mount/dev: mmdebstrap makes the device nodes with mknod but would bind the
# host's /dev/shm (and other directories of /dev) while packages install; nothing here needs them
if ! mmdebstrap --mode=root --variant=minbase --include=git,make,ca-certificates --skip=chroot/mount/dev \
		"$suite" "$root" - <"$work/sources" >"$work/mmdebstrap.log" 2>&1; then
	echo "fresh: FAIL mmdebstrap (log: $work/mmdebstrap.log)"
	tail -5 "$work/mmdebstrap.log"
	exit 1
fi
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null
git clone -q "$src" "$root/root/turbostat-ng" || exit 1
git -C "$root/root/turbostat-ng" checkout -q "$(git -C "$src" rev-parse HEAD)"
chmod 700 "$root/root"

# a private /dev: the nodes a Debian container has, made here
rm -rf "$root/dev"
mkdir -p "$root/dev/pts" "$root/dev/shm"
chmod 1777 "$root/dev/shm"
for n in null:1:3 zero:1:5 full:1:7 random:1:8 urandom:1:9 tty:5:0; do
	IFS=: read -r name maj min <<-E
	$n
	E
	mknod -m 666 "$root/dev/$name" c "$maj" "$min"
done
ln -s pts/ptmx "$root/dev/ptmx"
ln -s /proc/self/fd "$root/dev/fd"
ln -s /proc/self/fd/0 "$root/dev/stdin"
ln -s /proc/self/fd/1 "$root/dev/stdout"
ln -s /proc/self/fd/2 "$root/dev/stderr"

# the services, sockets, timers and paths enabled in the root (a target is no process)
enabled() {
	find "$root/etc/systemd/system" -type l \( -path '*.wants/*' -o -path '*.requires/*' \) \
		\( -name '*.service' -o -name '*.socket' -o -name '*.timer' -o -name '*.path' \) 2>/dev/null |
		sed 's|.*/||' | sort
}
enabled >"$work/enabled.before"

# inchroot LOGNAME COMMAND: runs COMMAND in the clone, inside the root, in new namespaces
inchroot() {
	unshare --mount --pid --fork --propagation private sh -c '
		root=$1
		mount -t proc proc "$root/proc" &&
		mount -t sysfs sysfs "$root/sys" &&
		mount -t devpts -o newinstance,ptmxmode=0666,mode=620 devpts "$root/dev/pts" &&
		mount -t tmpfs -o mode=1777 tmpfs "$root/dev/shm" || exit 125
		exec chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb PATH=/usr/sbin:/usr/bin:/sbin:/bin \
			sh -c "cd /root/turbostat-ng && $2"' sh "$root" "$2" >"$work/$1.log" 2>&1 </dev/null
}

status=0
for c in "make run" "make check"; do
	name=$(echo "$c" | tr ' ' '-')
	start=$(date +%s)
	if inchroot "$name" "$c"; then
		echo "fresh: pass $c ($(($(date +%s) - start)) s; $(tail -1 "$work/$name.log"); log: $work/$name.log)"
	else
		echo "fresh: FAIL $c ($(($(date +%s) - start)) s; log: $work/$name.log)"
		tail -15 "$work/$name.log" | sed 's/^/    /'
		status=1
	fi
done
left=$(ls -A "$root/tmp" | tr '\n' ' ')
if [ -n "$left" ]; then
	echo "fresh: FAIL left in /tmp: $left"
	status=1
else
	echo "fresh: pass nothing left in /tmp"
fi
enabled >"$work/enabled.after"
new=$(comm -13 "$work/enabled.before" "$work/enabled.after" | tr '\n' ' ')
if [ -n "$new" ]; then
	echo "fresh: FAIL units enabled by the installs: $new"
	status=1
else
	echo "fresh: pass no unit enabled by the installs"
fi
# what each command's installs cost (apt's summary lines in the clone's build/apt.log)
sed -n 's/^Need to get \(.*\) of archives\./\1 downloaded/p; s/^After this operation, \(.*\) of additional disk space will be used\./\1 installed/p' \
	"$root/root/turbostat-ng/build/apt.log" 2>/dev/null | paste -d' ' - - | sed 's/^/fresh: apt: /'
cp "$root/root/turbostat-ng/build/apt.log" "$work/apt.log" 2>/dev/null
echo "fresh: $(du -sh "$root" | cut -f1), $(chroot "$root" dpkg-query -W | wc -l) packages in the root"
# a root that passed is removed (its logs stay in WORKDIR); one that failed stays to be looked at
if [ "$status" = 0 ] && ! grep -q " $(realpath -m "$root")[/ ]" /proc/self/mounts; then
	rm -rf "$root"
else
	echo "fresh: the root stays in $root"
fi
exit $status
