// SPDX-License-Identifier: GPL-2.0-only
/*
 * cli/: every spelling turbostat 2026.02 accepts means the same option here.
 * The oracle is glibc's own getopt_long_only() run over turbostat's option
 * table and optstring, copied below from cmdline() in
 * tools/power/x86/turbostat/turbostat.c (version 2026.02.14): for every long
 * name, every prefix of it, with one and two dashes, with the argument
 * attached ("=") or in the next word, and for every letter of the optstring,
 * the option glibc picks for turbostat is the option turbostat-ng picks, with
 * the same argument; a spelling glibc refuses is refused.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cmdline.h"

static const struct option upstream[] = {
	{ "add", required_argument, 0, 'a' },
	{ "cpu", required_argument, 0, 'c' },
	{ "Dump", no_argument, 0, 'D' },
	{ "debug", no_argument, 0, 'd' },
	{ "enable", required_argument, 0, 'e' },
	{ "force", no_argument, 0, 'f' },
	{ "interval", required_argument, 0, 'i' },
	{ "IPC", no_argument, 0, 'I' },
	{ "num_iterations", required_argument, 0, 'n' },
	{ "header_iterations", required_argument, 0, 'N' },
	{ "help", no_argument, 0, 'h' },
	{ "hide", required_argument, 0, 'H' },
	{ "Joules", no_argument, 0, 'J' },
	{ "list", no_argument, 0, 'l' },
	{ "out", required_argument, 0, 'o' },
	{ "quiet", no_argument, 0, 'q' },
	{ "no-msr", no_argument, 0, 'M' },
	{ "no-perf", no_argument, 0, 'P' },
	{ "show", required_argument, 0, 's' },
	{ "Summary", no_argument, 0, 'S' },
	{ "TCC", required_argument, 0, 'T' },
	{ "version", no_argument, 0, 'v' },
	{ 0, 0, 0, 0 },
};
static const char optstring[] = "+C:c:Dde:hi:Jn:N:o:qMST:v";

/* What turbostat's getopt makes of argv: the option's name ("-C" for the letter-only one) and argument. */
struct pick {
	char name[32];
	char arg[32];
	int next;
};

static const char *upstream_name(int val)
{
	static char letter[3];

	for (int i = 0; upstream[i].name; i++)
		if (upstream[i].val == val)
			return upstream[i].name;
	snprintf(letter, sizeof(letter), "-%c", val);
	return letter;
}

static int oracle(int argc, char **argv, struct pick *p)
{
	int c;

	optind = 0;	/* re-initialise glibc's scanner */
	opterr = 0;
	c = getopt_long_only(argc, argv, optstring, upstream, NULL);
	if (c == '?' || c == ':' || c == -1)
		return -1;
	snprintf(p->name, sizeof(p->name), "%s", upstream_name(c));
	snprintf(p->arg, sizeof(p->arg), "%s", optarg ? optarg : "");
	p->next = optind;
	return 0;
}

static int ours(int argc, char **argv, struct pick *p)
{
	int n;
	const struct opt_spec *spec = cmdline_specs(&n);
	struct opt_scan s;
	struct opt_found f;
	char err[256];

	optparse_init(&s, spec, n, argc, argv);
	if (optparse_next(&s, &f, err, sizeof(err)) != 1)
		return -1;
	snprintf(p->name, sizeof(p->name), "%s", cmdline_name(f.index));
	snprintf(p->arg, sizeof(p->arg), "%s", f.arg ? f.arg : "");
	p->next = s.next;
	return 0;
}

static int compared;

/* One spelling, e.g. "-sh" "X": the same option and argument both ways, or refused both ways. */
static void same(const char *word, const char *then)
{
	char w[64], t[64], prog[] = "turbostat";
	char *argv[] = { prog, w, t, NULL };
	int argc = then ? 3 : 2;
	struct pick want, got;

	snprintf(w, sizeof(w), "%s", word);
	snprintf(t, sizeof(t), "%s", then ? then : "");
	int wrc = oracle(argc, argv, &want);
	int grc = ours(argc, argv, &got);

	if (wrc != grc)
		fail_msg("'%s' '%s': turbostat %s, turbostat-ng %s", word, then ? then : "", wrc ? "refuses" : "accepts",
			 grc ? "refuses" : "accepts");
	if (wrc == 0) {
		if (strcmp(want.name, got.name) || strcmp(want.arg, got.arg) || want.next != got.next)
			fail_msg("'%s' '%s': turbostat --%s '%s' (next %d), turbostat-ng --%s '%s' (next %d)", word,
				 then ? then : "", want.name, want.arg, want.next, got.name, got.arg, got.next);
	}
	compared++;
}

