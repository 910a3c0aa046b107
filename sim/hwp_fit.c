// SPDX-License-Identifier: GPL-2.0-only
/*
 * hwp_model_intel, the HWP controller (gov/hwp.c) under intel_pstate's HWP
 * modes: its free parameters (gain_epp0, up_tau_us) from make sim-fit's fit
 * to seed 004's 8x_SKYLAKE_UMA rows (sim/sim_fit_hwp.h says which rows, the
 * grids and the residuals); the rest held at hwp_model_default's choices.
 * The fit is the simulator's, so its values live here and the model is
 * handed them (struct sim_config's hwp_model, or sim/sim.c's choice by
 * driver).  amd-pstate's guided and active modes keep hwp_model_default: an
 * Intel client part's fit says nothing about AMD's platform controller.
 */
#include "sim/hwp_fit.h"
#include "sim/sim_fit_hwp.h"

const struct hwp_model hwp_model_intel = {
	.eval_us = 1000, .window_us = SIM_FIT_HWP_WINDOW_US, .up_tau_us = SIM_FIT_HWP_UP_TAU_US,
	.down_tau_us = SIM_FIT_HWP_DOWN_TAU_US, .gain_epp0 = SIM_FIT_HWP_GAIN_EPP0, .gain_epp255 = 1.0,
};
