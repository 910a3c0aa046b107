// SPDX-License-Identifier: GPL-2.0-only
/*
 * Parsing a recording (format: man/turbostat-ng.8, RECORDING FORMAT) into
 * memory; every malformed line is one "FILE:LINE: what is wrong".
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "msr/linelimit.h"
#include "msr/recfmt.h"
#include "recording.h"

/* Parser state for one file. */
struct parser {
	struct recording *rec;
	int cur;			/* the snapshot being read, -1 before the first */
	const char *path;
	unsigned line;
	struct rec_ent *open_file;	/* the file record that "| " lines extend */
	char *err;
	size_t errlen;
	int crlf;			/* the header ended in CR: a file converted to CRLF */
};

const struct rec_ent *recording_lookup(const struct recording *rec, const char *key, int cur)
{
	intptr_t *v = strmap_find(&rec->keys, key);

	if (!v)
		return NULL;
	const struct hist *h = (const struct hist *)*v;
	size_t lo = 0, hi = h->n;

	/* entries are in file order, so their snapshots never decrease */
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (h->e[mid].snap <= cur)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo ? &h->e[lo - 1] : NULL;
}

static void hist_free(intptr_t v)
{
	struct hist *h = (struct hist *)v;

	for (size_t i = 0; i < h->n; i++)
		free(h->e[i].text);
	free(h->e);
	free(h);
}

void recording_free(struct recording *rec)
{
	strmap_free(&rec->keys, hist_free);
	free(rec->snaps);
	memset(rec, 0, sizeof(*rec));
}

static int fail(struct parser *p, const char *what, const char *detail)
{
	snprintf(p->err, p->errlen, "%s:%u: %s%s%s", p->path, p->line, what,
		 detail ? " " : "", detail ? detail : "");
	return -EINVAL;
}

static struct rec_ent *add_entry(struct parser *p, const char *key)
{
	intptr_t *v = strmap_insert(&p->rec->keys, key);

	if (!v)
		return NULL;
	if (!*v) {
		*v = (intptr_t)calloc(1, sizeof(struct hist));
		if (!*v)
			return NULL;
	}
	struct hist *h = (struct hist *)*v;

	if (h->n == h->cap) {
		size_t ncap = h->cap ? h->cap * 2 : 4;
		struct rec_ent *e = realloc(h->e, ncap * sizeof(*e));

		if (!e)
			return NULL;
		h->e = e;
		h->cap = ncap;
	}
	struct rec_ent *e = &h->e[h->n++];

	*e = (struct rec_ent){ .snap = p->cur };
	return e;
}

/* A decimal number, or hex with 0x; @hex_only reads bare digits as hex. */
static int parse_u64(const char *s, int hex_only, uint64_t *out)
{
	char *end;
	int base = hex_only ? 16 : 10;

	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		s += 2;
	}
	if (!*s || *s == '-' || *s == '+' || *s == ' ')
		return -EINVAL;
	errno = 0;
	*out = strtoull(s, &end, base);
	return (*end || errno) ? -EINVAL : 0;
}

static int parse_err(struct parser *p, const char *tok, int *err)
{
	*err = recfmt_errno(tok + 1);
	return *err ? 0 : fail(p, "unknown error name", tok);
}

/* Value field: a number or !ERR. */
static int parse_value(struct parser *p, const char *tok, struct rec_ent *e)
{
	if (!tok)
		return fail(p, "missing value", NULL);
	if (tok[0] == '!')
		return parse_err(p, tok, &e->err);
	return parse_u64(tok, 0, &e->v) ? fail(p, "bad number", tok) : 0;
}

static int parse_cpu(struct parser *p, const char *tok, int *cpu)
{
	uint64_t v;

	if (!tok || parse_u64(tok, 0, &v) || v > 1u << 20)
		return fail(p, "bad CPU number", tok);
	*cpu = (int)v;
	return 0;
}

static int parse_hex32(struct parser *p, const char *tok, uint32_t *out)
{
	uint64_t v;

	if (!tok || parse_u64(tok, 1, &v) || v > 0xffffffffu)
		return fail(p, "bad 32-bit hex number", tok);
	*out = (uint32_t)v;
	return 0;
}

