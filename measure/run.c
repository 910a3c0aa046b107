// SPDX-License-Identifier: GPL-2.0-only
/*
 * The two ways turbostat runs: every interval until stopped, or around a
 * command.  Signals only set flags (a handler does nothing else); the loop
 * acts on them between samples.
 */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "msr/caps.h"
#include "msr/task.h"
#include "output/taskfreq.h"
#include "output/render.h"
#include "output/say.h"
#include "measure/keyin.h"
#include "measure/run.h"
#include "msr/sample.h"
#include "decode/stats.h"

static volatile sig_atomic_t got_int, got_term, got_usr1, got_chld;

static void on_signal(int sig)
{
	if (sig == SIGINT)
		got_int = 1;
	else if (sig == SIGTERM)
		got_term = 1;
	else if (sig == SIGUSR1)
		got_usr1 = 1;
	else if (sig == SIGCHLD)
		got_chld = 1;
}

void run_catch(int sig, void (*fn)(int))
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = fn;
	/* a write blocked on a full pipe finishes the table; the sleeps still end (signal(7): never restarted) */
	sa.sa_flags = SA_RESTART;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
}

void run_catch_signals(void)
{
	run_catch(SIGINT, on_signal);
	run_catch(SIGTERM, on_signal);
	run_catch(SIGUSR1, on_signal);
}

bool run_stop_requested(void)
{
	return got_int || got_term;
}

/* After the baseline: one line on what this run cannot measure and why. */
static int start(struct session *s, FILE *diag)
{
	char missing[512];
	int rc = session_start(s);

	if (rc) {
		char line[PATH_MAX * 2 + 80];

		session_start_error(s, rc, line, sizeof(line));
		fprintf(diag, "%s: %s\n", s->opt->prog, line);
		return rc;
	}
	session_missing(s, missing, sizeof(missing));
	if (missing[0])
		fprintf(diag, "%s: %s\n", s->opt->prog, missing);
	session_limits_at_start(s, diag);
	return 0;
}

static void print_notice(const struct session *s, FILE *diag)
{
	if (s->notice[0])
		fprintf(diag, "%s: %s\n", s->opt->prog, s->notice);
}

void run_print_sources(const struct session *s, FILE *diag)
{
	char line[512];

	for (int c = 0; c < s->table.ncols; c++) {
		columns_source(&s->table.cols[c], &s->ctx, &s->table.unread, line, sizeof(line));
		fprintf(diag, "%s\n", line);
	}
}

/*
 * Interval mode on this machine: sleeps until @until unless a line comes on
 * standard input first (KEYIN_LINE ends the interval, 'q' quits after it,
 * as turbostat does); else as hw_sleep_until().
 */
static int wait_keyin(struct session *s, uint64_t until, struct keyin *k)
{
	struct hw_time now;

	hw_now(s->hw, &now);
	switch (keyin_wait(k, until > now.mono_ns ? until - now.mono_ns : 0)) {
	case KEYIN_QUIT:
		got_int = 1;	/* the interval so far is reported, then the run ends, as on SIGINT */
		return KEYIN_LINE;
	case KEYIN_LINE:
		return KEYIN_LINE;
	case KEYIN_EOF:
		return KEYIN_EOF;
	case KEYIN_INTR:
		return -EINTR;
	default:
		return 0;
	}
}

/*
 * Sleeps until @deadline; a signal ends the wait early (the interval then
 * ends now).  On the way, the energy counters are read whenever they are due
 * (session_next_poll_ns()), so that none wraps twice within an interval.
 */
static void wait_interval(struct session *s, uint64_t deadline, struct keyin *k)
{
	for (;;) {
		uint64_t poll = session_next_poll_ns(s);
		uint64_t until = poll && poll < deadline ? poll : deadline;
		/* 0, -EINTR, or (standard input watched) KEYIN_LINE / KEYIN_EOF */
		int rc = k && !k->off ? wait_keyin(s, until, k) : hw_sleep_until(s->hw, until);

		if (rc == KEYIN_EOF)
			continue;
		if (rc == KEYIN_LINE)
			return;

		if (got_int || got_term || got_usr1 || got_chld)
			return;
		if (rc == -EINTR)
			continue;
		if (until == deadline || session_poll_energy(s))
			return;
	}
}

