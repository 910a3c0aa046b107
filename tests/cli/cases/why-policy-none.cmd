# The machine of why-policy-cap with no policy held below the turbo limit: scaling_max_freq
# absent (tests/fakemachine/why-policy-base.machine), reading no number ("<unsupported>":
# why-policy-unreadable), and at the turbo's 3000000 kHz (a description made here from the
# base).  Each: no limit reason set, 1800 MHz below 3000 - 50, so the governor read at start-up
# (powersave) is named: "no limit (governor powersave)", with no error and exit 0.
printf 'include %s\nfile /sys/devices/system/cpu/cpu0/cpufreq/scaling_max_freq 3000000\nfile /sys/devices/system/cpu/cpu1/cpufreq/scaling_max_freq 3000000\n' "$(pwd)/tests/fakemachine/why-policy-base.machine" >"$TMPDIR/turbo.machine" &&
for m in why-policy-base why-policy-unreadable "$TMPDIR/turbo"; do
	case $m in /*) f=$m.machine ;; *) f=tests/fakemachine/$m.machine ;; esac
	LD_PRELOAD=$(pwd)/build/fake/fakemachine.so FAKEMACHINE=$f "$TSNG" --quiet --interval 1 --num_iterations 1 --why || echo "exit $?"
done
