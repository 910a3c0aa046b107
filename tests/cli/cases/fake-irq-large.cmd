# 256 CPUs with 600 NVMe queue rows: /proc/interrupts is about 1.7 MB, read whole.  The LOC row counts
# 250 per CPU per second and the queue rows nothing, so over a 1 s interval every CPU's IRQ is 250
# and the summary 256 x 250 = 64000.  (With a 1 MiB buffer the column vanished.)
sh tests/fakemachine/run.sh skx-256cpu-nvme "$TSNG" --quiet --show CPU,IRQ --interval 1 --num_iterations 1 | awk 'NR <= 2 { print; next } { n++; if ($2 == 250) k++ } END { print n " CPU rows, " k + 0 " of them IRQ 250" }'
