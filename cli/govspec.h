/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A --governor SPEC as the command line is read (cli/govspec.c): a SPEC
 * whose name holds a '/' is a plugin's path, loaded (lib/govload.h) and
 * added to the governors under that name (gov/plugin.h), so that every
 * mode then parses it as it parses a built-in's; NAME:help prints one
 * governor's parameters.
 */
#ifndef TSNG_CLI_GOVSPEC_H
#define TSNG_CLI_GOVSPEC_H

#include <stddef.h>
#include <stdio.h>

/* 0: go on; 1: help printed on @out, the run is done; -1: one line in @err. */
int govspec_take(const char *spec, FILE *out, char *err, size_t errlen);

#endif
