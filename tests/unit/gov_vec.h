/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Runner for governor vector files (tests/vectors/<governor>.vec), included by
 * the tests/unit/test_gov_*.c files.  Grammar, one directive per line:
 *
 *   # source: where the numbers come from      (required for every case)
 *   case NAME
 *   gov SPEC                                   (as on --governor)
 *   cpu key=value ...                          (struct gov_cpu; table=0 ascending,
 *                                               1 descending, 2 intel_cpufreq, 3 acpi-cpufreq)
 *   state key=value ...                        (struct gov_state, after init)
 *   sample key=value ...                       (struct gov_sample; calls decide)
 *   expect key=value ...                       (consumed, pstate, khz, alt_*, trace names)
 *   khz2ps khz=N rel=L|H|C expect=P            (gov_khz_to_pstate)
 *   ps2khz pstate=P expect=N                   (gov_pstate_khz)
 *   end
 *
 * Anything else, a key not listed, a bad number, a case without a source or
 * without any check, or a missing "end" is counted as a failure.
 */
#ifndef GOV_VEC_H
#define GOV_VEC_H

#include <inttypes.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gov/gov.h"

enum vec_kind { VK_UINT, VK_U64, VK_I64, VK_INT };

struct vec_field {
	const char *name;
	size_t off;
	enum vec_kind kind;
};

#define VF(n, s, m, k) { n, offsetof(struct s, m), k }

static const struct vec_field vec_cpu_fields[] = {
	VF("min", gov_cpu, min_pstate, VK_UINT), VF("max", gov_cpu, max_pstate, VK_UINT),
	VF("phys", gov_cpu, max_pstate_physical, VK_UINT), VF("turbo", gov_cpu, turbo_pstate, VK_UINT),
	VF("bclk", gov_cpu, bclk_khz, VK_UINT), VF("fi_ratio", gov_cpu, fi_ratio, VK_UINT),
	VF("shift", gov_cpu, aperf_mperf_shift, VK_UINT), VF("no_turbo", gov_cpu, no_turbo, VK_UINT),
	VF("highest", gov_cpu, highest_perf, VK_UINT), VF("nominal", gov_cpu, nominal_perf, VK_UINT),
	VF("lnl", gov_cpu, lowest_nonlinear_perf, VK_UINT), VF("lowest", gov_cpu, lowest_perf, VK_UINT),
	VF("nominal_khz", gov_cpu, nominal_khz, VK_UINT), VF("table", gov_cpu, freq_table, VK_UINT),
	VF("amd", gov_cpu, amd, VK_UINT), VF("latency", gov_cpu, latency_us, VK_UINT),
	{ NULL, 0, VK_INT },
};

static const struct vec_field vec_state_fields[] = {
	VF("cur", gov_state, cur_pstate, VK_I64), VF("cur_khz", gov_state, cur_khz, VK_U64),
	{ NULL, 0, VK_INT },
};

static const struct vec_field vec_sample_fields[] = {
	VF("aperf", gov_sample, aperf, VK_U64), VF("mperf", gov_sample, mperf, VK_U64),
	VF("tsc", gov_sample, tsc, VK_U64), VF("now_us", gov_sample, now_us, VK_U64),
	VF("duration_us", gov_sample, duration_us, VK_U64), VF("idle_us", gov_sample, idle_us, VK_U64),
	VF("iowait_us", gov_sample, iowait_us, VK_U64), VF("util", gov_sample, util, VK_UINT),
	VF("util_raw", gov_sample, util_raw, VK_UINT), VF("max_cap", gov_sample, max_cap, VK_UINT),
	VF("iowait", gov_sample, iowait_flag, VK_INT), VF("idled", gov_sample, has_idled, VK_INT),
	{ NULL, 0, VK_INT },
};

struct vec_run {
	const char *path;
	int line;
	int failures, cases, checks;
	char name[64];
	int have_source, in_case, inited, sampled, case_checks;
	struct gov_inst g;
	struct gov_cpu cpu;
	struct gov_state st;
	struct gov_sample s;
	struct gov_decision d;
	int consumed;
	uint64_t next_now;
};

static void vec_fail(struct vec_run *r, const char *what, const char *detail)
{
	r->failures++;
	fprintf(stderr, "%s:%d: case %s: %s%s%s\n", r->path, r->line, r->name[0] ? r->name : "-",
		what, detail ? ": " : "", detail ? detail : "");
}

