// SPDX-License-Identifier: GPL-2.0-only
/*
 * JSON Lines in the record schema (output/record.h): one object per record,
 *   {"schema":1,"kind":K,"interval":N|null,"start":S,"time":T,"interval_s":X,
 *    "summary":{field:value},
 *    "cpus":[{"package":P,"die":D,"core":C,"cpu":N,"core_type":"P"|"E"|null, thread fields}],
 *    "cores":[{"package":P,"die":D,"core":C, core fields}],
 *    "packages":[{"package":P,"die":D, package fields}]}
 * Values are numbers, or null where absent, reset or not a number; a raw
 * register is a "0x..." string.  Mean and max records have empty arrays.
 * A "host" record comes first where the run knows its host (tool version,
 * CPU model, kernel, microcode, cpufreq driver and governor).
 */
#include <stdio.h>

#include "output/jsonw.h"
#include "output/render.h"

static void put_key(FILE *out, const char *s)
{
	jsonw_str(out, s);
	fputc(':', out);
}

/* The fields of @row whose scope is @scope (all of them for -1), as "key":value pairs. */
static void put_fields(const struct renderer *r, const struct table *t, const struct record_field *f, int n,
		       int row, int scope, int *first)
{
	FILE *out = r->out;
	char buf[64];

	for (int i = 0; i < n; i++) {
		const struct out_col *oc = &t->cols[f[i].col];
		const char *v;

		enum col_scope own = col_defs[oc->id].scope == CS_ID ? CS_CPU : col_defs[oc->id].scope;

		if (scope >= 0 && (int)own != scope)
			continue;
		fputs(*first ? "" : ",", out);
		*first = 0;
		put_key(out, f[i].name);
		v = record_value(t, &f[i], row, r->energy_j, buf, sizeof(buf));
		if (!v)
			fputs("null", out);
		else if (oc->fmt == FMT_HEX32 || oc->fmt == FMT_HEX64)	/* JSON has no hex numbers */
			fprintf(out, "\"0x%s\"", v);
		else if (oc->fmt == FMT_FLAGS || oc->fmt == FMT_WHY)	/* letters, a word: a string */
			fprintf(out, "\"%s\"", v);
		else
			fputs(v, out);
	}
}

/* Rows of one scope; none under --Summary, which asks for the summary only (the keys stay). */
static void put_group(const struct renderer *r, const struct table *t, const struct record_field *f, int n,
		      const char *key, enum col_scope scope)
{
	FILE *out = r->out;
	int firstrow = 1;

	fprintf(out, ",\"%s\":[", key);
	for (int i = 1; i < t->nrows && !r->summary_only; i++) {
		const struct topo_cpu *cpu = t->rows[i].cpu;
		int first = 0;

		if (!t->rows[i].shown || (scope == CS_CORE && !cpu->first_in_core) ||
		    (scope == CS_PKG && !cpu->first_in_pkg))
			continue;
		fprintf(out, "%s{\"package\":%d,\"die\":%d", firstrow ? "" : ",", cpu->pkg, cpu->die);
		if (scope != CS_PKG)
			fprintf(out, ",\"core\":%d", cpu->core);
		if (scope == CS_CPU) {
			fprintf(out, ",\"cpu\":%d,\"core_type\":", cpu->cpu);
			jsonw_str(out, record_core_type(cpu));
		}
		put_fields(r, t, f, n, i, scope, &first);
		fputc('}', out);
		firstrow = 0;
	}
	fputc(']', out);
}

/* The plausibility findings, only when there are any: ,"flags":[{"rule":...}] */
static void put_flags(FILE *out, const struct table *t)
{
	if (!t->plaus || !t->plaus->n)
		return;
	fputs(",\"flags\":[", out);
	for (int i = 0; i < t->plaus->n; i++) {
		const struct plaus_finding *f = &t->plaus->f[i];

		fprintf(out, "%s{\"rule\":", i ? "," : "");
		jsonw_str(out, plaus_rules[f->rule].name);
		fprintf(out, ",\"cpu\":%d,\"quantity\":", f->cpu);
		jsonw_str(out, f->quantity);
		fprintf(out, ",\"value\":%.15g,\"limit\":%.15g,\"more_cpus\":%d}", f->value, f->limit, f->more);
	}
	fputc(']', out);
}

/* {"schema":1,"kind":"host","host":{"tool":...,"cpu_model":...}}: null where unknown. */
static void put_host(FILE *out, const struct record_host *h)
{
	const char *const key[] = { "tool", "cpu_model", "kernel", "microcode", "driver", "governor" };
	const char *const val[] = { h->tool, h->cpu_model, h->kernel, h->microcode, h->driver, h->governor };

	fprintf(out, "{\"schema\":%d,\"kind\":\"host\",\"host\":{", RECORD_SCHEMA);
	for (size_t i = 0; i < sizeof(key) / sizeof(key[0]); i++) {
		fprintf(out, "%s\"%s\":", i ? "," : "", key[i]);
		jsonw_str(out, val[i] && val[i][0] ? val[i] : NULL);
	}
	fputs("}}\n", out);
}

/* ,"command":{"bzy_mhz":3900,"busy_cpus":1.5,"ipc":1.2,"reference":"ref-cycles"}: null where unknown. */
static void put_task(FILE *out, const struct renderer *r)
{
	const struct task_freq *f = r->task;
	const bool ok[] = { f->bzy_ok, f->busy_ok, f->ipc_ok };
	const double v[] = { f->bzy_mhz, f->busy_cpus, f->ipc };
	const char *const key[] = { "bzy_mhz", "busy_cpus", "ipc" };

	fprintf(out, ",\"%s\":{", r->task_who);
	for (size_t i = 0; i < sizeof(key) / sizeof(key[0]); i++) {
		fprintf(out, "\"%s\":", key[i]);
		if (ok[i])
			fprintf(out, "%.15g,", v[i]);
		else
			fputs("null,", out);
	}
	fputs("\"reference\":", out);
	jsonw_str(out, r->task_ref);
	fputc('}', out);
}

static void json_interval(struct renderer *r, const struct table *t)
{
	FILE *out = r->out;
	struct record_field f[RECORD_FIELDS_MAX];
	int n = record_fields(t, f), first = 1;
	struct record_time rt = record_time(t);

	if (r->host && !r->host_done)
		put_host(out, r->host);
	r->host_done = true;

	fprintf(out, "{\"schema\":%d,\"kind\":\"%s\",\"interval\":", RECORD_SCHEMA, record_kind_names[r->kind]);
	if (r->kind == REC_INTERVAL)
		fprintf(out, "%u", r->interval + 1);
	else
		fputs("null", out);
	fprintf(out, ",\"start\":%s,\"time\":%s,\"interval_s\":%.6f,\"summary\":{", rt.start, rt.end, t->interval_s);
	put_fields(r, t, f, n, 0, -1, &first);
	fputc('}', out);
	put_group(r, t, f, n, "cpus", CS_CPU);
	put_group(r, t, f, n, "cores", CS_CORE);
	put_group(r, t, f, n, "packages", CS_PKG);
	put_flags(out, t);
	if (r->kind == REC_RUN && r->task)
		put_task(out, r);
	fputs("}\n", out);
}

const struct render_ops render_json = {
	.name = "json",
	.records = true,
	.shows_findings = true,
	.interval = json_interval,
};
