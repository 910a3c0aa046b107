// SPDX-License-Identifier: GPL-2.0-only
/*
 * Fuzz target: a part file's text (sim/part.c sim_part_parse).  What it
 * accepts must write back (sim_part_write) to a text it accepts again, and
 * must simulate: a millisecond of steady under performance runs on it.
 */
#include <stdlib.h>
#include <string.h>

#include "sim/partfile.h"
#include "sim/sim.h"
#include "sim/workload.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct sim_part_file pf, back;
	char *text = size <= PART_FILE_MAX ? fuzz_string(data, size) : NULL;
	char err[256], *buf = NULL;
	size_t len = 0;

	if (!text)
		return 0;
	if (sim_part_parse(text, &pf, err, sizeof(err)) == 0) {
		FILE *m = open_memstream(&buf, &len);

		if (!m || sim_part_write(&pf.part, "fuzz", m) || fclose(m) || sim_part_parse(buf, &back, err, sizeof(err)))
			abort();
		struct sim_config cfg = { .workload = sim_workload_find("steady"), .cpu = &pf.part.cpu,
					  .power = &pf.part.power, .cores = pf.part.domain_cores, .trl = pf.part.trl,
					  .hwp = &pf.part.hwp, .seconds_ns = 1000000, .seed = SIM_SEED };
		struct gov_inst g;
		struct sim_result r;

		if (gov_parse("performance", &g, err, sizeof(err)) || sim_run(&cfg, &g, &r))
			abort();
		free(buf);
	}
	free(text);
	return 0;
}
