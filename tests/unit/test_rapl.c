// SPDX-License-Identifier: GPL-2.0-only
/*
 * RAPL units and 64-bit sums against tests/vectors/rapl.vec, and the energy
 * polls through a whole session on a replayed recording whose package
 * counter wraps more than once inside one interval.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>

#include "decode/plan.h"
#include "decode/rapl.h"
#include "measure/session.h"
#include "msr/sample.h"
#include "vec.h"

static int rapl_ident(const char *s, struct cpu_ident *id)
{
	char vendor[8];
	int fam, model;

	memset(id, 0, sizeof(*id));
	if (sscanf(s, "%7[a-z]:%i:%i", vendor, &fam, &model) != 3 || fam < 0 || model < 0)
		return -EINVAL;
	if (!strcmp(vendor, "intel"))
		id->vendor = VENDOR_INTEL;
	else if (!strcmp(vendor, "amd"))
		id->vendor = VENDOR_AMD;
	else
		return -EINVAL;
	id->family = (unsigned)fam;
	id->model = (unsigned)model;
	id->has_amd_rapl = id->vendor == VENDOR_AMD;
	id->has_turbo = 1;
	return 0;
}

static int near(double got, double want, double tol)
{
	return fabs(got - want) <= tol;
}

static int rapl_check_units(const struct vec_case *c, char *why, size_t len)
{
	struct regset rs;
	struct cpu_ident id;
	struct rapl_info ri;

	regset_init(&rs, 0);
	if (c->nin < 2 || rapl_ident(c->in[1], &id) || vec_regs(&rs, c, 2) != c->nin)
		return snprintf(why, len, "bad inputs"), -1;
	rapl_decode(&rs, id.vendor, platform_lookup(&id), &ri);
	for (int i = 0; i < c->nout; i++) {
		char key[16];
		double want, got;
		int n = 0;

		if (sscanf(c->out[i], "%15[a-z_]=%lf%n", key, &want, &n) != 2 || c->out[i][n])
			return snprintf(why, len, "bad expected token '%s'", c->out[i]), -1;
		if (!strcmp(key, "ok"))
			got = ri.ok;
		else if (!strcmp(key, "power_w"))
			got = ri.power_w;
		else if (!strcmp(key, "energy_j"))
			got = ri.energy_j;
		else if (!strcmp(key, "dram_j"))
			got = ri.dram_j;
		else if (!strcmp(key, "psys_j"))
			got = ri.psys_j;
		else if (!strcmp(key, "time_s"))
			got = ri.time_s;
		else if (!strcmp(key, "tdp_w"))
			got = ri.tdp_w;
		else if (!strcmp(key, "fallback"))
			got = ri.tdp_fallback;
		else if (!strcmp(key, "range_s"))
			got = ri.range_s;
		else
			return snprintf(why, len, "unknown key '%s'", key), -1;
		if (!near(got, want, !strcmp(key, "range_s") ? 0.01 : fabs(want) * 1e-9))
			return snprintf(why, len, "%s = %.12g, want %.12g", key, got, want), -1;
	}
	return 0;
}

static int rapl_check_acc(const struct vec_case *c, char *why, size_t len)
{
	struct plan p = { 0 };
	struct cpu_snap cpu = { 0 };
	struct topo_cpu one = { .first_in_core = 1, .first_in_pkg = 1 };
	struct topology topo = { .n = 1, .cpu = &one, .ncore = 1, .npkg = 1, .max_cpu = 1 };
	struct snapshot now = { .n = 1, .cpu = &cpu };
	struct raw_last last = { 0 };
	struct raw_sums last_sum = { 0 }, now_sum;
	int k = raw_defs[RAW_E_PKG].accumulate - 1;
	uint64_t want, mod = 0, raw;
	unsigned bits = 64;

	if (c->nin != 5 || c->nout != 1 || vec_u64(c->out[0], &want))
		return snprintf(why, len, "bad case"), -1;
	if (!strncmp(c->in[1], "mod:", 4) ? vec_u64(c->in[1] + 4, &mod) : vec_uint(c->in[1], &bits))
		return snprintf(why, len, "bad width"), -1;
	p.src[RAW_E_PKG] = (struct raw_source){ .kind = SRC_MSR, .scope = RSCOPE_PKG, .bits = bits, .modulus = mod,
						.scale = 1 };
	assert_int_equal(snapshot_layout(&now, &p, &topo), 0);
	if (vec_u64(c->in[2], &raw) || (last.v[k].v = raw, vec_u64(c->in[4], &raw)))
		return free(now.val), snprintf(why, len, "bad raw value"), -1;
	snap_at(&now, 0, RAW_E_PKG)->v = raw;	/* packed: no pointer to a member */
	if (strcmp(c->in[3], "-")) {
		if (vec_u64(c->in[3], &last_sum.v[k]))
			return snprintf(why, len, "bad sum"), -1;
		last_sum.ok[k] = 1;
	}
	struct sum_rows sr;

	rapl_sum_rows(raw_defs, &p, &topo, &sr);
	assert_int_equal(sr.n, 1);
	assert_int_equal(rapl_sum_at(raw_defs, &p, &sr, &now, 0, RAW_E_PKG), 0);
	rapl_accumulate(raw_defs, &p, &sr, &last, &last_sum, &now, 0, &now_sum);
	free(now.val);
	if (!now_sum.ok[k] || now_sum.v[k] != want)
		return snprintf(why, len, "sum 0x%llx, want 0x%llx", (unsigned long long)now_sum.v[k],
				(unsigned long long)want), -1;
	return 0;
}

