// SPDX-License-Identifier: GPL-2.0-only
/* libmicrohttpd through dlopen(): measure/mhd.h says why. */
#include "measure/mhd.h"
#include "lib/dynlib.h"

/* The shared object's SONAME, taken from libmicrohttpd-dev at build time (Makefile) */
#ifndef TSNG_MHD_SONAME
#define TSNG_MHD_SONAME "libmicrohttpd.so.12"
#endif

/* Each entry point the exporter uses and the slot it fills */
static const struct dynlib_sym entry[] = {
	{ "MHD_start_daemon", offsetof(struct mhd_ops, start_daemon) },
	{ "MHD_stop_daemon", offsetof(struct mhd_ops, stop_daemon) },
	{ "MHD_is_feature_supported", offsetof(struct mhd_ops, is_feature_supported) },
	{ "MHD_create_response_from_buffer", offsetof(struct mhd_ops, create_response_from_buffer) },
	{ "MHD_add_response_header", offsetof(struct mhd_ops, add_response_header) },
	{ "MHD_queue_response", offsetof(struct mhd_ops, queue_response) },
	{ "MHD_destroy_response", offsetof(struct mhd_ops, destroy_response) },
	{ "MHD_basic_auth_get_username_password", offsetof(struct mhd_ops, basic_auth_get_username_password) },
	{ "MHD_queue_basic_auth_fail_response", offsetof(struct mhd_ops, queue_basic_auth_fail_response) },
	{ "MHD_free", offsetof(struct mhd_ops, free) },
	{ "MHD_get_connection_info", offsetof(struct mhd_ops, get_connection_info) },
	{ "MHD_lookup_connection_value", offsetof(struct mhd_ops, lookup_connection_value) },
	{ "MHD_create_response_from_buffer_with_free_callback_cls",
	  offsetof(struct mhd_ops, create_response_from_buffer_with_free_callback_cls) },
};

static struct mhd_ops ops;
static struct dynlib mhd_lib =
	DYNLIB(TSNG_MHD_SONAME, "libmicrohttpd, the HTTP server the exporter needs", entry, &ops);

const struct mhd_ops *mhd_load(char *why, size_t whylen)
{
	return dynlib_get(&mhd_lib, why, whylen) ? NULL : &ops;
}