static void test_cmdline_walks_turbostat_table(void **state)
{
	(void)state;
	compared = 0;
	for (int i = 0; upstream[i].name; i++) {
		const char *name = upstream[i].name;

		for (size_t len = 1; len <= strlen(name); len++) {
			char one[40], two[40], eq[48];

			snprintf(one, sizeof(one), "-%.*s", (int)len, name);
			snprintf(two, sizeof(two), "--%.*s", (int)len, name);
			snprintf(eq, sizeof(eq), "--%.*s=5", (int)len, name);
			same(one, "5");
			same(two, "5");
			same(eq, NULL);
			same(one, NULL);	/* an option that needs an argument and has none */
		}
	}
	for (const char *l = optstring + 1; *l; l++) {
		char word[8];

		if (*l == ':')
			continue;
		snprintf(word, sizeof(word), "-%c", *l);
		same(word, "5");
		snprintf(word, sizeof(word), "-%c7", *l);	/* an attached argument, or a cluster */
		same(word, NULL);
	}
	/* what scripts type (mmtests, pbench, exporters) */
	same("-s", "Busy%,Bzy_MHz");
	same("-a", "msr0x10,u64,cpu,delta,MY_TSC");
	same("-qS", NULL);
	same("-i0.5", NULL);
	same("-sBusy%", NULL);
	same("-he", NULL);
	same("--hi", "IRQ");
	same("-", NULL);
	same("--", "sleep");
	same("sleep", "1");
	/* 22 names of 128 letters in all: 4 spellings per prefix, then 16 letters x 2 and 10 more */
	assert_int_equal(compared, 128 * 4 + 16 * 2 + 10);
}

/* turbostat-ng's own long names can be reached, and none is one of turbostat's abbreviations. */
static void test_cmdline_own_names_take_nothing_away(void **state)
{
	int n;
	const struct opt_spec *spec = cmdline_specs(&n);

	(void)state;
	for (int i = 0; i < n; i++) {
		if (spec[i].upstream || !spec[i].name)
			continue;
		assert_int_equal(optparse_resolve(spec, n, spec[i].name, strlen(spec[i].name), NULL, 0), i);
		for (int u = 0; upstream[u].name; u++)
			if (strncmp(upstream[u].name, spec[i].name, strlen(spec[i].name)) == 0)
				fail_msg("--%s is an abbreviation of turbostat's --%s", spec[i].name, upstream[u].name);
	}
	/* past turbostat's names, ours resolve by their own unique prefixes */
	assert_string_equal(cmdline_name(optparse_resolve(spec, n, "show-t", 6, NULL, 0)), "show-turbo");
	assert_string_equal(cmdline_name(optparse_resolve(spec, n, "simu", 4, NULL, 0)), "simulate");
	assert_int_equal(optparse_resolve(spec, n, "sim", 3, NULL, 0), -2);	/* sim-seconds or simulate */
}

static enum opt_outcome parse(struct options *o, char *err, size_t errlen, ...)
{
	char *argv[16] = { "turbostat" };
	int argc = 1;
	va_list ap;

	va_start(ap, errlen);
	for (char *a; (a = va_arg(ap, char *)) != NULL && argc < 15;)
		argv[argc++] = a;
	va_end(ap);
	*o = (struct options){ .prog = "turbostat", .interval_s = 5 };
	err[0] = '\0';
	return cmdline_parse(argc, argv, o, stdout, err, errlen);
}

static void test_cmdline_messages_name_the_option_as_typed(void **state)
{
	struct options o;
	char err[256];

	(void)state;
	assert_int_equal(parse(&o, err, sizeof(err), "--interval", NULL), OPT_BAD_SPELLING);
	assert_string_equal(err, "option '--interval' requires an argument");
	assert_int_equal(parse(&o, err, sizeof(err), "-c", NULL), OPT_BAD_SPELLING);
	assert_string_equal(err, "option '-c' requires an argument");
	assert_int_equal(parse(&o, err, sizeof(err), "-inter", NULL), OPT_BAD_SPELLING);
	assert_string_equal(err, "option '-inter' requires an argument");
	assert_int_equal(parse(&o, err, sizeof(err), "--quiet=1", NULL), OPT_BAD_SPELLING);
	assert_string_equal(err, "option '--quiet' doesn't allow an argument");
	assert_int_equal(parse(&o, err, sizeof(err), "--he", NULL), OPT_BAD_SPELLING);
	assert_string_equal(err, "option '--he' is ambiguous; possibilities: '--header_iterations' '--help'");
	assert_int_equal(parse(&o, err, sizeof(err), "-P", NULL), OPT_BAD_SPELLING);
	assert_string_equal(err, "unrecognized option '-P'");
}

