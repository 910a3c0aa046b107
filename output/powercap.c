// SPDX-License-Identifier: GPL-2.0-only
/* The powercap dump's lines and JSON (output/powercap.h), in dump_one_domain()'s formats. */
#include <string.h>

#include "decode/powercap.h"
#include "output/jsonw.h"
#include "output/powercap.h"

#define MAX_ZONES 64

static long zones_of(const struct reg_ctx *c, struct powercap_zone *z, int *err)
{
	return powercap_zones(c->rs, c->turbostat, z, MAX_ZONES, err);
}

/* The time window as turbostat scales it: seconds past 1 s, ms past 1 ms, else us. */
static void print_window(FILE *out, unsigned long long us)
{
	if (us > 1000000)
		fprintf(out, " %0.1fs", (double)us / 1000000);
	else if (us > 1000)
		fprintf(out, " %0.1fms", (double)us / 1000);
	else
		fprintf(out, " %0.1fus", (double)us);
}

void powercap_print(FILE *out, const struct reg_ctx *c, const char *prog)
{
	static struct powercap_zone z[MAX_ZONES];
	int err;
	long n = zones_of(c, z, &err);

	if (err) {
		fprintf(out, "%s: open " POWERCAP_DIR " failed: %s\n", prog, strerror(-err));
		return;
	}
	for (long i = 0; i < n; i++) {
		fprintf(out, "%s: %s", z[i].rel, z[i].name);
		/* turbostat leaves the line open when "enabled" does not read; ours ends it */
		if (z[i].enabled < 0) {
			if (!c->turbostat)
				fputc('\n', out);
			continue;
		}
		if (!z[i].enabled) {
			fputs(" disabled\n", out);
			continue;
		}
		for (int k = 0; k < z[i].nconstraints; k++) {
			print_window(out, (unsigned long long)z[i].c[k].window_us);
			if (z[i].c[k].has_limit)
				fprintf(out, ":%lluW", (unsigned long long)(z[i].c[k].limit_uw / 1000000));
			if (z[i].c[k].has_max)
				fprintf(out, ",max:%lluW", (unsigned long long)(z[i].c[k].max_uw / 1000000));
		}
		fputc('\n', out);
	}
}

void powercap_json(FILE *out, const struct reg_ctx *c)
{
	static struct powercap_zone z[MAX_ZONES];
	int err;
	long n = zones_of(c, z, &err);

	fputs("\"zones\":", out);
	if (n < 0 || err) {
		fputs("null", out);
		return;
	}
	fputc('[', out);
	for (long i = 0; i < n; i++) {
		fputs(i ? ",{\"zone\":" : "{\"zone\":", out);
		jsonw_str(out, z[i].rel);
		fputs(",\"name\":", out);
		jsonw_str(out, z[i].name);
		fprintf(out, ",\"enabled\":%s,\"constraints\":[",
			z[i].enabled < 0 ? "null" : z[i].enabled ? "true" : "false");
		for (int k = 0; k < z[i].nconstraints; k++) {
			const struct powercap_constraint *p = &z[i].c[k];

			fprintf(out, "%s{\"time_window_us\":%llu,\"power_limit_uw\":", k ? "," : "",
				(unsigned long long)p->window_us);
			if (p->has_limit)
				fprintf(out, "%llu", (unsigned long long)p->limit_uw);
			else
				fputs("null", out);
			fputs(",\"max_power_uw\":", out);
			if (p->has_max)
				fprintf(out, "%llu}", (unsigned long long)p->max_uw);
			else
				fputs("null}", out);
		}
		fputs("]}", out);
	}
	fputc(']', out);
}
