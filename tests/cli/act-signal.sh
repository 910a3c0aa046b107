#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# --act and the signals that end a run (issue 20 point 2), on the fake machine with cpufreq
# files under a TSNG_SYSROOT in a temporary directory.  Each CPU starts as powersave, limits
# 1000000..2400000 kHz (written below: these are the values expected back).  The run is
# started, and once its state file exists and both CPUs are in userspace (a bounded poll, not
# a timed wait), it is sent the signal; then what the cpufreq files and the state file hold.
# Usage: act-signal.sh SIGNAL        interval mode, the signal to the run
#        act-signal.sh PIPE          interval mode into "head -1" (EPIPE ends it)
#        act-signal.sh KILL          SIGKILL, then --act-restore, then KILL again and --act
#        act-signal.sh FORK-TERM     fork mode without -i: SIGTERM with a command that ignores it
#        act-signal.sh LOCK          a second --act while the first acts: refused, naming the first
#        act-signal.sh TUNABLES      the CPUs on ondemand with its tunables (up_threshold 95 per
#                                    policy, sampling_rate 20000 system-wide), reset to the kernel's
#                                    defaults (80, 10000) while the run acts, as a governor restart
#                                    does; SIGTERM; the governor and then its tunables put back
set -u
ulimit -c 0	# SIGQUIT and SIGSEGV dump no core into the work tree
sig=$1
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
cpu=$d/sys/devices/system/cpu
state=$d/run/turbostat-ng/act.state
gov=powersave
[ "$sig" = TUNABLES ] && gov=ondemand
for c in 0 1; do
	p=$cpu/cpu$c/cpufreq
	mkdir -p "$p"
	echo $gov >"$p/scaling_governor"
	echo 1000000 >"$p/scaling_min_freq"
	echo 2400000 >"$p/scaling_max_freq"
	echo "userspace powersave ondemand" >"$p/scaling_available_governors"
	: >"$p/scaling_setspeed"
done
if [ "$sig" = TUNABLES ]; then
	mkdir -p "$cpu/cpu0/cpufreq/ondemand" "$cpu/cpufreq/ondemand"
	echo 95 >"$cpu/cpu0/cpufreq/ondemand/up_threshold"
	echo 20000 >"$cpu/cpufreq/ondemand/sampling_rate"
fi
export TSNG_SYSROOT=$d
# only in the background or in a pipeline: exec, so that $! is the run itself
act() {
	exec sh tests/fakemachine/run.sh skx-2cpu-realtime "$TSNG" --quiet --governor performance --act "$@"
}
show() {
	for c in 0 1; do
		p=$cpu/cpu$c/cpufreq
		echo "$1 cpu$c: $(cat "$p/scaling_governor") $(cat "$p/scaling_min_freq") $(cat "$p/scaling_max_freq")"
	done
	[ -e "$state" ] && echo "$1: state file present" || echo "$1: no state file"
}
# until the run $1 has saved the originals and switched both CPUs, or has ended (at most 60 s)
ready() {
	i=0
	until [ -e "$state" ] && grep -qx userspace "$cpu/cpu1/cpufreq/scaling_governor" || [ $i = 600 ] ||
		! kill -0 "$1" 2>/dev/null; do
		sleep 0.1
		i=$((i + 1))
	done
}
case $sig in
PIPE)
	# the reader takes one line, looks, and goes away: the run's next write meets EPIPE
	act --interval 0.1 --show CPU,Busy% 2>"$d/err" | { IFS= read -r line; echo "first line: $line"; show during; }
	show after
	cat "$d/err"
	;;
KILL)
	act --interval 0.1 >/dev/null 2>&1 &
	pid=$!
	ready $pid
	show during
	kill -KILL $pid
	wait $pid
	echo "rc=$?"
	show killed
	"$TSNG" --act-restore 2>"$d/err"
	echo "act-restore rc=$?"
	sed "s|$d|SYSROOT|g" "$d/err"
	show restored
	"$TSNG" --act-restore
	echo "act-restore again rc=$?"
	act --interval 0.1 >/dev/null 2>&1 &
	pid=$!
	ready $pid
	kill -KILL $pid
	wait $pid
	act --interval 0.1 --num_iterations 1 2>&1 >/dev/null | sed "s|$d|SYSROOT|g"
	show "next --act"
	;;
LOCK)
	act --interval 0.1 >/dev/null 2>&1 &
	pid=$!
	ready $pid
	act --interval 0.1 --num_iterations 1 2>&1 >/dev/null | sed "s|$d|SYSROOT|g; s/(pid $pid)/(pid FIRST)/"
	show "second refused"
	kill -TERM $pid
	wait $pid
	echo "first rc=$?"
	show after
	;;
TUNABLES)
	act --interval 0.1 >/dev/null 2>&1 &
	pid=$!
	ready $pid
	echo 80 >"$cpu/cpu0/cpufreq/ondemand/up_threshold"
	echo 10000 >"$cpu/cpufreq/ondemand/sampling_rate"
	kill -TERM $pid
	wait $pid
	echo "rc=$?"
	show after
	echo "up_threshold $(cat "$cpu/cpu0/cpufreq/ondemand/up_threshold"), sampling_rate $(cat "$cpu/cpufreq/ondemand/sampling_rate")"
	;;
FORK-TERM)
	# the command says when its trap is set: a SIGTERM forwarded before that would end it
	act sh -c 'trap "" TERM; : >"$0/trapped"; while [ ! -e "$0/stop" ]; do sleep 0.1; done' "$d" >/dev/null 2>&1 &
	pid=$!
	ready $pid
	i=0
	until [ -e "$d/trapped" ] || [ $i = 600 ] || ! kill -0 $pid 2>/dev/null; do
		sleep 0.1
		i=$((i + 1))
	done
	kill -TERM $pid
	i=0
	until grep -qx powersave "$cpu/cpu1/cpufreq/scaling_governor" || [ $i = 600 ] || ! kill -0 $pid 2>/dev/null; do
		sleep 0.1
		i=$((i + 1))
	done
	show "command still running"
	touch "$d/stop"
	wait $pid
	echo "rc=$?"
	show after
	;;
*)
	act --interval 0.1 >/dev/null 2>&1 &
	pid=$!
	ready $pid
	kill -"$sig" $pid
	wait $pid
	echo "rc=$?"
	show after
	;;
esac
