// SPDX-License-Identifier: GPL-2.0-only
/*
 * advise_interval() without governors (no --governor: struct advisor n 0)
 * decides nothing and writes nothing: the session keeps no requests then
 * (measure/session.c, 48 bytes a CPU), so @out is NULL, and the notice is
 * left as it was, even for an interval 10^6 times any governor's period.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <string.h>

#include "measure/advise.h"
#include "deltas.h"

static void test_no_governors_no_requests(void **state)
{
	struct topo_cpu cpus[2] = { { .cpu = 0 }, { .cpu = 1 } };
	struct topology topo = { .n = 2, .cpu = cpus, .ncore = 2, .npkg = 1, .max_cpu = 2 };
	struct derive_ctx ctx = { .mperf_mult = 1 };
	struct delta cpu[2], sum;
	struct advisor a;
	char notice[64] = "before";

	(void)state;
	memset(&a, 0, sizeof(a));
	memset(cpu, 0, sizeof(cpu));
	deltas_every(cpu, 2, &sum);
	cpu[0].interval_s = cpu[1].interval_s = 1000;
	advise_interval(&a, &topo, &ctx, cpu, NULL, notice, sizeof(notice));
	assert_string_equal(notice, "before");
	assert_int_equal(a.coarse_said, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_no_governors_no_requests),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
