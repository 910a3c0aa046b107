# SPDX-License-Identifier: GPL-2.0-only
"""What a tool that reads through stdio, stat() and access() and runs CPUID and RDTSC itself (as
upstream turbostat does) sees of the fake machine: the preload's libc.c and insn.c, called through
ctypes.  Run under the preload with FAKEMACHINE_INSN=1 by cli case fake-libc-calls; prints one line a
check."""
import ctypes
import mmap
import os
import resource
import time

libc = ctypes.CDLL(None, use_errno=True)
libc.fopen.restype = ctypes.c_void_p
libc.fopen.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
libc.fgets.restype = ctypes.c_char_p
libc.fgets.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.c_void_p]
libc.rewind.argtypes = [ctypes.c_void_p]
libc.fclose.argtypes = [ctypes.c_void_p]
libc.euidaccess.argtypes = [ctypes.c_char_p, ctypes.c_int]


def err():
    return os.strerror(ctypes.get_errno())


def fopen_lines(path, twice=False):
    f = libc.fopen(path.encode(), b"r")
    if not f:
        return "absent: " + err()
    buf = ctypes.create_string_buffer(256)
    got = []
    for _ in range(2 if twice else 1):
        while libc.fgets(buf, len(buf), f):
            got.append(buf.value.decode().rstrip("\n"))
        libc.rewind(f)
    libc.fclose(f)
    return " | ".join(got)


def stat_kind(path):
    try:
        st = os.stat(path)
    except OSError as e:
        return "absent: " + e.strerror
    kinds = [("char device", 0o020000), ("directory", 0o040000), ("file", 0o100000)]
    kind = [k for k, bits in kinds if st.st_mode & 0o170000 == bits]
    return "%s %o" % (kind[0] if kind else "?", st.st_mode & 0o7777)


topo = "/sys/devices/system/cpu/cpu6/topology/"
print("fopen thread_siblings:", fopen_lines(topo + "thread_siblings"))
print("fopen core_id, package, rewound:", fopen_lines(topo + "core_id", True), "/",
      fopen_lines(topo + "physical_package_id"))
print("fopen cpu8's core_id:", fopen_lines("/sys/devices/system/cpu/cpu8/topology/core_id"))
print("stat /dev/cpu/6/msr:", stat_kind("/dev/cpu/6/msr"))
print("stat /dev/cpu/6/msr_safe:", stat_kind("/dev/cpu/6/msr_safe"))
print("stat core_id:", stat_kind(topo + "core_id"))
print("access /dev/cpu/6/msr R, W:", os.access("/dev/cpu/6/msr", os.R_OK), os.access("/dev/cpu/6/msr", os.W_OK))
print("euidaccess /dev/cpu/7/msr, /dev/cpu/8/msr:", libc.euidaccess(b"/dev/cpu/7/msr", os.R_OK),
      libc.euidaccess(b"/dev/cpu/8/msr", os.R_OK), err())

os.sched_setaffinity(0, {6})
print("sched_getcpu on cpu6:", libc.sched_getcpu())

soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
resource.setrlimit(resource.RLIMIT_NOFILE, (hard + 1000, hard + 1000))
print("RLIMIT_NOFILE above the hard limit, clamped to it:", resource.getrlimit(resource.RLIMIT_NOFILE) == (hard, hard))

# x86-64 System V: cpuid(leaf edi, subleaf esi, out rdx): the four registers into out[0..3]
CPUID = bytes([0x53, 0x49, 0x89, 0xd0, 0x89, 0xf8, 0x89, 0xf1, 0x0f, 0xa2, 0x41, 0x89, 0x00, 0x41, 0x89, 0x58,
               0x04, 0x41, 0x89, 0x48, 0x08, 0x41, 0x89, 0x50, 0x0c, 0x5b, 0xc3])
# rdtsc: edx:eax into rax; rdtscp: the same, and ecx (TSC_AUX) into *rdi
RDTSC = bytes([0x0f, 0x31, 0x48, 0xc1, 0xe2, 0x20, 0x48, 0x09, 0xd0, 0xc3])
RDTSCP = bytes([0x0f, 0x01, 0xf9, 0x89, 0x0f, 0x48, 0xc1, 0xe2, 0x20, 0x48, 0x09, 0xd0, 0xc3])
page = mmap.mmap(-1, 4096, prot=mmap.PROT_READ | mmap.PROT_WRITE | mmap.PROT_EXEC)
page.write(CPUID + RDTSC + RDTSCP)
base = ctypes.addressof(ctypes.c_char.from_buffer(page))
cpuid = ctypes.CFUNCTYPE(None, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_void_p)(base)
rdtsc = ctypes.CFUNCTYPE(ctypes.c_uint64)(base + len(CPUID))
rdtscp = ctypes.CFUNCTYPE(ctypes.c_uint64, ctypes.c_void_p)(base + len(CPUID) + len(RDTSC))


def regs(leaf, sub):
    out = (ctypes.c_uint32 * 4)()
    cpuid(leaf, sub, out)
    return " ".join("0x%08x" % r for r in out)


print("cpuid 1 on cpu6:", regs(1, 0))
print("cpuid 6, ecx 0x1234:", regs(6, 0x1234))
print("cpuid 7 subleaf 1:", regs(7, 1))
first = rdtsc()
time.sleep(1)
aux = ctypes.c_uint32()
print("rdtsc at 0 s, rdtscp at 1 s, its cpu:", first, rdtscp(ctypes.byref(aux)), aux.value)
