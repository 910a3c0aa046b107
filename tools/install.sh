#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# make install / make uninstall: the files of a list, each "MODE SOURCE DESTINATION" (a
# symlink is "link TARGET DESTINATION"), under DESTDIR.
# install writes each file and a manifest (MANIFEST, installed with them) naming every
# file and every directory it created, without DESTDIR; uninstall removes exactly those, deepest first, and
# leaves a directory that was there before (or that holds someone else's file) alone.
# Usage: install.sh install|uninstall DESTDIR MANIFEST [MODE SOURCE DEST]...
set -eu
what=$1 destdir=$2 mf=$3 manifest=$2$3
shift 3

new=$(mktemp)
trap 'rm -f "$new"' EXIT

# mkdirs DIR: creates DIR and the parents missing, noting each one created
mkdirs() {
	[ -d "$1" ] && return
	mkdirs "$(dirname "$1")"
	mkdir "$1"
	echo "dir ${1#"$destdir"}" >>"$new"
}

case $what in
install)
	# what an earlier install wrote stays in the manifest
	[ -f "$manifest" ] && cat "$manifest" >>"$new"
	mkdirs "$(dirname "$manifest")"
	while [ $# -ge 3 ]; do
		mode=$1 src=$2 to=$3 dst=$destdir$3
		shift 3
		mkdirs "$(dirname "$dst")"
		if [ "$mode" = link ]; then
			ln -sfn "$src" "$dst"
			echo "  LN      $to -> $src"
		else
			install -m "$mode" "$src" "$dst"
			echo "  INSTALL $to"
		fi
		echo "file $to" >>"$new"
	done
	echo "file $mf" >>"$new"
	sort -u "$new" >"$manifest"
	chmod 644 "$manifest"
	;;
uninstall)
	[ -f "$manifest" ] || { echo "uninstall: no $manifest: nothing installed there"; exit 0; }
	cp "$manifest" "$new"
	sed -n 's/^file //p' "$new" | while read -r f; do
		rm -f "$destdir$f"
		echo "  RM      $f"
	done
	# the directories install made, deepest first; one holding someone else's file stays
	sed -n 's/^dir //p' "$new" | awk '{ print gsub("/", "/"), $0 }' | sort -rn | cut -d' ' -f2- |
		while read -r d; do
			rmdir "$destdir$d" 2>/dev/null || echo "  kept    $d (not empty)"
		done
	;;
*)
	echo "usage: install.sh install|uninstall DESTDIR MANIFEST [MODE SOURCE DEST]..." >&2
	exit 2
	;;
esac
