// SPDX-License-Identifier: GPL-2.0-only
/*
 * Record: a tee over another access backend (live) that writes every value
 * read to a recording.  A value is written only when it differs from the one
 * a replay would already serve for that key, so static registers appear
 * once and counters once per snapshot.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hw.h"
#include "msr/recfmt.h"
#include "msr/strmap.h"

struct record {
	struct hw hw;
	struct hw *inner;
	FILE *out;
	struct strmap last;	/* key -> malloc'd text of the last value written */
	size_t nsnap;
	int write_err;
};

static struct record *record_of(struct hw *hw)
{
	return (struct record *)hw;
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
	if (value[0] == '\n')	/* multi-line file content follows the key line */
		fprintf(r->out, "%s%s", key, value);
	else
		fprintf(r->out, "%s %s\n", key, value);
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

static long rec_read_file(struct hw *hw, const char *path, char *buf, size_t size)
{
	struct record *r = record_of(hw);
	char key[512], val[32];
	long n = hw_read_file(r->inner, path, buf, size);

	/* the caller's buffer was too small: it reads again with more room, and that read is recorded */
	if (n == -EFBIG)
		return n;
	recfmt_key_file(key, sizeof(key), path);
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

static int rec_perf_read(struct hw *hw, int cpu, const char *event, uint64_t *val)
{
	struct record *r = record_of(hw);
	char key[160];
	int err = hw_perf_read(r->inner, cpu, event, val);

	recfmt_key_perf(key, sizeof(key), cpu, event);
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

static int rec_pin(struct hw *hw, int cpu)
{
	return hw_pin(record_of(hw)->inner, cpu);
}

static int rec_snapshot(struct hw *hw, struct hw_time *t)
{
	struct record *r = record_of(hw);
	int err = hw_snapshot(r->inner, t);

	if (!err) {
		fprintf(r->out, "snapshot %llu %lld.%06lld\n", (unsigned long long)t->mono_ns,
			(long long)t->tod_sec, (long long)t->tod_usec);
		r->nsnap++;
	}
	return err;
}

static int rec_now(struct hw *hw, struct hw_time *t)
{
	return hw_now(record_of(hw)->inner, t);
}

static int rec_sleep_until(struct hw *hw, uint64_t mono_ns)
{
	return hw_sleep_until(record_of(hw)->inner, mono_ns);
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

static int rec_close(struct hw *hw)
{
	struct record *r = record_of(hw);
	int err = r->write_err;

	fprintf(r->out, "end %zu\n", r->nsnap);
	/* the flush retries what a full disk refused, so errno names the cause */
	if (fflush(r->out))
		err = err ? err : -errno;
	else if (ferror(r->out))
		err = err ? err : -EIO;
	if (fclose(r->out))
		err = err ? err : -errno;
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
	fprintf(record_of(hw)->out, "run command\n");
}

static const struct hw_ops record_ops = {
	.name = "record",
	.read_msr = rec_read_msr,
	.cpuid = rec_cpuid,
	.read_file = rec_read_file,
	.perf_read = rec_perf_read,
	.tsc = rec_tsc,
	.pin = rec_pin,
	.snapshot = rec_snapshot,
	.now = rec_now,
	.sleep_until = rec_sleep_until,
	.msr_access = rec_msr_access,
	.msr_batched = rec_msr_batched,
	.smn_read = rec_smn_read,
	.read_at = rec_read_at,
	.paths = rec_paths,
	.close = rec_close,
	.note_command = rec_note_command,
	.cpu_clock = rec_cpu_clock,
};

struct hw *hw_record_open(struct hw *inner, const char *path, char *err, size_t errlen)
{
	struct record *r = calloc(1, sizeof(*r));

	if (!r) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	r->out = fopen(path, "we");
	if (!r->out) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		free(r);
		return NULL;
	}
	r->hw.ops = &record_ops;
	r->inner = inner;
	fprintf(r->out, "%s %d\n", RECFMT_MAGIC, RECFMT_VERSION);
	fprintf(r->out, "# recorded by turbostat-ng; format: man turbostat-ng, RECORDING FORMAT\n");
	int access = hw_msr_access(inner);
	const char *name = recfmt_errname(access);

	/* the plan prefers the batch to perf: a replay must know which path it was */
	if (!access)
		fprintf(r->out, "msr-access ok%s\n", hw_msr_batched(inner) ? " batch" : "");
	else
		fprintf(r->out, "msr-access !%s\n", name ? name : "EIO");
	return &r->hw;
}
