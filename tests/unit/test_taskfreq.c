// SPDX-License-Identifier: GPL-2.0-only
/*
 * A command's own frequency (decode/taskfreq.c) from counts worked by hand:
 * Bzy_MHz = TSC_MHz * cycles / reference cycles, busy CPUs = reference
 * cycles / (TSC rate * seconds), IPC = instructions / cycles.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "decode/taskfreq.h"

static void test_taskfreq_values(void **state)
{
	/* a 3400 MHz TSC over 2 s: one CPU busy throughout counts 6.8e9 reference cycles */
	struct task_counts c = { .cycles_ok = true, .ref_ok = true, .instr_ok = true,
				 .cycles = 9100000000ull, .ref = 10200000000ull, .instr = 4550000000ull };
	struct task_freq f;

	(void)state;
	taskfreq_derive(&c, 3400, 2, &f);
	assert_true(f.bzy_ok && f.busy_ok && f.ipc_ok);
	assert_true(f.bzy_mhz > 3033.33 && f.bzy_mhz < 3033.34);	/* 3400 * 9.1 / 10.2 = 3033.33 */
	assert_true(f.busy_cpus > 1.4999 && f.busy_cpus < 1.5001);	/* 10.2e9 / 6.8e9 = 1.5 */
	assert_true(f.ipc > 0.4999 && f.ipc < 0.5001);			/* 4.55 / 9.1 = 0.5 */
}

/* Missing parts leave their value out, never a guess. */
static void test_taskfreq_missing(void **state)
{
	struct task_counts c = { .cycles_ok = true, .cycles = 100, .instr_ok = true, .instr = 50 };
	struct task_freq f;

	(void)state;
	taskfreq_derive(&c, 3400, 1, &f);	/* no reference cycles */
	assert_false(f.bzy_ok);
	assert_false(f.busy_ok);
	assert_true(f.ipc_ok);
	c.ref_ok = true;
	c.ref = 200;
	taskfreq_derive(&c, 0, 1, &f);		/* TSC rate unknown */
	assert_false(f.bzy_ok);
	assert_false(f.busy_ok);
	c.cycles = 0;				/* nothing ran: no IPC */
	taskfreq_derive(&c, 3400, 1, &f);
	assert_false(f.ipc_ok);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_taskfreq_values),
		cmocka_unit_test(test_taskfreq_missing),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
