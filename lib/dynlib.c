// SPDX-License-Identifier: GPL-2.0-only
/* Optional libraries through dlopen(): lib/dynlib.h says why. */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#include "lib/dynlib.h"

static int dynlib_load(const char *soname, const char *package, const struct dynlib_sym *sym, size_t n, void *ops,
		       char *why, size_t whylen)
{
	void *lib = dlopen(soname, RTLD_NOW | RTLD_LOCAL);

	if (!lib) {
		const char *err = dlerror();

		snprintf(why, whylen, "cannot load %s (%s): install %s", soname, err ? err : "not found", package);
		return -1;
	}
	for (size_t i = 0; i < n; i++) {
		void *fn = dlsym(lib, sym[i].name);

		if (!fn) {
			snprintf(why, whylen, "%s has no %s: not the %s this was built for", soname, sym[i].name,
				 package);
			/* no slot may point into the closed library */
			while (i--)
				memset((char *)ops + sym[i].slot, 0, sizeof(fn));
			dlclose(lib);
			return -1;
		}
		/* POSIX: a function's address from dlsym() has the object pointer's representation */
		memcpy((char *)ops + sym[i].slot, &fn, sizeof(fn));
	}
	return 0;
}

int dynlib_get(struct dynlib *lib, char *why, size_t whylen)
{
	if (!lib->loaded)
		lib->loaded = !dynlib_load(lib->soname, lib->package, lib->sym, lib->nsym, lib->ops, why, whylen);
	return lib->loaded ? 0 : -1;
}
