// SPDX-License-Identifier: GPL-2.0-only
/* The one place where the access layer is told what decode/ wants to read at start-up. */
#include "measure/facts_read.h"
#include "msr/regset_read.h"

int facts_read(struct hw *hw, int cpu, struct regset *rs, struct cpu_facts *f)
{
	struct regset_wants w;
	int rc;

	facts_regset_wants(&w);
	rc = regset_read(hw, cpu, &w, rs);
	return rc ? rc : facts_derive(rs, f);
}
