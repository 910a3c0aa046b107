// SPDX-License-Identifier: GPL-2.0-only
/*
 * --calibrate-power's fit (sim/calfit.c) and part files (sim/part.c).
 * Truth for the fits: V = 600 mV + 150 mV/GHz x f, per core P = 1200 pF x f
 * x V^2 + 1.5 W x (V/1 V)^2, uncore 2 W, 4 cores, ratios 16..38 at 100 MHz.
 * By hand: V_top = 600 + 150 x 3.8 = 1170 mV; leak_w = 1.5 x 1.17^2 =
 * 2.05335 W; dyn_max_w = 1.2e-9 x 3.8e9 x 1.17^2 = 6.242184 W; slope =
 * 570 / 1170 = 0.487179...; V at 1.6 and 3.4 GHz 840 and 1110 mV.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim/calfit.h"
#include "sim/partfile.h"
#include "sim/sim_fit.h"

#define NSTEPS 23

static double truth_core_w(double ghz)
{
	double v = 0.6 + 0.15 * ghz;

	return 1.2e-9 * ghz * 1e9 * v * v + 1.5 * v * v;
}

static void steps(struct cal_step *s, int volts, int pp0)
{
	for (int i = 0; i < NSTEPS; i++) {
		double ghz = (16 + i) * 0.1, core = 4 * truth_core_w(ghz);

		s[i] = (struct cal_step){ .ratio = 16 + i, .khz = ghz * 1e6, .busy = 1.0, .pkg_w = core + 2.0,
					  .core_w = pp0 ? core : -1, .mv = volts ? 600 + 150 * ghz : 0 };
	}
}

static const struct gov_cpu part_cpu = { .min_pstate = 16, .max_pstate = 34, .max_pstate_physical = 34,
					 .turbo_pstate = 38, .bclk_khz = 100000 };

static void test_fit_with_volts(void **state)
{
	struct cal_step s[NSTEPS];
	struct cal_fit f;
	struct sim_power p;
	char err[200];

	(void)state;
	steps(s, 1, 1);
	assert_int_equal(cal_fit(s, NSTEPS, 4, 1, 3800000, &f, err, sizeof(err)), 0);
	assert_true(fabs(f.leak_w - 2.05335) < 1e-9);
	assert_true(fabs(f.dyn_max_w - 6.242184) < 1e-9);
	assert_true(fabs(f.uncore_w - 2.0) < 1e-9);
	assert_true(fabs(f.vtop_mv - 1170) < 1e-9);
	assert_true(fabs(f.slope - 570.0 / 1170) < 1e-12);
	assert_true(f.core_domain);
	cal_fit_power(&f, &part_cpu, &p);
	assert_int_equal(p.vmin_mv, 840);
	assert_int_equal(p.vbase_mv, 1110);
	assert_int_equal(p.vmax_mv, 1170);
	/* the simulation's busy core at P24 is the truth at 2.4 GHz */
	assert_true(fabs(sim_power_busy_w(&p, &part_cpu, 24) - truth_core_w(2.4)) < 1e-9);

	/* without PP0 the uncore comes out of the package fit */
	steps(s, 1, 0);
	assert_int_equal(cal_fit(s, NSTEPS, 4, 1, 3800000, &f, err, sizeof(err)), 0);
	assert_false(f.core_domain);
	assert_true(fabs(f.uncore_w - 2.0) < 1e-6);
	assert_true(fabs(f.leak_w - 2.05335) < 1e-6);
	assert_true(fabs(f.dyn_max_w - 6.242184) < 1e-6);
}

/* No voltage: the slope is searched; each P-state's total is fitted, whatever the split. */
static void test_fit_without_volts(void **state)
{
	struct cal_step s[NSTEPS];
	struct cal_fit f;
	struct sim_power p;
	char err[200];

	(void)state;
	steps(s, 0, 1);
	assert_int_equal(cal_fit(s, NSTEPS, 4, 1, 3800000, &f, err, sizeof(err)), 0);
	assert_true(f.vtop_mv == 0);
	cal_fit_power(&f, &part_cpu, &p);
	assert_int_equal(p.vmax_mv, 1000);
	for (int r = 16; r <= 38; r++)
		assert_true(fabs(sim_power_busy_w(&p, &part_cpu, r) - truth_core_w(r * 0.1)) < 0.01 * truth_core_w(r * 0.1));
}

