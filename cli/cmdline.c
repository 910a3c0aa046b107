// SPDX-License-Identifier: GPL-2.0-only
/*
 * The command line as data: one row per option.  The first rows are
 * turbostat 2026.02's long_options[] (cmdline() in turbostat.c), in its
 * order, with the letters of its optstring "C:c:Dde:hi:Jn:N:o:qMST:v"; then
 * turbostat-ng's own.  The parser (cli/optparse.c) resolves turbostat's
 * names first, so an option added here never takes one of its spellings away.
 */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cmdline.h"
#include "cli/govspec.h"
#include "gov/gov.h"
#include "gov/template.h"
#include "sim/sim.h"
#include "sim/simulate.h"
#include "sim/topo.h"
#include "output/render.h"

static int parse_number(const char *s, double *out)
{
	char *end;

	errno = 0;
	*out = strtod(s, &end);
	return (end == s || *end || errno || !isfinite(*out)) ? -EINVAL : 0;
}

static enum opt_outcome bad(char *err, size_t errlen, const char *fmt, const char *arg)
{
	snprintf(err, errlen, fmt, arg);
	return OPT_BAD_VALUE;
}

/* --interval: turbostat's "too small" below 1 ms; above a year, or not a number, is no interval. */
#define INTERVAL_MAX_S 31536000.0

static enum opt_outcome set_interval(struct options *o, const char *arg, FILE *out, char *err, size_t errlen)
{
	double v;

	(void)out;
	if (parse_number(arg, &v) || v > INTERVAL_MAX_S)
		return bad(err, errlen, "--interval %s: expected seconds from 0.001 to 31536000", arg);
	/* turbostat's words, with the value as typed (its %f made 0.0009999 "0.001000"); ours name the range */
	if (v < 0.001)
		return bad(err, errlen, o->as_turbostat ? "interval %s seconds is too small"
				     : "--interval %s: too small: expected seconds from 0.001 to 31536000", arg);
	o->interval_s = v;
	o->interval_given = true;
	return OPT_RUN;
}

static enum opt_outcome set_count(const char *name, const char *arg, long *to, char *err, size_t errlen)
{
	double v;

	if (parse_number(arg, &v) || v < 1 || v > 1e9 || v != (long)v) {
		snprintf(err, errlen, "--%s %s: expected a whole number from 1 to 1000000000", name, arg);
		return OPT_BAD_VALUE;
	}
	*to = (long)v;
	return OPT_RUN;
}

/*
 * Invoked as turbostat, -n and -N as 2026.02's cmdline() reads them:
 * strtoul(arg, NULL, 0) into an unsigned int, so "0x10" is 16, "010" is 8,
 * "5s" is 5 and "-1" is 4294967295; what reads as 0 is errx(-1, "invalid
 * ... count: ARG"), exit 255.
 */
static enum opt_outcome upstream_count(const char *what, const char *arg, long *to, char *err, size_t errlen)
{
	unsigned v = (unsigned)strtoul(arg, NULL, 0);

	if (v == 0) {
		snprintf(err, errlen, "invalid %s count: %s", what, arg);
		return OPT_ERRX;
	}
	*to = v;
	return OPT_RUN;
}

static enum opt_outcome set_iterations(struct options *o, const char *arg, FILE *out, char *err, size_t errlen)
{
	(void)out;
	if (o->as_turbostat)
		return upstream_count("iteration", arg, &o->num_iterations, err, errlen);
	return set_count("num_iterations", arg, &o->num_iterations, err, errlen);
}

static enum opt_outcome set_header_iterations(struct options *o, const char *arg, FILE *out, char *err,
					      size_t errlen)
{
	long v = 0;
	enum opt_outcome rc = o->as_turbostat ? upstream_count("header iteration", arg, &v, err, errlen)
					      : set_count("header_iterations", arg, &v, err, errlen);

	(void)out;
	o->header_iterations = v > INT_MAX ? INT_MAX : (int)v;
	return rc;
}

static enum opt_outcome set_tcc(struct options *o, const char *arg, FILE *out, char *err, size_t errlen)
{
	double v;

	(void)out;
	if (parse_number(arg, &v) || v < 1 || v > 200)
		return bad(err, errlen, "--TCC %s: degrees C from 1 to 200", arg);
	o->tcc = (int)v;
	return OPT_RUN;
}

