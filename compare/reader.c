// SPDX-License-Identifier: GPL-2.0-only
/*
 * The record reader for compare: JSON Lines or CSV as output/json.c and
 * output/csv.c write them (schema 1).  Only the summary of interval and run
 * records is kept; everything else in a record is skipped.  Every input is
 * untrusted: lengths, depth and counts are bounded, and a bad line ends the
 * read with one line saying where.
 */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "compare/reader.h"

#define JSON_DEPTH_MAX 32

/* One summary field of the record being read, before its kind is known. */
struct pair {
	char name[READER_NAME_MAX];
	double v;
};

struct record {
	int schema;		/* -1 until read */
	char kind[16];
	double interval_s;	/* NAN until read */
	int npair;
	struct pair *pair;	/* READER_SERIES_MAX */
	int nhost;
	struct host_fact host[READER_HOST_MAX];	/* a host record's facts */
	/* a config record's: the register being read, and what it says of the CPU */
	char reg[32];
	char vendor[16];
	double family, model, stepping, microcode;	/* NAN until read */
	bool microcode_valid;
	char driver[32], governor[32];
};

static int fail(char *err, size_t errlen, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, errlen, fmt, ap);
	va_end(ap);
	return -1;
}

/* FNV-1a: the slot where the search for @name starts. */
static unsigned name_slot(const char *name)
{
	uint32_t h = 2166136261u;

	for (const unsigned char *p = (const unsigned char *)name; *p; p++)
		h = (h ^ *p) * 16777619u;
	return h & (READER_HASH_SLOTS - 1);
}

/* The slot holding @name, or the empty one where it would go. */
static unsigned find_slot(const struct run_data *rd, const char *name)
{
	unsigned i = name_slot(name);

	while (rd->slot[i] && strcmp(rd->s[rd->slot[i] - 1].name, name))
		i = (i + 1) & (READER_HASH_SLOTS - 1);
	return i;
}

static struct series *series_get(struct run_data *rd, const char *name)
{
	unsigned i = find_slot(rd, name);

	if (rd->slot[i])
		return &rd->s[rd->slot[i] - 1];
	if (rd->nseries == READER_SERIES_MAX)
		return NULL;
	struct series *s = &rd->s[rd->nseries++];

	snprintf(s->name, sizeof(s->name), "%s", name);
	rd->slot[i] = (short)rd->nseries;
	return s;
}

static int series_add(struct series *s, double v, double w)
{
	if (s->n == s->cap) {
		size_t cap = s->cap ? s->cap * 2 : 64;
		double *nv, *nw;

		if (cap > READER_SAMPLES_MAX)
			cap = READER_SAMPLES_MAX;
		if (s->n == cap)
			return -ENOSPC;
		nv = realloc(s->v, cap * sizeof(*nv));
		if (!nv)
			return -ENOMEM;
		s->v = nv;
		nw = realloc(s->w, cap * sizeof(*nw));
		if (!nw)
			return -ENOMEM;
		s->w = nw;
		s->cap = cap;
	}
	s->v[s->n] = v;
	s->w[s->n] = w;
	s->n++;
	return 0;
}

/*
 * Fact @key of the run: a host record's (@over) names it unless an earlier host record did; a
 * config record's fills in what no host record says (a replay's host record is all null).
 */
static void host_put(struct run_data *rd, const char *key, const char *val, bool over)
{
	for (int i = 0; i < rd->nhost; i++)
		if (!strcmp(rd->host[i].key, key)) {
			if (over && !rd->host[i].from_host)
				snprintf(rd->host[i].val, sizeof(rd->host[i].val), "%s", val);
			rd->host[i].from_host |= over;
			return;
		}
	if (rd->nhost == READER_HOST_MAX)
		return;
	struct host_fact *h = &rd->host[rd->nhost++];

	snprintf(h->key, sizeof(h->key), "%s", key);
	snprintf(h->val, sizeof(h->val), "%s", val);
	h->from_host = over;
}