/*
 * The text header names several advisory governors' columns Gov1_PS, Gov2_PS ...: one line says
 * which --governor each is (CSV and JSON keys carry the spec: Gov_PS[ondemand]).
 */
static void say_governors(const struct session *s, FILE *diag)
{
	const struct name_list *g = &s->opt->governors;
	char line[512];
	size_t used = 0;

	if (g->n < 2)
		return;
	for (int i = 0; i < g->n && used < sizeof(line); i++)
		used += (size_t)snprintf(line + used, sizeof(line) - used, "%sGov%d = --governor %s", i ? ", " : "", i + 1,
					 g->name[i]);
	say(diag, s->opt->prog, "advisory columns: %s", line);
}

/* One interval: the next snapshot, its notice and findings, and at the first the --debug sources. */
static int step(struct session *s, const struct renderer *r, bool first, FILE *diag)
{
	char err[256];
	int rc = session_step(s, err, sizeof(err));

	if (rc == -ENODATA)
		return rc;
	if (rc == -EAGAIN) {	/* turbostat's re_initialize() */
		fprintf(diag, "%s: %s: re-reading the topology\n", s->opt->prog, err);
		return rc;
	}
	if (rc) {
		say(diag, s->opt->prog, "%s", rc == -EINVAL ? err : strerror(-rc));
		return rc;
	}
	if (first)
		session_tjmax_guess(s, diag);
	if (first)
		session_perf_warning(s, diag);
	if (first)
		session_shown_absent(s, diag);
	if (first && !r->ops->records)
		say_governors(s, diag);
	if (first && s->opt->debug)
		run_print_sources(s, diag);
	print_notice(s, diag);
	render_findings(r, &s->table, s->opt->prog, diag);
	return 0;
}

/*
 * A replay served to scrapers (--listen) plays at its recorded pace, as the
 * top view does, so that rate() over wall-clock time means what it did on
 * the recorded machine: each interval is due @secs after the previous one
 * on CLOCK_MONOTONIC (absolute deadlines, so the work between them does not
 * add up); a signal cuts the wait short.
 */
static void pace(struct timespec *due, double secs)
{
	long long ns = due->tv_nsec + (long long)(secs * 1e9);

	due->tv_sec += (time_t)(ns / 1000000000);
	due->tv_nsec = (long)(ns % 1000000000);
	while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, due, NULL) == EINTR && !got_int && !got_term)
		;
}

/* The topology changed (a CPU came online, or came back as another core): start over, as turbostat re_initialize() does. */
static int reopen(struct session *s, FILE *diag)
{
	const struct options *o = s->opt;
	struct hw *hw = s->hw;
	char err[512];

	session_close(s);
	if (session_open(s, o, hw, err, sizeof(err))) {
		say(diag, o->prog, "%s", err);
		return -1;
	}
	return start(s, diag);
}

/* What the command's or cgroup's counters say, as the session's hw gives them (*@ref: the reference cycles' name). */
static int task_counts_read(struct session *s, struct task_counts *c, const char **ref)
{
	/* read even after a failed open: its error goes into a recording, for the replay to say */
	int err = hw_task_read(s->hw, "cycles", &c->cycles);

	*ref = TASK_REF_CYCLES;
	if (err)
		return err;
	c->cycles_ok = true;
	c->instr_ok = !hw_task_read(s->hw, "instructions", &c->instr);
	c->ref_ok = !hw_task_read(s->hw, TASK_REF_CYCLES, &c->ref);
	if (!c->ref_ok && !hw_task_read(s->hw, TASK_REF_MPERF, &c->ref)) {
		c->ref_ok = true;
		*ref = TASK_REF_MPERF;
	}
	return 0;
}

