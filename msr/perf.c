// SPDX-License-Identifier: GPL-2.0-only
/*
 * perf counters for the PMUs turbostat uses where MSRs are unreachable:
 * msr/{aperf,mperf,smi}, cstate_core/cN-residency, cstate_pkg/cN-residency,
 * power/energy-{pkg,cores,ram,gpu,psys}.  The PMU type and event encoding
 * come from /sys/bus/event_source/devices/<pmu>/{type,events/<event>,format/<term>}
 * (Documentation/ABI/testing/sysfs-bus-event_source-devices-{events,format}).
 */
#include <errno.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "msr/cpulist.h"
#include "msr/perf.h"

static long read_small(struct fdcache *files, const char *path, char *buf, size_t size)
{
	int fd = fdcache_get(files, path);

	if (fd < 0)
		return fd;
	ssize_t n = pread(fd, buf, size - 1, 0);

	if (n < 0)
		return -errno;
	buf[n] = '\0';
	return n;
}

/*
 * Puts @value into the bits a format file names, "config:0-7" or
 * "config:0-7,32-35" (low bits of the value into the first range), in
 * config, config1 or config2 (sysfs-bus-event_source-devices-format).
 */
static int perf_place_term(const char *format, uint64_t value, uint64_t config[3])
{
	const char *s = format;
	int field;

	if (strncmp(s, "config", 6) != 0)
		return -EINVAL;
	s += 6;
	field = *s == ':' ? 0 : *s - '0';
	if (field < 0 || field > 2 || (field && *++s != ':'))
		return -EINVAL;
	s++;
	while (*s && *s != '\n') {
		char *end;
		unsigned long lo = strtoul(s, &end, 10), hi = lo;

		if (end == s)
			return -EINVAL;
		if (*end == '-')
			hi = strtoul(end + 1, &end, 10);
		if (hi < lo || hi > 63)
			return -EINVAL;
		unsigned width = (unsigned)(hi - lo + 1);
		uint64_t mask = width == 64 ? ~0ull : (1ull << width) - 1;

		config[field] |= (value & mask) << lo;
		value = width == 64 ? 0 : value >> width;
		s = *end == ',' ? end + 1 : end;
		if (s == end && *s && *s != '\n')
			return -EINVAL;
	}
	return value ? -EINVAL : 0;	/* wider than its bits */
}

/*
 * An events file, "event=0x3c,umask=0x01,inv": each term is placed where
 * the PMU's format/<term> says (a term without a value is 1).  @format_of
 * reads that format file into @buf.
 */
int perf_event_config(const char *text, long (*format_of)(const char *term, char *buf, size_t size, void *arg),
		      void *arg, uint64_t config[3])
{
	const char *s = text;

	config[0] = config[1] = config[2] = 0;
	while (*s && *s != '\n') {
		char term[32], fmt[128];
		size_t n = strcspn(s, "=,\n");
		uint64_t value = 1;

		if (n == 0 || n >= sizeof(term))
			return -EINVAL;
		memcpy(term, s, n);
		term[n] = '\0';
		s += n;
		if (*s == '=') {
			char *end;

			s++;
			errno = 0;
			value = strtoull(s, &end, 0);
			if (end == s || errno || *s == '-')
				return -EINVAL;
			s = end;
		}
		if (*s == ',')
			s++;
		else if (*s && *s != '\n')
			return -EINVAL;
		/* perf's raw terms: the whole config word (an event no events/ file names, turbostat's L2 events) */
		if (strcmp(term, "config") == 0 || strcmp(term, "config1") == 0 || strcmp(term, "config2") == 0)
			config[term[6] ? term[6] - '0' : 0] = value;
		else if (format_of(term, fmt, sizeof(fmt), arg) < 0 || perf_place_term(fmt, value, config))
			return -EINVAL;
	}
	return 0;
}

struct perf_format_arg {
	struct fdcache *files;
	const char *pmu;
};

static long perf_format_of(const char *term, char *buf, size_t size, void *arg)
{
	const struct perf_format_arg *a = arg;
	char path[256];

	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/format/%s", a->pmu, term);
	return read_small(a->files, path, buf, size);
}

/*
 * An event's PMU type and config words, from sysfs: read at its first open,
 * then kept in its name (struct perf_name) for every other CPU's.
 */
static int perf_attr_read(struct fdcache *files, struct perf_name *ev)
{
	char pmu[64], path[256], buf[128];
	const char *slash = strchr(ev->s, '/');

	if (!slash || (size_t)(slash - ev->s) >= sizeof(pmu))
		return -EINVAL;
	memcpy(pmu, ev->s, slash - ev->s);
	pmu[slash - ev->s] = '\0';
	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/type", pmu);
	long n = read_small(files, path, buf, sizeof(buf));

	if (n < 0)
		return (int)n;
	ev->type = (uint32_t)strtoul(buf, NULL, 10);
	/* "pmu/name" names an events/ file; "pmu/term=value,..." is the event itself */
	if (strchr(slash + 1, '=')) {
		snprintf(buf, sizeof(buf), "%s", slash + 1);
	} else {
		snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/events/%s", pmu, slash + 1);
		n = read_small(files, path, buf, sizeof(buf));
		if (n < 0)
			return (int)n;
	}
	struct perf_format_arg fa = { files, pmu };

	return perf_event_config(buf, perf_format_of, &fa, ev->config) ? -EINVAL : 0;
}

