// SPDX-License-Identifier: GPL-2.0-only
/*
 * The web configuration file of --web-config (measure/webconf.h): a strict
 * reader of the exporter-toolkit subset turbostat-ng serves, not a YAML
 * parser.  A form it does not know is an error, never a guess: a key that
 * node_exporter would honour and this reader skipped would leave the
 * exporter less protected than its operator believes.
 */
#include <crypt.h>
#include <errno.h>
#include <libgen.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "measure/webconf.h"
#include "lib/dynlib.h"

/*
 * libcrypt's bcrypt, loaded with dlopen() when a configuration names users:
 * only the exporter's basic authentication needs it (lib/dynlib.h).  The
 * SONAME is libcrypt-dev's at build time (Makefile).
 */
#ifndef TSNG_CRYPT_SONAME
#define TSNG_CRYPT_SONAME "libcrypt.so.1"
#endif

typedef char *crypt_rn_fn(const char *phrase, const char *setting, void *data, int size);

static struct crypt_ops {
	crypt_rn_fn *crypt_rn;
} libcrypt;

/* the slot's type against <crypt.h>'s, at compile time (a _Generic operand is not evaluated:
 * nothing linked; clang 14 warns of an assignment inside sizeof) */
_Static_assert(_Generic(&crypt_rn, crypt_rn_fn *: 1, default: 0), "crypt_rn is not <crypt.h>'s");

static const struct dynlib_sym crypt_entry[] = { { "crypt_rn", offsetof(struct crypt_ops, crypt_rn) } };
static struct dynlib crypt_lib =
	DYNLIB(TSNG_CRYPT_SONAME, "libcrypt, the bcrypt that basic_auth_users needs", crypt_entry, &libcrypt);

/* 0, or -ENOENT with "NAME: cannot load ..." in @err */
static int crypt_load(const char *name, char *err, size_t errlen)
{
	char why[400];

	if (!dynlib_get(&crypt_lib, why, sizeof(why)))
		return 0;
	snprintf(err, errlen, "%s: %s", name, why);
	return -ENOENT;
}

enum { WEBCONF_LINE_MAX = 4096 };

enum section { SEC_NONE, SEC_TLS, SEC_USERS };

struct reader {
	const char *name, *dir;
	struct webconf *wc;
	char *err;
	size_t errlen;
	int line;
	enum section sec;
	int sec_line[3];	/* where each section started; 0: not seen */
	int child_indent;	/* the indentation of the current section's keys; -1 before the first */
};

__attribute__((format(printf, 3, 4)))
static int fail(struct reader *r, const char *key, const char *fmt, ...)
{
	char why[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, sizeof(why), fmt, ap);
	va_end(ap);
	if (key)
		snprintf(r->err, r->errlen, "%s:%d: %.64s: %s", r->name, r->line, key, why);
	else
		snprintf(r->err, r->errlen, "%s:%d: %s", r->name, r->line, why);
	return -EINVAL;
}

int webconf_is_bcrypt(const char *h)
{
	static const char alphabet[] = "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

	if (strncmp(h, "$2", 2) || !h[2] || !strchr("aby", h[2]) || h[3] != '$')
		return 0;
	if (h[4] < '0' || h[4] > '3' || h[5] < '0' || h[5] > '9' || h[6] != '$')
		return 0;
	int cost = (h[4] - '0') * 10 + (h[5] - '0');

	if (cost < 4 || cost > 31 || strlen(h + 7) != 53)
		return 0;
	return strspn(h + 7, alphabet) == 53;
}

/*
 * A scalar at *p: 'single' ('' is a quote), "double" (\" and \\ only) or
 * plain, ending at @stop (':' for a key) or, for a plain one, at " #".  The
 * text goes to @out; *p moves past it.  0, or -EINVAL with the reason.
 */
static int scalar(struct reader *r, const char *key, char **p, char stop, char *out, size_t outlen)
{
	char *s = *p;
	size_t n = 0;

	if (*s == '\'' || *s == '"') {
		char q = *s++;

		for (;; s++) {
			if (!*s)
				return fail(r, key, "a quoted string not closed on its line");
			if (*s == q && q == '\'' && s[1] == '\'')
				s++;
			else if (*s == q)
				break;
			else if (*s == '\\' && q == '"') {
				if (s[1] != '"' && s[1] != '\\')
					return fail(r, key, "escape \\%c: only \\\" and \\\\ are read", s[1] ? s[1] : ' ');
				s++;
			}
			if (n + 1 >= outlen)
				return fail(r, key, "longer than %zu characters", outlen - 1);
			out[n++] = *s;
		}
		*p = s + 1;
		out[n] = '\0';
		return 0;
	}
	if (strchr("[]{}&*!|>%@`,?", *s) || (*s == '-' && (s[1] == ' ' || !s[1])))
		return fail(r, key, "'%c': only plain or quoted strings are read (no lists, flows, anchors or tags)", *s);
	while (*s && *s != stop && !(*s == '#' && s > *p && s[-1] == ' ')) {
		if (*s == ':' && (s[1] == ' ' || !s[1]))
			return fail(r, key, "': ' inside a plain value: quote the value");
		if (n + 1 >= outlen)
			return fail(r, key, "longer than %zu characters", outlen - 1);
		out[n++] = *s++;
	}
	while (n && out[n - 1] == ' ')
		n--;
	out[n] = '\0';
	*p = s;
	return 0;
}

