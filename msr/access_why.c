// SPDX-License-Identifier: GPL-2.0-only
/*
 * Why /dev/cpu/N/msr cannot be used, in words a user can act on.  The msr
 * driver refuses an open without CAP_SYS_RAWIO (arch/x86/kernel/msr.c,
 * msr_open), and the node is mode 0600 root; libcap tells which one bites.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/capability.h>

#include "msr/access_why.h"

static int have_rawio(void)
{
	cap_t caps = cap_get_proc();
	cap_flag_value_t v = CAP_CLEAR;

	if (!caps)
		return 0;
	if (cap_get_flag(caps, CAP_SYS_RAWIO, CAP_EFFECTIVE, &v))
		v = CAP_CLEAR;
	cap_free(caps);
	return v == CAP_SET;
}

void access_why_msr(int err, char *buf, size_t len)
{
	switch (-err) {
	case 0:
		snprintf(buf, len, "MSRs readable");
		break;
	case ECANCELED:
		snprintf(buf, len, "MSRs not read: --no-msr");
		break;
	case ENOENT:
	case ENODEV:
	case ENXIO:
		snprintf(buf, len, "no /dev/cpu/*/msr: the msr driver is not loaded (modprobe msr)");
		break;
	case ENOSYS:
		snprintf(buf, len, "no /dev/cpu/*/msr: this kernel has no msr driver (no msr module for the running "
			 "kernel, CONFIG_X86_MSR not set)");
		break;
	case EACCES:
	case EPERM:
		snprintf(buf, len, "/dev/cpu/*/msr: permission denied (%s): run as root, or setcap cap_sys_rawio+ep on the binary and chmod +r /dev/cpu/*/msr",
			 have_rawio() ? "have CAP_SYS_RAWIO, no read permission" : "no CAP_SYS_RAWIO");
		break;
	default:
		snprintf(buf, len, "/dev/cpu/*/msr unusable: %s", strerror(-err));
	}
}
