// SPDX-License-Identifier: GPL-2.0-only
/* Frequency-invariance rules and tick arithmetic against tests/vectors/freqinv.vec (tests/unit/vec.h). */
#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <setjmp.h>
#include <cmocka.h>

#include "decode/freqinv.h"
#include "vec.h"

static const char *const fi_state_names[] = {
	[FREQINV_ENABLED] = "enabled", [FREQINV_DISABLED] = "disabled",
	[FREQINV_UNDEFINED] = "undefined", [FREQINV_UNKNOWN] = "unknown",
};
static const char *const fi_rule_names[FI__COUNT] = {
	[FI_CORE] = "core", [FI_SLV] = "slv", [FI_GLM] = "glm", [FI_KNL] = "knl",
	[FI_SKX] = "skx", [FI_AMD] = "amd", [FI_NONE] = "none",
};

/*
 * AMD tokens: acpi:H/N/LNL/L (sysfs acpi_cppc/), scan:CPU=H,CPU=H (highest_perf
 * of present CPUs up to the first that differs), scanerr, hwpref=0|1,
 * perfcore / effcore (heterogeneous core type), hygon.
 */
static int fi_amd_token(const char *t, struct regset *rs, struct cpu_ident *id)
{
	unsigned long long v[4];
	int cpu[2];
	unsigned long long h[2];
	int n;

	if (sscanf(t, "acpi:%llu/%llu/%llu/%llu", &v[0], &v[1], &v[2], &v[3]) == 4) {
		rs->cppc = (struct regset_cppc){ .highest = v[0], .nominal = v[1], .lowest_nonlinear = v[2],
						 .lowest = v[3] };
		return 1;
	}
	n = sscanf(t, "scan:%d=%llu,%d=%llu", &cpu[0], &h[0], &cpu[1], &h[1]);
	if (n == 2 || n == 4) {
		rs->prefcore.scan_err = 0;
		rs->prefcore.n = (size_t)n / 2;
		for (int i = 0; i < n / 2; i++) {
			rs->prefcore.scan[i].cpu = cpu[i];
			rs->prefcore.scan[i].highest = h[i];
		}
		return 1;
	}
	if (!strcmp(t, "scanerr"))
		rs->prefcore.scan_err = -EIO;
	else if (!strcmp(t, "hwpref=0") || !strcmp(t, "hwpref=1"))
		rs->prefcore.hw = t[7] - '0';
	else if (!strcmp(t, "perfcore") || !strcmp(t, "effcore"))
		id->amd_hetero = 1, id->amd_core_type = t[0] == 'e';
	else if (!strcmp(t, "hygon"))
		id->vendor = VENDOR_HYGON;
	else
		return 0;
	return 1;
}

static int fi_check_derive(const struct vec_case *c, char *why, size_t len)
{
	struct cpu_ident id = { 0 };
	struct regset rs;
	struct freqinv fi;
	uint64_t tr, mr;
	int at = 3;

	regset_init(&rs, 0);
	id.vendor = strcmp(c->in[0], "intel") ? VENDOR_AMD : VENDOR_INTEL;
	if (c->nin < 3 || vec_uint(c->in[1], &id.family) || vec_uint(c->in[2], &id.model) ||
	    c->nout != 4 || vec_u64(c->out[2], &tr) || vec_u64(c->out[3], &mr))
		return snprintf(why, len, "bad case"), -1;
	id.has_turbo = 1;
	id.has_amd_rapl = 1;
	id.has_aperf_mperf = 1;
	for (; at < c->nin; at++) {
		if (!strcmp(c->in[at], "noturbo"))
			rs.no_turbo = 1;
		else if (!strcmp(c->in[at], "noaccess"))
			rs.msr_access = -ENOENT;
		else if (!strcmp(c->in[at], "noaperf"))
			id.has_aperf_mperf = 0;
		else if (!strcmp(c->in[at], "cppc"))
			id.has_amd_cppc = 1;
		else if (strcmp(c->in[at], "nocppc") && !fi_amd_token(c->in[at], &rs, &id))
			break;
	}
	if (vec_regs(&rs, c, at) != c->nin)
		return snprintf(why, len, "bad register token"), -1;
	freqinv_derive(&rs, &id, platform_lookup(&id), &fi);
	if (strcmp(fi_state_names[fi.state], c->out[0]) || strcmp(fi_rule_names[fi.rule], c->out[1]) ||
	    fi.turbo_ratio != tr || fi.max_ratio != mr)
		return snprintf(why, len, "got %s %s %llu %llu (%s)", fi_state_names[fi.state],
				fi_rule_names[fi.rule], (unsigned long long)fi.turbo_ratio,
				(unsigned long long)fi.max_ratio, fi.reason ? fi.reason : "-"), -1;
	if (fi.state != FREQINV_ENABLED && !fi.reason)
		return snprintf(why, len, "no reason given for state %s", c->out[0]), -1;
	return 0;
}

