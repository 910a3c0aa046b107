// SPDX-License-Identifier: GPL-2.0-only
/*
 * cli/complete.c: every option of the table that --help lists is offered by
 * both completion scripts, with its letter, and none that turbostat lists
 * but ignores (--IPC, -C); every column and group --show knows, governor,
 * workload, part and format is among the values offered.
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
#include "decode/columns.h"
#include "gov/gov.h"
#include "sim/part.h"
#include "sim/workload.h"

static char *script(const char *shell)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	assert_non_null(f);
	assert_int_equal(cmdline_completion(f, shell), 0);
	assert_int_equal(fclose(f), 0);
	return buf;
}

/* @w occurs in @s as a whole word: between delimiters of shell words, lists and zsh specs. */
static bool has_word(const char *s, const char *w)
{
	static const char delim[] = " \t\n'\"(){},|=+[:*";
	size_t n = strlen(w);

	for (const char *p = strstr(s, w); p; p = strstr(p + 1, w))
		if ((p == s || strchr(delim, p[-1])) && (!p[n] || strchr(delim, p[n])))
			return true;
	return false;
}

/* The bash script's list of options offered after a dash. */
static char *bash_options(const char *s)
{
	const char *at = strstr(s, "if [[ $cur == -* ]]; then\n\t\tCOMPREPLY=($(compgen -W '");

	assert_non_null(at);
	at = strchr(at, '\'') + 1;
	return strndup(at, strcspn(at, "'"));
}

static void test_completion_offers_every_listed_option(void **state)
{
	int n, listed = 0;
	const struct opt_row *rows = cmdline_rows(&n);
	char *bash = script("bash"), *zsh = script("zsh"), *offered = bash_options(bash);

	(void)state;
	for (int i = 0; i < n; i++) {
		char name[48], letter[4] = "";

		snprintf(name, sizeof(name), "--%s", rows[i].spec.name ? rows[i].spec.name : "");
		if (cmdline_letter(i))
			snprintf(letter, sizeof(letter), "-%c", cmdline_letter(i));
		if (!rows[i].help) {
			/* --IPC and -C: turbostat's, doing nothing */
			if (rows[i].spec.name && has_word(offered, name))
				fail_msg("%s is offered but does nothing", name);
			continue;
		}
		listed++;
		if (!has_word(offered, name) || (letter[0] && !has_word(offered, letter)))
			fail_msg("bash does not offer %s %s", name, letter);
		if (!has_word(zsh, name) || (letter[0] && !has_word(zsh, letter)))
			fail_msg("zsh does not offer %s %s", name, letter);
	}
	/* turbostat's 22 long names less --IPC, turbostat-ng's 25 (main's 23, --why and --cgroup) */
	assert_int_equal(listed, 21 + 25);
	/* turbostat's letters, and the unique abbreviations its scripts use */
	static const char *const letters[] = { "-a", "-c", "-D", "-d", "-e", "-f", "-i", "-n", "-N", "-h",
					       "-J", "-l", "-o", "-q", "-M", "-s", "-S", "-T", "-v" };

	for (size_t i = 0; i < sizeof(letters) / sizeof(letters[0]); i++)
		if (!has_word(offered, letters[i]))
			fail_msg("bash does not offer %s", letters[i]);
	assert_false(has_word(offered, "-H"));	/* in turbostat's help, refused by its parser */
	assert_false(has_word(offered, "-P"));
	free(offered);
	free(bash);
	free(zsh);
}

static void test_completion_offers_every_value(void **state)
{
	char *bash = script("bash"), *zsh = script("zsh");

	(void)state;
	for (int id = 0; id < COL__COUNT; id++) {
		const char *name = col_defs[id].name;

		if (!name[0] || id == COL_IDLE_PCT)
			continue;
		if (!has_word(bash, name) || !has_word(zsh, name))
			fail_msg("column %s is not offered", name);
		if (col_defs[id].name_joules && (!has_word(bash, col_defs[id].name_joules) ||
						 !has_word(zsh, col_defs[id].name_joules)))
			fail_msg("column %s is not offered", col_defs[id].name_joules);
	}
	for (int g = 0; g < GRP__COUNT; g++)
		assert_true(has_word(bash, col_group_names[g]) && has_word(zsh, col_group_names[g]));
	static const char *const more[] = { "all", "idle", "sysfs", "llc", "turbostat", "csv", "json", "prometheus",
					    "core", "package", "bash", "zsh", "list" };

	for (size_t i = 0; i < sizeof(more) / sizeof(more[0]); i++)
		if (!has_word(bash, more[i]) || !has_word(zsh, more[i]))
			fail_msg("%s is not offered", more[i]);
	for (size_t i = 0; i < gov_count(); i++)
		assert_true(has_word(bash, gov_at(i)->name) && has_word(zsh, gov_at(i)->name));
	for (size_t i = 0; i < sim_workload_count(); i++)
		assert_true(has_word(bash, sim_workload_name(i)) && has_word(zsh, sim_workload_name(i)));
	for (size_t i = 0; i < sim_part_count(); i++)
		assert_true(has_word(bash, sim_part_at(i)->name) && has_word(zsh, sim_part_at(i)->name));
	/* a column named twice in the table (CorWatt: Intel's and AMD's) is offered once */
	const char *first = strstr(bash, " CorWatt ");

	assert_non_null(first);
	assert_null(strstr(first + 1, " CorWatt "));
	free(bash);
	free(zsh);
}

static void test_completion_other_shells_refused(void **state)
{
	(void)state;
	assert_int_not_equal(cmdline_completion(stdout, "fish"), 0);
	assert_int_not_equal(cmdline_completion(stdout, ""), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_completion_offers_every_listed_option),
		cmocka_unit_test(test_completion_offers_every_value),
		cmocka_unit_test(test_completion_other_shells_refused),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
