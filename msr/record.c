// SPDX-License-Identifier: GPL-2.0-only
/*
 * Record: a tee over another access backend (live) that writes every value
 * read to a recording.  A value is written only when it differs from the one
 * a replay would already serve for that key, so static registers appear
 * once and counters once per snapshot.
 *
 * A recording must survive the crash it is meant to explain: each snapshot
 * is gathered in memory and written whole, and flushed, when the next one
 * begins or the run sleeps, so a killed recorder leaves complete snapshots
 * (a replay drops a cut last one, msr/recparse.c).  --replay reads at most
 * 512 MiB: the recorder says at the start when the run will pass that, and
 * then continues in FILE.1, FILE.2 ..., each replayable on its own (its
 * header repeats the run's lines and every key's last value as start-up).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hw.h"
#include "lib/outfile.h"
#include "msr/recfmt.h"
#include "lib/strmap.h"

/* What --replay reads (msr/recparse.c REC_SIZE_MAX); TSNG_RECORD_MAX lowers it for tests. */
#define REC_FILE_MAX (512ull << 20)

struct record {
	struct hw hw;
	struct hw *inner;
	FILE *file;		/* the recording file being written */
	FILE *out;		/* the snapshot being gathered (open_memstream) */
	char *buf;		/* its text */
	size_t len;
	char *path;		/* FILE as given; the parts are FILE.1, FILE.2 ... */
	int part;
	unsigned long long bytes, max;	/* in this part; the most a part may hold */
	unsigned long long snap_bytes;	/* of the last whole snapshot */
	struct hw_time first, second;	/* the first two snapshots: the interval */
	struct hw_time last_t;	/* the last snapshot */
	long planned;		/* intervals the run will take (0: until stopped) */
	const char *prog;	/* NULL: say nothing */
	int told, command, header_done, rotates;
	unsigned long long mark;	/* where the last snapshot line begins in this part */
	char *info;		/* the "tool" and "options" lines, repeated in every part */
	struct strmap last;	/* key -> malloc'd text of the last value written */
	char *chunks;		/* a file read in chunks (read_chunk), gathered to be written whole */
	size_t chunks_len, chunks_cap;
	size_t nsnap;		/* in this part */
	size_t nsnap_all;
	int write_err;
};

static struct record *record_of(struct hw *hw)
{
	return (struct record *)hw;
}

static void put(FILE *f, const char *key, const char *value)
{
	if (value[0] == '\n')	/* multi-line file content follows the key line */
		fprintf(f, "%s%s", key, value);
	else
		fprintf(f, "%s %s\n", key, value);
}

/* The staged text starts over (open_memstream: a new buffer each snapshot). */
static int stage_open(struct record *r)
{
	r->buf = NULL;
	r->len = 0;
	r->out = open_memstream(&r->buf, &r->len);
	return r->out ? 0 : -ENOMEM;
}

/* The lines every part begins with: format, the run's own lines, the MSR access path. */
static void part_header(struct record *r, FILE *f)
{
	int access = hw_msr_access(r->inner);
	const char *name = recfmt_errname(access);

	fprintf(f, "%s %d\n", RECFMT_MAGIC, RECFMT_VERSION);
	fprintf(f, "# recorded by turbostat-ng; format: man turbostat-ng, RECORDING FORMAT\n");
	if (r->part)
		fprintf(f, "# part %d of a run too long for one file; its values so far follow as start-up\n", r->part);
	if (r->info)
		fputs(r->info, f);
	/* the plan prefers the batch to perf: a replay must know which path it was */
	if (!access)
		fprintf(f, "msr-access ok%s\n", hw_msr_batched(r->inner) ? " batch" : "");
	else
		fprintf(f, "msr-access !%s\n", name ? name : "EIO");
	if (r->part && r->command)
		fprintf(f, "run command\n");
}

/* FILE, or FILE.N for part N; the one place a recording file is opened.  NULL with errno and @err said. */
static FILE *part_open(struct record *r, char *err, size_t errlen)
{
	char *name = r->path;
	struct stat sb;
	FILE *f;

	if (r->part && asprintf(&name, "%s.%d", r->path, r->part) < 0) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	/* the output file rules (lib/outfile.h): "-" standard output, a device in place, no planted link */
	f = outfile_stream(name, err, errlen);
	int e = errno;	/* why not, for rotate() */

	if (f)	/* a snapshot goes out in one write(), so a kill between two leaves no half of one */
		setvbuf(f, NULL, _IONBF, 0);
	if (f)
		r->rotates = fstat(fileno(f), &sb) == 0 && S_ISREG(sb.st_mode);
	if (name != r->path)
		free(name);
	errno = e;
	return f;
}

