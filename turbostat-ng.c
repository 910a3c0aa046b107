// SPDX-License-Identifier: GPL-2.0-only
/*
 * turbostat-ng: options, mode selection and wiring.  Everything it does is
 * in the folders: msr/ reads the machine, decode/ turns registers into
 * facts and numbers, output/ prints them, measure/ runs the sampling loop.
 */
#include <errno.h>
#include <libgen.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cmdline.h"
#include "compare/compare.h"
#include "compare/plot.h"
#include "gov/cpu.h"
#include "hw.h"
#include "options.h"
#include "measure/calibrate.h"
#include "measure/startup.h"
#include "measure/startup_print.h"
#include "output/dump.h"
#include "output/prom.h"
#include "output/render.h"
#include "output/report.h"
#include "measure/run.h"
#include "measure/serve.h"
#include "measure/rec_busy.h"
#include "measure/recording.h"
#include "measure/session.h"
#include "decode/select.h"
#include "sim/progress.h"
#include "sim/simulate.h"
#include "sim/trace_tasks.h"
#include "msr/cpufreq_act.h"
#include "msr/hybrid_read.h"
#include "lib/outfile.h"
#include "msr/provenance.h"
#include "output/say.h"
#include "output/show_turbo.h"
#include "top/top.h"

/*
 * What a mode is handed: the options and, as its row asks, the machine or
 * recording (NULL for a mode that reads neither) and a measuring session
 * with its renderer and streams (@out the report's, @diag notices' and errors').
 */
struct run_ctx {
	struct options *o;
	const char *prog;
	struct hw *hw;
	struct session *s;
	struct renderer *r;
	struct renderer *scrape;	/* --listen beside a local log: the scrapes' renderer (r feeds it) */
	FILE *out, *diag;
};

/* The facts of the first online CPU: what --show-turbo prints and what governors model. */
static int read_facts(struct hw *hw, struct cpu_facts *f, const char *prog)
{
	struct regset rs;
	int cpu;

	if (startup_facts_first(hw, &rs, f, &cpu)) {
		fprintf(stderr, "%s: cpu%d: cannot identify the processor (no CPUID)\n", prog, cpu);
		return -ENODATA;
	}
	return 0;
}

