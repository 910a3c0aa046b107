/*
 * Power and temperature sources confirmed by reading the machine.  Paths:
 * perf events Documentation/ABI/testing/sysfs-bus-event_source-devices-events
 * (<event>.scale), powercap Documentation/power/powercap/powercap.rst
 * (intel-rapl:N/{name,energy_uj,max_energy_range_uj}), hwmon
 * Documentation/hwmon/k10temp.rst (temp1_input = Tctl in millidegrees).
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msr/powercap.h"

#define PERF_DEVICES "/sys/bus/event_source/devices"
#define POWERCAP "/sys/class/powercap/intel-rapl:"
#define HWMON "/sys/class/hwmon/hwmon"
#define HWMON_MAX 32	/* hwmon instances probed; numbering is dense from 0 */

/* The scale of a perf event "pmu/event": joules per count for the power PMUs. */
static int powercap_perf_scale(struct hw *hw, const char *event, double *scale)
{
	char path[192], text[64], *end;
	const char *slash = strchr(event, '/');

	if (!slash)
		return -EINVAL;
	snprintf(path, sizeof(path), PERF_DEVICES "/%.*s/events/%s.scale", (int)(slash - event), event,
		 slash + 1);
	int err = hw_read_str(hw, path, text, sizeof(text));

	if (err)
		return err;
	errno = 0;
	*scale = strtod(text, &end);
	return (end == text || *end || errno || !(*scale > 0) || !isfinite(*scale)) ? -EINVAL : 0;
}

static void powercap_perf(struct hw *hw, struct plan *p)
{
	for (int r = RAW_E_PKG; r <= RAW_E_CORE_AMD; r++) {
		struct raw_source *s = &p->src[r];

		if (s->kind != SRC_PERF)
			continue;
		if (powercap_perf_scale(hw, s->perf, &s->scale))
			*s = (struct raw_source){ .kind = SRC_NONE };
	}
}

/* intel-rapl:0 must be a package domain for the template to mean "package N". */
static void powercap_pkg_energy(struct hw *hw, struct plan *p)
{
	struct raw_source *s = &p->src[RAW_E_PKG];
	char name[32];
	uint64_t range, v;

	if (s->kind != SRC_NONE)
		return;
	if (hw_read_str(hw, POWERCAP "0/name", name, sizeof(name)) || strcmp(name, "package-0") ||
	    hw_read_u64(hw, POWERCAP "0/max_energy_range_uj", &range) || !range ||
	    hw_read_u64(hw, POWERCAP "0/energy_uj", &v))
		return;
	*s = (struct raw_source){ .kind = SRC_FILE, .bits = 64, .scale = 1e-6, .modulus = range };
	snprintf(s->path, sizeof(s->path), POWERCAP "%%d/energy_uj");
}

/*
 * k10temp binds once per data fabric node: one per package on Zen 2 and
 * later, one per die on Zen 1 (all reporting the package's Tctl).  With one
 * package the first instance serves; with several, package k takes the k-th
 * instance when there is exactly one per package, numbered adjacently.
 */
static void powercap_k10temp(struct hw *hw, const struct topology *t, struct plan *p)
{
	struct raw_source *s = &p->src[RAW_PKG_THERM];
	int first = -1, count = 0, adjacent = 1;
	char path[64], name[32];

	for (int i = 0; i < HWMON_MAX; i++) {
		snprintf(path, sizeof(path), HWMON "%d/name", i);
		int err = hw_read_str(hw, path, name, sizeof(name));

		if (err == -ENOENT)
			break;
		if (err || strcmp(name, "k10temp"))
			continue;
		if (first < 0)
			first = i;
		adjacent &= i == first + count;
		count++;
	}
	if (!count || (t->npkg > 1 && (count != t->npkg || !adjacent)))
		return;
	*s = (struct raw_source){ .kind = SRC_FILE, .bits = 64, .scale = 1e-3, .path_base = first };
	snprintf(s->path, sizeof(s->path), HWMON "%%d/temp1_input");
}

void powercap_finish_plan(struct hw *hw, const struct topology *t, const struct cpu_ident *id,
			  struct plan *p)
{
	powercap_perf(hw, p);
	powercap_pkg_energy(hw, p);
	if ((id->vendor == VENDOR_AMD || id->vendor == VENDOR_HYGON) && id->family >= 0x17 &&
	    p->src[RAW_PKG_THERM].kind == SRC_NONE)
		powercap_k10temp(hw, t, p);
}
