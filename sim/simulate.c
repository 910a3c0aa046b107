// SPDX-License-Identifier: GPL-2.0-only
/*
 * The --simulate entry point (sim/simulate.h): checks the options, runs each
 * governor on the same workload and part, prints the report.
 */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gov/amd_cppc.h"
#include "sim/ensemble.h"
#include "sim/part.h"
#include "sim/power.h"
#include "sim/report.h"
#include "sim/sim.h"
#include "sim/trace_wl.h"
#include "sim/simulate.h"
#include "sim/topo.h"
#include "sim/workload.h"
#include "suggest.h"

/* The known names, and after them "; did you mean 'NAME'?" for the nearest to @word */
static void sim_known_names(char *buf, size_t len, int parts, const char *word)
{
	size_t n = parts ? sim_part_count() : sim_workload_count(), used = 0;
	struct suggest sg;
	char near[96];

	buf[0] = '\0';
	suggest_init(&sg, word);
	for (size_t i = 0; i < n && used < len; i++) {
		const char *name = parts ? sim_part_at(i)->name : sim_workload_name(i);
		int k = snprintf(buf + used, len - used, "%s%s", i ? ", " : "", name);

		if (k < 0)
			return;
		used += (size_t)k;
		suggest_try(&sg, name);
	}
	if (used < len)
		snprintf(buf + used, len - used, ")%s", suggest_text(&sg, near, sizeof(near)));
}

/* One --governor-trace line: simulated time, core, governor, its internal values and its P-state. */
static void sim_trace_line(void *ctx, uint64_t t_ns, unsigned core, const struct gov_inst *g,
			   const struct gov_decision *d)
{
	char buf[512];

	gov_trace_format(d, buf, sizeof(buf));
	fprintf(ctx, "t=%" PRIu64 ".%06" PRIu64 " cpu%u %s: %s pstate=%d\n", t_ns / 1000000000,
		t_ns / 1000 % 1000000, core, g->spec, buf, d->pstate);
}

/*
 * The trace is the first seed's run of each governor, run again on its own
 * (the runs are deterministic, so it is the ensemble's seed 0): the lines of
 * one governor stay together, in time order.  0, or 1 on a write error.
 */
static int sim_trace_runs(const struct sim_config *cfg, const struct gov_inst *g, const enum sim_place *place,
			  size_t ngov, FILE *trace)
{
	struct sim_config c = *cfg;
	struct sim_result r;

	c.trace = sim_trace_line;
	c.trace_ctx = trace;
	for (size_t i = 0; i < ngov; i++) {
		c.place = place[i];
		if (sim_run(&c, &g[i], &r))
			return 0;	/* the ensemble says why */
	}
	return fflush(trace) || ferror(trace);
}

