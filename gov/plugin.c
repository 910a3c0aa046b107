// SPDX-License-Identifier: GPL-2.0-only
/*
 * The adapter between the public governor ABI (include/turbostat-ng/governor.h)
 * and struct gov_ops (gov/plugin.h).  Each call builds the public view of the
 * policy and the sample from the internal structs and copies the decision
 * back, so an internal struct may change without a rebuilt plugin noticing.
 */
#include <errno.h>
#include <string.h>

#include "gov_impl.h"
#include "gov/drivers.h"
#include "gov/plugin.h"
#include "turbostat-ng/governor.h"

/* The public enums are the internal ones' values (the trait bits are the same macros). */
_Static_assert((int)TSNG_GOV_DRIVE_TIMER == (int)GOV_DRIVE_TIMER && (int)TSNG_GOV_DRIVE_UPDATE == (int)GOV_DRIVE_UPDATE,
	       "drive");
_Static_assert((int)TSNG_GOV_REL_L == (int)GOV_REL_L && (int)TSNG_GOV_REL_H == (int)GOV_REL_H &&
		       (int)TSNG_GOV_REL_C == (int)GOV_REL_C, "relation");
_Static_assert(TSNG_GOV_MAX_PARAMS <= GOV_MAX_PARAMS && TSNG_GOV_MAX_TRACE <= GOV_MAX_TRACE, "limits");
_Static_assert(TSNG_GOV_STATE_MAX <= sizeof(((struct gov_state *)0)->priv), "state");

/* Built-in templates (gov/tmpl/) and the plugins of one run's --governor options. */
#define GOV_PLUGIN_MAX 24

struct gov_plugin {
	struct gov_ops ops;
	struct gov_param params[GOV_MAX_PARAMS + 1];
	const struct tsng_governor *pub;
	char name[GOV_SPEC_MAX];
};

static struct gov_plugin gov_plugins[GOV_PLUGIN_MAX];
static size_t gov_nplugins;

static const struct gov_plugin *gov_plugin_of(const struct gov_ops *ops)
{
	return (const struct gov_plugin *)((const char *)ops - offsetof(struct gov_plugin, ops));
}

static const struct gov_cpu *gov_host_cpu(const struct tsng_gov_policy *p)
{
	return p->host;
}

static unsigned long long gov_host_resolve(const struct tsng_gov_policy *p, unsigned long long khz, int rel)
{
	const struct gov_cpu *cpu = gov_host_cpu(p);

	return gov_table_khz(cpu, gov_khz_to_pstate(cpu, khz, (enum gov_relation)rel));
}

static int gov_host_khz_to_perf(const struct tsng_gov_policy *p, unsigned long long khz, int rel)
{
	return gov_khz_to_pstate(gov_host_cpu(p), khz, (enum gov_relation)rel);
}

static unsigned long long gov_host_perf_to_khz(const struct tsng_gov_policy *p, int perf)
{
	return gov_table_khz(gov_host_cpu(p), perf);
}

/* The public view of @g's policy on @cpu (NULL: a part of unknown facts), policy->cur from @st. */
static void gov_plugin_policy(const struct gov_inst *g, const struct gov_cpu *cpu, const struct gov_state *st,
			      struct tsng_gov_policy *p)
{
	static const struct gov_cpu unknown;
	const struct gov_cpu *c = cpu ? cpu : &unknown;

	*p = (struct tsng_gov_policy){
		.param = g->param,
		.kernel = g->kver,
		.driver = drv_name(g->driver),
		.min_khz = gov_table_khz(c, (int)c->min_pstate),
		.max_khz = gov_table_khz(c, (int)gov_top_pstate(c)),
		.cur_khz = st ? st->cur_khz : 0,
		.has_table = c->freq_table != GOV_TABLE_NONE,
		.rate_limit_us = drv_rate_limit_us(g->driver, g->kver, c),
		.latency_us = drv_latency_us(g->driver, g->driver == DRV_DIRECT ? 0 : c->latency_us),
		.tick_us = GOV_TICK_US,
		.min_perf = (int)c->min_pstate,
		.max_perf = (int)gov_top_pstate(c),
		.base_perf = (int)c->max_pstate,
		.physical_base_perf = (int)c->max_pstate_physical,
		.turbo_perf = (int)c->turbo_pstate,
		.cur_perf = st ? (int)st->cur_pstate : 0,
		.khz_per_perf = c->bclk_khz,
		.nominal_khz = c->nominal_khz,
		.highest_perf = c->highest_perf,
		.nominal_perf = c->nominal_perf,
		.lowest_nonlinear_perf = c->lowest_nonlinear_perf,
		.lowest_perf = c->lowest_perf,
		.freq_ratio = c->fi_ratio,
		.aperf_mperf_shift = c->aperf_mperf_shift,
		.no_turbo = (int)c->no_turbo,
		.amd = (int)c->amd,
		.need_update_limits = drv_update_limits(g->driver, g->kver),
		.resolve_khz = gov_host_resolve,
		.khz_to_perf = gov_host_khz_to_perf,
		.perf_to_khz = gov_host_perf_to_khz,
		.host = c,
	};
}

