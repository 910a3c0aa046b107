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

#include <stdbool.h>
#include <stddef.h>

struct dynlib_sym {
	const char *name;
	size_t slot;		/* offsetof() the function pointer in the caller's struct */
};

/* One optional library, a static of its one user's file. */
struct dynlib {
	const char *soname;
	const char *package;	/* what to install, named in the message */
	const struct dynlib_sym *sym;
	size_t nsym;
	void *ops;		/* the caller's struct of function pointers */
	bool loaded;
};

/* A struct dynlib over an array of symbols */
#define DYNLIB(soname, package, syms, ops) \
	{ (soname), (package), (syms), sizeof(syms) / sizeof((syms)[0]), (ops), false }

/*
 * Opens @lib's library and fills its ops' slots the first time; 0 from then
 * on.  -1 with one line in @why naming the library, what failed and the
 * package to install, every slot left NULL; the next call tries again.
 */
int dynlib_get(struct dynlib *lib, char *why, size_t whylen);

#endif
