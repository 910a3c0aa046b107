// SPDX-License-Identifier: GPL-2.0-only
/*
 * The closed loop (sim/sim.h): event-driven in integer nanoseconds over the
 * cores of one frequency domain.  Counters accumulate in kHz x ns (= cycles x
 * 10^6) so no fraction of a cycle is lost between samples.  Each core's
 * governor sets that core's request; the domain runs at the highest request
 * of its active cores (C0 or C1: a model choice; a core in C3 or deeper has
 * its clock stopped and no say), capped by the turbo ratio limit for that
 * many active cores.  So a core can run above its own request while a sibling
 * holds the domain up, as Doug Smythies traced on LKML in the hold-off thread
 * (2016-02-25: a CPU at request 25 ran at 3.6 GHz).  A change of the domain's
 * P-state stalls its busy cores for transition_us: MPERF runs, APERF and the
 * work do not.  MPERF and TSC tick at the base frequency (MPERF only in C0;
 * APERF and MPERF divided by 2^aperf_mperf_shift as on Xeon Phi).
 *
 * Governor calls follow the kernel's drive: a deferrable timer
 * (GOV_DRIVE_TIMER, v4.5 intel_pstate) fires at its period only if the core
 * is busy, else at the next wakeup; update_util governors are called at every
 * scheduler tick while busy and at every wakeup.  has_idled reports an idle
 * entry since the previous call; the governor keeps it until it evaluates.
 * An idle core sleeps in the deepest state whose target residency fits the
 * coming idle (the menu governor with a perfect prediction) and wakes its
 * exit latency late.  PELT util decays with a 32.768 ms half-life,
 * frequency-scaled against arch_max_freq_ratio, per task: a core's util_avg
 * is the sum over the tasks attached to it (a task that leaves takes its util
 * along and brings it back, a new one starts as post_init_entity_util_avg()
 * says), and schedutil sees the larger of that and the running task's
 * util_est (cpu_util() in kernel/sched/fair.c).  With more workload streams
 * than CPUs each CPU is a CFS run queue (sim/sim_rq.c).
 */
#include <errno.h>
#include <string.h>

#include "sim/cfs.h"
#include "sim/sim_state.h"

/* PELT: y^32 = 1/2 with 1024 us periods, i.e. a factor 2^(-1/32768000) per ns. */
#define PELT_DECAY_PER_NS 0x1.ffffff4a4bae4p-1
#define TICK_NS ((uint64_t)GOV_TICK_US * 1000)

static int sim_clamp_pstate(const struct gov_cpu *cpu, int pstate)
{
	int top = (int)gov_top_pstate(cpu);

	if (pstate < (int)cpu->min_pstate)
		return (int)cpu->min_pstate;
	return pstate > top ? top : pstate;
}

static struct sim_dom *sim_dom_of(struct sim *s, const struct sim_core *c)
{
	return &s->dom[c->dom];
}

static int sim_active(const struct sim_core *c)
{
	return !(c->mode == CORE_IDLE && c->cstate > 0);
}

/*
 * Each domain follows its active CPUs: the highest request, capped by the
 * turbo ratio limit for that many active cores (SMT siblings count once).
 */
static void sim_domain_update(struct sim *s)
{
	const struct sim_config *cfg = s->cfg;

	for (unsigned d = 0; d < s->ndom; d++) {
		struct sim_dom *dom = &s->dom[d];
		int want = -1;
		unsigned active = 0;

		for (unsigned i = d * s->dom_cpus; i < (d + 1) * s->dom_cpus; i += s->smt) {
			int any = 0;

			for (unsigned k = i; k < i + s->smt; k++) {
				if (!sim_active(&s->core[k]))
					continue;
				any = 1;
				if (s->core[k].req > want)
					want = s->core[k].req;
			}
			active += (unsigned)any;
		}
		if (!active)
			continue;
		if (cfg->trl && active <= SIM_MAX_CORES && cfg->trl[active - 1] && want > (int)cfg->trl[active - 1])
			want = (int)cfg->trl[active - 1];
		want = sim_clamp_pstate(cfg->cpu, want);
		if (want == dom->pstate)
			continue;
		s->changes++;
		dom->pstate = want;
		dom->khz = gov_pstate_khz(cfg->cpu, want);
		dom->stall_until = s->t + (uint64_t)cfg->power->transition_us * 1000;
	}
}

/*
 * A busy CPU's speed in kHz: its domain's clock, shared with its busy SMT
 * siblings.  Set for every core once a step (modes and clocks do not change
 * between choosing the step's end and advancing to it).
 */
static void sim_eff_khz(struct sim *s)
{
	if (s->smt == 1) {
		/* share 1.0 alone or busy */
		for (unsigned i = 0; i < s->cfg->cores; i++)
			s->core[i].eff_khz = s->dom[s->core[i].dom].khz;
		return;
	}
	for (unsigned i = 0; i < s->cfg->cores; i += s->smt) {
		unsigned busy = 0, khz = s->dom[s->core[i].dom].khz;

		for (unsigned k = i; k < i + s->smt; k++)
			busy += s->core[k].mode == CORE_BUSY;
		double share = s->share[busy];
		uint64_t eff = share == 1.0 ? khz : (uint64_t)(khz * share + 0.5);

		for (unsigned k = i; k < i + s->smt; k++)
			s->core[k].eff_khz = eff;
	}
}

