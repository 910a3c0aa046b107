// SPDX-License-Identifier: GPL-2.0-only
/*
 * --calibrate-power (measure/calibrate.h).  Per P-state, from the lowest
 * ratio to the top: every CPU is set to ratio x bus clock through cpufreq's
 * scaling_setspeed, left to settle, then measured over --interval seconds
 * (default 2): the clock it ran at from APERF/MPERF (the hardware may cap a
 * turbo ratio by active cores), the busy share from MPERF against the base
 * clock, package and core power from MSR_PKG_ENERGY_STATUS (0x611) and
 * MSR_PP0_ENERGY_STATUS (0x639) in MSR_RAPL_POWER_UNIT's energy unit (SDM
 * Vol. 4, Table 2-2 and 2-20).  A spinning process pinned to each CPU keeps
 * it busy; each dies with its parent (PR_SET_PDEATHSIG) and is killed and
 * reaped at the end.
 */
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "sim/calfit.h"
#include "measure/calibrate.h"
#include "measure/startup.h"
#include "msr/cpufreq_act.h"
#include "lib/outfile.h"
#include "msr/topology.h"

#define CAL_MAX_STEPS 64
#define MSR_RAPL_POWER_UNIT	0x606
#define MSR_PKG_ENERGY_STATUS	0x611
#define MSR_PP0_ENERGY_STATUS	0x639
#define MSR_IA32_MPERF		0xE7
#define MSR_IA32_APERF		0xE8
#define MSR_IA32_PERF_STATUS	0x198	/* [47:32] core voltage in 1/8192 V (SDM Vol. 4, Sandy Bridge on) */

struct cal_counters {
	uint64_t mono_ns;
	uint64_t aperf, mperf;		/* summed over the CPUs */
	uint64_t pkg[2][64], n_pkg;	/* [0] 0x611, [1] 0x639 of each package's first CPU */
};

struct cal_ctx {
	struct hw *hw;
	const struct topology *topo;
	int pp0;			/* PP0 energy readable */
	double joules_per_unit;
};

/* Counters of every CPU and package now; -errno of the first failed read. */
static int cal_read(struct cal_ctx *c, struct cal_counters *k)
{
	struct hw_time t;
	int rc = hw_now(c->hw, &t);

	memset(k, 0, sizeof(*k));
	k->mono_ns = t.mono_ns;
	for (int i = 0; !rc && i < c->topo->n; i++) {
		const struct topo_cpu *tc = &c->topo->cpu[i];
		uint64_t a, m;

		rc = hw_read_msr(c->hw, tc->cpu, MSR_IA32_APERF, &a);
		if (!rc)
			rc = hw_read_msr(c->hw, tc->cpu, MSR_IA32_MPERF, &m);
		if (rc)
			break;
		k->aperf += a;
		k->mperf += m;
		if (tc->first_in_pkg && k->n_pkg < 64) {
			rc = hw_read_msr(c->hw, tc->cpu, MSR_PKG_ENERGY_STATUS, &k->pkg[0][k->n_pkg]);
			if (!rc && c->pp0)
				rc = hw_read_msr(c->hw, tc->cpu, MSR_PP0_ENERGY_STATUS, &k->pkg[1][k->n_pkg]);
			k->n_pkg++;
		}
	}
	return rc;
}

/* Joules between two readings of the 32-bit energy counters (one wrap at most). */
static double cal_joules(const struct cal_ctx *c, const struct cal_counters *a, const struct cal_counters *b, int dom)
{
	double j = 0;

	for (uint64_t p = 0; p < a->n_pkg; p++)
		j += (double)((b->pkg[dom][p] - a->pkg[dom][p]) & 0xFFFFFFFFu) * c->joules_per_unit;
	return j;
}

/* A process spinning on @cpu until killed; it dies with us. */
static pid_t cal_spinner(int cpu)
{
	pid_t parent = getpid(), pid = fork();

	if (pid)
		return pid;
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (getppid() != parent)
		_exit(0);
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	sched_setaffinity(0, sizeof(set), &set);
	for (volatile unsigned long spin = 0;; spin++)
		;
}

static void cal_stop(pid_t *pids, int n)
{
	for (int i = 0; i < n; i++)
		if (pids[i] > 0)
			kill(pids[i], SIGKILL);
	for (int i = 0; i < n; i++)
		if (pids[i] > 0)
			while (waitpid(pids[i], NULL, 0) < 0 && errno == EINTR)
				;
}

