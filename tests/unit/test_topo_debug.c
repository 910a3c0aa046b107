// SPDX-License-Identifier: GPL-2.0-only
/*
 * turbostat 2026.02's --debug topology lines (decode/topo_debug.c,
 * output/report.c report_topology()), worked by hand from topology_probe(),
 * set_thread_siblings() and set_node_data(): CPUs in number order, thread 0
 * the lowest CPU of a core, logical nodes numbered per package as their
 * first CPU comes, a missing id 0.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "decode/topo_debug.h"
#include "output/report.h"

/* Two packages of two cores with two threads, Linux's numbering; two NUMA nodes a package. */
static struct topo_cpu cpus[8] = {
	/* row order (siblings after their first thread), not CPU order */
	{ .cpu = 0, .pkg = 0, .die = -1, .l3 = 0, .node = 0, .core = 0 },
	{ .cpu = 4, .pkg = 0, .die = 0, .l3 = 0, .node = 0, .core = 0 },
	{ .cpu = 1, .pkg = 1, .die = 0, .l3 = 1, .node = 2, .core = 0 },
	{ .cpu = 5, .pkg = 1, .die = 0, .l3 = 1, .node = 2, .core = 0 },
	{ .cpu = 2, .pkg = 0, .die = 0, .l3 = 0, .node = 1, .core = 1 },
	{ .cpu = 6, .pkg = 0, .die = 0, .l3 = 0, .node = 1, .core = 1 },
	{ .cpu = 3, .pkg = 1, .die = 0, .l3 = 1, .node = 3, .core = 1 },
	{ .cpu = 7, .pkg = 1, .die = 0, .l3 = 1, .node = 3, .core = 1 },
};

static void test_topo_debug_ids(void **state)
{
	struct topology t = { .n = 8, .cpu = cpus };
	struct topo_debug l[8];

	(void)state;
	cpus[1].die = -1;	/* cpu4's die_id did not read: 0, as cpu0's */
	cpus[0].die = 0;
	assert_int_equal(topo_debug_lines(&t, l), 8);
	for (int i = 0; i < 8; i++)
		assert_int_equal(l[i].cpu, i);
	/* cpu4..7 are thread 1 of cpu0..3's cores */
	for (int i = 0; i < 8; i++) {
		assert_int_equal(l[i].thread, i >= 4);
		assert_int_equal(l[i].first, i % 4);
		assert_int_equal(l[i].die, 0);
	}
	/* package 0: node 0 first (cpu0), node 1 next (cpu2); package 1: node 2 (cpu1), node 3 (cpu3) */
	static const int lnode[8] = { 0, 0, 1, 1, 0, 0, 1, 1 };

	for (int i = 0; i < 8; i++)
		assert_int_equal(l[i].lnode, lnode[i]);
}

static void test_topo_debug_report(void **state)
{
	struct topology t = { .n = 8, .cpu = cpus };
	struct regset rs;
	struct reg_ctx c = { .rs = &rs, .topo = &t, .debug_level = 2 };
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	(void)state;
	regset_init(&rs, 0);
	assert_non_null(f);
	report_topology(f, &c);
	fclose(f);
	assert_string_equal(text,
		"cpu 0 pkg 0 die 0 l3 0 node 0 lnode 0 core 0 thread 0\n"
		"cpu 1 pkg 1 die 0 l3 1 node 2 lnode 0 core 0 thread 0\n"
		"cpu 2 pkg 0 die 0 l3 0 node 1 lnode 1 core 1 thread 0\n"
		"cpu 3 pkg 1 die 0 l3 1 node 3 lnode 1 core 1 thread 0\n"
		"cpu 4 pkg 0 die 0 l3 0 node 0 lnode 0 core 0 thread 1\n"
		"cpu 5 pkg 1 die 0 l3 1 node 2 lnode 0 core 0 thread 1\n"
		"cpu 6 pkg 0 die 0 l3 0 node 1 lnode 1 core 1 thread 1\n"
		"cpu 7 pkg 1 die 0 l3 1 node 3 lnode 1 core 1 thread 1\n"
		"master_cpu = 0\n");
	free(text);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_topo_debug_ids),
		cmocka_unit_test(test_topo_debug_report),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
