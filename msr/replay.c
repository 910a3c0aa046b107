// SPDX-License-Identifier: GPL-2.0-only
/*
 * Replay: serve every read from a recording instead of the machine.
 *
 * A read in snapshot k returns the latest value given for its key at or
 * before snapshot k; values given before the first snapshot are start-up
 * values.  Nothing sleeps and nothing is pinned, so a replay is
 * deterministic and fast.  Format: man/turbostat-ng.8, RECORDING FORMAT.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hw.h"
#include "msr/recfmt.h"
#include "recording.h"

struct replay {
	struct hw hw;
	struct recording rec;
	int cur;		/* current snapshot, -1 before the first */
	struct rec_ent got;	/* the last lookup's value */
};

static struct replay *replay_of(struct hw *hw)
{
	return (struct replay *)hw;
}

static struct hw_time snap_at(const struct replay *rp, int i)
{
	return ((const struct hw_time *)rp->rec.snaps.p)[i];
}

/* The value served now; valid until the next lookup. */
static const struct rec_ent *lookup(struct replay *rp, const char *key)
{
	return recording_lookup(&rp->rec, key, rp->cur, &rp->got) ? &rp->got : NULL;
}

static int replay_read_msr(struct hw *hw, int cpu, uint32_t reg, uint64_t *val)
{
	struct replay *rp = replay_of(hw);
	char key[64];

	if (rp->rec.msr_access)
		return rp->rec.msr_access;
	recfmt_key_msr(key, sizeof(key), cpu, reg);
	const struct rec_ent *e = lookup(rp, key);

	if (!e)
		return HW_NOT_RECORDED;
	if (!e->err)
		*val = rec_ent_v(e);
	return e->err;
}

static int replay_cpuid(struct hw *hw, int cpu, uint32_t leaf, uint32_t sub, uint32_t regs[4])
{
	char key[64];

	recfmt_key_cpuid(key, sizeof(key), cpu, leaf, sub);
	const struct rec_ent *e = lookup(replay_of(hw), key);

	if (!e)
		return -ENOENT;
	if (!e->err)
		memcpy(regs, recording_words(&replay_of(hw)->rec, e), 4 * sizeof(*regs));
	return e->err;
}

/* The recorded text of a key (0), or why there is none: -ENOENT unrecorded, the read's recorded error. */
static int replay_keyed(struct hw *hw, const char *key, const char **text, size_t *len)
{
	const struct rec_ent *e = lookup(replay_of(hw), key);

	if (!e)
		return -ENOENT;
	if (e->err)
		return e->err;
	*text = recording_text(&replay_of(hw)->rec, e, len);
	return 0;
}

static int replay_text(struct hw *hw, const char *path, const char **text, size_t *len)
{
	char key[512];

	recfmt_key_file(key, sizeof(key), path);
	return replay_keyed(hw, key, text, len);
}

/* A recorded text into @buf, NUL-terminated: its length, or -EFBIG when it does not fit. */
static long copy_text(const char *text, size_t len, char *buf, size_t size)
{
	if (size == 0 || len >= size)
		return -EFBIG;
	/* a multi-line record with no '|' lines has no text at all */
	if (len)
		memcpy(buf, text, len);
	buf[len] = '\0';
	return (long)len;
}

static long replay_read_file(struct hw *hw, const char *path, char *buf, size_t size)
{
	const char *text;
	size_t len;
	int err = replay_text(hw, path, &text, &len);

	return err ? err : copy_text(text, len, buf, size);
}

/* A slice of the recorded text of a file (recorded whole, however it was read). */
static long replay_read_chunk(struct hw *hw, const char *path, uint64_t off, char *buf, size_t size)
{
	const char *text;
	size_t len;
	int err = replay_text(hw, path, &text, &len);

	if (err)
		return err;
	if (off >= len)
		return 0;
	size_t n = len - off < size ? len - off : size;

	memcpy(buf, text + off, n);
	return (long)n;
}

static int replay_value(struct hw *hw, const char *key, uint64_t *val)
{
	const struct rec_ent *e = lookup(replay_of(hw), key);

	if (!e)
		return -ENOENT;
	if (!e->err)
		*val = rec_ent_v(e);
	return e->err;
}

static int replay_perf_read(struct hw *hw, int cpu, const char *event, uint64_t *val)
{
	char key[160];

	recfmt_key_perf(key, sizeof(key), cpu, event);
	return replay_value(hw, key, val);
}

/* The counters were opened when the run was recorded: their counts, or the error their open gave, are in it. */
static int replay_task_open(struct hw *hw, int pid, const char *cgroup)
{
	(void)hw, (void)pid, (void)cgroup;
	return 0;
}

/* -ENODATA where the recording has no such line (a run from before, or with --no-perf). */
static int replay_task_read(struct hw *hw, const char *event, uint64_t *val)
{
	char key[160];

	recfmt_key_task(key, sizeof(key), event);
	return lookup(replay_of(hw), key) ? replay_value(hw, key, val) : -ENODATA;
}

static int replay_tsc(struct hw *hw, int cpu, uint64_t *val)
{
	char key[32];

	recfmt_key_tsc(key, sizeof(key), cpu);
	return replay_value(hw, key, val);
}

static int replay_smn_read(struct hw *hw, int node, uint32_t addr, uint32_t *val)
{
	char key[48];
	uint64_t v = 0;
	int err;

	recfmt_key_smn(key, sizeof(key), node, addr);
	err = replay_value(hw, key, &v);
	if (!err)
		*val = (uint32_t)v;
	return err;
}

static int replay_read_at(struct hw *hw, const char *path, uint64_t offset, uint64_t *val)
{
	char key[RECFMT_PMT_KEY_MAX];

	recfmt_key_pmt(key, sizeof(key), path, offset);
	return replay_value(hw, key, val);
}

