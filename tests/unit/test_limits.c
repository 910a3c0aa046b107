// SPDX-License-Identifier: GPL-2.0-only
/*
 * The limit reason layouts (decode/limits.c) against tests/vectors/limits.vec,
 * worked from the SDM's tables; and that a reason keeps one name and letter
 * in every layout, and every reason has the exporter's counter under that name.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "decode/col_export.h"
#include "decode/limits.h"
#include "decode/platform.h"
#include "decode/regtab.h"
#include "output/regline.h"
#include "vec.h"

static int layout_of(const char *s, enum plr_layout *l)
{
	static const char *const names[PLR_LAYOUT__COUNT] = {
		[PLR_LAYOUT_NONE] = "none", [PLR_LAYOUT_HSW] = "hsw", [PLR_LAYOUT_HSX] = "hsx", [PLR_LAYOUT_SKL] = "skl",
	};

	for (int i = 0; i < PLR_LAYOUT__COUNT; i++)
		if (s && !strcmp(s, names[i])) {
			*l = (enum plr_layout)i;
			return 0;
		}
	return -1;
}

static int limits_case(const struct vec_case *c, char *why, size_t len)
{
	enum plr_layout lay;
	const struct limits_layout *l;
	char names[160], letters[20], got[32];
	uint64_t v;

	if (c->nin < 2 || layout_of(c->in[1], &lay))
		return snprintf(why, len, "bad layout"), -1;
	l = limits_layout(lay);
	if (!strcmp(c->in[0], "bits") && c->nin == 3 && c->nout == 2 && !vec_u64(c->in[2], &v)) {
		limits_names(l, v, names, sizeof(names));
		limits_letters(l, v, letters, sizeof(letters));
		if (strcmp(names[0] ? names : "-", c->out[0]) || strcmp(letters, c->out[1]))
			return snprintf(why, len, "got %s %s", names[0] ? names : "-", letters), -1;
		return 0;
	}
	if (!strcmp(c->in[0], "reason") && c->nin == 3 && c->nout == 1) {
		const struct limit_bit *b = limits_reason(l, c->in[2]);

		snprintf(got, sizeof(got), b ? "%u" : "-", b ? b->bit : 0);
		return strcmp(got, c->out[0]) ? (snprintf(why, len, "got %s", got), -1) : 0;
	}
	if (!strcmp(c->in[0], "msr") && c->nin == 2 && c->nout == 1 && l) {
		snprintf(got, sizeof(got), "0x%X", (unsigned)l->core_msr);
		return strcmp(got, c->out[0]) ? (snprintf(why, len, "got %s", got), -1) : 0;
	}
	return snprintf(why, len, "unknown case"), -1;
}

static void test_limits_vectors(void **state)
{
	int ncases;

	(void)state;
	assert_int_equal(vec_run("tests/vectors/limits.vec", limits_case, &ncases), 0);
	assert_true(ncases >= 30);
}

/* The log bits [31:16] of 0x00020400 shifted down are 0x2: thermal (table 2-29); a short buffer cuts. */
static void test_limits_names_cut(void **state)
{
	const struct limits_layout *hsw = limits_layout(PLR_LAYOUT_HSW);
	char buf[64];

	(void)state;
	assert_int_equal(limits_names(hsw, (0x00020400ull & LIMITS_LOG_MASK) >> 16, buf, sizeof(buf)), 7);
	assert_string_equal(buf, "Thermal");
	assert_int_equal(limits_names(hsw, 0x0C05, buf, 8), 7);
	assert_string_equal(buf, "PROCHOT");
	/* Haswell-EP logs its bit 15 at 31 (the E5 v3 table): inside the log mask */
	assert_int_equal(limits_names(limits_layout(PLR_LAYOUT_HSX), (0x80000000ull & LIMITS_LOG_MASK) >> 16, buf,
				      sizeof(buf)), 12);
	assert_string_equal(buf, "BelowRequest");
	assert_null(limits_layout(PLR_LAYOUT_NONE));
	assert_null(limits_layout(PLR_LAYOUT__COUNT));
}

