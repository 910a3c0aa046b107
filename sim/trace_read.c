// SPDX-License-Identifier: GPL-2.0-only
/*
 * Scheduler trace lines (sim/trace_read.h).  The line heads:
 *   perf script -F comm,pid,tid,cpu,time,event,trace (tools/perf/builtin-script.c):
 *     "            perf   980/980   [000]   544.401037: sched:sched_switch: ..."
 *   ftrace's trace file and trace-cmd report (kernel/trace/trace_output.c):
 *     "            bash-31505   [000] d..2.   609.541200: sched_switch: ..."
 * A comm may hold spaces and dashes, so a head is found from its CPU field
 * "[NNN]" back to the task's id (the digits after '/' or the last '-').
 * The event fields as the kernel prints them (TP_printk in
 * include/trace/events/sched.h and power.h), or as libtraceevent's
 * sched_switch plugin (plugins/plugin_sched_switch.c) prints the switch and
 * the wake-ups when trace-cmd loads it: "comm:pid [prio] S ==> comm:pid [prio]",
 * "comm:pid [prio] CPU:003".
 */
#include <ctype.h>
#include <string.h>

#include "sim/trace_read.h"

/* An unsigned decimal at *s, bounded; advances *s.  -1 when there are no digits or it overflows. */
static long long trace_num(const char **s)
{
	const char *p = *s;
	long long v = 0;

	if (!isdigit((unsigned char)*p))
		return -1;
	for (; isdigit((unsigned char)*p); p++) {
		if (v > 100000000000LL)
			return -1;
		v = v * 10 + (*p - '0');
	}
	*s = p;
	return v;
}

/* The last occurrence of @needle in [s, end), or NULL. */
static const char *trace_rfind(const char *s, const char *end, const char *needle)
{
	size_t n = strlen(needle);

	if (end < s || (size_t)(end - s) < n)
		return NULL;
	for (size_t i = (size_t)(end - s) - n + 1; i-- > 0;)
		if (!memcmp(s + i, needle, n))
			return s + i;
	return NULL;
}

/* The number after the last "@key" in [s, end), or -1. */
static long long trace_field(const char *s, const char *end, const char *key)
{
	const char *p = trace_rfind(s, end, key);

	if (!p)
		return -1;
	p += strlen(key);
	return trace_num(&p);
}

static void trace_comm(char *dst, const char *s, const char *end)
{
	size_t n = (size_t)(end - s);

	if (n >= TRACE_COMM_LEN)
		n = TRACE_COMM_LEN - 1;
	memcpy(dst, s, n);
	dst[n] = '\0';
}

/*
 * The plugin's "comm:pid [prio]" ending at @end (spaces trimmed): the pid,
 * and the comm into @comm when given; -1 when it is not of that form.
 */
static long long trace_plugin_task(const char *s, const char *end, char *comm)
{
	const char *br = trace_rfind(s, end, " [");
	const char *colon;
	const char *p;

	if (!br)
		return -1;
	colon = trace_rfind(s, br, ":");
	if (!colon)
		return -1;
	p = colon + 1;
	long long pid = trace_num(&p);
	if (pid < 0 || p != br)
		return -1;
	if (comm) {
		while (s < colon && *s == ' ')
			s++;
		trace_comm(comm, s, colon);
	}
	return pid;
}

static int trace_switch(const char *f, const char *end, struct trace_event *ev)
{
	const char *arrow = strstr(f, " ==> ");
	const char *right;
	long long prev, next;

	if (!arrow)
		return -1;
	right = arrow + 5;
	prev = trace_field(f, arrow, "prev_pid=");
	if (prev >= 0) {
		const char *st = trace_rfind(f, arrow, "prev_state=");
		const char *nc = strstr(right, "next_comm=");
		const char *np = trace_rfind(right, end, " next_pid=");

		next = trace_field(right, end, " next_pid=");
		if (!st || !nc || !np || np < nc || next < 0)
			return -1;
		ev->state = st[11];
		trace_comm(ev->comm, nc + 10, np);
	} else {
		/* the plugin: "comm:pid [prio] STATE ==> comm:pid [prio]" */
		const char *sp = arrow;

		while (sp > f && sp[-1] != ' ')
			sp--;
		if (sp == arrow || sp == f)
			return -1;
		ev->state = *sp;
		prev = trace_plugin_task(f, sp - 1, NULL);
		const char *rend = end;
		while (rend > right && (rend[-1] == '\n' || rend[-1] == ' '))
			rend--;
		if (rend == right || rend[-1] != ']')
			return -1;
		next = trace_plugin_task(right, rend, ev->comm);
		if (prev < 0 || next < 0)
			return -1;
	}
	ev->pid = (int)prev;
	ev->next_pid = (int)next;
	return 0;
}