/* Bytes in this part so far; a file that is not regular (a pipe, a terminal) is never rotated. */
static unsigned long long part_pos(struct record *r)
{
	off_t pos = r->rotates ? ftello(r->file) : -1;

	return pos < 0 ? 0 : (unsigned long long)pos;
}

/* Ends a part: "end N", flushed and closed; -errno. */
static int part_close(struct record *r)
{
	int err = 0;

	fprintf(r->file, "end %zu\n", r->nsnap);
	/* the flush retries what a full disk refused, so errno names the cause */
	if (fflush(r->file))
		err = -errno;
	else if (ferror(r->file))
		err = -EIO;
	/* "-": main() checks standard output last */
	if (r->file != stdout && fclose(r->file) && !err)
		err = -errno;
	r->file = NULL;
	return err;
}

/* The next part: this one ended, the new one starts with the header and every key's last value. */
static void rotate(struct record *r)
{
	char err[300];
	int e = part_close(r);

	r->part++;
	r->file = e ? NULL : part_open(r, err, sizeof(err));
	if (!r->file && !e) {
		e = errno ? -errno : -EIO;
		/* why the next part was refused (a planted link, a missing directory): no other line says it */
		if (r->prog)
			fprintf(stderr, "%s: --record: %s\n", r->prog, err);
	}
	if (!r->file) {
		r->write_err = r->write_err ? r->write_err : e;
		return;
	}
	part_header(r, r->file);
	for (size_t i = 0; i < r->last.cap; i++)
		if (r->last.ent[i].key)
			put(r->file, r->last.ent[i].key, (const char *)r->last.ent[i].val);
	/* the last snapshot again, so that the interval across the two parts replays from this one */
	fprintf(r->file, "snapshot %llu %lld.%06lld\n", (unsigned long long)r->last_t.mono_ns,
		(long long)r->last_t.tod_sec, (long long)r->last_t.tod_usec);
	r->bytes = part_pos(r);
	r->nsnap = 1;
	if (r->prog)
		fprintf(stderr, "%s: --record: continuing in %s.%d\n", r->prog, r->path, r->part);
}

/* What has been gathered goes to the file, whole, and is flushed. */
static void commit(struct record *r)
{
	if (fflush(r->out) && !r->write_err)
		r->write_err = -ENOMEM;
	/* the first part's header waits for hw_record_describe(), which comes after the open */
	if (r->file && !r->header_done) {
		part_header(r, r->file);
		r->header_done = 1;
		r->bytes = part_pos(r);
	}
	if (!r->len)
		return;
	/* with no file left (a part that could not be opened) what was gathered is dropped */
	if (!r->file)
		r->write_err = r->write_err ? r->write_err : -EIO;
	else if (fwrite(r->buf, 1, r->len, r->file) != r->len || fflush(r->file))
		r->write_err = r->write_err ? r->write_err : -errno;
	r->bytes += r->len;
	fclose(r->out);
	free(r->buf);
	if (stage_open(r))
		r->write_err = -ENOMEM;
}

/*
 * Once the first interval is known (bytes of a snapshot, seconds between
 * two), one line when the run will pass what --replay reads: the intervals
 * planned (--num_iterations), or a run without an end within a day.
 */
static void announce(struct record *r)
{
	double secs = (double)(r->second.mono_ns - r->first.mono_ns) / 1e9;
	unsigned long long per = r->snap_bytes ? r->snap_bytes : 1;
	/* the snapshots so far (the first holds every start-up value), then one more per interval */
	unsigned long long fit = r->nsnap_all + (r->max > r->bytes ? (r->max - r->bytes) / per : 0);

	r->told = 1;
	/* --num_iterations N takes N + 1 snapshots */
	if (!r->prog || (r->planned && (unsigned long long)r->planned + 1 <= fit))
		return;
	double after = (double)(fit - 1) * secs;
	char then[600];

	/* a run without an end (interval mode without --num_iterations, a wrapped command): within a day */
	if (!r->planned && after > 86400)
		return;
	if (r->rotates)
		snprintf(then, sizeof(then), "it then continues in %s.1, %s.2 ...", r->path, r->path);
	else
		snprintf(then, sizeof(then), "not a regular file, so not continued in another");
	fprintf(stderr, "%s: --record: about %llu bytes per interval: %s passes %llu MiB, the most --replay reads, "
		"after about %.0f %s (%llu intervals); %s\n", r->prog, per, r->path, r->max >> 20,
		after < 120 ? after : after / 60, after < 120 ? "s" : "minutes", fit - 1, then);
}

