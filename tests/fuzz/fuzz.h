/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Shared by the fuzz targets (tests/fuzz/fuzz_*.c): the libFuzzer entry
 * point each defines, and a way to hand the input to a parser that reads a
 * stream.  make fuzz links them with libFuzzer; make check links them with
 * tests/fuzz/replay.c, which feeds the stored corpus and regression inputs.
 */
#ifndef TSNG_FUZZ_H
#define TSNG_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* @data as a read-only stream (an empty input is an empty file, not an error); NULL if out of memory. */
FILE *fuzz_stream(const uint8_t *data, size_t size);

/* @data as a NUL-terminated string in a fresh allocation; NULL if out of memory. */
char *fuzz_string(const uint8_t *data, size_t size);

#endif
