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

/* Opens "pmu/event" (or "pmu/config=0x...") on @cpu, in @group_fd's group (-1: as a leader that reads the whole group). */
static int perf_open(struct fdcache *files, int cpu, const char *event, int group_fd)
{
	char pmu[64], path[256], buf[128];
	const char *slash = strchr(event, '/');
	struct perf_event_attr attr;
	uint64_t config[3];

	if (!slash || (size_t)(slash - event) >= sizeof(pmu))
		return -EINVAL;
	memcpy(pmu, event, slash - event);
	pmu[slash - event] = '\0';
	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/type", pmu);
	long n = read_small(files, path, buf, sizeof(buf));

	if (n < 0)
		return (int)n;
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = (uint32_t)strtoul(buf, NULL, 10);
	attr.read_format = PERF_FORMAT_GROUP;
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

	if (perf_event_config(buf, perf_format_of, &fa, config))
		return -EINVAL;
	attr.config = config[0];
	attr.config1 = config[1];
	attr.config2 = config[2];
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
	free(pg->g);
	for (int i = 0; i < pg->npick; i++)
		free(pg->pick[i].alts);
	free(pg->pick);
	memset(pg, 0, sizeof(*pg));
}

/*
 * The group of @event's PMU on @cpu, made empty on first use.  A snapshot
 * reads the groups in the order they were made, so the search starts at the
 * last one found: one or two compares a read, not a pass over every CPU's.
 */
static struct perf_group *group_of(struct perf_groups *pg, int cpu, const char *event)
{
	size_t pl = strcspn(event, "/");

	for (int j = 0; j < pg->n; j++) {
		int i = (pg->last + j) % pg->n;

		if (pg->g[i].cpu == cpu && strlen(pg->g[i].pmu) == pl && strncmp(pg->g[i].pmu, event, pl) == 0) {
			pg->last = i;
			return &pg->g[i];
		}
	}
	if (pl >= sizeof(pg->g[0].pmu))
		return NULL;
	if (pg->n == pg->cap) {
		int cap = pg->cap ? 2 * pg->cap : 16;
		struct perf_group *p = realloc(pg->g, (size_t)cap * sizeof(*p));

		if (!p)
			return NULL;
		pg->g = p;
		pg->cap = cap;
	}
	struct perf_group *g = &pg->g[pg->n++];

	memset(g, 0, sizeof(*g));
	g->cpu = cpu;
	memcpy(g->pmu, event, pl);
	return g;
}

struct perf_open_arg {
	struct fdcache *files;
	int cpu;
	const char *event;
	int group_fd;
};

static int perf_open_cb(void *arg)
{
	struct perf_open_arg *a = arg;

	return perf_open(a->files, a->cpu, a->event, a->group_fd);
}

/* One read() for the whole group, once per snapshot (struct perf_groups gen). */
static int group_read(struct perf_group *g, unsigned gen)
{
	uint64_t buf[PERF_GROUP_MAX + 1];
	ssize_t n;

	if (g->gen == gen)
		return g->err;
	n = read(g->fd[0], buf, (size_t)(g->n + 1) * sizeof(*buf));
	g->err = n < 0 ? -errno : perf_group_values(buf, (size_t)n, g->n, g->value);
	g->gen = gen;
	return g->err;
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

/* The index of @alts' alternative that @cpu takes (struct perf_pick), or -1. */
static int pick_of(struct perf_groups *pg, struct fdcache *files, int cpu, const char *alts)
{
	int k = 0;

	for (int i = 0; i < pg->npick; i++)
		if (pg->pick[i].cpu == cpu && strcmp(pg->pick[i].alts, alts) == 0)
			return pg->pick[i].k;
	for (const char *a = alts;; k++) {
		size_t len = strcspn(a, "|"), pl = strcspn(a, "/");

		if (pl < len && pmu_has_cpu(files, a, pl, cpu))
			break;
		if (!a[len]) {
			k = -1;
			break;
		}
		a += len + 1;
	}
	if (pg->npick == pg->cappick) {
		int cap = pg->cappick ? 2 * pg->cappick : 16;
		struct perf_pick *p = realloc(pg->pick, (size_t)cap * sizeof(*p));

		if (!p)
			return k;	/* found again next time */
		pg->pick = p;
		pg->cappick = cap;
	}
	char *copy = strdup(alts);

	if (copy)
		pg->pick[pg->npick++] = (struct perf_pick){ cpu, copy, k };
	return k;
}

int perf_event_read(struct perf_groups *pg, struct fdcache *files, int cpu, const char *event, uint64_t *val)
{
	char one[128];

	if (strchr(event, '|')) {
		int k = pick_of(pg, files, cpu, event);
		const char *a = event;

		if (k < 0)
			return -ENOENT;
		while (k--)
			a += strcspn(a, "|") + 1;
		size_t len = strcspn(a, "|");

		if (len >= sizeof(one))
			return -EINVAL;
		memcpy(one, a, len);
		one[len] = '\0';
		event = one;
	}

	struct perf_group *g = group_of(pg, cpu, event);
	char key[160];
	int k;

	if (!g)
		return -ENOMEM;
	struct perf_open_arg arg = { files, cpu, event, g->n ? g->fd[0] : -1 };

	snprintf(key, sizeof(key), "perf:%d:%s", cpu, event);
	int fd = fdcache_get_with(files, key, perf_open_cb, &arg);

	if (fd < 0)
		return fd;
	for (k = 0; k < g->n && g->fd[k] != fd; k++)
		;
	if (k == g->n) {
		if (g->n == PERF_GROUP_MAX)
			return -E2BIG;
		g->fd[g->n++] = fd;
		g->gen = 0;	/* one more member: read the group again */
	}
	int err = group_read(g, pg->gen);

	if (!err)
		*val = g->value[k];
	return err;
}
