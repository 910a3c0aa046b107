// SPDX-License-Identifier: GPL-2.0-only
/* The start-up report's one formatter (output/regline.h). */
#include <errno.h>
#include <string.h>

#include "output/jsonw.h"
#include "output/regline.h"

struct tpl {
	FILE *out;
	int cpu;
	uint64_t raw;
	const struct reg_fields *fs;
	int item;		/* the repeated group's item being written, -1 outside one */
	int no_items;		/* inside a repeated group that has no item: its names have no field to find */
	int bad;
};

/* The field @name (of @len bytes) as a value; NULL when the row has none. */
static const struct reg_field *lookup(struct tpl *t, const char *name, size_t len, struct reg_field *tmp)
{
	char key[48];

	if (len >= sizeof(key))
		return NULL;
	memcpy(key, name, len);
	key[len] = 0;
	if (t->no_items) {	/* nothing is written here: no field is missing */
		*tmp = (struct reg_field){ .name = "", .kind = RF_UINT };
		return tmp;
	}
	if (!strcmp(key, "cpu") || !strcmp(key, "raw")) {
		*tmp = (struct reg_field){ .name = "", .kind = RF_UINT,
					   .u = key[0] == 'c' ? (uint64_t)(int64_t)t->cpu : t->raw };
		return tmp;
	}
	return regtab_field(t->fs, key, t->item);
}

static int nonzero(const struct reg_field *f)
{
	return f->kind == RF_DBL ? f->d != 0 : f->kind == RF_STR ? f->s && *f->s : f->u != 0;
}

/* {name:SPEC}: the conversion letter says the kind it takes. */
static void put_value(struct tpl *t, const struct reg_field *f, const char *spec, size_t slen)
{
	char fmt[16];
	char conv = slen ? spec[slen - 1] : 0;

	if (slen + 4 > sizeof(fmt)) {
		t->bad = 1;
		fputc('?', t->out);
		return;
	}
	fmt[0] = '%';
	memcpy(fmt + 1, spec, slen - 1);
	fmt[slen] = 0;
	if (strchr("dux", conv) && (f->kind == RF_UINT || f->kind == RF_BOOL)) {
		strcat(fmt, "ll");
		strncat(fmt, &conv, 1);
		if (conv == 'd')
			fprintf(t->out, fmt, (long long)f->u);
		else
			fprintf(t->out, fmt, (unsigned long long)f->u);
	} else if (strchr("feg", conv) && f->kind == RF_DBL) {
		strncat(fmt, &conv, 1);
		fprintf(t->out, fmt, f->d);
	} else if (conv == 's' && f->kind == RF_STR) {
		strncat(fmt, &conv, 1);
		fprintf(t->out, fmt, f->s ? f->s : "");
	} else {
		t->bad = 1;
		fputc('?', t->out);
	}
}

/* Writes from @p up to the end marker @end ("{/}", "{]}" or NUL); returns the text after it. */
static const char *render(struct tpl *t, const char *p, const char *end, int write)
{
	while (*p) {
		if (end && !strncmp(p, end, strlen(end)))
			return p + strlen(end);
		if (*p != '{') {
			if (write)
				fputc(*p, t->out);
			p++;
			continue;
		}
		const char *close = strchr(p, '}');

		if (!close) {
			t->bad = 1;
			return p + strlen(p);
		}
		const char *in = p + 1;
		size_t inlen = (size_t)(close - in);
		struct reg_field tmp;
		const struct reg_field *f;

		p = close + 1;
		if (*in == '[') {		/* a repeated group: written once per item */
			const char *after = p;

			for (int i = 0; i < t->fs->nitems; i++) {
				int saved = t->item;

				t->item = i;
				after = render(t, p, "{]}", write);
				t->item = saved;
			}
			if (!t->fs->nitems) {
				t->no_items++;
				after = render(t, p, "{]}", 0);
				t->no_items--;
			}
			p = after;
			continue;
		}
		if (*in == '#') {		/* a conditional block */
			int neg = in[1] == '!';
			const char *name = in + 1 + neg;

			f = lookup(t, name, (size_t)(close - name), &tmp);
			if (!f)
				t->bad = 1;
			p = render(t, p, "{/}", write && f && nonzero(f) != neg);
			continue;
		}
		const char *q = memchr(in, '?', inlen), *colon = memchr(in, ':', inlen);

		if (q) {			/* {name?YES:NO} */
			const char *sep = memchr(q, ':', (size_t)(close - q));

			f = lookup(t, in, (size_t)(q - in), &tmp);
			if (!f || !sep) {
				t->bad = 1;
				continue;
			}
			if (write && nonzero(f))
				fwrite(q + 1, 1, (size_t)(sep - q - 1), t->out);
			else if (write)
				fwrite(sep + 1, 1, (size_t)(close - sep - 1), t->out);
			continue;
		}
		f = colon ? lookup(t, in, (size_t)(colon - in), &tmp) : NULL;
		if (!f) {
			t->bad = 1;
			if (write)
				fputc('?', t->out);
			continue;
		}
		if (write)
			put_value(t, f, colon + 1, (size_t)(close - colon - 1));
	}
	return p;
}

int regline_print(FILE *out, const char *fmt, int cpu, uint64_t raw, const struct reg_fields *fs)
{
	struct tpl t = { .out = out, .cpu = cpu, .raw = raw, .fs = fs, .item = -1 };

	render(&t, fmt, NULL, 1);
	return t.bad ? -EINVAL : 0;
}

static void json_field(FILE *out, const struct reg_field *f, int *first)
{
	if (f->name[0] == '_')
		return;
	fputs(*first ? "" : ",", out);
	*first = 0;
	jsonw_str(out, f->name);
	fputc(':', out);
	if (f->null) {
		fputs("null", out);
		return;
	}
	switch (f->kind) {
	case RF_BOOL:
		fputs(f->u ? "true" : "false", out);
		break;
	case RF_DBL:
		fprintf(out, "%.9g", f->d);
		break;
	case RF_STR:
		jsonw_str(out, f->s ? f->s : "");
		break;
	default:
		fprintf(out, "%llu", (unsigned long long)f->u);
		break;
	}
}

void regline_json(FILE *out, const struct reg_row *row, uint64_t raw, const struct reg_fields *fs)
{
	int first = 1;

	fputs("{\"name\":", out);
	jsonw_str(out, row->name);
	if (row->src == SRC_REG_MSR)
		fprintf(out, ",\"msr\":\"0x%x\",\"raw\":\"0x%llx\"", row->addr, (unsigned long long)raw);
	else if (row->src == SRC_REG_NONE && row->addr)	/* a line about a register that may not have read */
		fprintf(out, !fs->raw_unread ? ",\"msr\":\"0x%x\",\"raw\":\"0x%llx\"" : ",\"msr\":\"0x%x\",\"raw\":null", row->addr,
			(unsigned long long)raw);
	else if (row->src == SRC_REG_CPUID)
		fprintf(out, ",\"cpuid\":\"0x%x\"", row->addr);
	fputs(",\"fields\":{", out);
	for (size_t i = 0; i < fs->n; i++)
		if (fs->f[i].item < 0)
			json_field(out, &fs->f[i], &first);
	fputc('}', out);
	if (fs->nitems) {
		fputs(",\"items\":[", out);
		for (int it = 0; it < fs->nitems; it++) {
			first = 1;
			fputs(it ? ",{" : "{", out);
			for (size_t i = 0; i < fs->n; i++)
				if (fs->f[i].item == it)
					json_field(out, &fs->f[i], &first);
			fputc('}', out);
		}
		fputc(']', out);
	}
	fputc('}', out);
}