/* The one line on why they are missing; nothing for --no-perf or a recording made without them. */
static void task_unavailable(const struct session *s, int err, FILE *diag)
{
	if (err == -ECANCELED || err == -ENODATA)
		return;
	if (err == -ENOTDIR) {
		say(diag, s->opt->prog, "--cgroup %s: not a cgroup directory (one under /sys/fs/cgroup)", s->opt->cgroup);
		return;
	}
	say(diag, s->opt->prog, "the %s's own cycles: unavailable: perf_event_open: %s (no usable PMU: %s)",
	    s->opt->cgroup ? "cgroup" : "command", strerror(-err),
	    err == -ENOENT || err == -EOPNOTSUPP ? "a VM without a virtual PMU, or no such event"
	    : "perf_event_paranoid or CAP_PERFMON");
}

static void report_run(struct renderer *r, const struct table *t);

/*
 * The whole run (report_run()) with the command's (or --cgroup's) own
 * counters: in the run record (JSON), or a line after the run's table (text
 * formats) with its Bzy_MHz, busy share and IPC beside the machine's; or
 * one line on @diag saying why they are missing.
 */
static void report_run_task(struct session *s, struct renderer *r, int open_err, FILE *diag)
{
	struct task_counts c = { 0 };
	struct task_freq f;
	const char *ref = TASK_REF_CYCLES, *who = s->opt->cgroup ? "cgroup" : "command";
	int err = open_err == -ECANCELED ? open_err : task_counts_read(s, &c, &ref);

	if (!err) {
		taskfreq_of(&s->table, &c, &f);
		r->task = &f;
		r->task_who = who;
		r->task_ref = c.ref_ok ? ref : NULL;
	}
	report_run(r, &s->table);
	r->task = NULL;
	if (err)
		task_unavailable(s, err, diag);
	else if (!r->ops->records)
		taskfreq_line(r->out, &s->table, who, &c, ref);
}

/*
 * --cgroup in interval mode: the cgroup's counts in the interval just
 * rendered (the counters' growth since @prev, the last interval's totals,
 * kept by the loop), after its table.  A failure is said once.
 */
static void report_cgroup_interval(struct session *s, struct renderer *r, struct task_counts *prev, bool *told,
				   FILE *diag)
{
	struct task_counts c = { 0 }, d;
	const char *ref = TASK_REF_CYCLES;
	int err = task_counts_read(s, &c, &ref);

	if (err) {
		if (!*told)
			task_unavailable(s, err, diag);
		*told = true;
		return;
	}
	d = (struct task_counts){
		.cycles_ok = prev->cycles_ok, .ref_ok = c.ref_ok && prev->ref_ok, .instr_ok = c.instr_ok && prev->instr_ok,
		.cycles = c.cycles - prev->cycles, .ref = c.ref - prev->ref, .instr = c.instr - prev->instr,
	};
	if (d.cycles_ok && !r->ops->records)
		taskfreq_line(r->out, &s->table, "cgroup", &d, ref);
	*prev = c;
}

int run_intervals(struct session *s, struct renderer *r, FILE *diag)
{
	return run_intervals_from(s, r, s->opt->interval_s, diag);
}