/* Writes "KEY VALUE" unless VALUE is what the key already holds. */
static void emit(struct record *r, const char *key, const char *value)
{
	intptr_t *slot = strmap_insert(&r->last, key);

	if (!slot) {
		r->write_err = -ENOMEM;
		return;
	}
	if (*slot && strcmp((const char *)*slot, value) == 0)
		return;
	char *copy = strdup(value);

	if (!copy) {
		r->write_err = -ENOMEM;
		return;
	}
	free((char *)*slot);
	*slot = (intptr_t)copy;
	put(r->out, key, value);
}

static void errtext(char *buf, size_t len, int err)
{
	const char *name = recfmt_errname(err);

	snprintf(buf, len, "!%s", name ? name : "EIO");
}

static void emit_u64(struct record *r, const char *key, int err, uint64_t v)
{
	char val[32];

	if (err)
		errtext(val, sizeof(val), err);
	else
		snprintf(val, sizeof(val), "0x%llx", (unsigned long long)v);
	emit(r, key, val);
}

static int rec_read_msr(struct hw *hw, int cpu, uint32_t reg, uint64_t *val)
{
	struct record *r = record_of(hw);
	char key[64];
	int err = hw_read_msr(r->inner, cpu, reg, val);

	/* With no MSR access at all the msr-access line says it once. */
	if (err && err == hw_msr_access(r->inner))
		return err;
	recfmt_key_msr(key, sizeof(key), cpu, reg);
	emit_u64(r, key, err, *val);
	return err;
}

static int rec_cpuid(struct hw *hw, int cpu, uint32_t leaf, uint32_t sub, uint32_t regs[4])
{
	struct record *r = record_of(hw);
	char key[64], val[64];
	int err = hw_cpuid(r->inner, cpu, leaf, sub, regs);

	recfmt_key_cpuid(key, sizeof(key), cpu, leaf, sub);
	if (err)
		errtext(val, sizeof(val), err);
	else
		snprintf(val, sizeof(val), "%08x %08x %08x %08x", regs[0], regs[1], regs[2], regs[3]);
	emit(r, key, val);
	return err;
}

/* Content as the format writes it: "= TEXT" for one line, else "\n| line" per line. */
static char *file_value(const char *buf, long len)
{
	const char *nl = memchr(buf, '\n', len);
	int one_line = nl && nl == buf + len - 1 && len > 1;
	size_t lines = 0;

	for (long i = 0; i < len; i++)
		lines += buf[i] == '\n';
	char *out = malloc(len + 3 * (lines + 1) + 4), *o = out;

	if (!out)
		return NULL;
	if (one_line) {
		o += sprintf(o, "= %.*s", (int)(len - 1), buf);
		return out;
	}
	for (const char *s = buf; s < buf + len;) {
		const char *e = memchr(s, '\n', buf + len - s);
		size_t n = e ? (size_t)(e - s) : (size_t)(buf + len - s);

		o += sprintf(o, "\n| %.*s", (int)n, s);
		s += n + 1;
	}
	*o++ = '\n';
	*o = '\0';
	return out;
}

/* Emits a file's whole content (or its read error) under its key. */
static void emit_file(struct record *r, const char *path, const char *buf, long n)
{
	char key[512], val[32];

	recfmt_key_file(key, sizeof(key), path);
	if (n < 0) {
		errtext(val, sizeof(val), (int)n);
		emit(r, key, val);
		return;
	}
	char *text = file_value(buf, n);

	if (!text) {
		r->write_err = -ENOMEM;
		return;
	}
	emit(r, key, text);
	free(text);
}

static long rec_read_file(struct hw *hw, const char *path, char *buf, size_t size)
{
	struct record *r = record_of(hw);
	long n = hw_read_file(r->inner, path, buf, size);

	/* the caller's buffer was too small: it reads again with more room, and that read is recorded */
	if (n != -EFBIG)
		emit_file(r, path, buf, n);
	return n;
}

/*
 * A file read in chunks is recorded as one read of the whole file would be
 * (a replay serves it to read_file and read_chunk alike): the chunks are
 * gathered from offset 0 and written at the end (0) or at an error.
 */
