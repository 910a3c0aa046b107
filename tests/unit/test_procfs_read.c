// SPDX-License-Identifier: GPL-2.0-only
/*
 * msr/sample.c reading /proc/interrupts too large for one read_file: in
 * pieces through read_chunk, each line parsed whole however the pieces cut
 * it, into per-CPU IRQ and NMI counts (msr/procfs.c); a line past the 1 MiB
 * bound leaves the values unknown and says so (SNAP_TEXT_INTERRUPTS).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msr/sample.h"

#define NCPU 3

/* The text served, and the most a read_chunk gives at once (odd, so that pieces cut lines anywhere). */
static char *text;
static size_t piece;
static int chunks;

static long fake_read_file(struct hw *hw, const char *path, char *buf, size_t size)
{
	(void)hw;
	if (strcmp(path, "/proc/interrupts"))
		return -ENOENT;
	if (strlen(text) >= size)
		return -EFBIG;
	memcpy(buf, text, strlen(text) + 1);
	return (long)strlen(text);
}

static long fake_read_chunk(struct hw *hw, const char *path, uint64_t off, char *buf, size_t size)
{
	size_t len = strlen(text), n;

	(void)hw;
	if (strcmp(path, "/proc/interrupts"))
		return -ENOENT;
	if (off >= len)
		return 0;
	n = len - off < size ? len - off : size;
	n = n < piece ? n : piece;
	memcpy(buf, text + off, n);
	chunks++;
	return (long)n;
}

static int fake_pin(struct hw *hw, int cpu)
{
	(void)hw, (void)cpu;
	return 0;
}

static int fake_snapshot(struct hw *hw, struct hw_time *t)
{
	(void)hw;
	*t = (struct hw_time){ 0 };
	return 0;
}

static const struct hw_ops fake_ops = {
	.name = "fake", .read_file = fake_read_file, .read_chunk = fake_read_chunk, .pin = fake_pin,
	.snapshot = fake_snapshot, .now = fake_snapshot,
};

static struct topo_cpu cpus[NCPU] = {
	{ .cpu = 0, .first_in_core = 1, .first_in_pkg = 1 }, { .cpu = 1, .first_in_core = 1 }, { .cpu = 2, .first_in_core = 1 },
};
static const struct topology topo = { .n = NCPU, .cpu = cpus, .ncore = NCPU, .npkg = 1, .max_cpu = NCPU };

/*
 * A text of @rows rows "N: 1 2 3  chip name" padded by a long name to past
 * 64 KiB, then an NMI row "NMI: 10 20 30"; @name_len long names make lines
 * past the read buffer.  Each CPU's IRQ is its column's sum: CPU c counts
 * (c + 1) per row plus the NMI row's 10 (c + 1).
 */
static void make_text(int rows, size_t name_len)
{
	size_t cap = 64 + (size_t)rows * (name_len + 64), used;
	char *name = malloc(name_len + 1);

	text = malloc(cap);
	assert_non_null(text);
	assert_non_null(name);
	memset(name, 'q', name_len);
	name[name_len] = '\0';
	used = (size_t)snprintf(text, cap, "           CPU0       CPU1       CPU2\n");
	for (int r = 0; r < rows; r++)
		used += (size_t)snprintf(text + used, cap - used, " %3d:          1          2          3  PCI-MSI %s\n",
					 r, name);
	snprintf(text + used, cap - used, "NMI:         10         20         30   Non-maskable interrupts");
	free(name);
}

static void take(struct snapshot *s)
{
	struct hw hw = { .ops = &fake_ops };
	struct plan p;

	memset(&p, 0, sizeof(p));
	p.src[RAW_INTERRUPTS] = (struct raw_source){ .kind = SRC_TEXT, .scope = RSCOPE_SYSTEM };
	snprintf(p.src[RAW_INTERRUPTS].path, sizeof(p.src[RAW_INTERRUPTS].path), "/proc/interrupts");
	assert_int_equal(snapshot_alloc(s, NCPU), 0);
	chunks = 0;
	assert_int_equal(sample_take(&hw, &topo, &p, s), 0);
}

/* 2000 rows of ~100 bytes (~200 KB, past 64 KiB), served 997 bytes at a time; the last line has no '\n'. */
static void test_chunks(void **state)
{
	struct snapshot s;

	(void)state;
	make_text(2000, 40);
	piece = 997;
	take(&s);
	assert_true(chunks > 64);
	assert_int_equal(s.text_err, 0);
	/* CPU c: 2000 rows of (c + 1), and the NMI row's 10 (c + 1): 2010, 4020, 6030 */
	for (int c = 0; c < NCPU; c++) {
		assert_int_equal(s.cpu[c].irq.err, 0);
		assert_int_equal(s.cpu[c].irq.v, 2010u * (unsigned)(c + 1));
		assert_int_equal(s.cpu[c].nmi.err, 0);
		assert_int_equal(s.cpu[c].nmi.v, 10u * (unsigned)(c + 1));
	}
	snapshot_free(&s);
	free(text);
}

/* Lines of 200,000 bytes: longer than the 64 KiB buffer, which grows to hold one; the counts are whole. */
static void test_long_lines(void **state)
{
	struct snapshot s;

	(void)state;
	make_text(3, 200000);
	piece = 65536;
	take(&s);
	assert_int_equal(s.text_err, 0);
	for (int c = 0; c < NCPU; c++)
		assert_int_equal(s.cpu[c].irq.v, 13u * (unsigned)(c + 1));
	snapshot_free(&s);
	free(text);
}

/* A line of 2 MiB, past the 1 MiB bound: IRQ and NMI unknown, and the snapshot says why. */
static void test_line_past_bound(void **state)
{
	struct snapshot s;

	(void)state;
	make_text(2, 2u << 20);
	piece = 65536;
	take(&s);
	assert_int_equal(s.text_err, SNAP_TEXT_INTERRUPTS);
	for (int c = 0; c < NCPU; c++) {
		assert_int_equal(s.cpu[c].irq.err, -ENOENT);
		assert_int_equal(s.cpu[c].nmi.err, -ENOENT);
	}
	snapshot_free(&s);
	free(text);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_chunks),
		cmocka_unit_test(test_long_lines),
		cmocka_unit_test(test_line_past_bound),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