/* The CPU a config record's registers describe ("GenuineIntel 6:69:1"), its microcode and cpufreq. */
static void config_facts(struct run_data *rd, const struct record *r)
{
	char v[96];

	if (r->vendor[0] && isfinite(r->family) && isfinite(r->model) && isfinite(r->stepping)) {
		snprintf(v, sizeof(v), "%s %.0f:%.0f:%.0f", r->vendor, r->family, r->model, r->stepping);
		host_put(rd, "cpuid", v, false);
	}
	if (r->microcode_valid && isfinite(r->microcode) && r->microcode >= 0) {
		snprintf(v, sizeof(v), "0x%llx", (unsigned long long)r->microcode);
		host_put(rd, "microcode", v, false);
	}
	if (r->driver[0])
		host_put(rd, "driver", r->driver, false);
	if (r->governor[0])
		host_put(rd, "governor", r->governor, false);
}

/* Files the summary of a complete record under its kind; mean and max records are derived, so skipped. */
static int commit(struct run_data *rd, const struct record *r, char *err, size_t errlen)
{
	bool interval = strcmp(r->kind, "interval") == 0, run = strcmp(r->kind, "run") == 0;

	if (r->schema != 1)
		return r->schema < 0 ? fail(err, errlen, "no schema version: not a turbostat-ng record")
				     : fail(err, errlen, "schema %d, this program reads schema 1", r->schema);
	if (strcmp(r->kind, "host") == 0) {	/* the first host record names the run's host */
		for (int i = 0; i < r->nhost; i++)
			host_put(rd, r->host[i].key, r->host[i].val, true);
		return 0;
	}
	if (strcmp(r->kind, "config") == 0) {
		config_facts(rd, r);
		return 0;
	}
	/* "config": the start-up report (man page, JSON SCHEMA), no values to compare */
	if (!interval && !run && strcmp(r->kind, "mean") && strcmp(r->kind, "max") && strcmp(r->kind, "config"))
		return fail(err, errlen, "unknown record kind \"%s\"", r->kind);
	if (!interval && !run)
		return 0;
	if (interval && !(r->interval_s > 0 && isfinite(r->interval_s)))
		return fail(err, errlen, "an interval record without a positive interval_s");
	if (interval && rd->intervals == READER_SAMPLES_MAX)
		return fail(err, errlen, "more than %d intervals", READER_SAMPLES_MAX);
	for (int i = 0; i < r->npair; i++) {
		struct series *s = series_get(rd, r->pair[i].name);

		if (!s)
			return fail(err, errlen, "more than %d fields", READER_SERIES_MAX);
		if (run) {
			s->has_run = true;
			s->run = r->pair[i].v;
		} else if (series_add(s, r->pair[i].v, r->interval_s)) {
			return fail(err, errlen, "out of memory");
		}
	}
	rd->intervals += interval;
	rd->have_run |= run;
	return 0;
}

static void add_pair(struct record *r, const char *name, double v)
{
	if (r->npair < READER_SERIES_MAX && isfinite(v)) {
		snprintf(r->pair[r->npair].name, sizeof(r->pair[r->npair].name), "%s", name);
		r->pair[r->npair++].v = v;
	}
}

/* ---- JSON (RFC 8259), just enough to walk one record ---- */

struct json {
	const char *p;
};

static void ws(struct json *j)
{
	while (*j->p == ' ' || *j->p == '\t' || *j->p == '\r' || *j->p == '\n')
		j->p++;
}

static int expect(struct json *j, char c)
{
	ws(j);
	if (*j->p != c)
		return -1;
	j->p++;
	return 0;
}

static int hex4(const char *p, unsigned *v)
{
	*v = 0;
	for (int i = 0; i < 4; i++) {
		char c = p[i];
		unsigned d = c >= '0' && c <= '9' ? (unsigned)(c - '0') : c >= 'a' && c <= 'f' ? (unsigned)(c - 'a' + 10) :
			     c >= 'A' && c <= 'F' ? (unsigned)(c - 'A' + 10) : 16;

		if (d == 16)
			return -1;
		*v = *v * 16 + d;
	}
	return 0;
}