static int vec_num(const char *txt, int64_t *v)
{
	char *end;

	if (!*txt)
		return -1;
	*v = strtoll(txt, &end, 0);
	return *end ? -1 : 0;
}

/* Split "key=value" tokens of a line; returns the count or -1 on a token without '='. */
static int vec_pairs(char *rest, char *keys[], char *vals[], int max)
{
	int n = 0;

	for (char *tok = strtok(rest, " \t"); tok; tok = strtok(NULL, " \t")) {
		char *eq = strchr(tok, '=');

		if (!eq || n == max)
			return -1;
		*eq = '\0';
		keys[n] = tok;
		vals[n++] = eq + 1;
	}
	return n;
}

static int vec_set(const struct vec_field *f, void *obj, const char *key, const char *val)
{
	int64_t v;

	for (; f->name; f++) {
		if (strcmp(f->name, key) != 0)
			continue;
		if (vec_num(val, &v))
			return -1;
		char *p = (char *)obj + f->off;
		switch (f->kind) {
		case VK_UINT: *(unsigned *)p = (unsigned)v; break;
		case VK_U64: *(uint64_t *)p = (uint64_t)v; break;
		case VK_I64: *(int64_t *)p = v; break;
		case VK_INT: *(int *)p = (int)v; break;
		}
		return 0;
	}
	return -1;
}

static void vec_init_state(struct vec_run *r)
{
	if (!r->inited) {
		gov_state_init(&r->g, &r->st, &r->cpu);
		r->inited = 1;
	}
}

static void vec_check(struct vec_run *r, const char *key, int64_t want, int64_t got, int found)
{
	char msg[160];

	r->checks++;
	r->case_checks++;
	if (!found) {
		vec_fail(r, "no such result", key);
	} else if (got != want) {
		snprintf(msg, sizeof(msg), "%s = %" PRId64 ", want %" PRId64, key, got, want);
		vec_fail(r, "mismatch", msg);
	}
}

static void vec_expect(struct vec_run *r, char *keys[], char *vals[], int n)
{
	for (int i = 0; i < n; i++) {
		int64_t want, got = 0;
		int found = 1;

		if (vec_num(vals[i], &want)) {
			vec_fail(r, "bad number", vals[i]);
			continue;
		}
		if (strcmp(keys[i], "consumed") == 0)
			got = r->consumed;
		else if (strcmp(keys[i], "pstate") == 0)
			got = r->d.pstate;
		else if (strcmp(keys[i], "khz") == 0)
			got = r->d.khz;
		else if (strcmp(keys[i], "alt_pstate") == 0)
			got = r->d.alt_pstate;
		else if (strcmp(keys[i], "alt_after_us") == 0)
			got = (int64_t)r->d.alt_after_us;
		else
			got = gov_trace_get(&r->d, keys[i], &found);
		vec_check(r, keys[i], want, got, found);
	}
}

static void vec_convert(struct vec_run *r, const char *dir, char *keys[], char *vals[], int n)
{
	int64_t in = -1, want = -1;
	enum gov_relation rel = GOV_REL_L;
	int is_khz = strcmp(dir, "khz2ps") == 0;

	for (int i = 0; i < n; i++) {
		int64_t v = 0;

		if (strcmp(keys[i], "rel") == 0 && is_khz && strlen(vals[i]) == 1 && strchr("LHC", vals[i][0]))
			rel = vals[i][0] == 'L' ? GOV_REL_L : vals[i][0] == 'H' ? GOV_REL_H : GOV_REL_C;
		else if (vec_num(vals[i], &v))
			return vec_fail(r, "bad entry", keys[i]);
		else if (strcmp(keys[i], "expect") == 0)
			want = v;
		else if (strcmp(keys[i], is_khz ? "khz" : "pstate") == 0)
			in = v;
		else
			return vec_fail(r, "unknown key", keys[i]);
	}
	if (in < 0 || want < 0)
		return vec_fail(r, "incomplete", dir);
	int64_t got = is_khz ? (int64_t)gov_khz_to_pstate(&r->cpu, (uint64_t)in, rel)
			     : (int64_t)gov_pstate_khz(&r->cpu, (int)in);
	vec_check(r, dir, want, got, 1);
}