static enum opt_outcome set_format(struct options *o, const char *arg, FILE *out, char *err, size_t errlen)
{
	(void)out;
	if (render_format_parse(arg, &o->format))
		return bad(err, errlen, "--format %s: expected turbostat, csv, json, prometheus or why", arg);
	o->format_given = true;
	return OPT_RUN;
}

/* --why is --format why: the verdict lines in place of the table */
static enum opt_outcome set_why(struct options *o, const char *arg, FILE *out, char *err, size_t errlen)
{
	(void)arg, (void)out, (void)err, (void)errlen;
	o->format = FORMAT_WHY;
	o->format_given = true;
	return OPT_RUN;
}

static enum opt_outcome set_sim_seconds(struct options *o, const char *arg, FILE *out, char *err, size_t errlen)
{
	double v;

	(void)out;
	if (parse_number(arg, &v) || v <= 0) {
		snprintf(err, errlen, "--sim-seconds %s: expected seconds from 0.001 to %d", arg, SIM_MAX_SECONDS);
		return OPT_BAD_VALUE;
	}
	o->sim_seconds = v;
	return OPT_RUN;
}

static enum opt_outcome set_sim_warmup(struct options *o, const char *arg, FILE *out, char *err, size_t errlen)
{
	double v;

	(void)out;
	if (parse_number(arg, &v) || v < 0)
		return bad(err, errlen, "--sim-warmup %s: expected seconds, 0 or more", arg);
	o->sim_warmup = v;
	o->sim_warmup_set = true;
	return OPT_RUN;
}

/* A whole number from 1 to @hi: 0, else nonzero. */
static int parse_whole(const char *s, double hi, double *out)
{
	return parse_number(s, out) || *out < 1 || *out > hi || *out != (unsigned long long)*out;
}

static enum opt_outcome set_sim_seeds(struct options *o, const char *arg, FILE *out, char *err, size_t errlen)
{
	double v;

	(void)out;
	if (parse_whole(arg, 1000, &v))
		return bad(err, errlen, "--sim-seeds %s: expected a whole number of seeds from 1 to 1000", arg);
	o->sim_seeds = (unsigned)v;
	return OPT_RUN;
}

static enum opt_outcome set_trace_mhz(struct options *o, const char *arg, FILE *out, char *err, size_t errlen)
{
	double v;

	(void)out;
	if (parse_whole(arg, 100000, &v))
		return bad(err, errlen, "--trace-mhz %s: expected a whole number of MHz from 1 to 100000", arg);
	o->trace_mhz = (unsigned)v;
	return OPT_RUN;
}

static enum opt_outcome set_sim_requests(struct options *o, const char *arg, FILE *out, char *err, size_t errlen)
{
	double v;

	(void)out;
	if (parse_whole(arg, 1e9, &v))
		return bad(err, errlen, "--sim-requests %s: expected a whole number of requests from 1 to 1000000000", arg);
	o->sim_requests = (unsigned long long)v;
	return OPT_RUN;
}

static enum opt_outcome set_sim_clients(struct options *o, const char *arg, FILE *out, char *err, size_t errlen)
{
	double v;

	(void)out;
	_Static_assert(SIM_MAX_STREAMS == 64, "the message below names the bound");
	if (parse_whole(arg, SIM_MAX_STREAMS, &v))
		return bad(err, errlen, "--sim-clients %s: expected a whole number of clients from 1 to 64", arg);
	o->sim_clients = (unsigned)v;
	return OPT_RUN;
}

/* --Dump reads raw values: perf's counters start at zero when opened (turbostat sets no_perf too). */
static enum opt_outcome set_dump(struct options *o, const char *arg, FILE *out, char *err, size_t errlen)
{
	(void)arg, (void)out, (void)err, (void)errlen;
	o->dump = true;
	o->no_perf = true;
	return OPT_RUN;
}

/* turbostat counts its --debug: a second one adds lines (master_cpu) */
static enum opt_outcome set_debug(struct options *o, const char *arg, FILE *out, char *err, size_t errlen)
{
	(void)arg, (void)out, (void)err, (void)errlen;
	o->debug = true;
	o->debug_level++;
	return OPT_RUN;
}

static enum opt_outcome add_governor(struct options *o, const char *arg, FILE *out, char *err, size_t errlen)
{
	if (strcmp(arg, "list") == 0) {
		gov_list_print(out);
		sim_place_list_print(out);
		return OPT_DONE;
	}
	int taken = govspec_take(arg, out, err, errlen);

