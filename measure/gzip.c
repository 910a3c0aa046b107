// SPDX-License-Identifier: GPL-2.0-only
/* gzip for /metrics through a dlopen'ed zlib (measure/gzip.h). */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <zlib.h>

#include "lib/dynlib.h"
#include "measure/gzip.h"

/* The shared object's SONAME, taken from zlib1g-dev at build time (Makefile) */
#ifndef TSNG_ZLIB_SONAME
#define TSNG_ZLIB_SONAME "libz.so.1"
#endif

static struct zlib_ops {
	int (*deflate_init2)(z_streamp strm, int level, int method, int window_bits, int mem_level, int strategy,
			     const char *version, int stream_size);
	int (*deflate)(z_streamp strm, int flush);
	int (*deflate_end)(z_streamp strm);
} z;

static const struct dynlib_sym entry[] = {
	{ "deflateInit2_", offsetof(struct zlib_ops, deflate_init2) },
	{ "deflate", offsetof(struct zlib_ops, deflate) },
	{ "deflateEnd", offsetof(struct zlib_ops, deflate_end) },
};
static struct dynlib zlib_lib = DYNLIB(TSNG_ZLIB_SONAME, "zlib1g, the gzip of /metrics", entry, &z);

int gzip_load(char *why, size_t whylen)
{
	/* the slots' types against <zlib.h>'s (an operand of sizeof is not evaluated: nothing linked) */
	(void)sizeof(z.deflate_init2 = deflateInit2_);
	(void)sizeof(z.deflate = deflate);
	(void)sizeof(z.deflate_end = deflateEnd);
	return dynlib_get(&zlib_lib, why, whylen);
}

/*
 * The level and window of Go's gzip.NewWriter, which promhttp uses: zlib's
 * default level (6) and a 32 KiB window; window bits 15 + 16 ask zlib for
 * the gzip header and trailer instead of zlib's own.
 */
enum { GZIP_LEVEL = 6, GZIP_WINDOW_BITS = 15 + 16, GZIP_MEM_LEVEL = 8 };

int gzip_compress(const void *in, size_t len, char **out, size_t *outlen)
{
	/* zlib's deflateBound() for stored blocks, and the gzip header and trailer (18 bytes) */
	size_t cap = len + (len >> 12) + (len >> 14) + (len >> 25) + 13 + 18;
	z_stream zs = { .next_in = (Bytef *)in, .avail_in = (uInt)len };
	char *buf;
	int rc;

	*out = NULL;
	if (!z.deflate || len > UINT32_MAX / 2)
		return -EIO;
	buf = malloc(cap);	/* only what is written becomes resident; trimmed below */
	if (!buf)
		return -ENOMEM;
	if (z.deflate_init2(&zs, GZIP_LEVEL, Z_DEFLATED, GZIP_WINDOW_BITS, GZIP_MEM_LEVEL, Z_DEFAULT_STRATEGY,
			    ZLIB_VERSION, (int)sizeof(zs)) != Z_OK) {
		free(buf);
		return -ENOMEM;
	}
	zs.next_out = (Bytef *)buf;
	zs.avail_out = (uInt)cap;
	rc = z.deflate(&zs, Z_FINISH);
	z.deflate_end(&zs);
	if (rc != Z_STREAM_END) {
		free(buf);
		return -EIO;
	}
	*outlen = zs.total_out;
	*out = realloc(buf, *outlen ? *outlen : 1);
	if (!*out)
		*out = buf;
	return 0;
}

/* Whether a q value is zero ("0", "0.", "0.000"): that coding is refused. */
static bool q_zero(const char *q)
{
	if (*q++ != '0')
		return false;
	if (*q == '.')
		q += 1 + strspn(q + 1, "0");
	return !*q || strchr(" \t;,", *q);
}

bool gzip_accepted(const char *h)
{
	bool star = false;

	while (h && *h) {
		h += strspn(h, " \t,");
		size_t n = strcspn(h, " \t;,");
		const char *name = h;
		bool refused = false;

		h += n;
		/* parameters: only q matters */
		while (*h && *h != ',') {
			h += strspn(h, " \t;");
			if ((h[0] == 'q' || h[0] == 'Q') && h[1] == '=')
				refused = q_zero(h + 2);
			h += strcspn(h, ";,");
		}
		if ((n == 4 && !strncasecmp(name, "gzip", 4)) || (n == 6 && !strncasecmp(name, "x-gzip", 6)))
			return !refused;
		if (n == 1 && *name == '*')
			star = !refused;
	}
	return star;
}
