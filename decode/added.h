/* SPDX-License-Identifier: GPL-2.0-only */
/* Parsing --add specs (turbostat(8), --add) into the set of include/added_set.h. */
#ifndef TSNG_ADDED_H
#define TSNG_ADDED_H

#include <stddef.h>

#include "added_set.h"

/*
 * Parses one --add argument ("msr0x10,u64,cpu,delta,TSC2") into @set.
 * -EINVAL with a one-line reason in @err for a malformed spec or a scope
 * that already holds its maximum of counters.
 */
int added_parse(const char *spec, struct added_set *set, char *err, size_t errlen);

#endif
