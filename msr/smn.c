// SPDX-License-Identifier: GPL-2.0-only
/*
 * The AMD System Management Network (SMN) from user space, through libpci.
 *
 * Each node's SMN is reached through an index/data pair in the PCI config
 * space of its root complex: write the SMN address at offset 0x60, read the
 * value at 0x64 (kernel arch/x86/kernel/amd_node.c, SMN_INDEX_OFFSET and
 * SMN_DATA_OFFSET, amd_smn_read(); older kernels amd_nb.c).
 *
 * Root complex of a node, found as the kernel does (amd_node.c
 * get_next_root(), amd_smn_init()): the host bridges (class 0x0600) at
 * device 0 function 0 with vendor AMD 0x1022 or Hygon 0x1d94, in PCI
 * domain/bus order; a part with several roots per node (Rome has four per
 * socket) uses the first root of each group of roots/nodes.  The nodes are
 * the data fabric devices at domain 0, bus 0, devices 0x18-0x1f
 * (amd_node.c amd_node_get_func(); AMD_NODE0_PCI_SLOT = 0x18).
 *
 * Why only with k10temp unbound: the index/data pair is shared state.  The
 * kernel's SMN users (k10temp, amd64_edac, amd_pmc, ...) serialise the
 * write-index/read-data sequence with a mutex (amd_node.c smn_mutex) that
 * user space cannot take, so a read racing theirs can return another
 * register's value to either side.  k10temp reads the temperature register
 * every time its hwmon file is read, often by a monitoring daemon; where it
 * is bound we use its hwmon file instead (msr/probe.c) and never touch
 * the pair.  Without k10temp the remaining kernel users read SMN rarely (at
 * probe, on a machine-check), so the small chance of one wrong sample is
 * accepted there in exchange for having a temperature at all.  The check is
 * repeated before every read, so a k10temp loaded mid-run is respected.
 * Kernels whose amd_node.c reserves the root's config space log once
 * "Unexpected write to kernel-exclusive config offset 60" and set the
 * TAINT_USER flag on our first write (drivers/pci/pci-sysfs.c
 * pci_write_config()); the man page says so.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <pci/pci.h>

#include "lib/dynlib.h"
#include "msr/smn.h"
#include "msr/sysroot.h"

#define SMN_INDEX		0x60	/* amd_node.c SMN_INDEX_OFFSET */
#define SMN_DATA		0x64	/* amd_node.c SMN_DATA_OFFSET */
#define SMN_VENDOR_AMD		0x1022
#define SMN_VENDOR_HYGON	0x1d94
#define SMN_NODE0_SLOT		0x18	/* asm/amd/node.h AMD_NODE0_PCI_SLOT */
#define SMN_MAX_NODES		8	/* slots 0x18-0x1f */
#define SMN_MAX_ROOTS		64
#define SMN_K10TEMP		"/sys/bus/pci/drivers/k10temp"

struct smn_pci {
	int err;		/* the open failed: returned by every read */
	struct pci_access *pacc;
	int nnodes;
	struct pci_dev *root[SMN_MAX_NODES];
};

/*
 * libpci and what it pulls in (libudev, zlib) are loaded the first time an
 * SMN register is read, not in every run (lib/dynlib.h).
 */
struct pci_lib {
	struct pci_access *(*alloc)(void);
	void (*set_param)(struct pci_access *acc, char *param, char *value);
	void (*init)(struct pci_access *acc);
	void (*scan_bus)(struct pci_access *acc);
	int (*fill_info)(struct pci_dev *d, int flags);
	int (*write_long)(struct pci_dev *d, int pos, u32 data);
	u32 (*read_long)(struct pci_dev *d, int pos);
	void (*cleanup)(struct pci_access *acc);
};

static const struct dynlib_sym pci_sym[] = {
	{ "pci_alloc", offsetof(struct pci_lib, alloc) },
	{ "pci_set_param", offsetof(struct pci_lib, set_param) },
	{ "pci_init", offsetof(struct pci_lib, init) },
	{ "pci_scan_bus", offsetof(struct pci_lib, scan_bus) },
	{ "pci_fill_info", offsetof(struct pci_lib, fill_info) },
	{ "pci_write_long", offsetof(struct pci_lib, write_long) },
	{ "pci_read_long", offsetof(struct pci_lib, read_long) },
	{ "pci_cleanup", offsetof(struct pci_lib, cleanup) },
};

static struct pci_lib pci;

/* The SONAME, taken from libpci-dev at build time (Makefile) */
#ifndef TSNG_PCI_SONAME
#define TSNG_PCI_SONAME "libpci.so.3"
#endif

static struct dynlib pci_lib = DYNLIB(TSNG_PCI_SONAME, "libpci", pci_sym, &pci);

/* libpci's fatal-error hook takes no context and must not return: it jumps back here. */
static jmp_buf smn_pci_fatal;

static _Noreturn void smn_pci_error(char *msg, ...)
{
	(void)msg;
	longjmp(smn_pci_fatal, 1);
}

/* libpci warns on stderr by default; a failed read is reported as all ones instead. */
static void smn_pci_quiet(char *msg, ...)
{
	(void)msg;
}