	if (taken)
		return taken > 0 ? OPT_DONE : OPT_BAD_VALUE;
	if (o->governors.n == OPT_MAX_NAMES)
		return bad(err, errlen, "too many --governor options%s", "");
	o->governors.name[o->governors.n++] = arg;
	return OPT_RUN;
}

static enum opt_outcome print_template(struct options *o, const char *arg, FILE *out, char *err, size_t errlen)
{
	char names[128];
	int rc = gov_template_print(arg, out);

	(void)o;
	if (rc == -EIO)
		return bad(err, errlen, "--governor-template %s: writing failed", arg);
	if (rc == 0)
		return OPT_DONE;
	gov_template_names(names, sizeof(names));
	snprintf(err, errlen, "no governor template '%.40s' (templates: %s)", arg, names);
	return OPT_BAD_VALUE;
}

/* turbostat's --help is its usage on stderr and exit status 1: an error without a message. */
static enum opt_outcome show_help(struct options *o, const char *arg, FILE *out, char *err, size_t errlen)
{
	(void)arg;
	if (o->as_turbostat) {
		snprintf(err, errlen, "%s", "");
		return OPT_BAD_SPELLING;
	}
	(void)out;
	return OPT_HELP;	/* main() prints cli/help.c's usage: the table does not call its own printers */
}

/* turbostat prints its version line where it prints its usage, on stderr. */
static enum opt_outcome show_version(struct options *o, const char *arg, FILE *out, char *err, size_t errlen)
{
	(void)arg, (void)err, (void)errlen;
	cmdline_version(o, o->as_turbostat ? stderr : out);
	return OPT_DONE;
}

/* turbostat lists --IPC and -C but has no action for them: it prints its usage (only) and exits 1. */
static enum opt_outcome no_action(struct options *o, const char *arg, FILE *out, char *err, size_t errlen)
{
	(void)arg, (void)out;
	snprintf(err, errlen, "%s",
		 o->as_turbostat ? "" : "turbostat lists it but does nothing with it (for the IPC column: --show IPC)");
	return OPT_BAD_SPELLING;
}

static enum opt_outcome print_completion(struct options *o, const char *arg, FILE *out, char *err, size_t errlen)
{
	(void)out;
	if (strcmp(arg, "bash") && strcmp(arg, "zsh"))
		return bad(err, errlen, "--completion %s: expected bash or zsh", arg);
	o->completion = arg;	/* main() prints cli/complete.c's script */
	return OPT_COMPLETION;
}

#define FLAG(f) OK_FLAG, offsetof(struct options, f), NULL
#define TEXT(f) OK_TEXT, offsetof(struct options, f), NULL
#define LIST(f) OK_LIST, offsetof(struct options, f), NULL
#define CALL(fn) OK_CALL, 0, fn