static int rapl_check(const struct vec_case *c, char *why, size_t len)
{
	if (!strcmp(c->in[0], "units"))
		return rapl_check_units(c, why, len);
	if (!strcmp(c->in[0], "acc"))
		return rapl_check_acc(c, why, len);
	return snprintf(why, len, "unknown case kind '%s'", c->in[0]), -1;
}

/*
 * The sums are kept a set a row, not a set a CPU.  8 CPUs, 2 packages of 2
 * cores of 2 threads (CPU i: core i / 2, package i / 4), a plan accumulating
 * two package counters and AMD's core energy: no CPU sets; 4 core sets
 * (0..3), then 2 package sets (4, 5); 6 in all where a set a CPU was 8.
 * Only a core's first thread and a package's first CPU have a set.
 */
static void test_rapl_sum_rows(void **state)
{
	struct topo_cpu cpu[8];
	struct cpu_snap cs[8] = { 0 };
	struct topology topo = { .n = 8, .cpu = cpu, .ncore = 4, .npkg = 2, .max_cpu = 8 };
	struct snapshot now = { .n = 8, .cpu = cs };
	struct plan p = { 0 };
	struct sum_rows sr;
	struct raw_last last[6] = { 0 };
	struct raw_sums sums[6] = { 0 };
	int k = raw_defs[RAW_E_PKG].accumulate - 1;

	(void)state;
	for (int i = 0; i < 8; i++)
		cpu[i] = (struct topo_cpu){ .cpu = i, .core_idx = i / 2, .pkg_idx = i / 4, .first_in_core = i % 2 == 0,
					    .first_in_pkg = i % 4 == 0 };
	p.src[RAW_E_PKG] = (struct raw_source){ .kind = SRC_MSR, .scope = RSCOPE_PKG, .bits = 32, .scale = 1 };
	p.src[RAW_E_RAM] = (struct raw_source){ .kind = SRC_MSR, .scope = RSCOPE_PKG, .bits = 32, .scale = 1 };
	p.src[RAW_E_CORE_AMD] = (struct raw_source){ .kind = SRC_MSR, .scope = RSCOPE_CORE, .bits = 32, .scale = 1 };
	p.src[RAW_TSC] = (struct raw_source){ .kind = SRC_MSR, .scope = RSCOPE_CPU, .bits = 64, .scale = 1 };
	rapl_sum_rows(raw_defs, &p, &topo, &sr);
	assert_int_equal(sr.base[RSCOPE_CPU], -1);
	assert_int_equal(sr.base[RSCOPE_CORE], 0);
	assert_int_equal(sr.rows[RSCOPE_CORE], 4);
	assert_int_equal(sr.base[RSCOPE_PKG], 4);
	assert_int_equal(sr.rows[RSCOPE_PKG], 2);
	assert_int_equal(sr.n, 6);
	assert_int_equal(snapshot_layout(&now, &p, &topo), 0);
	assert_int_equal(rapl_sum_at(raw_defs, &p, &sr, &now, 0, RAW_E_CORE_AMD), 0);
	assert_int_equal(rapl_sum_at(raw_defs, &p, &sr, &now, 0, RAW_E_PKG), 4);
	assert_int_equal(rapl_sum_at(raw_defs, &p, &sr, &now, 1, RAW_E_CORE_AMD), -1);
	assert_int_equal(rapl_sum_at(raw_defs, &p, &sr, &now, 1, RAW_E_PKG), -1);
	assert_int_equal(rapl_sum_at(raw_defs, &p, &sr, &now, 2, RAW_E_CORE_AMD), 1);
	assert_int_equal(rapl_sum_at(raw_defs, &p, &sr, &now, 2, RAW_E_RAM), -1);
	assert_int_equal(rapl_sum_at(raw_defs, &p, &sr, &now, 4, RAW_E_RAM), 5);
	assert_int_equal(rapl_sum_at(raw_defs, &p, &sr, &now, 6, RAW_E_CORE_AMD), 3);
	assert_int_equal(rapl_sum_at(raw_defs, &p, &sr, &now, 0, RAW_TSC), -1);	/* not accumulated */
	/* package 1's energy through a 32-bit wrap: 0xFFFFFFF0, then 0x10 is 0x20 more */
	snap_at(&now, 4, RAW_E_PKG)->v = 0xFFFFFFF0;
	for (int i = 0; i < 8; i++)
		rapl_accumulate(raw_defs, &p, &sr, last, sums, &now, i, sums);
	snap_at(&now, 4, RAW_E_PKG)->v = 0x10;
	for (int i = 0; i < 8; i++)
		rapl_accumulate(raw_defs, &p, &sr, last, sums, &now, i, sums);
	free(now.val);
	assert_true(sums[5].ok[k]);
	assert_true(sums[5].v[k] == 0x100000010ull);
	assert_true(sums[4].ok[k]);	/* package 0 read 0 twice */
	assert_true(sums[4].v[k] == 0);
	assert_false(sums[0].ok[k]);	/* a core's set holds no package counter */
}