/* A string into @out (cut at @len; non-ASCII escapes become '?'). */
static int jstring(struct json *j, char *out, size_t len)
{
	size_t n = 0;

	ws(j);
	if (*j->p++ != '"')
		return -1;
	for (;;) {
		char c = *j->p++;
		unsigned u;

		if (!c || (unsigned char)c < 0x20)
			return -1;
		if (c == '"')
			break;
		if (c == '\\') {
			c = *j->p++;
			switch (c) {
			case '"': case '\\': case '/':
				break;
			case 'b': c = '\b'; break;
			case 'f': c = '\f'; break;
			case 'n': c = '\n'; break;
			case 'r': c = '\r'; break;
			case 't': c = '\t'; break;
			case 'u':
				if (hex4(j->p, &u))
					return -1;
				j->p += 4;
				c = u < 0x80 ? (char)u : '?';
				break;
			default:
				return -1;
			}
		}
		if (n + 1 < len)
			out[n++] = c;
	}
	if (len)
		out[n] = 0;
	return 0;
}

static int jnumber(struct json *j, double *v)
{
	char *end;

	ws(j);
	if (*j->p != '-' && (*j->p < '0' || *j->p > '9'))
		return -1;
	errno = 0;
	*v = strtod(j->p, &end);
	if (end == j->p)
		return -1;
	j->p = end;
	return 0;
}

static int jword(struct json *j, const char *w)
{
	size_t n = strlen(w);

	ws(j);
	if (strncmp(j->p, w, n))
		return -1;
	j->p += n;
	return 0;
}

static int jskip(struct json *j, int depth);

/* The members or elements of an object or array, each skipped. */
static int jskip_seq(struct json *j, int depth, char close, bool object)
{
	ws(j);
	if (*j->p == close) {
		j->p++;
		return 0;
	}
	for (;;) {
		if (object && (jstring(j, NULL, 0) || expect(j, ':')))
			return -1;
		if (jskip(j, depth + 1))
			return -1;
		ws(j);
		if (*j->p == close) {
			j->p++;
			return 0;
		}
		if (*j->p++ != ',')
			return -1;
	}
}

static int jskip(struct json *j, int depth)
{
	double v;

	if (depth > JSON_DEPTH_MAX)
		return -1;
	ws(j);
	switch (*j->p) {
	case '{':
		j->p++;
		return jskip_seq(j, depth, '}', true);
	case '[':
		j->p++;
		return jskip_seq(j, depth, ']', false);
	case '"':
		return jstring(j, NULL, 0);
	case 't':
		return jword(j, "true");
	case 'f':
		return jword(j, "false");
	case 'n':
		return jword(j, "null");
	default:
		return jnumber(j, &v);
	}
}

/* A JSON sequence: @open, then @item until @close, the items between commas. */
static int jseq(struct json *j, char open, char close, int (*item)(struct json *j, void *arg), void *arg)
{
	if (expect(j, open))
		return -1;
	ws(j);
	if (*j->p == close) {
		j->p++;
		return 0;
	}
	for (;;) {
		if (item(j, arg))
			return -1;
		ws(j);
		if (*j->p == close) {
			j->p++;
			return 0;
		}
		if (*j->p++ != ',')
			return -1;
	}
}

struct members {
	struct record *r;
	int (*member)(struct json *j, const char *key, struct record *r);
};

static int jmember(struct json *j, void *arg)
{
	const struct members *m = arg;
	char key[READER_NAME_MAX];

	return jstring(j, key, sizeof(key)) || expect(j, ':') || m->member(j, key, m->r) ? -1 : 0;
}

/* The members of an object, each handed to @member with its key (which reads or skips its value). */
static int jobject(struct json *j, struct record *r, int (*member)(struct json *j, const char *key, struct record *r))
{
	struct members m = { r, member };

	return jseq(j, '{', '}', jmember, &m);
}

/* "summary": numbers become pairs; null and anything else is skipped. */
static int summary_member(struct json *j, const char *key, struct record *r)
{
	double v;

	ws(j);
	if (*j->p != '-' && (*j->p < '0' || *j->p > '9'))
		return jskip(j, 1);
	if (jnumber(j, &v))
		return -1;
	add_pair(r, key, v);
	return 0;
}

/*
 * A field of a config record's register (man page, JSON SCHEMA): the CPU's identity from
 * "CPUID(0)" (vendor) and "CPUID(1) family" (family, model, stepping, microcode), and
 * "cpufreq" (driver, governor); every other one skipped.
 */
