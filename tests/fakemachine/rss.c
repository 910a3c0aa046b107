// SPDX-License-Identifier: GPL-2.0-only
/*
 * Where a process's resident memory is as it ends, for make bench: the Rss
 * of every mapping of /proc/self/smaps (proc(5)) summed by what maps it.
 * "rss NAME KIB" lines: libc, ld.so, binary (the program's own file),
 * preload (this library's file and its text buffer), heap, stack, anon
 * (other anonymous memory), vdso (the kernel's [vdso], [vvar] and the like) and lib:SONAME for every
 * other library.
 */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "preload.h"

#define RSS_KINDS 32

struct rss_kind {
	char name[64];
	unsigned long kib;
};

/* What a mapping is, from its path (empty: anonymous) and whether it holds @own (the preload's buffer). */
static void rss_name(const char *path, const char *exe, const char *self, int own, char *name, size_t len)
{
	const char *base = strrchr(path, '/');

	base = base ? base + 1 : path;
	if (own || (self && strcmp(path, self) == 0))
		snprintf(name, len, "preload");
	else if (!path[0])
		snprintf(name, len, "anon");
	else if (strcmp(path, "[heap]") == 0 || strcmp(path, "[stack]") == 0)
		snprintf(name, len, "%.*s", (int)strlen(path) - 2, path + 1);
	else if (path[0] == '[')	/* [vdso], [vvar], [vvar_vclock], [vsyscall]: the kernel's */
		snprintf(name, len, "vdso");
	else if (strcmp(path, exe) == 0)
		snprintf(name, len, "binary");
	else if (strncmp(base, "libc.so", 7) == 0)
		snprintf(name, len, "libc");
	else if (strncmp(base, "ld-linux", 8) == 0)
		snprintf(name, len, "ld.so");
	else
		snprintf(name, len, "lib:%s", base);
}

void rss_write(FILE *out, const void *own)
{
	FILE *f = fopen("/proc/self/smaps", "re");
	static struct rss_kind kinds[RSS_KINDS];
	char line[512], exe[256] = "", name[64] = "anon";
	Dl_info self;
	int nk = 0;
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);

	if (!f)
		return;
	exe[n > 0 ? n : 0] = '\0';
	if (!dladdr((void *)rss_write, &self))
		self.dli_fname = NULL;
	while (fgets(line, sizeof(line), f)) {
		unsigned long lo, hi, kib;
		int at = 0;

		if (sscanf(line, "%lx-%lx %*s %*s %*s %*s %n", &lo, &hi, &at) == 2 && at) {
			line[strcspn(line, "\n")] = '\0';
			rss_name(line + at, exe, self.dli_fname, (uintptr_t)own >= lo && (uintptr_t)own < hi, name,
				 sizeof(name));
			continue;
		}
		if (sscanf(line, "Rss: %lu kB", &kib) != 1)
			continue;
		int k = 0;

		while (k < nk && strcmp(kinds[k].name, name))
			k++;
		if (k == nk && nk < RSS_KINDS)
			snprintf(kinds[nk++].name, sizeof(kinds[0].name), "%s", name);
		if (k < nk)
			kinds[k].kib += kib;
	}
	fclose(f);
	for (int k = 0; k < nk; k++)
		fprintf(out, "rss %s %lu\n", kinds[k].name, kinds[k].kib);
}
