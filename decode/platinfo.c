// SPDX-License-Identifier: GPL-2.0-only
/* Bus clock per platform (decode/platinfo.h); the register fields are inline getters there. */
#include "decode/platinfo.h"

unsigned platinfo_bclk_khz(enum bclk_kind kind, uint64_t fsb_freq)
{
	/* Silvermont MSR_FSB_FREQ encodings, turbostat slm_freq_table[] (MHz x 1000). */
	static const unsigned slm_khz[] = { 83300, 100000, 133300, 116700, 80000 };
	unsigned i = fsb_freq & 0xF;

	switch (kind) {
	case BCLK_133:
		return 133330;	/* turbostat BCLK_133MHZ: 133.33 */
	case BCLK_SLM_FSB:
		return i < sizeof(slm_khz) / sizeof(slm_khz[0]) ? slm_khz[i] : 0;
	case BCLK_100:
	default:
		return 100000;
	}
}
