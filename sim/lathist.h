/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef TSNG_SIM_LATHIST_H
#define TSNG_SIM_LATHIST_H

#include <stdint.h>

/*
 * Request latencies (sim/lathist.c) in buckets of 1/32 octave: under 32 ns
 * exact, above within 1/64 of the value reported (a bucket's middle).
 */
#define SIM_LAT_SUB 32
#define SIM_LAT_BUCKETS (60 * SIM_LAT_SUB)
struct sim_lathist {
	uint64_t n;
	uint32_t count[SIM_LAT_BUCKETS];
};
void sim_lat_add(struct sim_lathist *h, uint64_t ns);
/* The latency in ns at or below which pct percent of the requests lie (0 without requests). */
double sim_lat_pct(const struct sim_lathist *h, double pct);

#endif
