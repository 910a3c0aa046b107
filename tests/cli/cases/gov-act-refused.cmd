TSNG_SYSROOT=tests/sysroot/bare "$TSNG" --governor performance --act --num_iterations 1 --interval 0.1