static int config_field(struct json *j, const char *key, struct record *r)
{
	static const struct { const char *reg, *key; size_t off; } nums[] = {
		{ "CPUID(1) family", "family", offsetof(struct record, family) },
		{ "CPUID(1) family", "model", offsetof(struct record, model) },
		{ "CPUID(1) family", "stepping", offsetof(struct record, stepping) },
		{ "CPUID(1) family", "microcode", offsetof(struct record, microcode) },
	};
	static const struct { const char *reg, *key; size_t off, len; } strs[] = {
		{ "CPUID(0)", "vendor", offsetof(struct record, vendor), sizeof(r->vendor) },
		{ "cpufreq", "driver", offsetof(struct record, driver), sizeof(r->driver) },
		{ "cpufreq", "governor", offsetof(struct record, governor), sizeof(r->governor) },
	};

	ws(j);
	for (size_t i = 0; i < sizeof(nums) / sizeof(nums[0]); i++)
		if (!strcmp(r->reg, nums[i].reg) && !strcmp(key, nums[i].key) && *j->p != 'n')
			return jnumber(j, (double *)((char *)r + nums[i].off));
	for (size_t i = 0; i < sizeof(strs) / sizeof(strs[0]); i++)
		if (!strcmp(r->reg, strs[i].reg) && !strcmp(key, strs[i].key) && *j->p == '"')
			return jstring(j, (char *)r + strs[i].off, strs[i].len);
	if (!strcmp(r->reg, "CPUID(1) family") && !strcmp(key, "microcode_valid") && *j->p == 't') {
		r->microcode_valid = true;
		return jword(j, "true");
	}
	return jskip(j, 1);
}

/* One register of a config record: its name, then its fields. */
static int config_reg(struct json *j, const char *key, struct record *r)
{
	if (!strcmp(key, "name"))
		return jstring(j, r->reg, sizeof(r->reg));
	if (!strcmp(key, "fields"))
		return jobject(j, r, config_field);
	return jskip(j, 1);
}

/* One register of "registers": [{...}, ...] */
static int config_register(struct json *j, void *arg)
{
	struct record *r = arg;

	r->reg[0] = '\0';
	return jobject(j, r, config_reg);
}

/* "host": {"key": "value" or null, ...}; facts past READER_HOST_MAX and non-strings are skipped. */
static int host_member(struct json *j, const char *key, struct record *r)
{
	struct host_fact *h = &r->host[r->nhost];

	ws(j);
	if (*j->p != '"' || r->nhost == READER_HOST_MAX)
		return jskip(j, 1);
	if (jstring(j, h->val, sizeof(h->val)))
		return -1;
	snprintf(h->key, sizeof(h->key), "%.*s", (int)sizeof(h->key) - 1, key);
	r->nhost++;
	return 0;
}

static int json_record(const char *line, struct record *r)
{
	struct json j = { line };
	char key[32];
	double v;

	if (expect(&j, '{'))
		return -1;
	ws(&j);
	if (*j.p == '}')
		return 0;
	for (;;) {
		int rc;

		if (jstring(&j, key, sizeof(key)) || expect(&j, ':'))
			return -1;
		if (strcmp(key, "schema") == 0) {
			rc = jnumber(&j, &v);
			/* range first: converting a double outside int's range is undefined */
			r->schema = v >= 0 && v < 1000 && v == (int)v ? (int)v : 999;
		} else if (strcmp(key, "kind") == 0) {
			rc = jstring(&j, r->kind, sizeof(r->kind));
		} else if (strcmp(key, "interval_s") == 0) {
			rc = jnumber(&j, &r->interval_s);
		} else if (strcmp(key, "summary") == 0) {
			rc = jobject(&j, r, summary_member);
		} else if (strcmp(key, "host") == 0) {
			rc = jobject(&j, r, host_member);
		} else if (strcmp(key, "registers") == 0) {
			rc = jseq(&j, '[', ']', config_register, r);
		} else {
			rc = jskip(&j, 1);
		}
		if (rc)
			return -1;
		ws(&j);
		if (*j.p == '}') {
			j.p++;
			ws(&j);
			return *j.p ? -1 : 0;
		}
		if (*j.p++ != ',')
			return -1;
	}
}

