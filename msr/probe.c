// SPDX-License-Identifier: GPL-2.0-only
/*
 * Sources confirmed by reading the machine: a perf event that opens and
 * reads, a register msr-safe's allowlist has, power and temperature files.
 * Paths:
 * perf events Documentation/ABI/testing/sysfs-bus-event_source-devices-events
 * (<event>.scale), powercap Documentation/power/powercap/powercap.rst
 * (intel-rapl:N/{name,energy_uj,max_energy_range_uj}), hwmon
 * Documentation/hwmon/k10temp.rst (the driver's name file), Intel PMT
 * Documentation/ABI/testing/sysfs-class-intel_pmt (telemN/{guid,size,offset}).
 */
#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msr/probe.h"
#include "msr/probe_files.h"

#define PERF_DEVICES "/sys/bus/event_source/devices"
#define POWERCAP "/sys/class/powercap/intel-rapl:"
#define HWMON "/sys/class/hwmon/hwmon"
#define HWMON_MAX 32	/* hwmon instances probed; numbering is dense from 0 */
#define PMT "/sys/class/intel_pmt/telem"

/* The scale of a perf event "pmu/event": joules per count for the power PMUs; 0 when unreadable. */
static double probe_perf_scale(struct hw *hw, const char *event)
{
	char path[192], text[64], *end;
	const char *slash = strchr(event, '/');
	double scale;

	if (!slash)
		return 0;
	snprintf(path, sizeof(path), PERF_DEVICES "/%.*s/events/%s.scale", (int)(slash - event), event,
		 slash + 1);
	if (hw_read_str(hw, path, text, sizeof(text)))
		return 0;
	errno = 0;
	scale = strtod(text, &end);
	return (end == text || *end || errno || !(scale > 0) || !isfinite(scale)) ? 0 : scale;
}

/* intel-rapl:0 must be a package domain for the template to mean "package N". */
static void probe_powercap(struct hw *hw, struct probe_result *res)
{
	char name[32];
	uint64_t v;

	res->powercap_pkg = !hw_read_str(hw, POWERCAP "0/name", name, sizeof(name)) && !strcmp(name, "package-0") &&
			    !hw_read_u64(hw, POWERCAP "0/max_energy_range_uj", &res->powercap_range) &&
			    res->powercap_range && !hw_read_u64(hw, POWERCAP "0/energy_uj", &v);
}

static void probe_k10temp(struct hw *hw, struct probe_result *res)
{
	char path[64], name[32];

	res->k10temp_first = -1;
	res->k10temp_count = 0;
	res->k10temp_adjacent = true;
	for (int i = 0; i < HWMON_MAX; i++) {
		snprintf(path, sizeof(path), HWMON "%d/name", i);
		int err = hw_read_str(hw, path, name, sizeof(name));

		if (err == -ENOENT)
			break;
		if (err || strcmp(name, "k10temp"))
			continue;
		if (res->k10temp_first < 0)
			res->k10temp_first = i;
		res->k10temp_adjacent &= i == res->k10temp_first + res->k10temp_count;
		res->k10temp_count++;
	}
}

/* Tccd registers only after Tctl answered: a node that does not answer is not asked again. */
static void probe_smn(struct hw *hw, const struct probe_request *req, struct probe_result *res)
{
	uint32_t v;

	res->smn_tctl_err = hw_smn_read(hw, 0, req->smn_tctl, &v);
	for (unsigned i = 0; i < RAW_CCD_MAX; i++) {
		res->smn_ccd_err[i] = -ENOENT;
		if (!res->smn_tctl_err && i < req->smn_nccd)
			res->smn_ccd_err[i] = hw_smn_read(hw, 0, req->smn_ccd + 4 * i, &res->smn_ccd[i]);
	}
}

/*
 * Each telemetry file's GUID (hex) and size; turbostat.c pmt_mmio_open()
 * takes the data to start at byte 0 of the file (offset 0), so a file whose
 * offset is not 0 is kept in the numbering but marked unusable (size 0).
 */
static void probe_pmt(struct hw *hw, struct probe_result *res)
{
	char path[64], text[32], *end;
	uint64_t off;

	res->pmt_n = 0;
	for (int i = 0; i < PROBE_PMT_MAX; i++) {
		snprintf(path, sizeof(path), PMT "%d/guid", i);
		int err = hw_read_str(hw, path, text, sizeof(text));

		if (err == -ENOENT)
			break;
		errno = 0;
		unsigned long long guid = err ? 0 : strtoull(text, &end, 16);

		res->pmt_guid[i] = !err && end != text && !*end && !errno && guid <= 0xffffffffu ? (uint32_t)guid : 0;
		snprintf(path, sizeof(path), PMT "%d/size", i);
		if (hw_read_u64(hw, path, &res->pmt_size[i]))
			res->pmt_size[i] = 0;
		snprintf(path, sizeof(path), PMT "%d/offset", i);
		if (hw_read_u64(hw, path, &off) || off)
			res->pmt_size[i] = 0;
		res->pmt_n = i + 1;
	}
}

void probe_read(struct hw *hw, const struct probe_request *req, struct probe_result *res)
{
	uint64_t v;

	for (int r = 0; r < RAW__COUNT; r++) {
		if (req->perf_scale[r]) {
			res->perf_scale[r] = probe_perf_scale(hw, req->perf_scale[r]);
			res->asked_perf[r] = true;
		}
		/* opened here, the event stays open in its group for the sampler */
		if (req->perf_open[r]) {
			res->perf_err[r] = hw_perf_read(hw, req->cpu, req->perf_open[r], &v);
			res->asked_open[r] = true;
		}
		if (req->msr_check[r]) {
			res->msr_err[r] = hw_read_msr(hw, req->cpu, req->msr_check[r], &v);
			res->asked_msr[r] = true;
		}
	}
	if (req->powercap) {
		probe_powercap(hw, res);
		res->asked_powercap = true;
	}
	if (req->k10temp) {
		probe_k10temp(hw, res);
		res->asked_k10temp = true;
	}
	if (req->smn) {
		probe_smn(hw, req, res);
		res->asked_smn = true;
	}
	if (req->pmt) {
		probe_pmt(hw, res);
		res->asked_pmt = true;
	}
	probe_files(hw, req, res);
}