/* Opens event @ev on @cpu, in @group_fd's group (-1: as a leader that reads the whole group). */
static int perf_open(struct fdcache *files, struct perf_name *ev, int cpu, int group_fd)
{
	struct perf_event_attr attr;

	if (!ev->have_attr) {
		int err = perf_attr_read(files, ev);

		ev->have_attr = err ? err : 1;
	}
	if (ev->have_attr < 0)
		return ev->have_attr;
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = ev->type;
	attr.read_format = PERF_FORMAT_GROUP;
	attr.config = ev->config[0];
	attr.config1 = ev->config[1];
	attr.config2 = ev->config[2];
	int fd = (int)syscall(SYS_perf_event_open, &attr, -1, cpu, group_fd, PERF_FLAG_FD_CLOEXEC);

	return fd < 0 ? -errno : fd;
}

int perf_group_values(const uint64_t *buf, size_t len, int n, uint64_t *out)
{
	if (len < sizeof(*buf) || buf[0] != (uint64_t)n || len != (size_t)(n + 1) * sizeof(*buf))
		return -EIO;
	memcpy(out, buf + 1, (size_t)n * sizeof(*out));
	return 0;
}

void perf_groups_init(struct perf_groups *pg)
{
	memset(pg, 0, sizeof(*pg));
	pg->gen = 1;
}

void perf_groups_free(struct perf_groups *pg)
{
	for (int i = 0; i < pg->nm; i++)
		close(pg->m[i].fd);
	for (int i = 0; i < pg->nname; i++) {
		free(pg->name[i].s);
		free(pg->name[i].at);
	}
	free(pg->name);
	free(pg->g);
	free(pg->m);
	memset(pg, 0, sizeof(*pg));
}

/* Room in *@p (an array of @*cap elements of @size bytes) for element @i: doubled, at least @i + 1. */
static int room(void **p, int *cap, int i, size_t size, int *grown)
{
	if (i < *cap)
		return 0;
	int n = 2 * *cap > i ? 2 * *cap : i + 16;
	void *q = realloc(*p, (size_t)n * size);

	if (!q)
		return -ENOMEM;
	memset((char *)q + (size_t)*cap * size, 0, (size_t)(n - *cap) * size);
	*p = q;
	*cap = n;
	*grown = 1;
	return 0;
}

/* Cuts *@p to its first @n elements (the tail goes back to malloc for the rest of the run). */
static void fit(void **p, int *cap, int n, size_t size)
{
	if (n == *cap)
		return;
	void *q = n ? realloc(*p, (size_t)n * size) : NULL;

	if (n && !q)
		return;		/* still the larger block: nothing lost */
	if (!n)
		free(*p);
	*p = q;
	*cap = n;
}

/*
 * Once the first snapshot has opened every event, the arrays grown by
 * doubling while it did are cut to what they hold.
 */
void perf_groups_snapshot(struct perf_groups *pg)
{
	pg->gen++;
	if (!pg->grown)
		return;
	fit((void **)&pg->m, &pg->capm, pg->nm, sizeof(*pg->m));
	fit((void **)&pg->g, &pg->capg, pg->ng, sizeof(*pg->g));
	for (int i = 0; i < pg->nname; i++) {
		struct perf_name *nm = &pg->name[i];
		int used = nm->nat;

		while (used && !nm->at[used - 1])
			used--;
		fit((void **)&nm->at, &nm->nat, used, sizeof(*nm->at));
	}
	pg->grown = 0;
}

/* The index of name @s (@len bytes), kept on first use; -ENOMEM. */
static int name_of(struct perf_groups *pg, const char *s, size_t len, enum perf_name_kind kind)
{
	for (int j = 0; j < pg->nname; j++) {
		int i = (pg->last + 1 + j) % pg->nname;

		if (strncmp(pg->name[i].s, s, len) == 0 && !pg->name[i].s[len]) {
			pg->last = i;
			return i;
		}
	}
	/* an event's PMU is kept first: the event holds its index */
	int pmu = kind == PERF_EVENT ? name_of(pg, s, strcspn(s, "/"), PERF_PMU) : -1;

	if (pmu < 0 && kind == PERF_EVENT)
		return pmu;
	if (room((void **)&pg->name, &pg->capname, pg->nname, sizeof(*pg->name), &pg->grown))
		return -ENOMEM;
	char *copy = malloc(len + 1);

	if (!copy)
		return -ENOMEM;
	memcpy(copy, s, len);
	copy[len] = '\0';
	pg->name[pg->nname] = (struct perf_name){ .s = copy, .kind = kind, .pmu = pmu };
	pg->last = pg->nname;
	return pg->nname++;
}

/* Name @i's slot for CPU @cpu (grown to hold it); NULL: no memory.  Valid until that name's slots grow. */
static int32_t *slot(struct perf_groups *pg, int i, int cpu)
{
	struct perf_name *nm = &pg->name[i];

	if (room((void **)&nm->at, &nm->nat, cpu, sizeof(*nm->at), &pg->grown))
		return NULL;
	return &nm->at[cpu];
}