static int too_many(struct parser *p, char **save)
{
	char *extra = strtok_r(NULL, " \t", save);

	return extra ? fail(p, "unexpected", extra) : 0;
}

/* The rest of a "KIND ... VALUE" line: a new entry for @key holding VALUE; NULL after the error. */
static const struct rec_ent *keyed_value(struct parser *p, const char *key, char **save, char **valtok)
{
	struct rec_ent *e = add_entry(p, key);
	char *tok;

	if (!e) {
		fail(p, "out of memory", NULL);
		return NULL;
	}
	tok = strtok_r(NULL, " \t", save);
	if (valtok)
		*valtok = tok;
	return parse_value(p, tok, e) || too_many(p, save) ? NULL : e;
}

static int line_msr(struct parser *p, char **save)
{
	char key[64];
	int cpu;
	uint32_t reg;

	if (parse_cpu(p, strtok_r(NULL, " \t", save), &cpu) ||
	    parse_hex32(p, strtok_r(NULL, " \t", save), &reg))
		return -EINVAL;
	recfmt_key_msr(key, sizeof(key), cpu, reg);
	return keyed_value(p, key, save, NULL) ? 0 : -EINVAL;
}

static int line_cpuid(struct parser *p, char **save)
{
	char key[64];
	int cpu;
	uint32_t leaf, sub;

	if (parse_cpu(p, strtok_r(NULL, " \t", save), &cpu) ||
	    parse_hex32(p, strtok_r(NULL, " \t", save), &leaf) ||
	    parse_hex32(p, strtok_r(NULL, " \t", save), &sub))
		return -EINVAL;
	recfmt_key_cpuid(key, sizeof(key), cpu, leaf, sub);
	struct rec_ent *e = add_entry(p, key);

	if (!e)
		return fail(p, "out of memory", NULL);
	char *tok = strtok_r(NULL, " \t", save);

	if (tok && tok[0] == '!')
		return parse_err(p, tok, &e->err) || too_many(p, save) ? -EINVAL : 0;
	for (int i = 0; i < 4; i++, tok = strtok_r(NULL, " \t", save))
		if (parse_hex32(p, tok, &e->r[i]))
			return -EINVAL;
	return tok ? fail(p, "unexpected", tok) : 0;
}

static int line_tsc(struct parser *p, char **save)
{
	char key[32];
	int cpu;

	if (parse_cpu(p, strtok_r(NULL, " \t", save), &cpu))
		return -EINVAL;
	recfmt_key_tsc(key, sizeof(key), cpu);
	return keyed_value(p, key, save, NULL) ? 0 : -EINVAL;
}

/* "time CPU begin|end NS": the monotonic clock at the start or end of one CPU's reads. */
static int line_time(struct parser *p, char **save)
{
	char key[48];
	int cpu;
	char *which;

	if (parse_cpu(p, strtok_r(NULL, " \t", save), &cpu))
		return -EINVAL;
	which = strtok_r(NULL, " \t", save);
	if (!which || (strcmp(which, "begin") != 0 && strcmp(which, "end") != 0))
		return fail(p, "time: expected 'begin' or 'end', got", which);
	recfmt_key_time(key, sizeof(key), cpu, which[0] == 'e');
	return keyed_value(p, key, save, NULL) ? 0 : -EINVAL;
}

static int line_perf(struct parser *p, char **save)
{
	char key[160];
	int cpu;

	if (parse_cpu(p, strtok_r(NULL, " \t", save), &cpu))
		return -EINVAL;
	char *event = strtok_r(NULL, " \t", save);

	if (!event || !strchr(event, '/'))
		return fail(p, "expected PMU/EVENT, got", event);
	recfmt_key_perf(key, sizeof(key), cpu, event);
	return keyed_value(p, key, save, NULL) ? 0 : -EINVAL;
}

