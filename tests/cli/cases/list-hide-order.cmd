# --show/--hide/--debug/--list apply in command-line order, as turbostat 2026.02's cmdline() does them on
# its one column mask: --hide clears bits (bic_clear_bits), --debug and --list set every bit (bic_set_all),
# the first --show clears the mask and later ones add.  So a --hide before --list is undone (line 1) and one
# after it holds (line 2); a --show before --list is undone and a later --show no longer clears (line 5);
# a --show after --list clears (line 4).  A cpuidle state's name (C1%, C6) is not a built-in column:
# bic_lookup() defers it and probe_cpuidle_residency()/probe_cpuidle_counts() skip it whatever its place
# (lines 3 and 6; swidle is a group, so its --hide is undone).  pct_idle is turbostat's built-in counter
# (BIC_pct_idle) of all the residency columns: hidden after --list they go (line 7), before it they come
# back while C1 stays hidden (line 8).  The full list is list-knm's.
for a in "--hide Busy%,IRQ --list" "--list --hide Busy%,IRQ" "--hide C1% --list" "--list --show Busy% --show CPU" "--show Busy% --list --show CPU" "--hide swidle --list --hide C6" "--list --hide pct_idle" "--hide pct_idle,C1 --list"; do "$TSNG" --replay tests/recordings/knm7255-4cpu.rec --quiet $a 2>/dev/null; done
