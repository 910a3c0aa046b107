/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The recording format shared by msr/record.c and msr/replay.c.
 * Specification: man/turbostat-ng.8, section RECORDING FORMAT.
 */
#ifndef TSNG_RECFMT_H
#define TSNG_RECFMT_H

#include <stddef.h>
#include <stdint.h>

#define RECFMT_MAGIC   "turbostat-ng-recording"
#define RECFMT_VERSION 1

/* "EIO" for -EIO; NULL for an errno the format has no name for. */
const char *recfmt_errname(int err);
/* -EIO for "EIO" (without the '!'); 0 when unknown. */
int recfmt_errno(const char *name);

/* Keys: the text before the value on a recording line, normalised. */
void recfmt_key_msr(char *buf, size_t len, int cpu, uint32_t reg);
void recfmt_key_cpuid(char *buf, size_t len, int cpu, uint32_t leaf, uint32_t sub);
void recfmt_key_tsc(char *buf, size_t len, int cpu);
/* "time CPU begin" / "time CPU end": when one CPU's reads began or ended. */
void recfmt_key_time(char *buf, size_t len, int cpu, int end);
void recfmt_key_perf(char *buf, size_t len, int cpu, const char *event);
void recfmt_key_file(char *buf, size_t len, const char *path);
/* "task EVENT": a wrapped command's own count (msr/task.h). */
void recfmt_key_task(char *buf, size_t len, const char *event);
void recfmt_key_smn(char *buf, size_t len, int node, uint32_t addr);
/* "pmt PATH OFFSET": a word of a PMT telemetry file (hw read_at); keys fit RECFMT_PMT_KEY_MAX. */
#define RECFMT_PMT_KEY_MAX 192
void recfmt_key_pmt(char *buf, size_t len, const char *path, uint64_t offset);
/* "bin PATH": a binary read (hw read_bin), its bytes as hex digits; "dir PATH": a listing (hw list_dir). */
void recfmt_key_bin(char *buf, size_t len, const char *path);
void recfmt_key_dir(char *buf, size_t len, const char *path);
/* The most bytes a "bin" line carries. */
#define RECFMT_BIN_MAX 64

#endif
