// SPDX-License-Identifier: GPL-2.0-only
/* Small-value reads over hw_read_file (include/hw.h). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "hw.h"

int hw_read_str(struct hw *hw, const char *path, char *buf, size_t size)
{
	long n = hw_read_file(hw, path, buf, size);

	if (n < 0)
		return (int)n;
	while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == ' '))
		buf[--n] = '\0';
	return 0;
}

int hw_read_u64(struct hw *hw, const char *path, uint64_t *val)
{
	char buf[64], *end;
	int err = hw_read_str(hw, path, buf, sizeof(buf));

	if (err)
		return err;
	/* strtoull negates "-1" into 2^64 - 1: a driver's "unknown" is not a huge count */
	if (buf[0] == '-')
		return -EINVAL;
	errno = 0;
	*val = strtoull(buf, &end, 10);
	return (end == buf || *end || errno) ? -EINVAL : 0;
}