int run_intervals_from(struct session *s, struct renderer *r, double first_s, FILE *diag)
{
	const struct options *o = s->opt;
	uint64_t ns = (uint64_t)(o->interval_s * 1e9), first_ns = (uint64_t)(first_s * 1e9);
	int rc;

	/* standard input on this machine only: a replay does not wait */
	struct keyin k = { .fd = STDIN_FILENO, .off = o->replay_path != NULL };

	/* as turbostat in interval mode: wake-ups should not queue behind the load measured (best effort) */
	setpriority(PRIO_PROCESS, 0, -20);
	struct timespec due;

	if (start(s, diag))
		return 2;
	/* --cgroup: its counters from the first snapshot on, their totals then the base of the first interval */
	struct task_counts cg = { 0 };
	bool cg_told = false;
	const char *cg_ref;

	if (o->cgroup) {
		/* read even after a failed open, as the interval's reads are: a replay then says what this run said */
		int err = hw_task_open(s->hw, -1, o->cgroup);

		err = err == -ECANCELED ? err : task_counts_read(s, &cg, &cg_ref);
		if (err)
			task_unavailable(s, err, diag);
		cg_told = err != 0;
	}
	clock_gettime(CLOCK_MONOTONIC, &due);
	for (long i = 0; !o->num_iterations || i < o->num_iterations; i++) {
		wait_interval(s, session_last_ns(s) + (i == 0 && first_ns < ns ? first_ns : ns), &k);
		if (got_term)
			break;
		got_usr1 = 0;
		rc = step(s, r, i == 0, diag);
		if (rc == -ENODATA)
			break;
		if (rc == -EAGAIN) {
			if (reopen(s, diag))
				return 2;
			i--;	/* the interval cut short is not one of those asked for */
			continue;
		}
		if (rc)
			return 2;
		if ((r->publish || r->textfile_begin) && o->replay_path)
			pace(&due, s->table.interval_s);
		/* what failed is said once, where the output is closed */
		if (render_interval(r, &s->table))
			return 1;
		if (o->cgroup && !cg_told)
			report_cgroup_interval(s, r, &cg, &cg_told, diag);
		session_act(s);
		if (got_int)
			break;
	}
	return 0;
}

static int exit_status(const struct session *s, int status, FILE *diag)
{
	if (WIFEXITED(status))
		return WEXITSTATUS(status);
	if (WIFSIGNALED(status)) {
		fprintf(diag, "%s: the command was killed by signal %d (%s)\n", s->opt->prog, WTERMSIG(status),
			strsignal(WTERMSIG(status)));
		return 128 + WTERMSIG(status);
	}
	return 1;
}

/*
 * The command, held before its exec until its own counters are open on it
 * (*@task_err: 0 or why not), so that they count it, and the children it
 * starts, from its first instruction.
 */
static pid_t spawn(const struct session *s, char **cmd, int *task_err, FILE *diag)
{
	int hold[2];

	if (pipe(hold)) {
		fprintf(diag, "%s: pipe: %s\n", s->opt->prog, strerror(errno));
		return -1;
	}
	pid_t pid = fork();

	if (pid < 0) {
		fprintf(diag, "%s: fork: %s\n", s->opt->prog, strerror(errno));
		close(hold[0]);
		close(hold[1]);
		return -1;
	}
	if (pid > 0) {
		close(hold[0]);
		*task_err = hw_task_open(s->hw, s->opt->cgroup ? -1 : pid, s->opt->cgroup);
		close(hold[1]);		/* the child's read ends: it goes on to its exec */
		return pid;
	}
	char c;

	close(hold[1]);
	while (read(hold[0], &c, 1) < 0 && errno == EINTR)
		;
	close(hold[0]);
	caps_drop_for_child();
	/* --act ignores SIGPIPE for itself (msr/cpufreq_act.c); an ignored signal survives exec */
	signal(SIGPIPE, SIG_DFL);
	execvp(cmd[0], cmd);
	say(stderr, s->opt->prog, "%s: %s", cmd[0], strerror(errno));
	_exit(errno == ENOENT ? 127 : 126);
}

/* Whether the child has ended; its status in @status. */
static bool child_done(pid_t pid, int *status, bool block)
{
	pid_t w;

	while ((w = waitpid(pid, status, block ? 0 : WNOHANG)) < 0 && errno == EINTR)
		;
	return w == pid || w < 0;
}

/*
 * With --interval: an interval table every interval while the command runs
 * and the Mean/Max table of their summaries at the end.  The whole-run
 * table is then derived from the start the session kept; the Mean/Max come
 * from the run's accumulator (r->acc), which each interval record fed.
 */
