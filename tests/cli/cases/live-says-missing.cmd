TSNG_SYSROOT=tests/sysroot/bare "$TSNG" --num_iterations 1 --interval 0.1 --quiet 2>&1 >/dev/null | cut -d';' -f1
