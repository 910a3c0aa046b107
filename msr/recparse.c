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

#include "lib/linelimit.h"
#include "msr/recfmt.h"
#include "recording.h"

/* Parser state for one file. */
struct parser {
	struct recording *rec;
	int cur;			/* the snapshot being read, -1 before the first */
	const char *path;
	unsigned line;
	uint32_t open_file;		/* the file record that "| " lines extend, or REC_NONE */
	char *err;
	size_t errlen;
	int crlf;			/* the header ended in CR: a file converted to CRLF */
};

static int fail(struct parser *p, const char *what, const char *detail)
{
	snprintf(p->err, p->errlen, "%s:%u: %s%s%s", p->path, p->line, what,
		 detail ? " " : "", detail ? detail : "");
	return -EINVAL;
}

/* A new value of @key in the current snapshot (valid until the next one); NULL after the error. */
static struct rec_ent *add_entry(struct parser *p, const char *key, uint32_t *idx)
{
	uint32_t i;

	if (recstore_add(p->rec, key, p->cur, &i)) {
		fail(p, "out of memory", NULL);
		return NULL;
	}
	if (idx)
		*idx = i;
	return recstore_ent(p->rec, i);
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

static int parse_err(struct parser *p, const char *tok, int32_t *err)
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
	uint64_t v;

	if (parse_u64(tok, 0, &v))
		return fail(p, "bad number", tok);
	rec_ent_set_v(e, v);
	return 0;
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
	struct rec_ent *e = add_entry(p, key, NULL);
	char *tok;

	if (!e)
		return NULL;
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
	uint32_t idx, r[4];
	struct rec_ent *e = add_entry(p, key, &idx);

	if (!e)
		return -EINVAL;
	char *tok = strtok_r(NULL, " \t", save);

