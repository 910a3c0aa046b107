/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Live access to the AMD System Management Network through libpci
 * (msr/smn.c), used by the live backend's smn_read op (include/hw.h).
 */
#ifndef TSNG_SMN_H
#define TSNG_SMN_H

#include <stdint.h>

struct smn_pci;

/*
 * Reads SMN register @addr of @node into *val.  *@s is opened on the first
 * call (NULL before); a failed open is remembered and returned again.
 * -EACCES when not root, -EBUSY while k10temp is bound (checked before
 * every read), -ENODEV when the node has no root complex or the register
 * reads as all ones, -ENOMEM.
 */
int smn_pci_read(struct smn_pci **s, int node, uint32_t addr, uint32_t *val);

/* Releases what smn_pci_read() opened; NULL is fine. */
void smn_pci_close(struct smn_pci *s);

#endif