/* Whether PMU @pmu (@len bytes) lists @cpu in its cpus file. */
static int pmu_has_cpu(struct fdcache *files, const char *pmu, size_t len, int cpu)
{
	char path[160], buf[512];
	struct cpulist l;
	int has;

	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%.*s/cpus", (int)len, pmu);
	if (read_small(files, path, buf, sizeof(buf)) < 0 || cpulist_parse(buf, &l))
		return 0;
	has = cpulist_has(&l, cpu);
	cpulist_free(&l);
	return has;
}

/* What alternatives @alts (a name) take on @cpu: 1 + the name of the first whose PMU lists it, -ENOENT, -ENOMEM. */
static int choose_alt(struct perf_groups *pg, struct fdcache *files, int cpu, const char *alts)
{
	for (const char *a = alts;;) {
		size_t len = strcspn(a, "|"), pl = strcspn(a, "/");

		if (pl < len && pmu_has_cpu(files, a, pl, cpu)) {
			int e = name_of(pg, a, len, PERF_EVENT);

			return e < 0 ? e : 1 + e;
		}
		if (!a[len])
			return -ENOENT;
		a += len + 1;
	}
}

/* Opens event @e on @cpu in its PMU's group there (made by its first member): 1 + the member, or -errno. */
static int join(struct perf_groups *pg, struct fdcache *files, int e, int cpu)
{
	int32_t *gs = slot(pg, pg->name[e].pmu, cpu);

	if (!gs)
		return -ENOMEM;
	int g = *gs - 1;

	if (g >= 0 && pg->g[g].n == PERF_GROUP_MAX)
		return -E2BIG;
	if (room((void **)&pg->m, &pg->capm, pg->nm, sizeof(*pg->m), &pg->grown) ||
	    (g < 0 && room((void **)&pg->g, &pg->capg, pg->ng, sizeof(*pg->g), &pg->grown)))
		return -ENOMEM;
	int fd = perf_open(files, &pg->name[e], cpu, g >= 0 ? pg->m[pg->g[g].lead].fd : -1);

	if (fd < 0)
		return fd;
	int m = pg->nm++;

	pg->m[m] = (struct perf_member){ 0, fd, -1 };
	if (g < 0) {
		g = pg->ng++;
		pg->g[g] = (struct perf_group){ m, 0, 0, 0 };
		*gs = 1 + g;
	} else {
		int k = pg->g[g].lead;

		while (pg->m[k].next >= 0)
			k = pg->m[k].next;
		pg->m[k].next = m;
	}
	pg->g[g].n++;
	pg->g[g].gen = 0;	/* one more member: read the group again */
	return 1 + m;
}

/* One read() for the whole group, once per snapshot (struct perf_groups gen). */
static int group_read(struct perf_groups *pg, struct perf_group *g)
{
	uint64_t buf[PERF_GROUP_MAX + 1], v[PERF_GROUP_MAX];
	ssize_t n;

	if (g->gen == pg->gen)
		return g->err;
	n = read(pg->m[g->lead].fd, buf, (size_t)(g->n + 1) * sizeof(*buf));
	g->err = n < 0 ? -errno : perf_group_values(buf, (size_t)n, g->n, v);
	g->gen = pg->gen;
	for (int m = g->lead, k = 0; !g->err && m >= 0; m = pg->m[m].next)
		pg->m[m].value = v[k++];
	return g->err;
}

/*
 * Name @e's slot on @cpu, filled on first use: alternatives' choose_alt(), an
 * event's join().  Whatever they answer is kept (a failed open too) but
 * -ENOMEM, which is tried again.  The slot stays where it is: choose_alt() and
 * join() grow other arrays than its.
 */
static int answer(struct perf_groups *pg, struct fdcache *files, int e, int cpu)
{
	int32_t *s = slot(pg, e, cpu);

	if (!s)
		return -ENOMEM;
	if (!*s) {
		int r = pg->name[e].kind == PERF_ALTS ? choose_alt(pg, files, cpu, pg->name[e].s) : join(pg, files, e, cpu);

		if (r == -ENOMEM)
			return r;
		*s = r;
	}
	return *s;
}

int perf_event_read(struct perf_groups *pg, struct fdcache *files, int cpu, const char *event, uint64_t *val)
{
	int alts = strchr(event, '|') != NULL;
	int e, r;

	if (cpu < 0 || (!alts && !strchr(event, '/')))
		return -EINVAL;
	e = name_of(pg, event, strlen(event), alts ? PERF_ALTS : PERF_EVENT);
	if (e < 0)
		return e;
	r = answer(pg, files, e, cpu);
	if (alts && r > 0)
		r = answer(pg, files, e = r - 1, cpu);	/* the alternative this CPU takes */
	if (r < 0)
		return r;
	int err = group_read(pg, &pg->g[pg->name[pg->name[e].pmu].at[cpu] - 1]);

	if (!err)
		*val = pg->m[r - 1].value;
	return err;
}