/* --interval: 0.001 s (turbostat's floor) to a year; anything else is one line, exit 2. */
static void test_cmdline_interval_range(void **state)
{
	struct options o;
	char err[256];

	(void)state;
	assert_int_equal(parse(&o, err, sizeof(err), "-i", "0.001", NULL), OPT_RUN);
	assert_true(o.interval_s == 0.001 && o.interval_given);
	assert_int_equal(parse(&o, err, sizeof(err), "--interval", "31536000", NULL), OPT_RUN);
	static const char *const bad[] = { "inf", "nan", "1e308", "31536001", "5s", "" };

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		char want[128];

		assert_int_equal(parse(&o, err, sizeof(err), "--interval", bad[i], NULL), OPT_BAD_VALUE);
		snprintf(want, sizeof(want), "--interval %s: expected seconds from 0.001 to 31536000", bad[i]);
		assert_string_equal(err, want);
	}
	/* below the floor: the range, under our own name */
	assert_int_equal(parse(&o, err, sizeof(err), "-i", "-1", NULL), OPT_BAD_VALUE);
	assert_string_equal(err, "--interval -1: too small: expected seconds from 0.001 to 31536000");
	assert_int_equal(parse(&o, err, sizeof(err), "-i", "0", NULL), OPT_BAD_VALUE);
	assert_string_equal(err, "--interval 0: too small: expected seconds from 0.001 to 31536000");
	/* invoked as turbostat, its own words, the value as typed (not rounded by %f to one allowed) */
	char *argv[] = { "turbostat", "--interval", "0.0009999", NULL };

	o = (struct options){ .prog = "turbostat", .interval_s = 5, .as_turbostat = true };
	assert_int_equal(cmdline_parse(3, argv, &o, stdout, err, sizeof(err)), OPT_BAD_VALUE);
	assert_string_equal(err, "interval 0.0009999 seconds is too small");
}

/* Invocations from the scripts that drive turbostat, parsed into what they ask for. */
static void test_cmdline_script_invocations(void **state)
{
	struct options o;
	char err[256];

	(void)state;
	assert_int_equal(parse(&o, err, sizeof(err), "-s", "Busy%,Bzy_MHz", "-i", "1", NULL), OPT_RUN);
	assert_int_equal(o.show.n, 1);
	assert_string_equal(o.show.name[0], "Busy%,Bzy_MHz");
	assert_true(o.interval_s == 1);
	assert_int_equal(parse(&o, err, sizeof(err), "-a", "msr0x10,u64,cpu,delta,MY_TSC", NULL), OPT_RUN);
	assert_string_equal(o.add.name[0], "msr0x10,u64,cpu,delta,MY_TSC");
	assert_int_equal(parse(&o, err, sizeof(err), "--quiet", "--show", "PkgWatt", "--interval", "5", NULL), OPT_RUN);
	assert_true(o.quiet);
	assert_int_equal(parse(&o, err, sizeof(err), "-o", "out.txt", "sleep", "1", NULL), OPT_RUN);
	assert_string_equal(o.out_path, "out.txt");
	assert_string_equal(o.cmd[0], "sleep");
	assert_string_equal(o.cmd[1], "1");
	assert_int_equal(parse(&o, err, sizeof(err), "-D", NULL), OPT_RUN);
	assert_true(o.dump);
	assert_int_equal(parse(&o, err, sizeof(err), "--Dump", NULL), OPT_RUN);
	assert_true(o.dump);
	assert_int_equal(parse(&o, err, sizeof(err), "--force", "-n", "3", NULL), OPT_RUN);
	assert_int_equal(o.num_iterations, 3);
	/* the places turbostat's order rules need (decode/select.c): --hide 1st, --debug 2nd, --show 4th */
	assert_int_equal(parse(&o, err, sizeof(err), "--hide", "IRQ", "--debug", "-q", "--show", "CPU", "--list", NULL),
			 OPT_RUN);
	assert_int_equal(o.hide.at[0], 1);
	assert_int_equal(o.show.at[0], 4);
	assert_int_equal(o.all_at, 5);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cmdline_walks_turbostat_table),
		cmocka_unit_test(test_cmdline_own_names_take_nothing_away),
		cmocka_unit_test(test_cmdline_messages_name_the_option_as_typed),
		cmocka_unit_test(test_cmdline_interval_range),
		cmocka_unit_test(test_cmdline_script_invocations),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
