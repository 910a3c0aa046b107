// SPDX-License-Identifier: GPL-2.0-only
/*
 * perf events files -> perf_event_attr config words (msr/perf.c
 * perf_event_config): each term lands where the PMU's format file says
 * (Documentation/ABI/testing/sysfs-bus-event_source-devices-format).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "msr/perf.h"

/* Format files as the kernel writes them: Intel core PMU (arch/x86/events/intel/core.c),
 * AMD core PMU's split event field (arch/x86/events/amd/core.c), msr PMU (arch/x86/events/msr.c). */
static const char *const formats[][2] = {
	{ "event", "config:0-7\n" },
	{ "umask", "config:8-15\n" },
	{ "inv", "config:23\n" },
	{ "cmask", "config:24-31\n" },
	{ "ldlat", "config1:0-15\n" },
	{ "amdevent", "config:0-7,32-35\n" },
	{ "msrevent", "config:0-63\n" },
	{ "bad", "config:9-3\n" },
};

static long format_of(const char *term, char *buf, size_t size, void *arg)
{
	(void)arg;
	for (size_t i = 0; i < sizeof(formats) / sizeof(formats[0]); i++)
		if (strcmp(term, formats[i][0]) == 0)
			return snprintf(buf, size, "%s", formats[i][1]);
	return -ENOENT;
}

static void test_terms(void **state)
{
	uint64_t c[3];

	(void)state;
	/* 0x3c | 0x01 << 8 = 0x13c */
	assert_int_equal(perf_event_config("event=0x3c,umask=0x01\n", format_of, NULL, c), 0);
	assert_true(c[0] == 0x13c && c[1] == 0 && c[2] == 0);
	/* a term without a value is 1: 0xc0 | 1 << 23 | 0x01 << 24 = 0xc0 + 0x800000 + 0x1000000 */
	assert_int_equal(perf_event_config("event=0xc0,inv,cmask=0x01", format_of, NULL, c), 0);
	assert_true(c[0] == 0x18000c0);
	/* config1: event 0xcd | umask 0x1 << 8 = 0x1cd; ldlat 3 in config1 */
	assert_int_equal(perf_event_config("event=0xcd,umask=0x1,ldlat=3\n", format_of, NULL, c), 0);
	assert_true(c[0] == 0x1cd && c[1] == 3);
	/* split field: 0x1c0 -> low byte 0xc0 at 0-7, the rest (0x1) at 32-35 = 0x1000000c0 */
	assert_int_equal(perf_event_config("amdevent=0x1c0", format_of, NULL, c), 0);
	assert_true(c[0] == 0x1000000c0ull);
	/* the msr PMU's 64-bit field */
	assert_int_equal(perf_event_config("msrevent=0x02\n", format_of, NULL, c), 0);
	assert_true(c[0] == 2);
	/*
	 * perf's raw term: the config word as given, no format file; turbostat
	 * 2026.02's PCE(0x01, 0xBF) on Clearwater Forest = 1 << 40 | 0xBF << 8 | 0x24
	 */
	assert_int_equal(perf_event_config("config=0x1000000bf24", format_of, NULL, c), 0);
	assert_true(c[0] == 0x1000000bf24ull && c[1] == 0);
	assert_int_equal(perf_event_config("config=0x24,config1=7", format_of, NULL, c), 0);
	assert_true(c[0] == 0x24 && c[1] == 7);
}

static void test_rejects(void **state)
{
	uint64_t c[3];

	(void)state;
	/* no format file for the term */
	assert_int_equal(perf_event_config("event=0x3c,foo=1", format_of, NULL, c), -EINVAL);
	/* 0x100 needs 9 bits, umask has 8 */
	assert_int_equal(perf_event_config("umask=0x100", format_of, NULL, c), -EINVAL);
	assert_int_equal(perf_event_config("event=", format_of, NULL, c), -EINVAL);
	assert_int_equal(perf_event_config("event=-1", format_of, NULL, c), -EINVAL);
	assert_int_equal(perf_event_config("event=0x3c junk", format_of, NULL, c), -EINVAL);
	assert_int_equal(perf_event_config("event=0x3c,,umask=1", format_of, NULL, c), -EINVAL);
	assert_int_equal(perf_event_config("bad=1", format_of, NULL, c), -EINVAL);
}

