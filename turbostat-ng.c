/*
 * turbostat-ng: options, mode selection and wiring.  Everything it does is
 * in the folders: msr/ reads the machine, decode/ turns registers into
 * facts and numbers, output/ prints them, measure/ runs the sampling loop.
 */
#include <errno.h>
#include <getopt.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gov/gov.h"
#include "hw.h"
#include "options.h"
#include "measure/facts_read.h"
#include "output/render.h"
#include "measure/run.h"
#include "measure/session.h"
#include "gov/sim.h"
#include "output/show_turbo.h"
#include "top/top.h"

#define TSNG_VERSION "0.1"
#define TSNG_DATE "2026.12.02"

enum {
	OPT_RECORD = 256, OPT_REPLAY, OPT_FORMAT, OPT_SHOW_TURBO, OPT_NO_MSR, OPT_NO_PERF,
	OPT_HEADER_ITER, OPT_FORCE, OPT_TOP, OPT_GOVERNOR, OPT_GOV_TRACE, OPT_SIMULATE, OPT_PART,
	OPT_SIM_SECONDS, OPT_ACT, OPT_SMN,
};

static const struct option long_options[] = {
	{ "Joules", no_argument, NULL, 'J' },
	{ "add", required_argument, NULL, 'a' },
	{ "Summary", no_argument, NULL, 'S' },
	{ "act", no_argument, NULL, OPT_ACT },
	{ "TCC", required_argument, NULL, 'T' },
	{ "cpu", required_argument, NULL, 'c' },
	{ "debug", no_argument, NULL, 'd' },
	{ "enable", required_argument, NULL, 'e' },
	{ "force", no_argument, NULL, OPT_FORCE },
	{ "format", required_argument, NULL, OPT_FORMAT },
	{ "governor", required_argument, NULL, OPT_GOVERNOR },
	{ "governor-trace", no_argument, NULL, OPT_GOV_TRACE },
	{ "header_iterations", required_argument, NULL, OPT_HEADER_ITER },
	{ "help", no_argument, NULL, 'h' },
	{ "hide", required_argument, NULL, 'H' },
	{ "interval", required_argument, NULL, 'i' },
	{ "list", no_argument, NULL, 'l' },
	{ "no-msr", no_argument, NULL, OPT_NO_MSR },
	{ "no-perf", no_argument, NULL, OPT_NO_PERF },
	{ "num_iterations", required_argument, NULL, 'n' },
	{ "out", required_argument, NULL, 'o' },
	{ "part", required_argument, NULL, OPT_PART },
	{ "quiet", no_argument, NULL, 'q' },
	{ "record", required_argument, NULL, OPT_RECORD },
	{ "replay", required_argument, NULL, OPT_REPLAY },
	{ "show", required_argument, NULL, 's' },
	{ "show-turbo", no_argument, NULL, OPT_SHOW_TURBO },
	{ "sim-seconds", required_argument, NULL, OPT_SIM_SECONDS },
	{ "smn", no_argument, NULL, OPT_SMN },
	{ "simulate", required_argument, NULL, OPT_SIMULATE },
	{ "top", no_argument, NULL, OPT_TOP },
	{ "version", no_argument, NULL, 'v' },
	{ NULL, 0, NULL, 0 },
};

