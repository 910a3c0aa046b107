/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Every file turbostat-ng writes (--out, --record, the Prometheus textfile)
 * is opened here, by the rules a tool run as root needs where other users
 * can write (turbostat-ng(8), OUTPUT FILES):
 *
 *  - "-" is standard output; /dev/stdout, /dev/fd/N (a link to our own
 *    /proc/self/fd/N) the descriptor itself;
 *  - an existing character device, FIFO or socket is written in place:
 *    opened without O_CREAT or O_TRUNC (a socket connected), never renamed
 *    over or unlinked; no open waits (O_NONBLOCK, then cleared; our own
 *    FIFO with no reader yet opened at the first write, which waits there
 *    for the reader as on a full pipe);
 *  - a regular file or an absent name is streamed (truncated in place, as
 *    turbostat's fopen "w"; in a shared directory, a new file renamed over
 *    it, so no file or hard link of theirs is written through) or replaced
 *    whole each time (a mkstemp() file beside it, fchmod 0644, written,
 *    fsync'd, renamed over it);
 *  - symlinks are followed to the final target (a link stays a link), but
 *    never one owned by another user in a shared directory, as the last
 *    name or mid-path; nor is their FIFO or socket there written: the
 *    kernel's protected_symlinks and protected_fifos rules (fs/namei.c
 *    may_follow_link(), may_create_in_sticky()), applied even where the
 *    sysctls are off.  A directory is shared when others can write it
 *    (sticky, group- or world-writable) or its owner is neither us nor root
 *    (Debian's node-exporter textfile directory belongs to prometheus).
 *
 * The rules read no hardware, so they are a helper in lib/ for every folder
 * that writes: the recorder (msr/record.c), the wiring and compare's
 * pictures use it; renderers only format (the textfile's stream is handed
 * to them through struct renderer's textfile_begin and textfile_end).
 */
#ifndef TSNG_OUTFILE_H
#define TSNG_OUTFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* @path opened for a stream: a FILE * (stdout for "-"), or NULL with the one-line reason in @err and errno set. */
FILE *outfile_stream(const char *path, char *err, size_t errlen);

/*
 * Whether @a and @b are one file: the same regular file by device and inode (links followed as the
 * opens follow them), or the same name not yet made in the same directory.  Asked before anything
 * is opened, so that an output never truncates an input or another output (--replay X --out X).
 */
bool outfile_same(const char *a, const char *b);

/* A file replaced whole at each new content (a device, FIFO or socket: written in place). */
struct outfile;

/* NULL with the one-line reason in @err: a missing directory, a refused link, a directory... */
struct outfile *outfile_open(const char *path, char *err, size_t errlen);

/*
 * The file's next whole content, written as it is made: a stream onto a new
 * file beside it (mkstemp(), 0644) or onto the device, FIFO or socket itself,
 * which outfile_commit() ends; NULL with errno (the directory refused the new
 * file).  Its writes go out 64 KiB at a time: a larger content is never all
 * in memory.
 */
FILE *outfile_begin(struct outfile *f);

/*
 * Ends outfile_begin()'s stream @s: every write done, the new file is
 * fsync'd and renamed over the name (readers see the old or the new, never
 * half); otherwise it is removed and the old file stays.  0, or -errno of the
 * first write that failed.
 */
int outfile_commit(struct outfile *f, FILE *s);

/* @text becomes the file's whole content (outfile_begin(), written, outfile_commit()): 0 or -errno. */
int outfile_replace(struct outfile *f, const char *text, size_t len);

/* 0, or -errno of a close that failed (a device or FIFO written in place). */
int outfile_close(struct outfile *f);

#endif