/*
 * A PERF_FORMAT_GROUP read without ids or times is { nr, value[nr] }
 * (include/uapi/linux/perf_event.h, struct read_format): three members, so
 * 4 words, values in the order the members joined.
 */
static void test_group_values(void **state)
{
	const uint64_t buf[] = { 3, 2400000000u, 312000000u, 240000000u };
	uint64_t v[3] = { 0 };

	(void)state;
	assert_int_equal(perf_group_values(buf, sizeof(buf), 3, v), 0);
	assert_true(v[0] == 2400000000u && v[1] == 312000000u && v[2] == 240000000u);
	/* a group that gained a member since: nr says 3, the caller expects 4 */
	assert_int_equal(perf_group_values(buf, sizeof(buf), 4, v), -EIO);
	/* a short read */
	assert_int_equal(perf_group_values(buf, 3 * sizeof(buf[0]), 3, v), -EIO);
	assert_int_equal(perf_group_values(buf, 0, 0, v), -EIO);
}

/*
 * The groups against a stand-in for the kernel: this file's syscall() takes
 * perf_event_open and answers with the read end of a pipe, into which it
 * writes what a PERF_FORMAT_GROUP read of the leader returns ({ nr,
 * values[nr] }, the leader's first and the rest in the order they joined).
 * A count is 0xS0CTT00EE: snapshot S, CPU C, the PMU's type TT, the event's
 * config EE.  The pipes do not block: a group read twice in a snapshot gets
 * EAGAIN, one never read keeps its words (FIONREAD).
 */
#define NFAKE 32

static struct fake_event {
	int rfd, wfd, lead;	/* lead: the leader's rfd (its own for a leader) */
	uint32_t type;
	uint64_t config;
	int cpu;
} fake[NFAKE];
static int nfake, nopen, fake_snap, fail_cpu = -1, fail_type;

static uint64_t fake_count(const struct fake_event *f)
{
	return (uint64_t)fake_snap << 32 | (uint64_t)f->cpu << 24 | (uint64_t)f->type << 16 | f->config;
}

/* The leader @lead's pipe holds one read of its group as it is now. */
static void fake_fill(int lead)
{
	uint64_t buf[PERF_GROUP_MAX + 1], junk[64];
	int n = 0, w = -1;

	while (read(lead, junk, sizeof(junk)) > 0)
		;
	for (int i = 0; i < nfake; i++)
		if (fake[i].lead == lead) {
			buf[++n] = fake_count(&fake[i]);
			if (fake[i].rfd == lead)
				w = fake[i].wfd;
		}
	buf[0] = (uint64_t)n;
	assert_true(write(w, buf, (size_t)(n + 1) * sizeof(buf[0])) == (ssize_t)((n + 1) * sizeof(buf[0])));
}

static void fake_fill_all(int snap)
{
	fake_snap = snap;
	for (int i = 0; i < nfake; i++)
		if (fake[i].lead == fake[i].rfd)
			fake_fill(fake[i].rfd);
}

/* Whether no leader's pipe still holds a read (each group read once since it was filled). */
static int fake_all_read(void)
{
	for (int i = 0; i < nfake; i++) {
		int left = -1;

		if (fake[i].lead == fake[i].rfd && (ioctl(fake[i].rfd, FIONREAD, &left) || left))
			return 0;
	}
	return 1;
}