static void usage(FILE *f, const char *prog)
{
	fprintf(f,
		"Usage: %s [OPTIONS] [command [args]]\n"
		"Report processor frequency, idle residency, power and temperature per CPU.\n"
		"With a command: run it and report the whole run. Without: report every interval.\n"
		"\n"
		"  --interval SEC        seconds between reports (default 5; 1 with --top)\n"
		"  --num_iterations N    stop after N reports\n"
		"  --show LIST           show only these columns or groups (repeatable)\n"
		"  --hide LIST           hide these columns or groups\n"
		"  --enable LIST         turn on columns that are off by default\n"
		"  --add SPEC            add a counter column: msrDDD|msr0xXXX|/sys/path|perf/DEV/EVENT,\n"
		"                        u32|u64, cpu|core|package, cycles|seconds|usec,\n"
		"                        raw|delta|percent|average, NAME\n"
		"  --list                print the available column names and exit\n"
		"  --cpu SET             rows for these CPUs only: core, package or a list 1,3-5\n"
		"  --Summary             only the summary row\n"
		"  --header_iterations N with --Summary, repeat the header every N reports\n"
		"  --Joules              energy in joules instead of watts\n"
		"  --TCC DEGC            TjMax to use for temperatures\n"
		"  --smn                 AMD without k10temp: Tctl/Tccd through SMN (root; may taint the kernel)\n"
		"  --out FILE            write the report to FILE (- for standard output)\n"
		"  --quiet               no start-up configuration lines\n"
		"  --no-msr / --no-perf  never use /dev/cpu/N/msr / perf counters\n"
		"  --debug               every column, and where each value came from\n"
		"  --format FMT          turbostat (default), csv or json (JSON Lines; see JSON SCHEMA)\n"
		"  --show-turbo          print base, turbo and invariance facts and exit\n"
		"  --top                 full-screen live view (q quits, h helps)\n"
		"  --governor SPEC       governor to replay on the counters (Gov_PS, Gov_MHz columns);\n"
		"                        repeatable; --governor list shows governors and parameters\n"
		"  --governor-trace      each decision's internal values, on stderr\n"
		"  --simulate WORKLOAD   run the governors on a modelled CPU (--simulate list)\n"
		"  --part NAME           the modelled part for --simulate (default: the recording's, or i7-2600k)\n"
		"  --sim-seconds S       simulated time (default 30)\n"
		"  --act                 apply the first governor's decisions through cpufreq's userspace governor\n"
		"  --record FILE         also write every value read to FILE\n"
		"  --replay FILE         read a recording instead of this machine\n"
		"  --version, --help\n"
		"\nSee turbostat-ng(8).\n",
		prog);
}

static int bad_usage(const char *prog, const char *fmt, const char *arg)
{
	fprintf(stderr, "%s: ", prog);
	fprintf(stderr, fmt, arg);
	fputc('\n', stderr);
	usage(stderr, prog);
	return 2;
}

static int add_name(struct name_list *l, const char *name)
{
	if (l->n == OPT_MAX_NAMES)
		return -ENOSPC;
	l->name[l->n++] = name;
	return 0;
}

static int parse_number(const char *s, double *out)
{
	char *end;

	errno = 0;
	*out = strtod(s, &end);
	return (end == s || *end || errno) ? -EINVAL : 0;
}

