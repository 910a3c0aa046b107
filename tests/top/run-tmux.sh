#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Drives `turbostat-ng --top` in a private tmux server on a replay and
# prints one "ok: CHECK" line per check that holds, "FAIL: CHECK: why"
# otherwise, so a CLI case (tests/cli/cases/top-*.cmd) compares stdout.
# Numbers on the screen are compared with what --format turbostat prints for
# the same interval of the same recording; orders and turbo limits are
# written out in the .out files, worked by hand from the recording's comments.
# Usage: run-tmux.sh keys|resize|signals|bounded|color|details|large|packages|hotplug|limits|live|picker   (TSNG = the binary)
set -u
: "${TSNG:?TSNG must name the binary}"
REC=tests/recordings/top-hybrid.rec
tmp=$(mktemp -d)
# The server's socket lives in $tmp, and the server runs in the foreground (-D) as this
# script's child, in its process group: a case's timeout, which signals that group, ends it
# too, where a daemonized server would outlive the case (its own session).
T="tmux -S $tmp/sock -f $tmp/tmux.conf"
server=
cleanup() {
	$T kill-server 2>/dev/null
	[ -n "$server" ] && wait "$server" 2>/dev/null
	rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' INT TERM
# exit-empty off (as -D implies): killing one session must not stop the server while the next
# start makes one
printf 'set -g status off\nset -s exit-empty off\n' >"$tmp/tmux.conf"
$T -D </dev/null >/dev/null 2>&1 &
server=$!
i=0
while [ ! -S "$tmp/sock" ] && [ $i -lt 100 ]; do
	sleep 0.1
	i=$((i + 1))
done

ok() { echo "ok: $1"; }
fail() { echo "FAIL: $1: $2"; }
check() {	# check NAME GOT WANT
	if [ "$2" = "$3" ]; then ok "$1"; else fail "$1" "got '$2', want '$3'"; fi
}

# start REC WIDTH HEIGHT ARGS...: the view in a fresh pane (REC "-": this machine, live), run by a shell that notes the tty
# modes before and after and its exit status, then stays so the pane can be inspected.  The
# shell does job control (set -m) as a login shell does, so ^Z stops the view; it brings the
# view back (fg) when the test creates $tmp/go.
start() {
	rec=$1 w=$2 h=$3
	shift 3
	rm -f "$tmp/rc" "$tmp/stty-before" "$tmp/stty-after" "$tmp/stopped"
	replay="--replay $rec"
	[ "$rec" = - ] && replay=""
	cat >"$tmp/pane.sh" <<-EOF
	set -m
	stty -g >$tmp/stty-before
	env LC_ALL=C NO_COLOR=${NO_COLOR_VALUE-1} ${TERM_VALUE:+TERM=$TERM_VALUE} $TSNG --quiet $replay --top $* 2>$tmp/err
	rc=\$?
	while [ \$rc = 148 ]; do	# 128 + SIGTSTP: stopped
		: >$tmp/stopped
		while [ ! -f $tmp/go ]; do sleep 0.1; done
		rm -f $tmp/go $tmp/stopped
		fg >/dev/null
		rc=\$?
	done
	echo \$rc >$tmp/rc.new
	stty -g >$tmp/stty-after
	mv $tmp/rc.new $tmp/rc
	exec sleep 600
	EOF
	$T new-session -d -s top -x "$w" -y "$h" "sh $tmp/pane.sh"
}
screen() { $T capture-pane -p -t top; }
dead() { [ -f "$tmp/rc" ]; }
# the view's process: the one child of the pane's shell
view_pid() { pgrep -P "$($T display -p -t top '#{pane_pid}')"; }
# wait_for EXTENDED-REGEX: up to 20 s for the screen to match
wait_for() {
	i=0
	while [ $i -lt 200 ]; do
		screen | grep -Eq -- "$1" && return 0
		dead && return 1
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}
wait_dead() {
	i=0
	while [ $i -lt 200 ]; do
		dead && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}
key() { $T send-keys -t top "$@"; }
shown() { screen | sed -n 's/.*#\([0-9]*\) [0-9.]* s.*/\1/p' | head -1; }

# The CPU rows in screen order with the group titles: "P 0 1 2 3 E 4 5".
rows() {
	screen | awk '/^P-cores/ { printf "%sP", sep; sep = " " }
		/^E-cores/ { printf "%sE", sep; sep = " " }
		/^ *[0-9]+ / && seen { printf "%s%s", sep, $1; sep = " " }
		/ CPU .*Avg_MHz/ { seen = 1 }
		END { print "" }'
}

# The CPU list in screen order with its summary lines: "pkg0 0 4 1 5 pkg1 2 6 3 7 all".
list() {
	screen | awk '/ CPU .*Avg_MHz/ { seen = 1; next }
		seen && ($1 ~ /^[0-9]+$/ || $1 ~ /^pkg[0-9]+$/ || $1 == "all") { printf "%s%s", sep, $1; sep = " " }
		END { print "" }'
}

# list_when WANT: as rows_when, for list.
list_when() { reads_when list "$1"; }

# snap: the screen into $tmp/screen, which screen_cell and screen_pkg read.
snap() { screen >"$tmp/screen"; }

# screen_cell CPU NAME: the text under column NAME in the row of CPU (right-aligned under the name).
screen_cell() {
	awk -v cpu="$1" -v name="$2" '
		/ CPU .*Avg_MHz/ { hdr = $0; next }
		hdr != "" && $1 == cpu {
			p = index(hdr " ", " " name " ")
			if (!p) exit
			end = p + length(name)
			if (length($0) < end || substr($0, end, 1) == " ")
				exit	# a blank cell
			s = substr($0, 1, end)
			sub(/^.* /, "", s)
			print s
			exit
		}' "$tmp/screen"
}

# screen_pkg NAME: the value after NAME on the package line.
screen_pkg() {
	awk -v name="$1" '/^pkg0 / { for (i = 2; i < NF; i++) if ($i == name) print $(i + 1) }' "$tmp/screen"
}

# table_cell K CPU NAME [ARGS]: column NAME of CPU's row ("-": the summary) in interval K.
table_cell() {
	k=$1 cpu=$2 name=$3
	shift 3
	out="$tmp/table-$k$*"
	[ -f "$out" ] || LC_ALL=C $TSNG --quiet --replay "$REC" --num_iterations "$k" "$@" >"$out" 2>/dev/null
	awk -F '\t' -v cpu="$cpu" -v name="$name" '
		$2 == "CPU" { n++; delete col; for (i = 1; i <= NF; i++) col[$i] = i; next }
		{ row[n, $2] = $0 }
		END {
			split(row[n, cpu], f, "\t")
			print (name in col) ? f[col[name]] : "?"
		}' "$out"
}

# reads_when FUNC WANT: FUNC's output once it reads WANT (a key's redraw may still be on its way), else as it is.
reads_when() {
	i=0
	while [ "$($1)" != "$2" ] && [ $i -lt 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	$1
}

# rows_when WANT: the rows once they read WANT.
rows_when() { reads_when rows "$1"; }

# same_as_table K [ARGS]: "same", or what differs, retried while a redraw may be half captured.
same_as_table() {
	i=0
	while [ "$(compare_table "$@")" != same ] && [ $i -lt 20 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	compare_table "$@"
}

# compare_table K [ARGS]: every CPU cell and package value on screen against interval K's table.
compare_table() {
	k=$1
	shift
	snap
	bad=""
	for cpu in 0 1 2 3 4 5; do
		for name in Avg_MHz Bzy_MHz Busy% FreqInv CPU%c1 CPU%c6 CPU%c7 CoreTmp; do
			s=$(screen_cell $cpu $name)
			t=$(table_cell "$k" $cpu $name "$@")
			[ "$s" = "$t" ] || bad="$bad cpu$cpu/$name=$s/$t"
		done
	done
	for name in PkgWatt CorWatt RAMWatt GFXWatt Pkg_J Cor_J RAM_J GFX_J PkgTmp Pkg%pc2 Pkg%pc6; do
		s=$(screen_pkg $name)
		[ -n "$s" ] || continue
		t=$(table_cell "$k" 0 $name "$@")
		[ "$s" = "$t" ] || bad="$bad pkg/$name=$s/$t"
	done
	echo "${bad:-same}"
}

# restored: the view's exit status and the terminal it leaves behind.
restored() {
	if ! wait_dead; then
		fail "$1" "still running"
		return
	fi
	check "$1: exit status" "$(cat "$tmp/rc")" 0
	check "$1: normal screen, cursor visible" \
		"$($T display -p -t top '#{alternate_on} #{cursor_flag}')" "0 1"
	if cmp -s "$tmp/stty-before" "$tmp/stty-after"; then
		ok "$1: tty modes as before"
	else
		fail "$1: tty modes as before" "$(cat "$tmp/stty-after")"
	fi
	check "$1: standard error" "$(cat "$tmp/err")" ""
	$T kill-session -t top
}

# Paused on the first or second interval, whichever is up when the key lands.
start_paused() {
	start "$REC" 132 30 "$@"
	wait_for '#[0-9]+ ' || fail "starts" "no title: $(screen | head -3)"
	key Space
	wait_for 'PAUSED' || fail "pauses" "$(screen | head -1)"
}

bzy0() { case $1 in 2) echo 4400 ;; 3) echo 4600 ;; *) echo 4500 ;; esac; }
turbo() { case $1 in 3) echo "P-core 1 active 4800 MHz  E-core 1 active 3800 MHz" ;;
	*) echo "P-core 2 active 4700 MHz  E-core 1 active 3800 MHz" ;; esac; }