/* The cpufreq driver's table as gov/gov.h names it, and its transition latency. */
static void cal_driver(struct hw *hw, int cpu, struct gov_cpu *g)
{
	char path[128], drv[64];
	uint64_t ns;

	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/cpufreq/scaling_driver", cpu);
	g->freq_table = GOV_TABLE_ASC;
	if (hw_read_str(hw, path, drv, sizeof(drv)) == 0) {
		if (strcmp(drv, "acpi-cpufreq") == 0)
			g->freq_table = GOV_TABLE_ACPI;
		else if (strcmp(drv, "intel_cpufreq") == 0)
			g->freq_table = GOV_TABLE_NONE;
	}
	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/cpufreq/cpuinfo_transition_latency", cpu);
	if (hw_read_u64(hw, path, &ns) == 0 && ns < 1000000000u)
		g->latency_us = (unsigned)(ns / 1000);
}

/* The core voltage now, mean over the CPUs, in mV; 0 when a CPU does not report one. */
static double cal_volts(struct cal_ctx *c)
{
	double sum = 0;

	for (int i = 0; i < c->topo->n; i++) {
		uint64_t v;

		if (hw_read_msr(c->hw, c->topo->cpu[i].cpu, MSR_IA32_PERF_STATUS, &v) || !(v >> 32 & 0xFFFF))
			return 0;
		sum += (double)(v >> 32 & 0xFFFF) * 1000.0 / 8192;
	}
	return sum / c->topo->n;
}

/* One step: the P-state pinned on every CPU, settled, measured. */
static int cal_step(struct cal_ctx *c, struct cpufreq_act *act, const struct gov_cpu *g, int ratio, double dwell_s,
		    struct cal_step *s)
{
	struct cal_counters a, b;
	/* a tenth of the dwell, at most 0.2 s (dwell_s is a checked interval, never NaN) */
	uint64_t settle = (uint64_t)((dwell_s / 10 < 0.2 ? dwell_s / 10 : 0.2) * 1e9);
	int rc = 0;

	for (int i = 0; !rc && i < c->topo->n; i++)
		rc = cpufreq_act_set_khz(act, c->topo->cpu[i].cpu, (unsigned)ratio * g->bclk_khz);
	if (rc)
		return rc;
	struct hw_time t;

	if ((rc = hw_now(c->hw, &t)) || (rc = hw_sleep_until(c->hw, t.mono_ns + settle)) || (rc = cal_read(c, &a)) ||
	    (rc = hw_sleep_until(c->hw, a.mono_ns + (uint64_t)(dwell_s * 1e9))) || (rc = cal_read(c, &b)))
		return rc;
	double dt = (double)(b.mono_ns - a.mono_ns) * 1e-9, base_khz = gov_pstate_khz(g, (int)g->max_pstate_physical);
	uint64_t da = b.aperf - a.aperf, dm = b.mperf - a.mperf;

	s->ratio = ratio;
	s->khz = dm ? base_khz * (double)da / (double)dm : 0;
	s->busy = dt > 0 ? (double)dm / (base_khz * 1e3 * dt * c->topo->n) : 0;
	s->pkg_w = dt > 0 ? cal_joules(c, &a, &b, 0) / dt : 0;
	s->core_w = c->pp0 && dt > 0 ? cal_joules(c, &a, &b, 1) / dt : -1;
	s->mv = cal_volts(c);
	return 0;
}

/* The turbo ratio limit by active cores (1..) from the decoded table (highest count first). */
static void cal_trl(const struct cpu_facts *f, unsigned ncores, unsigned *trl)
{
	for (unsigned k = 1; k <= ncores && k <= SIM_MAX_CORES; k++) {
		unsigned best = 0, at = ~0u;

		for (size_t i = 0; i < f->trl.n; i++)
			if (f->trl.lv[i].active_cores >= k && f->trl.lv[i].active_cores < at) {
				at = f->trl.lv[i].active_cores;
				best = f->trl.lv[i].ratio;
			}
		trl[k - 1] = best;
	}
}

/* The part: the machine's P-state facts and driver, the fitted power, and what was not measured. */
static void cal_part(const struct cpu_facts *f, const struct topology *t, const struct gov_cpu *g,
		     const struct cal_fit *fit, struct sim_part_file *pf)
{
	struct sim_part *p = &pf->part;
	unsigned per_pkg = (unsigned)(t->ncore / (t->npkg ? t->npkg : 1));

	memset(pf, 0, sizeof(*pf));
	snprintf(pf->name, sizeof(pf->name), "calibrated");
	snprintf(pf->description, sizeof(pf->description), "calibrated by --calibrate-power on %s",
		 f->id.brand[0] ? f->id.brand : "this machine");
	for (char *s = pf->description; *s; s++)
		if (*s < ' ' || *s > '~')
			*s = ' ';
	p->name = pf->name;
	p->description = pf->description;
	p->cores = per_pkg ? per_pkg : 1;
	p->domain_cores = p->cores < SIM_MAX_CORES ? p->cores : SIM_MAX_CORES;
	p->cpu = *g;
	if (f->trl_state.state == FACT_OK)
		cal_trl(f, p->domain_cores, p->trl);
	if (f->hwp_caps_state.state == FACT_OK)
		p->hwp = f->hwp;
	cal_fit_power(fit, g, &p->power);
	p->power.transition_us = 20;
	p->power.ncstates = 1;
	snprintf(pf->cstate_name[0], sizeof(pf->cstate_name[0]), "C1");
	p->power.cstate[0] = (struct sim_cstate){ pf->cstate_name[0], 2, 2, 1.0 };
}

