/*
 * perf counters for the PMUs turbostat uses where MSRs are unreachable:
 * msr/{aperf,mperf,smi}, cstate_core/cN-residency, cstate_pkg/cN-residency,
 * power/energy-{pkg,cores,ram,gpu,psys}.  The PMU type and event encoding
 * come from /sys/bus/event_source/devices/<pmu>/{type,events/<event>}
 * (Documentation/ABI/testing/sysfs-bus-event_source-devices-events).
 */
#include <errno.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "perf.h"

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

/* "event=0x01,umask=0x02" -> config; the PMUs above use only these two terms. */
static int parse_event_config(const char *s, uint64_t *config)
{
	*config = 0;
	while (*s && *s != '\n') {
		char *end;
		unsigned shift;

		if (strncmp(s, "event=", 6) == 0) {
			shift = 0;
			s += 6;
		} else if (strncmp(s, "umask=", 6) == 0) {
			shift = 8;
			s += 6;
		} else {
			return -EINVAL;
		}
		*config |= strtoull(s, &end, 0) << shift;
		if (end == s)
			return -EINVAL;
		s = end;
		if (*s == ',')
			s++;
	}
	return 0;
}

static int perf_open(struct fdcache *files, int cpu, const char *event)
{
	char pmu[64], path[256], buf[128];
	const char *slash = strchr(event, '/');
	struct perf_event_attr attr;
	uint64_t config;

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
	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/events/%s", pmu, slash + 1);
	n = read_small(files, path, buf, sizeof(buf));
	if (n < 0)
		return (int)n;
	if (parse_event_config(buf, &config))
		return -EINVAL;
	attr.config = config;
	int fd = (int)syscall(SYS_perf_event_open, &attr, -1, cpu, -1, PERF_FLAG_FD_CLOEXEC);

	return fd < 0 ? -errno : fd;
}

struct perf_open_arg {
	struct fdcache *files;
	int cpu;
	const char *event;
};

static int perf_open_cb(void *arg)
{
	struct perf_open_arg *a = arg;

	return perf_open(a->files, a->cpu, a->event);
}

int perf_read(struct fdcache *files, int cpu, const char *event, uint64_t *val)
{
	struct perf_open_arg arg = { files, cpu, event };
	char key[160];

	snprintf(key, sizeof(key), "perf:%d:%s", cpu, event);
	int fd = fdcache_get_with(files, key, perf_open_cb, &arg);

	if (fd < 0)
		return fd;
	ssize_t n = read(fd, val, sizeof(*val));

	if (n != (ssize_t)sizeof(*val))
		return n < 0 ? -errno : -EIO;
	return 0;
}
