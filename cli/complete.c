// SPDX-License-Identifier: GPL-2.0-only
/*
 * --completion bash|zsh: the completion scripts, written from the same
 * tables the program runs on: the option table (cli/cmdline.c) for option
 * names, letters and which take an argument; the column table and its groups
 * (decode/select.c) for --show/--hide/--enable; the renderers for --format;
 * the governor, workload and part tables (gov/) for --governor, --simulate
 * and --part.  Only the idle-state columns ("C1E%") are read when completing,
 * from the machine's cpuidle states (under TSNG_SYSROOT, the tests' tree).
 *
 * Why an option of the binary rather than a generator program of its own:
 * the tables are the binary's, linked in already, so `make completion` runs
 * the binary it just linked and an installed completion never offers an
 * option, column or governor that binary lacks; a shell without the
 * installed files gets the same script from `turbostat-ng --completion
 * bash`; and the CLI cases test it through "$TSNG" like every other output.
 *
 * compare is a subcommand with its own small getopt table in compare/ (which
 * cli/ does not include); its three options are written here and a CLI case
 * checks them against 'turbostat-ng compare --help'.
 */
#include <errno.h>
#include <stdbool.h>
#include <string.h>

#include "cli/cmdline.h"
#include "decode/select.h"
#include "gov/gov.h"
#include "sim/part.h"
#include "sim/workload.h"
#include "output/render.h"

#define COMPARE_OPTIONS "--format --score --base --new --plot --plot-script --name --stddev --min-max --help"
/* plot's options (compare/plot.c plot_main()) */
#define PLOT_OPTIONS "--out -o --show --title --plot-script --help"
#define COMPARE_FORMATS "text csv json"

struct words {
	FILE *f;
	const char *sep;
	bool quote;	/* zsh: each word in single quotes */
	int n;
};

static void word(const char *w, void *arg)
{
	struct words *ws = arg;

	fprintf(ws->f, ws->quote ? "%s'%s'" : "%s%s", ws->n++ ? ws->sep : "", w);
}

/* The values an argument of kind @v can take, separated by @sep. */
static void values(FILE *f, enum opt_value v, const char *sep, bool quote)
{
	struct words ws = { .f = f, .sep = sep, .quote = quote };

	switch (v) {
	case OV_COLUMNS:
		select_words(word, &ws);
		break;
	case OV_CPU:
		word("core", &ws);
		word("package", &ws);
		break;
	case OV_FORMAT:
		for (size_t i = 0; render_format_name(i); i++)
			word(render_format_name(i), &ws);
		break;
	case OV_GOVERNOR:
		word("list", &ws);
		for (size_t i = 0; i < gov_count(); i++)
			word(gov_at(i)->name, &ws);
		break;
	case OV_WORKLOAD:
		word("list", &ws);
		for (size_t i = 0; i < sim_workload_count(); i++)
			word(sim_workload_name(i), &ws);
		break;
	case OV_PART:
		for (size_t i = 0; i < sim_part_count(); i++)
			word(sim_part_at(i)->name, &ws);
		break;
	case OV_SHELL:
		word("bash", &ws);
		word("zsh", &ws);
		break;
	case OV_NONE:
	case OV_FILE:
		break;
	}
}

/* Every spelling of the rows that match: "--show|-s|--hide" (bash case patterns, or words). */
static int spellings(FILE *f, const char *sep, bool (*match)(const struct opt_row *r, void *arg), void *arg)
{
	int n, k = 0;
	const struct opt_row *rows = cmdline_rows(&n);

	for (int i = 0; i < n; i++) {
		char letter = cmdline_letter(i);

		if (!match(&rows[i], arg))
			continue;
		if (rows[i].spec.name)
			fprintf(f, "%s--%s", k++ ? sep : "", rows[i].spec.name);
		if (letter)
			fprintf(f, "%s-%c", k++ ? sep : "", letter);
	}
	return k;
}

static bool offered(const struct opt_row *r, void *arg)
{
	(void)arg;
	return r->help != NULL;
}

static bool takes_arg(const struct opt_row *r, void *arg)
{
	(void)arg;
	return r->spec.takes_arg;
}

static bool of_value(const struct opt_row *r, void *arg)
{
	return r->spec.takes_arg && r->value == *(const enum opt_value *)arg;
}

