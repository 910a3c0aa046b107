// SPDX-License-Identifier: GPL-2.0-only
/*
 * An example turbostat-ng governor plugin (turbostat-ng(8), GOVERNOR
 * PLUGINS): race to idle.  At each scheduler update, a CPU busy more than
 * busy_pct percent of the time runs at the policy's highest frequency, any
 * other at its lowest; after going up it stays up for hold_us.  Busy time
 * is util_raw, not the frequency-invariant util: at the lowest frequency a
 * CPU busy all the time has an invariant util of min/max of its capacity
 * only (a fifth on a 0.8-4.2 GHz part), and would never go up.
 *
 *	cc -shared -fPIC -O2 -I /usr/local/include -o race-to-idle.so race-to-idle.c
 *	turbostat-ng --simulate tbench --governor schedutil --governor ./race-to-idle.so:busy_pct=50
 *	turbostat-ng --governor ./race-to-idle.so:help
 */
#include <turbostat-ng/governor.h>

enum { RTI_BUSY_PCT, RTI_HOLD_US };

static const struct tsng_gov_param rti_params[] = {
	{ "busy_pct", 30, 1, 100, "busy above this percent of the time (util_raw) runs at policy->max" },
	{ "hold_us", 8000, 0, 1000000, "stay at policy->max this long after going there" },
	{ 0, 0, 0, 0, 0 },
};

/* What one CPU keeps between calls: zeroed before the first. */
struct rti_state {
	unsigned long long up_since_us;
	int up;
};

static unsigned long long rti_period_us(const struct tsng_gov_policy *p)
{
	return p->tick_us;
}

static int rti_decide(const struct tsng_gov_policy *p, void *state, const struct tsng_gov_sample *s,
		      struct tsng_gov_decision *d)
{
	struct rti_state *st = state;
	unsigned long long cap = s->capacity ? s->capacity : 1024;
	unsigned long long busy_pct = 100ULL * s->util_raw / cap;
	int busy = busy_pct > (unsigned long long)p->param[RTI_BUSY_PCT];

	if (busy && !st->up)
		st->up_since_us = s->now_us;
	if (busy || s->now_us - st->up_since_us >= (unsigned long long)p->param[RTI_HOLD_US])
		st->up = busy;
	tsng_gov_trace(d, "busy_pct", (long long)busy_pct);
	d->target = TSNG_GOV_TARGET_KHZ;
	d->khz = st->up ? p->max_khz : p->min_khz;
	d->relation = st->up ? TSNG_GOV_REL_H : TSNG_GOV_REL_L;
	return 1;
}

const struct tsng_governor TSNG_GOVERNOR = {
	.abi = TSNG_GOV_ABI,
	.name = "race-to-idle",
	.description = "race to idle: policy->max when busy above busy_pct (held hold_us), else policy->min",
	.params = rti_params,
	.traits = TSNG_GOV_CPUFREQ,
	.drive = TSNG_GOV_DRIVE_UPDATE,
	.state_size = sizeof(struct rti_state),
	.period_us = rti_period_us,
	.decide = rti_decide,
};
