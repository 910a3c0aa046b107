// SPDX-License-Identifier: GPL-2.0-only
/*
 * Governor plugins (gov/plugin.c, lib/govload.c, lib/pathsafe.c): each
 * template (schedutil, pid, ondemand, conservative) built as a plugin by make (build/plugins/tmpl-NAME.so, against
 * the public header alone) decides exactly as the built-in governor of
 * that name, over 100,000 random calls at random parameters, on random
 * parts and drivers, at every kernel= version from 3.0 to 9.99 and none;
 * a plugin of an unknown ABI is refused with one line; as root a plugin is
 * loaded only from a path nobody else can write.
 * Run from the repository root after make plugins (make check builds them,
 * each template from the text --governor-template prints).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gov/driver.h"
#include "gov/gov.h"
#include "gov/plugin.h"
#include "lib/govload.h"
#include "lib/pathsafe.h"

#define CALLS 100000
#define CALLS_PER_RUN 40	/* a run: one instance on one part, its state carried between calls */

static uint64_t rng = 0x9e3779b97f4a7c15ULL;

static uint64_t rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

static long rnd_in(long lo, long hi)
{
	return lo + (long)(rnd() % (uint64_t)(hi - lo + 1));
}

static const struct gov_ops *load(const char *path)
{
	char err[300] = "";
	const struct tsng_governor *pub = govload_open(path, err, sizeof(err));

	if (!pub || gov_plugin_add(path, pub, err, sizeof(err)))
		fail_msg("%s (make plugins builds it)", err);
	return gov_plugin_find(path);
}

/* A part as a driver shows it: Intel ratios under any of the table kinds, or AMD CPPC levels. */
static void random_part(struct gov_cpu *c)
{
	memset(c, 0, sizeof(*c));
	c->min_pstate = (unsigned)rnd_in(4, 12);
	c->max_pstate = c->max_pstate_physical = (unsigned)rnd_in(c->min_pstate, 40);
	c->turbo_pstate = (unsigned)rnd_in(c->max_pstate, 50);
	c->no_turbo = rnd() % 4 == 0;
	c->latency_us = (unsigned)rnd_in(0, 3000);
	c->amd = rnd() % 2;
	if (rnd() % 4 == 0) {
		/* amd-pstate: perf levels, kHz through the nominal frequency */
		c->lowest_perf = c->min_pstate = (unsigned)rnd_in(10, 60);
		c->lowest_nonlinear_perf = (unsigned)rnd_in(c->lowest_perf, 100);
		c->nominal_perf = c->max_pstate = c->max_pstate_physical = (unsigned)rnd_in(c->lowest_nonlinear_perf, 180);
		c->highest_perf = c->turbo_pstate = (unsigned)rnd_in(c->nominal_perf, 255);
		c->nominal_khz = (unsigned)rnd_in(1500, 3500) * 1000;
		c->freq_table = GOV_TABLE_ASC;
		return;
	}
	c->bclk_khz = 100000;
	c->freq_table = (unsigned)rnd_in(GOV_TABLE_ASC, GOV_TABLE_ACPI);
}

static void random_params(const struct gov_ops *ops, struct gov_inst *g)
{
	for (int i = 0; ops->params[i].name; i++) {
		const struct gov_param *p = &ops->params[i];

		g->param[i] = rnd() % 4 == 0 ? p->def : rnd_in(p->min, p->max > p->min + 100000 ? p->min + 100000 : p->max);
	}
}

static void random_sample(struct gov_sample *s, uint64_t *now)
{
	memset(s, 0, sizeof(*s));
	*now += (uint64_t)rnd_in(0, 3) == 0 ? (uint64_t)rnd_in(0, 200) : (uint64_t)rnd_in(200, 20000);
	s->now_us = *now;
	s->duration_us = (uint64_t)rnd_in(0, 20000);
	s->idle_us = (uint64_t)rnd_in(0, (long)s->duration_us);
	s->iowait_us = (uint64_t)rnd_in(0, (long)s->idle_us);
	s->util_raw = (unsigned)rnd_in(0, 1024);
	s->util = (unsigned)rnd_in(0, s->util_raw);
	s->max_cap = rnd() % 8 == 0 ? 0 : rnd() % 2 ? 1024 : (unsigned)rnd_in(400, 1024);
	s->iowait_flag = rnd() % 3 == 0;
	s->has_idled = rnd() % 2;
	s->tsc = (uint64_t)rnd_in(1, 1000000000);
	s->mperf = (uint64_t)rnd_in(0, (long)s->tsc);
	s->aperf = (uint64_t)rnd_in(0, 2 * (long)s->mperf);
}

