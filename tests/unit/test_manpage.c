// SPDX-License-Identifier: GPL-2.0-only
/*
 * man/turbostat-ng.8: it reads cleanly with both man page tool chains
 * (man-db's groff with its warnings on, and mandoc's lint, each printing
 * nothing), every option of the table (cli/cmdline.c) heads an entry of
 * OPTIONS with its letter ("-s, --show"), and it has EXAMPLES and SEE ALSO.
 * Run from the top of the tree, as make check does.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cmdline.h"

#define PAGE "man/turbostat-ng.8"

/* @cmd, run by the shell, writes nothing (stdout and stderr) and exits 0. */
static void says_nothing(const char *cmd)
{
	char out[4096];
	FILE *p = popen(cmd, "r");
	size_t n;
	int rc;

	assert_non_null(p);
	n = fread(out, 1, sizeof(out) - 1, p);
	out[n] = '\0';
	rc = pclose(p);
	if (n || rc)
		fail_msg("%s (exit status %d):\n%s", cmd, rc, out);
}

static void test_manpage_man_db_warns_nothing(void **state)
{
	(void)state;
	says_nothing("MANWIDTH=80 man --warnings -l " PAGE " 2>&1 >/dev/null");
}

static void test_manpage_mandoc_lint_says_nothing(void **state)
{
	(void)state;
	says_nothing("mandoc -T lint " PAGE " 2>&1");
}

/* The page with "\-" read as "-", as it prints. */
static char *page(void)
{
	FILE *f = fopen(PAGE, "r");
	char *buf = calloc(1, 1 << 20), *o = buf;
	int c, last = 0;

	assert_non_null(f);
	assert_non_null(buf);
	while ((c = fgetc(f)) != EOF && o < buf + (1 << 20) - 1) {
		if (last == '\\' && c == '-')
			o[-1] = '-';
		else
			*o++ = (char)c;
		last = c;
	}
	fclose(f);
	return buf;
}

/* Whether a line right after a .TP (an entry's head) has @spelling, not followed by more of a name. */
static bool heads_an_entry(const char *text, const char *spelling)
{
	size_t n = strlen(spelling);

	for (const char *tp = strstr(text, "\n.TP\n"); tp; tp = strstr(tp + 1, "\n.TP\n")) {
		const char *head = tp + 5, *end = strchr(head, '\n');

		for (const char *p = strstr(head, spelling); p && p < end; p = strstr(p + 1, spelling))
			if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_-", p[n]))
				return true;
	}
	return false;
}

static void test_manpage_documents_every_option(void **state)
{
	int n;
	const struct opt_row *rows = cmdline_rows(&n);
	char *text = page();

	(void)state;
	for (int i = 0; i < n; i++) {
		char want[64];
		char letter = cmdline_letter(i);

		if (!rows[i].spec.name)
			snprintf(want, sizeof(want), "-%c", letter);
		else if (letter)
			snprintf(want, sizeof(want), "-%c, --%s", letter, rows[i].spec.name);
		else
			snprintf(want, sizeof(want), "--%s", rows[i].spec.name);
		if (!heads_an_entry(text, want))
			fail_msg("no entry of " PAGE " is headed '%s'", want);
	}
	assert_non_null(strstr(text, "\n.SH EXAMPLES\n"));
	const char *see = strstr(text, "\n.SH SEE ALSO\n");

	assert_non_null(see);
	static const char *const pages[] = { ".BR turbostat (8)", ".BR cpupower (1)", ".BR perf (1)",
					     ".BR x86_energy_perf_policy (8)", ".BR msr (4)" };

	for (size_t k = 0; k < sizeof(pages) / sizeof(pages[0]); k++)
		if (!strstr(see, pages[k]))
			fail_msg("SEE ALSO lacks %s", pages[k]);
	free(text);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_manpage_man_db_warns_nothing),
		cmocka_unit_test(test_manpage_mandoc_lint_says_nothing),
		cmocka_unit_test(test_manpage_documents_every_option),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