/* ---- CSV (RFC 4180, one record a line) ---- */

#define CSV_FIXED 10	/* kind .. core_type (output/csv.c) */

static const char *const csv_fixed[CSV_FIXED] = {
	"kind", "interval", "start", "time", "interval_s", "package", "die", "core", "cpu", "core_type",
};

/* Splits @line in place into at most @max fields; the count, or -1 for a bad quote. */
static int csv_split(char *line, char **field, int max)
{
	int n = 0;
	char *p = line;

	for (;;) {
		char *out = p;

		if (n == max)
			return -1;
		field[n++] = out;
		if (*p == '"') {
			p++;
			for (;;) {
				if (!*p)
					return -1;
				if (*p == '"' && p[1] == '"') {
					*out++ = '"';
					p += 2;
				} else if (*p == '"') {
					p++;
					break;
				} else {
					*out++ = *p++;
				}
			}
			if (*p && *p != ',')
				return -1;
		} else {
			while (*p && *p != ',') {
				if (*p == '"')
					return -1;
				*out++ = *p++;
			}
		}
		if (!*p) {
			*out = 0;
			return n;
		}
		*out = 0;
		p++;
	}
}

struct csv {
	int ncols;
	char names[READER_SERIES_MAX + CSV_FIXED][READER_NAME_MAX];
};

static int csv_header(struct csv *c, char *line, char *err, size_t errlen)
{
	char *field[READER_SERIES_MAX + CSV_FIXED];
	int n = csv_split(line, field, READER_SERIES_MAX + CSV_FIXED);

	/* a recording's first line (turbostat-ng(8), RECORDING FORMAT): registers, not a run's values */
	if (n < CSV_FIXED && !strncmp(field[0], "turbostat-ng-recording", 22))
		return fail(err, errlen, "a recording (register reads), not a run's values: replay it with --format json "
			    "first (turbostat-ng --replay FILE --format json --out RUN.json)");
	if (n < CSV_FIXED)
		return fail(err, errlen, "line 1: not a turbostat-ng CSV header (schema 1 starts kind,interval,...)");
	for (int i = 0; i < CSV_FIXED; i++)
		if (strcmp(field[i], csv_fixed[i]))
			return fail(err, errlen, "line 1: column %d is \"%.20s\", schema 1 has \"%s\" there", i + 1,
				    field[i], csv_fixed[i]);
	c->ncols = n;
	for (int i = 0; i < n; i++)
		snprintf(c->names[i], sizeof(c->names[i]), "%s", field[i]);
	return 0;
}

/* One CSV line as a record: the summary line of each record (empty cpu); CPU lines give nothing. */
static int csv_line(const struct csv *c, char *line, struct record *r, bool *summary)
{
	char *field[READER_SERIES_MAX + CSV_FIXED], *end;
	int n = csv_split(line, field, READER_SERIES_MAX + CSV_FIXED);

	if (n != c->ncols)
		return -1;
	*summary = field[8][0] == 0;
	r->schema = 1;
	snprintf(r->kind, sizeof(r->kind), "%s", field[0]);
	r->interval_s = strtod(field[4], &end);
	if (end == field[4] || *end)
		return -1;
	for (int i = CSV_FIXED; i < n && *summary; i++) {
		double v;

		if (!field[i][0])
			continue;
		v = strtod(field[i], &end);
		if (end != field[i] && !*end)
			add_pair(r, c->names[i], v);
	}
	return 0;
}

/* ---- the file ---- */

/* A line buffer that grows with the longest line read, to at most READER_LINE_MAX + 2 bytes. */
struct linebuf {
	char *b;
	size_t cap;
	uint64_t total;		/* bytes read so far, line ends included */
};

/*
 * The next line into @lb without its end; 1 at the end, -1 when longer than
 * READER_LINE_MAX, -2 out of memory, -3 at a NUL byte (binary, not a run).  Growing as lines need it keeps a short
 * file cheap (a whole READER_LINE_MAX buffer per file costs page faults).
 */
