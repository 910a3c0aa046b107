/* SPDX-License-Identifier: GPL-2.0-only */
/* The command line, parsed (turbostat-ng.c); modes read it, never argv. */
#ifndef TSNG_OPTIONS_H
#define TSNG_OPTIONS_H

#include <stdbool.h>

#define OPT_MAX_NAMES 64

/* --show/--hide/--enable arguments in order; resolved once the columns are known. */
struct name_list {
	int n;
	const char *name[OPT_MAX_NAMES];
	int at[OPT_MAX_NAMES];	/* each name's option's place on the command line (1, 2, ...); 0: unknown */
};

/* --format, parsed once (cli/cmdline.c); output/render.c has a renderer for each. */
enum out_format {
	FORMAT_TURBOSTAT,	/* the default: turbostat's tab-separated text */
	FORMAT_CSV,
	FORMAT_JSON,
	FORMAT_PROMETHEUS,
	FORMAT_WHY,		/* --why: a verdict line a package an interval (output/why.c) */
	FORMAT_COUNT
};

struct options {
	const char *prog;	/* the name invoked (argv[0]'s basename): every message starts with it */
	bool as_turbostat;	/* invoked as "turbostat": strict drop-in behaviour */
	double interval_s;
	bool interval_given;
	long num_iterations;	/* 0: until stopped (or the end of a replay) */
	int header_iterations;
	bool quiet, summary, debug, joules, list, no_msr, no_perf;
	int options_seen;	/* options applied so far: the place of the next (name_list.at) */
	int all_at;		/* the place of the last --debug or --list (they turn every column on); 0: none */
	int debug_level;	/* how many --debug: turbostat prints master_cpu from 2 */
	bool show_turbo, top;
	bool dump;		/* --Dump: one snapshot's raw counters in hex */
	bool smn;		/* --smn: AMD temperatures through SMN config-space writes (opt-in) */
	const char *out_path, *record_path, *replay_path, *cpu_spec;
	enum out_format format;	/* --format; FORMAT_TURBOSTAT when not given */
	bool format_given;
	const char *listen;	/* --listen [ADDR:]PORT: serve Prometheus scrapes (measure/serve.c) */
	const char *cgroup;	/* --cgroup PATH: that cgroup's own cycles, reference cycles and instructions */
	const char *web_config;	/* --web-config FILE: TLS and basic auth for --listen (measure/webconf.h) */
	struct name_list show, hide, enable;
	struct name_list add;	/* --add counter specs (decode/added.h) */
	int tcc;		/* --TCC: TjMax override in degrees C; 0 = read it */
	struct name_list governors;	/* --governor specs (gov/gov.h) */
	bool gov_trace, act;	/* --governor-trace, --act */
	bool act_restore;	/* --act-restore: only put back what a killed --act run left */
	int argc;		/* the command line as given: a recording's "options" line */
	char **argv;
	const char *simulate, *part;	/* --simulate WORKLOAD, --part NAME */
	double sim_seconds;	/* --sim-seconds; 0: the simulation's default */
	double sim_warmup;	/* --sim-warmup, if sim_warmup_set */
	bool sim_warmup_set;
	unsigned trace_mhz;	/* --trace-mhz: --simulate trace:FILE's declared frequency; 0: none */
	unsigned sim_seeds;	/* --sim-seeds; 0: one */
	unsigned long long sim_requests;	/* --sim-requests: fixed work; 0: fixed time */
	unsigned sim_clients;	/* --sim-clients; 0: the workload's own */
	const char *calibrate_path;	/* --calibrate-power FILE: the part file to write */
	const char *completion;	/* --completion SHELL */
	char **cmd;		/* fork mode: the command and its arguments, or NULL */
};

#endif
