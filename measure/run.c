/*
 * The two ways turbostat runs: every interval until stopped, or around a
 * command.  Signals only set flags (a handler does nothing else); the loop
 * acts on them between samples.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "caps.h"
#include "render.h"
#include "run.h"

static volatile sig_atomic_t got_int, got_term, got_usr1;

static void on_signal(int sig)
{
	if (sig == SIGINT)
		got_int = 1;
	else if (sig == SIGTERM)
		got_term = 1;
	else if (sig == SIGUSR1)
		got_usr1 = 1;
}

static void catch(int sig, void (*fn)(int))
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = fn;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
}

void run_catch_signals(void)
{
	catch(SIGINT, on_signal);
	catch(SIGTERM, on_signal);
	catch(SIGUSR1, on_signal);
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
		fprintf(diag, "turbostat-ng: %s\n",
			rc == -ENODATA ? "the recording holds no snapshot" : strerror(-rc));
		return rc;
	}
	session_missing(s, missing, sizeof(missing));
	if (missing[0])
		fprintf(diag, "turbostat-ng: %s\n", missing);
	return 0;
}

static void print_notice(const struct session *s, FILE *diag)
{
	if (s->notice[0])
		fprintf(diag, "turbostat-ng: %s\n", s->notice);
}

/* Sleeps until @deadline; a signal ends the wait early (the interval then ends now). */
static void wait_interval(struct hw *hw, uint64_t deadline)
{
	while (hw_sleep_until(hw, deadline) == -EINTR)
		if (got_int || got_term || got_usr1)
			return;
}

int run_intervals(struct session *s, struct renderer *r, FILE *diag)
{
	const struct options *o = s->opt;
	uint64_t step = (uint64_t)(o->interval_s * 1e9);
	char err[256];
	int rc;

	if (start(s, diag))
		return 2;
	for (long i = 0; !o->num_iterations || i < o->num_iterations; i++) {
		wait_interval(s->hw, s->snap[s->cur].t.mono_ns + step);
		if (got_term)
			break;
		got_usr1 = 0;
		rc = session_step(s, err, sizeof(err));
		if (rc == -ENODATA)
			break;
		if (rc) {
			fprintf(diag, "turbostat-ng: %s\n", rc == -EINVAL ? err : strerror(-rc));
			return 2;
		}
		print_notice(s, diag);
		render_interval(r, &s->table);
		if (got_int)
			break;
	}
	return 0;
}

static int exit_status(int status)
{
	if (WIFEXITED(status))
		return WEXITSTATUS(status);
	if (WIFSIGNALED(status))
		return 128 + WTERMSIG(status);
	return 1;
}

int run_command(struct session *s, struct renderer *r, char **cmd, FILE *diag)
{
	char err[256];
	int status = 0, rc;

	if (start(s, diag))
		return 2;
	pid_t pid = fork();

	if (pid < 0) {
		fprintf(diag, "turbostat-ng: fork: %s\n", strerror(errno));
		return 2;
	}
	if (pid == 0) {
		caps_drop_for_child();
		execvp(cmd[0], cmd);
		fprintf(stderr, "turbostat-ng: %s: %s\n", cmd[0], strerror(errno));
		_exit(errno == ENOENT ? 127 : 126);
	}
	/* The child gets the terminal's signals; turbostat waits for it and reports. */
	catch(SIGINT, SIG_IGN);
	catch(SIGQUIT, SIG_IGN);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	rc = session_step(s, err, sizeof(err));
	if (rc) {
		fprintf(diag, "turbostat-ng: %s\n", rc == -EINVAL ? err : strerror(-rc));
		return 2;
	}
	print_notice(s, diag);
	fprintf(r->out, "%.6f sec\n", s->table.interval_s);
	render_interval(r, &s->table);
	return exit_status(status);
}
