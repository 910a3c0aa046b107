// SPDX-License-Identifier: GPL-2.0-only
/*
 * turbostat-ng: options, mode selection and wiring.  Everything it does is
 * in the folders: msr/ reads the machine, decode/ turns registers into
 * facts and numbers, output/ prints them, measure/ runs the sampling loop.
 */
#include <errno.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cmdline.h"
#include "compare/compare.h"
#include "compare/plot.h"
#include "gov/gov.h"
#include "hw.h"
#include "options.h"
#include "measure/calibrate.h"
#include "measure/facts_read.h"
#include "output/dump.h"
#include "output/prom.h"
#include "output/render.h"
#include "output/report.h"
#include "measure/run.h"
#include "measure/serve.h"
#include "measure/recording.h"
#include "measure/session.h"
#include "decode/select.h"
#include "sim/sim.h"
#include "msr/cpufreq_act.h"
#include "msr/hybrid_read.h"
#include "lib/outfile.h"
#include "msr/provenance.h"
#include "output/say.h"
#include "output/show_turbo.h"
#include "top/top.h"

/*
 * Replay or this machine; --record tees either into a file (re-recording a replay normalises it).
 * NULL with *@rc the exit status: 2 for what cannot be read, 1 for a recording that cannot be written.
 */
static struct hw *open_hw(const struct options *o, const char *prog, int *rc)
{
	char err[512];
	struct hw *hw;

	*rc = 2;
	if (o->replay_path) {
		hw = hw_replay_open(o->replay_path, err, sizeof(err));
		if (hw && err[0])
			fprintf(stderr, "%s: %s\n", prog, err);
		if (hw && o->debug)
			recording_print_provenance(hw, stderr);
	} else
		hw = hw_live_open(!o->no_msr, !o->no_perf, err, sizeof(err));
	if (hw && o->record_path) {
		struct hw *rec = hw_record_open(hw, o->record_path, err, sizeof(err));

		if (!rec) {
			hw_close(hw);
			*rc = 1;
		} else {
			recording_describe(rec, o, prog);
		}
		hw = rec;
	}
	if (!hw)
		say(stderr, prog, "%s", err);
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

	struct sim_part_file *pf = NULL;

	/* a recording whose facts cannot drive the model is an error, not a silent default part */
	if (hw && !o->part) {
		if (read_facts(hw, &f, prog))
			return 2;
		if (gov_cpu_from_facts(&f, &from_rec)) {
			say(stderr, prog, "cannot simulate the recorded CPU: no P-state facts (PLATFORM_INFO, or CPPC "
			    "perf levels on AMD) in the recording; name a part with --part");
			return 2;
		}
		rec = &from_rec;
	}
	/* --part ./FILE: a part file (--calibrate-power writes them) */
	if (o->part && strchr(o->part, '/')) {
		pf = malloc(sizeof(*pf));
		if (!pf || calibrate_part_load(o->part, pf, err, sizeof(err))) {
			say(stderr, prog, "%s", pf ? err : "out of memory");
			free(pf);
			return 2;
		}
	}
	struct sim_progress_line pl;
	struct sim_request rq = { .workload = o->simulate, .specs = o->governors.name,
				  .nspecs = (size_t)o->governors.n, .part = o->part, .from_recording = rec,
				  .seconds = o->sim_seconds, .warmup = o->sim_warmup_set ? &o->sim_warmup : NULL,
				  .seeds = o->sim_seeds, .requests = o->sim_requests, .clients = o->sim_clients,
				  .json = o->format && strcmp(o->format, "json") == 0,
				  .trace = o->gov_trace ? stderr : NULL, .part_file = pf ? &pf->part : NULL };

	if (isatty(STDERR_FILENO)) {
		sim_progress_start(&pl, stderr);
		rq.progress = &pl.p;
	}
	int rc = gov_simulate_main(&rq, stdout, err, sizeof(err));

	if (rc)
		say(stderr, prog, "%s", err);
	free(pf);
	return rc;
}