static long rec_read_chunk(struct hw *hw, const char *path, uint64_t off, char *buf, size_t size)
{
	struct record *r = record_of(hw);
	long n = hw_read_chunk(r->inner, path, off, buf, size);

	if (off == 0)
		r->chunks_len = 0;
	if (n > 0 && off == r->chunks_len) {
		if (r->chunks_len + n > r->chunks_cap) {
			size_t cap = r->chunks_cap ? r->chunks_cap : 1u << 16;

			while (cap < r->chunks_len + n)
				cap *= 2;
			char *p = realloc(r->chunks, cap);

			if (!p) {
				r->write_err = -ENOMEM;
				return n;
			}
			r->chunks = p;
			r->chunks_cap = cap;
		}
		memcpy(r->chunks + r->chunks_len, buf, n);
		r->chunks_len += n;
	} else if (n <= 0 && n != -EFBIG) {
		emit_file(r, path, r->chunks, n < 0 ? n : (long)r->chunks_len);
	}
	return n;
}

static int rec_perf_read(struct hw *hw, int cpu, const char *event, uint64_t *val)
{
	struct record *r = record_of(hw);
	char key[160];
	int err = hw_perf_read(r->inner, cpu, event, val);

	recfmt_key_perf(key, sizeof(key), cpu, event);
	emit_u64(r, key, err, *val);
	return err;
}

static int rec_task_open(struct hw *hw, int pid, const char *cgroup)
{
	return hw_task_open(record_of(hw)->inner, pid, cgroup);
}

static int rec_task_read(struct hw *hw, const char *event, uint64_t *val)
{
	struct record *r = record_of(hw);
	char key[160];
	int err = hw_task_read(r->inner, event, val);

	recfmt_key_task(key, sizeof(key), event);
	emit_u64(r, key, err, *val);
	return err;
}

static int rec_tsc(struct hw *hw, int cpu, uint64_t *val)
{
	struct record *r = record_of(hw);
	char key[32];
	int err = hw_tsc(r->inner, cpu, val);

	recfmt_key_tsc(key, sizeof(key), cpu);
	emit_u64(r, key, err, *val);
	return err;
}

static int rec_smn_read(struct hw *hw, int node, uint32_t addr, uint32_t *val)
{
	struct record *r = record_of(hw);
	char key[48];
	int err = hw_smn_read(r->inner, node, addr, val);

	recfmt_key_smn(key, sizeof(key), node, addr);
	emit_u64(r, key, err, err ? 0 : *val);
	return err;
}

static int rec_read_at(struct hw *hw, const char *path, uint64_t offset, uint64_t *val)
{
	struct record *r = record_of(hw);
	char key[RECFMT_PMT_KEY_MAX];
	int err = hw_read_at(r->inner, path, offset, val);

	recfmt_key_pmt(key, sizeof(key), path, offset);
	emit_u64(r, key, err, err ? 0 : *val);
	return err;
}

static long rec_read_bin(struct hw *hw, const char *path, void *buf, size_t size)
{
	struct record *r = record_of(hw);
	char key[512], val[2 * RECFMT_BIN_MAX + 2] = "-";
	long n = hw_read_bin(r->inner, path, buf, size);

	recfmt_key_bin(key, sizeof(key), path);
	if (n < 0)
		errtext(val, sizeof(val), (int)n);
	for (long i = 0; i < n && i < RECFMT_BIN_MAX; i++)
		snprintf(val + 2 * i, 3, "%02x", ((const unsigned char *)buf)[i]);
	emit(r, key, val);
	return n > RECFMT_BIN_MAX ? RECFMT_BIN_MAX : n;
}

static long rec_list_dir(struct hw *hw, const char *path, char *buf, size_t size)
{
	struct record *r = record_of(hw);
	char key[512], val[32];
	long n = hw_list_dir(r->inner, path, buf, size);

	if (n == -EFBIG)
		return n;	/* the caller lists again with more room, and that listing is recorded */
	recfmt_key_dir(key, sizeof(key), path);
	if (n < 0) {
		errtext(val, sizeof(val), (int)n);
		emit(r, key, val);
		return n;
	}
	char *text = file_value(buf, n);

	if (!text) {
		r->write_err = -ENOMEM;
		return n;
	}
	emit(r, key, text);
	free(text);
	return n;
}

static int rec_pin(struct hw *hw, int cpu)
{
	return hw_pin(record_of(hw)->inner, cpu);
}

static int rec_now(struct hw *hw, struct hw_time *t)
{
	return hw_now(record_of(hw)->inner, t);
}

static int rec_sleep_until(struct hw *hw, uint64_t mono_ns)
{
	struct record *r = record_of(hw);

	commit(r);	/* the snapshot is whole: on disk before the wait */
	return hw_sleep_until(r->inner, mono_ns);
}

static int rec_msr_access(struct hw *hw)
{
	return hw_msr_access(record_of(hw)->inner);
}