/* sim_power_basis() of one core at @pstate, computed once per P-state and run. */
static void sim_basis(struct sim *s, int pstate, double *leak, double *dyn)
{
	if (pstate < 0 || pstate >= SIM_BASIS_CACHE)
		return sim_power_basis(s->cfg->power, s->cfg->cpu, pstate, leak, dyn);
	if (!s->basis_ok[pstate]) {
		sim_power_basis(s->cfg->power, s->cfg->cpu, pstate, &s->basis_leak[pstate], &s->basis_dyn[pstate]);
		s->basis_ok[pstate] = 1;
	}
	*leak = s->basis_leak[pstate];
	*dyn = s->basis_dyn[pstate];
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

/* C0 without work (cpuidle's poll loop): the clocks run, the core counts as busy to turbostat. */
static void sim_core_c0(struct sim *s, struct sim_core *c, const struct sim_dom *dom, uint64_t dt)
{
	c->mperf_u += (uint64_t)s->base_khz * dt;
	c->busy_ns += dt;
	if (s->t >= dom->stall_until)
		c->aperf_u += (uint64_t)dom->khz * dt;
}

/*
 * Counters of one CPU over [t, t + dt), its domain's state constant there;
 * puts its power per watt of each constant into @b (struct sim_power).
 */
static void sim_core_advance(struct sim *s, struct sim_core *c, uint64_t dt, double decay, double *b)
{
	const struct sim_power *pw = s->cfg->power;
	const struct sim_dom *dom = sim_dom_of(s, c);
	double leak, dyn;

	sim_basis(s, dom->pstate, &leak, &dyn);
	c->util *= decay;
	c->util_raw *= decay;
	for (unsigned k = 0; !s->rq && k < SIM_MAX_TASKS; k++) {
		if (c->sp->task[k].attached) {
			c->sp->task[k].util[0] *= decay;
			c->sp->task[k].util[1] *= decay;
		}
	}
	c->tsc_u += (uint64_t)s->base_khz * dt;
	if (c->mode != CORE_BUSY) {
		c->idle_ns += dt;
		if (c->sleep_iowait)
			c->iowait_ns += dt;
		if (c->polling) {
			sim_core_c0(s, c, dom, dt);
			b[SIM_EB_LEAK] += leak;
			b[SIM_EB_POLL] += dyn;
			return;
		}
		c->cstate_ns[c->cstate] += dt;
		if (c->mode == CORE_WAKING) {
			b[SIM_EB_LEAK] += leak;
			b[SIM_EB_DYN] += dyn;
		} else if (c->cstate < pw->ncstates) {
			b[SIM_EB_LEAK] += leak * pw->cstate[c->cstate].leak_frac;
		}
		return;
	}
	uint64_t rem = c->sp->rem;
	struct sim_task *tk = &c->sp->task[c->sp->cur];

	sim_core_c0(s, c, dom, dt);
	if (s->rq) {
		c->sp->vruntime += (int64_t)dt;
		c->sp->sum_exec += dt;
	}
	c->util_raw += (1.0 - decay) * 1024.0;
	tk->util[1] += (1.0 - decay) * 1024.0;
	if (s->t >= dom->stall_until) {
		uint64_t done = c->eff_khz * dt;
		double scale = dom->khz >= s->ref_khz ? 1.0 : (double)dom->khz / s->ref_khz;

		c->sp->rem = done >= rem ? 0 : rem - done;
		c->work_u += done;
		c->util += (1.0 - decay) * 1024.0 * scale;
		tk->util[0] += (1.0 - decay) * 1024.0 * scale;
	}
	b[SIM_EB_LEAK] += leak;
	b[SIM_EB_DYN] += dyn;
}

/* A package is in its package C-state while every CPU in it sits in the deepest idle state. */
static int sim_pkg_idle(const struct sim *s, unsigned p)
{
	unsigned per = s->cfg->cores / s->packages;

	if (!s->cfg->topo || !s->cfg->power->ncstates)
		return 0;
	for (unsigned i = p * per; i < (p + 1) * per; i++)
		if (s->core[i].mode != CORE_IDLE || s->core[i].cstate + 1 != s->cfg->power->ncstates)
			return 0;
	return 1;
}

/* Watts of a basis vector (struct sim_power's constants times @b). */
static double sim_watts(const struct sim_power *pw, const double *b)
{
	return pw->dyn_max_w * (b[SIM_EB_DYN] + pw->poll_frac * b[SIM_EB_POLL]) + pw->leak_w * b[SIM_EB_LEAK] +
	       pw->uncore_w * b[SIM_EB_UNCORE];
}

/*
 * Everything over [t, until): each package's uncore (or its package C-state,
 * whose fixed power is outside the fitted constants), then each core at the
 * power of its busiest sibling (busy above idle, a shallow idle state above a
 * deep one).
 */
static void sim_advance(struct sim *s, uint64_t until)
{
	const struct sim_power *pw = s->cfg->power;
	uint64_t dt = until - s->t;
	double decay = sim_pelt_decay(dt), secs = (double)dt * 1e-9, fixed_w = 0;
	double b[SIM_EB_COUNT] = { 0 };
	const struct sim_topo *t = s->cfg->topo;

	for (unsigned p = 0; p < s->packages; p++) {
		if (!sim_pkg_idle(s, p)) {
			b[SIM_EB_UNCORE] += 1.0;
			continue;
		}
		fixed_w += t->pkg_idle_w;
		s->pkg_idle_ns += dt;
		s->saved_j += (pw->uncore_w - t->pkg_idle_w) * secs;
	}
	for (unsigned i = 0; i < s->cfg->cores; i += s->smt) {
		double core_b[SIM_EB_COUNT] = { 0 }, core_w = -1;

		for (unsigned k = i; k < i + s->smt; k++) {
			double sb[SIM_EB_COUNT] = { 0 };

			sim_core_advance(s, &s->core[k], dt, decay, sb);
			if (s->smt == 1) {
				memcpy(core_b, sb, sizeof(core_b));
				break;
			}
			double w = sim_watts(pw, sb);

			if (w > core_w) {
				core_w = w;
				memcpy(core_b, sb, sizeof(core_b));
			}
		}
		for (int k = 0; k < SIM_EB_COUNT; k++)
			b[k] += core_b[k];
	}
	for (unsigned k = 0; s->rq && k < s->nstreams; k++) {
		for (unsigned j = 0; j < SIM_MAX_TASKS; j++) {
			struct sim_task *tk = &s->stream[k].task[j];

			if (tk->attached) {
				tk->util[0] *= decay;
				tk->util[1] *= decay;
			}
		}
	}
	for (unsigned d = 0; d < s->ndom; d++) {
		int any_busy = 0;

		for (unsigned i = d * s->dom_cpus; i < (d + 1) * s->dom_cpus; i++)
			any_busy |= s->core[i].mode == CORE_BUSY;
		if (any_busy && s->dom[d].pstate < SIM_MAX_PSTATE)
			s->pstate_ns[s->dom[d].pstate] += dt;
	}
	s->energy_j += (sim_watts(pw, b) + fixed_w) * secs;
	for (int k = 0; k < SIM_EB_COUNT; k++)
		s->energy_per_w[k] += b[k] * secs;
	s->t = until;
}

/*
 * cpu_util() (kernel/sched/fair.c) as schedutil reads it: the cfs_rq's
 * util_avg or, if larger, the enqueued tasks' util_est (the running one's:
 * the others sleep), at most the capacity.  Called while the core is busy.
 */
static unsigned sim_cpu_util(const struct sim *s, const struct sim_core *c, int raw)
{
	double u = raw ? c->util_raw : c->util;
	unsigned est = c->sp->task[c->sp->cur].est[raw];

	/* with run queues, util_est.enqueued: the sum over the running and the queued */
	if (s->rq) {
		est = 0;
		for (unsigned k = 0; k < s->nstreams; k++) {
			const struct sim_stream *sp = &s->stream[k];

			if (sp->cpu == sim_cpu_of(s, c) && sp->state != STREAM_SLEEP)
				est += sp->task[sp->cur].est[raw];
		}
	}

	if (u < est)
		u = est;
	return u > 1024 ? 1024 : (unsigned)u;
}

/*
 * The hardware takes the driver's request: a P-state (or CPPC desired level)
 * at once; with HWP or autonomous CPPC at the controller's next evaluation.
 */
static void sim_take_request(struct sim *s, struct sim_core *c, const struct hwp_request *r)
{
	c->hw_req = *r;
	if (!c->dreq.is_hwp)
		c->req = sim_clamp_pstate(s->cfg->cpu, drv_needs_cppc(s->g->driver) ? (int)r->desired : c->dreq.perf_ctl);
}

/*
 * A governor's P-state as the hardware's level (acpi-cpufreq's table on a CPPC AMD part: the
 * entry's CPPC level; on one before CPPC, families 10h-16h, the levels are the table's MHz).
 */
static int sim_level(const struct sim *s, int pstate)
{
	return s->gcpu.table_only && s->cfg->cpu->nominal_perf ?
	       (int)amd_acpi_perf(s->cfg->cpu, gov_pstate_khz(&s->gcpu, pstate)) : pstate;
}

static void sim_call(struct sim *s, struct sim_core *c, int iowait_flag)
{
	unsigned shift = s->cfg->cpu->aperf_mperf_shift;
	uint64_t a = (c->aperf_u / UNITS_PER_CYCLE) >> shift;
	uint64_t m = (c->mperf_u / UNITS_PER_CYCLE) >> shift;
	uint64_t ts = c->tsc_u / UNITS_PER_CYCLE;
	struct gov_sample x = {
		.aperf = a - c->b_aperf, .mperf = m - c->b_mperf, .tsc = ts - c->b_tsc,
		.now_us = s->t / 1000, .duration_us = (s->t - c->b_t) / 1000,
		.idle_us = (c->idle_ns - c->b_idle) / 1000, .iowait_us = (c->iowait_ns - c->b_iowait) / 1000,
		.util = sim_cpu_util(s, c, 0), .util_raw = sim_cpu_util(s, c, 1), .max_cap = 1024,
		.iowait_flag = iowait_flag, .has_idled = c->idled,
	};
	struct gov_decision d;

	c->idled = 0;
	if (s->g->hwp_boost)
		c->hw_min = drv_hwp_boost_update(&c->boost, &c->dreq.hwp, s->cfg->hwp, x.now_us, iowait_flag);
	memset(&d, 0, sizeof(d));
	if (s->g->ops->decide(s->g, &c->st, &s->gcpu, &x, &d) != 1)
		return;
	s->decisions++;
	if (s->cfg->trace)
		s->cfg->trace(s->cfg->trace_ctx, s->t, sim_cpu_of(s, c), s->g, &d);
	c->b_aperf = a;
	c->b_mperf = m;
	c->b_tsc = ts;
	c->b_t = s->t;
	c->b_idle = c->idle_ns;
	c->b_iowait = c->iowait_ns;
	if (s->g->driver == DRV_DIRECT) {
		c->req = sim_clamp_pstate(s->cfg->cpu, d.pstate);
	} else {
		struct hwp_request prev = c->dreq.hwp;

		drv_apply(s->g->driver, s->g, s->cfg->cpu, s->cfg->hwp, &d, &c->dreq);
		/*
		 * Shared memory: schedutil queues its work only for a new frequency
		 * (sugov_update_next_freq()); ondemand calls the driver every sample, and
		 * amd-pstate's CPUFREQ_NEED_UPDATE_LIMITS lets an unchanged target through.
		 */
		if (s->slow_ns && (memcmp(&prev, &c->dreq.hwp, sizeof(prev)) || (s->g->ops->traits & GOV_RETARGET)))
			cppc_chan_submit(&c->chan, s->t, s->slow_ns, &c->dreq.hwp);
		else if (!s->slow_ns)
			sim_take_request(s, c, &c->dreq.hwp);
	}
	c->alt_at = d.alt_after_us ? s->t + d.alt_after_us * 1000 : 0;
	c->alt_pstate = d.alt_pstate;
	sim_domain_update(s);
}

static void sim_begin_phase(struct sim *s, struct sim_core *c, uint64_t t)
{
	sim_stream_phase(s, c, c->sp, t);
	c->mode = CORE_BUSY;
}

/* The deepest idle state whose target residency fits an idle of idle_ns. */
static size_t sim_pick_cstate(const struct sim_power *pw, uint64_t idle_ns)
{
	size_t k = 0;

	while (k + 1 < pw->ncstates && (uint64_t)pw->cstate[k + 1].residency_us * 1000 <= idle_ns)
		k++;
	return k;
}


/*
 * A serial chain (struct sim_phase's handoff, one stream a CPU): the next
 * task starts on the next CPU that waits for good, after this phase's sleep
 * (the fork and the wake-up), and this CPU waits for good instead; the
 * request runs on until the next task begins there.  0 when no other CPU
 * waits: the chain stays.
 */
static int sim_handoff(struct sim *s, struct sim_core *c)
{
	unsigned n = s->cfg->cores, i = sim_cpu_of(s, c);

	if (s->rq)
		return 0;
	for (unsigned k = 1; k < n; k++) {
		struct sim_core *d = &s->core[(i + k) % n];

		if (d->mode != CORE_IDLE || d->idle_until != SIM_NEVER)
			continue;
		d->idle_until = s->t + c->sp->ph.idle_ns;
		d->sp->phase_start = c->sp->phase_start;
		d->sp->ph.request = c->sp->ph.request;
		c->sp->ph.request = 0;
		return 1;
	}
	return 0;
}

/*
 * A closed loop (struct sim_phase's wake): workload stream @k wakes at @at.
 * If it waits for a wake-up on its CPU, the CPU's sleep ends then; else the
 * wake-up is kept until the stream waits (a trace's wake-up may come first).
 */
static void sim_wake_stream(struct sim *s, unsigned k, uint64_t at)
{
	for (unsigned i = 0; i < s->cfg->cores; i++) {
		struct sim_core *d = &s->core[i];

		if (d->sp->wl.core != k)
			continue;
		if (d->mode == CORE_IDLE && d->idle_until == SIM_NEVER && d->sp->ph.wait) {
			d->idle_until = at;
			d->sp->wake_due = at;	/* its wake-up latency counts from then */
		} else {
			d->sp->woken = 1;
			d->sp->woken_at = at;
		}
		return;
	}
}

/*
 * The idle the menu governor expects: the sleep's length, known (a perfect
 * prediction); a wait for a wake-up, the length of the last such wait on this
 * CPU (menu.c's get_typical_interval() predicts from the recent intervals;
 * the last alone is a model choice).
 */
static uint64_t sim_idle_expect(const struct sim *s, const struct sim_core *c)
{
	if (c->idle_until == SIM_NEVER && c->sp->ph.wait)
		return c->wait_ns;
	return c->idle_until - s->t;
}

/* Until when the stream's phase sleeps after its work (SIM_NEVER: for good, or until woken). */
static uint64_t sim_sleep_until(struct sim *s, struct sim_core *c)
{
	struct sim_stream *sp = c->sp;
	uint64_t at;

	if (sp->ph.wake && !s->rq)
		sim_wake_stream(s, sp->ph.wake - 1, s->t + sp->ph.idle_ns);
	if (sp->ph.wait && !s->rq) {
		at = sp->woken ? sp->woken_at : SIM_NEVER;
		sp->woken = 0;
		return at;
	}
	if (sp->ph.idle_ns == SIM_NEVER || (sp->ph.handoff && sim_handoff(s, c)))
		return SIM_NEVER;
	if (sp->ph.period_ns)
		return sp->phase_start + sp->ph.period_ns;
	return s->t + sp->ph.idle_ns + sp->ph.peer_cycles * UNITS_PER_CYCLE / sim_dom_of(s, c)->khz;
}

/* Work done: sleep, or go straight on when the sleep is already over. */
static void sim_end_busy(struct sim *s, struct sim_core *c)
{
	c->idle_until = sim_sleep_until(s, c);
	if (c->idle_until <= s->t) {
		sim_begin_phase(s, c, s->t);
		return;
	}
	c->sp->wake_due = c->idle_until != SIM_NEVER ? c->idle_until : 0;
	sim_task_sleep(c);
	if (s->rq) {
		/* the leftmost queued stream runs next; with none the CPU idles to its first wake-up */
		struct sim_stream *next = sim_rq_first(s, sim_cpu_of(s, c)), *first;

		c->sp->state = STREAM_SLEEP;
		c->sp->wake_at = c->idle_until;
		if (next) {
			sim_rq_run(s, c, next);
			return;
		}
		first = sim_rq_sleeper(s, sim_cpu_of(s, c));
		c->idle_until = first ? first->wake_at : SIM_NEVER;
	}
	c->mode = CORE_IDLE;
	c->polling = c->sp->ph.poll;
	c->idle_from = s->t;
	c->cstate = s->cfg->power->ncstates && !c->polling ? sim_pick_cstate(s->cfg->power, sim_idle_expect(s, c)) : 0;
	c->sleep_iowait = c->sp->ph.iowait;
	c->idled = 1;
	sim_domain_update(s);
}

static void sim_wake(struct sim *s, struct sim_core *c)
{
	int iowait = c->sleep_iowait;

	c->sleep_iowait = 0;
	c->polling = 0;
	sim_stream_runs(s, c->sp);
	sim_begin_phase(s, c, s->t);
	sim_domain_update(s);
	if (s->g->ops->drive == GOV_DRIVE_UPDATE) {
		c->next_tick = (s->t / TICK_NS + 1) * TICK_NS;
		sim_call(s, c, iowait);
	} else if (s->t >= c->timer_due) {
		sim_call(s, c, 0);
		c->timer_due = s->t + s->g->ops->period_us(s->g) * 1000;
	}
}

static uint64_t sim_min(uint64_t a, uint64_t b)
{
	return a < b ? a : b;
}

/* When this core next needs attention. */
static uint64_t sim_core_next(struct sim *s, const struct sim_core *c)
{
	uint64_t next = c->alt_at ? c->alt_at : SIM_NEVER;

	if (c->chan.done_at)
		next = sim_min(next, c->chan.done_at);
	if (c->mode == CORE_IDLE)
		return sim_min(next, c->idle_until);
	if (s->rq)
		next = sim_min(next, c->mode == CORE_BUSY ? sim_min(c->next_wake, c->cfs_tick) : c->next_wake);
	if (c->mode == CORE_WAKING)
		return sim_min(next, c->awake_at);
	uint64_t stall = sim_dom_of(s, c)->stall_until, khz = c->eff_khz;

	if (s->t < stall)
		next = sim_min(next, stall);
	else
		next = sim_min(next, s->t + (c->sp->rem + khz - 1) / khz);
	return sim_min(next, s->g->ops->drive == GOV_DRIVE_TIMER ? c->timer_due : c->next_tick);
}

static void sim_core_run(struct sim *s, struct sim_core *c)
{
	int timer = s->g->ops->drive == GOV_DRIVE_TIMER;
	struct hwp_request done;

	if (cppc_chan_poll(&c->chan, s->t, s->slow_ns, &done)) {
		sim_take_request(s, c, &done);
		sim_domain_update(s);
	}
	if (c->alt_at && s->t >= c->alt_at) {
		c->alt_at = 0;
		c->req = sim_clamp_pstate(s->cfg->cpu, sim_level(s, c->alt_pstate));
		sim_domain_update(s);
	}
	if (c->mode == CORE_IDLE) {
		if (s->t < c->idle_until)
			return;
		if (c->sp->ph.wait)
			c->wait_ns = s->t - c->idle_from;
		if (s->rq) {
			struct sim_stream *sp = sim_rq_sleeper(s, sim_cpu_of(s, c));

			if (!sp) {
				c->idle_until = SIM_NEVER;	/* nothing left to wake it */
				return;
			}
			sim_rq_place(s, c, sp);
			sim_rq_run(s, c, sp);
			c->sleep_iowait = sp->ph.iowait;
		}
		uint64_t exit_ns = s->cfg->power->ncstates && !c->polling ?
				   s->cfg->power->cstate[c->cstate].exit_us * 1000ULL : 0;

		c->mode = CORE_WAKING;
		c->awake_at = s->t + exit_ns;
	}
	if (c->mode == CORE_WAKING) {
		if (s->t >= c->awake_at)
			sim_wake(s, c);
		return;
	}
	if (!c->sp->rem)
		sim_end_busy(s, c);
	if (timer && s->t >= c->timer_due) {
		if (c->mode == CORE_BUSY) {
			sim_call(s, c, 0);
			c->timer_due = s->t + s->g->ops->period_us(s->g) * 1000;
		}
	} else if (!timer && s->t >= c->next_tick) {
		if (c->mode == CORE_BUSY)
			sim_call(s, c, 0);
		while (c->next_tick <= s->t)
			c->next_tick += TICK_NS;
	}
}

/* With run queues, after the CPU's own events: the scheduler tick, then other streams' wake-ups. */
static void sim_core_events(struct sim *s, struct sim_core *c)
{
	sim_core_run(s, c);
	if (!s->rq)
		return;
	if (s->t >= c->cfs_tick) {
		if (c->mode == CORE_BUSY)
			sim_rq_tick(s, c);
		c->cfs_tick = (s->t / TICK_NS + 1) * TICK_NS;
	}
	sim_rq_wakeups(s, c, sim_call);
}

/* The HWP controller's evaluation on every core, then the domain follows the new levels. */
static void sim_hwp_eval(struct sim *s)
{
	for (unsigned i = 0; i < s->cfg->cores; i++) {
		struct sim_core *c = &s->core[i];
		struct hwp_request r = c->hw_req;

		if (s->g->hwp_boost)
			r.min = c->hw_min;
		c->req = sim_clamp_pstate(s->cfg->cpu, hwp_core_eval(s->hwp, &c->hw, &r, c->busy_ns - c->hw_busy));
		c->hw_busy = c->busy_ns;
	}
	s->hw_next += (uint64_t)s->hwp->eval_us * 1000;
	sim_domain_update(s);
}

static void sim_step(struct sim *s, uint64_t end)
{
	uint64_t next = s->hwp ? sim_min(end, s->hw_next) : end;

	sim_eff_khz(s);
	if (s->rq) {
		for (unsigned i = 0; i < s->cfg->cores; i++)
			s->core[i].next_wake = SIM_NEVER;
		for (unsigned k = 0; k < s->nstreams; k++) {
			const struct sim_stream *sp = &s->stream[k];

			if (sp->state == STREAM_SLEEP)
				s->core[sp->cpu].next_wake = sim_min(s->core[sp->cpu].next_wake, sp->wake_at);
		}
	}
	for (unsigned i = 0; i < s->cfg->cores; i++)
		next = sim_min(next, sim_core_next(s, &s->core[i]));
	if (next < s->t)
		next = s->t;
	sim_advance(s, next);
	if (s->t >= end)
		return;
	if (s->hwp && s->t >= s->hw_next)
		sim_hwp_eval(s);
	for (unsigned i = 0; i < s->cfg->cores; i++)
		sim_core_events(s, &s->core[i]);
}

static void sim_result_fill(const struct sim *s, struct sim_result *r)
{
	uint64_t aperf = 0, work = 0, busy = 0, requests = 0, request_ns = 0, t = s->t - s->t0;
	double cores = s->cfg->cores, secs = (double)t * 1e-9;

	memset(r, 0, sizeof(*r));
	snprintf(r->label, sizeof(r->label), "%s", s->g->spec);
	r->seconds = secs;
	r->cores = s->cfg->cores;
	r->ncstates = s->cfg->power->ncstates;
	for (size_t k = 0; k < r->ncstates; k++)
		r->cstate_name[k] = s->cfg->power->cstate[k].name;
	for (unsigned i = 0; i < s->cfg->cores; i++) {
		const struct sim_core *c = &s->core[i];

		aperf += c->aperf_u - c->aperf0;
		work += c->work_u;
		requests += c->requests;
		request_ns += c->request_ns;
		busy += c->busy_ns - c->busy0;
		for (size_t k = 0; k < SIM_MAX_CSTATES; k++)
			r->cstate_pct[k] += 100.0 * (double)c->cstate_ns[k] / (double)t / cores;
	}
	r->work_gcycles = (double)work / 1e15;
	r->requests_per_s = (double)requests / secs;
	r->request_us = requests ? (double)request_ns / (double)requests / 1000.0 : 0;
	r->energy_j = s->energy_j;
	memcpy(r->energy_per_w, s->energy_per_w, sizeof(r->energy_per_w));
	/* the uncores' share (less what package C-states saved): the rest is the cores' (turbostat's CorWatt) */
	r->core_energy_j = s->energy_j - (s->cfg->power->uncore_w * (double)s->packages * secs - s->saved_j);
	if (s->cfg->topo) {
		r->packages = s->packages;
		r->pkg_idle_pct = 100.0 * (double)s->pkg_idle_ns / (double)t / s->packages;
	}
	r->busy_pct = 100.0 * (double)busy / (double)t / cores;
	r->avg_busy_mhz = busy ? (double)aperf / (double)busy / 1000.0 : 0;
	r->decisions = s->decisions;
	r->changes = s->changes;
	r->migrations = s->migrations;
	for (size_t p = 0; p < SIM_MAX_PSTATE; p++)
		r->pstate_s[p] = (double)s->pstate_ns[p] * 1e-9;
	r->fixed_requests = s->cfg->requests;
	r->unfinished = s->requests_done < s->cfg->requests;
	for (int k = 0; k < 3; k++)
		r->request_pct_us[k] = sim_lat_pct(&s->lat, (double[]){ 50, 95, 99 }[k]) / 1000.0;
	for (int k = 0; k < 3; k++)
		r->wake_pct_us[k] = sim_lat_pct(&s->wake_lat, (double[]){ 50, 95, 99 }[k]) / 1000.0;
	r->nstreams = s->nstreams;
	for (unsigned k = 0; k < s->nstreams; k++) {
		const struct sim_stream *sp = &s->stream[k];

		r->stream_wake_us[k] = sp->wake_n ? (double)sp->wake_sum_ns / (double)sp->wake_n / 1000.0 : 0;
		r->stream_wake_max_us[k] = (double)sp->wake_max_ns / 1000.0;
	}
}

/*
 * The warm-up is over: what the results count starts from zero here (the
 * counters the governors and the HWP controller read run on; their values now
 * are kept instead), and so does the results' time.
 */
static void sim_warmup_end(struct sim *s)
{
	for (unsigned i = 0; i < s->cfg->cores; i++) {
		struct sim_core *c = &s->core[i];

		c->work_u = c->requests = c->request_ns = 0;
		memset(c->cstate_ns, 0, sizeof(c->cstate_ns));
		c->aperf0 = c->aperf_u;
		c->busy0 = c->busy_ns;
	}
	s->energy_j = s->saved_j = 0;
	memset(s->energy_per_w, 0, sizeof(s->energy_per_w));
	memset(s->pstate_ns, 0, sizeof(s->pstate_ns));
	memset(&s->lat, 0, sizeof(s->lat));
	s->pkg_idle_ns = s->requests_done = 0;
	s->decisions = s->changes = s->migrations = 0;
	s->t0 = s->t;
}

/* Workload stream k: the seed's phases, the run's own spread. */
static void sim_stream_init(const struct sim_config *cfg, struct sim_wl_state *st, unsigned k)
{
	sim_workload_init(st, cfg->workload, cfg->seed, k, cfg->clients);
	if (cfg->run_seed)
		sim_workload_spread(st, cfg->run_seed);
}

/* A tbench-like workload's streams pair up on two CPUs each (one stream a CPU, all of them, an even count). */
static int sim_paired(const struct sim_config *cfg, unsigned nstreams)
{
	return nstreams == cfg->cores && !cfg->clients && cfg->cores % 2 == 0;
}

/*
 * Which stream each CPU runs (stream_cpu[stream] = CPU): the streams busy
 * from the start (a first phase with work) take the placement's CPUs in
 * order, the streams the workload leaves idle the CPUs left.
 */
static void sim_place_streams(const struct sim_config *cfg, unsigned *stream_cpu)
{
	unsigned n = cfg->cores, rank = 0;
	int busy[SIM_MAX_CORES];

	for (unsigned k = 0; k < n; k++) {
		struct sim_wl_state st;
		struct sim_phase ph;

		sim_workload_init(&st, cfg->workload, cfg->seed, k, cfg->clients);
		st.paired = sim_paired(cfg, cfg->streams ? cfg->streams : n);
		sim_workload_next(&st, &ph);
		busy[k] = ph.cycles || ph.idle_ns != SIM_NEVER || ph.wait;	/* a server waiting for its client is busy */
	}
	for (int pass = 1; pass >= 0; pass--)
		for (unsigned k = 0; k < n; k++) {
			if (busy[k] != pass)
				continue;
			stream_cpu[k] = sim_topo_place(cfg->topo, n, cfg->place, rank++);
		}
}

int sim_run(const struct sim_config *cfg, const struct gov_inst *g, struct sim_result *r)
{
	const struct gov_cpu *cpu = cfg->cpu;

	if (!(cpu->bclk_khz || (cpu->nominal_perf && cpu->nominal_khz)) || !cpu->min_pstate ||
	    cpu->min_pstate > gov_top_pstate(cpu) ||
	    !cpu->max_pstate_physical || !cfg->seconds_ns || !cfg->cores || cfg->cores > SIM_MAX_CORES ||
	    cfg->power->ncstates > SIM_MAX_CSTATES || g->driver < 0 || g->driver >= DRV_COUNT ||
	    drv_check(g->driver, g->hwp_boost, g->ops, cfg->hwp, NULL, 0) || amd_check(g->driver, g->ops, cpu, NULL, 0) ||
	    sim_topo_check(cfg->topo, cfg->cores) ||
	    (cfg->streams && (cfg->streams < cfg->cores || cfg->streams > SIM_MAX_STREAMS)))
		return -EINVAL;

	struct sim x;
	unsigned ratio = cpu->fi_ratio ? cpu->fi_ratio : cpu->turbo_pstate * 1024 / cpu->max_pstate_physical;

	memset(&x, 0, sizeof(x));
	x.cfg = cfg;
	x.g = g;
	drv_governor_cpu(g->driver, g->kver, cpu, &x.gcpu);
	if (drv_needs_cppc(g->driver) && cpu->cppc_shmem)
		x.slow_ns = (uint64_t)(cfg->cppc_latency_us ? cfg->cppc_latency_us : CPPC_SHMEM_LATENCY_US) * 1000;
	x.base_khz = gov_pstate_khz(cpu, (int)cpu->max_pstate_physical);
	x.ref_khz = (unsigned)((uint64_t)x.base_khz * ratio / 1024);
	x.packages = cfg->topo ? cfg->topo->packages : 1;
	x.smt = cfg->topo ? cfg->topo->smt : 1;
	x.dom_cpus = sim_topo_domain_cpus(cfg->topo, cfg->cores);
	for (unsigned b = 0; b <= x.smt; b++)
		x.share[b] = sim_topo_share(cfg->topo, b);
	x.ndom = cfg->cores / x.dom_cpus;
	x.nstreams = cfg->streams ? cfg->streams : cfg->cores;
	x.rq = x.nstreams > cfg->cores;
	x.cfs_factor = sim_cfs_factor(cfg->online_cpus ? cfg->online_cpus : cfg->cores);
	for (unsigned d = 0; d < x.ndom; d++) {
		x.dom[d].pstate = (int)cpu->min_pstate;
		x.dom[d].khz = gov_pstate_khz(cpu, x.dom[d].pstate);
	}
	unsigned stream_cpu[SIM_MAX_CORES];
	sim_place_streams(cfg, stream_cpu);
	for (unsigned i = 0; i < cfg->cores; i++) {
		struct sim_core *c = &x.core[i];

		c->dom = i / x.dom_cpus;
		c->sp = &x.stream[i];
		gov_state_init(g, &c->st, &x.gcpu);
		c->req = sim_clamp_pstate(cpu, sim_level(&x, (int)c->st.cur_pstate));
		drv_init(g->driver, g, cpu, cfg->hwp, &c->dreq);
		c->hw_req = c->dreq.hwp;
		if (c->dreq.is_hwp) {
			x.hwp = cfg->hwp_model ? cfg->hwp_model
					       : drv_needs_cppc(g->driver) ? &hwp_model_default : &hwp_model_intel;
			hwp_core_init(&c->hw, &c->dreq.hwp);
			c->hw_min = c->dreq.hwp.min;
			c->req = sim_clamp_pstate(cpu, (int)c->dreq.hwp.min);
		}
		c->next_tick = TICK_NS;
		c->cfs_tick = TICK_NS;
		c->sp->cpu = i;
		c->timer_due = g->ops->period_us(g) * 1000;
		for (unsigned k = 0; k < cfg->cores; k++)
			if (stream_cpu[k] == i)
				sim_stream_init(cfg, &c->sp->wl, k);
		c->sp->wl.paired = sim_paired(cfg, x.nstreams);
		sim_begin_phase(&x, c, 0);
	}
	/* streams past one a CPU queue behind the first ones, round the CPUs in the placement's order */
	for (unsigned k = cfg->cores; k < x.nstreams; k++) {
		struct sim_stream *sp = &x.stream[k];

		sp->cpu = stream_cpu[k % cfg->cores];
		sim_stream_init(cfg, &sp->wl, k);
		sim_stream_phase(&x, &x.core[sp->cpu], sp, 0);
		sp->state = STREAM_QUEUED;
	}
	x.hw_next = x.hwp ? (uint64_t)x.hwp->eval_us * 1000 : 0;
	sim_domain_update(&x);
	for (unsigned i = 0; cfg->call_at_start && i < cfg->cores; i++)
		if (x.core[i].mode == CORE_BUSY)
			sim_call(&x, &x.core[i], 0);
	x.changes = 0;
	for (unsigned d = 0; d < x.ndom; d++)
		x.dom[d].stall_until = 0;
	while (x.t < cfg->warmup_ns)
		sim_step(&x, cfg->warmup_ns);
	if (cfg->warmup_ns)
		sim_warmup_end(&x);
	uint64_t end = cfg->warmup_ns + cfg->seconds_ns;

	while (x.t < end && !(cfg->requests && x.requests_done >= cfg->requests))
		sim_step(&x, end);
	sim_result_fill(&x, r);
	return 0;
}
