// SPDX-License-Identifier: GPL-2.0-only
/*
 * Fuzz target: a scheduler trace's text (sim/trace_tasks.c trace_model_read).
 * Whatever it accepts must be whole: every task's phases inside the model,
 * each waker a task of it, no sleep shorter than its waker's share.
 */
#include <stdlib.h>

#include "sim/trace_tasks.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FILE *f = fuzz_stream(data, size);
	struct trace_model m;
	char err[256];

	if (!f)
		return 0;
	if (trace_model_read(f, 2000, NULL, 0, &m, err, sizeof(err)) == 0) {
		for (size_t i = 0; i < m.ntasks; i++) {
			const struct trace_task *t = &m.task[i];

			if (t->first + t->nseg > m.nseg || !t->nseg)
				abort();
			for (size_t j = 0; j < t->nseg; j++) {
				const struct trace_seg *g = &m.seg[t->first + j];

				if (g->waker >= (int)m.ntasks || (g->sleep_ns != TRACE_NEVER && g->waker_ns > g->sleep_ns))
					abort();
			}
		}
		trace_model_free(&m);
	}
	fclose(f);
	return 0;
}