/* One reason, one name: whatever its bit, a field name has one letter and one column name everywhere. */
static void test_limits_one_name(void **state)
{
	(void)state;
	for (int a = 0; a < PLR_LAYOUT__COUNT; a++)
		for (int b = 0; b < PLR_LAYOUT__COUNT; b++) {
			const struct limits_layout *la = limits_layout(a), *lb = limits_layout(b);

			for (size_t i = 0; la && lb && i < la->nbits; i++) {
				const struct limit_bit *x = &la->bits[i], *y;

				if (!x->name)
					continue;
				y = limits_reason(lb, x->field);
				if (y) {
					assert_int_equal(x->letter, y->letter);
					assert_string_equal(x->name, y->name);
					assert_string_equal(x->field_log, y->field_log);
				}
				/* a letter names one reason */
				for (size_t k = 0; k < lb->nbits; k++)
					if (lb->bits[k].letter == x->letter)
						assert_string_equal(lb->bits[k].field, x->field);
			}
		}
}

/* The exporter's reason labels are reasons of the layouts, and every reason of a layout has one. */
static void test_limits_exported(void **state)
{
	(void)state;
	for (int c = 0; c < COL__COUNT; c++)
		if (col_exports[c].m[0].lsrc == XL_LIMIT)
			assert_true(limits_known(col_exports[c].m[0].label_value));
	for (int l = 0; l < PLR_LAYOUT__COUNT; l++)
		for (size_t i = 0; limits_layout(l) && i < limits_layout(l)->nbits; i++) {
			const struct limit_bit *b = &limits_layout(l)->bits[i];
			int n = 0;

			for (int c = 0; b->name && c < COL__COUNT; c++)
				n += col_exports[c].m[0].lsrc == XL_LIMIT && !strcmp(col_exports[c].m[0].label_value, b->field);
			assert_int_equal(n, b->name ? 1 : 0);
		}
	assert_false(limits_known("bit2"));
	assert_false(limits_known("PL1"));
}

/* The report line of @raw in @row's format (@ng: our own name's) on the part of family 6 model @model. */
static char *report_line(unsigned model, uint64_t raw, int ng)
{
	struct cpu_ident id = { .vendor = VENDOR_INTEL, .family = 6, .model = model };
	struct reg_ctx c = { .id = &id, .pf = platform_lookup(&id), .turbostat = !ng };
	const struct reg_row *row = regtab_row("MSR_CORE_PERF_LIMIT_REASONS");
	static struct reg_fields fs;
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	memset(&fs, 0, sizeof(fs));
	row->decode(raw, NULL, &c, &fs);
	assert_int_equal(regline_print(f, ng && row->fmt_ng ? row->fmt_ng : row->fmt, 0, raw, &fs), 0);
	fclose(f);
	return text;
}

/*
 * Haswell-EP (06_3FH) 0x690 = 0x04000400: bit 10 and its log 26.  Upstream's line reads them with
 * the 4th generation's names (PkgPwrL1); ours with the E5 v3 table's (the multi-core turbo limit).
 */
static void test_limits_report_by_layout(void **state)
{
	char *up = report_line(0x3F, 0x04000400, 0), *ng = report_line(0x3F, 0x04000400, 1);
	char *hsw = report_line(0x3C, 0x04000400, 1);

	(void)state;
	assert_string_equal(up, "cpu0: MSR_CORE_PERF_LIMIT_REASONS, 0x04000400 "
				"(Active: PkgPwrL1, ) (Logged: PkgPwrL1, )\n");
	assert_string_equal(ng, "cpu0: MSR_CORE_PERF_LIMIT_REASONS, 0x04000400 "
				"(Active: max_turbo, ) (Logged: max_turbo, )\n");
	assert_string_equal(hsw, "cpu0: MSR_CORE_PERF_LIMIT_REASONS, 0x04000400 (Active: pl1, ) (Logged: pl1, )\n");
	free(up), free(ng), free(hsw);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_limits_vectors),
		cmocka_unit_test(test_limits_names_cut),
		cmocka_unit_test(test_limits_one_name),
		cmocka_unit_test(test_limits_exported),
		cmocka_unit_test(test_limits_report_by_layout),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
