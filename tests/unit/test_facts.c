// SPDX-License-Identifier: GPL-2.0-only
/* Facts from hand-built register sets against tests/vectors/facts.vec (format in tests/unit/vec.h). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "decode/facts.h"
#include "decode/thermal.h"
#include "output/show_turbo.h"
#include "vec.h"

static const char *const fc_trl_names[TRL__COUNT] = {
	[TRL_NONE] = "none", [TRL_CLASSIC] = "classic", [TRL_IVB_EP] = "ivb_ep",
	[TRL_HSW_EP] = "hsw_ep", [TRL_GROUPS] = "groups", [TRL_KNL] = "knl", [TRL_ATOM] = "atom",
};
static const char *const fc_rule_names[FI__COUNT] = {
	[FI_CORE] = "core", [FI_SLV] = "slv", [FI_GLM] = "glm", [FI_KNL] = "knl",
	[FI_SKX] = "skx", [FI_AMD] = "amd", [FI_NONE] = "none",
};
static const char *const fc_fi_names[] = {
	[FREQINV_ENABLED] = "enabled", [FREQINV_DISABLED] = "disabled",
	[FREQINV_UNDEFINED] = "undefined", [FREQINV_UNKNOWN] = "unknown",
};

/* Builds a register set from in[1..]; flags first, then register tokens. */
static int fc_regset(const struct vec_case *c, struct regset *rs)
{
	int at = 1;

	regset_init(rs, 0);
	for (; at < c->nin; at++) {
		if (!strcmp(c->in[at], "noaccess"))
			rs->msr_access = -ENOENT;
		else if (!strcmp(c->in[at], "noturbo"))
			rs->no_turbo = 1;
		else
			break;
	}
	return vec_regs(rs, c, at) == c->nin ? 0 : -1;
}

/* A fact against "N", "~N" (CPUID/sysfs only) or "!state". */
static int fc_fact(const struct fact *x, const char *want)
{
	static const char *const states[] = {
		[FACT_NONE] = "!none", [FACT_UNREADABLE] = "!unreadable", [FACT_ZERO] = "!zero",
	};
	uint64_t v;

	if (want[0] == '!')
		return x->state < 4 && x->state != FACT_OK && states[x->state] &&
		       !strcmp(states[x->state], want);
	if (want[0] == '~')
		return x->state == FACT_CPUID_SYSFS && !vec_u64(want + 1, &v) && v == x->v;
	return x->state == FACT_OK && !vec_u64(want, &v) && v == x->v;
}

static int fc_num(uint64_t got, const char *want)
{
	uint64_t v;

	return !vec_u64(want, &v) && v == got;
}

static int fc_key(const struct cpu_facts *f, const char *key, const char *val)
{
	if (!strcmp(key, "family"))
		return fc_num(f->id.family, val);
	if (!strcmp(key, "model"))
		return fc_num(f->id.model, val);
	if (!strcmp(key, "stepping"))
		return fc_num(f->id.stepping, val);
	if (!strcmp(key, "platform"))
		return !strcmp(f->pf->name, val);
	if (!strcmp(key, "trl"))
		return !strcmp(fc_trl_names[f->pf->trl], val);
	if (!strcmp(key, "rule"))
		return !strcmp(fc_rule_names[f->pf->fi], val);
	if (!strcmp(key, "cc6"))
		return fc_num(f->pf->cc6_msr, val);
	if (!strcmp(key, "pc6"))
		return fc_num(f->pf->pc6_msr, val);
	if (!strcmp(key, "bclkkind"))
		return fc_num(f->pf->bclk, val);
	if (!strcmp(key, "mult"))
		return fc_num(f->mperf_multiplier, val);
	if (!strcmp(key, "rapl"))
		return fc_num(f->pf->rapl != 0, val);
	if (!strcmp(key, "base"))
		return fc_fact(&f->base_ratio, val);
	if (!strcmp(key, "maxeff"))
		return fc_fact(&f->max_eff_ratio, val);
	if (!strcmp(key, "basekhz"))
		return fc_fact(&f->base_khz, val);
	if (!strcmp(key, "tsc"))
		return fc_fact(&f->tsc_hz, val);
	if (!strcmp(key, "bclk"))
		return fc_fact(&f->bclk_khz, val);
	if (!strcmp(key, "hwphigh")) {
		struct fact x = f->hwp_caps_state;

		x.v = f->hwp.highest;
		return fc_fact(&x, val);
	}
	if (!strcmp(key, "fi"))
		return !strcmp(fc_fi_names[f->fi.state], val);
	if (!strcmp(key, "fimax"))
		return fc_num(f->fi_max_khz, val);
	if (!strcmp(key, "turbo"))
		return fc_num((uint64_t)f->turbo_disabled, val);
	if (!strcmp(key, "tctl"))
		return fc_num(thermal_tctl_offset_c(f->id.family, f->id.brand), val);
	if (!strcmp(key, "levels"))
		return fc_num(f->trl.n, val);
	if (!strcmp(key, "secondary"))
		return fc_num(f->trl_secondary.n, val);
	return -1;
}