/* The rows: spec, action, argument, group, completion, help (cli/help.c wraps it at 79 columns). */
static const struct opt_row rows[] = {
	/* turbostat 2026.02 */
	{ { "add", 0, true, true }, LIST(add), "SPEC", OG_COLUMNS, OV_NONE,
	  "add a counter column: msrDDD|msr0xXXX|/sys/path|perf/DEV/EVENT, then u32|u64, cpu|core|package, "
	  "cycles|seconds|usec, raw|delta|percent|average, NAME" },
	{ { "cpu", 'c', true, true }, TEXT(cpu_spec), "SET", OG_MEASURE, OV_CPU,
	  "rows for these CPUs only: core, package or a list 1,3-5 (the summary covers all)" },
	{ { "Dump", 'D', false, true }, CALL(set_dump), NULL, OG_OUTPUT, OV_NONE,
	  "print every raw counter of one snapshot in hex and exit" },
	{ { "debug", 'd', false, true }, CALL(set_debug), NULL, OG_OUTPUT, OV_NONE,
	  "every column, and where each value came from (on stderr)" },
	{ { "enable", 'e', true, true }, LIST(enable), "LIST", OG_COLUMNS, OV_COLUMNS,
	  "turn on columns that are off by default (usec, APIC, cpuidle...)" },
	{ { "force", 0, false, true }, OK_NONE, 0, NULL, NULL, OG_MEASURE, OV_NONE,
	  "accepted for turbostat's scripts; every model runs without it" },
	{ { "interval", 'i', true, true }, CALL(set_interval), "SEC", OG_MEASURE, OV_NONE,
	  "seconds between reports, 0.001 to 31536000 (default 5; 1 with --top)" },
	{ { "IPC", 0, false, true }, CALL(no_action), NULL, OG_COLUMNS, OV_NONE, NULL },
	{ { "num_iterations", 'n', true, true }, CALL(set_iterations), "N", OG_MEASURE, OV_NONE,
	  "stop after N reports" },
	{ { "header_iterations", 'N', true, true }, CALL(set_header_iterations), "N", OG_OUTPUT, OV_NONE,
	  "with --Summary, repeat the header every N reports" },
	{ { "help", 'h', false, true }, CALL(show_help), NULL, OG_OUTPUT, OV_NONE, "this text" },
	{ { "hide", 0, true, true }, LIST(hide), "LIST", OG_COLUMNS, OV_COLUMNS,
	  "hide these columns or groups" },
	{ { "Joules", 'J', false, true }, FLAG(joules), NULL, OG_COLUMNS, OV_NONE,
	  "energy in joules (Pkg_J...) instead of watts" },
	{ { "list", 0, false, true }, FLAG(list), NULL, OG_COLUMNS, OV_NONE,
	  "print the names of the columns this machine has and exit" },
	{ { "out", 'o', true, true }, TEXT(out_path), "FILE", OG_OUTPUT, OV_FILE,
	  "write what turbostat writes to stderr or stdout to FILE (- for standard output)" },
	{ { "quiet", 'q', false, true }, FLAG(quiet), NULL, OG_OUTPUT, OV_NONE,
	  "no start-up configuration lines" },
	{ { "no-msr", 'M', false, true }, FLAG(no_msr), NULL, OG_MEASURE, OV_NONE,
	  "never use /dev/cpu/N/msr" },
	{ { "no-perf", 0, false, true }, FLAG(no_perf), NULL, OG_MEASURE, OV_NONE,
	  "never use perf counters" },
	{ { "show", 0, true, true }, LIST(show), "LIST", OG_COLUMNS, OV_COLUMNS,
	  "show only these columns or groups, comma-separated (repeatable)" },
	{ { "Summary", 'S', false, true }, FLAG(summary), NULL, OG_OUTPUT, OV_NONE,
	  "only the summary row, without topology columns" },
	{ { "TCC", 'T', true, true }, CALL(set_tcc), "DEGC", OG_MEASURE, OV_NONE,
	  "TjMax to use for temperatures" },
	{ { "version", 'v', false, true }, CALL(show_version), NULL, OG_OUTPUT, OV_NONE, "the version line" },
	{ { NULL, 'C', true, true }, CALL(no_action), NULL, OG_COLUMNS, OV_NONE, NULL },
	/* turbostat-ng */
	{ { "format", 0, true, false }, CALL(set_format), "FMT", OG_OUTPUT, OV_FORMAT,
	  "turbostat (default), csv, json (JSON Lines), prometheus (text exposition) or why (as --why)" },
	{ { "why", 0, false, false }, CALL(set_why), NULL, OG_OUTPUT, OV_NONE,
	  "one line a package each interval: why it ran at its frequency (limit reason, request, idle), for how long" },
	{ { "show-turbo", 0, false, false }, FLAG(show_turbo), NULL, OG_OUTPUT, OV_NONE,
	  "print base, turbo and invariance facts and exit" },
	{ { "top", 0, false, false }, FLAG(top), NULL, OG_TOP, OV_NONE,
	  "full-screen live view (q quits, h helps, f picks columns)" },
	{ { "governor", 0, true, false }, CALL(add_governor), "SPEC", OG_GOVERNORS, OV_GOVERNOR,
	  "replay a governor on the counters (Gov_PS, Gov_MHz columns); repeatable; "
	  "--governor list shows governors and parameters" },
	{ { "governor-trace", 0, false, false }, FLAG(gov_trace), NULL, OG_GOVERNORS, OV_NONE,
	  "each decision's internal values, on stderr" },
	{ { "governor-template", 0, true, false }, CALL(print_template), "NAME", OG_GOVERNORS, OV_NONE,
	  "print a built-in governor's C source, written against the public governor.h, to change and load as a plugin" },
	{ { "simulate", 0, true, false }, TEXT(simulate), "WORKLOAD", OG_GOVERNORS, OV_WORKLOAD,
	  "run the governors on a modelled CPU (--simulate list)" },
	{ { "part", 0, true, false }, TEXT(part), "NAME", OG_GOVERNORS, OV_PART,
	  "the modelled part for --simulate (default: the recording's, or i7-2600k); a name with a / is a part file" },
	{ { "sim-seconds", 0, true, false }, CALL(set_sim_seconds), "S", OG_GOVERNORS, OV_NONE,
	  "simulated time (default 30)" },
	{ { "sim-warmup", 0, true, false }, CALL(set_sim_warmup), "S", OG_GOVERNORS, OV_NONE,
	  "simulate this long first and count nothing of it (default 1)" },
	{ { "sim-seeds", 0, true, false }, CALL(set_sim_seeds), "N", OG_GOVERNORS, OV_NONE,
	  "run N workload seeds per governor: means and 95% intervals (default 1)" },
	{ { "sim-requests", 0, true, false }, CALL(set_sim_requests), "N", OG_GOVERNORS, OV_NONE,
	  "fixed work: end each run at its N-th request; report elapsed time and latency percentiles" },
	{ { "trace-mhz", 0, true, false }, CALL(set_trace_mhz), "MHZ", OG_GOVERNORS, OV_NONE,
	  "--simulate trace:FILE: the frequency the traced CPUs ran at where the trace has no power:cpu_frequency event" },
	{ { "sim-clients", 0, true, false }, CALL(set_sim_clients), "N", OG_GOVERNORS, OV_NONE,
	  "streams with work for kernbench, tbench, hackbench (default: the workload's; more than CPUs: run queues)" },
	{ { "calibrate-power", 0, true, false }, TEXT(calibrate_path), "FILE", OG_GOVERNORS, OV_FILE,
	  "pin each P-state through cpufreq as --act does, measure RAPL and APERF/MPERF, write a part file for "
	  "--simulate --part FILE" },
	{ { "act", 0, false, false }, FLAG(act), NULL, OG_GOVERNORS, OV_NONE,
	  "apply the first governor's decisions through cpufreq's userspace governor" },
	{ { "act-restore", 0, false, false }, FLAG(act_restore), NULL, OG_GOVERNORS, OV_NONE,
	  "put back the cpufreq settings a killed --act run left (its state file) and exit" },
	{ { "cgroup", 0, true, false }, TEXT(cgroup), "PATH", OG_MEASURE, OV_FILE,
	  "count this cgroup's tasks' own cycles (its /sys/fs/cgroup directory; CAP_PERFMON): their Bzy_MHz, "
	  "busy CPUs and IPC after each table, or with a command after the run's" },
	{ { "smn", 0, false, false }, FLAG(smn), NULL, OG_MEASURE, OV_NONE,
	  "AMD without k10temp: Tctl/Tccd through SMN (root; may taint the kernel)" },
	{ { "listen", 0, true, false }, TEXT(listen), "[ADDR:]PORT", OG_EXPORTER, OV_NONE,
	  "serve Prometheus metrics at http://ADDR:PORT/metrics while sampling" },
	{ { "web-config", 0, true, false }, TEXT(web_config), "FILE", OG_EXPORTER, OV_FILE,
	  "TLS certificate and basic-auth users for --listen (node_exporter's file)" },
	{ { "record", 0, true, false }, TEXT(record_path), "FILE", OG_RECORD, OV_FILE,
	  "also write every value read to FILE" },
	{ { "replay", 0, true, false }, TEXT(replay_path), "FILE", OG_RECORD, OV_FILE,
	  "read a recording instead of this machine" },
	{ { "completion", 0, true, false }, CALL(print_completion), "SHELL", OG_OUTPUT, OV_SHELL,
	  "print the bash or zsh completion script and exit" },
};

