/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * --web-config FILE (measure/webconf.c): the subset of the Prometheus
 * exporter-toolkit web configuration that node_exporter reads, so that one
 * scrape configuration serves both exporters:
 *
 *     tls_server_config:
 *       cert_file: server.crt
 *       key_file: server.key
 *     basic_auth_users:
 *       prometheus: $2y$10$...
 *
 * Read by a strict reader of just this shape (block mappings two levels
 * deep, plain or quoted scalars, # comments); any other key or YAML form is
 * refused in one line naming FILE:LINE and the key.  Relative paths are
 * taken from the file's directory, as exporter-toolkit does.
 */
#ifndef TSNG_WEBCONF_H
#define TSNG_WEBCONF_H

#include <stddef.h>
#include <stdio.h>

enum {
	WEBCONF_SIZE_MAX = 65536,	/* bytes: a web configuration is a few lines */
	WEBCONF_USERS_MAX = 256,
};

struct webuser {
	char *name;
	char *hash;		/* bcrypt: $2a$, $2b$ or $2y$, cost 4 to 31, 53 characters after it */
};

struct webconf {
	char *cert_file, *key_file;	/* both or neither; NULL: plain HTTP */
	struct webuser *users;
	size_t nusers;			/* 0: no authentication */
};

/* Reads @f, named @name in messages; relative paths from @dir.  0, or -EINVAL/-ENOMEM with "NAME:LINE: ..." in @err. */
int webconf_read(FILE *f, const char *name, const char *dir, struct webconf *wc, char *err, size_t errlen);

/* webconf_read() of the file at @path. */
int webconf_load(const char *path, struct webconf *wc, char *err, size_t errlen);

void webconf_free(struct webconf *wc);

/*
 * Whether @user with @password is one of the users (crypt(3) of the
 * password against the user's bcrypt hash).  An unknown user costs the same
 * bcrypt as a known one, so the time taken does not tell which names exist.
 */
int webconf_check(const struct webconf *wc, const char *user, const char *password);

/* Whether @hash is a bcrypt hash crypt(3) checks: "$2[aby]$NN$" and 53 characters of its alphabet. */
int webconf_is_bcrypt(const char *hash);

#endif
