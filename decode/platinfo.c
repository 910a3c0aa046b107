/* PLATFORM_INFO, config TDP and bus clock decoders (include/platinfo.h). */
#include "platinfo.h"

void platinfo_decode(uint64_t v, struct platinfo *p)
{
	p->base_ratio = (v >> 8) & 0xFF;
	p->max_eff_ratio = (v >> 40) & 0xFF;
	p->tcc_offset_programmable = (v >> 30) & 1;
}

void ctdp_level_decode(uint64_t v, struct ctdp_level *l)
{
	l->ratio = (v >> 16) & 0xFF;
	l->tdp = v & 0x7FFF;
	l->max_power = (v >> 32) & 0x7FFF;
	l->min_power = (v >> 48) & 0x7FFF;
}

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