static void test_rapl_vectors(void **state)
{
	int n, failures = vec_run("tests/vectors/rapl.vec", rapl_check, &n);

	(void)state;
	assert_int_equal(failures, 0);
	assert_true(n >= 14);
}

/*
 * The plan: MSR energy scaled by the units (i7-4770: PKG 2^-14 J; SKX: DRAM
 * 15.3 uJ, PERF_STATUS 2^-10 s); with the unit register unreadable the energy
 * falls back to perf and the throttle counters (no perf event) are not read.
 */
static void test_rapl_plan(void **state)
{
	struct cpu_ident hsw = { .vendor = VENDOR_INTEL, .family = 6, .model = 0x3C, .has_turbo = 1 };
	struct cpu_ident skx = { .vendor = VENDOR_INTEL, .family = 6, .model = 0x55, .has_turbo = 1 };
	struct rapl_info ri = { .ok = 1, .energy_j = 1.0 / 16384, .dram_j = 15.3e-6, .psys_j = 1.0 / 16384,
				.time_s = 1.0 / 1024 };
	struct plan_inputs in = { .defs = raw_defs, .pf = platform_lookup(&hsw), .id = &hsw, .msr_ok = 1,
				  .perf_ok = 1, .rapl = &ri };
	struct probe_result got = { 0 };
	struct probe_request req;
	struct plan p;
	rawset all;

	(void)state;
	memset(&all, 0xff, sizeof(all));
	plan_build(&in, &all, &got, &p);
	assert_int_equal(p.src[RAW_E_PKG].kind, SRC_MSR);
	assert_int_equal(p.src[RAW_E_PKG].msr, 0x611);
	assert_true(p.src[RAW_E_PKG].scale == 1.0 / 16384);
	/* HSW client: no DRAM domain, and no MSR_PKG_PERF_STATUS (turbostat hsw_features: RAPL_PKG, not RAPL_PKG_ALL) */
	assert_int_equal(p.src[RAW_E_RAM].kind, SRC_NONE);
	assert_int_equal(p.src[RAW_PKG_THROTTLE].kind, SRC_NONE);
	in.pf = platform_lookup(&skx);
	in.id = &skx;
	plan_build(&in, &all, &got, &p);
	assert_true(p.src[RAW_E_RAM].scale == 15.3e-6);
	assert_true(p.src[RAW_PKG_THROTTLE].scale == 1.0 / 1024);
	ri.ok = 0;
	/* the plan first asks for the perf event's scale (events/energy-pkg.scale, 2^-32 J on Intel) */
	assert_int_equal(plan_probe_request(&in, &all, &got, &req, &p), 1);
	assert_string_equal(req.perf_scale[RAW_E_PKG], "power/energy-pkg");
	got.asked_perf[RAW_E_PKG] = true;
	got.perf_scale[RAW_E_PKG] = 0x1p-32;
	plan_build(&in, &all, &got, &p);
	assert_int_equal(p.src[RAW_E_PKG].kind, SRC_PERF);
	assert_string_equal(p.src[RAW_E_PKG].perf, "power/energy-pkg");
	assert_true(p.src[RAW_E_PKG].scale == 0x1p-32);
	assert_int_equal(p.src[RAW_PKG_THROTTLE].kind, SRC_NONE);
}