/* Returns -1 to go on, else the exit status. */
static int parse_options(int argc, char **argv, struct options *o, const char *prog)
{
	int c;
	double v;

	opterr = 0;
	while ((c = getopt_long_only(argc, argv, "+C:c:Dde:hi:Jn:o:qMST:v", long_options, NULL)) != -1) {
		switch (c) {
		case 'J':
			o->joules = true;
			break;
		case 'a':
			if (add_name(&o->add, optarg))
				return bad_usage(prog, "too many --add options%s", "");
			break;
		case 'S':
			o->summary = true;
			break;
		case 'T':
			if (parse_number(optarg, &v) || v < 1 || v > 200)
				return bad_usage(prog, "--TCC %s: degrees C from 1 to 200", optarg);
			o->tcc = (int)v;
			break;
		case 'c':
			o->cpu_spec = optarg;
			break;
		case 'd':
			o->debug = true;
			break;
		case 'e':
			if (add_name(&o->enable, optarg))
				return bad_usage(prog, "too many --enable options%s", "");
			break;
		case OPT_FORCE:
			break;	/* unknown models are always handled; accepted for compatibility */
		case OPT_FORMAT:
			if (!render_find(optarg))
				return bad_usage(prog, "--format %s: expected turbostat, csv or json", optarg);
			o->format = optarg;
			break;
		case OPT_HEADER_ITER:
			if (parse_number(optarg, &v) || v < 1 || v != (int)v)
				return bad_usage(prog, "--header_iterations %s: expected a positive whole number", optarg);
			o->header_iterations = (int)v;
			break;
		case 'h':
			usage(stdout, prog);
			return 0;
		case 'H':
			if (add_name(&o->hide, optarg))
				return bad_usage(prog, "too many --hide options%s", "");
			break;
		case 'i':
			if (parse_number(optarg, &v))
				return bad_usage(prog, "--interval %s: expected seconds", optarg);
			if (v < 0.001) {
				fprintf(stderr, "%s: interval %f seconds is too small\n", prog, v);
				return 2;
			}
			o->interval_s = v;
			o->interval_given = true;
			break;
		case 'l':
			o->list = true;
			break;
		case OPT_NO_MSR:
			o->no_msr = true;
			break;
		case OPT_NO_PERF:
			o->no_perf = true;
			break;
		case 'n':
			if (parse_number(optarg, &v) || v < 1 || v != (long)v)
				return bad_usage(prog, "--num_iterations %s: expected a positive whole number", optarg);
			o->num_iterations = (long)v;
			break;
		case 'o':
			o->out_path = optarg;
			break;
		case 'q':
			o->quiet = true;
			break;
		case OPT_RECORD:
			o->record_path = optarg;
			break;
		case OPT_REPLAY:
			o->replay_path = optarg;
			break;
		case 's':
			if (add_name(&o->show, optarg))
				return bad_usage(prog, "too many --show options%s", "");
			break;
		case OPT_SHOW_TURBO:
			o->show_turbo = true;
			break;
		case OPT_TOP:
			o->top = true;
			break;
		case OPT_GOVERNOR:
			if (strcmp(optarg, "list") == 0) {
				gov_list_print(stdout);
				return 0;
			}
			if (add_name(&o->governors, optarg))
				return bad_usage(prog, "too many --governor options%s", "");
			break;
		case OPT_GOV_TRACE:
			o->gov_trace = true;
			break;
		case OPT_SIMULATE:
			o->simulate = optarg;
			break;
		case OPT_PART:
			o->part = optarg;
			break;
		case OPT_SIM_SECONDS:
			if (parse_number(optarg, &v) || v <= 0)
				return bad_usage(prog, "--sim-seconds %s: expected positive seconds", optarg);
			o->sim_seconds = v;
			break;
		case OPT_ACT:
			o->act = true;
			break;
		case OPT_SMN:
			o->smn = true;
			break;
		case 'v':
			if (o->as_turbostat)
				printf("turbostat version %s - turbostat-ng %s\n", TSNG_DATE, TSNG_VERSION);
			else
				printf("turbostat-ng version %s (%s)\n", TSNG_VERSION, TSNG_DATE);
			return 0;
		default:
			if (optopt && optopt < 256)
				return bad_usage(prog, "unknown or incomplete option -%c", (char[]){ (char)optopt, 0 });
			return bad_usage(prog, "unknown or incomplete option %s", argv[optind - 1]);
		}
	}
	if (optind < argc)
		o->cmd = &argv[optind];
	if (o->act && (o->replay_path || !o->governors.n || o->simulate))
		return bad_usage(prog, "--act applies a --governor's decisions to this machine%s; not with --replay or --simulate", "");
	if (o->replay_path && o->cmd)
		return bad_usage(prog, "--replay reads a recording; it cannot run '%s'", o->cmd[0]);
	return -1;
}

/* Replay or this machine; --record tees either into a file (re-recording a replay normalises it). */
static struct hw *open_hw(const struct options *o, const char *prog)
{
	char err[512];
	struct hw *hw;

	if (o->replay_path)
		hw = hw_replay_open(o->replay_path, err, sizeof(err));
	else
		hw = hw_live_open(!o->no_msr, !o->no_perf, err, sizeof(err));
	if (hw && o->record_path) {
		struct hw *rec = hw_record_open(hw, o->record_path, err, sizeof(err));

		if (!rec)
			hw_close(hw);
		hw = rec;
	}
	if (!hw)
		fprintf(stderr, "%s: %s\n", prog, err);
	return hw;
}

/* The facts of the first online CPU: what --show-turbo prints and what governors model. */
static int read_facts(struct hw *hw, struct cpu_facts *f, const char *prog)
{
	struct regset rs;
	struct topology topo;
	char err[256];
	int cpu = 0;

	if (topology_read(hw, &topo, err, sizeof(err)) == 0) {
		cpu = topo.cpu[0].cpu;
		topology_free(&topo);
	}
	if (facts_read(hw, cpu, &rs, f)) {
		fprintf(stderr, "%s: cpu%d: cannot identify the processor (no CPUID)\n", prog, cpu);
		return -ENODATA;
	}
	return 0;
}

/* --simulate: the governors on a modelled CPU, from --part, the recording's facts, or the default part. */
static int simulate(struct hw *hw, const struct options *o, const char *prog)
{
	struct cpu_facts f;
	struct gov_cpu from_rec, *rec = NULL;
	char err[512];

	if (hw && !o->part && read_facts(hw, &f, prog) == 0 && gov_cpu_from_facts(&f, &from_rec) == 0)
		rec = &from_rec;
	int rc = gov_simulate_main(o->simulate, o->governors.name, (size_t)o->governors.n, o->part, rec,
				   o->sim_seconds, o->format && strcmp(o->format, "json") == 0, stdout, err,
				   sizeof(err));

	if (rc)
		fprintf(stderr, "%s: %s\n", prog, err);
	return rc;
}

