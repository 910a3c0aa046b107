# AMD has no perf limit reasons register: asked for the limits group, one start-up line says so (after
# what else is missing in this recording); not said when no limit column is asked for.
for s in CPU,limits CPU; do "$TSNG" --replay tests/recordings/tr1950x-k10temp.rec --quiet --num_iterations 1 --show $s 2>&1 >/dev/null | grep -c "AMD processors have no perf limit reasons register"; done; true
