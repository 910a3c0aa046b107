# Where a recording came from, shown by --debug on a replay (issue 22 point 5): tests/recordings/hsw-ult.rec
# with the lines a recorder now writes before its first snapshot: tool and options, the kernel
# release, microcode revision and clocksource files, the brand string "Intel(R) Core(TM) i7-4600U
# CPU @ 2.10GHz" as CPUID 0x80000002-4 (its ASCII, 4 bytes a register, little-endian: "Inte" =
# 0x65746e49), CPUID.1:ECX with bit 31 set (0x7ffafbbf | 0x80000000) and leaf 0x40000000 naming
# "KVMKVMKVM" in EBX ECX EDX ("KVMK" = 0x4b4d564b).
f=$(mktemp); awk '/^snapshot/ && !done { print "tool 0.1"; print "options --quiet --record '"'"'my run.rec'"'"' --interval 1"; print "file /proc/sys/kernel/osrelease = 6.1.0-18-amd64"; print "file /sys/devices/system/cpu/cpu0/microcode/version = 0x28"; print "file /sys/devices/system/clocksource/clocksource0/current_clocksource = kvm-clock"; print "cpuid 0 0x80000002 0x0 65746e49 2952286c 726f4320 4d542865"; print "cpuid 0 0x80000003 0x0 37692029 3036342d 43205530 40205550"; print "cpuid 0 0x80000004 0x0 312e3220 7a484730 00000000 00000000"; print "cpuid 0 0x1 0 0x00040651 0x00100800 0xfffafbbf 0xbfebfbff"; print "cpuid 0 0x40000000 0x0 40000001 4b4d564b 564b4d56 0000004d"; done = 1 } { print }' tests/recordings/hsw-ult.rec >"$f"
"$TSNG" --replay "$f" --debug --quiet --num_iterations 1 2>&1 >/dev/null | sed -n '1,7p'; echo "without --debug: $("$TSNG" --replay "$f" --quiet --num_iterations 1 2>&1 >/dev/null | grep -c 'recorded by')"; rm -f "$f"
