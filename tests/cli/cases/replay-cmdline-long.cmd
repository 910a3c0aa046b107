# A /proc/cmdline of 553 bytes (as this project's own VMs have; a text of the start-up set holds
# 511): turbostat's print_bootcmd() reads up to 2047 and prints it whole, so do we, from the
# recording (tests/recordings/hsw-ult.rec with the file added).  Its text: "BOOT_IMAGE=... " 32
# bytes, 43 parameters "param_NN=on " of 12, "quiet" 5.
t=$(mktemp -d); ln -s "$TSNG" $t/turbostat
c="BOOT_IMAGE=/boot/vmlinuz-6.12.0 "; for i in $(seq 10 52); do c="${c}param_$i=on "; done; c="${c}quiet"
echo "${#c} bytes"
sed "/^msr-access ok/a file /proc/cmdline = $c" tests/recordings/hsw-ult.rec >$t/r.rec
$t/turbostat --replay $t/r.rec -n1 2>&1 >/dev/null | grep "^Kernel command line"; rm -rf "$t"
