/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Identity of a CPU from the CPUID leaves kept in a start-up register set
 * (decode/cpuid.c).  Pure: no instruction is executed here.
 */
#ifndef TSNG_CPUID_H
#define TSNG_CPUID_H

#include <stddef.h>
#include <stdint.h>

#include "decode/platform.h"
#include "regset.h"

/*
 * The leaves decode/ needs, in the order to read them: leaf 0 and
 * 0x80000000 first, since they bound the rest (a basic leaf above leaf 0's
 * EAX, or an extended one above 0x80000000's, is not read).
 */
extern const struct cpuid_leaf cpuid_leaves[];
extern const size_t cpuid_nleaves;

/*
 * Fills @id from leaves 0, 1, 6, 7, 0x80000000-0x80000008 in @rs.
 * Returns 0, or the -errno of leaf 0 or leaf 1 when they are missing
 * (without those nothing is known).  An unknown vendor string is not an
 * error: id->vendor is VENDOR_UNKNOWN.
 */
int cpuid_identify(const struct regset *rs, struct cpu_ident *id);

/* "GenuineIntel" style name of a vendor, for messages. */
const char *cpuid_vendor_name(enum vendor v);

#endif
