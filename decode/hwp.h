/* SPDX-License-Identifier: GPL-2.0-only */
/* Intel HWP capability and request registers (decode/hwp.c). */
#ifndef TSNG_HWP_H
#define TSNG_HWP_H

#include <stdint.h>

/* SDM vol. 3B "Hardware-Controlled Performance States"; msr-index.h */
#define MSR_PM_ENABLE		0x770
#define MSR_HWP_CAPABILITIES	0x771
#define MSR_HWP_REQUEST		0x774

/* 0x771: highest [7:0], guaranteed [15:8], most efficient [23:16], lowest [31:24]. */
struct hwp_caps {
	unsigned highest, guaranteed, efficient, lowest;
};

/* 0x774: min [7:0], max [15:8], desired [23:16], EPP [31:24], window [41:32], package [42]. */
struct hwp_request {
	unsigned min, max, desired, epp, window, package;
};

void hwp_caps_decode(uint64_t v, struct hwp_caps *c);
void hwp_request_decode(uint64_t v, struct hwp_request *r);

/*
 * The activity window of a request, microseconds: [38:32] a mantissa times
 * ten to the power [41:39] (SDM vol. 3B 15.4.4); 0 lets the hardware choose.
 */
double hwp_window_us(unsigned window);

/*
 * AMD's MSR_AMD_CPPC_REQ (msr-index.h AMD_CPPC_MAX_PERF(), _MIN_PERF(),
 * _DES_PERF(), _ENERGY_PERF_PREF()): max [7:0], min [15:8], desired
 * [23:16], EPP [31:24]; no window.
 */
void hwp_cppc_request_decode(uint64_t v, struct hwp_request *r);

#endif
