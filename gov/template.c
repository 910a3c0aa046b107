// SPDX-License-Identifier: GPL-2.0-only
/* The built-in governors' sources as printed by --governor-template (gov/template.h). */
#include <errno.h>
#include <string.h>

#include "gov/template.h"
#include "gov_templates.h"

int gov_template_print(const char *name, FILE *out)
{
	for (size_t i = 0; i < sizeof(gov_template_texts) / sizeof(gov_template_texts[0]); i++) {
		const struct gov_template_text *t = &gov_template_texts[i];

		if (strcmp(t->name, name) == 0)
			return fputs(t->text, out) < 0 || fflush(out) ? -EIO : 0;
	}
	return -ENOENT;
}

void gov_template_names(char *buf, size_t len)
{
	size_t used = 0;

	if (len)
		buf[0] = '\0';
	for (size_t i = 0; i < sizeof(gov_template_texts) / sizeof(gov_template_texts[0]) && used < len; i++) {
		int n = snprintf(buf + used, len - used, "%s%s", i ? " " : "", gov_template_texts[i].name);

		used += n > 0 ? (size_t)n : 0;
	}
}
