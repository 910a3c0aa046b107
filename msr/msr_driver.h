/* SPDX-License-Identifier: GPL-2.0-only */
/* Whether the running kernel has an msr driver at all (msr/msr_driver.c). */
#ifndef TSNG_MSR_DRIVER_H
#define TSNG_MSR_DRIVER_H

/*
 * With no /dev/cpu/N/msr: -ENOENT when the running kernel has the driver
 * (a module under /lib/modules/RELEASE, listed in modules.builtin, or
 * CONFIG_X86_MSR=y/m in /boot/config-RELEASE), so "modprobe msr" helps;
 * -ENOSYS when it has none.  Every path is read under TSNG_SYSROOT.
 */
int msr_driver_missing(void);

#endif
