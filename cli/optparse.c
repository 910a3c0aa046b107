// SPDX-License-Identifier: GPL-2.0-only
/*
 * getopt_long_only()'s spelling rules (glibc posix/getopt.c), with "+"
 * (scanning stops at the first operand: the command to run):
 *   "-x" where x is a short letter is that letter;
 *   any other "-name" or "--name[=value]" is a long name, exact or a unique
 *   prefix; a one-dash word that names no long option is a cluster of short
 *   letters ("-qS", "-i5");
 *   a required argument is the rest of the word or the next word.
 * The only difference: long names resolve in two tiers (optparse.h).
 */
#include <stdio.h>
#include <string.h>

#include "cli/optparse.h"

void optparse_init(struct opt_scan *s, const struct opt_spec *spec, int nspec, int argc, char **argv)
{
	*s = (struct opt_scan){ .spec = spec, .nspec = nspec, .argc = argc, .argv = argv, .next = 1 };
}

static int tier_match(const struct opt_spec *spec, int nspec, bool upstream, const char *name, size_t len,
		      char *err, size_t errlen)
{
	int found = -1, count = 0;

	for (int i = 0; i < nspec; i++)
		if (spec[i].name && spec[i].upstream == upstream && strlen(spec[i].name) == len &&
		    strncmp(spec[i].name, name, len) == 0)
			return i;
	for (int i = 0; i < nspec; i++) {
		if (!spec[i].name || spec[i].upstream != upstream || strncmp(spec[i].name, name, len) != 0)
			continue;
		found = i;
		count++;
	}
	if (count <= 1)
		return found;
	if (err) {
		size_t at = (size_t)snprintf(err, errlen, "possibilities:");

		for (int i = 0; i < nspec && at < errlen; i++)
			if (spec[i].name && spec[i].upstream == upstream && strncmp(spec[i].name, name, len) == 0)
				at += (size_t)snprintf(err + at, errlen - at, " '--%s'", spec[i].name);
	}
	return -2;
}

int optparse_resolve(const struct opt_spec *spec, int nspec, const char *name, size_t len, char *err,
		     size_t errlen)
{
	int i = tier_match(spec, nspec, true, name, len, err, errlen);

	return i != -1 ? i : tier_match(spec, nspec, false, name, len, err, errlen);
}

static int letter_index(const struct opt_scan *s, char c)
{
	for (int i = 0; c && i < s->nspec; i++)
		if (s->spec[i].letter == c)
			return i;
	return -1;
}

/* The required argument: @rest (the rest of the word, "" after "--name="), or NULL for the next word. */
static int take_arg(struct opt_scan *s, struct opt_found *f, const char *rest, char *err, size_t errlen)
{
	if (rest) {
		f->arg = rest;
		s->next++;
		return 1;
	}
	if (s->next + 1 >= s->argc) {
		snprintf(err, errlen, "option '%s' requires an argument", f->typed);
		return -1;
	}
	f->arg = s->argv[s->next + 1];
	s->next += 2;
	return 1;
}

static int short_letter(struct opt_scan *s, struct opt_found *f, int pos, char *err, size_t errlen)
{
	const char *word = s->argv[s->next];
	int i = letter_index(s, word[pos]);

	s->in_cluster = 0;
	if (i < 0) {
		snprintf(err, errlen, "invalid option -- '%c'", word[pos]);
		return -1;
	}
	f->index = i;
	f->arg = NULL;
	snprintf(f->typed, sizeof(f->typed), "-%c", word[pos]);
	if (s->spec[i].takes_arg)
		return take_arg(s, f, word[pos + 1] ? word + pos + 1 : NULL, err, errlen);
	if (word[pos + 1])
		s->in_cluster = pos + 1;
	else
		s->next++;
	return 1;
}

int optparse_next(struct opt_scan *s, struct opt_found *f, char *err, size_t errlen)
{
	if (s->in_cluster)
		return short_letter(s, f, s->in_cluster, err, errlen);
	if (s->next >= s->argc)
		return 0;
	const char *word = s->argv[s->next];

	if (word[0] != '-' || word[1] == '\0')
		return 0;
	if (strcmp(word, "--") == 0) {
		s->next++;
		return 0;
	}
	bool two = word[1] == '-';
	const char *body = word + (two ? 2 : 1);

	if (!two && body[1] == '\0' && letter_index(s, body[0]) >= 0)
		return short_letter(s, f, 1, err, errlen);
	size_t len = strcspn(body, "=");
	char why[256];
	int i = optparse_resolve(s->spec, s->nspec, body, len, why, sizeof(why));

	if (i == -2) {
		snprintf(err, errlen, "option '%.*s' is ambiguous; %s", (int)(body - word + len), word, why);
		return -1;
	}
	if (i == -1) {
		if (!two && letter_index(s, body[0]) >= 0)
			return short_letter(s, f, 1, err, errlen);
		snprintf(err, errlen, "unrecognized option '%s'", word);
		return -1;
	}
	f->index = i;
	f->arg = NULL;
	snprintf(f->typed, sizeof(f->typed), "%.*s", (int)(body - word + len), word);
	if (!s->spec[i].takes_arg) {
		if (body[len] == '=') {
			snprintf(err, errlen, "option '%s' doesn't allow an argument", f->typed);
			return -1;
		}
		s->next++;
		return 1;
	}
	return take_arg(s, f, body[len] == '=' ? body + len + 1 : NULL, err, errlen);
}