/* Opens a session on a recording with turbostat's defaults, --interval @interval_s and --TCC @tcc. */
static void open_replay(struct session *s, struct options *o, const char *path, double interval_s, int tcc)
{
	char err[256];
	struct hw *hw = hw_replay_open(path, err, sizeof(err));

	if (!hw)
		fail_msg("%s", err);
	memset(o, 0, sizeof(*o));
	o->interval_s = interval_s;
	o->quiet = true;
	o->tcc = tcc;
	if (session_open(s, o, hw, err, sizeof(err)))
		fail_msg("%s", err);
	assert_int_equal(session_start(s), 0);
}

static void close_replay(struct session *s)
{
	struct hw *hw = s->hw;

	session_close(s);
	hw_close(hw);
}

/*
 * tests/recordings/rapl-wrap.rec: an i7-4770 at 84 W for 4000 s, beyond the
 * 3121 s counter range.  The loop below is the one run_intervals() runs:
 * poll at each due time before the interval ends.  Due times (ns): start
 * 1000 s; 1000 + 1560.381 = 2560.381 s -> poll (recorded at 2561 s);
 * 2561 + 1560.381 = 4121.381 s -> poll (recorded at 4122 s); 4122 + 1560.381
 * = 5682.381 s is past the end at 5000 s -> sample.  Hand sums in the fixture:
 * 5505024000 counts / 16384 = 336000 J over 4000 s = 84 W.
 */
static void test_rapl_wrap_polls(void **state)
{
	struct session s;
	struct options o;
	char err[256];
	uint64_t deadline, due;
	int polls = 0;

	(void)state;
	open_replay(&s, &o, "tests/recordings/rapl-wrap.rec", 4000, 0);
	assert_true(near((double)s.poll_period_ns, 1560380952381.0, 2));
	deadline = session_last_ns(&s) + (uint64_t)(o.interval_s * 1e9);
	while ((due = session_next_poll_ns(&s)) && due < deadline) {
		assert_int_equal(session_poll_energy(&s), 0);
		polls++;
	}
	assert_int_equal(polls, 2);
	assert_int_equal(session_step(&s, err, sizeof(err)), 0);
	assert_int_equal(delta_raw(&s.sum, RAW_E_PKG)->st, DS_OK);
	assert_true(near(delta_raw(&s.sum, RAW_E_PKG)->v, 336000.0, 1e-6));
	assert_true(near(delta_raw(&s.sum, RAW_E_PKG)->v / s.sum.interval_s, 84.0, 1e-9));
	close_replay(&s);
}

/*
 * The same recording read without the polls (what a loop that never polls
 * would see): the first interval is then start -> first poll, 1561 s:
 * 0x000D0000 - 0x80000000 mod 2^32 = 2148335616 counts = 131124 J -> 84 W.
 * The check is that a poll snapshot is an ordinary sample too.
 */
static void test_rapl_poll_is_a_sample(void **state)
{
	struct session s;
	struct options o;
	char err[256];

	(void)state;
	open_replay(&s, &o, "tests/recordings/rapl-wrap.rec", 4000, 0);
	assert_int_equal(session_step(&s, err, sizeof(err)), 0);
	assert_true(near(delta_raw(&s.sum, RAW_E_PKG)->v, 131124.0, 1e-6));
	assert_true(near(s.sum.interval_s, 1561.0, 1e-9));
	close_replay(&s);
}

/* session_power_config() text for a recording, as --quiet and --TCC say. */
static char *config_text(const char *path, bool quiet, int tcc)
{
	struct session s;
	struct options o;
	char *text = NULL;
	size_t len = 0;
	FILE *f;

	open_replay(&s, &o, path, 1, tcc);
	o.quiet = quiet;
	f = open_memstream(&text, &len);
	assert_non_null(f);
	session_power_config(&s, f);
	fclose(f);
	close_replay(&s);
	return text;
}

