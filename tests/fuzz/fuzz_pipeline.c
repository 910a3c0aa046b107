// SPDX-License-Identifier: GPL-2.0-only
/*
 * Fuzz target: a recording through the whole pipeline, as --replay runs it:
 * the session's plan, sample, derive and table (measure/session.c), then
 * every renderer (turbostat text, CSV, JSON Lines, Prometheus) with the
 * run's Mean/Max.  Output goes to memory (open_memstream), never a file.
 * The first byte picks options (--Summary, --Joules, --cpu, --show, a
 * governor) so that their paths are reached too; the rest is the recording.
 */
#include <stdlib.h>
#include <string.h>

#include "cli/cmdline.h"
#include "decode/stats.h"
#include "hw.h"
#include "measure/session.h"
#include "options.h"
#include "output/prom.h"
#include "output/render.h"
#include "tests/fuzz/fuzz.h"

enum { PIPE_INTERVALS_MAX = 8 };	/* a long recording costs time, not more coverage */


/* The options the flag bits of @pick add to "--replay fuzz --quiet". */
static int pipe_argv(uint8_t pick, char **argv)
{
	static char *const extra[][2] = {
		{ "--Summary", NULL },
		{ "--Joules", NULL },
		{ "--cpu", "0" },
		{ "--show", "Busy%,Bzy_MHz,PkgWatt,CoreTmp,CPU%c6" },
		{ "--governor", "ondemand" },
		{ "--hide", "sysfs" },
		{ "--cpu", "core" },
		{ "--enable", "all" },
	};
	int n = 0;

	argv[n++] = "turbostat-ng";
	argv[n++] = "--replay";
	argv[n++] = "fuzz";
	argv[n++] = "--quiet";
	for (unsigned b = 0; b < 8; b++) {
		if (!(pick & (1u << b)))
			continue;
		argv[n++] = extra[b][0];
		if (extra[b][1])
			argv[n++] = extra[b][1];
	}
	argv[n] = NULL;
	return n;
}

/* One renderer over every interval of a fresh replay of @rec, into memory. */
static void pipe_render(const uint8_t *rec, size_t size, const struct options *o, enum out_format format)
{
	FILE *in = fuzz_stream(rec, size);
	char err[512] = "", info[512], *text = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&text, &len);
	struct hw *hw = in ? hw_replay_read(in, "fuzz", err, sizeof(err)) : NULL;
	struct session s;
	struct stats st = { 0 };

	if (in)
		fclose(in);
	if (!hw || !out)
		goto done;
	if (session_open(&s, o, hw, err, sizeof(err)) == 0) {
		struct renderer r = { .ops = render_of(format), .out = out, .info = info };
		int n = 0;

		prom_info_labels(&s.facts, info, sizeof(info));
		if (session_start(&s) == 0) {
			while (n < PIPE_INTERVALS_MAX && session_step(&s, err, sizeof(err)) == 0) {
				if (n++ == 0 && stats_init(&st, &s.table, NULL))
					break;
				stats_add(&st, &s.table);
				render_interval(&r, &s.table);
			}
		}
		if (n && st.intervals)
			render_stats(&st, &r);
		stats_free(&st);
		render_end(&r);
	}
	session_close(&s);
done:
	if (hw)
		hw_close(hw);
	if (strchr(err, '\n'))
		__builtin_trap();	/* every message is one line */
	if (out)
		fclose(out);
	free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct options o = { .interval_s = 5.0, .prog = "turbostat-ng" };
	char *argv[32], err[512];
	int argc;

	if (size < 1)
		return 0;
	argc = pipe_argv(data[0], argv);
	if (cmdline_parse(argc, argv, &o, NULL, err, sizeof(err)) != OPT_RUN)
		return 0;
	for (int f = 0; f < FORMAT_COUNT; f++)
		pipe_render(data + 1, size - 1, &o, (enum out_format)f);
	return 0;
}