static const char bash_head[] =
	"# bash completion for turbostat-ng                        -*- shell-script -*-\n"
	"# Written by 'turbostat-ng --completion bash' from its option and column tables.\n"
	"\n"
	"# A comma-separated list: complete the word after the last comma.\n"
	"_turbostat_ng_list()\n"
	"{\n"
	"\tlocal prefix= last=$cur\n"
	"\tif [[ $cur == *,* ]]; then\n"
	"\t\tprefix=${cur%,*},\n"
	"\t\tlast=${cur##*,}\n"
	"\tfi\n"
	"\tCOMPREPLY=($(compgen -P \"$prefix\" -W \"$1\" -- \"$last\"))\n"
	"\tcompopt -o nospace 2>/dev/null\n"
	"}\n"
	"\n"
	"# This machine's idle-state columns, named as the program names them (cut at '-', no '_').\n"
	"_turbostat_ng_idle()\n"
	"{\n"
	"\tlocal f n\n"
	"\tfor f in \"${TSNG_SYSROOT-}\"/sys/devices/system/cpu/cpu0/cpuidle/state*/name; do\n"
	"\t\t[[ -r $f ]] && read -r n <\"$f\" || continue\n"
	"\t\tn=${n%%-*}\n"
	"\t\tn=${n//_/}\n"
	"\t\tprintf '%s%% ' \"${n//[[:space:]]/_}\"\n"
	"\tdone\n"
	"}\n"
	"\n"
	"_turbostat_ng_files()\n"
	"{\n"
	"\tcompopt -o filenames 2>/dev/null\n"
	"\tCOMPREPLY=($(compgen -f -- \"$cur\"))\n"
	"}\n"
	"\n"
	"# The command to run from word $1 on: its own completion where bash-completion is loaded.\n"
	"_turbostat_ng_command()\n"
	"{\n"
	"\tif declare -F _command_offset >/dev/null; then\n"
	"\t\t_command_offset \"$1\"\n"
	"\telif ((COMP_CWORD == $1)); then\n"
	"\t\tCOMPREPLY=($(compgen -c -- \"$cur\"))\n"
	"\telse\n"
	"\t\t_turbostat_ng_files\n"
	"\tfi\n"
	"}\n"
	"\n"
	"_turbostat_ng()\n"
	"{\n"
	"\tlocal cur=${COMP_WORDS[COMP_CWORD]} prev= i w\n"
	"\t((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}\n"
	"\t# bash splits \"--show=Bu\" at the '=' (COMP_WORDBREAKS)\n"
	"\tif [[ $cur == = ]]; then\n"
	"\t\tcur=\n"
	"\telif [[ $prev == = ]] && ((COMP_CWORD > 1)); then\n"
	"\t\tprev=${COMP_WORDS[COMP_CWORD - 2]}\n"
	"\tfi\n"
	"\tCOMPREPLY=()\n"
	"\tif [[ ${COMP_WORDS[1]} == compare ]] && ((COMP_CWORD > 1)); then\n"
	"\t\tcase $prev in\n"
	"\t\t--format) COMPREPLY=($(compgen -W '" COMPARE_FORMATS "' -- \"$cur\")) ;;\n"
	"\t\t--score|--name) ;;\n"
	"\t\t--base|--new|--plot|--plot-script) _turbostat_ng_files ;;\n"
	"\t\t*)\n"
	"\t\t\tif [[ $cur == -* ]]; then\n"
	"\t\t\t\tCOMPREPLY=($(compgen -W '" COMPARE_OPTIONS "' -- \"$cur\"))\n"
	"\t\t\telse\n"
	"\t\t\t\t_turbostat_ng_files\n"
	"\t\t\tfi ;;\n"
	"\t\tesac\n"
	"\t\treturn\n"
	"\tfi\n"
	"\tif [[ ${COMP_WORDS[1]} == plot ]] && ((COMP_CWORD > 1)); then\n"
	"\t\tcase $prev in\n"
	"\t\t--show|--title) ;;\n"
	"\t\t--plot-script) COMPREPLY=($(compgen -d -- \"$cur\")) ;;\n"
	"\t\t*)\n"
	"\t\t\tif [[ $cur == -* ]]; then\n"
	"\t\t\t\tCOMPREPLY=($(compgen -W '" PLOT_OPTIONS "' -- \"$cur\"))\n"
	"\t\t\telse\n"
	"\t\t\t\t_turbostat_ng_files\n"
	"\t\t\tfi ;;\n"
	"\t\tesac\n"
	"\t\treturn\n"
	"\tfi\n";