/* Only spaces and a comment may follow a value. */
static bool rest_blank(const char *s)
{
	s += strspn(s, " ");
	return !*s || *s == '#';
}

/* @path as given, or under the file's directory when relative. */
static char *path_from(const struct reader *r, const char *path)
{
	char *out;

	if (path[0] == '/' || !r->dir)
		return strdup(path);
	if (asprintf(&out, "%s/%s", r->dir, path) < 0)
		return NULL;
	return out;
}

static int set_once(struct reader *r, const char *key, char **slot, char *value)
{
	if (*slot) {
		free(value);
		return fail(r, key, "given twice");
	}
	if (!value)
		return -ENOMEM;
	*slot = value;
	return 0;
}

static int tls_key(struct reader *r, const char *key, const char *value)
{
	if (strcmp(key, "cert_file") == 0)
		return set_once(r, key, &r->wc->cert_file, path_from(r, value));
	if (strcmp(key, "key_file") == 0)
		return set_once(r, key, &r->wc->key_file, path_from(r, value));
	return fail(r, key, "not supported (tls_server_config: cert_file and key_file only)");
}

static int user_key(struct reader *r, const char *key, const char *value)
{
	struct webconf *wc = r->wc;

	if (strchr(key, ':') || !*key)
		return fail(r, key, "a basic-auth user name is not empty and has no ':'");
	if (!webconf_is_bcrypt(value))
		return fail(r, key, "not a bcrypt hash ($2y$ or $2b$, as htpasswd -nB makes)");
	for (size_t i = 0; i < wc->nusers; i++)
		if (strcmp(wc->users[i].name, key) == 0)
			return fail(r, key, "given twice");
	if (wc->nusers == WEBCONF_USERS_MAX)
		return fail(r, key, "more than %d users", WEBCONF_USERS_MAX);
	struct webuser *u = realloc(wc->users, (wc->nusers + 1) * sizeof(*u));

	if (!u)
		return -ENOMEM;
	wc->users = u;
	u[wc->nusers].name = strdup(key);
	u[wc->nusers].hash = strdup(value);
	wc->nusers++;
	return u[wc->nusers - 1].name && u[wc->nusers - 1].hash ? 0 : -ENOMEM;
}

/* A section's name at indentation 0: "tls_server_config:" or "basic_auth_users:". */
static int section(struct reader *r, const char *key, char *after)
{
	static const char *const names[] = { [SEC_TLS] = "tls_server_config", [SEC_USERS] = "basic_auth_users" };
	enum section s = SEC_NONE;

	for (int i = SEC_TLS; i <= SEC_USERS; i++)
		if (strcmp(key, names[i]) == 0)
			s = (enum section)i;
	if (s == SEC_NONE)
		return fail(r, key, "not supported (turbostat-ng reads tls_server_config and basic_auth_users)");
	if (r->sec_line[s])
		return fail(r, key, "given twice (first on line %d)", r->sec_line[s]);
	if (!rest_blank(after))
		return fail(r, key, "expected its keys on the lines below, indented");
	r->sec = s;
	r->sec_line[s] = r->line;
	r->child_indent = -1;
	return 0;
}

static int line(struct reader *r, char *s)
{
	char key[256], value[1024];
	int indent = (int)strspn(s, " ");
	char *p = s + indent;

	for (char *c = s; *c; c++)
		if ((unsigned char)*c < ' ' || *c == 0x7f)
			return fail(r, NULL, *c == '\t' ? "a tab: YAML indents with spaces" : "a control character");
	if (!*p || *p == '#')
		return 0;
	if (indent == 0 && strcmp(p, "---") == 0 && !r->sec_line[SEC_TLS] && !r->sec_line[SEC_USERS])
		return 0;	/* a document start before anything else */
	int rc = scalar(r, NULL, &p, ':', key, sizeof(key));

	if (rc)
		return rc;
	if (*p != ':' || (p[1] && p[1] != ' '))
		return fail(r, key, "expected 'key: value'");
	p++;
	if (indent == 0)
		return section(r, key, p);
	if (r->sec == SEC_NONE)
		return fail(r, key, "indented, but under no section");
	if (r->child_indent < 0)
		r->child_indent = indent;
	else if (indent != r->child_indent)
		return fail(r, key, "indented %d spaces, the keys above %d", indent, r->child_indent);
	p += strspn(p, " ");
	if (!*p || *p == '#')
		return fail(r, key, "no value");
	rc = scalar(r, key, &p, '\0', value, sizeof(value));
	if (rc)
		return rc;
	if (!rest_blank(p))
		return fail(r, key, "text after the value");
	return r->sec == SEC_TLS ? tls_key(r, key, value) : user_key(r, key, value);
}

