/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Governors written against the public header (include/turbostat-ng/governor.h)
 * as struct gov_ops rows (gov/plugin.c): a user's plugin, once loaded (lib/govload.h),
 * and the built-in governors compiled from gov/tmpl/.  The adapter copies
 * between the public structs and the internal ones at each call, so a
 * plugin never sees an internal layout.
 */
#ifndef TSNG_GOV_PLUGIN_H
#define TSNG_GOV_PLUGIN_H

#include <stddef.h>

#include "gov/gov.h"

struct tsng_governor;

/*
 * A row for @pub under @name (the spec's name: a plugin's path as written, or
 * a template's own name); later gov_parse() and gov_find() of @name find it.
 * The row is checked first: an ABI this build does not know, a missing decide,
 * too many parameters or too much state is -EINVAL with one line in @err
 * naming @name, and nothing of @pub is called.
 */
int gov_plugin_add(const char *name, const struct tsng_governor *pub, char *err, size_t errlen);
/* The row added under @name, or NULL. */
const struct gov_ops *gov_plugin_find(const char *name);

#endif