static void bash(FILE *f)
{
	static const enum opt_value kinds[] = { OV_COLUMNS, OV_FILE, OV_CPU, OV_FORMAT, OV_GOVERNOR,
						OV_WORKLOAD, OV_PART, OV_SHELL };

	fputs(bash_head, f);
	fputs("\t# past the options: the command to run\n"
	      "\tfor ((i = 1; i < COMP_CWORD; i++)); do\n"
	      "\t\tw=${COMP_WORDS[i]}\n"
	      "\t\tcase $w in\n"
	      "\t\t--)\n"
	      "\t\t\t_turbostat_ng_command $((i + 1))\n"
	      "\t\t\treturn ;;\n\t\t",
	      f);
	spellings(f, "|", takes_arg, NULL);
	fputs(")\n"
	      "\t\t\t[[ ${COMP_WORDS[i + 1]} == = ]] && ((i++))\n"
	      "\t\t\t((i++)) ;;\n"
	      "\t\t-*) ;;\n"
	      "\t\t*)\n"
	      "\t\t\t_turbostat_ng_command $i\n"
	      "\t\t\treturn ;;\n"
	      "\t\tesac\n"
	      "\tdone\n"
	      "\tcase $prev in\n",
	      f);
	for (size_t k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++) {
		fputs("\t", f);
		if (!spellings(f, "|", of_value, (void *)&kinds[k]))
			continue;
		if (kinds[k] == OV_FILE) {
			fputs(")\n\t\t_turbostat_ng_files\n\t\treturn ;;\n", f);
			continue;
		}
		fputs(kinds[k] == OV_COLUMNS ? ")\n\t\t_turbostat_ng_list \"" : ")\n\t\tCOMPREPLY=($(compgen -W '", f);
		values(f, kinds[k], " ", false);
		fputs(kinds[k] == OV_COLUMNS ? " $(_turbostat_ng_idle)\"\n\t\treturn ;;\n" : "' -- \"$cur\"))\n\t\treturn ;;\n",
		      f);
	}
	fputs("\t", f);
	spellings(f, "|", takes_arg, NULL);
	fputs(")\n"
	      "\t\treturn ;;	# a number, a spec, an address: nothing to offer\n"
	      "\tesac\n"
	      "\tif [[ $cur == -* ]]; then\n"
	      "\t\tCOMPREPLY=($(compgen -W '",
	      f);
	spellings(f, " ", offered, NULL);
	fputs("' -- \"$cur\"))\n"
	      "\telif ((COMP_CWORD == 1)); then\n"
	      "\t\tCOMPREPLY=($(compgen -W 'compare plot' -- \"$cur\") $(compgen -c -- \"$cur\"))\n"
	      "\telse\n"
	      "\t\tCOMPREPLY=($(compgen -c -- \"$cur\"))\n"
	      "\tfi\n"
	      "}\n"
	      "complete -F _turbostat_ng turbostat-ng\n",
	      f);
}

/* Text inside a single-quoted zsh _arguments spec: ' [ ] : and \ escaped. */
static void zsh_text(FILE *f, const char *s)
{
	for (; *s; s++) {
		if (*s == '\'')
			fputs("'\\''", f);
		else if (strchr("[]:\\", *s))
			fprintf(f, "\\%c", *s);
		else
			fputc(*s, f);
	}
}

static void zsh_action(FILE *f, enum opt_value v)
{
	switch (v) {
	case OV_COLUMNS:
		fputs("_sequence compadd - $columns", f);
		break;
	case OV_FILE:
		fputs("_files", f);
		break;
	case OV_NONE:
		fputs(" ", f);
		break;
	default:
		fputs("(", f);
		values(f, v, " ", false);
		fputs(")", f);
	}
}

