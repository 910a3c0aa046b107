// SPDX-License-Identifier: GPL-2.0-only
/*
 * Request latencies of one simulated run (sim/lathist.h), as percentiles in
 * bounded memory: a run of tbench completes millions of requests, so they go
 * into buckets of 1/32 octave (the layout of a log-linear histogram, as
 * HdrHistogram's with five significant bits) instead of a list.
 */
#include <math.h>
#include <stddef.h>

#include "sim/lathist.h"

#define SUB_BITS 5			/* SIM_LAT_SUB = 2^5 */

static unsigned lat_msb(uint64_t v)
{
	unsigned e = 0;

	while (v >>= 1)
		e++;
	return e;
}

static size_t lat_index(uint64_t ns)
{
	if (ns < SIM_LAT_SUB)
		return (size_t)ns;
	unsigned e = lat_msb(ns);	/* >= SUB_BITS */

	return (size_t)(e - SUB_BITS + 1) * SIM_LAT_SUB + (size_t)((ns >> (e - SUB_BITS)) - SIM_LAT_SUB);
}

/*
 * The middle of bucket @i's whole nanoseconds: within 1/64 of every value in
 * it.  Buckets 2^shift wide, shift 0..58 (the last bucket holds UINT64_MAX):
 * 2^shift is a double exactly, and so is 32..63 times it (six significant
 * bits), without libm's ldexp().
 */
static double lat_value(size_t i)
{
	if (i < SIM_LAT_SUB)
		return (double)i;
	unsigned shift = (unsigned)(i / SIM_LAT_SUB) - 1;
	double width = (double)(UINT64_C(1) << shift);
	double lower = (double)(SIM_LAT_SUB + i % SIM_LAT_SUB) * width;

	return lower + (width - 1) / 2;
}

void sim_lat_add(struct sim_lathist *h, uint64_t ns)
{
	h->count[lat_index(ns)]++;
	h->n++;
}

/* Nearest rank: the smallest value with at least ceil(pct x n / 100) requests at or below it. */
double sim_lat_pct(const struct sim_lathist *h, double pct)
{
	if (!h->n)
		return 0;
	double want = ceil(pct / 100.0 * (double)h->n);
	uint64_t rank = want < 1 ? 1 : (uint64_t)want, seen = 0;

	for (size_t i = 0; i < SIM_LAT_BUCKETS; i++) {
		seen += h->count[i];
		if (seen >= rank)
			return lat_value(i);
	}
	return lat_value(SIM_LAT_BUCKETS - 1);
}
