// SPDX-License-Identifier: GPL-2.0-only
/*
 * --help, printed from the option table (cli/cmdline.c): one heading per
 * group, each option with the letter that spells it, its help wrapped at 79
 * columns; then a few examples.  Invoked as turbostat, turbostat's own usage.
 */
#include <string.h>

#include "cli/cmdline.h"

#define LEAD 30		/* help text starts in this column */
#define WIDTH 79

static const char *const headings[OG__COUNT] = {
	[OG_MEASURE] = "Measure",
	[OG_COLUMNS] = "Columns (names and groups: --list, turbostat-ng(8) COLUMNS)",
	[OG_OUTPUT] = "Output",
	[OG_RECORD] = "Record and replay (a bug report: --record on the machine, --replay anywhere)",
	[OG_GOVERNORS] = "Governors (what a cpufreq governor would ask for, or a simulation)",
	[OG_TOP] = "Top view",
	[OG_EXPORTER] = "Exporter",
	[OG_COMPARE] = "Compare and plot (recorded runs: a ratio table, ~ within noise, ** significant)",
};

/* Lines of the groups whose options are not rows of this table: compare and plot are subcommands. */
static const char *const group_notes[OG__COUNT] = {
	[OG_EXPORTER] = "  (or --format prometheus --out FILE: node_exporter's textfile collector)",
	[OG_COMPARE] = "  %s compare [--format F] [--score N=V]... BASE... [-- NEW...]...\n"
		       "  (json or csv records, several runs a side; %s compare --help)\n"
		       "  %s plot RUN -o OUT.svg|OUT.png [--show FIELD,...]   (%s plot --help)",
};

#define EXAMPLE_LEAD 40

/* Each a command line (after the program's name) and what it does. */
static const char *const examples[][2] = {
	{ "-i 1 -n 10", "ten reports, a second apart" },
	{ "-s Busy%,Bzy_MHz,PkgWatt -i 1", "three columns" },
	{ "-q make -j8", "run a command, report the whole run" },
	{ "--format json -o base.jsonl -i 1 make -j8", "the run as JSON Lines" },
	{ "compare base.jsonl new.jsonl", "against another run" },
	{ "plot base.jsonl -o base.svg", "the run over time (gnuplot)" },
	{ "--record m.rec -n 5", "record this machine; --replay m.rec" },
	{ "--replay m.rec --governor pid:holdoff=12", "what a governor would have done" },
	{ "--listen 127.0.0.1:19100", "Prometheus, http://127.0.0.1:19100/metrics" },
};

/* @text from column @col on, words wrapped to WIDTH, continued in column LEAD. */
static void wrap(FILE *f, const char *text, int col)
{
	while (*text) {
		size_t word = strcspn(text, " ");

		if (col > LEAD && col + 1 + (int)word > WIDTH) {
			fprintf(f, "\n%*s", LEAD, "");
			col = LEAD;
		} else if (col > LEAD) {
			fputc(' ', f);
			col++;
		}
		fprintf(f, "%.*s", (int)word, text);
		col += (int)word;
		text += word;
		text += strspn(text, " ");
	}
	fputc('\n', f);
}

static void option_line(FILE *f, const struct opt_row *r, char letter)
{
	char lead[64];
	int n;

	if (letter)
		n = snprintf(lead, sizeof(lead), "  -%c, --%s", letter, r->spec.name);
	else
		n = snprintf(lead, sizeof(lead), "      --%s", r->spec.name);
	if (r->argname)
		n += snprintf(lead + n, sizeof(lead) - (size_t)n, " %s", r->argname);
	if (n >= LEAD)	/* the help on a line of its own */
		fprintf(f, "%s\n%*s", lead, LEAD, "");
	else
		fprintf(f, "%-*s", LEAD, lead);
	wrap(f, r->help, LEAD);
}

