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
#include <stdio.h>
#include <string.h>

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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_terms),
		cmocka_unit_test(test_rejects),
		cmocka_unit_test(test_group_values),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