static int fc_facts(const struct vec_case *c, char *why, size_t len)
{
	struct regset rs;
	struct cpu_facts f;
	FILE *sink;
	int err;

	if (fc_regset(c, &rs))
		return snprintf(why, len, "bad register token"), -1;
	err = facts_derive(&rs, &f);
	if (err)
		return snprintf(why, len, "facts_derive: %d", err), -1;
	for (int i = 0; i < c->nout; i++) {
		char key[32];
		const char *eq = strchr(c->out[i], '=');
		int ok;

		if (!eq || (size_t)(eq - c->out[i]) >= sizeof(key))
			return snprintf(why, len, "bad expected '%s'", c->out[i]), -1;
		memcpy(key, c->out[i], (size_t)(eq - c->out[i]));
		key[eq - c->out[i]] = '\0';
		ok = fc_key(&f, key, eq + 1);
		if (ok < 0)
			return snprintf(why, len, "unknown key '%s'", key), -1;
		if (!ok)
			return snprintf(why, len, "%s is not %s", key, eq + 1), -1;
	}
	/* Every fact set must render in both forms without tripping the sanitizers. */
	sink = fopen("/dev/null", "w");
	if (!sink || show_turbo_print(&f, NULL, 0, sink) || show_turbo_print(&f, NULL, 1, sink))
		snprintf(why, len, "show_turbo_print failed");
	if (sink)
		fclose(sink);
	return why[0] ? -1 : 0;
}

/* Each expected MSR must be in the list, each "!MSR" must not (other concerns add their own). */
static int fc_wanted(const struct vec_case *c, char *why, size_t len)
{
	struct regset rs;
	struct cpu_ident id;
	uint32_t msrs[REGSET_MAX_MSR];
	size_t n;

	if (fc_regset(c, &rs) || cpuid_identify(&rs, &id))
		return snprintf(why, len, "bad registers"), -1;
	n = facts_wanted_msrs(&id, platform_lookup(&id), msrs, REGSET_MAX_MSR);
	if (n > REGSET_MAX_MSR)
		return snprintf(why, len, "%zu MSRs do not fit a regset", n), -1;
	for (int i = 0; i < c->nout; i++) {
		int absent = c->out[i][0] == '!', found = 0;
		unsigned want;

		if (vec_uint(c->out[i] + absent, &want))
			return snprintf(why, len, "bad expected '%s'", c->out[i]), -1;
		for (size_t k = 0; k < n; k++)
			found |= msrs[k] == want;
		if (found == absent)
			return snprintf(why, len, "MSR 0x%x %s", want, absent ? "wanted" : "missing"), -1;
	}
	return 0;
}

static int fc_case(const struct vec_case *c, char *why, size_t len)
{
	if (!strcmp(c->in[0], "facts"))
		return fc_facts(c, why, len);
	if (!strcmp(c->in[0], "wanted"))
		return fc_wanted(c, why, len);
	return snprintf(why, len, "unknown case kind '%s'", c->in[0]), -1;
}

static void test_facts_vectors(void **state)
{
	int ncases;

	(void)state;
	assert_int_equal(vec_run("tests/vectors/facts.vec", fc_case, &ncases), 0);
	assert_true(ncases >= 24);
}

/* Without leaf 0 nothing is known: the error comes back, never a guess. */
static void test_facts_no_cpuid(void **state)
{
	struct regset rs;
	struct cpu_facts f;

	(void)state;
	regset_init(&rs, 0);
	assert_int_equal(facts_derive(&rs, &f), -ENOENT);
}

/* The wanted list is cut at @max but the full count is returned. */
static void test_facts_wanted_cut(void **state)
{
	struct cpu_ident id = { .vendor = VENDOR_AMD, .family = 0x17, .model = 0x31, .has_amd_cppc = 1 };
	uint32_t msrs[3];

	(void)state;
	assert_true(facts_wanted_msrs(&id, platform_lookup(&id), msrs, 3) >= 10);
	assert_int_equal(msrs[2], 0xC0010065);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_facts_vectors),
		cmocka_unit_test(test_facts_no_cpuid),
		cmocka_unit_test(test_facts_wanted_cut),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