static uint64_t gov_plugin_period(const struct gov_inst *g)
{
	const struct tsng_governor *pub = gov_plugin_of(g->ops)->pub;
	struct tsng_gov_policy p;

	if (!pub->period_us)
		return 0;
	gov_plugin_policy(g, NULL, NULL, &p);
	return pub->period_us(&p);
}

static void gov_plugin_init(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu)
{
	const struct tsng_governor *pub = gov_plugin_of(g->ops)->pub;
	struct tsng_gov_policy p;

	if (!pub->init)
		return;
	gov_plugin_policy(g, cpu, st, &p);
	pub->init(&p, st->priv);
}

static int gov_plugin_decide(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu,
			     const struct gov_sample *s, struct gov_decision *d)
{
	const struct tsng_governor *pub = gov_plugin_of(g->ops)->pub;
	struct tsng_gov_policy p;
	struct tsng_gov_sample x = {
		.now_us = s->now_us, .duration_us = s->duration_us, .idle_us = s->idle_us, .iowait_us = s->iowait_us,
		.aperf = s->aperf, .mperf = s->mperf, .tsc = s->tsc,
		.util = s->util, .util_raw = s->util_raw, .capacity = s->max_cap,
		.iowait = s->iowait_flag, .idled = s->has_idled,
	};
	struct tsng_gov_decision pd;

	gov_plugin_policy(g, cpu, st, &p);
	memset(&pd, 0, sizeof(pd));
	if (pub->decide(&p, st->priv, &x, &pd) != 1)
		return 0;
	for (unsigned i = 0; i < pd.ntrace && i < TSNG_GOV_MAX_TRACE; i++)
		gov_trace_add(d, pd.trace[i].name ? pd.trace[i].name : "?", pd.trace[i].value);
	if (pd.target == TSNG_GOV_TARGET_PERF)
		gov_decide_pstate(cpu, d, pd.perf);
	else
		gov_decide_khz(cpu, d, pd.khz, pd.relation == TSNG_GOV_REL_H ? GOV_REL_H
					       : pd.relation == TSNG_GOV_REL_C ? GOV_REL_C : GOV_REL_L);
	d->alt_pstate = pd.alt_perf;
	d->alt_after_us = pd.alt_after_us;
	gov_state_set_current(st, cpu, d->pstate);
	return 1;
}

/* The checks before anything of @pub but its ABI integer is read. */
static int gov_plugin_check(const char *name, const struct tsng_governor *pub, size_t *nparams, char *err,
			    size_t errlen)
{
	if (pub->abi != TSNG_GOV_ABI) {
		snprintf(err, errlen, "%s: governor ABI %u, this turbostat-ng loads ABI %d (rebuild it against its governor.h)",
			 name, pub->abi, TSNG_GOV_ABI);
		return -EINVAL;
	}
	*nparams = 0;
	while (pub->params && *nparams <= TSNG_GOV_MAX_PARAMS && pub->params[*nparams].name)
		++*nparams;
	const char *why = !pub->name ? "no name" : !pub->decide ? "no decide()"
			: *nparams > TSNG_GOV_MAX_PARAMS ? "more parameters than TSNG_GOV_MAX_PARAMS"
			: pub->state_size > TSNG_GOV_STATE_MAX ? "a state_size over TSNG_GOV_STATE_MAX"
			: pub->drive != TSNG_GOV_DRIVE_TIMER && pub->drive != TSNG_GOV_DRIVE_UPDATE ? "an unknown drive"
			: pub->drive == TSNG_GOV_DRIVE_TIMER && !pub->period_us ? "a timer without period_us()"
			: NULL;

	if (why) {
		snprintf(err, errlen, "%s: governor row has %s", name, why);
		return -EINVAL;
	}
	if (strlen(name) >= GOV_SPEC_MAX || gov_nplugins == GOV_PLUGIN_MAX) {
		snprintf(err, errlen, "%s: too many governors or too long a name", name);
		return -EINVAL;
	}
	return 0;
}

int gov_plugin_add(const char *name, const struct tsng_governor *pub, char *err, size_t errlen)
{
	size_t n;

	if (gov_plugin_find(name))
		return 0;
	if (gov_plugin_check(name, pub, &n, err, errlen))
		return -EINVAL;
	struct gov_plugin *pl = &gov_plugins[gov_nplugins++];

	strcpy(pl->name, name);
	pl->pub = pub;
	for (size_t i = 0; i < n; i++) {
		const struct tsng_gov_param *q = &pub->params[i];

		pl->params[i] = (struct gov_param){ q->name, q->def, q->min, q->max, q->help ? q->help : "" };
	}
	pl->ops = (struct gov_ops){
		.name = pl->name,
		.description = pub->description ? pub->description : pub->name,
		.params = pl->params,
		.drive = (enum gov_drive)pub->drive,
		.period_us = gov_plugin_period,
		.traits = pub->traits,
		.invariant_param = pub->invariant_param,
		.init = gov_plugin_init,
		.decide = gov_plugin_decide,
	};
	return 0;
}

const struct gov_ops *gov_plugin_find(const char *name)
{
	for (size_t i = 0; i < gov_nplugins; i++)
		if (strcmp(gov_plugins[i].name, name) == 0)
			return &gov_plugins[i].ops;
	return NULL;
}
