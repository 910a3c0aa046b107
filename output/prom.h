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

#endif