static int show_turbo(struct hw *hw, const struct options *o, const char *prog)
{
	struct cpu_facts f;

	if (read_facts(hw, &f, prog))
		return 1;
	show_turbo_print(&f, o->format && strcmp(o->format, "json") == 0, stdout);
	return 0;
}

static void print_config(const struct session *s, const struct options *o, FILE *diag)
{
	const struct cpu_facts *f = &s->facts;

	if (!o->quiet) {
		if (o->as_turbostat)
			fprintf(diag, "turbostat version %s - turbostat-ng %s\n", TSNG_DATE, TSNG_VERSION);
		else
			fprintf(diag, "turbostat-ng version %s (%s)\n", TSNG_VERSION, TSNG_DATE);
		fprintf(diag, "CPUID(1): family:model:stepping 0x%x:%x:%x (%u:%u:%u) %s\n", f->id.family,
			f->id.model, f->id.stepping, f->id.family, f->id.model, f->id.stepping, f->pf->name);
	}
	session_power_config(s, diag);
}

/* --list: every column this machine has, comma-separated, as turbostat prints them. */
static void print_list(const struct table *t, FILE *out)
{
	for (int c = 0; c < t->ncols; c++)
		fprintf(out, "%s%s", c ? "," : "", t->cols[c].name);
	fputc('\n', out);
}

static int measure(struct hw *hw, struct options *o, const char *prog)
{
	struct session s;
	char err[512];
	FILE *out = o->cmd ? stderr : stdout;	/* turbostat too: intervals on stdout, a wrapped command's report on stderr */
	int rc;

	if (session_open(&s, o, hw, err, sizeof(err))) {
		fprintf(stderr, "%s: %s\n", prog, err);
		session_close(&s);
		return 2;
	}
	if (o->out_path && strcmp(o->out_path, "-") == 0) {
		out = stdout;
	} else if (o->out_path) {
		out = fopen(o->out_path, "w");
		if (!out) {
			fprintf(stderr, "%s: %s: %s\n", prog, o->out_path, strerror(errno));
			session_close(&s);
			return 2;
		}
	}
	struct renderer r = {
		.ops = render_find(o->format ? o->format : "turbostat"),
		.out = out,
		.header_every = o->header_iterations,
		.summary_only = o->summary,
	};

	if (o->list) {
		o->num_iterations = 1;
		o->interval_s = 0.001;
	}
	print_config(&s, o, stderr);
	run_catch_signals();
	if (o->top) {
		rc = top_run(&s, stderr);
	} else if (o->cmd) {
		rc = run_command(&s, &r, o->cmd, stderr);
	} else if (o->list) {
		rc = session_start(&s) || session_step(&s, err, sizeof(err)) ? 2 : 0;
		if (!rc)
			print_list(&s.table, out);
	} else {
		rc = run_intervals(&s, &r, stderr);
	}
	if (out != stdout && out != stderr && fclose(out)) {
		fprintf(stderr, "%s: %s: %s\n", prog, o->out_path, strerror(errno));
		rc = rc ? rc : 1;
	}
	session_close(&s);
	return rc;
}

int main(int argc, char **argv)
{
	struct options o = { .interval_s = 5.0 };
	const char *prog = basename(argv[0]);
	int rc;

	o.as_turbostat = strcmp(prog, "turbostat") == 0;
	rc = parse_options(argc, argv, &o, prog);
	if (rc >= 0)
		return rc;
	/* a simulation reads the machine only for a recording's facts */
	if (o.simulate && !o.replay_path)
		return simulate(NULL, &o, prog);
	struct hw *hw = open_hw(&o, prog);

	if (!hw)
		return 2;
	if (o.simulate)
		rc = simulate(hw, &o, prog);
	else if (o.show_turbo)
		rc = show_turbo(hw, &o, prog);
	else
		rc = measure(hw, &o, prog);
	int cerr = hw_close(hw);

	if (cerr) {
		fprintf(stderr, "%s: %s: %s\n", prog, o.record_path ? o.record_path : "close", strerror(-cerr));
		rc = rc ? rc : 1;
	}
	if (fflush(stdout) || ferror(stdout)) {
		fprintf(stderr, "%s: write error on standard output\n", prog);
		rc = rc ? rc : 1;
	}
	return rc;
}
