/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Start-up questions that only the machine can answer, asked by decode/plan.c
 * and answered by msr/probe.c through the hw ops (so a recording holds the
 * answers and a replay plans the same): a perf event's scale, whether a
 * perf event opens and reads, whether msr-safe's allowlist has a register,
 * whether powercap has a package domain, which hwmon instances are k10temp,
 * what node 0's SMN temperature registers read, which Intel PMT telemetry
 * files there are, which drm and low-power idle files a counter is read from.
 */
#ifndef TSNG_PROBE_TYPES_H
#define TSNG_PROBE_TYPES_H

#include <stdbool.h>
#include <stdint.h>

#include "raw.h"

struct probe_request {
	int cpu;		/* where perf_open and msr_check are tried: the topology's first CPU */
	const char *perf_scale[RAW__COUNT];	/* read events/<event>.scale of these "pmu/event" */
	const char *perf_open[RAW__COUNT];	/* open and read these "pmu/event" on cpu */
	uint32_t msr_check[RAW__COUNT];		/* read these registers on cpu (0: none) */
	bool powercap;		/* powercap intel-rapl:0: name, max_energy_range_uj, energy_uj */
	bool k10temp;		/* hwmon instances named k10temp */
	bool smn;		/* node 0: smn_tctl, then smn_nccd Tccd registers from smn_ccd, 4 apart */
	uint32_t smn_tctl, smn_ccd;
	unsigned smn_nccd;
	bool pmt;		/* /sys/class/intel_pmt/telemN: guid, size, offset */
	bool file[RAW__COUNT];	/* find the file of these counters (FB_FOUND_FILE) */
};

#define PROBE_PMT_MAX 32	/* telemetry files probed; numbering is dense from 0 */

struct probe_result {
	bool asked_perf[RAW__COUNT], asked_powercap, asked_k10temp, asked_smn;
	bool asked_open[RAW__COUNT], asked_msr[RAW__COUNT];
	double perf_scale[RAW__COUNT];	/* 0: the event or its scale is missing */
	int perf_err[RAW__COUNT];	/* 0 or -errno of the perf_open read */
	int msr_err[RAW__COUNT];	/* 0 or -errno of the msr_check read */
	bool powercap_pkg;		/* intel-rapl:0 is package-0 and its energy reads */
	uint64_t powercap_range;	/* its max_energy_range_uj */
	int k10temp_first, k10temp_count;	/* first hwmon index named k10temp, and how many */
	bool k10temp_adjacent;		/* numbered without gaps from the first */
	int smn_tctl_err;		/* 0 or -errno of node 0's Tctl read */
	int smn_ccd_err[RAW_CCD_MAX];
	uint32_t smn_ccd[RAW_CCD_MAX];	/* node 0's Tccd registers as read */
	bool asked_pmt;
	int pmt_n;			/* telem0 .. telem(pmt_n - 1) were read */
	uint32_t pmt_guid[PROBE_PMT_MAX];
	uint64_t pmt_size[PROBE_PMT_MAX];	/* bytes; 0: the file is unusable (unreadable, or data offset not 0) */
	bool asked_file[RAW__COUNT];
	char file[RAW__COUNT][RAW_PATH_MAX];	/* the file found, or "" */
};

#endif
