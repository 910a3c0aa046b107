// SPDX-License-Identifier: GPL-2.0-only
/*
 * Values keyed by path (lib/pathmap.c): a key is its template (up to three
 * of its numbers left out) and those numbers; the templates, slots and
 * table sizes below are worked out by hand from that rule.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "lib/pathmap.h"

#define IDLE_TIME "/sys/devices/system/cpu/cpu%d/cpuidle/state%d/time"

/* A template id (2 bytes), three numbers (6) and the value (4): 12 bytes, no padding. */
static void test_slot_is_12_bytes(void **state)
{
	(void)state;
	assert_int_equal(sizeof(struct pathmap_slot), 12);
}

/*
 * 256 CPUs of 4 cpuidle states: one template, 1024 entries.  The slots
 * double from 64 when one more would fill them beyond 3/4: 1024 take 2048
 * (1024 hold 768, 2048 hold 1536); fitted, ceil(1024 * 4 / 3) = 1366.
 */
static void test_one_template_per_kind(void **state)
{
	struct pathmap m = { 0 };
	char key[96];

	(void)state;
	for (int cpu = 0; cpu < 256; cpu++)
		for (int s = 0; s < 4; s++) {
			snprintf(key, sizeof(key), IDLE_TIME, cpu, s);
			int32_t *v = pathmap_insert(&m, key);

			assert_non_null(v);
			assert_int_equal(*v, 0);
			*v = cpu * 4 + s;
		}
	assert_int_equal(m.ntmpl, 1);
	assert_string_equal(m.tmpl[0], "/sys/devices/system/cpu/cpu\001/cpuidle/state\001/time");
	assert_int_equal(m.used, 1024);
	assert_int_equal(m.cap, 2048);
	assert_int_equal(pathmap_fit(&m), 0);
	assert_int_equal(m.cap, 1366);
	for (int cpu = 0; cpu < 256; cpu++)
		for (int s = 0; s < 4; s++) {
			snprintf(key, sizeof(key), IDLE_TIME, cpu, s);
			int32_t *v = pathmap_find(&m, key);

			assert_non_null(v);
			assert_int_equal(*v, cpu * 4 + s);
		}
	snprintf(key, sizeof(key), IDLE_TIME, 256, 0);
	assert_null(pathmap_find(&m, key));		/* its template, not its numbers */
	assert_null(pathmap_find(&m, "/sys/devices/system/cpu/cpu0/cpuidle/state0/usage"));
	assert_int_equal(m.used, 1024);
	pathmap_free(&m, NULL);
	assert_int_equal(m.cap, 0);
}

/*
 * Only a number spelt as printf spells it is left out: "cpu7" and "cpu0"
 * share "cpu#"; "cpu007" and "cpu07" (leading zeros) and "cpu65536" (above
 * 16 bits) stay whole, three templates more; "cpu65535" is "cpu#" again.
 */
static void test_numbers_printf_spells(void **state)
{
	static const char *const keys[] = { "/x/cpu7", "/x/cpu0", "/x/cpu007", "/x/cpu07", "/x/cpu65536", "/x/cpu65535" };
	static const char *const tmpl[] = { "/x/cpu\001", "/x/cpu007", "/x/cpu07", "/x/cpu65536" };
	struct pathmap m = { 0 };

	(void)state;
	for (int i = 0; i < 6; i++)
		*pathmap_insert(&m, keys[i]) = 10 + i;
	assert_int_equal(m.used, 6);
	assert_int_equal(m.ntmpl, 4);
	for (int i = 0; i < 4; i++)
		assert_string_equal(m.tmpl[i], tmpl[i]);
	for (int i = 0; i < 6; i++)
		assert_int_equal(*pathmap_find(&m, keys[i]), 10 + i);
	assert_null(pathmap_find(&m, "/x/cpu8"));
	assert_null(pathmap_find(&m, "/x/cpu0007"));
	pathmap_free(&m, NULL);
}

/* The first three numbers are left out, a fourth stays: "/a1/b2/c3/d4" and "/a1/b2/c3/d5" are two templates. */
static void test_fourth_number_stays(void **state)
{
	struct pathmap m = { 0 };

	(void)state;
	*pathmap_insert(&m, "/a1/b2/c3/d4") = 4;
	*pathmap_insert(&m, "/a1/b2/c3/d5") = 5;
	*pathmap_insert(&m, "/a9/b8/c7/d4") = 6;
	assert_int_equal(m.ntmpl, 2);
	assert_string_equal(m.tmpl[0], "/a\001/b\001/c\001/d4");
	assert_string_equal(m.tmpl[1], "/a\001/b\001/c\001/d5");
	assert_int_equal(*pathmap_find(&m, "/a1/b2/c3/d4"), 4);
	assert_int_equal(*pathmap_find(&m, "/a1/b2/c3/d5"), 5);
	assert_int_equal(*pathmap_find(&m, "/a9/b8/c7/d4"), 6);
	assert_null(pathmap_find(&m, "/a9/b8/c7/d5"));
	pathmap_free(&m, NULL);
}

/* A key of @n letters and then @tail, in a buffer of its own. */
static const char *letters(size_t n, const char *tail)
{
	static char key[4200];

	memset(key, 'a', n);
	strcpy(key + n, tail);
	return key;
}

/*
 * A key with the mark byte, or whose template is longer than a path can be
 * (4095 bytes), is not held.  4096 letters are not, 4095 are; 4093 letters
 * and "/7" make a template of 4095 bytes (held), 4094 letters and "/7" one
 * of 4096 (not); 4090 letters and "/65535", a key of 4096 bytes, make a
 * template of 4092 (held).
 */
static void test_keys_not_held(void **state)
{
	struct pathmap m = { 0 };

	(void)state;
	assert_null(pathmap_insert(&m, "/x/\001"));
	assert_null(pathmap_insert(&m, "/x\0017"));
	assert_null(pathmap_insert(&m, letters(4096, "")));
	assert_non_null(pathmap_insert(&m, letters(4095, "")));
	assert_non_null(pathmap_insert(&m, letters(4093, "/7")));
	assert_null(pathmap_insert(&m, letters(4094, "/7")));
	assert_non_null(pathmap_insert(&m, letters(4090, "/65535")));
	assert_null(pathmap_find(&m, "/x/\001"));
	assert_int_equal(m.used, 3);
	assert_int_equal(m.ntmpl, 3);
	assert_int_equal(*pathmap_find(&m, letters(4093, "/7")), 0);
	assert_null(pathmap_find(&m, letters(4093, "/8")));
	pathmap_free(&m, NULL);
}

static int32_t freed_sum;

static void add_val(int32_t v)
{
	freed_sum += v;
}

/* pathmap_free() passes each value once: 1 + 2 + ... + 100 = 5050. */
static void test_free_passes_each_value(void **state)
{
	struct pathmap m = { 0 };
	char key[32];

	(void)state;
	for (int i = 1; i <= 100; i++) {
		snprintf(key, sizeof(key), "/dev/cpu/%d/msr", i);
		*pathmap_insert(&m, key) = i;
	}
	assert_int_equal(m.cap, 256);			/* 100 > 96 that 128 hold */
	freed_sum = 0;
	pathmap_free(&m, add_val);
	assert_int_equal(freed_sum, 5050);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_slot_is_12_bytes),
		cmocka_unit_test(test_one_template_per_kind),
		cmocka_unit_test(test_numbers_printf_spells),
		cmocka_unit_test(test_fourth_number_stays),
		cmocka_unit_test(test_keys_not_held),
		cmocka_unit_test(test_free_passes_each_value),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
