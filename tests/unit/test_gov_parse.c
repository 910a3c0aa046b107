// SPDX-License-Identifier: GPL-2.0-only
/* --governor parsing and listing (gov/registry.c), parameters and advisory mode (gov/gov.c). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gov/gov.h"

static void expect_error(const char *spec, const char *want)
{
	struct gov_inst g;
	char err[200] = "";

	assert_int_equal(gov_parse(spec, &g, err, sizeof(err)), -22);
	assert_string_equal(err, want);
}

static void test_parse_errors(void **state)
{
	(void)state;
	expect_error("pidd", "unknown governor 'pidd' (see --governor list); did you mean 'pid'?");
	expect_error("", "unknown governor '' (see --governor list)");
	expect_error("pid:hold=3", "governor pid: unknown parameter 'hold' (see --governor list); did you mean 'holdoff'?");
	expect_error("pid:holdoff=0", "governor pid: holdoff=0 out of range 1..1000");
	expect_error("pid:setpoint=101", "governor pid: setpoint=101 out of range 1..100");
	expect_error("pid:holdoff=12x", "governor pid: bad value '12x' for holdoff (an integer)");
	expect_error("pid:holdoff=", "governor pid: bad value '' for holdoff");
	expect_error("pid:holdoff", "governor pid: expected name=value, got 'holdoff'");
	expect_error("pid:holdoff=12,", "governor pid: expected name=value, got ''");
	expect_error("performance:x=1", "governor performance: unknown parameter 'x' (see --governor list)");
	expect_error("schedutil:rate_limit_us=1000,invariant=2", "governor schedutil: invariant=2 out of range 0..1");
	/* cpufreq_conservative.c has no io_is_busy tunable */
	/* store_sampling_rate(): no less than two ticks; the default -1 may be written out */
	expect_error("ondemand:sampling_rate_us=7999", "governor ondemand: sampling_rate_us=7999 out of range 8000..10000000 or -1");
	expect_error("schedutil:rate_limit_us=-2", "governor schedutil: rate_limit_us=-2 out of range 0..1000000 or -1");
	expect_error("conservative:io_is_busy=1", "governor conservative: unknown parameter 'io_is_busy' (see --governor list)");
	expect_error("pstate:kernel=4", "bad kernel '4' (a version such as 4.15 or 6.12)");
	expect_error("pstate:kernel=4.", "bad kernel '4.' (a version such as 4.15 or 6.12)");
	expect_error("pstate:kernel=2.6", "bad kernel '2.6' (a version such as 4.15 or 6.12)");
	expect_error("pstate:kernel=10.1", "bad kernel '10.1' (a version such as 4.15 or 6.12)");
	expect_error("pstate:kernel=4.150", "bad kernel '4.150' (a version such as 4.15 or 6.12)");
	expect_error("pstate:kernel=4.1x", "bad kernel '4.1x' (a version such as 4.15 or 6.12)");
}

/* kernel=X.Y as 100 X + Y, next to the governor's own parameters. */
static void test_parse_kernel(void **state)
{
	struct gov_inst g;
	char err[200];

	(void)state;
	assert_int_equal(gov_parse("pstate:kernel=4.14,max_perf_pct=60", &g, err, sizeof(err)), 0);
	assert_int_equal(g.kver, 414);
	assert_int_equal(gov_param(&g, "max_perf_pct"), 60);
	assert_int_equal(gov_parse("schedutil:driver=acpi-cpufreq,kernel=6.12", &g, err, sizeof(err)), 0);
	assert_int_equal(g.kver, 612);
	assert_int_equal(gov_parse("schedutil", &g, err, sizeof(err)), 0);
	assert_int_equal(g.kver, 0);
	assert_int_equal(gov_param(&g, "rate_limit_us"), -1);
	assert_int_equal(gov_parse("ondemand:sampling_rate_us=-1,io_is_busy=-1", &g, err, sizeof(err)), 0);
}