/* kernel=X.Y for X.Y from 3.0 to 9.99 (gov_parse's range), and 0 (the newest), in turn. */
static int kernel_of(unsigned run)
{
	unsigned k = run % 701;

	return k == 700 ? 0 : (int)(300 + k / 100 * 100 + k % 100);
}

static void compare_decisions(const struct gov_decision *a, const struct gov_decision *b, unsigned call)
{
	if (a->pstate != b->pstate || a->khz != b->khz || a->alt_pstate != b->alt_pstate ||
	    a->alt_after_us != b->alt_after_us || a->ntrace != b->ntrace)
		fail_msg("call %u: built-in P%d %u kHz (%zu values), plugin P%d %u kHz (%zu values)", call, a->pstate,
			 a->khz, a->ntrace, b->pstate, b->khz, b->ntrace);
	for (size_t i = 0; i < a->ntrace; i++)
		if (strcmp(a->trace[i].name, b->trace[i].name) || a->trace[i].value != b->trace[i].value)
			fail_msg("call %u: built-in %s=%lld, plugin %s=%lld", call, a->trace[i].name,
				 (long long)a->trace[i].value, b->trace[i].name, (long long)b->trace[i].value);
}

static void same_as_builtin(const char *name)
{
	char path[PATH_MAX];

	snprintf(path, sizeof(path), "build/plugins/tmpl-%s.so", name);
	const struct gov_ops *builtin = gov_find(name), *plugin = load(path);
	unsigned decided = 0, kernels = 0;

	assert_non_null(builtin);
	assert_non_null(plugin);
	assert_ptr_not_equal(builtin, plugin);
	for (unsigned call = 0, run = 0; call < CALLS; run++) {
		struct gov_inst gb, gp;
		struct gov_cpu part, cpu;
		struct gov_state sb, sp;
		uint64_t now = (uint64_t)rnd_in(0, 1000000);

		memset(&gb, 0, sizeof(gb));
		gb.ops = builtin;
		gb.epp = -1;
		gb.kver = kernel_of(run);
		kernels += gb.kver == 0 || gb.kver == 999;
		random_params(builtin, &gb);
		random_part(&part);
		/* the drivers a passive policy of that vendor's parts has (and none) */
		static const enum gov_driver intel[] = { DRV_DIRECT, DRV_ACPI, DRV_INTEL_CPUFREQ, DRV_HWP_PASSIVE_59,
							 DRV_HWP_PASSIVE };
		static const enum gov_driver amd[] = { DRV_DIRECT, DRV_AMD_PASSIVE, DRV_AMD_GUIDED };
		gb.driver = part.bclk_khz ? intel[rnd() % 5] : amd[rnd() % 3];
		drv_governor_cpu(gb.driver, gb.kver, &part, &cpu);
		gp = gb;
		gp.ops = plugin;
		gov_state_init(&gb, &sb, &cpu);
		gov_state_init(&gp, &sp, &cpu);
		assert_int_equal(builtin->period_us(&gb), plugin->period_us(&gp));
		for (unsigned i = 0; i < CALLS_PER_RUN; i++, call++) {
			struct gov_sample s;
			struct gov_decision db, dp;

			random_sample(&s, &now);
			/* advisory mode: what the hardware was last asked for becomes current */
			if (rnd() % 8 == 0) {
				int ps = (int)rnd_in(cpu.min_pstate, gov_top_pstate(&cpu));

				gov_state_set_current(&sb, &cpu, ps);
				gov_state_set_current(&sp, &cpu, ps);
			}
			memset(&db, 0, sizeof(db));
			memset(&dp, 0, sizeof(dp));
			int rb = builtin->decide(&gb, &sb, &cpu, &s, &db), rp = plugin->decide(&gp, &sp, &cpu, &s, &dp);

			assert_int_equal(rb, rp);
			decided += rb == 1;
			if (rb == 1)
				compare_decisions(&db, &dp, call);
			assert_int_equal(sb.cur_pstate, sp.cur_pstate);
			assert_int_equal(sb.cur_khz, sp.cur_khz);
		}
	}
	print_message("%s: %u of %d calls decided\n", name, decided, CALLS);
	/* decisions happened, and every version came round at least twice */
	assert_true(decided > CALLS / 10);
	assert_true(kernels >= 2 * 2);
}

