/* SPDX-License-Identifier: GPL-2.0-only */
/* The HWP controller's parameters as make sim-fit fitted them (sim/hwp_fit.c). */
#ifndef TSNG_SIM_HWP_FIT_H
#define TSNG_SIM_HWP_FIT_H

#include "gov/driver.h"

/* Intel HWP under intel_pstate; the governor model (gov/hwp.c) takes it as its parameters. */
extern const struct hwp_model hwp_model_intel;

#endif