/* smn NODE ADDR VALUE: ADDR hex, VALUE a 32-bit number or !ERR */
static int line_smn(struct parser *p, char **save)
{
	char key[48];
	uint64_t node;
	uint32_t addr;
	char *tok = strtok_r(NULL, " \t", save);

	if (!tok || parse_u64(tok, 0, &node) || node > 255)
		return fail(p, "bad SMN node number", tok);
	if (parse_hex32(p, strtok_r(NULL, " \t", save), &addr))
		return -EINVAL;
	recfmt_key_smn(key, sizeof(key), (int)node, addr);
	const struct rec_ent *e = keyed_value(p, key, save, &tok);

	if (!e)
		return -EINVAL;
	return e->v > 0xffffffffu ? fail(p, "SMN value wider than 32 bits:", tok) : 0;
}

/* pmt PATH OFFSET VALUE: PATH absolute, OFFSET a byte offset, VALUE a 64-bit word or !ERR */
static int line_pmt(struct parser *p, char **save)
{
	char key[RECFMT_PMT_KEY_MAX];
	char *path = strtok_r(NULL, " \t", save), *tok;
	uint64_t off;

	if (!path || *path != '/' || strlen(path) > RECFMT_PMT_KEY_MAX - 32)
		return fail(p, "expected an absolute PMT file path, got", path);
	tok = strtok_r(NULL, " \t", save);
	if (!tok || parse_u64(tok, 0, &off))
		return fail(p, "bad PMT byte offset", tok);
	recfmt_key_pmt(key, sizeof(key), path, off);
	return keyed_value(p, key, save, NULL) ? 0 : -EINVAL;
}

static int set_text(struct parser *p, struct rec_ent *e, const char *text, size_t len)
{
	char *t = realloc(e->text, e->len + len + 2);

	if (!t)
		return fail(p, "out of memory", NULL);
	memcpy(t + e->len, text, len);
	t[e->len + len] = '\n';
	e->len += len + 1;
	t[e->len] = '\0';
	e->text = t;
	return 0;
}

/* file PATH = TEXT | file PATH !ERR | file PATH (then "| " lines) */
static int line_file(struct parser *p, char *rest)
{
	char key[512];

	while (*rest == ' ' || *rest == '\t')
		rest++;
	char *path = rest;

	if (*path != '/')
		return fail(p, "file path must be absolute:", path);
	while (*rest && *rest != ' ' && *rest != '\t')
		rest++;
	if (*rest)
		*rest++ = '\0';
	while (*rest == ' ' || *rest == '\t')
		rest++;
	recfmt_key_file(key, sizeof(key), path);
	struct rec_ent *e = add_entry(p, key);

	if (!e)
		return fail(p, "out of memory", NULL);
	if (!*rest) {
		p->open_file = e;
		return 0;
	}
	if (rest[0] == '!')
		return parse_err(p, rest, &e->err);
	if (rest[0] == '=' && (rest[1] == ' ' || rest[1] == '\0'))
		return set_text(p, e, rest + 2 - !rest[1], strlen(rest + 2 - !rest[1]));
	return fail(p, "expected '= TEXT', '!ERROR' or nothing after the path, got", rest);
}

static int line_snapshot(struct parser *p, char **save)
{
	struct recording *rp = p->rec;
	uint64_t mono, sec = 0, usec = 0;
	char *m = strtok_r(NULL, " \t", save), *tod = strtok_r(NULL, " \t", save);

	if (!m || parse_u64(m, 0, &mono))
		return fail(p, "snapshot: bad monotonic time", m);
	if (tod) {
		char *dot = strchr(tod, '.');

		if (dot)
			*dot = '\0';
		if (parse_u64(tod, 0, &sec) || (dot && (strlen(dot + 1) != 6 || parse_u64(dot + 1, 0, &usec))))
			return fail(p, "snapshot: bad time of day (SEC.USEC, 6 digits)", NULL);
	}
	/* equal is allowed: a run that starts over (a CPU came online) takes its new baseline at once */
	if (rp->nsnap && mono < rp->snaps[rp->nsnap - 1].mono_ns)
		return fail(p, "snapshot time goes back", m);
	if (rp->nsnap == rp->capsnap) {
		size_t ncap = rp->capsnap ? rp->capsnap * 2 : 16;
		struct hw_time *s = realloc(rp->snaps, ncap * sizeof(*s));

		if (!s)
			return fail(p, "out of memory", NULL);
		rp->snaps = s;
		rp->capsnap = ncap;
	}
	rp->snaps[rp->nsnap++] = (struct hw_time){ mono, (int64_t)sec, (int64_t)usec };
	p->cur = (int)rp->nsnap - 1;
	return too_many(p, save);
}

