# The machine of why-policy-cap with no policy held below the turbo limit: scaling_max_freq
# absent (tests/fakemachine/why-policy-base.machine), reading no number ("<unsupported>":
# why-policy-unreadable), and at the turbo's 3000000 kHz (why-policy-turbo).  Each: no limit
# reason set, 1800 MHz below 3000 - 50, so the governor read at start-up (powersave) is named:
# "no limit (governor powersave)", with no error and exit 0.
for m in why-policy-base why-policy-unreadable why-policy-turbo; do
	sh tests/fakemachine/run.sh $m "$TSNG" --quiet --interval 1 --num_iterations 1 --why || echo "exit $?"
done
