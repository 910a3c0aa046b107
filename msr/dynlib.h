/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Libraries that only one mode needs, loaded with dlopen() when that mode
 * starts.  Linked normally, each is mapped and relocated in every run: the
 * exporter's libmicrohttpd brings its TLS stack (2.7 MiB resident), and the
 * AMD SMN path's libpci brings libudev and zlib (docs/memory.md).  The
 * caller keeps a struct of function pointers typed from the library's own
 * header and lists each symbol with the slot it fills.
 */
#ifndef TSNG_MSR_DYNLIB_H
#define TSNG_MSR_DYNLIB_H

#include <stddef.h>

struct dynlib_sym {
	const char *name;
	size_t slot;		/* offsetof() the function pointer in the caller's struct */
};

/*
 * Opens @soname and fills @ops's slots from @sym[0..n); 0, or -1 with one
 * line in @why naming the library, what failed and the package to install,
 * and every slot left NULL (a caller may test a slot to see it loaded).
 */
int dynlib_load(const char *soname, const char *package, const struct dynlib_sym *sym, size_t n, void *ops,
		char *why, size_t whylen);

#endif