/* --calibrate-power FILE on this machine. */
static int calibrate(struct hw *hw, const struct options *o, const char *prog)
{
	char err[512];
	int rc = calibrate_power(hw, o, stdout, err, sizeof(err));

	if (rc)
		say(stderr, prog, "%s", err);
	return rc;
}

/* --show-turbo: the first online CPU's facts, and on hybrid parts every CPU's capacity. */
static int show_turbo(struct hw *hw, const struct options *o, const char *prog)
{
	struct cpu_facts f;
	struct topology topo;
	struct hybrid_in in = { 0 };
	struct hybrid_caps h = { 0 };
	char err[256];

	if (read_facts(hw, &f, prog))
		return 2;	/* a recording without CPUID: bad input */
	if (f.id.hybrid && topology_read(hw, &topo, err, sizeof(err)) == 0) {
		if (hybrid_read(hw, &topo, MSR_HWP_CAPABILITIES, &in) || hybrid_derive(&f, &in, &h))
			fprintf(stderr, "%s: out of memory reading hybrid capacities\n", prog);
		hybrid_in_free(&in);
		topology_free(&topo);
	}
	show_turbo_print(&f, &h, o->format && strcmp(o->format, "json") == 0, stdout);
	hybrid_free(&h);
	return 0;
}

/* The start-up report on @diag; with --format json its "config" record first on @out. */
static void print_config(const struct session *s, const struct options *o, FILE *diag, FILE *out)
{
	const struct cpu_facts *f = &s->facts;

	if (!o->quiet) {
		cmdline_version(o, diag);
		/* ours, with the platform's name; turbostat's own CPUID lines are in the report */
		if (!o->as_turbostat)
			fprintf(diag, "CPUID(1): family:model:stepping 0x%x:%x:%x (%u:%u:%u) %s\n", f->id.family,
				f->id.model, f->id.stepping, f->id.family, f->id.model, f->id.stepping, f->pf->name);
	}
	session_power_config(s, diag);
	if (o->format && strcmp(o->format, "json") == 0) {
		struct reg_ctx c;

		session_reg_ctx(s, &c);
		report_json(out, &c, s->pkg_rs, s->npkg_rs);
	}
}

/* --list: every column this machine has, comma-separated, as turbostat prints them. */
static void print_list(const struct table *t, FILE *out)
{
	for (int c = 0; c < t->ncols; c++)
		fprintf(out, "%s%s", c ? "," : "", t->cols[c].name);
	fputc('\n', out);
}

/*
 * --out FILE: created before anything runs, as turbostat does; "-" is standard output; NULL with the
 * reason said.  Close-on-exec: a wrapped command gets none of our files.
 */
static FILE *open_out(const struct options *o, const char *prog)
{
	char err[512];
	FILE *f = outfile_stream(o->out_path, err, sizeof(err));

	if (!f)
		say(stderr, prog, "%s", err);
	return f;
}

/* The Prometheus textfile: each scrape replaces it whole (fs/outfile.c), the render loop's publish. */
static int publish_textfile(void *arg, const char *text, size_t len)
{
	return outfile_replace(arg, text, len);
}

/* A report that did not reach its file (a full disk, /dev/full) is an error of its own. */
static int close_out(FILE *out, const struct options *o, const char *prog)
{
	if (out == stdout)
		return 0;	/* checked with every other write to standard output, at the end */
	int bad = ferror(out);

	if (fclose(out) || bad) {
		say(stderr, prog, "%s: %s", o->out_path, strerror(errno ? errno : EIO));
		return 1;
	}
	return 0;
}