static int line_msr_access(struct parser *p, char **save)
{
	char *tok = strtok_r(NULL, " \t", save);

	if (tok && strcmp(tok, "ok") == 0) {
		p->rec->msr_access = 0;
		tok = strtok_r(NULL, " \t", save);
		if (tok && strcmp(tok, "batch"))
			return fail(p, "msr-access ok: expected nothing or 'batch', got", tok);
		p->rec->msr_batched = tok != NULL;
		return tok ? too_many(p, save) : 0;
	}
	if (!tok || tok[0] != '!' || parse_err(p, tok, &p->rec->msr_access))
		return fail(p, "msr-access: expected 'ok' or '!ERROR', got", tok);
	return too_many(p, save);
}

/* "run command": the run wrapped a command (the replay prints its report as that run did). */
static int line_run(struct parser *p, char **save)
{
	char *tok = strtok_r(NULL, " \t", save);

	if (!tok || strcmp(tok, "command") != 0)
		return fail(p, "run: expected 'command', got", tok);
	p->rec->command = 1;
	return too_many(p, save);
}

/* "end N": the last line; without it the recording was cut short. */
static int line_end(struct parser *p, char **save)
{
	char *tok = strtok_r(NULL, " \t", save);
	uint64_t n;

	if (!tok || parse_u64(tok, 0, &n))
		return fail(p, "end: expected the number of snapshots, got", tok);
	if (n != p->rec->nsnap) {
		snprintf(p->err, p->errlen, "%s:%u: end says %llu snapshots but the recording has %zu",
			 p->path, p->line, (unsigned long long)n, p->rec->nsnap);
		return -EINVAL;
	}
	p->rec->ended = 1;
	return too_many(p, save);
}

static const char not_recording[] = "not a turbostat-ng recording (first line must be '" RECFMT_MAGIC " 1')";

static int parse_header(struct parser *p, char *line)
{
	char *save, *magic = strtok_r(line, " \t", &save), *ver = strtok_r(NULL, " \t", &save);
	uint64_t v;

	if (!magic || strcmp(magic, RECFMT_MAGIC) != 0)
		return fail(p, not_recording, NULL);
	if (!ver || parse_u64(ver, 0, &v) || v == 0)
		return fail(p, "bad format version", ver);
	if (v > RECFMT_VERSION) {
		snprintf(p->err, p->errlen,
			 "%s:%u: recording format version %llu is newer than this turbostat-ng reads (%d); upgrade turbostat-ng",
			 p->path, p->line, (unsigned long long)v, RECFMT_VERSION);
		return -EINVAL;
	}
	return 0;
}

static int parse_line(struct parser *p, char *line)
{
	char *save;

	if (line[0] == '|') {
		if (!p->open_file)
			return fail(p, "'|' content line outside a multi-line file record", NULL);
		size_t off = line[1] == ' ' ? 2 : 1;

		return set_text(p, p->open_file, line + off, strlen(line + off));
	}
	p->open_file = NULL;
	char *s = line;

	if (p->rec->ended)
		return fail(p, "data after the 'end' line", NULL);

	while (*s == ' ' || *s == '\t')
		s++;
	if (!*s || *s == '#')
		return 0;
	if (strncmp(s, "file", 4) == 0 && (s[4] == ' ' || s[4] == '\t'))
		return line_file(p, s + 4);
	char *kind = strtok_r(s, " \t", &save);

	if (strcmp(kind, "msr") == 0)
		return line_msr(p, &save);
	if (strcmp(kind, "cpuid") == 0)
		return line_cpuid(p, &save);
	if (strcmp(kind, "tsc") == 0)
		return line_tsc(p, &save);
	if (strcmp(kind, "perf") == 0)
		return line_perf(p, &save);
	if (strcmp(kind, "smn") == 0)
		return line_smn(p, &save);
	if (strcmp(kind, "pmt") == 0)
		return line_pmt(p, &save);
	if (strcmp(kind, "snapshot") == 0)
		return line_snapshot(p, &save);
	if (strcmp(kind, "msr-access") == 0)
		return line_msr_access(p, &save);
	if (strcmp(kind, "end") == 0)
		return line_end(p, &save);
	if (strcmp(kind, "run") == 0)
		return line_run(p, &save);
	if (strcmp(kind, "time") == 0)
		return line_time(p, &save);
	return fail(p, "unknown record type", kind);
}