turbo_line() { screen | sed -n 's/^turbo limit: \(.*\)  (active.*/\1/p'; }

case ${1:-} in
keys)
	start_paused
	k=$(shown)
	check "rows by CPU, P-cores then E-cores" "$(rows)" "P 0 1 2 3 E 4 5"
	check "paused interval equals --format turbostat" "$(same_as_table "$k")" same
	snap
	check "CPU 0 Bzy_MHz is the hand-worked value" "$(screen_cell 0 Bzy_MHz)" "$(bzy0 "$k")"
	check "turbo limit for the active cores" "$(turbo_line)" "$(turbo "$k")"
	key n
	wait_for "#$((k + 1)) " || fail "n steps" "$(screen | head -1)"
	check "n: next interval equals --format turbostat" "$(same_as_table $((k + 1)))" same
	snap
	check "n: CPU 0 Bzy_MHz" "$(screen_cell 0 Bzy_MHz)" "$(bzy0 $((k + 1)))"
	check "n: turbo limit" "$(turbo_line)" "$(turbo $((k + 1)))"
	# each core's threads under it, cores by their first thread in the order (intervals 2 and 3 of
	# the recording: core 0 at 80 or 95% before core 4 at 55 or 40%, 4400 or 4600 MHz before 4100 or 4300)
	key s && wait_for 'sort Busy%'
	echo "s: $(rows_when "P 0 1 2 3 E 4 5")"
	key s && wait_for 'sort Bzy_MHz'
	echo "s: $(rows_when "P 0 1 2 3 E 4 5")"
	key s && wait_for 'sort CoreTmp'
	echo "s: $(rows_when "P 2 3 0 1 E 5 4")"
	key s && wait_for 'sort CPU '
	echo "s: $(rows_when "P 0 1 2 3 E 4 5")"
	key r && wait_for 'reversed'
	echo "r: $(rows_when "P 3 2 1 0 E 5 4")"
	key r && wait_for 'sort CPU  '
	key c
	echo "c: $(rows_when "P 0 2 E 4 5")"
	key c p
	echo "c p: $(rows_when "P 0")"
	key p j && wait_for 'Pkg_J'
	echo "p j: $(rows_when "P 0 1 2 3 E 4 5")"
	check "j: joules equal --Joules" "$(same_as_table $((k + 1)) --Joules)" same
	key j && wait_for 'PkgWatt [0-9]'
	snap
	check "j again: watts" "$(screen_pkg PkgWatt)" "$(table_cell $((k + 1)) 0 PkgWatt)"
	key h && wait_for '^Keys'
	screen | grep -q '^q  *quit' && ok "h: help lists the keys" || fail "h" "$(screen | head -5)"
	# the help names Avg_MHz too: wait for the rows themselves
	key x
	check "any key closes the help" "$(rows_when "P 0 1 2 3 E 4 5")" "P 0 1 2 3 E 4 5"
	key +
	wait_for 'recorded pace' && ok "+: a replay keeps its pace" || fail "+" "$(screen | tail -1)"
	check "still paused on the same interval" "$(shown)" $((k + 1))
	key q
	restored "q"
	;;