/*
 * The recorded text of @path under @keyfn's key.  A recording made before
 * "bin" and "dir" lines existed has none: -ENODATA (not recorded), where a
 * recorded absence is the read's own -ENOENT.
 */
static int replay_recorded(struct hw *hw, void (*keyfn)(char *, size_t, const char *), const char *path,
			   const char **text, size_t *len)
{
	char key[512];

	keyfn(key, sizeof(key), path);
	if (!lookup(replay_of(hw), key))
		return -ENODATA;
	return replay_keyed(hw, key, text, len);
}

static long replay_read_bin(struct hw *hw, const char *path, void *buf, size_t size)
{
	const char *hex;
	size_t len, n = 0;
	int err = replay_recorded(hw, recfmt_key_bin, path, &hex, &len);

	if (err)
		return err;
	for (; n < size && 2 * n + 1 < len; n++) {
		unsigned b;

		sscanf(hex + 2 * n, "%2x", &b);
		((unsigned char *)buf)[n] = (unsigned char)b;
	}
	return (long)n;
}

static long replay_list_dir(struct hw *hw, const char *path, char *buf, size_t size)
{
	const char *text;
	size_t len;
	int err = replay_recorded(hw, recfmt_key_dir, path, &text, &len);

	return err ? err : copy_text(text, len, buf, size);
}

static int replay_pin(struct hw *hw, int cpu)
{
	(void)hw;
	(void)cpu;
	return 0;
}

static int replay_snapshot(struct hw *hw, struct hw_time *t)
{
	struct replay *rp = replay_of(hw);

	if ((size_t)(rp->cur + 1) >= rp->rec.nsnap)
		return -ENODATA;
	rp->cur++;
	*t = snap_at(rp, rp->cur);
	return 0;
}

static int replay_now(struct hw *hw, struct hw_time *t)
{
	struct replay *rp = replay_of(hw);

	if (rp->cur < 0)
		*t = rp->rec.nsnap ? snap_at(rp, 0) : (struct hw_time){ 0 };
	else
		*t = snap_at(rp, rp->cur);
	return 0;
}

static int replay_sleep_until(struct hw *hw, uint64_t mono_ns)
{
	(void)hw;
	(void)mono_ns;
	return 0;
}

static int replay_msr_access(struct hw *hw)
{
	return replay_of(hw)->rec.msr_access;
}

static int replay_msr_batched(struct hw *hw)
{
	return replay_of(hw)->rec.msr_batched;
}

static int replay_close(struct hw *hw)
{
	struct replay *rp = replay_of(hw);

	recording_free(&rp->rec);
	free(rp);
	return 0;
}

/* A CPU's recorded read time in the current snapshot, else the snapshot's (older recordings). */
static int replay_cpu_clock(struct hw *hw, int cpu, int end, uint64_t *mono_ns)
{
	struct replay *rp = replay_of(hw);
	char key[48];

	recfmt_key_time(key, sizeof(key), cpu, end);
	if (replay_value(hw, key, mono_ns) == 0)
		return 0;
	*mono_ns = rp->cur < 0 ? 0 : snap_at(rp, rp->cur).mono_ns;
	return 0;
}

static int replay_recorded_command(struct hw *hw)
{
	return replay_of(hw)->rec.command;
}

static int replay_snapshots_left(struct hw *hw)
{
	struct replay *rp = replay_of(hw);

	return (int)rp->rec.nsnap - 1 - rp->cur;
}

static const char *replay_recorded_about(struct hw *hw, int options)
{
	const struct recording *rec = &replay_of(hw)->rec;

	return options ? rec->argv : rec->version[0] ? rec->version : NULL;
}

static const struct hw_ops replay_ops = {
	.name = "replay",
	.read_msr = replay_read_msr,
	.cpuid = replay_cpuid,
	.read_file = replay_read_file,
	.read_chunk = replay_read_chunk,
	.perf_read = replay_perf_read,
	.task_open = replay_task_open,
	.task_read = replay_task_read,
	.tsc = replay_tsc,
	.pin = replay_pin,
	.snapshot = replay_snapshot,
	.now = replay_now,
	.sleep_until = replay_sleep_until,
	.msr_access = replay_msr_access,
	.msr_batched = replay_msr_batched,
	.smn_read = replay_smn_read,
	.read_at = replay_read_at,
	.read_bin = replay_read_bin,
	.list_dir = replay_list_dir,
	.close = replay_close,
	.recorded_command = replay_recorded_command,
	.cpu_clock = replay_cpu_clock,
	.snapshots_left = replay_snapshots_left,
	.recorded_about = replay_recorded_about,
};

struct hw *hw_replay_open(const char *path, char *err, size_t errlen)
{
	struct stat st;

	/* fopen() opens a directory for reading; its first read fails with no line to name */
	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
		snprintf(err, errlen, "%s: %s", path, strerror(EISDIR));
		return NULL;
	}
	FILE *f = fopen(path, "re");

	if (!f) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		return NULL;
	}
	struct hw *hw = hw_replay_read(f, path, err, errlen);

	fclose(f);
	return hw;
}

struct hw *hw_replay_read(FILE *f, const char *name, char *err, size_t errlen)
{
	struct replay *rp = calloc(1, sizeof(*rp));

	if (!rp) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	if (recording_read(f, name, &rp->rec, err, errlen)) {
		free(rp);
		return NULL;
	}
	/* a recording cut short replays what it holds whole; the caller says so */
	snprintf(err, errlen, "%s", rp->rec.warning);
	rp->hw.ops = &replay_ops;
	rp->cur = -1;
	return &rp->hw;
}