/* sched_waking, sched_wakeup(_new), sched_migrate_task: the task and a CPU. */
static int trace_task_cpu(const char *f, const char *end, const char *cpu_key, struct trace_event *ev)
{
	const char *pk = trace_rfind(f, end, " pid=");
	long long pid, cpu;

	if (pk && !strncmp(f, "comm=", 5)) {
		pid = trace_field(f, end, " pid=");
		cpu = trace_field(pk, end, cpu_key);
		trace_comm(ev->comm, f + 5, pk);
	} else {
		/* the plugin: "comm:pid [prio] [success=1 ]CPU:003" (wake-ups only) */
		const char *c = trace_rfind(f, end, " CPU:");

		if (!c || strcmp(cpu_key, " target_cpu="))
			return -1;
		const char *br = trace_rfind(f, c, "]");
		if (!br)
			return -1;
		pid = trace_plugin_task(f, br + 1, ev->comm);
		cpu = trace_field(c, end, "CPU:");
	}
	if (pid < 0 || cpu < 0 || cpu > 65535)
		return -1;
	ev->pid = (int)pid;
	ev->arg = (unsigned)cpu;
	return 0;
}

static int trace_freq(const char *f, const char *end, struct trace_event *ev)
{
	long long khz = trace_field(f, end, "state="), cpu = trace_field(f, end, "cpu_id=");

	if (khz <= 0 || khz > 100000000 || cpu < 0 || cpu > 65535)
		return -1;
	ev->arg = (unsigned)khz;
	ev->freq_cpu = (unsigned)cpu;
	return 0;
}

static const struct {
	const char *name;
	enum trace_ev type;
} trace_events[] = {
	{ "sched_switch", TEV_SWITCH },
	{ "sched_waking", TEV_WAKING },
	{ "sched_wakeup", TEV_WAKEUP },
	{ "sched_wakeup_new", TEV_WAKEUP_NEW },
	{ "sched_migrate_task", TEV_MIGRATE },
	{ "cpu_frequency", TEV_FREQ },
};

/* The head up to the event's fields: CPU, task id, time, event name.  NULL if the line has none. */
static const char *trace_head(const char *line, struct trace_event *ev, const char **name, size_t *namelen)
{
	for (const char *b = strchr(line, '['); b; b = strchr(b + 1, '[')) {
		const char *p = b + 1, *q = b;
		long long cpu = trace_num(&p), tid, sec, frac;
		int fdigits;

		if (cpu < 0 || cpu > 65535 || *p != ']' || q == line || q[-1] != ' ')
			continue;
		while (q > line && q[-1] == ' ')
			q--;
		const char *d = q;
		while (d > line && isdigit((unsigned char)d[-1]))
			d--;
		if (d == q || d == line || (d[-1] != '/' && d[-1] != '-'))
			continue;
		tid = trace_num(&d);
		p++;
		while (*p == ' ')
			p++;
		if (!isdigit((unsigned char)*p) || !strchr(p, '.') || strcspn(p, ".") > strcspn(p, " ")) {
			/* ftrace's latency flags ("d..2.") before the time */
			p += strcspn(p, " ");
			while (*p == ' ')
				p++;
		}
		sec = trace_num(&p);
		if (sec < 0 || *p != '.')
			return NULL;
		p++;
		const char *fs = p;
		frac = trace_num(&p);
		fdigits = (int)(p - fs);
		if (frac < 0 || fdigits > 9 || *p != ':')
			return NULL;
		while (fdigits++ < 9)
			frac *= 10;
		p++;
		while (*p == ' ')
			p++;
		const char *e = p + strcspn(p, ": \n");
		if (*e != ':')
			return NULL;
		/* perf names the system ("sched:sched_switch"), ftrace does not */
		const char *colon2 = e[1] && e[1] != ' ' ? e + 1 + strcspn(e + 1, ": \n") : NULL;
		if (colon2 && *colon2 == ':') {
			p = e + 1;
			e = colon2;
		}
		*name = p;
		*namelen = (size_t)(e - p);
		ev->cpu = (unsigned)cpu;
		ev->ctx_pid = (int)tid;
		ev->t_ns = (uint64_t)sec * 1000000000u + (uint64_t)frac;
		return e + 1;
	}
	return NULL;
}

enum trace_line trace_read_line(const char *line, struct trace_event *ev)
{
	const char *s = line, *name, *f, *end;
	size_t namelen, i;
	int rc;

	while (*s == ' ' || *s == '\t')
		s++;
	if (*s == '\0' || *s == '\n' || *s == '#')
		return TRACE_LINE_SKIP;
	memset(ev, 0, sizeof(*ev));
	f = trace_head(line, ev, &name, &namelen);
	if (!f)
		return TRACE_LINE_BAD;
	for (i = 0; i < sizeof(trace_events) / sizeof(trace_events[0]); i++)
		if (strlen(trace_events[i].name) == namelen && !memcmp(trace_events[i].name, name, namelen))
			break;
	if (i == sizeof(trace_events) / sizeof(trace_events[0]))
		return TRACE_LINE_SKIP;
	while (*f == ' ')
		f++;
	end = f + strlen(f);
	while (end > f && (end[-1] == '\n' || end[-1] == '\r'))
		end--;
	ev->type = trace_events[i].type;
	switch (ev->type) {
	case TEV_SWITCH:
		rc = trace_switch(f, end, ev);
		break;
	case TEV_MIGRATE:
		rc = trace_task_cpu(f, end, " dest_cpu=", ev);
		break;
	case TEV_FREQ:
		rc = trace_freq(f, end, ev);
		break;
	default:
		rc = trace_task_cpu(f, end, " target_cpu=", ev);
		break;
	}
	return rc ? TRACE_LINE_BAD : TRACE_LINE_EVENT;
}
