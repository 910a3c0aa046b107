/* SPDX-License-Identifier: GPL-2.0-only */
/* Provenance of a recording: written at start, shown on a replay (measure/recording.c). */
#ifndef TSNG_MEASURE_RECORDING_H
#define TSNG_MEASURE_RECORDING_H

#include <stdio.h>

#include "hw.h"
#include "options.h"

/* Writes the tool, the options and the machine's facts into the recording @rec (hw_record_open()). */
void recording_describe(struct hw *rec, const struct options *o, const char *prog);
/* --debug on a replay: where the recording came from, on @f (recordings with a "tool" line only). */
void recording_print_provenance(struct hw *hw, FILE *f);

#endif