#define NROWS ((int)(sizeof(rows) / sizeof(rows[0])))

const struct opt_spec *cmdline_specs(int *n)
{
	static struct opt_spec specs[NROWS];

	for (int i = 0; i < NROWS; i++)
		specs[i] = rows[i].spec;
	*n = NROWS;
	return specs;
}

const struct opt_row *cmdline_rows(int *n)
{
	*n = NROWS;
	return rows;
}

char cmdline_letter(int i)
{
	int n;
	const struct opt_spec *specs = cmdline_specs(&n);

	if (rows[i].spec.letter)
		return rows[i].spec.letter;
	if (rows[i].spec.upstream && rows[i].spec.name &&
	    optparse_resolve(specs, n, rows[i].spec.name, 1, NULL, 0) == i)
		return rows[i].spec.name[0];
	return 0;
}

const char *cmdline_name(int i)
{
	static char letter[3];

	if (rows[i].spec.name)
		return rows[i].spec.name;
	snprintf(letter, sizeof(letter), "-%c", rows[i].spec.letter);
	return letter;
}

void cmdline_version(const struct options *o, FILE *f)
{
	if (o->as_turbostat)
		fprintf(f, "turbostat version %s - turbostat-ng %s\n", TSNG_DATE, TSNG_VERSION);
	else
		fprintf(f, "turbostat-ng version %s (%s)\n", TSNG_VERSION, TSNG_DATE);
}

