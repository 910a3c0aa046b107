/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The batch interface of LLNL's msr-safe module, ABI 2.x: /dev/cpu/msr_batch
 * takes X86_IOC_MSR_BATCH with an array of operations, each a CPU and an MSR,
 * and answers all of them in one call (msr-safe msr_safe.h, msr_batch.c;
 * the version word is major << 16 | minor << 8 | patch, msr_version.h).
 * turbostat-ng only ever asks for reads (isrdmsr non-zero).
 */
#ifndef TSNG_MSR_SAFE_ABI_H
#define TSNG_MSR_SAFE_ABI_H

#include <linux/ioctl.h>
#include <stdint.h>

struct msr_batch_op {
	uint16_t cpu;		/* in: the CPU that runs the rdmsr */
	uint16_t isrdmsr;	/* in: non-zero = read */
	int32_t err;		/* out: -errno of this operation, 0 if it succeeded */
	uint32_t msr;		/* in: register address */
	uint64_t msrdata;	/* out: the value read */
	uint64_t wmask;		/* out: the allowlist's write mask (unused by a reader) */
};

struct msr_batch_array {
	uint32_t numops;
	uint32_t version;	/* MSR_SAFE_VERSION_2 */
	struct msr_batch_op *ops;
};

#define MSR_SAFE_VERSION_2 (2u << 16)
#define X86_IOC_MSR_BATCH _IOWR('c', 0xA2, struct msr_batch_array)

#endif