/* The part file's head: what was measured and how the numbers below were fitted. */
static char *cal_comment(const struct cal_step *s, size_t n, const struct cal_fit *fit, unsigned cores)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&buf, &len);

	if (!m)
		return NULL;
	fprintf(m, "written by turbostat-ng --calibrate-power; --simulate --part FILE reads it\n"
		   "model: per busy core P = (leak_w + dyn_max_w x f/f_top) x (V/V_top)^2, V linear in f,\n"
		   "package P = uncore_w + busy cores x P (only ratios of the volts matter)\n"
		   "fitted to %s over %u busy cores; rms residual %.4f W; V at the lowest P-state %.4f of V_top\n"
		   "not measured: transition_us (intel_pstate's 20 us), idle states (C1 only, leaking as C0)\n%s\nP-state Bzy_kHz Busy%% PkgWatt CorWatt mV\n",
		   fit->core_domain ? "PP0 (uncore = package - PP0)" : "the package", cores, fit->rms_w,
		   1 - fit->slope * (1 - (double)s[0].ratio / s[n - 1].ratio),
		   fit->vtop_mv > 0 ? "volts: the line through IA32_PERF_STATUS [47:32] at each step"
				    : "no core voltage read (IA32_PERF_STATUS [47:32]): the slope of V was fitted too, so the\n"
				      "split between leak_w and dyn_max_w is poorly determined (their sum at each P-state is not)");
	for (size_t i = 0; i < n; i++)
		fprintf(m, "%d %.0f %.2f %.3f %.3f %.1f\n", s[i].ratio, s[i].khz, 100 * s[i].busy, s[i].pkg_w, s[i].core_w,
			s[i].mv);
	if (fclose(m)) {
		free(buf);
		return NULL;
	}
	return buf;
}

/* The part file, replaced whole (lib/outfile.c's rules for a file written as root). */
static int cal_write(const char *path, const struct sim_part *p, const char *comment, char *err, size_t errlen)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&buf, &len);
	int rc = m ? sim_part_write(p, comment, m) : -ENOMEM;

	if (m && fclose(m) && !rc)
		rc = -ENOMEM;
	struct outfile *f = rc ? NULL : outfile_open(path, err, errlen);

	if (!rc && !f)
		rc = -EIO;
	else if (f) {
		rc = outfile_replace(f, buf, len);
		int c = outfile_close(f);

		rc = rc ? rc : c;
		if (rc)
			snprintf(err, errlen, "%s: %s", path, strerror(-rc));
	}
	free(buf);
	return rc;
}

/* One step's row: a value not measured is "-". */
static void cal_print(FILE *out, const struct gov_cpu *g, const struct cal_step *s)
{
	char core[16] = "-", mv[16] = "-";

	if (s->core_w >= 0)
		snprintf(core, sizeof(core), "%.2f", s->core_w);
	if (s->mv > 0)
		snprintf(mv, sizeof(mv), "%.1f", s->mv);
	fprintf(out, "%d\t%u\t%.0f\t%.2f\t%.2f\t%s\t%s\n", s->ratio, s->ratio * g->bclk_khz / 1000, s->khz / 1000,
		100 * s->busy, s->pkg_w, core, mv);
}

static int cal_measure(struct cal_ctx *c, const struct gov_cpu *g, double dwell, FILE *out, struct cal_step *steps,
		       size_t *n, char *err, size_t errlen)
{
	int *ids = calloc((size_t)c->topo->n, sizeof(*ids));
	pid_t *pids = calloc((size_t)c->topo->n, sizeof(*pids));
	struct cpufreq_act *act = NULL;
	int rc = ids && pids ? 0 : -ENOMEM;

	for (int i = 0; !rc && i < c->topo->n; i++)
		ids[i] = c->topo->cpu[i].cpu;
	if (!rc && !(act = cpufreq_act_open(NULL, ids, c->topo->n, err, errlen)))
		rc = -EPERM;
	fflush(NULL);	/* nothing buffered is copied into the spinners */
	for (int i = 0; !rc && i < c->topo->n; i++)
		pids[i] = cal_spinner(c->topo->cpu[i].cpu);
	if (!rc)
		fprintf(out, "P-state\tReq_MHz\tBzy_MHz\tBusy%%\tPkgWatt\tCorWatt\tmV\n");
	for (int r = (int)g->min_pstate; !rc && r <= (int)gov_top_pstate(g) && *n < CAL_MAX_STEPS; r++) {
		struct cal_step *s = &steps[(*n)++];

		rc = cal_step(c, act, g, r, dwell, s);
		if (rc)
			snprintf(err, errlen, "P-state %d: %s", r, strerror(-rc));
		else
			cal_print(out, g, s);
	}
	if (pids)
		cal_stop(pids, c->topo->n);
	if (act) {
		int r2 = cpufreq_act_restore(act);

		cpufreq_act_close(act);
		if (r2 && !rc) {
			snprintf(err, errlen, "cpufreq settings not all put back: %s (see --act-restore)", strerror(-r2));
			rc = r2;
		}
	}
	free(ids);
	free(pids);
	if (rc == -ENOMEM)
		snprintf(err, errlen, "out of memory");
	return rc;
}