static void zsh(FILE *f)
{
	int n;
	const struct opt_row *rows = cmdline_rows(&n);

	fputs("#compdef turbostat-ng\n"
	      "# zsh completion for turbostat-ng, written by 'turbostat-ng --completion zsh'\n"
	      "# from its option and column tables.\n"
	      "\n"
	      "_turbostat_ng() {\n"
	      "\tlocal -a columns\n"
	      "\tlocal curcontext=$curcontext state line\n"
	      "\tcolumns=(",
	      f);
	values(f, OV_COLUMNS, " ", true);
	fputs(")\n"
	      "\tlocal f n\n"
	      "\tfor f in ${TSNG_SYSROOT-}/sys/devices/system/cpu/cpu0/cpuidle/state*/name(N); do\n"
	      "\t\tn=$(<$f)\n"
	      "\t\tn=${n%%-*}\n"
	      "\t\tn=${n//_/}\n"
	      "\t\tcolumns+=(\"${n//[[:space:]]/_}%\")\n"
	      "\tdone\n"
	      "\tif [[ ${words[2]} == compare ]] && ((CURRENT > 2)); then\n"
	      "\t\tshift words\n"
	      "\t\t((CURRENT--))\n"
	      "\t\t_arguments \\\n"
	      "\t\t\t'--format=[output format]:format:(" COMPARE_FORMATS ")' \\\n"
	      "\t\t\t'*--score=[the score of each run, BASE first]:NAME=VALUE: ' \\\n"
	      "\t\t\t'*--base=[a run of the baseline]:record file:_files' \\\n"
	      "\t\t\t'*--new=[a run to compare with it]:record file:_files' \\\n"
	      "\t\t\t'--plot=[draw the comparison]:picture:_files -g \"*.(svg|png)\"' \\\n"
	      "\t\t\t'--plot-script=[keep the plot data and script]:directory:_files -/' \\\n"
	      "\t\t\t'*--name=[a side'\\''s name, the baseline first]:name: ' \\\n"
	      "\t\t\t'--stddev[a Stddev row under each quantity]' \\\n"
	      "\t\t\t'--min-max[Min and Max rows under each quantity]' \\\n"
	      "\t\t\t'--help[usage]' \\\n"
	      "\t\t\t'*:record file:_files'\n"
	      "\t\treturn\n"
	      "\tfi\n"
	      "\tif [[ ${words[2]} == plot ]] && ((CURRENT > 2)); then\n"
	      "\t\tshift words\n"
	      "\t\t((CURRENT--))\n"
	      "\t\t_arguments \\\n"
	      "\t\t\t'(-o --out)'{-o,--out=}'[the picture]:picture (.svg or .png):_files' \\\n"
	      "\t\t\t'--show=[fields to draw]:fields: ' \\\n"
	      "\t\t\t'--title=[the title]:title: ' \\\n"
	      "\t\t\t'--plot-script=[keep the data and script]:directory:_directories' \\\n"
	      "\t\t\t'--help[usage]' \\\n"
	      "\t\t\t'*:record file:_files'\n"
	      "\t\treturn\n"
	      "\tfi\n"
	      "\t_arguments -s -S \\\n",
	      f);
	for (int i = 0; i < n; i++) {
		const struct opt_row *r = &rows[i];
		char letter = cmdline_letter(i);

		if (!r->help)
			continue;
		if (letter)
			fprintf(f, "\t\t'*'{-%c%s,--%s%s}'[", letter, r->spec.takes_arg ? "+" : "", r->spec.name,
				r->spec.takes_arg ? "=" : "");
		else
			fprintf(f, "\t\t'*--%s%s[", r->spec.name, r->spec.takes_arg ? "=" : "");
		zsh_text(f, r->help);
		fputs("]", f);
		if (r->spec.takes_arg) {
			fputs(":", f);
			zsh_text(f, r->argname);
			fputs(":", f);
			zsh_action(f, r->value);
		}
		fputs("' \\\n", f);
	}
	fputs("\t\t'*::command:->command'\n"
	      "\t[[ $state == command ]] || return\n"
	      "\tif ((CURRENT == 1)); then\n"
	      "\t\t_alternative 'subcommands:subcommand:(compare plot)' 'commands:command:_command_names -e'\n"
	      "\telse\n"
	      "\t\t_normal\n"
	      "\tfi\n"
	      "}\n"
	      "\n"
	      "_turbostat_ng \"$@\"\n",
	      f);
}

int cmdline_completion(FILE *f, const char *shell)
{
	if (strcmp(shell, "bash") == 0)
		bash(f);
	else if (strcmp(shell, "zsh") == 0)
		zsh(f);
	else
		return -EINVAL;
	return 0;
}