void cmdline_usage(FILE *f, const char *prog)
{
	int n;
	const struct opt_row *rows = cmdline_rows(&n);

	fprintf(f,
		"Usage: %s [OPTIONS] [COMMAND [ARGS]...]\n"
		"       %s compare [OPTIONS] BASE NEW...\n"
		"Report processor frequency, idle residency, power and temperature per CPU.\n"
		"With a COMMAND, run it and report the whole run; without, every interval.\n"
		"Options are turbostat's: one or two dashes, unique abbreviations, its letters.\n",
		prog, prog);
	for (int g = 0; g < OG__COUNT; g++) {
		fprintf(f, "\n%s:\n", headings[g]);
		for (int i = 0; i < n; i++)
			if (rows[i].group == (enum opt_group)g && rows[i].help)
				option_line(f, &rows[i], cmdline_letter(i));
		if (group_notes[g]) {
			fprintf(f, group_notes[g], prog, prog, prog, prog);
			fputc('\n', f);
		}
	}
	fprintf(f, "\nExamples:\n");
	for (size_t i = 0; i < sizeof(examples) / sizeof(examples[0]); i++) {
		int col = fprintf(f, "  %s %s", prog, examples[i][0]);

		if (col + 2 > EXAMPLE_LEAD)
			fprintf(f, "\n%*s# %s\n", EXAMPLE_LEAD, "", examples[i][1]);
		else
			fprintf(f, "%*s# %s\n", EXAMPLE_LEAD - col, "", examples[i][1]);
	}
	fprintf(f, "\nSee turbostat-ng(8).\n");
}

/*
 * turbostat's usage, byte for byte as help() in turbostat.c (2026.02.14)
 * prints it: scripts and people who invoke this as turbostat get turbostat's
 * text (its options, which all mean the same here).  Interface text, kept
 * as data; turbostat is GPL-2.0 as this is.
 */
static const char turbostat_usage[] =
	"Usage: turbostat [OPTIONS][(--interval seconds) | COMMAND ...]\n"
	"\n"
	"Turbostat forks the specified COMMAND and prints statistics\n"
	"when COMMAND completes.\n"
	"If no COMMAND is specified, turbostat wakes every 5-seconds\n"
	"to print statistics, until interrupted.\n"
	"  -a, --add counter\n"
	"\t\tadd a counter\n"
	"\t\t  eg. --add msr0x10,u64,cpu,delta,MY_TSC\n"
	"\t\t  eg. --add perf/cstate_pkg/c2-residency,package,delta,percent,perfPC2\n"
	"\t\t  eg. --add pmt,name=XTAL,type=raw,domain=package0,offset=0,lsb=0,msb=63,guid=0x1a067102\n"
	"  -c, --cpu cpu-set\n"
	"\t\tlimit output to summary plus cpu-set:\n"
	"\t\t  {core | package | j,k,l..m,n-p }\n"
	"  -d, --debug\n"
	"\t\tdisplays usec, Time_Of_Day_Seconds and more debugging\n"
	"\t\tdebug messages are printed to stderr\n"
	"  -D, --Dump\n"
	"\t\tdisplays the raw counter values\n"
	"  -e, --enable [all | column]\n"
	"\t\tshows all or the specified disabled column\n"
	"  -f, --force\n"
	"\t\tforce load turbostat with minimum default features on unsupported platforms.\n"
	"  -H, --hide [column | column,column,...]\n"
	"\t\thide the specified column(s)\n"
	"  -i, --interval sec.subsec\n"
	"\t\toverride default 5-second measurement interval\n"
	"  -J, --Joules\n"
	"\t\tdisplays energy in Joules instead of Watts\n"
	"  -l, --list\n"
	"\t\tlist column headers only\n"
	"  -M, --no-msr\n"
	"\t\tdisable all uses of the MSR driver\n"
	"  -P, --no-perf\n"
	"\t\tdisable all uses of the perf API\n"
	"  -n, --num_iterations num\n"
	"\t\tnumber of the measurement iterations\n"
	"  -N, --header_iterations num\n"
	"\t\tprint header every num iterations\n"
	"  -o, --out file\n"
	"\t\tcreate or truncate \"file\" for all output\n"
	"  -q, --quiet\n"
	"\t\tskip decoding system configuration header\n"
	"  -s, --show [column | column,column,...]\n"
	"\t\tshow only the specified column(s)\n"
	"  -S, --Summary\n"
	"\t\tlimits output to 1-line system summary per interval\n"
	"  -T, --TCC temperature\n"
	"\t\tsets the Thermal Control Circuit temperature in\n"
	"\t\t  degrees Celsius\n"
	"  -h, --help\n"
	"\t\tprint this help message\n"
	"  -v, --version\n"
	"\t\tprint version information\n"
	"\n"
	"For more help, run \"man turbostat\"\n";

void cmdline_usage_turbostat(FILE *f)
{
	fputs(turbostat_usage, f);
}