long syscall(long nr, ...)
{
	va_list ap;

	if (nr != SYS_perf_event_open) {
		errno = ENOSYS;
		return -1;
	}
	va_start(ap, nr);
	const struct perf_event_attr *attr = va_arg(ap, const struct perf_event_attr *);
	int pid = va_arg(ap, int), cpu = va_arg(ap, int), group_fd = va_arg(ap, int);

	va_end(ap);
	nopen++;
	/* counting on one CPU, any task, the group's counts in one read */
	if (pid != -1 || attr->read_format != PERF_FORMAT_GROUP || nfake == NFAKE) {
		errno = EINVAL;
		return -1;
	}
	if (cpu == fail_cpu && attr->type == (uint32_t)fail_type) {
		errno = ENODEV;
		return -1;
	}
	int p[2];

	if (pipe2(p, O_NONBLOCK | O_CLOEXEC))
		return -1;
	fake[nfake++] = (struct fake_event){ p[0], p[1], group_fd < 0 ? p[0] : group_fd, attr->type, attr->config, cpu };
	fake_fill(group_fd < 0 ? p[0] : group_fd);	/* the group has one more member */
	return p[0];
}

static char root[] = "/tmp/test_perf.XXXXXX";

/* @rel (a path under the sysroot) with @text in it, its directories made */
static void put(const char *rel, const char *text)
{
	char path[256];
	FILE *f;

	snprintf(path, sizeof(path), "%s%s", root, rel);
	for (char *s = path + strlen(root) + 1; (s = strchr(s, '/')); s++) {
		*s = '\0';
		mkdir(path, 0755);
		*s = '/';
	}
	assert_non_null(f = fopen(path, "w"));
	fputs(text, f);
	fclose(f);
}

/* The PMUs in sysfs (sysfs-bus-event_source-devices-{events,format}); a hybrid part's two core PMUs by their cpus files. */
static void put_pmus(void)
{
	static const char *const files[][2] = {
		{ "msr/type", "13\n" }, { "msr/events/tsc", "event=0x00\n" }, { "msr/events/aperf", "event=0x01\n" },
		{ "msr/events/mperf", "event=0x02\n" }, { "msr/format/event", "config:0-63\n" },
		{ "cstate_core/type", "14\n" }, { "cstate_core/events/c6-residency", "event=0x02\n" },
		{ "cstate_core/format/event", "config:0-63\n" },
		{ "cpu_core/type", "4\n" }, { "cpu_core/events/instructions", "event=0xc0\n" },
		{ "cpu_core/format/event", "config:0-7\n" }, { "cpu_core/cpus", "0-1\n" },
		{ "cpu_atom/type", "10\n" }, { "cpu_atom/events/instructions", "event=0xc0\n" },
		{ "cpu_atom/format/event", "config:0-7\n" }, { "cpu_atom/cpus", "2-3\n" },
	};
	char rel[128];

	for (size_t i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		snprintf(rel, sizeof(rel), "/sys/bus/event_source/devices/%s", files[i][0]);
		put(rel, files[i][1]);
	}
}

#define INSNS "cpu_core/instructions|cpu_atom/instructions"

/* Reads a snapshot's events on CPUs 0-3 (cores 0-1 and 2-3), in @dir's order, each value as worked out. */
static void read_all(struct perf_groups *pg, struct fdcache *files, int snap, int dir)
{
	static const char *const msr[] = { "msr/tsc", "msr/aperf", "msr/mperf" };
	uint64_t s = (uint64_t)snap << 32, v = 0;

	for (int j = 0; j < 4; j++) {
		int cpu = dir > 0 ? j : 3 - j;
		uint64_t c = (uint64_t)cpu << 24;

		for (int k = 0; k < 3; k++) {
			assert_int_equal(perf_event_read(pg, files, cpu, msr[k], &v), 0);
			assert_true(v == (s | c | 0xd0000u | (uint64_t)k));	/* type 13, event=k */
		}
		/* a core's counter, read by its first thread; the open on CPU 2 was refused */
		if (cpu == 0) {
			assert_int_equal(perf_event_read(pg, files, cpu, "cstate_core/c6-residency", &v), 0);
			assert_true(v == (s | 0xe0002u));
		} else if (cpu == 2) {
			assert_int_equal(perf_event_read(pg, files, cpu, "cstate_core/c6-residency", &v), -ENODEV);
		}
		/* CPUs 0-1 are cpu_core's (type 4), 2-3 cpu_atom's (type 10): event 0xc0 on each */
		assert_int_equal(perf_event_read(pg, files, cpu, INSNS, &v), 0);
		assert_true(v == (s | c | (cpu < 2 ? 0x400c0u : 0xa00c0u)));
	}
	/* CPU 4 is in neither cpus file: no event, nothing opened */
	assert_int_equal(perf_event_read(pg, files, 4, INSNS, &v), -ENOENT);
}

