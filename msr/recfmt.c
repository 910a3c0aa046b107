/* Names and keys of the recording format (include/recfmt.h). */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "msr/recfmt.h"

static const struct {
	int err;
	const char *name;
} errnames[] = {
	{ EIO, "EIO" }, { ENOENT, "ENOENT" }, { EACCES, "EACCES" }, { EPERM, "EPERM" },
	{ ENXIO, "ENXIO" }, { ENODEV, "ENODEV" }, { EINVAL, "EINVAL" },
	{ EOPNOTSUPP, "EOPNOTSUPP" }, { ECANCELED, "ECANCELED" }, { EBUSY, "EBUSY" },
	{ EFBIG, "EFBIG" }, { EMFILE, "EMFILE" }, { ENODATA, "ENODATA" },
};

const char *recfmt_errname(int err)
{
	for (size_t i = 0; i < sizeof(errnames) / sizeof(errnames[0]); i++)
		if (-err == errnames[i].err)
			return errnames[i].name;
	return NULL;
}

int recfmt_errno(const char *name)
{
	for (size_t i = 0; i < sizeof(errnames) / sizeof(errnames[0]); i++)
		if (strcmp(name, errnames[i].name) == 0)
			return -errnames[i].err;
	return 0;
}

void recfmt_key_msr(char *buf, size_t len, int cpu, uint32_t reg)
{
	snprintf(buf, len, "msr %d 0x%x", cpu, reg);
}

void recfmt_key_cpuid(char *buf, size_t len, int cpu, uint32_t leaf, uint32_t sub)
{
	snprintf(buf, len, "cpuid %d 0x%x 0x%x", cpu, leaf, sub);
}

void recfmt_key_tsc(char *buf, size_t len, int cpu)
{
	snprintf(buf, len, "tsc %d", cpu);
}

void recfmt_key_time(char *buf, size_t len, int cpu, int end)
{
	snprintf(buf, len, "time %d %s", cpu, end ? "end" : "begin");
}

void recfmt_key_perf(char *buf, size_t len, int cpu, const char *event)
{
	snprintf(buf, len, "perf %d %s", cpu, event);
}

void recfmt_key_file(char *buf, size_t len, const char *path)
{
	snprintf(buf, len, "file %s", path);
}

void recfmt_key_smn(char *buf, size_t len, int node, uint32_t addr)
{
	snprintf(buf, len, "smn %d 0x%x", node, addr);
}

void recfmt_key_pmt(char *buf, size_t len, const char *path, uint64_t offset)
{
	snprintf(buf, len, "pmt %s %llu", path, (unsigned long long)offset);
}
