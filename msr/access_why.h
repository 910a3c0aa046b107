/* SPDX-License-Identifier: GPL-2.0-only */
/* One line saying why a source of counters is unreachable (msr/access_why.c). */
#ifndef TSNG_ACCESS_WHY_H
#define TSNG_ACCESS_WHY_H

#include <stddef.h>

/*
 * @err is hw_msr_access(): -ENOENT driver not loaded, -ENOSYS no driver in this
 * kernel (msr/msr_driver.c), -EACCES/-EPERM permission denied, -ECANCELED --no-msr.
 */
void access_why_msr(int err, char *buf, size_t len);

#endif
