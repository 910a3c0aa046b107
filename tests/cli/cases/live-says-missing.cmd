"$TSNG" --num_iterations 1 --interval 0.1 --quiet 2>&1 >/dev/null | grep -c "^turbostat-ng: "