/*
 * 4 CPUs: 3 msr events each, the core's C6 counter on CPU 0 (refused on
 * CPU 2), the instructions of each CPU's own core type: 4 msr groups of 3,
 * one cstate_core group of 1, two cpu_core and two cpu_atom groups of 1 =
 * 9 groups, 17 members, 18 opens (the refused one once, not once a read).
 */
static void test_groups(void **state)
{
	struct perf_groups pg;
	struct fdcache files;

	(void)state;
	put_pmus();
	fail_cpu = 2;
	fail_type = 14;
	fdcache_init(&files);
	perf_groups_init(&pg);
	for (int snap = 1; snap <= 3; snap++) {
		fake_fill_all(snap);
		perf_groups_snapshot(&pg);
		read_all(&pg, &files, snap, snap == 3 ? -1 : 1);
		/* every group read, once */
		assert_true(fake_all_read());
		assert_int_equal(nopen, 18);
	}
	assert_int_equal(pg.ng, 9);
	assert_int_equal(pg.nm, 17);
	/* cut to fit as the second snapshot began: 17 x 16 + 9 x 16 bytes (were 16 x 240 for the groups) */
	assert_int_equal(pg.capm, 17);
	assert_int_equal(pg.capg, 9);
	assert_int_equal(sizeof(struct perf_member) * 17 + sizeof(struct perf_group) * 9, 17 * 16 + 9 * 16);
	/* msr, msr/tsc, aperf, mperf, cstate_core, c6-residency, the alternatives, cpu_core, its event, cpu_atom, its event */
	assert_int_equal(pg.nname, 11);
	for (int i = 0; i < pg.nname; i++) {
		/* each name's slots up to its last CPU: CPU 4's "none" for the alternatives, CPU 2's refusal for C6 */
		/* and each event's attr words, read once for every CPU's open: the type file, event=N at config:0-63 / 0-7 */
		static const struct { const char *s; int nat; uint32_t type; uint64_t config; } want[] = {
			{ "msr", 4, 0, 0 }, { "msr/tsc", 4, 13, 0 }, { "msr/aperf", 4, 13, 1 }, { "msr/mperf", 4, 13, 2 },
			{ "cstate_core", 1, 0, 0 }, { "cstate_core/c6-residency", 3, 14, 2 }, { INSNS, 5, 0, 0 },
			{ "cpu_core", 2, 0, 0 }, { "cpu_core/instructions", 2, 4, 0xc0 },
			{ "cpu_atom", 4, 0, 0 }, { "cpu_atom/instructions", 4, 10, 0xc0 },
		};

		assert_string_equal(pg.name[i].s, want[i].s);
		assert_int_equal(pg.name[i].nat, want[i].nat);
		assert_int_equal(pg.name[i].have_attr, want[i].type ? 1 : 0);
		assert_int_equal(pg.name[i].type, want[i].type);
		assert_true(pg.name[i].config[0] == want[i].config);
	}
	perf_groups_free(&pg);
	fdcache_close(&files);
	/* the members' descriptors are closed with the groups */
	for (int i = 0; i < nfake; i++) {
		assert_int_equal(fcntl(fake[i].rfd, F_GETFD), -1);
		close(fake[i].wfd);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_terms),
		cmocka_unit_test(test_rejects),
		cmocka_unit_test(test_group_values),
		cmocka_unit_test(test_groups),
	};
	char cmd[64];
	int rc;

	if (!mkdtemp(root))
		return 1;
	setenv("TSNG_SYSROOT", root, 1);
	rc = cmocka_run_group_tests(tests, NULL, NULL);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", root);
	if (system(cmd))
		rc = 1;
	return rc;
}