int gov_simulate_main(const struct sim_request *rq, FILE *out, char *err, size_t errlen)
{
	struct gov_inst g[SIM_MAX_GOVERNORS];
	enum sim_place place[SIM_MAX_GOVERNORS];	/* each governor's place= */
	struct sim_power power;
	char known[256];
	const char *workload = rq->workload;

	if (workload && strcmp(workload, "list") == 0) {
		sim_list_print(out);
		return ferror(out) ? 1 : 0;
	}
	const char *trace_path = workload && !strncmp(workload, "trace:", 6) ? workload + 6 : NULL;
	const struct sim_workload *w = workload ? sim_workload_find(workload) : NULL;
	if (trace_path && !*trace_path) {
		snprintf(err, errlen, "--simulate trace:FILE: the file is missing");
		return 2;
	}
	if (!w && !trace_path) {
		sim_known_names(known, sizeof(known), 0, workload ? workload : "");
		snprintf(err, errlen, "unknown workload '%s' (known: %s", workload ? workload : "", known);
		return 2;
	}
	if (rq->nspecs == 0 || rq->nspecs > SIM_MAX_GOVERNORS) {
		snprintf(err, errlen, "--simulate needs 1 to %d --governor options", SIM_MAX_GOVERNORS);
		return 2;
	}
	for (size_t i = 0; i < rq->nspecs; i++) {
		place[i] = SIM_PLACE_ORDER;
		if (gov_parse_keys(rq->specs[i], &g[i], sim_place_key, &place[i], err, errlen))
			return 2;
	}
	const struct sim_part *p = NULL;
	const struct gov_cpu *cpu = rq->from_recording;
	unsigned cores = 1;		/* a recording's domain is not known: one core */
	if (rq->part_file || rq->part || !rq->from_recording) {
		p = rq->part_file ? rq->part_file : sim_part_find(rq->part ? rq->part : "i7-2600k");
		if (!p) {
			sim_known_names(known, sizeof(known), 1, rq->part);
			snprintf(err, errlen, "unknown part '%s' (a part file: a path with a /; known: %s", rq->part, known);
			return 2;
		}
		cpu = &p->cpu;
		power = p->power;
		cores = p->domain_cores;
	} else {
		sim_power_default(cpu, &power);
	}
	for (size_t i = 0; i < rq->nspecs; i++) {
		if (drv_check(g[i].driver, g[i].hwp_boost, g[i].ops, p ? &p->hwp : NULL, err, errlen) ||
		    amd_check(g[i].driver, g[i].ops, cpu, err, errlen))
			return 2;
	}
	if (trace_path)
		return sim_trace_main(&(struct sim_trace_request){ .path = trace_path, .mhz = rq->trace_mhz,
								   .rec_mhz = rq->rec_mhz, .rec_ncpus = rq->rec_ncpus, .g = g,
								   .place = place, .ngov = rq->nspecs, .cpu = cpu,
								   .power = &power, .hwp = p ? &p->hwp : NULL,
								   .part_name = p ? p->name : "recording" },
				      out, err, errlen);
	double seconds = rq->seconds ? rq->seconds : 30;
	if (!(seconds >= 0.001 && seconds <= SIM_MAX_SECONDS)) {
		snprintf(err, errlen, "--sim-seconds must be between 0.001 and %d", SIM_MAX_SECONDS);
		return 2;
	}
	double warmup = rq->warmup ? *rq->warmup : SIM_WARMUP_S;
	if (!(warmup >= 0 && warmup <= SIM_MAX_SECONDS)) {
		snprintf(err, errlen, "--sim-warmup must be between 0 and %d", SIM_MAX_SECONDS);
		return 2;
	}
	unsigned seeds = rq->seeds ? rq->seeds : 1;
	if (seeds > SIM_MAX_SEEDS) {
		snprintf(err, errlen, "--sim-seeds must be between 1 and %d", SIM_MAX_SEEDS);
		return 2;
	}
	if (rq->clients && !sim_workload_takes_clients(w)) {
		snprintf(err, errlen, "--sim-clients: workload '%s' has no clients to count", workload);
		return 2;
	}
	/* up to one a CPU: that many streams have work; more: they share the CPUs' run queues */
	if (rq->clients > SIM_MAX_STREAMS) {
		snprintf(err, errlen, "--sim-clients %u: at most %d streams share the %u simulated CPU%s", rq->clients,
			 SIM_MAX_STREAMS, cores, cores == 1 ? "" : "s");
		return 2;
	}
	struct sim_config cfg = { .workload = w, .cpu = cpu, .power = &power, .cores = cores,
				  .requests = rq->requests, .clients = rq->clients,
				  .trl = p ? p->trl : NULL, .hwp = p ? &p->hwp : NULL,
				  .cppc_latency_us = p ? p->cppc_latency_us : 0,
				  .topo = p && p->topo.packages ? &p->topo : NULL,
				  .streams = rq->clients > cores ? rq->clients : 0,
				  .online_cpus = p ? p->cores * (p->topo.smt ? p->topo.smt : 1) : 0,
				  .seconds_ns = (uint64_t)llround(seconds * 1e9),
				  .warmup_ns = (uint64_t)llround(warmup * 1e9), .seed = SIM_SEED };
	if (rq->trace && sim_trace_runs(&cfg, g, place, rq->nspecs, rq->trace)) {
		snprintf(err, errlen, "write error on the governor trace");
		return 1;
	}
	struct sim_ensemble *e = malloc(sizeof(*e));
	int rc = e ? sim_ensemble_run(&cfg, g, place, rq->nspecs, seeds, rq->progress, e) : -ENOMEM;

	if (rc == -EINVAL)
		snprintf(err, errlen, "cannot simulate: the CPU's P-state facts are incomplete "
			 "(need a bus clock or CPPC perf levels, and min <= max <= turbo)");
	else if (rc)
		snprintf(err, errlen, "out of memory");
	if (rc) {
		free(e);
		return rc == -EINVAL ? 2 : 1;
	}
	rc = sim_report_print(e, rq->workload, p ? p->name : "recording", rq->json, out);
	free(e);
	if (rc) {
		snprintf(err, errlen, "write error on the report");
		return 1;
	}
	return 0;
}
