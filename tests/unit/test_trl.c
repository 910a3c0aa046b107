// SPDX-License-Identifier: GPL-2.0-only
/* Turbo ratio limit decoders against tests/vectors/trl.vec (format in tests/unit/vec.h). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "decode/trl.h"
#include "vec.h"

static int trl_enc(const char *s, enum trl_encoding *e)
{
	static const char *const names[TRL__COUNT] = {
		[TRL_NONE] = "none", [TRL_CLASSIC] = "classic", [TRL_IVB_EP] = "ivb_ep",
		[TRL_HSW_EP] = "hsw_ep", [TRL_GROUPS] = "groups", [TRL_KNL] = "knl",
		[TRL_ATOM] = "atom",
	};

	for (int i = 0; i < TRL__COUNT; i++)
		if (!strcmp(s, names[i])) {
			*e = (enum trl_encoding)i;
			return 0;
		}
	return -EINVAL;
}

/* in[at] = ENC, in[at+1] = ratio MSR, then registers. */
static int trl_case_decode(const struct vec_case *c, int at, struct trl_table *t, int *err,
			   char *why, size_t len)
{
	struct regset rs;
	enum trl_encoding enc;
	unsigned msr;

	regset_init(&rs, 0);
	if (c->nin < at + 2 || trl_enc(c->in[at], &enc) || vec_uint(c->in[at + 1], &msr) ||
	    vec_regs(&rs, c, at + 2) != c->nin) {
		snprintf(why, len, "bad inputs");
		return -1;
	}
	*err = trl_decode(&rs, enc, msr, t);
	return 0;
}

static int trl_check_decode(const struct vec_case *c, char *why, size_t len)
{
	struct trl_table t;
	int err, want_err = 0;
	size_t n = 0;
	unsigned skipped = 0;

	if (trl_case_decode(c, 1, &t, &err, why, len))
		return -1;
	if (c->nout == 1 && c->out[0][0] == '!') {
		if (vec_errno(c->out[0], &want_err))
			return snprintf(why, len, "bad expected error"), -1;
		if (err != want_err)
			return snprintf(why, len, "err %d, want %d", err, want_err), -1;
		return 0;
	}
	if (err)
		return snprintf(why, len, "err %d, want levels", err), -1;
	for (int i = 0; i < c->nout; i++) {
		unsigned cores, ratio;
		char tail;

		if (!strcmp(c->out[i], "-") && c->nout == 1)
			break;
		if (sscanf(c->out[i], "skipped=%u%c", &skipped, &tail) == 1)
			continue;
		if (sscanf(c->out[i], "%u:%u%c", &cores, &ratio, &tail) != 2)
			return snprintf(why, len, "bad expected token '%s'", c->out[i]), -1;
		if (n >= t.n)
			return snprintf(why, len, "only %zu levels, want more", t.n), -1;
		if (t.lv[n].active_cores != cores || t.lv[n].ratio != ratio)
			return snprintf(why, len, "level %zu is %u:%u, want %u:%u", n,
					t.lv[n].active_cores, t.lv[n].ratio, cores, ratio), -1;
		n++;
	}
	if (n != t.n)
		return snprintf(why, len, "%zu levels, want %zu", t.n, n), -1;
	if (t.skipped != skipped)
		return snprintf(why, len, "skipped %u, want %u", t.skipped, skipped), -1;
	return 0;
}

static int trl_check_cores(const struct vec_case *c, char *why, size_t len)
{
	struct trl_table t;
	unsigned cores, want;
	int err;

	if (c->nin < 2 || vec_uint(c->in[1], &cores) || c->nout != 1 || vec_uint(c->out[0], &want))
		return snprintf(why, len, "bad case"), -1;
	if (trl_case_decode(c, 2, &t, &err, why, len))
		return -1;
	if (err)
		return snprintf(why, len, "decode err %d", err), -1;
	if (trl_ratio_for_cores(&t, cores) != want)
		return snprintf(why, len, "ratio %u, want %u", trl_ratio_for_cores(&t, cores), want), -1;
	return 0;
}

static int trl_case(const struct vec_case *c, char *why, size_t len)
{
	if (!strcmp(c->in[0], "decode"))
		return trl_check_decode(c, why, len);
	if (!strcmp(c->in[0], "cores"))
		return trl_check_cores(c, why, len);
	snprintf(why, len, "unknown case kind '%s'", c->in[0]);
	return -1;
}

static void test_trl_vectors(void **state)
{
	int ncases;

	(void)state;
	assert_int_equal(vec_run("tests/vectors/trl.vec", trl_case, &ncases), 0);
	assert_true(ncases >= 25);
}

/* The vector reader must fail a case without a source line and a malformed one. */
static void test_trl_vec_reader_rejects(void **state)
{
	char path[] = "/tmp/tsng-trl-vec-XXXXXX";
	int fd = mkstemp(path), ncases;
	FILE *fp = fdopen(fd, "w");

	(void)state;
	assert_non_null(fp);
	fputs("decode classic 0x1AD msr:0x1AD=0x23242526 => 4:35 3:36 2:37 1:38\n"
	      "# source: test\n"
	      "decode classic 0x1AD msr:0x1AD=0x23242526 4:35\n"
	      "# source: test\n"
	      "decode classic 0x1AD msr:0x1AD=0x2324252G => -\n", fp);
	fclose(fp);
	assert_int_equal(vec_run(path, trl_case, &ncases), 3);
	assert_int_equal(ncases, 3);
	remove(path);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_trl_vectors),
		cmocka_unit_test(test_trl_vec_reader_rejects),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