static void test_schedutil_template(void **state)
{
	(void)state;
	same_as_builtin("schedutil");
}

static void test_pid_template(void **state)
{
	(void)state;
	same_as_builtin("pid");
}

static void test_ondemand_template(void **state)
{
	(void)state;
	same_as_builtin("ondemand");
}

static void test_conservative_template(void **state)
{
	(void)state;
	same_as_builtin("conservative");
}

static void test_abi_wrong(void **state)
{
	char err[300] = "";
	const char *path = "build/plugins/abi-wrong.so";
	const struct tsng_governor *pub = govload_open(path, err, sizeof(err));

	(void)state;
	assert_non_null(pub);
	assert_int_equal(gov_plugin_add(path, pub, err, sizeof(err)), -EINVAL);
	assert_string_equal(err, "build/plugins/abi-wrong.so: governor ABI 2, this turbostat-ng loads ABI 1 "
				 "(rebuild it against its governor.h)");
	assert_null(gov_plugin_find(path));
	/* a spec naming it does not parse either */
	struct gov_inst g;

	assert_int_equal(gov_parse("build/plugins/abi-wrong.so", &g, err, sizeof(err)), -EINVAL);
}

/* A directory of the test's own under build/ (the repository's, owned by root and 0755 here). */
static void trust_case(const char *dir, mode_t dmode, mode_t fmode, uid_t owner, const char *want_tail)
{
	char file[PATH_MAX], real[PATH_MAX], absdir[PATH_MAX], err[PATH_MAX + 200] = "", want[PATH_MAX + 200];

	snprintf(file, sizeof(file), "%s/gov.so", dir);
	FILE *f = fopen(file, "w");

	assert_non_null(f);
	fclose(f);
	assert_int_equal(chmod(file, fmode), 0);
	assert_int_equal(chown(file, owner, (gid_t)-1), 0);
	assert_int_equal(chmod(dir, dmode), 0);
	assert_non_null(realpath(dir, absdir));
	int rc = pathsafe_trusted(file, real, err, sizeof(err));

	if (!want_tail) {
		assert_int_equal(rc, 0);
		snprintf(want, sizeof(want), "%s/gov.so", absdir);
		assert_string_equal(real, want);
	} else {
		assert_int_equal(rc, -EPERM);
		snprintf(want, sizeof(want), want_tail, file, absdir);
		assert_string_equal(err, want);
	}
	chmod(dir, 0755);
	unlink(file);
}

static void test_root_trusts_only_safe_paths(void **state)
{
	char dir[] = "build/pathsafe.XXXXXX";

	(void)state;
	if (geteuid() != 0)
		skip();
	assert_non_null(mkdtemp(dir));
	trust_case(dir, 0755, 0644, 0, NULL);
	trust_case(dir, 0775, 0644, 0, "%s: not loaded as root: directory %s is group-writable");
	trust_case(dir, 0777, 0644, 0, "%s: not loaded as root: directory %s is world-writable");
	trust_case(dir, 01777, 0644, 0, NULL);	/* sticky: others cannot move root's gov.so (its owner is checked) */
	trust_case(dir, 01777, 0644, 12345, "%s: not loaded as root: %s/gov.so belongs to uid 12345, neither root nor you");
	trust_case(dir, 0755, 0646, 0, "%s: not loaded as root: %s/gov.so is world-writable");
	trust_case(dir, 0755, 0644, 12345, "%s: not loaded as root: %s/gov.so belongs to uid 12345, neither root nor you");
	rmdir(dir);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_schedutil_template),
		cmocka_unit_test(test_pid_template),
		cmocka_unit_test(test_ondemand_template),
		cmocka_unit_test(test_conservative_template),
		cmocka_unit_test(test_abi_wrong),
		cmocka_unit_test(test_root_trusts_only_safe_paths),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