resize)
	start_paused
	k=$(shown)
	$T resize-window -t top -x 40 -y 12
	wait_for '^ *CPU Avg_MHz' || fail "40x12" "$(screen)"
	echo "40x12: $(screen | awk '/ CPU .*Avg_MHz/ { $1 = $1; print }')"
	snap
	check "40x12: CPU 0 Bzy_MHz" "$(screen_cell 0 Bzy_MHz)" "$(table_cell "$k" 0 Bzy_MHz)"
	$T resize-window -t top -x 24 -y 5
	sleep 0.5
	echo "24x5: $(screen | awk '/ CPU .*Avg_MHz/ { $1 = $1; print }')"
	$T resize-window -t top -x 3 -y 2
	sleep 0.5
	dead && fail "3x2" "the view died" || ok "3x2: still running"
	$T resize-window -t top -x 132 -y 30
	wait_for 'CoreTmp' || fail "132x30" "$(screen)"
	echo "132x30: $(screen | awk '/ CPU .*Avg_MHz/ { $1 = $1; print }')"
	check "132x30: rows" "$(rows)" "P 0 1 2 3 E 4 5"
	key q
	restored "q after resizing"
	;;
signals)
	start_paused
	kill -TERM "$(view_pid)"
	restored "SIGTERM"
	start_paused
	key C-c
	restored "SIGINT (^C)"
	start_paused
	pid=$(view_pid)
	key C-z
	i=0
	while [ ! -f "$tmp/stopped" ] && [ $i -lt 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	check "^Z: stopped with the terminal given back" \
		"$(awk '{ print $3 }' /proc/"$pid"/stat) $($T display -p -t top '#{alternate_on} #{cursor_flag}')" "T 0 1"
	: >"$tmp/go"
	wait_for 'PAUSED' && [ "$($T display -p -t top '#{alternate_on}')" = 1 ] &&
		ok "fg: the view is back" || fail "fg" "$(screen | head -2)"
	key q
	restored "q after ^Z"
	;;
bounded)
	# the recording at 25 times its pace: 0.2 s intervals
	awk '$1 == "snapshot" { $2 = sprintf("%.0f", 1000000000000 + ($2 - 1000000000000) / 25) } { print }' "$REC" >"$tmp/fast.rec"
	start "$tmp/fast.rec" 132 30 --num_iterations 3 --record "$tmp/again.rec"
	restored "--num_iterations 3 quits by itself"
	check "it took 3 intervals after the baseline" "$(tail -1 "$tmp/again.rec")" "end 4"
	;;
