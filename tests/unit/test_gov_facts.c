// SPDX-License-Identifier: GPL-2.0-only
/*
 * gov_cpu_from_facts() on the recorded fixtures (the fixtures in tests/recordings):
 * the P-state facts a governor sees, and a simulation on a recording.
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

#include "decode/facts.h"
#include "gov/cpu.h"
#include "hw.h"
#include "measure/facts_read.h"
#include "sim/simulate.h"

static int facts_of(const char *rec, struct gov_cpu *out)
{
	static struct regset rs;
	static struct cpu_facts f;
	char err[200];
	struct hw *hw = hw_replay_open(rec, err, sizeof(err));

	assert_non_null(hw);
	assert_int_equal(facts_read(hw, 0, &rs, &f), 0);
	hw->ops->close(hw);
	return gov_cpu_from_facts(&f, out);
}

/* snb-client.rec: 0xCE 0x0000100000002200 -> min 16, base 34; 0x1AD 0x23242526 -> 1C 38; ratio 35*1024/34 = 1054 */
static void test_snb(void **state)
{
	struct gov_cpu c;

	(void)state;
	assert_int_equal(facts_of("tests/recordings/snb-client.rec", &c), 0);
	assert_int_equal(c.min_pstate, 16);
	assert_int_equal(c.max_pstate, 34);
	assert_int_equal(c.max_pstate_physical, 34);
	assert_int_equal(c.turbo_pstate, 38);
	assert_int_equal(c.bclk_khz, 100000);
	assert_int_equal(c.fi_ratio, 1054);
	assert_int_equal(c.aperf_mperf_shift, 0);
	assert_int_equal(c.no_turbo, 0);
}

/* knm7255.rec: 0xCE 0x00000A0000000B00 -> min 10, base 11; 0x1AD bucket 0 ratio 0x0C = 12; MPERF x1024 */
static void test_knm(void **state)
{
	struct gov_cpu c;

	(void)state;
	assert_int_equal(facts_of("tests/recordings/knm7255.rec", &c), 0);
	assert_int_equal(c.min_pstate, 10);
	assert_int_equal(c.max_pstate_physical, 11);
	assert_int_equal(c.turbo_pstate, 12);
	assert_int_equal(c.aperf_mperf_shift, 10);
}

/*
 * epyc-zen2.rec: no CPPC MSRs (Zen 2); ACPI _CPC in acpi_cppc/ -> highest 138, nominal 120, lnl 60, lowest 20;
 * the governors take the firmware's highest_perf (the kernel's hard-coded Zen 2 numerator 166 is
 * only frequency invariance's); nominal 3 400 000 kHz (P0 FID 136 / DID 8).  P-states are perf
 * levels: 138 -> 3400000 * 138 / 120 = 3 910 000 kHz.
 */
static void test_epyc(void **state)
{
	struct gov_cpu c;

	(void)state;
	assert_int_equal(facts_of("tests/recordings/epyc-zen2.rec", &c), 0);
	assert_int_equal(c.bclk_khz, 0);
	assert_int_equal(c.highest_perf, 138);
	assert_int_equal(c.nominal_perf, 120);
	assert_int_equal(c.lowest_nonlinear_perf, 60);
	assert_int_equal(c.lowest_perf, 20);
	assert_int_equal(c.nominal_khz, 3400000);
	assert_int_equal(gov_pstate_khz(&c, 138), 3910000);
}

/* A VM without MSRs gives the drivers nothing to work with. */
static void test_vm_nomsr(void **state)
{
	struct gov_cpu c;

	(void)state;
	assert_int_equal(facts_of("tests/recordings/vm-nomsr.config.rec", &c), -ENODATA);
}

/* The simulation accepts recorded facts: performance on steady runs at 1C turbo 3.8 GHz. */
static void test_simulate_recording(void **state)
{
	struct gov_cpu c;
	const char *specs[1] = { "performance" };
	char *obuf = NULL, err[200] = "";
	size_t olen = 0;
	FILE *o = open_memstream(&obuf, &olen);

	struct sim_request rq = { .workload = "steady", .specs = specs, .nspecs = 1, .from_recording = &c,
				  .seconds = 1, .json = 1 };

	(void)state;
	assert_int_equal(facts_of("tests/recordings/snb-client.rec", &c), 0);
	assert_int_equal(gov_simulate_main(&rq, o, err, sizeof(err)), 0);
	fclose(o);
	/* the start (4 ms at 1.6 GHz) falls in the 1 s warm-up: 1 s at 3.8 GHz = 3.8e9 cycles */
	assert_non_null(strstr(obuf, "\"part\": \"recording\""));
	assert_non_null(strstr(obuf, "\"work_gcycles\": 3.800,"));
	free(obuf);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_snb),
		cmocka_unit_test(test_knm),
		cmocka_unit_test(test_epyc),
		cmocka_unit_test(test_vm_nomsr),
		cmocka_unit_test(test_simulate_recording),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
