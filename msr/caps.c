// SPDX-License-Identifier: GPL-2.0-only
/*
 * turbostat-ng may run with file capabilities (setcap cap_sys_rawio+ep); a
 * command it wraps must not inherit them.  Root keeps root: the child had it.
 */
#include <sys/capability.h>
#include <sys/prctl.h>
#include <unistd.h>

#include "msr/caps.h"

void caps_drop_for_child(void)
{
	prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
	if (geteuid() == 0)
		return;
	cap_t none = cap_init();

	if (none) {
		cap_set_proc(none);
		cap_free(none);
	}
}