details)
	# the end of a replay: the last of top-hybrid's 4 intervals (at 25 times its pace) stays, marked,
	# and the keys still explore it (s sorts, c and z show their modes in the title, n takes no
	# interval) until q
	awk '$1 == "snapshot" { $2 = sprintf("%.0f", 1000000000000 + ($2 - 1000000000000) / 25) } { print }' "$REC" >"$tmp/fast.rec"
	start "$tmp/fast.rec" 132 30
	wait_for 'end of the recording \(4 intervals\): the keys still sort, fold and scroll it; q quits' &&
		ok "replay end: the last frame stays" || fail "replay end" "$(screen | tail -1)"
	dead && fail "replay end" "the view quit by itself" || ok "replay end: still there"
	wait_for ' #4 .* replay END ' && ok "replay end: the title says END" || fail "replay end: title" "$(screen | head -1)"
	key s
	wait_for 'sort Busy%' && ok "replay end: s sorts" || fail "replay end: s" "$(screen | head -1)"
	key c
	wait_for 'rows: a CPU per core \(c\)' && ok "replay end: c, shown in the title" || fail "replay end: c" "$(screen | head -1)"
	key z
	wait_for 'folded \(z\)' && ok "replay end: z, shown in the title" || fail "replay end: z" "$(screen | head -1)"
	key n
	sleep 0.5
	dead && fail "replay end: n" "the view quit" || check "replay end: n takes no interval" "$(shown)" 4
	key q
	restored "q after the end"
	# the legend of the bars and lines is in the help
	start_paused
	key h
	wait_for 'Bars: # up to Avg_MHz, = from there up to Bzy_MHz' && ok "help: the bar legend" ||
		fail "help" "$(screen | head -20)"
	key q
	restored "q from the help"
	# 120 columns: the package line wraps rather than dropping its last package C-states (Pkg%pc8 0.50,
	# Pk%pc10 3.00 in top-hybrid.rec)
	start "$REC" 120 40
	wait_for '#[0-9]+ ' || fail "120x40" "no title"
	key Space
	wait_for 'PAUSED' || fail "120x40" "no pause"
	screen | grep -q '^       Pkg%pc8 0.50  Pk%pc10 3.00' && ok "120x40: Pkg%pc8 and Pk%pc10 on a second line" || fail "120x40" "$(screen | head -6)"
	# 30x8: no room for a CPU row is said as such, never "rows 1-0 of 6"
	$T resize-window -t top -x 30 -y 8
	sleep 0.5
	screen | grep -q 'rows 1-0' && fail "30x8" "$(screen | tail -1)" || ok "30x8: no rows 1-0"
	key q
	restored "q at 30x8"
	# without APERF (vm-2cpu.rec, a guest) the second line follows Busy%, and s skips the sorts whose
	# column is missing (Bzy_MHz, CoreTmp): CPU -> Busy% -> CPU
	start tests/recordings/vm-2cpu.rec 132 30
	wait_for '^Busy% +' && ok "no APERF: the line shows Busy%" || fail "no APERF" "$(screen | head -6)"
	# what the run cannot measure (164 characters) wraps onto a second line, not cut at the width
	wait_for 'FreqInv not shown' && ok "a status past the width wraps" || fail "status wraps" "$(screen | tail -2)"
	key Space
	wait_for 'PAUSED' || fail "vm pause" "$(screen | head -1)"
	key s
	wait_for 'sort Busy%' && ok "s: Busy%" || fail "s" "$(screen | head -1)"
	key s
	wait_for 'sort CPU' && ok "s: back to CPU, Bzy_MHz and CoreTmp skipped" || fail "s again" "$(screen | head -1)"
	key q
	restored "q on a guest"
	# TERM=dumb: one line, no screen
	TERM_VALUE=dumb start "$REC" 132 30
	wait_dead && check "TERM=dumb: exit status" "$(cat "$tmp/rc")" 2
	check "TERM=dumb: one line" "$(cat "$tmp/err")" "turbostat-ng: --top needs a terminal that can place the cursor (TERM=dumb)"
	;;
