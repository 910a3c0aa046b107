/*
 * The closed loop (include/sim.h): event-driven in integer nanoseconds.
 * Counters accumulate in kHz x ns (= cycles x 10^6) so no fraction of a
 * cycle is lost between samples.  The modelled core runs exactly at the
 * P-state last requested; MPERF and TSC tick at the base frequency
 * (MPERF only in C0; APERF and MPERF divided by 2^aperf_mperf_shift as on Xeon Phi).
 *
 * Governor calls follow the kernel's drive: a deferrable timer
 * (GOV_DRIVE_TIMER, v4.5 intel_pstate) fires at its period only if the core
 * is busy, else at the next wakeup; update_util governors are called at every
 * scheduler tick while busy and at every wakeup.  has_idled reports an idle
 * entry since the previous call of any kind; the governor keeps it until it
 * evaluates (gov/sched.c), as the kernel's saved idle-call count does.  PELT util decays with a
 * 32.768 ms half-life, frequency-scaled against arch_max_freq_ratio.
 */
#include <errno.h>
#include <string.h>

#include "gov_impl.h"
#include "gov/sim.h"

#define UNITS_PER_CYCLE 1000000ULL	/* kHz x ns per cycle */
/* PELT: y^32 = 1/2 with 1024 us periods, i.e. a factor 2^(-1/32768000) per ns. */
#define PELT_DECAY_PER_NS 0x1.ffffff4a4bae4p-1
#define TICK_NS ((uint64_t)GOV_TICK_US * 1000)

struct sim {
	const struct sim_config *cfg;
	const struct gov_inst *g;
	struct gov_state st;
	struct sim_wl_state wl;
	struct sim_phase ph;
	uint64_t t, phase_start, idle_until;
	int busy, sleep_iowait, idled;
	uint64_t rem;			/* work left in the phase, kHz x ns */
	int pstate;
	unsigned khz, base_khz, ref_khz;
	double busy_w;
	uint64_t aperf_u, mperf_u, tsc_u, busy_ns, idle_ns, iowait_ns;
	double util, util_raw, energy_j;
	/* at the last consumed sample */
	uint64_t b_aperf, b_mperf, b_tsc, b_t, b_idle, b_iowait;
	uint64_t next_tick, timer_due, alt_at;
	int alt_pstate;
	unsigned long decisions, changes;
};

static void sim_set_pstate(struct sim *s, int pstate)
{
	const struct gov_cpu *cpu = s->cfg->cpu;
	int top = (int)gov_top_pstate(cpu);

	if (pstate < (int)cpu->min_pstate)
		pstate = (int)cpu->min_pstate;
	if (pstate > top)
		pstate = top;
	if (pstate != s->pstate)
		s->changes++;
	s->pstate = pstate;
	s->khz = gov_pstate_khz(cpu, pstate);
	s->busy_w = sim_power_busy_w(s->cfg->power, cpu, s->khz);
}

/*
 * PELT_DECAY_PER_NS^dt by squaring: IEEE multiplications only (no libm), so
 * every host computes the same util and the same decisions.
 */
static double sim_pelt_decay(uint64_t dt)
{
	double r = 1.0, f = PELT_DECAY_PER_NS;

	for (; dt && f > 0; dt >>= 1, f *= f)
		if (dt & 1)
			r *= f;
	return dt ? 0.0 : r;
}

static void sim_advance(struct sim *s, uint64_t until)
{
	uint64_t dt = until - s->t;
	double decay = sim_pelt_decay(dt);

	s->util *= decay;
	s->util_raw *= decay;
	if (s->busy) {
		uint64_t done = (uint64_t)s->khz * dt;
		double scale = s->khz >= s->ref_khz ? 1.0 : (double)s->khz / s->ref_khz;

		s->aperf_u += done;
		s->mperf_u += (uint64_t)s->base_khz * dt;
		s->rem = done >= s->rem ? 0 : s->rem - done;
		s->busy_ns += dt;
		s->energy_j += s->busy_w * (double)dt * 1e-9;
		s->util += (1.0 - decay) * 1024.0 * scale;
		s->util_raw += (1.0 - decay) * 1024.0;
	} else {
		s->idle_ns += dt;
		if (s->sleep_iowait)
			s->iowait_ns += dt;
		s->energy_j += s->cfg->power->idle_w * (double)dt * 1e-9;
	}
	s->energy_j += s->cfg->power->uncore_w * (double)dt * 1e-9;
	s->tsc_u += (uint64_t)s->base_khz * dt;
	s->t = until;
}

static void sim_call(struct sim *s, int iowait_flag)
{
	unsigned shift = s->cfg->cpu->aperf_mperf_shift;
	uint64_t a = (s->aperf_u / UNITS_PER_CYCLE) >> shift;
	uint64_t m = (s->mperf_u / UNITS_PER_CYCLE) >> shift;
	uint64_t c = s->tsc_u / UNITS_PER_CYCLE;
	struct gov_sample x = {
		.aperf = a - s->b_aperf, .mperf = m - s->b_mperf, .tsc = c - s->b_tsc,
		.now_us = s->t / 1000, .duration_us = (s->t - s->b_t) / 1000,
		.idle_us = (s->idle_ns - s->b_idle) / 1000, .iowait_us = (s->iowait_ns - s->b_iowait) / 1000,
		.util = (unsigned)s->util, .util_raw = (unsigned)s->util_raw, .max_cap = 1024,
		.iowait_flag = iowait_flag, .has_idled = s->idled,
	};
	struct gov_decision d;

	s->idled = 0;
	memset(&d, 0, sizeof(d));
	if (s->g->ops->decide(s->g, &s->st, s->cfg->cpu, &x, &d) != 1)
		return;
	s->decisions++;
	s->b_aperf = a;
	s->b_mperf = m;
	s->b_tsc = c;
	s->b_t = s->t;
	s->b_idle = s->idle_ns;
	s->b_iowait = s->iowait_ns;
	sim_set_pstate(s, d.pstate);
	s->alt_at = d.alt_after_us ? s->t + d.alt_after_us * 1000 : 0;
	s->alt_pstate = d.alt_pstate;
}