static void vec_sample(struct vec_run *r, char *keys[], char *vals[], int n)
{
	memset(&r->s, 0, sizeof(r->s));
	r->s.max_cap = 1024;
	r->s.now_us = UINT64_MAX;
	for (int i = 0; i < n; i++)
		if (vec_set(vec_sample_fields, &r->s, keys[i], vals[i]))
			return vec_fail(r, "bad sample key or value", keys[i]);
	if (r->s.now_us == UINT64_MAX)
		r->s.now_us = r->next_now + r->s.duration_us;
	r->next_now = r->s.now_us;
	vec_init_state(r);
	memset(&r->d, 0, sizeof(r->d));
	r->consumed = r->g.ops->decide(&r->g, &r->st, &r->cpu, &r->s, &r->d);
	r->sampled = 1;
}

static void vec_directive(struct vec_run *r, char *line)
{
	char *dir = strtok(line, " \t");
	char *rest = strtok(NULL, "");
	char *keys[24], *vals[24], err[160];
	int n = 0;

	if (strcmp(dir, "case") == 0) {
		if (r->in_case)
			vec_fail(r, "case without end", NULL);
		if (!r->have_source)
			vec_fail(r, "case without a '# source:' line", rest);
		memset(&r->g, 0, sizeof(r->g));
		memset(&r->cpu, 0, sizeof(r->cpu));
		snprintf(r->name, sizeof(r->name), "%s", rest ? rest : "");
		r->in_case = 1;
		r->inited = r->sampled = r->case_checks = 0;
		r->next_now = 1000000;
		r->cases++;
		return;
	}
	if (!r->in_case)
		return vec_fail(r, "directive outside a case", dir);
	if (strcmp(dir, "end") == 0) {
		if (!r->case_checks)
			vec_fail(r, "case checks nothing", NULL);
		r->in_case = r->have_source = 0;
		r->name[0] = '\0';
		return;
	}
	if (strcmp(dir, "gov") == 0) {
		if (!rest || gov_parse(rest, &r->g, err, sizeof(err)))
			vec_fail(r, "bad gov", rest ? err : NULL);
		return;
	}
	if (rest && (n = vec_pairs(rest, keys, vals, 24)) < 0)
		return vec_fail(r, "malformed key=value list", dir);
	if (strcmp(dir, "khz2ps") == 0 || strcmp(dir, "ps2khz") == 0)
		return vec_convert(r, dir, keys, vals, n);
	if (strcmp(dir, "cpu") == 0) {
		for (int i = 0; i < n; i++)
			if (vec_set(vec_cpu_fields, &r->cpu, keys[i], vals[i]))
				vec_fail(r, "bad cpu key or value", keys[i]);
		return;
	}
	if (!r->g.ops)
		return vec_fail(r, "no gov line before", dir);
	if (strcmp(dir, "state") == 0) {
		vec_init_state(r);
		for (int i = 0; i < n; i++)
			if (vec_set(vec_state_fields, &r->st, keys[i], vals[i]))
				vec_fail(r, "bad state key or value", keys[i]);
		/* the governor starts on a policy in that state (conservative's requested_freq = policy->cur) */
		if (r->g.ops->init)
			r->g.ops->init(&r->g, &r->st, &r->cpu);
	} else if (strcmp(dir, "sample") == 0) {
		vec_sample(r, keys, vals, n);
	} else if (strcmp(dir, "expect") == 0) {
		if (!r->sampled)
			return vec_fail(r, "expect before any sample", NULL);
		vec_expect(r, keys, vals, n);
	} else {
		vec_fail(r, "unknown directive", dir);
	}
}

/* Runs one vector file; returns the failures (a missing file or no case is one). */
static int vec_run_file(const char *path, int *ncases)
{
	struct vec_run r = { .path = path };
	char line[512];
	FILE *f = fopen(path, "r");

	if (!f) {
		fprintf(stderr, "%s: cannot open\n", path);
		return 1;
	}
	while (fgets(line, sizeof(line), f)) {
		r.line++;
		line[strcspn(line, "\r\n")] = '\0';
		char *p = line + strspn(line, " \t");
		if (strncmp(p, "# source:", 9) == 0 && p[9]) {
			r.have_source = 1;
			continue;
		}
		if (!*p || *p == '#')
			continue;
		vec_directive(&r, p);
	}
	fclose(f);
	if (r.in_case)
		vec_fail(&r, "missing end at end of file", NULL);
	if (!r.cases)
		vec_fail(&r, "no cases", NULL);
	*ncases = r.cases;
	return r.failures;
}

#endif
