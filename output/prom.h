/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Prometheus text exposition (output/prom.c): one scrape per interval, for
 * node_exporter's textfile collector (--out, replaced atomically) or the
 * /metrics endpoint of --listen (measure/serve.c).
 */
#ifndef TSNG_PROM_H
#define TSNG_PROM_H

#include <stddef.h>

#include "decode/facts.h"

/* The labels of turbostat_info: vendor, family, model, stepping, platform and decoded base/turbo facts. */
void prom_info_labels(const struct cpu_facts *f, char *buf, size_t len);

struct reg_ctx;

/*
 * The start-up facts as gauge families, exposition text into @buf
 * (output/prom_facts.c): turbostat_build_info, base/max-turbo/invariance
 * clocks, enabled package power limits, TjMax and the TCC offset; a fact
 * the part lacks is left out.  @c: the start-up registers
 * (session_reg_ctx()).
 */
void prom_fact_gauges(const struct cpu_facts *f, const struct reg_ctx *c, char *buf, size_t len);

#endif