/*
 * The searched slope stays in [0, 0.95] (sim/calfit.h) when the measurements fit one just outside
 * exactly: 3 W leakage and 3 W dynamic power a core at the top clock, v = 1 - slope x (1 - x) with
 * slope -0.003 or 0.953.  The scan (steps of 0.005) finds the edge best; the golden-section search
 * between the edge and the next scan point ends at the edge itself, where without the bound it
 * would find -0.003 or 0.953.
 */
static void test_fit_slope_bounds(void **state)
{
	static const double truth[] = { -0.003, 0.953 }, edge[] = { 0, 0.95 };
	struct cal_step s[NSTEPS];
	struct cal_fit f;
	char err[200];

	(void)state;
	for (int k = 0; k < 2; k++) {
		for (int i = 0; i < NSTEPS; i++) {
			double x = (16 + i) / 38.0, v = 1 - truth[k] * (1 - x);

			s[i] = (struct cal_step){ .ratio = 16 + i, .khz = (16 + i) * 1e5, .busy = 1.0, .mv = 0,
						  .core_w = 4 * (3 + 3 * x) * v * v };
			s[i].pkg_w = s[i].core_w + 2;
		}
		assert_int_equal(cal_fit(s, NSTEPS, 4, 1, 3800000, &f, err, sizeof(err)), 0);
		assert_true(fabs(f.slope - edge[k]) < 1e-9);
		assert_true(k ? f.slope <= edge[k] : f.slope >= edge[k]);
	}
}

static void test_fit_refusals(void **state)
{
	struct cal_step s[NSTEPS];
	struct cal_fit f;
	char err[200];

	(void)state;
	steps(s, 1, 1);
	assert_int_equal(cal_fit(s, 3, 4, 1, 3800000, &f, err, sizeof(err)), -22);
	assert_string_equal(err, "need at least 4 P-states that ran at different clocks (got 3)");
	/* ratios 35..38 all capped at the 4-core bin: one clock */
	for (int i = 19; i < NSTEPS; i++)
		s[i].khz = 3500000;
	assert_int_equal(cal_fit(s + 19, 4, 4, 1, 3800000, &f, err, sizeof(err)), -22);
	assert_string_equal(err, "need at least 4 P-states that ran at different clocks (got 1)");
	steps(s, 1, 1);
	s[5].busy = 0;
	assert_int_equal(cal_fit(s, NSTEPS, 4, 1, 3800000, &f, err, sizeof(err)), -22);
	assert_string_equal(err, "P-state 21: no busy time or no clock measured (busy 0.000, 2100000 kHz)");
	/* power falling as the clock rises: no C f V^2 */
	steps(s, 1, 1);
	for (int i = 0; i < NSTEPS; i++)
		s[i].core_w = 40 - i, s[i].pkg_w = 42 - i;
	assert_int_equal(cal_fit(s, NSTEPS, 4, 1, 3800000, &f, err, sizeof(err)), -22);
	assert_non_null(strstr(err, "does not describe these measurements"));
}

/* A named part written and read back is the same part. */
static void test_part_round_trip(void **state)
{
	const struct sim_part *p = sim_part_find("i7-2600k"), *skl = sim_part_find("skl-4c");
	struct sim_part_file back;
	char *buf = NULL, err[200];
	size_t len = 0;
	FILE *m = open_memstream(&buf, &len);

	(void)state;
	assert_int_equal(sim_part_write(p, "a comment\nof two lines", m), 0);
	fclose(m);
	assert_non_null(strstr(buf, "# a comment\n# of two lines\npart i7-2600k\n"));
	assert_non_null(strstr(buf, "\nfreq_table acpi\nlatency_us 10\nvolts 950 1100 1350\n"));
	assert_int_equal(sim_part_parse(buf, &back, err, sizeof(err)), 0);
	assert_string_equal(back.part.name, "i7-2600k");
	assert_int_equal(back.part.domain_cores, 4);
	assert_memory_equal(&back.part.cpu, &p->cpu, sizeof(p->cpu));
	assert_memory_equal(back.part.trl, p->trl, sizeof(p->trl));
	assert_int_equal(back.part.power.ncstates, 3);
	assert_string_equal(back.part.power.cstate[2].name, "C6");
	assert_int_equal(back.part.power.cstate[1].residency_us, 211);
	assert_true(back.part.power.cstate[1].leak_frac == 0.5);
	/* the fitted constants (make sim-fit) come back as written, to the six decimals a file keeps */
	assert_true(back.part.power.leak_w == SIM_FIT_I7_2600K_LEAK_W && back.part.power.dyn_max_w == SIM_FIT_I7_2600K_DYN_MAX_W &&
		    back.part.power.uncore_w == SIM_FIT_I7_2600K_UNCORE_W &&
		    back.part.power.poll_frac == SIM_FIT_I7_2600K_POLL_FRAC);
	assert_int_equal(back.part.hwp.highest, 0);
	free(buf);
	/* a part with HWP keeps its capabilities */
	buf = NULL;
	m = open_memstream(&buf, &len);
	assert_int_equal(sim_part_write(skl, NULL, m), 0);
	fclose(m);
	assert_non_null(strstr(buf, "\nhwp 42 40 8 8\n"));
	assert_int_equal(sim_part_parse(buf, &back, err, sizeof(err)), 0);
	assert_memory_equal(&back.part.hwp, &skl->hwp, sizeof(skl->hwp));
	free(buf);
}