static int fi_check_scale(const struct vec_case *c, char *why, size_t len)
{
	uint64_t a, m, r, want = 0;
	unsigned got = 0;
	int want_err = 0, err;

	if (c->nin != 4 || vec_u64(c->in[1], &a) || vec_u64(c->in[2], &m) || vec_u64(c->in[3], &r) ||
	    c->nout != 1 || (c->out[0][0] == '!' ? vec_errno(c->out[0], &want_err) : vec_u64(c->out[0], &want)))
		return snprintf(why, len, "bad case"), -1;
	err = freqinv_scale(a, m, r, &got);
	if (err != want_err || (!err && got != want))
		return snprintf(why, len, "got err %d scale %u", err, got), -1;
	return 0;
}

static int fi_check_amdratio(const struct vec_case *c, char *why, size_t len)
{
	unsigned num, nom;
	uint64_t want;

	if (c->nin != 3 || vec_uint(c->in[1], &num) || vec_uint(c->in[2], &nom) || c->nout != 1 ||
	    vec_u64(c->out[0], &want))
		return snprintf(why, len, "bad case"), -1;
	if (freqinv_amd_ratio(num, nom) != want)
		return snprintf(why, len, "got %llu", (unsigned long long)freqinv_amd_ratio(num, nom)), -1;
	return 0;
}

static int fi_check_amdnum(const struct vec_case *c, char *why, size_t len)
{
	static const char *const rules[] = {
		[FI_AMD_HIGHEST] = "highest", [FI_AMD_MODEL_TABLE] = "table", [FI_AMD_PREFCORE] = "prefcore",
	};
	struct cpu_ident id = { .vendor = VENDOR_AMD };
	unsigned highest, want, got;
	const char *text = NULL;
	int rule = -1;

	if ((c->nin != 5 && c->nin != 6) || vec_uint(c->in[1], &id.family) || vec_uint(c->in[2], &id.model) ||
	    vec_uint(c->in[3], &highest) || c->nout != 1 || vec_uint(c->out[0], &want))
		return snprintf(why, len, "bad case"), -1;
	if (c->nin == 6 && !fi_amd_token(c->in[5], &(struct regset){ 0 }, &id))
		return snprintf(why, len, "bad core type"), -1;
	for (int i = 0; i < 3; i++)
		if (!strcmp(c->in[4], rules[i]))
			rule = i;
	if (rule < 0)
		return snprintf(why, len, "bad rule"), -1;
	got = freqinv_amd_numerator(&id, highest, (enum freqinv_amd_rule)rule, &text);
	if (got != want || !text)
		return snprintf(why, len, "got %u", got), -1;
	return 0;
}

static int fi_case(const struct vec_case *c, char *why, size_t len)
{
	if (!strcmp(c->in[0], "intel") || !strcmp(c->in[0], "amd"))
		return fi_check_derive(c, why, len);
	if (!strcmp(c->in[0], "scale"))
		return fi_check_scale(c, why, len);
	if (!strcmp(c->in[0], "amdratio"))
		return fi_check_amdratio(c, why, len);
	if (!strcmp(c->in[0], "amdnum"))
		return fi_check_amdnum(c, why, len);
	return snprintf(why, len, "unknown case kind '%s'", c->in[0]), -1;
}

static void test_freqinv_vectors(void **state)
{
	int ncases;

	(void)state;
	assert_int_equal(vec_run("tests/vectors/freqinv.vec", fi_case, &ncases), 0);
	assert_true(ncases >= 40);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_freqinv_vectors),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
