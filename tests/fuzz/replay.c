// SPDX-License-Identifier: GPL-2.0-only
/*
 * make check's driver for the fuzz targets, with no libFuzzer and no clang:
 * every file named, or every file in a directory named, goes through
 * LLVMFuzzerTestOneInput() once.  A crash or sanitizer report ends the run
 * with a failure; otherwise it prints "fuzz-replay: N inputs".
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tests/fuzz/fuzz.h"

static int feed(const char *path)
{
	FILE *f = fopen(path, "rb");
	struct stat sb;
	uint8_t *buf;
	size_t n;

	if (!f || fstat(fileno(f), &sb) || !(buf = malloc((size_t)sb.st_size + 1))) {
		fprintf(stderr, "fuzz-replay: %s: cannot read\n", path);
		if (f)
			fclose(f);
		return -1;
	}
	n = fread(buf, 1, (size_t)sb.st_size, f);
	fclose(f);
	LLVMFuzzerTestOneInput(buf, n);
	free(buf);
	return 0;
}

static int feed_dir(const char *dir, int *count)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	char path[4096];

	if (!d)
		return -1;
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
		if (feed(path))
			return -1;
		(*count)++;
	}
	closedir(d);
	return 0;
}

int main(int argc, char **argv)
{
	int count = 0;

	for (int i = 1; i < argc; i++) {
		struct stat sb;
		int bad;

		if (stat(argv[i], &sb) == 0 && S_ISDIR(sb.st_mode)) {
			bad = feed_dir(argv[i], &count);
		} else {
			bad = feed(argv[i]);
			count++;
		}
		if (bad)
			return 1;
	}
	printf("fuzz-replay: %d inputs\n", count);
	return count ? 0 : 1;
}
