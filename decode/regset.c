/* Lookups in a start-up register set: pure, no I/O (include/regset.h). */
#include <errno.h>
#include <string.h>

#include "decode/regset.h"

void regset_init(struct regset *rs, int cpu)
{
	memset(rs, 0, sizeof(*rs));
	rs->cpu = cpu;
	rs->no_turbo = -1;
}

int regset_put_msr(struct regset *rs, uint32_t reg, int err, uint64_t val)
{
	for (size_t i = 0; i < rs->nmsr; i++) {
		if (rs->msr[i].reg == reg) {
			rs->msr[i].err = err;
			rs->msr[i].val = val;
			return 0;
		}
	}
	if (rs->nmsr == REGSET_MAX_MSR)
		return -ENOSPC;
	rs->msr[rs->nmsr++] = (struct regset_msr){ .reg = reg, .err = err, .val = val };
	return 0;
}

int regset_put_cpuid(struct regset *rs, uint32_t leaf, uint32_t sub, int err, const uint32_t regs[4])
{
	struct regset_cpuid *c = NULL;

	for (size_t i = 0; i < rs->ncpuid && !c; i++)
		if (rs->cpuid[i].leaf == leaf && rs->cpuid[i].sub == sub)
			c = &rs->cpuid[i];
	if (!c) {
		if (rs->ncpuid == REGSET_MAX_CPUID)
			return -ENOSPC;
		c = &rs->cpuid[rs->ncpuid++];
	}
	*c = (struct regset_cpuid){ .leaf = leaf, .sub = sub, .err = err };
	if (!err)
		memcpy(c->r, regs, sizeof(c->r));
	return 0;
}

int regset_msr(const struct regset *rs, uint32_t reg, uint64_t *val)
{
	for (size_t i = 0; i < rs->nmsr; i++) {
		if (rs->msr[i].reg != reg)
			continue;
		if (rs->msr[i].err)
			return rs->msr[i].err;
		*val = rs->msr[i].val;
		return 0;
	}
	return -ENOENT;
}

int regset_cpuid(const struct regset *rs, uint32_t leaf, uint32_t sub, uint32_t regs[4])
{
	for (size_t i = 0; i < rs->ncpuid; i++) {
		if (rs->cpuid[i].leaf != leaf || rs->cpuid[i].sub != sub)
			continue;
		if (rs->cpuid[i].err)
			return rs->cpuid[i].err;
		memcpy(regs, rs->cpuid[i].r, sizeof(rs->cpuid[i].r));
		return 0;
	}
	return -ENOENT;
}