static int measure(struct hw *hw, struct options *o, const char *prog)
{
	struct session s;
	char err[512];
	/* turbostat too: intervals on stdout, a wrapped command's report on stderr; with --out,
	 * everything it would print there, start-up lines included, goes to the file */
	/* a replayed command run prints where the command run printed */
	bool replayed_cmd = o->replay_path && hw_recorded_command(hw) && !o->interval_given && !o->top;
	FILE *out = o->cmd || replayed_cmd ? stderr : stdout, *diag = stderr;
	int rc;

	bool prom = o->listen || (o->format && strcmp(o->format, "prometheus") == 0);
	char info[512];
	struct outfile *textfile = NULL;

	/* a textfile collector's file is replaced whole each interval, never truncated */
	if (prom && o->out_path && strcmp(o->out_path, "-")) {
		textfile = outfile_open(o->out_path, err, sizeof(err));
		if (!textfile) {
			say(stderr, prog, "%s", err);
			return 1;
		}
	} else if (o->out_path) {
		out = open_out(o, prog);
		if (!out)
			return 1;	/* as turbostat's fopen_or_die() */
		/* turbostat's version and configuration lines go where its report goes (its outf);
		 * a CSV or JSON file, or "-", keeps records only */
		if (out != stdout && (!o->format || strcmp(o->format, "turbostat") == 0))
			diag = out;
	}
	int open_rc = session_open(&s, o, hw, err, sizeof(err));

	if (open_rc) {
		say(stderr, prog, "%s", err);
		session_close(&s);
		if (textfile)
			outfile_close(textfile);
		else if (o->out_path)
			close_out(out, o, prog);
		/* turbostat 2026.02 verify_deferred_consumed(): exit(-EINVAL), status 234 */
		return o->as_turbostat && open_rc == SELECT_UNKNOWN_NAME ? 234 : 2;
	}
	struct renderer r = {
		.ops = render_find(prom ? "prometheus" : o->format ? o->format : "turbostat"),
		.out = out,
		.header_every = o->header_iterations,
		.summary_only = o->summary,
		.info = info,
	};

	if (textfile) {
		r.publish = publish_textfile;
		r.publish_arg = textfile;
	}
	prom_info_labels(&s.facts, info, sizeof(info));
	/* JSON records name their host, so that compare can tell when two sides ran on different ones */
	struct provenance prov;
	struct record_host host = { 0 };
	char tool[64];

	if (r.ops && r.ops == render_find("json")) {
		provenance_read(hw, 0, &prov);
		/* a replay's host is the recording's: the version that recorded it, where it says */
		const char *by = o->replay_path ? hw_recorded_about(hw, 0) : TSNG_VERSION;

		snprintf(tool, sizeof(tool), "%s%s", by ? "turbostat-ng " : "", by ? by : "");
		host = (struct record_host){ tool, prov.cpu_model, prov.kernel, prov.microcode, prov.driver, prov.governor };
		r.host = &host;
	}

	if (o->list) {
		o->num_iterations = 1;
		o->interval_s = 0.001;
	}
	print_config(&s, o, diag, out);
	diag = stderr;	/* notices and errors, as turbostat's warnings, on standard error */
	run_catch_signals();
	if (o->top) {
		rc = top_run(&s, stderr);
	} else if (o->dump) {
		rc = session_start(&s) ? 2 : 0;
		if (!rc)
			dump_snapshot(&s.snap[s.cur], &s.plan, &s.topo, out);
	} else if (o->cmd) {
		rc = run_command(&s, &r, o->cmd, diag);
	} else if (replayed_cmd && !o->list) {
		rc = run_command_replayed(&s, &r, diag);
	} else if (o->list) {
		rc = session_start(&s) || session_step(&s, err, sizeof(err)) ? 2 : 0;
		if (!rc)
			print_list(&s.table, out);
		/* the list itself stays turbostat's one line: the sources go to standard error */
		if (!rc && o->debug)
			run_print_sources(&s, diag);
	} else if (o->listen) {
		rc = serve_run(&s, &r, o->listen, o->web_config, diag);
	} else {
		rc = run_intervals(&s, &r, diag);
	}
	render_end(&r);
	if (textfile) {
		int e = r.err ? r.err : outfile_close(textfile);

		if (r.err)
			outfile_close(textfile);
		if (e) {
			say(stderr, prog, "%s: %s", o->out_path, strerror(-e));
			rc = rc ? rc : 1;
		}
	} else if (r.err) {	/* --listen: the scrape could not be kept */
		say(stderr, prog, "%s", strerror(-r.err));
		rc = rc ? rc : 1;
	} else if (o->out_path && close_out(out, o, prog)) {
		rc = rc ? rc : 1;
	}
	session_close(&s);
	return rc;
}