/* Each section that was given says what it must. */
static int finish(struct reader *r)
{
	struct webconf *wc = r->wc;

	if (r->sec_line[SEC_TLS] && (!wc->cert_file || !wc->key_file)) {
		r->line = r->sec_line[SEC_TLS];
		return fail(r, "tls_server_config", "needs both cert_file and key_file");
	}
	if (r->sec_line[SEC_USERS] && !wc->nusers) {
		r->line = r->sec_line[SEC_USERS];
		return fail(r, "basic_auth_users", "no users (leave the key out for no authentication)");
	}
	return 0;
}

/*
 * The next line of @f into @buf without its end (\n or \r\n): its length,
 * -1 at the end of the file, -2 for a NUL byte, -3 for a line too long.
 */
static int next_line(FILE *f, char *buf, size_t *total)
{
	int c, n = 0;

	while ((c = getc(f)) != EOF && c != '\n') {
		if (++*total > WEBCONF_SIZE_MAX)
			return -4;
		if (c == 0)
			return -2;
		if (n == WEBCONF_LINE_MAX)
			return -3;
		buf[n++] = (char)c;
	}
	if (c == EOF && n == 0)
		return -1;
	++*total;
	if (n && buf[n - 1] == '\r')
		n--;
	buf[n] = '\0';
	return n;
}

int webconf_read(FILE *f, const char *name, const char *dir, struct webconf *wc, char *err, size_t errlen)
{
	struct reader r = { .name = name, .dir = dir, .wc = wc, .err = err, .errlen = errlen };
	char buf[WEBCONF_LINE_MAX + 1];
	size_t total = 0;
	int rc = 0, n;

	memset(wc, 0, sizeof(*wc));
	while (!rc && (n = next_line(f, buf, &total)) != -1) {
		r.line++;
		if (n == -4)
			rc = fail(&r, NULL, "past %d bytes: not a web configuration", WEBCONF_SIZE_MAX);
		else if (n == -3)
			rc = fail(&r, NULL, "a line over %d bytes", WEBCONF_LINE_MAX);
		else if (n == -2)
			rc = fail(&r, NULL, "a NUL byte");
		else
			rc = line(&r, buf);
	}
	if (!rc && ferror(f))
		rc = fail(&r, NULL, "%s", strerror(EIO));
	if (!rc)
		rc = finish(&r);
	if (!rc && wc->nusers)
		rc = crypt_load(name, err, errlen);
	if (rc == -ENOMEM)
		snprintf(err, errlen, "%s: out of memory", name);
	if (rc)
		webconf_free(wc);
	return rc;
}

int webconf_load(const char *path, struct webconf *wc, char *err, size_t errlen)
{
	struct stat st;
	FILE *f = fopen(path, "re");

	memset(wc, 0, sizeof(*wc));
	if (!f || fstat(fileno(f), &st) || !S_ISREG(st.st_mode)) {
		snprintf(err, errlen, "%s: %s", path, f ? "not a regular file" : strerror(errno));
		if (f)
			fclose(f);
		return -EINVAL;
	}
	char *copy = strdup(path);
	int rc = copy ? webconf_read(f, path, dirname(copy), wc, err, errlen) : -ENOMEM;

	if (!copy)
		snprintf(err, errlen, "%s: out of memory", path);
	free(copy);
	fclose(f);
	return rc;
}

void webconf_free(struct webconf *wc)
{
	free(wc->cert_file);
	free(wc->key_file);
	for (size_t i = 0; i < wc->nusers; i++) {
		free(wc->users[i].name);
		free(wc->users[i].hash);
	}
	free(wc->users);
	memset(wc, 0, sizeof(*wc));
}

/* Equal strings, in a time that depends on their lengths only. */
static int same(const char *a, const char *b)
{
	size_t n = strlen(a);
	unsigned char diff = n != strlen(b);

	for (size_t i = 0; i < n && b[i]; i++)
		diff |= (unsigned char)(a[i] ^ b[i]);
	return !diff;
}

int webconf_check(const struct webconf *wc, const char *user, const char *password)
{
	const struct webuser *u = NULL;

	if (!wc->nusers || !user || !password)
		return 0;
	for (size_t i = 0; i < wc->nusers && !u; i++)
		if (strcmp(wc->users[i].name, user) == 0)
			u = &wc->users[i];
	/* struct crypt_data is 32 KiB: not on a server thread's stack */
	struct crypt_data *cd = calloc(1, sizeof(*cd));
	const char *hash = u ? u->hash : wc->users[0].hash;
	/* webconf_read() loaded libcrypt for the users */
	const char *got = cd && libcrypt.crypt_rn ? libcrypt.crypt_rn(password, hash, cd, sizeof(*cd)) : NULL;
	int ok = u && got && same(got, hash);

	free(cd);
	return ok;
}