large)
	# 1024 CPUs, 2 packages of 256 two-thread cores (tests/top/gen-large-rec.sh: package 0 is CPUs
	# 0-511, CPUs 2k and 2k+1 are core k mod 256), paused on its first intervals: a line per package
	# at the top; the list is pkg0's summary line, CPUs 0-511, pkg1's, CPUs 512-1023, the machine's
	# summary (1027 lines), 31 lines a 40-line screen at a time: the first page pkg0 and CPUs 0-29, a
	# page down lines 31-61 (CPUs 30-60), 15 more the lines from 496 (CPUs 495-511, pkg1, CPUs
	# 512-524: across the package boundary), End the last 31 (CPUs 994-1023 and the summary); c
	# leaves one row per core (512), p one per package (CPUs 0 and 512), z the summary lines alone
	sh tests/top/gen-large-rec.sh 1024 30 >"$tmp/large.rec"
	start "$tmp/large.rec" 132 40
	wait_for '#[0-9]+ ' || fail "1024 CPUs" "no title: $(screen | head -3)"
	key Space
	wait_for 'PAUSED' || fail "1024 CPUs: pause" "$(screen | head -1)"
	check "1024 CPUs: a line per package" "$(screen | grep -c '^pkg[01] ')" 2
	wait_for 'rows 1-30 of 1024 ' && ok "1024 CPUs: rows 1-30 of 1024" || fail "1024 CPUs" "$(screen | tail -1)"
	check "1024 CPUs: pkg0's line first" "$(list | cut -d' ' -f1-3)" "pkg0 0 1"
	key NPage
	wait_for 'rows 31-61 of 1024 ' && ok "1024 CPUs: PgDn, rows 31-61" || fail "PgDn" "$(screen | tail -1)"
	check "1024 CPUs: the first row after PgDn is CPU 30" "$(rows | cut -d' ' -f1)" 30
	i=0
	while [ $i -lt 15 ]; do key NPage; i=$((i + 1)); done
	wait_for 'rows 496-525 of 1024 ' && ok "16 PgDn: rows 496-525" || fail "16 PgDn" "$(screen | tail -1)"
	check "16 PgDn: across the package boundary" "$(list | cut -d' ' -f1,17-19,31)" "495 511 pkg1 512 524"
	key End
	wait_for 'rows 995-1024 of 1024 ' && ok "End: rows 995-1024" || fail "End" "$(screen | tail -1)"
	check "End: the last row is CPU 1023, then the summary" "$(list | awk '{ print $(NF - 1), $NF }')" "1023 all"
	key z
	check "z: the packages folded to their lines" "$(list_when "pkg0 pkg1 all")" "pkg0 pkg1 all"
	key z
	wait_for 'rows 1-30 of 1024 ' && ok "z again: unfolded, from the top" || fail "z again" "$(screen | tail -1)"
	key Home c
	wait_for 'rows 1-30 of 512 ' && ok "c: a row per core, 512" || fail "c" "$(screen | tail -1)"
	check "c: the first cores' rows are CPUs 0 2 4" "$(rows | cut -d' ' -f1-3)" "0 2 4"
	key c p
	check "p: a row per package, CPUs 0 and 512" "$(list_when "pkg0 0 pkg1 512 all")" "pkg0 0 pkg1 512 all"
	key q
	restored "q at 1024 CPUs"
	;;
