// SPDX-License-Identifier: GPL-2.0-only
/*
 * AMD and Intel frequency register decoders against tests/vectors/amd.vec
 * and tests/vectors/platinfo.vec (format in tests/unit/vec.h).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "decode/amd_pstate.h"
#include "decode/hwp.h"
#include "decode/platinfo.h"
#include "vec.h"

/* Compares the decoded fields with the expected tokens, all unsigned numbers. */
static int fr_expect(const struct vec_case *c, const uint64_t *got, int n, char *why, size_t len)
{
	if (c->nout != n)
		return snprintf(why, len, "want %d expected values, have %d", n, c->nout), -1;
	for (int i = 0; i < n; i++) {
		uint64_t want;

		if (vec_u64(c->out[i], &want))
			return snprintf(why, len, "bad expected '%s'", c->out[i]), -1;
		if (got[i] != want)
			return snprintf(why, len, "field %d is %llu, want %llu", i,
					(unsigned long long)got[i], (unsigned long long)want), -1;
	}
	return 0;
}

static int fr_pstate(const struct vec_case *c, char *why, size_t len)
{
	unsigned family, mhz = 0;
	uint64_t def, got;
	int err, want_err = 0;

	if (c->nin != 3 || vec_uint(c->in[1], &family) || vec_u64(c->in[2], &def) || c->nout != 1)
		return snprintf(why, len, "bad case"), -1;
	err = amd_pstate_mhz(family, def, &mhz);
	if (c->out[0][0] == '!') {
		if (vec_errno(c->out[0], &want_err) || err != want_err)
			return snprintf(why, len, "err %d", err), -1;
		return 0;
	}
	if (err)
		return snprintf(why, len, "err %d", err), -1;
	got = mhz;
	return fr_expect(c, &got, 1, why, len);
}

static int fr_case(const struct vec_case *c, char *why, size_t len)
{
	uint64_t v, a, b, got[6];

	if (!strcmp(c->in[0], "pstate"))
		return fr_pstate(c, why, len);
	if (!strcmp(c->in[0], "perf2khz")) {
		if (c->nin != 4 || vec_u64(c->in[1], &v) || vec_u64(c->in[2], &a) || vec_u64(c->in[3], &b))
			return snprintf(why, len, "bad case"), -1;
		got[0] = amd_cppc_perf_to_khz(v, (unsigned)a, (unsigned)b);
		return fr_expect(c, got, 1, why, len);
	}
	if (!strcmp(c->in[0], "bclk")) {
		static const struct { const char *n; enum bclk_kind k; } kinds[] = {
			{ "100", BCLK_100 }, { "133", BCLK_133 }, { "slm", BCLK_SLM_FSB },
		};
		int k = -1;

		for (int i = 0; i < 3; i++)
			if (c->nin == 3 && !strcmp(c->in[1], kinds[i].n))
				k = i;
		if (k < 0 || vec_u64(c->in[2], &v))
			return snprintf(why, len, "bad case"), -1;
		got[0] = platinfo_bclk_khz(kinds[k].k, v);
		return fr_expect(c, got, 1, why, len);
	}
	if (c->nin != 2 || vec_u64(c->in[1], &v))
		return snprintf(why, len, "bad case"), -1;
	if (!strcmp(c->in[0], "cppc")) {
		struct amd_cppc_caps cc;

		amd_cppc_caps_decode(v, &cc);
		got[0] = cc.highest, got[1] = cc.nominal, got[2] = cc.lowest_nonlinear, got[3] = cc.lowest;
		return fr_expect(c, got, 4, why, len);
	}
	if (!strcmp(c->in[0], "hwcr")) {
		got[0] = amd_hwcr_boost_disabled(v);
		return fr_expect(c, got, 1, why, len);
	}
	if (!strcmp(c->in[0], "platinfo")) {
		got[0] = platinfo_base_ratio(v), got[1] = platinfo_max_eff_ratio(v);
		got[2] = platinfo_tcc_programmable(v);
		return fr_expect(c, got, 3, why, len);
	}
	if (!strcmp(c->in[0], "ctdp")) {
		got[0] = platinfo_ctdp_level_ratio(v), got[1] = platinfo_ctdp_level_tdp(v);
		got[2] = platinfo_ctdp_level_max_power(v), got[3] = platinfo_ctdp_level_min_power(v);
		return fr_expect(c, got, 4, why, len);
	}
	if (!strcmp(c->in[0], "atom")) {
		got[0] = platinfo_atom_min_ratio(v), got[1] = platinfo_atom_lfm_ratio(v);
		got[2] = platinfo_atom_base_ratio(v);
		return fr_expect(c, got, 3, why, len);
	}
	if (!strcmp(c->in[0], "ctdpctl")) {
		got[0] = platinfo_ctdp_nominal_ratio(v), got[1] = platinfo_ctdp_control_level(v);
		got[2] = platinfo_tar_ratio(v), got[3] = platinfo_lock_bit31(v);
		return fr_expect(c, got, 4, why, len);
	}
	if (!strcmp(c->in[0], "hwpcaps")) {
		struct hwp_caps h;

		hwp_caps_decode(v, &h);
		got[0] = h.highest, got[1] = h.guaranteed, got[2] = h.efficient, got[3] = h.lowest;
		return fr_expect(c, got, 4, why, len);
	}
	if (!strcmp(c->in[0], "hwpreq")) {
		struct hwp_request r;

		hwp_request_decode(v, &r);
		got[0] = r.min, got[1] = r.max, got[2] = r.desired, got[3] = r.epp;
		got[4] = r.window, got[5] = r.package;
		return fr_expect(c, got, 6, why, len);
	}
	if (!strcmp(c->in[0], "hwpwin")) {
		got[0] = (uint64_t)hwp_window_us((unsigned)v);
		return fr_expect(c, got, 1, why, len);
	}
	if (!strcmp(c->in[0], "cppcreq")) {
		struct hwp_request r;

		hwp_cppc_request_decode(v, &r);
		got[0] = r.min, got[1] = r.max, got[2] = r.desired, got[3] = r.epp;
		return fr_expect(c, got, 4, why, len);
	}
	if (!strcmp(c->in[0], "misc")) {
		got[0] = platinfo_misc_turbo_disabled(v);
		return fr_expect(c, got, 1, why, len);
	}
	return snprintf(why, len, "unknown case kind '%s'", c->in[0]), -1;
}

static void test_freqregs_amd(void **state)
{
	int ncases;

	(void)state;
	assert_int_equal(vec_run("tests/vectors/amd.vec", fr_case, &ncases), 0);
	assert_true(ncases >= 15);
}

static void test_freqregs_intel(void **state)
{
	int ncases;

	(void)state;
	assert_int_equal(vec_run("tests/vectors/platinfo.vec", fr_case, &ncases), 0);
	assert_true(ncases >= 20);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_freqregs_amd),
		cmocka_unit_test(test_freqregs_intel),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