/*
 * Limits that keep memory and time bounded on any input (man page, RECORDING
 * FORMAT).  The header is short, so a binary file is refused within its
 * first bytes.  The longest text the recorder reads is 1 MiB (PROC_MAX in
 * msr/sample.c), so no line it writes comes near REC_LINE_MAX.  A recording
 * is held in memory whole, hence the cap on its size.
 */
#define REC_HEADER_MAX	64
#define REC_LINE_MAX	(2u << 20)
#define REC_SIZE_MAX	(512ull << 20)

/* Why reading stopped early (linelimit_next() < 0), as "FILE:LINE: what". */
static int read_failed(struct parser *p, long why)
{
	p->line++;
	if (why == -EFBIG && p->line == 1)
		return fail(p, not_recording, NULL);
	if (why == -EFBIG)
		return fail(p, "line longer than 2 MiB", NULL);
	if (why == -E2BIG)
		return fail(p, "recording larger than 512 MiB, the most turbostat-ng reads", NULL);
	if (why == -ENOMEM)
		return fail(p, "out of memory", NULL);
	return fail(p, "read error", strerror(errno));
}

static int load_lines(struct parser *p, FILE *f)
{
	struct linelimit ll = { .f = f, .line_max = REC_HEADER_MAX, .total_max = REC_SIZE_MAX };
	long n;
	int rc = 0;

	while (!rc && (n = linelimit_next(&ll)) > 0) {
		char *line = ll.buf;

		p->line++;
		ll.line_max = REC_LINE_MAX;
		if (memchr(line, '\0', (size_t)n)) {
			rc = fail(p, p->line == 1 ? not_recording : "binary data in recording", NULL);
			break;
		}
		if (line[n - 1] != '\n')
			rc = fail(p, "truncated recording (last line has no newline)", NULL);
		else
			line[--n] = '\0';
		/*
		 * The recorder never writes CR, so a CR ending the header means a
		 * CRLF copy of the file; elsewhere a CR may be recorded content.
		 */
		if (p->line == 1 && n && line[n - 1] == '\r')
			p->crlf = 1;
		if (p->crlf && n && line[n - 1] == '\r')
			line[--n] = '\0';
		if (!rc)
			rc = p->line == 1 ? parse_header(p, line) : parse_line(p, line);
	}
	if (!rc && n < 0)
		rc = read_failed(p, n);
	linelimit_free(&ll);
	return rc;
}

int recording_read(FILE *f, const char *name, struct recording *rec, char *err, size_t errlen)
{
	struct parser p = { .rec = rec, .cur = -1, .path = name, .err = err, .errlen = errlen };
	struct stat sb;
	int rc;

	memset(rec, 0, sizeof(*rec));
	/* a regular file says its size: one too large is refused before any of it is read */
	if (fstat(fileno(f), &sb) == 0 && S_ISREG(sb.st_mode) && (uint64_t)sb.st_size > REC_SIZE_MAX) {
		snprintf(err, errlen, "%s: %lld bytes; a recording may be at most 512 MiB", name, (long long)sb.st_size);
		return -EFBIG;
	}
	rc = load_lines(&p, f);
	if (!rc && !rec->ended) {
		p.line++;
		rc = fail(&p, p.line == 1 ? "empty recording" : "truncated recording (no 'end' line)", NULL);
	}
	if (rc)
		recording_free(rec);
	return rc;
}