/* A device of the k10temp driver's directory ("0000:00:18.3") means it is bound. */
static int smn_k10temp_bound(void)
{
	char path[300];
	DIR *d = opendir(sysroot_path(path, sizeof(path), SMN_K10TEMP));
	struct dirent *e;
	int bound = 0;

	if (!d)
		return errno != ENOENT;	/* cannot tell: assume bound, never race it */
	while (!bound && (e = readdir(d)))
		bound = strchr(e->d_name, ':') != NULL;
	closedir(d);
	return bound;
}

static int smn_is_amd(const struct pci_dev *d)
{
	return d->vendor_id == SMN_VENDOR_AMD || d->vendor_id == SMN_VENDOR_HYGON;
}

static int smn_root_cmp(const void *a, const void *b)
{
	const struct pci_dev *x = *(struct pci_dev *const *)a, *y = *(struct pci_dev *const *)b;

	if (x->domain != y->domain)
		return x->domain < y->domain ? -1 : 1;
	return (int)x->bus - (int)y->bus;
}

/* Fills s->root[] from the scanned bus; -ENODEV when there is no AMD node or root. */
static int smn_find_roots(struct smn_pci *s)
{
	struct pci_dev *roots[SMN_MAX_ROOTS];
	int nroots = 0;

	for (struct pci_dev *d = s->pacc->devices; d; d = d->next) {
		pci.fill_info(d, PCI_FILL_IDENT | PCI_FILL_CLASS);
		if (!smn_is_amd(d))
			continue;
		if (d->domain == 0 && d->bus == 0 && d->func == 0 && d->dev >= SMN_NODE0_SLOT &&
		    d->dev < SMN_NODE0_SLOT + SMN_MAX_NODES)
			s->nnodes++;
		else if (d->device_class == PCI_CLASS_BRIDGE_HOST && d->dev == 0 && d->func == 0 &&
			 nroots < SMN_MAX_ROOTS)
			roots[nroots++] = d;
	}
	if (!s->nnodes || nroots < s->nnodes)
		return -ENODEV;
	qsort(roots, nroots, sizeof(roots[0]), smn_root_cmp);
	for (int n = 0; n < s->nnodes; n++)
		s->root[n] = roots[n * (nroots / s->nnodes)];
	return 0;
}

static int smn_open(struct smn_pci *s)
{
	struct pci_access *volatile a = pci.alloc();

	if (!a)
		return -ENOMEM;
	/* the kernel's sysfs config files: never libpci's direct port I/O, which bypasses the kernel's PCI lock */
	a->method = PCI_ACCESS_SYS_BUS_PCI;
	a->writeable = 1;
	a->error = smn_pci_error;
	a->warning = smn_pci_quiet;
	a->debug = smn_pci_quiet;
	if (*sysroot()) {
		/* libpci may keep the pointer rather than a copy */
		static char pci_path[300];

		pci.set_param(a, "sysfs.path", (char *)sysroot_path(pci_path, sizeof(pci_path), "/sys/bus/pci"));
	}
	if (setjmp(smn_pci_fatal)) {
		/* the scan failed half-way; freeing what it built could fail again, so it is left */
		return -ENODEV;
	}
	pci.init(a);
	pci.scan_bus(a);
	s->pacc = a;
	return smn_find_roots(s);
}

/* One index write and data read on @root. */
static int smn_index_read(struct pci_dev *root, uint32_t addr, uint32_t *val)
{
	if (setjmp(smn_pci_fatal))
		return -EIO;
	int wrote = pci.write_long(root, SMN_INDEX, addr);

	/* libpci opens the config file without O_CLOEXEC (pciutils lib/sysfs.c sysfs_setup()): a
	 * command run in fork mode must not inherit it */
	if (root->access->fd >= 0)
		fcntl(root->access->fd, F_SETFD, FD_CLOEXEC);
	if (!wrote)
		return -EIO;
	*val = pci.read_long(root, SMN_DATA);
	/* a failed config read, or a register that does not answer (amd_node.c PCI_POSSIBLE_ERROR) */
	return *val == 0xffffffffu ? -ENODEV : 0;
}

int smn_pci_read(struct smn_pci **sp, int node, uint32_t addr, uint32_t *val)
{
	struct smn_pci *s = *sp;

	if (geteuid() != 0)
		return -EACCES;
	if (smn_k10temp_bound())
		return -EBUSY;
	if (!s) {
		char why[300];

		s = calloc(1, sizeof(*s));
		if (!s)
			return -ENOMEM;
		*sp = s;
		/* without libpci the reads fail as "Can not access a needed shared library" */
		if (dynlib_get(&pci_lib, why, sizeof(why)))
			s->err = -ELIBACC;
		else
			s->err = smn_open(s);
	}
	if (s->err)
		return s->err;
	if (node < 0 || node >= s->nnodes)
		return -ENODEV;
	return smn_index_read(s->root[node], addr, val);
}

void smn_pci_close(struct smn_pci *s)
{
	if (!s)
		return;
	if (s->pacc && !setjmp(smn_pci_fatal))
		pci.cleanup(s->pacc);
	free(s);
}
