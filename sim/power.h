/* SPDX-License-Identifier: GPL-2.0-only */
/* The simulated package's power model (sim/power.c); a part's constants (sim/part.c, sim/sim_fit.h). */
#ifndef TSNG_SIM_POWER_H
#define TSNG_SIM_POWER_H

#include <stddef.h>

struct gov_cpu;

#define SIM_MAX_CSTATES 4

/* One idle state: entered when the coming idle is at least residency_us long. */
struct sim_cstate {
	const char *name;
	unsigned exit_us;		/* exit latency: the core wakes this much later */
	unsigned residency_us;		/* target residency */
	double leak_frac;		/* share of the core's leakage still drawn */
};

/*
 * Package power.  A busy core draws leakage plus C x f x V^2; V rises
 * linearly from vmin at the lowest P-state to vbase at base frequency and,
 * more steeply, to vmax at the top turbo ratio; the domain shares it.
 * Leakage of one core is leak_w x (V/vmax)^2 in C0, scaled by the idle
 * state's leak_frac when idle.  A P-state change stalls the domain for
 * transition_us; waking from an idle state costs exit_us at C0 power.
 */
struct sim_power {
	unsigned vmin_mv, vbase_mv, vmax_mv;	/* voltage at min_pstate, base (max_pstate_physical), turbo */
	double leak_w;			/* one core's leakage at vmax */
	double dyn_max_w;		/* one core's dynamic power at turbo frequency and vmax */
	double uncore_w;		/* the package outside the cores, always on */
	double poll_frac;		/* share of dyn_max_w a core draws in cpuidle's poll loop */
	unsigned transition_us;		/* domain stall per P-state change */
	size_t ncstates;
	struct sim_cstate cstate[SIM_MAX_CSTATES];	/* shallow to deep */
};

/* A power model for facts without a named part (scaled from the turbo frequency). */
void sim_power_default(const struct gov_cpu *cpu, struct sim_power *p);
/* Domain voltage in mV at a P-state. */
double sim_power_mv(const struct sim_power *p, const struct gov_cpu *cpu, int pstate);
/*
 * Energy per watt of each constant: power is linear in them, so a run's energy
 * is the dot product of these and the constants (what make sim-fit fits).
 */
enum { SIM_EB_DYN, SIM_EB_POLL, SIM_EB_LEAK, SIM_EB_UNCORE, SIM_EB_COUNT };
/* Per watt of leak_w and of dyn_max_w, one core at @pstate: (V/vmax)^2 and f/f_top x (V/vmax)^2. */
void sim_power_basis(const struct sim_power *p, const struct gov_cpu *cpu, int pstate, double *leak, double *dyn);
/* One core busy at the domain's P-state; one core in idle state k (0-based). */
double sim_power_busy_w(const struct sim_power *p, const struct gov_cpu *cpu, int pstate);
double sim_power_idle_w(const struct sim_power *p, const struct gov_cpu *cpu, int pstate, size_t k);

#endif