static int sample_while_running(struct session *s, struct renderer *r, pid_t pid, int *status, FILE *diag)
{
	uint64_t ns = (uint64_t)(s->opt->interval_s * 1e9);
	bool first = true;
	int rc;

	for (;;) {
		wait_interval(s, session_last_ns(s) + ns, NULL);
		got_chld = 0;
		bool done = child_done(pid, status, false);

		rc = step(s, r, first, diag);
		if (rc)
			return rc;
		first = false;
		/*
		 * the short tail the command's end cuts off: its time in Mean, no row of a few ticks in
		 * the text (a CSV or JSON record stays: its interval_s weighs it, as compare and plot do)
		 */
		if (done && !s->opt->as_turbostat && !r->ops->records && r->acc && stats_short(r->acc, s->table.interval_s))
			render_accumulate(r, &s->table);
		else
			render_interval(r, &s->table);	/* and into the run's accumulator, for Mean/Max */
		session_act(s);
		if (done || got_term)	/* SIGTERM: report what was seen, leave the command running */
			return 0;
	}
}

/*
 * The whole run: turbostat's text has the "sec" line, then the run as a table
 * of its own (header included); CSV and JSON a "run" record, unnumbered,
 * spanning the whole run; then the Mean/Max of the intervals, if any.
 */
static void report_run(struct renderer *r, const struct table *t)
{
	if (!r->ops->records) {
		fprintf(r->out, "%.6f sec\n", t->interval_s);
		r->interval = 0;
	}
	r->kind = REC_RUN;
	render_interval(r, t);
	if (r->acc && r->acc->intervals)
		render_stats(r->acc, r);
}

int run_command_replayed(struct session *s, struct renderer *r, FILE *diag)
{
	if (start(s, diag))
		return 2;
	/* the snapshots between the first and the last are the run's energy polls */
	while (hw_snapshots_left(s->hw) > 1)
		if (session_poll_energy(s))
			return 2;
	if (step(s, r, true, diag))
		return 2;
	report_run_task(s, r, 0, diag);
	return 0;
}

int run_command(struct session *s, struct renderer *r, char **cmd, FILE *diag)
{
	const struct options *o = s->opt;
	int status = 0, rc, task_err = -ENOENT;

	if (start(s, diag))
		return 2;
	if (!o->interval_given)
		hw_note_command(s->hw);
	if (o->interval_given && session_mark_base(s)) {
		fprintf(diag, "%s: out of memory\n", s->opt->prog);
		return 2;
	}
	run_catch(SIGCHLD, on_signal);	/* ends the wait for the next interval when the command exits */
	pid_t pid = spawn(s, cmd, &task_err, diag);

	if (pid < 0)
		return 2;
	/* The child gets the terminal's signals (ignored only here, after the fork); turbostat
	 * waits for it and reports. */
	run_catch(SIGINT, SIG_IGN);
	run_catch(SIGQUIT, SIG_IGN);
	if (o->interval_given) {
		rc = sample_while_running(s, r, pid, &status, diag);
		/* the whole run from the kept start (the intervals' notices were printed) */
		if (!rc)
			session_since_base(s);
	} else {
		/*
		 * A long command still needs the energy polls; the wait is re-armed every second so
		 * that a SIGCHLD landing just before the sleep costs a second, not the run.
		 */
		bool told = false;

		/* once told to stop, the wait for the command blocks */
		while (!child_done(pid, &status, told)) {
			struct hw_time now;

			/* SIGTERM: passed to the command, and --act's settings put back now, not when it ends */
			if (got_term) {
				kill(pid, SIGTERM);
				session_act_restore(s);
				told = true;
				continue;
			}
			hw_now(s->hw, &now);
			got_chld = 0;
			wait_interval(s, now.mono_ns + 1000000000u, NULL);
		}
		rc = step(s, r, true, diag);
	}
	if (rc)
		return 2;
	report_run_task(s, r, task_err, diag);
	if (o->interval_given && got_term && !child_done(pid, &status, false))
		return 128 + SIGTERM;
	return exit_status(s, status, diag);
}
