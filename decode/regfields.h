/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Field builders for the report's decoders (decode/regdec.c, decode/regtext.c):
 * each appends one named field to a struct reg_fields (decode/regtab.h).
 */
#ifndef TSNG_REGFIELDS_H
#define TSNG_REGFIELDS_H

#include <stdlib.h>

#include "decode/regtab.h"

#define BITV(v, n) (((v) >> (n)) & 1)

static inline struct reg_field *regf_put(struct reg_fields *o, const char *name, enum rf_kind k, int item)
{
	if (o->n == REG_MAX_FIELDS)
		return &o->f[REG_MAX_FIELDS - 1];	/* a full set keeps its last slot: tests hold every row under the cap */
	struct reg_field *f = &o->f[o->n++];

	*f = (struct reg_field){ .name = name, .kind = k, .item = item };
	if (item >= o->nitems)
		o->nitems = item + 1;
	return f;
}

static inline void regf_u(struct reg_fields *o, const char *name, uint64_t v)
{
	regf_put(o, name, RF_UINT, -1)->u = v;
}

/* A signed value (a temperature below zero) kept in the unsigned slot; printed with %d. */
static inline struct reg_field *regf_i(struct reg_fields *o, const char *name, long long v)
{
	struct reg_field *f = regf_put(o, name, RF_UINT, -1);

	f->u = (uint64_t)v;
	return f;
}

static inline void regf_b(struct reg_fields *o, const char *name, uint64_t v)
{
	regf_put(o, name, RF_BOOL, -1)->u = v != 0;
}

static inline void regf_d(struct reg_fields *o, const char *name, double v)
{
	regf_put(o, name, RF_DBL, -1)->d = v;
}

/* A string; NULL when its file did not read. */
static inline void regf_s(struct reg_fields *o, const char *name, const char *s)
{
	struct reg_field *f = regf_put(o, name, RF_STR, -1);

	f->s = s ? s : "";
	f->null = !s;
}

/* A number from a file's text, null when the file did not read. */
static inline void regf_text_u(struct reg_fields *o, const char *name, const char *text)
{
	struct reg_field *f = regf_put(o, name, RF_UINT, -1);

	f->u = text ? strtoull(text, NULL, 10) : 0;
	f->null = !text;
}

/* @n bytes of CPUID registers as text, stopping at a NUL, into the set's string room @slot. */
static inline const char *regf_chars(struct reg_fields *o, int slot, const uint32_t *words, int nwords)
{
	char *s = o->str[slot];
	int k = 0;

	for (int w = 0; w < nwords; w++)
		for (int b = 0; b < 4; b++) {
			char ch = (char)((words[w] >> (8 * b)) & 0xFF);

			if (ch && k < REG_STR_BYTES - 1)
				s[k++] = ch;
		}
	s[k] = 0;
	return s;
}


static inline int regf_cpuid(const struct reg_ctx *c, uint32_t l, uint32_t r[4])
{
	return regset_cpuid(c->rs, l, 0, r) == 0;
}

/* A flag: bit @bit of word @word (CPUID EAX..EDX as 0..3; an MSR is word 0). */
struct bit_flag {
	const char *name;
	unsigned char word, bit;
};

static inline void regf_flags(struct reg_fields *o, const uint64_t *w, const struct bit_flag *f, size_t n)
{
	for (size_t i = 0; i < n; i++)
		regf_b(o, f[i].name, BITV(w[f[i].word], f[i].bit));
}

#define REGF_FLAGS(o, w, table) regf_flags(o, w, table, sizeof(table) / sizeof(table[0]))

#endif