int calibrate_power(struct hw *hw, const struct options *o, FILE *out, char *err, size_t errlen)
{
	struct topology topo;
	struct cpu_facts f;
	struct regset rs;
	struct gov_cpu g;
	uint64_t unit;
	struct cal_step steps[CAL_MAX_STEPS];
	size_t n = 0;

	if (topology_read(hw, &topo, err, errlen))
		return 1;
	int cpu0 = topo.cpu[0].cpu, rc = 2;

	if (startup_facts(hw, &topo, &rs, &f) || gov_cpu_from_facts(&f, &g) || !g.bclk_khz) {
		snprintf(err, errlen, "--calibrate-power needs the ratio P-states of an Intel part (MSR_PLATFORM_INFO)");
	} else if (hw_read_msr(hw, cpu0, MSR_RAPL_POWER_UNIT, &unit)) {
		snprintf(err, errlen, "--calibrate-power needs RAPL energy counters (MSR_RAPL_POWER_UNIT 0x606 unreadable)");
	} else {
		struct cal_ctx c = { hw, &topo, 0, 1.0 / (double)(1ull << ((unit >> 8) & 0x1F)) };
		uint64_t v;
		double dwell = o->interval_given ? o->interval_s : 2.0;
		struct cal_fit fit;
		struct sim_part_file pf;

		c.pp0 = hw_read_msr(hw, cpu0, MSR_PP0_ENERGY_STATUS, &v) == 0;
		cal_driver(hw, cpu0, &g);
		rc = 1;
		if (cal_measure(&c, &g, dwell, out, steps, &n, err, errlen) == 0 &&
		    cal_fit(steps, n, (unsigned)topo.ncore, (unsigned)(topo.npkg ? topo.npkg : 1),
			    gov_pstate_khz(&g, (int)gov_top_pstate(&g)), &fit, err, errlen) == 0) {
			char *comment = cal_comment(steps, n, &fit, (unsigned)topo.ncore);

			cal_part(&f, &topo, &g, &fit, &pf);
			fprintf(out, "fit: leak_w %.4f dyn_max_w %.4f uncore_w %.4f, volts %u %u %u, rms %.4f W\n",
				fit.leak_w, fit.dyn_max_w, fit.uncore_w, pf.part.power.vmin_mv, pf.part.power.vbase_mv,
				pf.part.power.vmax_mv, fit.rms_w);
			if (!comment)
				snprintf(err, errlen, "out of memory");
			else if (cal_write(o->calibrate_path, &pf.part, comment, err, errlen) == 0)
				rc = 0;
			free(comment);
		}
	}
	topology_free(&topo);
	if (!rc && (fflush(out) || ferror(out))) {
		snprintf(err, errlen, "write error on standard output");
		rc = 1;
	}
	return rc;
}

int calibrate_part_load(const char *path, struct sim_part_file *out, char *err, size_t errlen)
{
	FILE *f = fopen(path, "re");
	char *buf = malloc(PART_FILE_MAX + 1);
	size_t len = 0;
	int rc = 0;

	if (!f || !buf) {
		rc = f ? -ENOMEM : -errno;
		snprintf(err, errlen, "%s: %s", path, strerror(-rc));
	} else {
		errno = 0;
		len = fread(buf, 1, PART_FILE_MAX + 1, f);
		if (ferror(f))
			rc = errno ? -errno : -EIO;
		else if (len > PART_FILE_MAX)
			rc = -EFBIG;
		else if (memchr(buf, '\0', len))
			rc = -EINVAL;
		if (rc)
			snprintf(err, errlen, "%s: %s", path, rc == -EFBIG ? "larger than a part file can be (64 KiB)" :
				 rc == -EINVAL ? "not a text file" : strerror(-rc));
	}
	if (!rc) {
		char why[200];

		buf[len] = '\0';
		rc = sim_part_parse(buf, out, why, sizeof(why));
		if (rc)
			snprintf(err, errlen, "%s: %s", path, why);
	}
	if (f)
		fclose(f);
	free(buf);
	return rc;
}