static void expect_bad(const char *text, const char *want)
{
	struct sim_part_file out;
	char err[200] = "";

	assert_int_equal(sim_part_parse(text, &out, err, sizeof(err)), -22);
	assert_string_equal(err, want);
}

#define GOOD "part x\npstates 16 34 34 38\nbclk_khz 100000\nvolts 800 1000 1200\nleak_w 1\ndyn_max_w 5\nuncore_w 2\n"

static void test_part_errors(void **state)
{
	struct sim_part_file out;
	char err[200], big[400];

	(void)state;
	assert_int_equal(sim_part_parse(GOOD, &out, err, sizeof(err)), 0);
	assert_int_equal(out.part.cores, 1);
	assert_int_equal(out.part.power.transition_us, 20);
	expect_bad(GOOD "colour blue\n", "line 8: unknown key 'colour'");
	expect_bad(GOOD "leak_w 2\n", "line 8: leak_w given twice");
	expect_bad("part x\nbclk_khz 100000\nvolts 800 1000 1200\nleak_w 1\ndyn_max_w 5\nuncore_w 2\n", "missing pstates");
	expect_bad("part x\npstates 16 34 34\n", "line 2: bad pstates '16 34 34'");
	expect_bad("part x\npstates 40 34 34 38\nbclk_khz 100000\nvolts 800 1000 1200\nleak_w 1\ndyn_max_w 5\nuncore_w 2\n",
		   "bad pstates (need 0 < MIN <= MAX <= TURBO < 64, MIN <= PHYS <= TURBO)");
	expect_bad("part x\nvolts 1000 800 1200\n", "line 2: bad volts '1000 800 1200'");
	expect_bad("part x\nleak_w -1\n", "line 2: bad leak_w '-1'");
	expect_bad("part x\nleak_w nan\n", "line 2: bad leak_w 'nan'");
	expect_bad("part x\nuncore_w 2 W\n", "line 2: bad uncore_w '2 W'");
	expect_bad("part two words\n", "line 1: bad part 'two words'");
	expect_bad("part x\nfreq_table sorted\n", "line 2: bad freq_table 'sorted'");
	expect_bad("part x\ndomain_cores 9\n", "line 2: bad domain_cores '9'");
	expect_bad(GOOD "cores 2\ndomain_cores 4\n", "bad domain_cores (at most cores)");
	expect_bad(GOOD "cstate C1 2 2 1\ncstate C3 80 211 0.5\ncstate C6 104 345 0\ncstate C7 200 800 0\ncstate C8 300 900 0\n",
		   "line 12: bad cstate 'C8 300 900 0'");
	expect_bad("part x\ncstate C1 2 2 1.5\n", "line 2: bad cstate 'C1 2 2 1.5'");
	expect_bad("part x\nhwp 40 42 8 8\n", "line 2: bad hwp '40 42 8 8'");
	expect_bad("part x\ntrl 38 37 36 35 34 33 32 31 30\n", "line 2: bad trl '38 37 36 35 34 33 32 31 30'");
	memset(big, 'a', sizeof(big) - 1);
	big[sizeof(big) - 1] = '\0';
	expect_bad(big, "line 1: longer than 255 characters");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fit_with_volts),
		cmocka_unit_test(test_fit_without_volts),
		cmocka_unit_test(test_fit_slope_bounds),
		cmocka_unit_test(test_fit_refusals),
		cmocka_unit_test(test_part_round_trip),
		cmocka_unit_test(test_part_errors),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