static int rec_msr_batched(struct hw *hw)
{
	return hw_msr_batched(record_of(hw)->inner);
}

static void rec_paths(struct hw *hw, struct hw_paths *p)
{
	hw_paths(record_of(hw)->inner, p);
}

static void free_text(intptr_t v)
{
	free((char *)v);
}

static int rec_snapshot(struct hw *hw, struct hw_time *t)
{
	struct record *r = record_of(hw);
	int err = hw_snapshot(r->inner, t);

	if (err)
		return err;
	/* the snapshot before is whole: its size is the estimate of the next */
	commit(r);
	if (r->nsnap_all >= 2)
		r->snap_bytes = r->bytes - r->mark;
	if (r->nsnap_all == 2 && !r->told)
		announce(r);
	if (r->nsnap_all == 0)
		r->first = *t;
	else if (r->nsnap_all == 1)
		r->second = *t;
	/* a part ends where the next snapshot would take it past what --replay reads */
	if (r->file && r->rotates && r->nsnap && r->bytes + 2 * r->snap_bytes + 64 > r->max)
		rotate(r);
	r->mark = r->bytes;
	fprintf(r->out, "snapshot %llu %lld.%06lld\n", (unsigned long long)t->mono_ns, (long long)t->tod_sec,
		(long long)t->tod_usec);
	r->last_t = *t;
	r->nsnap++;
	r->nsnap_all++;
	return 0;
}

static int rec_close(struct hw *hw)
{
	struct record *r = record_of(hw);
	int err;

	commit(r);
	err = r->write_err;
	if (r->file) {
		int e = part_close(r);

		err = err ? err : e;
	}
	if (r->out)
		fclose(r->out);
	free(r->buf);
	free(r->path);
	free(r->info);
	free(r->chunks);
	strmap_free(&r->last, free_text);
	int ierr = hw_close(r->inner);

	free(r);
	return err ? err : ierr;
}

static int rec_cpu_clock(struct hw *hw, int cpu, int end, uint64_t *mono_ns)
{
	struct record *r = record_of(hw);
	char key[48];
	int err = hw_cpu_clock(r->inner, cpu, end, mono_ns);

	recfmt_key_time(key, sizeof(key), cpu, end);
	emit_u64(r, key, err, *mono_ns);
	return err;
}

/* "run command": the replay then prints the whole-run report, where this run does. */
static void rec_note_command(struct hw *hw)
{
	record_of(hw)->command = 1;
	fprintf(record_of(hw)->out, "run command\n");
}

static const struct hw_ops record_ops = {
	.name = "record",
	.read_msr = rec_read_msr,
	.cpuid = rec_cpuid,
	.read_file = rec_read_file,
	.read_chunk = rec_read_chunk,
	.perf_read = rec_perf_read,
	.task_open = rec_task_open,
	.task_read = rec_task_read,
	.tsc = rec_tsc,
	.pin = rec_pin,
	.snapshot = rec_snapshot,
	.now = rec_now,
	.sleep_until = rec_sleep_until,
	.msr_access = rec_msr_access,
	.msr_batched = rec_msr_batched,
	.smn_read = rec_smn_read,
	.read_at = rec_read_at,
	.read_bin = rec_read_bin,
	.list_dir = rec_list_dir,
	.paths = rec_paths,
	.close = rec_close,
	.note_command = rec_note_command,
	.cpu_clock = rec_cpu_clock,
};


struct hw *hw_record_open(struct hw *inner, const char *path, char *err, size_t errlen)
{
	struct record *r = calloc(1, sizeof(*r));
	const char *max = secure_getenv("TSNG_RECORD_MAX");	/* a test hook, as TSNG_SYSROOT */

	if (!r || !(r->path = strdup(path)) || stage_open(r)) {
		snprintf(err, errlen, "out of memory");
		if (r)
			free(r->path);
		free(r);
		return NULL;
	}
	r->hw.ops = &record_ops;
	r->inner = inner;
	r->max = max && atoll(max) > 0 ? (unsigned long long)atoll(max) : REC_FILE_MAX;
	r->file = part_open(r, err, errlen);
	if (!r->file) {
		fclose(r->out);
		free(r->buf);
		free(r->path);
		free(r);
		return NULL;
	}
	return &r->hw;
}

void hw_record_describe(struct hw *hw, const char *version, const char *options, long planned, const char *prog)
{
	if (hw->ops != &record_ops)
		return;
	struct record *r = record_of(hw);

	r->planned = planned;
	r->prog = prog;
	if (asprintf(&r->info, "tool %s\noptions %s\n", version, options) < 0)
		r->info = NULL;
}
