/* SPDX-License-Identifier: GPL-2.0-only */
/* Answering the plan's start-up questions (include/probe_types.h) through the hw ops (msr/probe.c). */
#ifndef TSNG_MSR_PROBE_H
#define TSNG_MSR_PROBE_H

#include "hw.h"
#include "probe_types.h"

/* Answers every question of @req into @res and marks it asked; reads nothing else. */
void probe_read(struct hw *hw, const struct probe_request *req, struct probe_result *res);

#endif
