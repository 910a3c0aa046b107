/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Reader for tests/vectors/NAME.vec files shared by the unit tests.
 *
 * A case is one line of whitespace-separated tokens, `INPUTS => EXPECTED`.
 * Every case must be preceded (since the previous case) by a `# source:`
 * comment line; a case without one, a line without `=>`, or a token that
 * does not parse is a failure, never skipped.  Other `#` lines and blank
 * lines are comments.
 *
 * Register tokens (vec_regs):  msr:REG=VALUE  msr:REG=!EIO
 *                              cpuid:LEAF=EAX,EBX,ECX,EDX  (subleaf 0)
 */
#ifndef TSNG_TEST_VEC_H
#define TSNG_TEST_VEC_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "regset.h"

#define VEC_MAX_TOK 48

struct vec_case {
	int line;
	int nin, nout;			/* tokens before and after "=>" */
	char *in[VEC_MAX_TOK], *out[VEC_MAX_TOK];
	char source[200];
};

/* 0 on pass; else fills @why and returns non-zero. */
typedef int (*vec_fn)(const struct vec_case *c, char *why, size_t len);

static inline int vec_u64(const char *s, uint64_t *v)
{
	char *end;

	if (!s || !*s || *s == '-')
		return -EINVAL;
	errno = 0;
	*v = strtoull(s, &end, 0);
	return (*end || errno) ? -EINVAL : 0;
}

static inline int vec_uint(const char *s, unsigned *v)
{
	uint64_t x;

	if (vec_u64(s, &x) || x > 0xFFFFFFFFu)
		return -EINVAL;
	*v = (unsigned)x;
	return 0;
}

/* "!EIO" style error names used in vectors. */
static inline int vec_errno(const char *s, int *err)
{
	static const struct { const char *n; int e; } names[] = {
		{ "!EIO", -EIO }, { "!ENOENT", -ENOENT }, { "!EACCES", -EACCES },
		{ "!EPERM", -EPERM }, { "!ERANGE", -ERANGE }, { "!EDOM", -EDOM },
		{ "!ENODATA", -ENODATA }, { "!EINVAL", -EINVAL }, { "!EOPNOTSUPP", -EOPNOTSUPP },
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(s, names[i].n)) {
			*err = names[i].e;
			return 0;
		}
	return -EINVAL;
}

/* Puts register tokens in[from..] into @rs; returns the index of the first non-register token, -1 on a bad token. */
static inline int vec_regs(struct regset *rs, const struct vec_case *c, int from)
{
	int i;

	for (i = from; i < c->nin; i++) {
		char *t = c->in[i], *eq = strchr(t, '=');
		char reg[32], val[96];
		uint64_t r, v = 0;
		int err = 0;

		if (strncmp(t, "msr:", 4) && strncmp(t, "cpuid:", 6))
			break;
		if (!eq || (size_t)(eq - t) >= sizeof(reg) || strlen(eq + 1) >= sizeof(val))
			return -1;
		memcpy(reg, t, (size_t)(eq - t));
		reg[eq - t] = '\0';
		strcpy(val, eq + 1);
		if (vec_u64(strchr(reg, ':') + 1, &r))
			return -1;
		if (!strncmp(t, "msr:", 4)) {
			if (val[0] == '!' ? vec_errno(val, &err) : vec_u64(val, &v))
				return -1;
			regset_put_msr(rs, (uint32_t)r, err, err ? 0 : v);
		} else {
			uint32_t regs[4];
			char *p = val;

			for (int k = 0; k < 4; k++) {
				char *comma = strchr(p, ',');

				if ((k < 3) != (comma != NULL))
					return -1;
				if (comma)
					*comma = '\0';
				if (vec_u64(p, &v) || v > 0xFFFFFFFFu)
					return -1;
				regs[k] = (uint32_t)v;
				p = comma + 1;
			}
			regset_put_cpuid(rs, (uint32_t)r, 0, 0, regs);
		}
	}
	return i;
}

/* Runs every case of @path through @fn; returns the number of failures, *ncases the number of cases. */
static inline int vec_run(const char *path, vec_fn fn, int *ncases)
{
	FILE *fp = fopen(path, "r");
	char line[1024], source[200] = "", *save;
	struct vec_case c;
	int failures = 0, lineno = 0, have_source = 0;

	*ncases = 0;
	if (!fp) {
		fprintf(stderr, "%s: cannot open\n", path);
		return 1;
	}
	while (fgets(line, sizeof(line), fp)) {
		char why[256] = "", *tok, *s = line;
		int after = 0;

		lineno++;
		s[strcspn(s, "\n")] = '\0';
		while (*s == ' ' || *s == '\t')
			s++;
		if (!strncmp(s, "# source:", 9)) {
			snprintf(source, sizeof(source), "%s", s + 9);
			have_source = 1;
			continue;
		}
		if (!*s || *s == '#')
			continue;
		memset(&c, 0, sizeof(c));
		c.line = lineno;
		memcpy(c.source, source, sizeof(c.source));
		(*ncases)++;
		for (tok = strtok_r(s, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save)) {
			if (!strcmp(tok, "=>")) {
				after++;
				continue;
			}
			if (after ? c.nout >= VEC_MAX_TOK : c.nin >= VEC_MAX_TOK) {
				after = 9;
				break;
			}
			if (after)
				c.out[c.nout++] = tok;
			else
				c.in[c.nin++] = tok;
		}
		if (after != 1 || !c.nin)
			snprintf(why, sizeof(why), "malformed case (need INPUTS => EXPECTED)");
		else if (!have_source)
			snprintf(why, sizeof(why), "case without a '# source:' line");
		else if (fn(&c, why, sizeof(why)) && !why[0])
			snprintf(why, sizeof(why), "failed");
		if (why[0]) {
			failures++;
			fprintf(stderr, "%s:%d: FAIL: %s\n", path, lineno, why);
		}
		have_source = 0;
	}
	fclose(fp);
	return failures;
}

#endif
