// SPDX-License-Identifier: GPL-2.0-only
/* Governor plugins from shared objects (lib/govload.h). */
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>

#include "turbostat-ng/governor.h"
#include "lib/govload.h"
#include "lib/pathsafe.h"

#define GOVLOAD_STR(x) #x
#define GOVLOAD_NAME(x) GOVLOAD_STR(x)

const struct tsng_governor *govload_open(const char *path, char *err, size_t errlen)
{
	char real[PATH_MAX];

	/* the canonical name is what was checked, so it is what is opened */
	if (pathsafe_trusted(path, real, err, errlen))
		return NULL;
	void *h = dlopen(real, RTLD_NOW | RTLD_LOCAL);

	if (!h) {
		snprintf(err, errlen, "%s: %s", path, dlerror());
		return NULL;
	}
	const struct tsng_governor *g = dlsym(h, GOVLOAD_NAME(TSNG_GOVERNOR));

	if (!g) {
		snprintf(err, errlen, "%s: no %s symbol: not a turbostat-ng governor (include/turbostat-ng/governor.h)",
			 path, GOVLOAD_NAME(TSNG_GOVERNOR));
		dlclose(h);
	}
	return g;
}
