// SPDX-License-Identifier: GPL-2.0-only
/*
 * msr/recfmt.c: the key text of each kind of recording line, as the
 * recording format writes it (man/turbostat-ng.8, RECORDING FORMAT): a
 * decimal CPU or node, lowercase hex with 0x for a register, leaf or
 * address; and a buffer too short cuts the key as snprintf does.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <string.h>

#include "msr/recfmt.h"

static void test_keys(void **state)
{
	char k[64];

	(void)state;
	recfmt_key_msr(k, sizeof(k), 0, 0xE7);
	assert_string_equal(k, "msr 0 0xe7");
	recfmt_key_msr(k, sizeof(k), 255, 0xC0010299);
	assert_string_equal(k, "msr 255 0xc0010299");
	recfmt_key_msr(k, sizeof(k), 2147483647, 0xffffffff);
	assert_string_equal(k, "msr 2147483647 0xffffffff");
	recfmt_key_msr(k, sizeof(k), -1, 0);
	assert_string_equal(k, "msr -1 0x0");
	recfmt_key_msr(k, sizeof(k), -2147483647 - 1, 0x10);
	assert_string_equal(k, "msr -2147483648 0x10");
	recfmt_key_cpuid(k, sizeof(k), 3, 0x80000008, 0);
	assert_string_equal(k, "cpuid 3 0x80000008 0x0");
	recfmt_key_tsc(k, sizeof(k), 10);
	assert_string_equal(k, "tsc 10");
	recfmt_key_time(k, sizeof(k), 7, 0);
	assert_string_equal(k, "time 7 begin");
	recfmt_key_time(k, sizeof(k), 7, 1);
	assert_string_equal(k, "time 7 end");
	recfmt_key_perf(k, sizeof(k), 1, "cstate_core/c6-residency/");
	assert_string_equal(k, "perf 1 cstate_core/c6-residency/");
	recfmt_key_file(k, sizeof(k), "/proc/stat");
	assert_string_equal(k, "file /proc/stat");
	recfmt_key_smn(k, sizeof(k), 1, 0x59800);
	assert_string_equal(k, "smn 1 0x59800");
	recfmt_key_pmt(k, sizeof(k), "/sys/class/intel_pmt/telem1/telem", 18446744073709551615ull);
	assert_string_equal(k, "pmt /sys/class/intel_pmt/telem1/telem 18446744073709551615");
	recfmt_key_pmt(k, sizeof(k), "/t", 0);
	assert_string_equal(k, "pmt /t 0");
}

static void test_keys_cut_to_the_buffer(void **state)
{
	char k[8];

	(void)state;
	memset(k, 'x', sizeof(k));
	recfmt_key_msr(k, 8, 12, 0x1A2);	/* "msr 12 0x1a2": 7 characters and the NUL fit */
	assert_string_equal(k, "msr 12 ");
	recfmt_key_file(k, 6, "/sys/x");
	assert_string_equal(k, "file ");
	recfmt_key_smn(k, 1, 0, 0);
	assert_string_equal(k, "");
	k[0] = 'x';
	recfmt_key_tsc(k, 0, 5);	/* no room at all: nothing written */
	assert_int_equal(k[0], 'x');
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_keys),
		cmocka_unit_test(test_keys_cut_to_the_buffer),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
