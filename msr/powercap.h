/*
 * The power and temperature sources that only the machine can confirm
 * (msr/powercap.c): perf energy scales, the powercap sysfs energy counter and
 * the k10temp hwmon.  Every read goes through the hw ops, so a recording
 * holds them and a replay makes the same choices.
 */
#ifndef TSNG_POWERCAP_H
#define TSNG_POWERCAP_H

#include "hw.h"
#include "cpu_ident.h"
#include "raw.h"
#include "msr/topology.h"

/*
 * Finishes @p after plan_build(): each perf energy source gets its scale
 * from events/<event>.scale (or is dropped when the PMU lacks the event);
 * a package energy with no source falls back to powercap intel-rapl:N; on
 * AMD family 17h+ the package temperature comes from k10temp temp1 (Tctl,
 * millidegrees) when that driver is bound, one instance per package.
 */
void powercap_finish_plan(struct hw *hw, const struct topology *t, const struct cpu_ident *id,
			  struct plan *p);

#endif