/* --simulate: the governors on a modelled CPU, from --part, the recording's facts, or the default part. */
static int simulate(struct run_ctx *c)
{
	const struct options *o = c->o;
	const char *prog = c->prog;
	struct cpu_facts f;
	struct gov_cpu from_rec, *rec = NULL;
	char err[512];

	struct sim_part_file *pf = NULL;

	/* a recording whose facts cannot drive the model is an error, not a silent default part */
	if (c->hw && !o->part) {
		if (read_facts(c->hw, &f, prog))
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
	/* a recording taken beside a scheduler trace clocks the trace's CPUs (--simulate trace:FILE) */
	unsigned rec_mhz[TRACE_MAX_CPUS];
	unsigned rec_ncpus = c->hw && o->simulate && !strncmp(o->simulate, "trace:", 6) ?
			     rec_busy_mhz(c->hw, rec_mhz, TRACE_MAX_CPUS) : 0;
	struct sim_progress_line pl;
	struct sim_request rq = { .workload = o->simulate, .specs = o->governors.name,
				  .nspecs = (size_t)o->governors.n, .part = o->part, .from_recording = rec,
				  .seconds = o->sim_seconds, .warmup = o->sim_warmup_set ? &o->sim_warmup : NULL,
				  .seeds = o->sim_seeds, .requests = o->sim_requests, .clients = o->sim_clients,
				  .trace_mhz = o->trace_mhz, .rec_mhz = rec_mhz, .rec_ncpus = rec_ncpus,
				  .json = o->format == FORMAT_JSON,
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
static int calibrate(struct run_ctx *c)
{
	char err[512];
	int rc = calibrate_power(c->hw, c->o, stdout, err, sizeof(err));

	if (rc)
		say(stderr, c->prog, "%s", err);
	return rc;
}

/* --show-turbo: the first online CPU's facts, and on hybrid parts every CPU's capacity. */
static int show_turbo(struct run_ctx *c)
{
	struct cpu_facts f;
	struct topology topo;
	struct hybrid_in in = { 0 };
	struct hybrid_caps h = { 0 };
	char err[256];

	if (read_facts(c->hw, &f, c->prog))
		return 2;	/* a recording without CPUID: bad input */
	if (f.id.hybrid && topology_read(c->hw, &topo, err, sizeof(err)) == 0) {
		if (hybrid_read(c->hw, &topo, MSR_HWP_CAPABILITIES, &in) || hybrid_derive(&f, &in, &h))
			fprintf(stderr, "%s: out of memory reading hybrid capacities\n", c->prog);
		hybrid_in_free(&in);
		topology_free(&topo);
	}
	show_turbo_print(&f, &h, c->o->format == FORMAT_JSON, stdout);
	hybrid_free(&h);
	return 0;
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

static int act_restore(struct run_ctx *c)
{
	return act_recover(c->prog);
}

/* The measuring modes, each over the session measure() opened. */
static int top(struct run_ctx *c)
{
	return top_run(c->s, stderr);
}

static int dump(struct run_ctx *c)
{
	int rc = session_start(c->s) ? 2 : 0;

	if (!rc)
		dump_snapshot(&c->s->snap[c->s->cur], &c->s->plan, &c->s->topo, c->out);
	return rc;
}

static int command(struct run_ctx *c)
{
	return run_command(c->s, c->r, c->o->cmd, c->diag);
}

static int command_replayed(struct run_ctx *c)
{
	return run_command_replayed(c->s, c->r, c->diag);
}

/* --list: every column this machine has, comma-separated, as turbostat prints them. */
static int list(struct run_ctx *c)
{
	const struct table *t = &c->s->table;
	char err[512];
	int rc = session_start(c->s) || session_step(c->s, err, sizeof(err)) ? 2 : 0;

	if (!rc) {
		for (int i = 0; i < t->ncols; i++)
			fprintf(c->out, "%s%s", i ? "," : "", t->cols[i].name);
		fputc('\n', c->out);
	}
	/* the list itself stays turbostat's one line: the sources go to standard error */
	if (!rc && c->o->debug)
		run_print_sources(c->s, c->diag);
	return rc;
}

static int listen(struct run_ctx *c)
{
	return serve_run(c->s, c->scrape ? c->scrape : c->r, c->o->listen, c->o->web_config, c->diag);
}

static int intervals(struct run_ctx *c)
{
	return run_intervals(c->s, c->r, c->diag);
}

/* A wrapped command's recording, replayed without --interval: it prints where the command run printed. */
static bool replayed_command(const struct options *o, struct hw *hw)
{
	return o->replay_path && hw && hw_recorded_command(hw) && !o->interval_given && !o->top;
}

static bool asks_act_restore(const struct options *o, struct hw *hw) { (void)hw; return o->act_restore; }
static bool asks_simulate(const struct options *o, struct hw *hw) { (void)hw; return o->simulate; }
static bool asks_calibrate(const struct options *o, struct hw *hw) { (void)hw; return o->calibrate_path; }
static bool asks_show_turbo(const struct options *o, struct hw *hw) { (void)hw; return o->show_turbo; }
static bool asks_top(const struct options *o, struct hw *hw) { (void)hw; return o->top; }
static bool asks_dump(const struct options *o, struct hw *hw) { (void)hw; return o->dump; }
static bool asks_command(const struct options *o, struct hw *hw) { (void)hw; return o->cmd; }
static bool asks_list(const struct options *o, struct hw *hw) { (void)hw; return o->list; }
static bool asks_listen(const struct options *o, struct hw *hw) { (void)hw; return o->listen; }
static bool asks_intervals(const struct options *o, struct hw *hw) { (void)o, (void)hw; return true; }

/* What a mode needs opened before it runs. */
enum {
	NEEDS_HW = 1 << 0,		/* the machine, or the recording of --replay (--record tees either) */
	NEEDS_RECORDING = 1 << 1,	/* only a recording's facts, when --replay gives one */
	NEEDS_SESSION = 1 << 2,		/* a measuring session: --out, the renderer, the start-up report */
};

/*
 * The modes, first asked first: the first row whose asks() holds runs
 * (hw NULL until the machine is open; a row that needs the recording to
 * tell says no until then).  A mode is one row.  The outputs are not a
 * mode's: --out, --format and the exporter's scrape are set up by
 * measure() for whichever measuring row runs.
 */
static const struct mode {
	bool (*asks)(const struct options *o, struct hw *hw);
	unsigned needs;
	int (*run)(struct run_ctx *c);
} modes[] = {
	{ asks_act_restore, 0, act_restore },
	{ asks_simulate, NEEDS_RECORDING, simulate },
	{ asks_calibrate, NEEDS_HW, calibrate },
	{ asks_show_turbo, NEEDS_HW, show_turbo },
	{ asks_top, NEEDS_HW | NEEDS_SESSION, top },
	{ asks_dump, NEEDS_HW | NEEDS_SESSION, dump },
	{ asks_command, NEEDS_HW | NEEDS_SESSION, command },
	{ asks_list, NEEDS_HW | NEEDS_SESSION, list },
	{ replayed_command, NEEDS_HW | NEEDS_SESSION, command_replayed },
	{ asks_listen, NEEDS_HW | NEEDS_SESSION, listen },
	{ asks_intervals, NEEDS_HW | NEEDS_SESSION, intervals },
};

static const struct mode *mode_of(const struct options *o, struct hw *hw)
{
	size_t i = 0;

	while (!modes[i].asks(o, hw))
		i++;	/* the last row always asks */
	return &modes[i];
}

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

/* The Prometheus textfile: each scrape written into a new file that replaces it whole (lib/outfile.c). */
static FILE *textfile_begin(void *arg)
{
	return outfile_begin(arg);
}

static int textfile_end(void *arg, FILE *s)
{
	return outfile_commit(arg, s);
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

/*
 * --listen alone (or with --format prometheus, its own format) serves the
 * scrapes only; with another --format or with --out the same sampler keeps
 * that log too.
 */
static bool local_log(const struct options *o)
{
	return o->listen && (o->out_path || (o->format_given && o->format != FORMAT_PROMETHEUS));
}

/*
 * The format the run's one renderer writes: under --listen alone it is the
 * exporter's, Prometheus text; beside a local log, that log's (the scrapes
 * are a renderer of their own, run_ctx.scrape).
 */
static enum out_format render_format(const struct options *o)
{
	return o->listen && !local_log(o) ? FORMAT_PROMETHEUS : o->format;
}

/*
 * Where the report goes: @c->out (turbostat too: intervals on stdout, a wrapped command's report
 * on stderr, and a replayed command run's where the command run printed); with --out, everything
 * it would print there, start-up lines included, goes to the file, and a Prometheus textfile is
 * replaced whole each interval, never truncated (*@textfile).  *@diag: the start-up report's stream.
 * 0, or 1 with the reason said.
 */
static int measure_outputs(struct run_ctx *c, struct outfile **textfile, FILE **diag)
{
	const struct options *o = c->o;
	char err[512];

	c->out = o->cmd || replayed_command(o, c->hw) ? stderr : stdout;
	*diag = stderr;
	*textfile = NULL;
	if (render_format(o) == FORMAT_PROMETHEUS && o->out_path && strcmp(o->out_path, "-")) {
		*textfile = outfile_open(o->out_path, err, sizeof(err));
		if (!*textfile) {
			say(stderr, c->prog, "%s", err);
			return 1;
		}
	} else if (o->out_path) {
		c->out = open_out(o, c->prog);
		if (!c->out)
			return 1;	/* as turbostat's fopen_or_die() */
		/* turbostat's version and configuration lines go where its report goes (its outf);
		 * a CSV or JSON file, or "-", keeps records only */
		if (c->out != stdout && o->format == FORMAT_TURBOSTAT)
			*diag = c->out;
	}
	return 0;
}

/* JSON records name their host, so that compare can tell when two sides ran on different ones. */
static void json_host(struct run_ctx *c, struct provenance *prov, char *tool, size_t len, struct record_host *host)
{
	provenance_read(c->hw, 0, prov);
	/* a replay's host is the recording's: the version that recorded it, where it says */
	const char *by = c->o->replay_path ? hw_recorded_about(c->hw, 0) : TSNG_VERSION;

	snprintf(tool, len, "%s%s", by ? "turbostat-ng " : "", by ? by : "");
	*host = (struct record_host){ tool, prov->cpu_model, prov->kernel, prov->microcode, prov->driver, prov->governor };
	c->r->host = host;
}

/* What is left of the run's outputs after @rc: the textfile's last replace, the scrape, --out's close. */
static int measure_close(struct run_ctx *c, struct outfile *textfile, int rc)
{
	const struct options *o = c->o;

	render_end(c->r);
	if (c->scrape) {
		render_end(c->scrape);
		if (c->scrape->err) {	/* the scrape could not be kept */
			say(stderr, c->prog, "%s", strerror(-c->scrape->err));
			rc = rc ? rc : 1;
		}
	}
	if (textfile) {
		int e = c->r->err ? c->r->err : outfile_close(textfile);

		if (c->r->err)
			outfile_close(textfile);
		if (e) {
			say(stderr, c->prog, "%s: %s", o->out_path, strerror(-e));
			rc = rc ? rc : 1;
		}
	} else if (c->r->err) {	/* --listen: the scrape could not be kept */
		say(stderr, c->prog, "%s", strerror(-c->r->err));
		rc = rc ? rc : 1;
	} else if (o->out_path && close_out(c->out, o, c->prog)) {
		rc = rc ? rc : 1;
	}
	return rc;
}

/* A measuring mode: its session and outputs opened, the start-up report, @m's run, everything closed. */
static int measure(const struct mode *m, struct run_ctx *c)
{
	struct session s;
	struct outfile *textfile;
	FILE *diag;
	char err[512], info[512], gauges[2048];
	bool prom = render_format(c->o) == FORMAT_PROMETHEUS || c->o->listen;

	if (measure_outputs(c, &textfile, &diag))
		return 1;
	int open_rc = session_open(&s, c->o, c->hw, err, sizeof(err));

	if (open_rc) {
		say(stderr, c->prog, "%s", err);
		session_close(&s);
		if (textfile)
			outfile_close(textfile);
		else if (c->o->out_path)
			close_out(c->out, c->o, c->prog);
		/* turbostat 2026.02 verify_deferred_consumed(): exit(-EINVAL), status 234 */
		return c->o->as_turbostat && open_rc == SELECT_UNKNOWN_NAME ? 234 : 2;
	}
	struct renderer r = {
		.ops = render_of(render_format(c->o)),
		.out = c->out,
		.header_every = c->o->header_iterations,
		.summary_only = c->o->summary,
		.info = info,
		.gauges = prom ? gauges : NULL,
	};
	struct provenance prov;
	struct record_host host;
	char tool[64];

	/* --listen beside a local log: the scrapes' own renderer, fed the same records (r.tee) */
	struct renderer scrape = {
		.ops = render_of(FORMAT_PROMETHEUS), .info = info, .gauges = gauges, .tee = &r,
	};

	c->s = &s;
	c->r = &r;
	c->scrape = local_log(c->o) ? &scrape : NULL;
	if (textfile) {
		r.textfile_begin = textfile_begin;
		r.textfile_end = textfile_end;
		r.publish_arg = textfile;
	}
	prom_info_labels(&s.facts, info, sizeof(info));
	if (prom) {
		struct reg_ctx regs;

		session_reg_ctx(&s, &regs);
		prom_fact_gauges(&s.facts, &regs, gauges, sizeof(gauges));
	}
	if (render_format(c->o) == FORMAT_JSON)
		json_host(c, &prov, tool, sizeof(tool), &host);
	/* --list needs one sample, whichever mode takes it (--top shows that one) */
	if (c->o->list) {
		c->o->num_iterations = 1;
		c->o->interval_s = 0.001;
	}
	if (!c->o->quiet)
		cmdline_version(c->o, diag);
	startup_print(&s, diag, c->out);
	c->diag = stderr;	/* notices and errors, as turbostat's warnings, on standard error */
	run_catch_signals();
	int rc = measure_close(c, textfile, m->run(c));

	session_close(&s);
	return rc;
}

/*
 * No output is an input or another output (--replay X --out X, --out F --record F): the same file
 * by device and inode is said before anything is opened or truncated, exit status 1.
 */
static int files_apart(const struct options *o, const char *prog)
{
	const struct {
		const char *opt, *path;
		bool out;
	} f[] = {	/* the inputs first: each output is compared with everything before it */
		{ "--replay", o->replay_path, false }, { "--web-config", o->web_config, false },
		{ "--part", o->part, false }, { "--out", o->out_path, true }, { "--record", o->record_path, true },
		{ "--calibrate-power", o->calibrate_path, true },
	};

	for (size_t j = 0; j < sizeof(f) / sizeof(f[0]); j++)
		for (size_t i = 0; f[j].out && f[j].path && i < j; i++)
			if (f[i].path && outfile_same(f[i].path, f[j].path)) {
				say(stderr, prog, "%s %s: the same file as %s; refusing to overwrite it", f[j].opt,
				    f[j].path, f[i].opt);
				return 1;
			}
	return 0;
}

/* What the options ask for, on this machine or a recording; the exit status. */
static int run(struct options *o, const char *prog)
{
	struct run_ctx c = { .o = o, .prog = prog, .diag = stderr };
	const struct mode *m = mode_of(o, NULL);
	int rc;

	if (files_apart(o, prog))
		return 1;
	if (!o->act_restore && (o->act || o->calibrate_path) && act_recover(prog))
		return 1;
	if (!(m->needs & NEEDS_HW) && !((m->needs & NEEDS_RECORDING) && o->replay_path))
		return m->run(&c);
	c.hw = open_hw(o, prog, &rc);
	if (!c.hw)
		return rc;
	m = mode_of(o, c.hw);
	rc = m->needs & NEEDS_SESSION ? measure(m, &c) : m->run(&c);
	int cerr = hw_close(c.hw);

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