static enum opt_outcome apply(const struct opt_row *r, const struct opt_found *f, struct options *o, FILE *out,
			      char *err, size_t errlen)
{
	char *field = (char *)o + r->field;
	struct name_list *l = (struct name_list *)field;
	int at = ++o->options_seen;

	switch (r->kind) {
	case OK_FLAG:
		*(bool *)field = true;
		/* turbostat applies --show/--hide/--debug/--list in command-line order (decode/select.c) */
		if (r->field == offsetof(struct options, debug) || r->field == offsetof(struct options, list))
			o->all_at = at;
		return OPT_RUN;
	case OK_TEXT:
		*(const char **)field = f->arg;
		return OPT_RUN;
	case OK_LIST:
		if (l->n == OPT_MAX_NAMES)
			return bad(err, errlen, "%s: at most 64 of these", f->typed);
		l->at[l->n] = at;
		l->name[l->n++] = f->arg;
		return OPT_RUN;
	case OK_CALL: {
		enum opt_outcome rc = r->call(o, f->arg, out, err, errlen);

		/* the handler's message names the option as it was typed */
		if (rc == OPT_BAD_SPELLING && err[0]) {
			char why[256];

			snprintf(why, sizeof(why), "%s", err);
			snprintf(err, errlen, "option '%s': %s", f->typed, why);
		}
		return rc;
	}
	case OK_NONE:
		return OPT_RUN;
	}
	return OPT_RUN;
}

/* Combinations that cannot run, in one line each. */
static enum opt_outcome check_combinations(const struct options *o, char *err, size_t errlen)
{
	if (o->act && (o->replay_path || !o->governors.n || o->simulate))
		return bad(err, errlen, "--act applies a --governor's decisions to this machine%s; not with --replay or --simulate", "");
	if (o->calibrate_path && (o->replay_path || o->simulate || o->governors.n || o->cmd || o->record_path))
		return bad(err, errlen, "--calibrate-power measures this machine on its own%s; not with --replay, "
			   "--simulate, --governor, --record or a command", "");
	if (o->replay_path && o->cmd)
		return bad(err, errlen, "--replay reads a recording; it cannot run '%s'", o->cmd[0]);
	if (o->listen && (o->cmd || o->top))
		return bad(err, errlen, "--listen serves interval mode as Prometheus metrics%s; not with a command or --top",
			   "");
	if (o->web_config && !o->listen)
		return bad(err, errlen, "--web-config secures --listen%s; give both", "");
	if (o->format == FORMAT_PROMETHEUS && o->cmd)
		return bad(err, errlen, "--format prometheus scrapes intervals; it cannot wrap '%s'", o->cmd[0]);
	if (o->show_turbo && o->format != FORMAT_JSON && o->format != FORMAT_TURBOSTAT)
		return bad(err, errlen, "--show-turbo prints text or JSON, not --format %s", render_format_name(o->format));
	/* one stream cannot carry a recording and a report: the recording would not replay */
	bool report_on_stdout = o->top || o->show_turbo || o->simulate ||
				(o->out_path ? strcmp(o->out_path, "-") == 0 : !o->cmd);

	if (o->record_path && strcmp(o->record_path, "-") == 0 && report_on_stdout)
		return bad(err, errlen, "--record - takes standard output%s; give the report --out FILE", "");
	return OPT_RUN;
}

enum opt_outcome cmdline_parse(int argc, char **argv, struct options *o, FILE *out, char *err, size_t errlen)
{
	struct opt_scan scan;
	struct opt_found f;
	int n, rc;
	const struct opt_spec *specs = cmdline_specs(&n);

	optparse_init(&scan, specs, n, argc, argv);
	while ((rc = optparse_next(&scan, &f, err, errlen)) == 1) {
		enum opt_outcome out_rc = apply(&rows[f.index], &f, o, out, err, errlen);

		if (out_rc != OPT_RUN)
			return out_rc;
	}
	if (rc < 0)
		return OPT_BAD_SPELLING;
	if (scan.next < argc)
		o->cmd = &argv[scan.next];
	return check_combinations(o, err, errlen);
}
