// SPDX-License-Identifier: GPL-2.0-only
/*
 * --debug: where each column's value comes from, named from the plan (the
 * register, perf event or file chosen at start-up) and the column table.
 */
#include <stdio.h>

#include "decode/added.h"
#include "decode/columns.h"

static const char *src_text(const struct plan *p, const struct raw_source *src, char *buf, size_t len)
{
	switch (src->kind) {
	case SRC_TSC:
		return p->tsc_via ? p->tsc_via : "rdtsc";
	case SRC_MSR:
		snprintf(buf, len, "msr 0x%x%s%s", src->msr, p->msr_via ? " via " : "", p->msr_via ? p->msr_via : "");
		return buf;
	case SRC_PERF:
		snprintf(buf, len, "perf %s", src->perf);
		return buf;
	case SRC_FILE:
	case SRC_TEXT:
		snprintf(buf, len, "file %s", src->path);
		return buf;
	case SRC_CPUIDLE:
		return "sysfs cpuidle";
	case SRC_PMT: {
		const struct raw_pmt_at *at = &p->pmt[src->pmt];

		snprintf(buf, len, "pmt telem%d byte %llu%s", at->file[0], (unsigned long long)at->off,
			 at->cpus_per_step ? " + step per CPU group" : "");
		return buf;
	}
	case SRC_SMN:
		if (src->smn_ccds)
			snprintf(buf, len, "smn 0x%x + 4 * CCD, CCDs 0x%x, on the package's node", src->smn,
				 src->smn_ccds);
		else
			snprintf(buf, len, "smn 0x%x on the package's node", src->smn);
		return buf;
	case SRC_NONE:
		break;
	}
	return "not read";
}

/*
 * The counters whose source --debug names beside a column: the registers and
 * perf events; the procfs, cpuidle and sysfs inputs are in the column's text.
 */
static int named_source(const struct raw_def *def)
{
	return !def->file && def->special != SRC_CPUIDLE;
}

static void added_source(const struct added_counter *a, char *buf, size_t len)
{
	static const char *const fmts[] = { "raw", "delta", "percent", "average" };
	static const char *const scopes[] = { "cpu", "core", "package" };
	char where[160];

	if (a->loc == ADDED_MSR)
		snprintf(where, sizeof(where), "msr 0x%x", a->msr);
	else
		snprintf(where, sizeof(where), "%s %s", a->loc == ADDED_PERF ? "perf" : "file", a->path);
	snprintf(buf, len, "%s: --add %s u%u %s %s", a->name, where, a->width, scopes[a->scope], fmts[a->fmt]);
}

static int unreadable(const struct derive_ctx *ctx, const rawset *unread, enum raw_id r)
{
	return (unread && rawset_has(unread, r)) || ctx->plan->src[r].kind == SRC_NONE;
}

const char *columns_from(enum col_id id, const struct derive_ctx *ctx, const rawset *unread)
{
	switch (id) {
	case COL_BUSY:
		return unreadable(ctx, unread, RAW_MPERF) ? "/proc/stat busy / total ticks, no MPERF" : "MPERF / TSC";
	case COL_BZY_MHZ:
		/* turbostat's has_base_hz: a base ratio from MSR_PLATFORM_INFO */
		return ctx->base_hz > 0 ? "base * APERF / MPERF" : "TSC rate * APERF / MPERF, no base ratio";
	default:
		return col_defs[id].from;
	}
}

void columns_source(const struct out_col *oc, const struct derive_ctx *ctx, const rawset *unread, char *buf,
		    size_t len)
{
	const struct col_def *def = &col_defs[oc->id];
	size_t used;

	static const char *const idle_files[] = { "usage", "below", "above" };

	if (col_is_added(oc->id)) {
		added_source(&ctx->plan->added->c[oc->sub], buf, len);
		return;
	}
	if (oc->id == COL_IDLE_COUNT || oc->id == COL_IDLE_PCT) {
		snprintf(buf, len, "%s: sysfs cpuN/cpuidle/state%d/%s%s", oc->name,
			 oc->id == COL_IDLE_PCT ? oc->sub : oc->sub / 3,
			 oc->id == COL_IDLE_PCT ? "time" : idle_files[oc->sub % 3],
			 oc->id == COL_IDLE_PCT ? " / interval" : "");
		return;
	}
	used = (size_t)snprintf(buf, len, "%s: %s", oc->name, columns_from(oc->id, ctx, unread));
	int first = 1;

	for (int r = 0; r < RAW__COUNT && used < len; r++) {
		char tmp[160];

		if (!def->needs[r] || !named_source(&ctx->defs[r]))
			continue;
		used += (size_t)snprintf(buf + used, len - used, "%s%s: %s%s", first ? " (" : "; ", ctx->defs[r].name,
					 src_text(ctx->plan, &ctx->plan->src[r], tmp, sizeof(tmp)),
					 unread && rawset_has(unread, r) ? ", unreadable" : "");
		first = 0;
	}
	if (!first && used < len)
		snprintf(buf + used, len - used, ")");
}

/* The names of the counters column @id needs that have no source (@none) or did not read, ", " between. */
static size_t absent_names(enum col_id id, const struct derive_ctx *ctx, const rawset *unread, int none, char *buf,
			   size_t len)
{
	size_t used = 0;

	buf[0] = '\0';
	for (int r = 0; r < RAW__COUNT && used < len; r++)
		if (col_defs[id].needs[r] && (ctx->plan->src[r].kind == SRC_NONE) == none &&
		    (none || (unread && rawset_has(unread, r))))
			used += (size_t)snprintf(buf + used, len - used, "%s%s", used ? ", " : "", ctx->defs[r].name);
	return used;
}

void columns_absent_why(enum col_id id, const struct derive_ctx *ctx, const rawset *unread, const char *where,
			char *buf, size_t len)
{
	char none[160], failed[160];
	int nn = absent_names(id, ctx, unread, 1, none, sizeof(none)) > 0;
	int nf = absent_names(id, ctx, unread, 0, failed, sizeof(failed)) > 0;

	if (!nn && !nf)
		snprintf(buf, len, "no value in the first interval");
	else
		snprintf(buf, len, "%s%s%s%s%s%s%s", nn ? "no " : "", none, nn ? " " : "", nn ? where : "",
			 nn && nf ? "; " : "", failed, nf ? " unreadable" : "");
}