packages)
	# tests/recordings/top-2pkg.rec: 2 packages of 2 two-thread cores, siblings N and N+4; its comments
	# work out each package's values by hand as turbostat's summary combines CPUs
	REC=tests/recordings/top-2pkg.rec
	start_paused
	k=$(shown)
	check "grouped by package, siblings under their core" "$(list_when "pkg0 0 4 1 5 pkg1 2 6 3 7 all")" \
		"pkg0 0 4 1 5 pkg1 2 6 3 7 all"
	snap
	got=""
	for name in Avg_MHz Busy% Bzy_MHz CPU%c1 CPU%c6 CoreTmp; do
		got="$got $(screen_cell pkg0 "$name")/$(screen_cell pkg1 "$name")/$(screen_cell all "$name")"
	done
	check "pkg0/pkg1/all: Avg_MHz Busy% Bzy_MHz CPU%c1 CPU%c6 CoreTmp" "$got" \
		" 1350/720/1035 45.00/30.00/37.50 3000/2400/2760 40.00/40.00/40.00 15.00/30.00/22.50 75/65/75"
	check "the machine's line equals --format turbostat's summary" \
		"$(screen_cell all Bzy_MHz) $(screen_cell all CPU%c6)" \
		"$(table_cell "$k" - Bzy_MHz --hide Package) $(table_cell "$k" - CPU%c6 --hide Package)"
	check "CPU rows still equal --format turbostat" "$(screen_cell 6 Busy%) $(screen_cell 5 CPU%c1)" \
		"$(table_cell "$k" 6 Busy% --hide Package) $(table_cell "$k" 5 CPU%c1 --hide Package)"
	# Busy%: cores by their busiest thread within each package (core 1: 100 and 20, core 0: 50 and
	# 10; package 1 core 1: 75 and 15, core 0: 25 and 5); reversed, by their idlest
	key s && wait_for 'sort Busy%'
	check "s: Busy% within each package" "$(list_when "pkg0 1 5 0 4 pkg1 3 7 2 6 all")" "pkg0 1 5 0 4 pkg1 3 7 2 6 all"
	key r && wait_for 'reversed'
	check "r: reversed within each package" "$(list_when "pkg0 4 0 5 1 pkg1 6 2 7 3 all")" "pkg0 4 0 5 1 pkg1 6 2 7 3 all"
	key z
	check "z: folded" "$(list_when "pkg0 pkg1 all")" "pkg0 pkg1 all"
	snap
	check "z: pkg1's Busy% still there" "$(screen_cell pkg1 Busy%)" 30.00
	key z
	check "z again: unfolded" "$(list_when "pkg0 4 0 5 1 pkg1 6 2 7 3 all")" "pkg0 4 0 5 1 pkg1 6 2 7 3 all"
	key h
	wait_for '^z  +fold each package' && ok "h: the help has z" || fail "h: the help has z" "$(screen | head -20)"
	key x q
	restored "q after folding"
	;;
