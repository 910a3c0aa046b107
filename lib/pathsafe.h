/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Whether root may trust a file it is about to run code from (a governor
 * plugin, lib/govload.h): the rule of the files turbostat-ng writes
 * (lib/outfile.h, turbostat-ng(8) OUTPUT FILES) turned to reading code.
 * One small function, so that it can later share lib/outfile.c's
 * directory checks.
 */
#ifndef TSNG_LIB_PATHSAFE_H
#define TSNG_LIB_PATHSAFE_H

#include <stddef.h>

/*
 * @path's canonical name (realpath()) in @resolved (PATH_MAX bytes).  Run
 * as root (effective uid 0), the file and every directory from / down to
 * it must be owned by root or by the real user and be neither group- nor
 * world-writable, but for a sticky directory (/tmp), where others may add
 * names and not move ours: the next component's owner decides.  0, or
 * -errno with one line in @err.
 */
int pathsafe_trusted(const char *path, char *resolved, char *err, size_t errlen);

#endif
