/* SPDX-License-Identifier: GPL-2.0-only */
/* Finding the files of the counters read from a machine-dependent path (msr/probe_files.c). */
#ifndef TSNG_MSR_PROBE_FILES_H
#define TSNG_MSR_PROBE_FILES_H

#include "hw.h"
#include "probe_types.h"

/* For each counter of @req->file: the path it is read from into @res->file ("" none), marked asked. */
void probe_files(struct hw *hw, const struct probe_request *req, struct probe_result *res);

#endif
