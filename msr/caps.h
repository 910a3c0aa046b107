/* SPDX-License-Identifier: GPL-2.0-only */
/* Capabilities (msr/caps.c). */
#ifndef TSNG_CAPS_H
#define TSNG_CAPS_H

/* In a forked child before exec: give up every capability this process holds beyond its user's. */
void caps_drop_for_child(void);

#endif