/*
 * --act and --act-restore: what a run that did not end (SIGKILL) left in
 * cpufreq is put back first, from its state file, before anything saves
 * "the original" again; one line when something was found.  0, or 1 when it
 * could not be put back.
 */
static int act_recover(const char *prog)
{
	char msg[512];
	int rc = cpufreq_act_recover(NULL, msg, sizeof(msg));

	if (rc)
		fprintf(stderr, "%s: %s\n", prog, msg);
	return rc < 0;
}

/* What the options ask for, on this machine or a recording; the exit status. */
static int run(struct options *o, const char *prog)
{
	int rc;

	if (o->act_restore)
		return act_recover(prog);
	if ((o->act || o->calibrate_path) && act_recover(prog))
		return 1;

	/* a simulation reads the machine only for a recording's facts */
	if (o->simulate && !o->replay_path)
		return simulate(NULL, o, prog);
	struct hw *hw = open_hw(o, prog, &rc);

	if (!hw)
		return rc;
	if (o->simulate)
		rc = simulate(hw, o, prog);
	else if (o->calibrate_path)
		rc = calibrate(hw, o, prog);
	else if (o->show_turbo)
		rc = show_turbo(hw, o, prog);
	else
		rc = measure(hw, o, prog);
	int cerr = hw_close(hw);

	/* a recording on standard output ("-") is said with every other write there, in main() */
	if (cerr && !(o->record_path && strcmp(o->record_path, "-") == 0))
		say(stderr, prog, "%s: %s", o->record_path ? o->record_path : "close", strerror(-cerr));
	if (cerr)
		rc = rc ? rc : 1;
	return rc;
}

/* The command line parsed and run: the exit status. */
static int parse_and_run(struct options *o, int argc, char **argv, const char *prog)
{
	char err[512];

	switch (cmdline_parse(argc, argv, o, stdout, err, sizeof(err))) {
	case OPT_RUN:
		return run(o, prog);
	case OPT_DONE:
		return 0;
	case OPT_HELP:
		cmdline_usage(stdout, prog);
		return 0;
	case OPT_COMPLETION:
		return cmdline_completion(stdout, o->completion) ? 2 : 0;
	case OPT_BAD_SPELLING:
		if (o->as_turbostat) {
			/* as turbostat's getopt_long_only() and help(): argv[0] as typed, the usage, exit 1 */
			if (err[0])
				say(stderr, argv[0], "%s", err);
			cmdline_usage_turbostat(stderr);
			return 1;
		}
		say(stderr, prog, "%s", err);
		fprintf(stderr, "Try '%s --help' for more information.\n", prog);
		return 2;
	case OPT_ERRX:
		/* turbostat's errx(): a bad -n or -N count as turbostat, status 255 */
		say(stderr, prog, "%s", err);
		return 255;
	default:
		say(stderr, prog, "%s", err);
		return 2;
	}
}

int main(int argc, char **argv)
{
	struct options o = { .interval_s = 5.0 };
	const char *prog = basename(argv[0]);
	int rc;

	o.prog = prog;
	o.argc = argc;
	o.argv = argv;
	o.as_turbostat = strcmp(prog, "turbostat") == 0;
	/* as turbostat, "compare" is a command to run, as it would be for upstream */
	if (!o.as_turbostat && argc > 1 && strcmp(argv[1], "compare") == 0)
		rc = compare_main(argc - 1, argv + 1);
	else if (!o.as_turbostat && argc > 1 && strcmp(argv[1], "plot") == 0)
		rc = plot_main(argc - 1, argv + 1);
	else
		rc = parse_and_run(&o, argc, argv, prog);
	/* --help, --version, compare, plot and every report: a write that failed (a full disk, /dev/full) is an error */
	if (fflush(stdout) || ferror(stdout)) {
		say(stderr, prog, "write error on standard output: %s", strerror(errno ? errno : EIO));
		rc = rc ? rc : 1;
	}
	/* a fork-mode report on a standard error that cannot be written: nothing to say it on */
	if (fflush(stderr) || ferror(stderr))
		rc = rc ? rc : 1;
	return rc;
}
