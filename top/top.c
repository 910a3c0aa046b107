/* Placeholder until the top view lands: say so rather than pretend. */
#include "top.h"

int top_run(struct session *s, FILE *diag)
{
	(void)s;
	fprintf(diag, "turbostat-ng: --top is not built yet\n");
	return 2;
}
