// SPDX-License-Identifier: GPL-2.0-only
/*
 * A governor plugin of an ABI turbostat-ng does not know: TSNG_GOV_ABI + 1,
 * its other fields as a later ABI might lay them out (here: nothing that
 * could be called).  Loading it must be one line and exit status 2, with
 * nothing of it called (test_gov_plugin, gov-plugin-abi-wrong).
 */
#include <turbostat-ng/governor.h>

struct later_governor {
	unsigned abi;
	unsigned long long fields[16];
};

const struct later_governor TSNG_GOVERNOR = { TSNG_GOV_ABI + 1, { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 } };