static void expect_config(const char *path, bool quiet, int tcc, const char *want)
{
	char *text = config_text(path, quiet, tcc);

	assert_string_equal(text, want);
	free(text);
}

/* The configuration lines, in turbostat's words (set_temperature_target(), print_rapl()). */
static void test_rapl_config_lines(void **state)
{
	(void)state;
	/*
	 * SKX: 0x606 0x000A0E03 = 1/8 W, 2^-14 = 0.000061 J, 2^-10 = 0.000977 s; 0x614 0x4B0 =
	 * 1200 / 8 = 150 W; 0x1A2 unreadable: guessed, but said only once a temperature is shown
	 * (session_tjmax_guess(); the case tjmax-guess-only-shown).
	 */
	expect_config("tests/recordings/skx-2s-gold6148.rec", false, 0,
		      "RAPL: 1748 sec. Joule Counter Range, at 150 Watts\n"
		      "cpu0: MSR_RAPL_POWER_UNIT: 0x000a0e03 (0.125000 Watts, 0.000061 Joules, 0.000977 sec.)\n"
		      "cpu0: MSR_PKG_POWER_INFO: 0x000004b0 (150 W TDP, RAPL 0 - 0 W, 0.000000 sec.)\n");
	expect_config("tests/recordings/skx-2s-gold6148.rec", true, 0, "");
	/* i7-4770: 0x614 0x2A0 = 84 W; 0x1A2 0x00640000 [23:16] = 100 C */
	expect_config("tests/recordings/hsw-i7-4770.rec", false, 0,
		      "RAPL: 3121 sec. Joule Counter Range, at 84 Watts\n"
		      "cpu0: MSR_RAPL_POWER_UNIT: 0x000a0e03 (0.125000 Watts, 0.000061 Joules, 0.000977 sec.)\n"
		      "cpu0: MSR_PKG_POWER_INFO: 0x000002a0 (84 W TDP, RAPL 0 - 0 W, 0.000000 sec.)\n"
		      "cpu0: MSR_IA32_TEMPERATURE_TARGET: 0x00640000 (100 C)\n");
	expect_config("tests/recordings/hsw-i7-4770.rec", true, 0, "");
	expect_config("tests/recordings/hsw-i7-4770.rec", true, 90, "cpu0: Using cmdline TCC Target (90 C)\n");
	/* EPYC 7502P: 0xC0010299 0x000A1003 = 1/8 W, 2^-16 = 0.000015 J, 2^-10 s; 280 W; no DTS on AMD */
	expect_config("tests/recordings/epyc-7502p.rec", false, 0,
		      "RAPL: 234 sec. Joule Counter Range, at 280 Watts\n"
		      "cpu0: MSR_RAPL_PWR_UNIT: 0x000a1003 (0.125000 Watts, 0.000015 Joules, 0.000977 sec.)\n");
	/* a guest with no MSR and no energy: nothing at all */
	expect_config("tests/recordings/vm-intel-nomsr.rec", false, 0, "");
}

/* Every accumulated counter has its own slot in struct raw_sums, within RAW_SUMS_MAX; the energy and
 * throttle-time counters of RAPL (SDM Vol. 4, MSR_*_ENERGY_STATUS and *_PERF_STATUS) are the eight. */
static void test_rapl_sum_slots(void **state)
{
	unsigned used = 0, n = 0;

	(void)state;
	for (int r = 0; r < RAW__COUNT; r++) {
		if (!raw_defs[r].accumulate)
			continue;
		assert_true(raw_defs[r].accumulate <= RAW_SUMS_MAX);
		assert_false(used & 1u << (raw_defs[r].accumulate - 1));
		used |= 1u << (raw_defs[r].accumulate - 1);
		n++;
	}
	assert_int_equal(n, 8);
	assert_true(raw_defs[RAW_E_PKG].accumulate && raw_defs[RAW_E_RAM].accumulate &&
		    raw_defs[RAW_PKG_THROTTLE].accumulate && raw_defs[RAW_RAM_THROTTLE].accumulate);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rapl_vectors),
		cmocka_unit_test(test_rapl_sum_slots),
		cmocka_unit_test(test_rapl_sum_rows),
		cmocka_unit_test(test_rapl_plan),
		cmocka_unit_test(test_rapl_wrap_polls),
		cmocka_unit_test(test_rapl_poll_is_a_sample),
		cmocka_unit_test(test_rapl_config_lines),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
