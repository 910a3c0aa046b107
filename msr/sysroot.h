/* SPDX-License-Identifier: GPL-2.0-only */
/* The test hook TSNG_SYSROOT (msr/sysroot.c; man page, ENVIRONMENT). */
#ifndef TSNG_SYSROOT_H
#define TSNG_SYSROOT_H

#include <stddef.h>

/* The directory standing in for "/" when TSNG_SYSROOT is set, else "". */
const char *sysroot(void);
/* @path (absolute) as it is opened: under the root when one is set; returns @buf. */
const char *sysroot_path(char *buf, size_t len, const char *path);

#endif