static void sim_begin_phase(struct sim *s)
{
	sim_workload_next(&s->wl, &s->ph);
	s->busy = 1;
	s->phase_start = s->t;
	s->rem = s->ph.cycles * UNITS_PER_CYCLE;
}

/* Work done: sleep, or go straight on when the sleep is already over. */
static void sim_end_busy(struct sim *s)
{
	s->idle_until = s->ph.period_ns ? s->phase_start + s->ph.period_ns : s->t + s->ph.idle_ns;
	if (s->idle_until <= s->t) {
		sim_begin_phase(s);
		return;
	}
	s->busy = 0;
	s->sleep_iowait = s->ph.iowait;
	s->idled = 1;
}

static void sim_wake(struct sim *s)
{
	int iowait = s->sleep_iowait;

	s->sleep_iowait = 0;
	sim_begin_phase(s);
	if (s->g->ops->drive == GOV_DRIVE_UPDATE) {
		s->next_tick = (s->t / TICK_NS + 1) * TICK_NS;
		sim_call(s, iowait);
	} else if (s->t >= s->timer_due) {
		sim_call(s, 0);
		s->timer_due = s->t + s->g->ops->period_us(s->g) * 1000;
	}
}

static uint64_t sim_min(uint64_t a, uint64_t b)
{
	return a < b ? a : b;
}

static void sim_step(struct sim *s, uint64_t end)
{
	int timer = s->g->ops->drive == GOV_DRIVE_TIMER;
	uint64_t next = end;

	if (s->alt_at)
		next = sim_min(next, s->alt_at);
	if (s->busy) {
		next = sim_min(next, s->t + (s->rem + s->khz - 1) / s->khz);
		next = sim_min(next, timer ? s->timer_due : s->next_tick);
	} else {
		next = sim_min(next, s->idle_until);
	}
	if (next < s->t)
		next = s->t;
	int was_busy = s->busy;
	sim_advance(s, next);
	if (s->alt_at && s->t >= s->alt_at) {
		s->alt_at = 0;
		sim_set_pstate(s, s->alt_pstate);
	}
	if (s->t >= end)
		return;
	if (!was_busy) {
		if (s->t >= s->idle_until)
			sim_wake(s);
		return;
	}
	if (!s->rem)
		sim_end_busy(s);
	if (timer && s->t >= s->timer_due) {
		if (s->busy) {
			sim_call(s, 0);
			s->timer_due = s->t + s->g->ops->period_us(s->g) * 1000;
		}
	} else if (!timer && s->t >= s->next_tick) {
		if (s->busy)
			sim_call(s, 0);
		while (s->next_tick <= s->t)
			s->next_tick += TICK_NS;
	}
}

int sim_run(const struct sim_config *cfg, const struct gov_inst *g, struct sim_result *r)
{
	const struct gov_cpu *cpu = cfg->cpu;

	if (!cpu->bclk_khz || !cpu->min_pstate || cpu->min_pstate > gov_top_pstate(cpu) ||
	    !cpu->max_pstate_physical || !cfg->seconds_ns)
		return -EINVAL;

	struct sim x = { .cfg = cfg, .g = g };
	unsigned ratio = cpu->fi_ratio ? cpu->fi_ratio : cpu->turbo_pstate * 1024 / cpu->max_pstate_physical;

	x.base_khz = gov_pstate_khz(cpu, (int)cpu->max_pstate_physical);
	x.ref_khz = (unsigned)((uint64_t)x.base_khz * ratio / 1024);
	gov_state_init(g, &x.st, cpu);
	x.pstate = -1;
	sim_set_pstate(&x, (int)x.st.cur_pstate);
	x.changes = 0;
	x.next_tick = TICK_NS;
	x.timer_due = g->ops->period_us(g) * 1000;
	sim_workload_init(&x.wl, cfg->workload, cfg->seed);
	sim_begin_phase(&x);
	while (x.t < cfg->seconds_ns)
		sim_step(&x, cfg->seconds_ns);

	memset(r, 0, sizeof(*r));
	snprintf(r->label, sizeof(r->label), "%s", g->spec);
	r->seconds = (double)x.t * 1e-9;
	r->work_gcycles = (double)x.aperf_u / 1e15;
	r->energy_j = x.energy_j;
	r->busy_pct = 100.0 * (double)x.busy_ns / (double)x.t;
	r->avg_busy_mhz = x.busy_ns ? (double)x.aperf_u / (double)x.busy_ns / 1000.0 : 0;
	r->decisions = x.decisions;
	r->changes = x.changes;
	return 0;
}
