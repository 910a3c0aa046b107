/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * GNU libmicrohttpd, loaded when the exporter starts and not before.
 *
 * Linked normally, libmicrohttpd and the TLS stack it pulls in (gnutls,
 * nettle, hogweed, gmp, p11-kit, ...) cost about 2.7 MiB of resident memory
 * in every run, though only --listen uses them (docs/memory.md).  The
 * exporter calls the library through this table, filled by dlopen() and
 * dlsym() the first time it is needed.  The header still comes from
 * libmicrohttpd-dev, so the types and constants are the library's own.
 */
#ifndef TSNG_MEASURE_MHD_H
#define TSNG_MEASURE_MHD_H

#include <stddef.h>
#include <stdint.h>
#include <microhttpd.h>

struct mhd_ops {
	struct MHD_Daemon *(*start_daemon)(unsigned int flags, uint16_t port, MHD_AcceptPolicyCallback apc,
					   void *apc_cls, MHD_AccessHandlerCallback dh, void *dh_cls, ...);
	void (*stop_daemon)(struct MHD_Daemon *daemon);
	enum MHD_Result (*is_feature_supported)(enum MHD_FEATURE feature);
	struct MHD_Response *(*create_response_from_buffer)(size_t size, void *buffer,
							     enum MHD_ResponseMemoryMode mode);
	enum MHD_Result (*add_response_header)(struct MHD_Response *response, const char *header,
					       const char *content);
	enum MHD_Result (*queue_response)(struct MHD_Connection *connection, unsigned int status_code,
					  struct MHD_Response *response);
	void (*destroy_response)(struct MHD_Response *response);
	char *(*basic_auth_get_username_password)(struct MHD_Connection *connection, char **password);
	enum MHD_Result (*queue_basic_auth_fail_response)(struct MHD_Connection *connection, const char *realm,
							  struct MHD_Response *response);
	void (*free)(void *ptr);
	const union MHD_ConnectionInfo *(*get_connection_info)(struct MHD_Connection *connection,
								enum MHD_ConnectionInfoType info_type, ...);
	const char *(*lookup_connection_value)(struct MHD_Connection *connection, enum MHD_ValueKind kind,
					       const char *key);
	struct MHD_Response *(*create_response_from_buffer_with_free_callback_cls)(size_t size, void *buffer,
										    MHD_ContentReaderFreeCallback crfc,
										    void *crfc_cls);
};

/*
 * The library's entry points, loaded on the first call (from the main
 * thread, before any daemon thread exists); NULL with the reason in @why
 * (one line naming the library and what to install) when it cannot be.
 */
const struct mhd_ops *mhd_load(char *why, size_t whylen);

#endif
