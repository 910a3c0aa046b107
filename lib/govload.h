/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A governor plugin (include/turbostat-ng/governor.h) from a shared object:
 * "--governor ./mygov.so[:name=value,...]".  Run as root, only a file that
 * lib/pathsafe.h trusts is opened.  The object stays loaded for the run.
 */
#ifndef TSNG_LIB_GOVLOAD_H
#define TSNG_LIB_GOVLOAD_H

#include <stddef.h>

struct tsng_governor;

/*
 * The plugin's TSNG_GOVERNOR row, not yet checked beyond being there (its
 * ABI integer is gov/plugin.c's to check), or NULL with one line in @err.
 */
const struct tsng_governor *govload_open(const char *path, char *err, size_t errlen);

#endif
