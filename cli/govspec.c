// SPDX-License-Identifier: GPL-2.0-only
/* --governor SPEC: plugins and NAME:help (cli/govspec.h). */
#include <string.h>

#include "cli/govspec.h"
#include "gov/gov.h"
#include "gov/plugin.h"
#include "lib/govload.h"

int govspec_take(const char *spec, FILE *out, char *err, size_t errlen)
{
	size_t nlen = strcspn(spec, ":");
	char name[GOV_SPEC_MAX];

	if (nlen >= sizeof(name))
		return 0;	/* gov_parse() says what is wrong with it */
	memcpy(name, spec, nlen);
	name[nlen] = '\0';
	if (strchr(name, '/') && !gov_plugin_find(name)) {
		const struct tsng_governor *pub = govload_open(name, err, errlen);

		if (!pub || gov_plugin_add(name, pub, err, errlen))
			return -1;
	}
	if (strcmp(spec + nlen, ":help") != 0)
		return 0;
	const struct gov_ops *ops = gov_find(name);

	if (!ops) {
		snprintf(err, errlen, "unknown governor '%s' (see --governor list)", name);
		return -1;
	}
	gov_help_print(ops, out);
	return 1;
}