static int next_line(FILE *f, struct linebuf *lb)
{
	size_t n = 0;

	for (;;) {
		if (lb->cap - n < 2) {
			size_t cap = lb->cap ? lb->cap * 2 : 4096;

			if (cap > READER_LINE_MAX + 2)
				cap = READER_LINE_MAX + 2;
			if (cap - n < 2)
				return -1;
			char *b = realloc(lb->b, cap);

			if (!b)
				return -2;
			lb->b = b;
			lb->cap = cap;
		}
		size_t room = lb->cap - n - 1;

		if (!fgets(lb->b + n, (int)(room + 1), f))
			return n ? 0 : 1;
		size_t got = strlen(lb->b + n);

		n += got;
		lb->total += got;
		if ((n && lb->b[n - 1] == '\n') || feof(f))
			break;
		if (got < room)
			return -3;	/* fgets stopped at neither a newline nor a full buffer: a NUL byte */
	}
	if (n && lb->b[n - 1] == '\n')
		lb->b[--n] = 0;
	if (n && lb->b[n - 1] == '\r')
		lb->b[--n] = 0;
	return 0;
}

int reader_load(FILE *f, struct run_data *rd, char *err, size_t errlen)
{
	struct linebuf lb = { .b = NULL };
	char *line;
	struct pair *pairs = malloc(READER_SERIES_MAX * sizeof(*pairs));
	struct csv *csv = NULL;
	long lineno = 0;
	int rc = 0, eof = 0;

	memset(rd, 0, sizeof(*rd));
	if (!pairs) {
		rc = fail(err, errlen, "out of memory");
		goto out;
	}
	struct stat st;

	/* a regular file says its size: one too large is refused before any of it is read */
	if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && (uint64_t)st.st_size > READER_BYTES_MAX)
		eof = -4;
	while (!rc && !eof && !(eof = next_line(f, &lb))) {
		if (lb.total > READER_BYTES_MAX) {
			eof = -4;
			break;
		}
		struct record r = { .schema = -1, .interval_s = NAN, .pair = pairs, .family = NAN, .model = NAN,
				    .stepping = NAN, .microcode = NAN };
		bool summary = true;

		line = lb.b;
		lineno++;
		if (!line[strspn(line, " \t")])
			continue;
		if (lineno == 1 && line[0] != '{') {
			csv = calloc(1, sizeof(*csv));
			rc = csv ? csv_header(csv, line, err, errlen) : fail(err, errlen, "out of memory");
			continue;
		}
		if (csv ? csv_line(csv, line, &r, &summary) : json_record(line, &r)) {
			rc = fail(err, errlen, "line %ld: not a %s record", lineno, csv ? "CSV" : "JSON");
			break;
		}
		if (summary && commit(rd, &r, err, errlen)) {
			char why[200];

			snprintf(why, sizeof(why), "%s", err);
			rc = fail(err, errlen, "line %ld: %s", lineno, why);
		}
	}
	if (!rc && eof == -1)
		rc = fail(err, errlen, "line %ld: longer than %u bytes", lineno + 1, READER_LINE_MAX);
	if (!rc && eof == -2)
		rc = fail(err, errlen, "out of memory");
	if (!rc && eof == -4)
		rc = fail(err, errlen, "larger than %u bytes (%u MiB), the most compare reads", READER_BYTES_MAX,
			  READER_BYTES_MAX >> 20);
	if (!rc && eof == -3)
		rc = fail(err, errlen, "line %ld: a NUL byte: binary, not CSV or JSON", lineno + 1);
	if (!rc && ferror(f))
		rc = fail(err, errlen, "%s", strerror(errno));
	if (!rc && !rd->intervals && !rd->have_run)
		rc = fail(err, errlen, "no interval or run record: an empty run");
out:
	free(lb.b);
	free(pairs);
	free(csv);
	if (rc)
		reader_free(rd);
	return rc;
}

void reader_free(struct run_data *rd)
{
	for (int i = 0; i < rd->nseries; i++) {
		free(rd->s[i].v);
		free(rd->s[i].w);
	}
	memset(rd, 0, sizeof(*rd));
}

const struct series *reader_find(const struct run_data *rd, const char *name)
{
	unsigned i = find_slot(rd, name);

	return rd->slot[i] ? &rd->s[rd->slot[i] - 1] : NULL;
}
