// SPDX-License-Identifier: GPL-2.0-only
/* Names and keys of the recording format (msr/recfmt.h). */
#include <errno.h>
#include <string.h>

#include "msr/recfmt.h"

static const struct {
	int err;
	const char *name;
} errnames[] = {
	{ EIO, "EIO" }, { ENOENT, "ENOENT" }, { EACCES, "EACCES" }, { EPERM, "EPERM" },
	{ ENXIO, "ENXIO" }, { ENODEV, "ENODEV" }, { EINVAL, "EINVAL" },
	{ EOPNOTSUPP, "EOPNOTSUPP" }, { ECANCELED, "ECANCELED" }, { EBUSY, "EBUSY" },
	{ EFBIG, "EFBIG" }, { ENOSYS, "ENOSYS" }, { EMFILE, "EMFILE" }, { ENODATA, "ENODATA" }, { ENOTDIR, "ENOTDIR" },
};

const char *recfmt_errname(int err)
{
	for (size_t i = 0; i < sizeof(errnames) / sizeof(errnames[0]); i++)
		if (-err == errnames[i].err)
			return errnames[i].name;
	return NULL;
}

int recfmt_errno(const char *name)
{
	for (size_t i = 0; i < sizeof(errnames) / sizeof(errnames[0]); i++)
		if (strcmp(name, errnames[i].name) == 0)
			return -errnames[i].err;
	return 0;
}

/*
 * Keys are built for every read of a replay (thousands per interval at 256
 * CPUs), so by hand rather than by snprintf; the text is the same, and is
 * cut at @len as snprintf would cut it.
 */
struct key {
	char *buf;
	size_t len, n;
};

static struct key key_start(char *buf, size_t len)
{
	if (len)
		buf[0] = '\0';
	return (struct key){ .buf = buf, .len = len };
}

static void key_mem(struct key *k, const char *s, size_t n)
{
	if (!k->len)
		return;
	if (n > k->len - 1 - k->n)
		n = k->len - 1 - k->n;
	memcpy(k->buf + k->n, s, n);
	k->n += n;
	k->buf[k->n] = '\0';
}

static void key_str(struct key *k, const char *s)
{
	key_mem(k, s, strlen(s));
}

/* "%llu" of @mag, after a '-' when @neg */
static void key_dec(struct key *k, uint64_t mag, int neg)
{
	char t[21];
	size_t i = sizeof(t);

	do
		t[--i] = (char)('0' + mag % 10);
	while (mag /= 10);
	if (neg)
		t[--i] = '-';
	key_mem(k, t + i, sizeof(t) - i);
}

/* "%d" */
static void key_int(struct key *k, int v)
{
	key_dec(k, v < 0 ? 0u - (uint64_t)(int64_t)v : (uint64_t)v, v < 0);
}

/* "0x%x" */
static void key_hex(struct key *k, uint32_t v)
{
	char t[10];
	size_t i = sizeof(t);

	do
		t[--i] = "0123456789abcdef"[v & 0xf];
	while (v >>= 4);
	t[--i] = 'x';
	t[--i] = '0';
	key_mem(k, t + i, sizeof(t) - i);
}

void recfmt_key_msr(char *buf, size_t len, int cpu, uint32_t reg)
{
	struct key k = key_start(buf, len);

	key_str(&k, "msr ");
	key_int(&k, cpu);
	key_str(&k, " ");
	key_hex(&k, reg);
}

void recfmt_key_cpuid(char *buf, size_t len, int cpu, uint32_t leaf, uint32_t sub)
{
	struct key k = key_start(buf, len);

	key_str(&k, "cpuid ");
	key_int(&k, cpu);
	key_str(&k, " ");
	key_hex(&k, leaf);
	key_str(&k, " ");
	key_hex(&k, sub);
}

void recfmt_key_tsc(char *buf, size_t len, int cpu)
{
	struct key k = key_start(buf, len);

	key_str(&k, "tsc ");
	key_int(&k, cpu);
}

void recfmt_key_time(char *buf, size_t len, int cpu, int end)
{
	struct key k = key_start(buf, len);

	key_str(&k, "time ");
	key_int(&k, cpu);
	key_str(&k, end ? " end" : " begin");
}

void recfmt_key_perf(char *buf, size_t len, int cpu, const char *event)
{
	struct key k = key_start(buf, len);

	key_str(&k, "perf ");
	key_int(&k, cpu);
	key_str(&k, " ");
	key_str(&k, event);
}

/* "KIND PATH": the keys of a file's text, a binary read and a listing */
static void key_path(char *buf, size_t len, const char *kind, const char *path)
{
	struct key k = key_start(buf, len);

	key_str(&k, kind);
	key_str(&k, path);
}

void recfmt_key_file(char *buf, size_t len, const char *path)
{
	key_path(buf, len, "file ", path);
}

void recfmt_key_task(char *buf, size_t len, const char *event)
{
	struct key k = key_start(buf, len);

	key_str(&k, "task ");
	key_str(&k, event);
}

void recfmt_key_smn(char *buf, size_t len, int node, uint32_t addr)
{
	struct key k = key_start(buf, len);

	key_str(&k, "smn ");
	key_int(&k, node);
	key_str(&k, " ");
	key_hex(&k, addr);
}

void recfmt_key_pmt(char *buf, size_t len, const char *path, uint64_t offset)
{
	struct key k = key_start(buf, len);

	key_str(&k, "pmt ");
	key_str(&k, path);
	key_str(&k, " ");
	key_dec(&k, offset, 0);
}

void recfmt_key_bin(char *buf, size_t len, const char *path)
{
	key_path(buf, len, "bin ", path);
}

void recfmt_key_dir(char *buf, size_t len, const char *path)
{
	key_path(buf, len, "dir ", path);
}