hotplug)
	# a recording of tests/fakemachine/fault-offline-start.machine (cpu1 offline until 1.5 s): the view
	# reads the topology again when cpu1 comes online (interval mode's re_initialize()) and goes on
	# to its three intervals, the last with cpu1's row, instead of stopping with an error
	sh tests/fakemachine/run.sh fault-offline-start "$TSNG" --quiet --interval 1 --num_iterations 3 \
		--record "$tmp/hotplug.rec" >/dev/null 2>&1
	start "$tmp/hotplug.rec" 132 30 --num_iterations 3
	# skx-2cpu's cpu1: APERF 960M/s -> Avg_MHz 960, Bzy 2400 * 960/1200 = 1920, Busy% 50.00, CoreTmp 55
	wait_for '^ +1 +1 +960 +1920 +50\.00 .* 55$' && ok "cpu1's row once it is online" ||
		fail "cpu1's row once it is online" "$(screen | sed -n 6,9p)"
	restored "a CPU coming online mid-run"
	;;
limits)
	# a recording of tests/fakemachine/hsw-2cpu-limits.machine: the package line carries the limit reasons
	# (fake-limits: CoreLim "1" then "12", CoreLog "." then "2", GFXLim "P"), and the help has their letters
	sh tests/fakemachine/run.sh hsw-2cpu-limits "$TSNG" --quiet --interval 1 --num_iterations 3 --enable limits \
		--record "$tmp/limits.rec" >/dev/null 2>&1
	start "$tmp/limits.rec" 200 30
	wait_for ' #2 ' && key Space
	wait_for 'PAUSED' || fail "pauses" "$(screen | head -1)"
	check "the package line on #2" "$(screen | grep -Eo 'CoreLim [^ ]+ +CoreLog [^ ]+ +GFXLim [^ ]+')" \
		"CoreLim 12  CoreLog 2  GFXLim P"
	# the verdict line (output/why.c): PL1 (rank 5) wins over PL2 (rank 6), set in both 1 s intervals
	check "the verdict line on #2" "$(screen | grep -Eo '^why pkg0: .* MHz: PL1( \([^)]*\))? for [0-9]+ s' |
		sed 's/^why pkg0: .* MHz: //; s/ (.*)//')" "PL1 for 2 s"
	key h
	wait_for ' 1 PL1 +2 PL2 ' && ok "the help names the letters" || fail "the help names the letters" "$(screen | tail -4)"
	key q
	key q
	restored "limits"
	;;
