// SPDX-License-Identifier: GPL-2.0-only
/* Temperature decoders against tests/vectors/thermal.vec (format in its header). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>

#include "decode/thermal.h"
#include "vec.h"

/* "_" in a vector token stands for @sub (a space or a newline). */
static void thermal_unescape(const char *in, char sub, char *out, size_t len)
{
	size_t i;

	for (i = 0; in[i] && i + 1 < len; i++)
		out[i] = in[i] == '_' ? sub : in[i];
	out[i] = '\0';
}

static int thermal_want_err(const struct vec_case *c, int got, char *why, size_t len)
{
	int want;

	if (vec_errno(c->out[0], &want))
		return snprintf(why, len, "bad expected error"), -1;
	if (got != want)
		return snprintf(why, len, "err %d, want %d", got, want), -1;
	return 0;
}

static int thermal_check_tjmax(const struct vec_case *c, char *why, size_t len)
{
	static const char *const names[] = { [TJMAX_OPTION] = "option", [TJMAX_MSR] = "msr",
					     [TJMAX_GUESS] = "guess" };
	struct regset rs;
	enum tjmax_source src;
	unsigned tcc, want;
	int got;

	regset_init(&rs, 0);
	if (c->nin < 2 || vec_uint(c->in[1], &tcc) || vec_regs(&rs, c, 2) != c->nin || c->nout != 2 ||
	    vec_uint(c->out[0], &want))
		return snprintf(why, len, "bad case"), -1;
	got = thermal_tjmax(&rs, (int)tcc, &src);
	if (got != (int)want || strcmp(names[src], c->out[1]))
		return snprintf(why, len, "%d %s, want %u %s", got, names[src], want, c->out[1]), -1;
	return 0;
}

static int thermal_check_dts(const struct vec_case *c, char *why, size_t len)
{
	uint64_t status;
	unsigned tjmax;
	int degc = 0, err;
	long want;
	char *end;

	if (c->nin != 4 || (strcmp(c->in[1], "core") && strcmp(c->in[1], "pkg")) ||
	    vec_u64(c->in[2], &status) || vec_uint(c->in[3], &tjmax) || c->nout != 1)
		return snprintf(why, len, "bad case"), -1;
	err = thermal_dts_c(status, (int)tjmax, !strcmp(c->in[1], "core"), &degc);
	if (c->out[0][0] == '!')
		return thermal_want_err(c, err, why, len);
	want = strtol(c->out[0], &end, 10);
	if (*end)
		return snprintf(why, len, "bad expected value"), -1;
	if (err || degc != want)
		return snprintf(why, len, "err %d, %d C, want %ld C", err, degc, want), -1;
	return 0;
}

static int thermal_want_c(const struct vec_case *c, double got, char *why, size_t len)
{
	char *end;
	double want = strtod(c->out[0], &end);

	if (*end || c->nout != 1)
		return snprintf(why, len, "bad expected value"), -1;
	if (fabs(got - want) > 1e-9)
		return snprintf(why, len, "%.6f C, want %.6f C", got, want), -1;
	return 0;
}

static int thermal_check_tccd(const struct vec_case *c, char *why, size_t len)
{
	unsigned reg;
	double degc = 0;
	int err;

	if (c->nin != 2 || c->nout != 1 || vec_uint(c->in[1], &reg))
		return snprintf(why, len, "bad case"), -1;
	err = thermal_smn_tccd_c(reg, &degc);
	if (c->out[0][0] == '!')
		return thermal_want_err(c, err, why, len);
	if (err)
		return snprintf(why, len, "err %d", err), -1;
	return thermal_want_c(c, degc, why, len);
}

static int thermal_check_ccd(const struct vec_case *c, char *why, size_t len)
{
	unsigned fam, model, want_first, want_count, count = 0;
	uint32_t first = 0;
	int err;

	if (c->nin != 3 || vec_uint(c->in[1], &fam) || vec_uint(c->in[2], &model))
		return snprintf(why, len, "bad case"), -1;
	err = thermal_ccd_sensors(fam, model, &first, &count);
	if (c->nout == 1 && c->out[0][0] == '!')
		return thermal_want_err(c, err, why, len);
	if (c->nout != 2 || vec_uint(c->out[0], &want_first) || vec_uint(c->out[1], &want_count))
		return snprintf(why, len, "bad expected value"), -1;
	if (err || first != want_first || count != want_count)
		return snprintf(why, len, "err %d, 0x%x %u, want 0x%x %u", err, first, count, want_first,
				want_count), -1;
	return 0;
}

static int thermal_check(const struct vec_case *c, char *why, size_t len)
{
	const char *kind = c->in[0];
	char text[128];

	if (!strcmp(kind, "tjmax"))
		return thermal_check_tjmax(c, why, len);
	if (!strcmp(kind, "dts"))
		return thermal_check_dts(c, why, len);
	if (!strcmp(kind, "tccd"))
		return thermal_check_tccd(c, why, len);
	if (!strcmp(kind, "ccd"))
		return thermal_check_ccd(c, why, len);
	if (c->nin != (strcmp(kind, "offset") ? 2 : 3) || c->nout != 1)
		return snprintf(why, len, "bad case"), -1;
	if (!strcmp(kind, "smn")) {
		unsigned reg;

		if (vec_uint(c->in[1], &reg))
			return snprintf(why, len, "bad register"), -1;
		return thermal_want_c(c, thermal_smn_tctl_c(reg), why, len);
	}
	if (!strcmp(kind, "offset")) {
		unsigned fam;

		if (vec_uint(c->in[1], &fam))
			return snprintf(why, len, "bad family"), -1;
		thermal_unescape(c->in[2], ' ', text, sizeof(text));
		return thermal_want_c(c, thermal_tctl_offset_c(fam, text), why, len);
	}
	return snprintf(why, len, "unknown case kind '%s'", kind), -1;
}

static void test_thermal_vectors(void **state)
{
	int n, failures = vec_run("tests/vectors/thermal.vec", thermal_check, &n);

	(void)state;
	assert_int_equal(failures, 0);
	assert_int_equal(n, 35);	/* every case of the file ran */
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_thermal_vectors),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