	if (tok && tok[0] == '!')
		return parse_err(p, tok, &e->err) || too_many(p, save) ? -EINVAL : 0;
	for (int i = 0; i < 4; i++, tok = strtok_r(NULL, " \t", save))
		if (parse_hex32(p, tok, &r[i]))
			return -EINVAL;
	if (tok)
		return fail(p, "unexpected", tok);
	return recstore_set_words(p->rec, idx, r) ? fail(p, "out of memory", NULL) : 0;
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

/* task EVENT VALUE: a wrapped command's own count */
static int line_task(struct parser *p, char **save)
{
	char key[160];
	char *event = strtok_r(NULL, " \t", save);

	if (!event)
		return fail(p, "task: expected an event, got", event);
	recfmt_key_task(key, sizeof(key), event);
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
	return rec_ent_v(e) > 0xffffffffu ? fail(p, "SMN value wider than 32 bits:", tok) : 0;
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

/* One more line of entry @idx's text, with its newline. */
static int set_text(struct parser *p, uint32_t idx, const char *text, size_t len)
{
	if (recstore_append_text(p->rec, idx, text, len) || recstore_append_text(p->rec, idx, "\n", 1))
		return fail(p, "out of memory", NULL);
	return 0;
}

/*
 * file PATH = TEXT | file PATH !ERR | file PATH (then "| " lines); a
 * directory listing (dir PATH) is written the same way, a name a line.
 */
static int line_text(struct parser *p, char *rest, void (*keyfn)(char *, size_t, const char *))
{
	char key[512];

	while (*rest == ' ' || *rest == '\t')
		rest++;
	char *path = rest;

	if (*path != '/')
		return fail(p, "path must be absolute:", path);
	while (*rest && *rest != ' ' && *rest != '\t')
		rest++;
	if (*rest)
		*rest++ = '\0';
	while (*rest == ' ' || *rest == '\t')
		rest++;
	keyfn(key, sizeof(key), path);
	uint32_t idx;
	struct rec_ent *e = add_entry(p, key, &idx);

	if (!e)
		return -EINVAL;
	if (rest[0] == '!')
		return parse_err(p, rest, &e->err);
	if (recstore_start_text(p->rec, idx))
		return fail(p, "out of memory", NULL);
	if (!*rest) {
		p->open_file = idx;
		return 0;
	}
	if (rest[0] == '=' && (rest[1] == ' ' || rest[1] == '\0'))
		return set_text(p, idx, rest + 2 - !rest[1], strlen(rest + 2 - !rest[1]));
	return fail(p, "expected '= TEXT', '!ERROR' or nothing after the path, got", rest);
}

/* bin PATH HEX | bin PATH - (no bytes) | bin PATH !ERR: what one read of a binary file gave */
static int line_bin(struct parser *p, char **save)
{
	char key[512];
	char *path = strtok_r(NULL, " \t", save), *tok;
	uint32_t idx;
	struct rec_ent *e;

	if (!path || *path != '/' || strlen(path) > sizeof(key) - 8)
		return fail(p, "expected an absolute path, got", path);
	recfmt_key_bin(key, sizeof(key), path);
	e = add_entry(p, key, &idx);
	if (!e)
		return -EINVAL;
	tok = strtok_r(NULL, " \t", save);
	if (tok && tok[0] == '!')
		return parse_err(p, tok, &e->err) || too_many(p, save) ? -EINVAL : 0;
	size_t n = tok ? strlen(tok) : 0;

	if (!tok || (strcmp(tok, "-") && (n % 2 || n > 2 * RECFMT_BIN_MAX || strspn(tok, "0123456789abcdef") != n)))
		return fail(p, "expected the bytes in lower-case hex, '-' or !ERROR, got", tok);
	if (recstore_start_text(p->rec, idx) ||
	    (strcmp(tok, "-") && recstore_append_text(p->rec, idx, tok, n)))
		return fail(p, "out of memory", NULL);
	return too_many(p, save);
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
	const struct hw_time *snaps = (const struct hw_time *)rp->snaps.p;

	if (rp->nsnap && mono < snaps[rp->nsnap - 1].mono_ns)
		return fail(p, "snapshot time goes back", m);
	if (recstore_add_snapshot(rp, &(struct hw_time){ mono, (int64_t)sec, (int64_t)usec }))
		return fail(p, "out of memory", NULL);
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

/*
 * "tool VERSION" and "options ARGS" (before the first snapshot): where the
 * recording came from, the rest of the line; @argv NULL for "tool".
 */
static int line_about(struct parser *p, const char *rest, char **argv)
{
	struct recording *rec = p->rec;

	while (*rest == ' ' || *rest == '\t')
		rest++;
	if (p->cur >= 0)
		return fail(p, "'tool' and 'options' lines belong before the first snapshot", NULL);
	if (!argv) {
		snprintf(rec->version, sizeof(rec->version), "%s", rest);
		return 0;
	}
	free(*argv);
	*argv = strdup(rest);
	return *argv ? 0 : fail(p, "out of memory", NULL);
}

static const char not_recording[] = "not a turbostat-ng recording (first line must be '" RECFMT_MAGIC " 1')";

static int parse_header(struct parser *p, char *line)
{
	char *save, *magic = strtok_r(line, " \t", &save), *ver = strtok_r(NULL, " \t", &save);
	uint64_t v;

	if (!magic || strcmp(magic, RECFMT_MAGIC) != 0)
		return fail(p, not_recording, NULL);
	/* a version is written in decimal without a leading zero: "01" and "0x1" are not 1 */
	if (!ver || ver[0] < '1' || ver[0] > '9' || strspn(ver, "0123456789") != strlen(ver) ||
	    parse_u64(ver, 0, &v))
		return fail(p, "bad format version", ver);
	char *extra = strtok_r(NULL, " \t", &save);

	if (extra)
		return fail(p, "unexpected word after the format version:", extra);
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
		if (p->open_file == REC_NONE)
			return fail(p, "'|' content line outside a multi-line file record", NULL);
		size_t off = line[1] == ' ' ? 2 : 1;

		return set_text(p, p->open_file, line + off, strlen(line + off));
	}
	p->open_file = REC_NONE;
	char *s = line;

	if (p->rec->ended)
		return fail(p, "data after the 'end' line", NULL);

	while (*s == ' ' || *s == '\t')
		s++;
	if (!*s || *s == '#')
		return 0;
	if (strncmp(s, "file", 4) == 0 && (s[4] == ' ' || s[4] == '\t'))
		return line_text(p, s + 4, recfmt_key_file);
	if (strncmp(s, "dir", 3) == 0 && (s[3] == ' ' || s[3] == '\t'))
		return line_text(p, s + 3, recfmt_key_dir);
	if (strncmp(s, "tool", 4) == 0 && (s[4] == ' ' || s[4] == '\t'))
		return line_about(p, s + 4, NULL);
	if (strncmp(s, "options", 7) == 0 && (s[7] == ' ' || s[7] == '\t' || !s[7]))
		return line_about(p, s + 7, &p->rec->argv);
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
	if (strcmp(kind, "task") == 0)
		return line_task(p, &save);
	if (strcmp(kind, "pmt") == 0)
		return line_pmt(p, &save);
	if (strcmp(kind, "bin") == 0)
		return line_bin(p, &save);
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
/* The store may hold twice the bytes read plus this (msr/recording.h): the rest of 16 MiB is the program. */
#define REC_MEM_SLACK	(8u << 20)

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

/*
 * A recording whose writer was killed: its last line has no newline, or
 * the "end" line is missing.  The recorder writes each snapshot whole
 * (msr/record.c), so a last line without its newline means the last
 * snapshot was cut and is dropped; the snapshots before it replay, with
 * one warning naming the line.
 */
static void cut_short(struct parser *p, int cut_line)
{
	struct recording *rec = p->rec;

	if (cut_line && rec->nsnap)
		rec->nsnap--;
	snprintf(rec->warning, sizeof(rec->warning),
		 "%s:%u: recording cut short (%s); replaying the %zu complete snapshot%s before it", p->path, p->line,
		 cut_line ? "this line has no newline" : "no 'end' line", rec->nsnap, rec->nsnap == 1 ? "" : "s");
}

/* Whether the store, values grouped by key, stays within twice the @read bytes plus REC_MEM_SLACK. */
static int over_budget(struct parser *p, uint64_t read)
{
	if (recstore_bytes(p->rec) + recstore_sort_bytes(p->rec) <= 2 * read + REC_MEM_SLACK)
		return 0;
	return fail(p, "recording would take more than twice its size in memory to replay "
		    "(a new key or snapshot on nearly every line)", NULL);
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
		if (line[n - 1] != '\n') {
			if (p->line == 1)
				rc = fail(p, not_recording, NULL);
			else if (!p->rec->ended)
				cut_short(p, 1);
			break;
		}
		line[--n] = '\0';
		/*
		 * The recorder never writes CR, so a CR ending the header means a
		 * CRLF copy of the file; elsewhere a CR may be recorded content.
		 */
		if (p->line == 1 && n && line[n - 1] == '\r')
			p->crlf = 1;
		if (p->crlf && n && line[n - 1] == '\r')
			line[--n] = '\0';
		rc = p->line == 1 ? parse_header(p, line) : parse_line(p, line);
		if (!rc)
			rc = over_budget(p, ll.total);
	}
	if (!rc && n < 0)
		rc = read_failed(p, n);
	linelimit_free(&ll);
	return rc;
}

int recording_read(FILE *f, const char *name, struct recording *rec, char *err, size_t errlen)
{
	struct parser p = { .rec = rec, .cur = -1, .path = name, .err = err, .errlen = errlen, .open_file = REC_NONE };
	struct stat sb;
	int rc;

	memset(rec, 0, sizeof(*rec));
	/* a regular file says its size: one too large is refused before any of it is read */
	if (fstat(fileno(f), &sb) == 0 && S_ISREG(sb.st_mode) && (uint64_t)sb.st_size > REC_SIZE_MAX) {
		snprintf(err, errlen, "%s: %lld bytes; a recording may be at most 512 MiB", name, (long long)sb.st_size);
		return -EFBIG;
	}
	rc = load_lines(&p, f);
	if (!rc && !rec->ended && p.line == 0) {
		p.line++;
		rc = fail(&p, "empty recording", NULL);
	}
	if (!rc && !rec->ended && !rec->warning[0]) {
		p.line++;
		cut_short(&p, 0);
	}
	if (!rc && recstore_finish(rec))
		rc = fail(&p, "out of memory", NULL);
	if (rc)
		recording_free(rec);
	return rc;
}
