// SPDX-License-Identifier: GPL-2.0-only
/* HWP register decoders (decode/hwp.h). */
#include "decode/hwp.h"

void hwp_caps_decode(uint64_t v, struct hwp_caps *c)
{
	c->highest = v & 0xFF;
	c->guaranteed = (v >> 8) & 0xFF;
	c->efficient = (v >> 16) & 0xFF;
	c->lowest = (v >> 24) & 0xFF;
}

double hwp_window_us(unsigned window)
{
	double us = window & 0x7F;

	for (unsigned e = (window >> 7) & 0x7; e; e--)
		us *= 10;
	return us;
}

void hwp_cppc_request_decode(uint64_t v, struct hwp_request *r)
{
	r->max = v & 0xFF;
	r->min = (v >> 8) & 0xFF;
	r->desired = (v >> 16) & 0xFF;
	r->epp = (v >> 24) & 0xFF;
	r->window = 0;
	r->package = 0;
}

void hwp_request_decode(uint64_t v, struct hwp_request *r)
{
	r->min = v & 0xFF;
	r->max = (v >> 8) & 0xFF;
	r->desired = (v >> 16) & 0xFF;
	r->epp = (v >> 24) & 0xFF;
	r->window = (v >> 32) & 0x3FF;
	r->package = (v >> 42) & 1;
}