static void test_parse_defaults_and_values(void **state)
{
	struct gov_inst g;
	char err[200];

	(void)state;
	assert_int_equal(gov_parse("pid", &g, err, sizeof(err)), 0);
	assert_int_equal(gov_param(&g, "holdoff"), 3);
	assert_int_equal(gov_param(&g, "setpoint"), 97);
	assert_int_equal(gov_param(&g, "p"), 20);
	assert_int_equal(gov_param(&g, "i"), 0);
	assert_int_equal(gov_param(&g, "d"), 0);
	assert_int_equal(gov_parse("pid:holdoff=12,setpoint=97", &g, err, sizeof(err)), 0);
	assert_int_equal(gov_param(&g, "holdoff"), 12);
	assert_string_equal(g.spec, "pid:holdoff=12,setpoint=97");
	assert_int_equal(gov_parse("pid-atom", &g, err, sizeof(err)), 0);
	assert_int_equal(gov_param(&g, "setpoint"), 60);
	assert_int_equal(gov_param(&g, "p"), 14);
	assert_int_equal(gov_param(&g, "i"), 4);
}

static void test_list(void **state)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	(void)state;
	gov_list_print(f);
	fclose(f);
	for (size_t i = 0; i < gov_count(); i++) {
		char line[64];

		snprintf(line, sizeof(line), "\n%-13s ", gov_at(i)->name);
		assert_non_null(strstr(buf, line));
	}
	assert_non_null(strstr(buf, "\n    holdoff=3 "));
	assert_non_null(strstr(buf, "\n    rate_limit_us=1000 "));
	free(buf);
}

/*
 * Advisory mode on Doug Smythies' sample (linux-pm list, intel_pstate traces): the decision and
 * the trace line a --governor-trace column would show.
 */
static void test_advise_trace(void **state)
{
	struct gov_cpu cpu = { .min_pstate = 16, .max_pstate = 34, .max_pstate_physical = 34, .turbo_pstate = 38,
			       .bclk_khz = 100000 };
	struct gov_sample s = { .aperf = 55097, .mperf = 52039, .tsc = 335265689, .duration_us = 98293 };
	struct gov_inst g;
	struct gov_state st;
	struct gov_decision d;
	char err[200], line[256];

	(void)state;
	assert_int_equal(gov_parse("pid", &g, err, sizeof(err)), 0);
	gov_state_init(&g, &st, &cpu);
	assert_int_equal(st.cur_pstate, 16);
	gov_state_set_current(&st, &cpu, 25);
	assert_int_equal(st.cur_khz, 2500000);
	assert_int_equal(gov_advise(&g, &st, &cpu, &s, &d), 1);
	assert_int_equal(d.pstate, 16);
	assert_int_equal(d.khz, 1600000);
	gov_trace_format(&d, line, sizeof(line));
	assert_string_equal(line, "core_pct=27104 busy=36844 ratio=26 scaled=3741 err=21091 pterm=4201 "
				  "iterm=0 dterm=0 pid=16 target=9");
	/* MPERF that did not move is refused, as the kernel skips such a sample */
	s.mperf = 0;
	assert_int_equal(gov_advise(&g, &st, &cpu, &s, &d), -22);
}

/*
 * util and idle from counters (aperfmperf.c scale_freq_tick()): i7-2600K ratio 1054,
 * 1.6e6 aperf / 3.4e6 mperf over a 3.4e6 TSC (fully busy): freq_scale
 * (1.6e6 << 20)/(3.4e6*1054) = 468, util_raw 1024, util 468.
 */
static void test_derive(void **state)
{
	struct gov_cpu cpu = { .min_pstate = 16, .max_pstate = 34, .max_pstate_physical = 34, .turbo_pstate = 38,
			       .bclk_khz = 100000, .fi_ratio = 1054 };
	struct gov_sample s = { .aperf = 1600000, .mperf = 3400000, .tsc = 3400000, .duration_us = 1000 };

	(void)state;
	gov_sample_derive(&cpu, &s);
	assert_int_equal(s.util_raw, 1024);
	assert_int_equal(s.util, 468);
	assert_int_equal(s.idle_us, 0);
	/* half busy: util_raw 512, util 512*468>>10 = 234, idle 500 us */
	s = (struct gov_sample){ .aperf = 800000, .mperf = 1700000, .tsc = 3400000, .duration_us = 1000 };
	gov_sample_derive(&cpu, &s);
	assert_int_equal(s.util_raw, 512);
	assert_int_equal(s.util, 234);
	assert_int_equal(s.idle_us, 500);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse_errors),
		cmocka_unit_test(test_parse_defaults_and_values),
		cmocka_unit_test(test_parse_kernel),
		cmocka_unit_test(test_list),
		cmocka_unit_test(test_advise_trace),
		cmocka_unit_test(test_derive),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