live)
	# this machine at 0.5 s: whatever it can measure, the view paces itself and stops after 3
	start - 132 30 --num_iterations 3 --interval 0.5
	wait_for '#[0-9]+ ' && ok "live: the view shows an interval" || fail "live" "$(screen | head -3)"
	restored "live --num_iterations 3 quits by itself"
	;;
picker)
	# TSC_MHz is a column of the table (--format turbostat prints it) that the view does not show
	# until picked; TSC = 12,000,000,000 ticks per 5 s interval (the recording's notes) = 2400 MHz
	start_paused
	k=$(shown)
	screen | grep -Eq ' TSC_MHz( |$)' && fail "TSC_MHz not shown at first" "$(screen | grep TSC_MHz)" ||
		ok "TSC_MHz not shown at first"
	key f
	wait_for '^Columns:' || fail "f opens the picker" "$(screen | head -3)"
	check "the picker offers TSC_MHz, off" "$(screen | grep -c '^\[ \] TSC_MHz ')" 1
	check "the picker shows Busy% on" "$(screen | grep -c '^\[x\] Busy% ')" 1
	check "the picker offers every column of the table" \
		"$(screen | sed -n 's/^\[[x ]\] \([^ ]*\).*/\1/p' | sort | tr '\n' ' ')" \
		"$(table_cell "$k" 0 CPU >/dev/null; head -1 "$tmp/table-$k" | tr '\t' '\n' | sort | tr '\n' ' ')"
	down=$(screen | sed -n 's/^\[[x ]\] \([^ ]*\).*/\1/p' | awk '$1 == "TSC_MHz" { print NR - 1 }')
	i=0
	while [ "$i" -lt "$down" ]; do key Down; i=$((i + 1)); done
	key Space
	wait_for '^\[x\] TSC_MHz ' || fail "space turns TSC_MHz on" "$(screen | grep TSC_MHz)"
	key f
	wait_for ' TSC_MHz$' || fail "f closes the picker" "$(screen | head -8)"
	snap
	check "picked TSC_MHz on CPU 0 is 2400" "$(screen_cell 0 TSC_MHz)" 2400
	check "picked TSC_MHz on CPU 5 is 2400" "$(screen_cell 5 TSC_MHz)" 2400
	check "the other columns still equal --format turbostat" "$(same_as_table "$k")" same
	key q
	restored "q after picking"
	;;
color)
	# SGR 32/33: the green and yellow of the MHz bar (capture-pane -e keeps the escapes)
	colors() { $T capture-pane -e -p -t top | grep -c "$(printf '\033')\\[[0-9;]*3[23]m"; }
	NO_COLOR_VALUE=""
	start_paused
	[ "$(colors)" -gt 0 ] && ok "NO_COLOR empty: the bar is in color" || fail "color" "no SGR 32/33"
	key q
	restored "q in color"
	NO_COLOR_VALUE=1
	start_paused
	check "NO_COLOR=1: no color" "$(colors)" 0
	key q
	restored "q without color"
	;;
*)
	echo "usage: $0 keys|resize|signals|bounded|color|details|large|packages|hotplug|limits|live|picker" >&2
	exit 2
	;;
esac
