// SPDX-License-Identifier: GPL-2.0-only
/*
 * The machine description (format: tests/fakemachine/README) and the
 * values it gives at a moment of virtual time.  Counters advance linearly:
 * value + rate * t, then any jump, then modulo 2^width.  Later lines win
 * over earlier ones for the same register and CPU.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"

#define SYSCPU "/sys/devices/system/cpu/"

static int cpuset_has(const struct fm_cpuset *s, int cpu)
{
	return s->all || (cpu >= 0 && cpu < FM_MAX_CPUS && (s->bits[cpu / 64] >> (cpu % 64) & 1));
}

/* "all" or a cpulist "0,2-5" */
static int cpuset_parse(const char *text, struct fm_cpuset *s)
{
	memset(s, 0, sizeof(*s));
	if (strcmp(text, "all") == 0) {
		s->all = 1;
		return 0;
	}
	while (*text) {
		char *end;
		long lo = strtol(text, &end, 10), hi = lo;

		if (end == text)
			return -1;
		if (*end == '-')
			hi = strtol(end + 1, &end, 10);
		if (lo < 0 || hi < lo || hi >= FM_MAX_CPUS)
			return -1;
		for (long c = lo; c <= hi; c++)
			s->bits[c / 64] |= 1ull << (c % 64);
		text = *end == ',' ? end + 1 : end;
		if (*end && *end != ',')
			return -1;
	}
	return 0;
}

static void *grow(void *arr, int n, size_t size)
{
	void *p = realloc(arr, (size_t)(n + 1) * size);

	if (!p) {
		fprintf(stderr, "fakemachine: out of memory\n");
		abort();
	}
	return p;
}

static uint64_t num(const char *s, int *bad)
{
	char *end;
	unsigned long long v = strtoull(s, &end, 0);

	if (end == s || *end)
		*bad = 1;
	return v;
}

/* seconds, possibly fractional, as nanoseconds */
static uint64_t secs(const char *s, int *bad)
{
	char *end;
	double v = strtod(s, &end);

	if (end == s || *end || v < 0)
		*bad = 1;
	return (uint64_t)(v * 1e9 + 0.5);
}

/* The optional trailing "cpus LIST" of a line; "all" without it. */
static int trailing_cpus(char **tok, int *ntok, struct fm_cpuset *s)
{
	if (*ntok >= 2 && strcmp(tok[*ntok - 2], "cpus") == 0) {
		*ntok -= 2;
		return cpuset_parse(tok[*ntok + 1], s);
	}
	return cpuset_parse("all", s);
}

static char *unescape(const char *s)
{
	char *out = malloc(strlen(s) + 2), *o = out;

	if (!out)
		abort();
	for (; *s; s++) {
		if (s[0] == '\\' && s[1] == 'n') {
			*o++ = '\n';
			s++;
		} else {
			*o++ = *s;
		}
	}
	*o++ = '\n';
	*o = '\0';
	return out;
}

static int parse_line(struct fm_model *m, char *line, char *rest)
{
	char *tok[16];
	int n = 0, bad = 0;

	for (char *t = strtok(line, " \t"); t && n < 16; t = strtok(NULL, " \t"))
		tok[n++] = t;
	if (n == 0)
		return 0;
	if (strcmp(tok[0], "topology") == 0 && n == 4) {
		m->pkgs = (int)num(tok[1], &bad);
		m->cores = (int)num(tok[2], &bad);
		m->threads = (int)num(tok[3], &bad);
		m->ncpu = m->pkgs * m->cores * m->threads;
		return bad || m->ncpu <= 0 || m->ncpu > FM_MAX_CPUS ? -1 : 0;
	}
	if (strcmp(tok[0], "devices") == 0) {
		m->dev_msr = m->dev_msr_safe = m->dev_batch = m->dev_perf = m->dev_msr_android = 0;
		for (int i = 1; i < n; i++) {
			if (strcmp(tok[i], "msr") == 0)
				m->dev_msr = 1;
			else if (strcmp(tok[i], "msr-android") == 0)
				m->dev_msr_android = 1;
			else if (strcmp(tok[i], "msr_safe") == 0)
				m->dev_msr_safe = 1;
			else if (strcmp(tok[i], "batch") == 0)
				m->dev_batch = 1;
			else if (strcmp(tok[i], "perf") == 0)
				m->dev_perf = 1;
			else
				return -1;
		}
		return 0;
	}
	if (strcmp(tok[0], "cpufreq-load") == 0)
		return fm_load_parse(m, tok, n);
	if (strcmp(tok[0], "sleep") == 0 && n == 2 && strcmp(tok[1], "real") == 0) {
		m->sleep_real = 1;
		return 0;
	}
	if (strcmp(tok[0], "irq") == 0 && (n == 2 || (n == 4 && strcmp(tok[2], "queues") == 0))) {
		m->irq_rate = num(tok[1], &bad);
		m->irq_queues = n == 4 ? (int)num(tok[3], &bad) : 0;
		return bad || m->irq_queues < 0 || m->irq_queues > 100000 ? -1 : 0;
	}
	if (strcmp(tok[0], "deny") == 0 && n == 2) {
		m->deny = grow(m->deny, m->ndeny, sizeof(*m->deny));
		m->deny[m->ndeny++] = (uint32_t)num(tok[1], &bad);
		return bad ? -1 : 0;
	}
	if (strcmp(tok[0], "msr") == 0 && n >= 3) {
		struct fm_msr r = { .width = 64 };

		if (trailing_cpus(tok, &n, &r.cpus))
			return -1;
		if (n >= 5 && strcmp(tok[n - 2], "width") == 0) {
			r.width = (unsigned)num(tok[n - 1], &bad);
			n -= 2;
		}
		if (n != 3 && n != 4)
			return -1;
		r.reg = (uint32_t)num(tok[1], &bad);
		r.value = num(tok[2], &bad);
		r.rate = n == 4 ? num(tok[3], &bad) : 0;
		if (bad || r.width == 0 || r.width > 64)
			return -1;
		m->msr = grow(m->msr, m->nmsr, sizeof(*m->msr));
		m->msr[m->nmsr++] = r;
		return 0;
	}
	if (strcmp(tok[0], "fault") == 0 && n >= 5) {
		struct fm_faultrule f = { 0 };
		int k = 2;

		if (trailing_cpus(tok, &n, &f.cpus))
			return -1;
		if (strcmp(tok[1], "eio") == 0) {
			f.kind = FM_EIO;
		} else if (strcmp(tok[1], "appear") == 0) {
			f.kind = FM_APPEAR;
		} else if (strcmp(tok[1], "jump") == 0) {
			f.kind = FM_JUMP;
			k = 3;
			f.delta = strtoll(tok[3], NULL, 0);
		} else {
			return -1;
		}
		if (n != k + 3 || strcmp(tok[k + 1], "after") != 0)
			return -1;
		f.reg = (uint32_t)num(tok[2], &bad);
		f.after_ns = secs(tok[k + 2], &bad);
		if (bad)
			return -1;
		m->fault = grow(m->fault, m->nfault, sizeof(*m->fault));
		m->fault[m->nfault++] = f;
		return 0;
	}
	if (strcmp(tok[0], "offline") == 0 && (n == 4 || n == 6) && strcmp(tok[2], "from") == 0) {
		struct fm_offline o = { 0 };

		if (cpuset_parse(tok[1], &o.cpus))
			return -1;
		o.from_ns = secs(tok[3], &bad);
		if (n == 6 && strcmp(tok[4], "until") == 0)
			o.until_ns = secs(tok[5], &bad);
		else if (n == 6)
			return -1;
		m->off = grow(m->off, m->noff, sizeof(*m->off));
		m->off[m->noff++] = o;
		return bad ? -1 : 0;
	}
	if (strcmp(tok[0], "move") == 0 && n == 6 && strcmp(tok[4], "from") == 0) {
		struct fm_move v = { (int)num(tok[1], &bad), (int)num(tok[2], &bad), (int)num(tok[3], &bad),
				     secs(tok[5], &bad) };

		m->move = grow(m->move, m->nmove, sizeof(*m->move));
		m->move[m->nmove++] = v;
		return bad ? -1 : 0;
	}
	if (strcmp(tok[0], "cpuid") == 0 && n == 7) {
		struct fm_cpuid c;

		c.leaf = (uint32_t)num(tok[1], &bad);
		c.sub = (uint32_t)num(tok[2], &bad);
		for (int i = 0; i < 4; i++)
			c.regs[i] = (uint32_t)num(tok[3 + i], &bad);
		m->cpuid = grow(m->cpuid, m->ncpuid, sizeof(*m->cpuid));
		m->cpuid[m->ncpuid++] = c;
		return bad ? -1 : 0;
	}
	if (strcmp(tok[0], "perf") == 0 && (n == 3 || (n == 5 && strcmp(tok[3], "shift") == 0))) {
		struct fm_perf p = { .reg = (uint32_t)num(tok[2], &bad) };

		if (n == 5 && ((p.shift = (unsigned)num(tok[4], &bad)) == 0 || p.shift > 32))
			bad = 1;

		p.name = strdup(tok[1]);
		m->perf = grow(m->perf, m->nperf, sizeof(*m->perf));
		m->perf[m->nperf++] = p;
		return bad ? -1 : 0;
	}
	if (strcmp(tok[0], "task") == 0 && n == 3) {
		static const char *const names[3] = { "cycles", "instructions", "ref-cycles" };

		for (int k = 0; k < 3; k++)
			if (strcmp(tok[1], names[k]) == 0) {
				m->task[k] = num(tok[2], &bad);
				m->task_set[k] = 1;
				return bad ? -1 : 0;
			}
		return -1;
	}
	if (strcmp(tok[0], "word") == 0 && (n == 4 || n == 5)) {
		struct fm_word w = { .off = num(tok[2], &bad), .value = num(tok[3], &bad) };

		w.rate = n == 5 ? num(tok[4], &bad) : 0;
		w.path = strdup(tok[1]);
		m->word = grow(m->word, m->nword, sizeof(*m->word));
		m->word[m->nword++] = w;
		return bad ? -1 : 0;
	}
	if (strcmp(tok[0], "idle") == 0 && n == 4 && m->nidle < FM_IDLE_MAX && strlen(tok[1]) < sizeof(m->idle[0].name)) {
		struct fm_idle *st = &m->idle[m->nidle++];

		strcpy(st->name, tok[1]);
		st->time_rate = num(tok[2], &bad);
		st->usage_rate = num(tok[3], &bad);
		return bad ? -1 : 0;
	}
	if (strcmp(tok[0], "file") == 0 && n >= 2 && rest) {
		struct fm_file f = { strdup(tok[1]), unescape(rest) };

		m->file = grow(m->file, m->nfile, sizeof(*m->file));
		m->file[m->nfile++] = f;
		return 0;
	}
	return -1;
}

/* "include NAME": another description, from the same directory, read at that point. */
static int load_file(struct fm_model *m, const char *path, int depth, char *err, size_t errlen)
{
	FILE *f = fopen(path, "r");
	char *line = NULL, inc[4096];
	size_t cap = 0;
	int lineno = 0, rc = 0;

	if (!f || depth > 4) {
		snprintf(err, errlen, "%s: cannot open", path);
		if (f)
			fclose(f);
		return -1;
	}
	/* any length: a generated file line (a large machine's /proc/stat) is tens of KB */
	while (!rc && getline(&line, &cap, f) > 0) {
		char *hash = strchr(line, '#'), *rest = NULL;

		lineno++;
		if (hash && strncmp(line, "file ", 5) != 0)
			*hash = '\0';
		line[strcspn(line, "\n")] = '\0';
		if (sscanf(line, "include %4095s", inc) == 1) {
			const char *slash = strrchr(path, '/');
			char sub[8192];

			snprintf(sub, sizeof(sub), "%.*s%s", slash && inc[0] != '/' ? (int)(slash - path + 1) : 0,
				 path, inc);
			rc = load_file(m, sub, depth + 1, err, errlen);
			continue;
		}
		/* a file line's text is everything after its path */
		if (strncmp(line, "file ", 5) == 0) {
			char *sp = strchr(line + 5, ' ');

			rest = sp ? sp + 1 : (char *)"";
			if (sp)
				*sp = '\0';
		}
		if (parse_line(m, line, rest)) {
			snprintf(err, errlen, "%s:%d: malformed line", path, lineno);
			rc = -1;
		}
	}
	free(line);
	fclose(f);
	return rc;
}

int fm_load(struct fm_model *m, const char *path, char *err, size_t errlen)
{
	memset(m, 0, sizeof(*m));
	m->dev_msr = 1;
	if (load_file(m, path, 0, err, errlen))
		return -1;
	if (!m->ncpu) {
		snprintf(err, errlen, "%s: no topology line", path);
		return -1;
	}
	return 0;
}

int fm_cpu_online(const struct fm_model *m, int cpu, uint64_t t_ns)
{
	if (cpu < 0 || cpu >= m->ncpu)
		return 0;
	for (int i = 0; i < m->noff; i++) {
		const struct fm_offline *o = &m->off[i];

		if (cpuset_has(&o->cpus, cpu) && t_ns >= o->from_ns && (!o->until_ns || t_ns < o->until_ns))
			return 0;
	}
	return 1;
}

int fm_msr_read(const struct fm_model *m, int cpu, uint32_t reg, uint64_t t_ns, uint64_t *val)
{
	return fm_msr_count(m, cpu, reg, t_ns, 0, val);
}

int fm_msr_count(const struct fm_model *m, int cpu, uint32_t reg, uint64_t t_ns, int unwrapped, uint64_t *val)
{
	const struct fm_msr *r = NULL;

	if (cpu < 0 || cpu >= m->ncpu)
		return -EINVAL;
	if (!fm_cpu_online(m, cpu, t_ns))
		return -ENXIO;
	for (int i = m->nmsr - 1; i >= 0 && !r; i--)
		if (m->msr[i].reg == reg && cpuset_has(&m->msr[i].cpus, cpu))
			r = &m->msr[i];
	if (!r)
		return -EIO;	/* the msr driver's answer to the #GP of an absent register */
	uint64_t v = r->value + (uint64_t)((unsigned __int128)r->rate * t_ns / 1000000000u);

	fm_load_count(m, cpu, reg, &v);

	for (int i = 0; i < m->nfault; i++) {
		const struct fm_faultrule *f = &m->fault[i];

		if (f->reg != reg || !cpuset_has(&f->cpus, cpu))
			continue;
		if ((f->kind == FM_EIO && t_ns >= f->after_ns) || (f->kind == FM_APPEAR && t_ns < f->after_ns))
			return -EIO;
		if (f->kind == FM_JUMP && t_ns >= f->after_ns)
			v += (uint64_t)f->delta;
	}
	*val = r->width == 64 || unwrapped ? v : v & ((1ull << r->width) - 1);
	return 0;
}

int fm_msr_allowed(const struct fm_model *m, uint32_t reg)
{
	for (int i = 0; i < m->ndeny; i++)
		if (m->deny[i] == reg)
			return 0;
	return 1;
}

/* APIC id: package, core and thread fields packed as CPUID leaf 0BH enumerates them (SDM vol. 3A 9.9). */
static uint32_t apic_id(const struct fm_model *m, int cpu)
{
	int thread = cpu / (m->pkgs * m->cores), pkg = cpu % (m->pkgs * m->cores) / m->cores,
	    core = cpu % m->cores;
	unsigned tbits = 0, cbits = 0;

	while ((1 << tbits) < m->threads)
		tbits++;
	while ((1 << cbits) < m->cores)
		cbits++;
	return (uint32_t)(pkg << (tbits + cbits) | core << tbits | thread);
}

void fm_cpuid_read(const struct fm_model *m, int cpu, uint32_t leaf, uint32_t sub, uint32_t regs[4])
{
	memset(regs, 0, 4 * sizeof(*regs));
	for (int i = 0; i < m->ncpuid; i++)
		if (m->cpuid[i].leaf == leaf && m->cpuid[i].sub == sub)
			memcpy(regs, m->cpuid[i].regs, 4 * sizeof(*regs));
	if (leaf == 1)
		regs[1] = (regs[1] & 0x00ffffffu) | apic_id(m, cpu) << 24;
	if (leaf == 0xb)
		regs[3] = apic_id(m, cpu);
}

/* Linux numbers the first thread of every core first: cpu = thread * (pkgs * cores) + pkg * cores + core. */
static void topo_of(const struct fm_model *m, int cpu, int *pkg, int *core)
{
	*pkg = cpu % (m->pkgs * m->cores) / m->cores;
	*core = cpu % m->cores;
}

static long put(char *buf, size_t size, size_t used, const char *fmt, unsigned long long a,
		unsigned long long b)
{
	if (used >= size)
		return (long)used;
	int n = snprintf(buf + used, size - used, fmt, a, b);

	return (long)(used + (size_t)n < size ? used + (size_t)n : size - 1);
}

static long online_text(const struct fm_model *m, uint64_t t_ns, char *buf, size_t size)
{
	long used = 0;
	int first = 1;

	buf[0] = '\0';
	for (int c = 0; c < m->ncpu; c++) {
		if (!fm_cpu_online(m, c, t_ns))
			continue;
		int e = c;

		while (e + 1 < m->ncpu && fm_cpu_online(m, e + 1, t_ns))
			e++;
		used = put(buf, size, (size_t)used, e > c ? "%llu-%llu" : "%llu", (unsigned long long)c,
			   (unsigned long long)e);
		c = e;
		first = 0;
		used = put(buf, size, (size_t)used, ",", 0, 0);
	}
	if (!first)
		buf[--used] = '\0';
	return put(buf, size, (size_t)used, "\n", 0, 0);
}

/*
 * /proc/interrupts a line at a time (a large machine's is megabytes: the
 * preload serves it without holding it): line 0 the online CPUs' columns,
 * then irq_queues device-queue rows counting nothing, then one LOC row
 * counting irq_rate per second; -1 past the end.
 */
static long interrupts_line(const struct fm_model *m, uint64_t t_ns, int k, char *buf, size_t size)
{
	uint64_t count = (uint64_t)((unsigned __int128)m->irq_rate * t_ns / 1000000000u);
	long used;

	if (k < 0 || k > m->irq_queues + 1)
		return -1;
	if (k == 0)
		used = put(buf, size, 0, "     ", 0, 0);
	else if (k <= m->irq_queues)
		/* an NVMe drive's queue as the kernel lists it: an IRQ number, a count per CPU, the chip and name */
		used = put(buf, size, 0, "%4llu:", (unsigned long long)(100 + k - 1), 0);
	else
		used = put(buf, size, 0, "LOC:", 0, 0);
	for (int c = 0; c < m->ncpu; c++)
		if (fm_cpu_online(m, c, t_ns))
			used = k == 0 ? put(buf, size, (size_t)used, "      CPU%llu", (unsigned long long)c, 0)
				: put(buf, size, (size_t)used, " %10llu", k <= m->irq_queues ? 0 : (unsigned long long)count, 0);
	if (k == 0)
		return put(buf, size, (size_t)used, "\n", 0, 0);
	if (k <= m->irq_queues)
		return put(buf, size, (size_t)used, "  IR-PCI-MSIX-0000:01:00.0 %llu-edge      nvme0q%llu\n",
			   (unsigned long long)(k - 1), (unsigned long long)(k - 1));
	return put(buf, size, (size_t)used, "   Local timer interrupts\n", 0, 0);
}

static long interrupts_text(const struct fm_model *m, uint64_t t_ns, char *buf, size_t size)
{
	long used = 0;

	buf[0] = '\0';
	for (int k = 0; (size_t)used + 1 < size && interrupts_line(m, t_ns, k, buf + used, size - (size_t)used) >= 0; k++)
		used += (long)strlen(buf + used);
	return used;
}

long fm_interrupts_line(const struct fm_model *m, uint64_t t_ns, int k, char *buf, size_t size)
{
	for (int i = 0; i < m->nfile; i++)
		if (strcmp(m->file[i].path, "/proc/interrupts") == 0)
			return -1;
	return interrupts_line(m, t_ns, k, buf, size);
}

/* cpuN/cpuidle/stateK/FILE of an idle line: its name, or its counts at @t_ns (below and above: none). */
static long idle_file(const struct fm_model *m, const char *path, uint64_t t_ns, char *buf, size_t size)
{
	char name[16];
	int cpu, k, n = 0;

	if (sscanf(path, SYSCPU "cpu%d/cpuidle/state%d/%15s%n", &cpu, &k, name, &n) != 3 || path[n] ||
	    k < 0 || k >= m->nidle || cpu < 0 || cpu >= m->ncpu || !fm_cpu_online(m, cpu, t_ns))
		return -ENOENT;
	const struct fm_idle *st = &m->idle[k];

	uint64_t rate = 0;

	if (strcmp(name, "name") == 0) {
		snprintf(buf, size, "%s\n", st->name);
		return (long)strlen(buf);
	}
	if (strcmp(name, "time") == 0)
		rate = st->time_rate;
	else if (strcmp(name, "usage") == 0)
		rate = st->usage_rate;
	else if (strcmp(name, "below") && strcmp(name, "above"))
		return -ENOENT;
	return put(buf, size, 0, "%llu\n", (unsigned long long)((unsigned __int128)rate * t_ns / 1000000000u), 0);
}

/* the package and core a CPU's topology files name at @t_ns (a "move" line changes them) */
static void topo_at(const struct fm_model *m, int cpu, uint64_t t_ns, int *pkg, int *core)
{
	topo_of(m, cpu, pkg, core);
	for (int i = 0; i < m->nmove; i++)
		if (m->move[i].cpu == cpu && t_ns >= m->move[i].from_ns) {
			*pkg = m->move[i].pkg;
			*core = m->move[i].core;
		}
}

/*
 * thread_siblings: the online CPUs of @cpu's core as a hex mask of every
 * possible CPU, 32 bits a word, the highest first, comma-separated, the
 * first word only as wide as its bits need (drivers/base/topology.c prints
 * topology_sibling_cpumask() with %*pb: bitmap_string() in the kernel's vsprintf.c).
 */
static long siblings_text(const struct fm_model *m, int cpu, uint64_t t_ns, char *buf, size_t size)
{
	int pkg, core, p, c;
	long used = 0;

	if (!size)
		return -ENOSPC;
	topo_at(m, cpu, t_ns, &pkg, &core);
	for (int hi = (m->ncpu - 1) / 32 * 32; hi >= 0; hi -= 32) {
		unsigned long long word = 0;
		int bits = m->ncpu - hi < 32 ? m->ncpu - hi : 32;

		for (int k = 0; k < bits; k++) {
			topo_at(m, hi + k, t_ns, &p, &c);
			if (p == pkg && c == core && fm_cpu_online(m, hi + k, t_ns))
				word |= 1ull << k;
		}
		int w = snprintf(buf + used, size - (size_t)used, hi ? "%0*llx," : "%0*llx\n", (bits + 3) / 4, word);

		if (w < 0 || (size_t)(used + w) >= size)
			return -ENOSPC;
		used += w;
	}
	return used;
}

static long topology_file(const struct fm_model *m, const char *path, uint64_t t_ns, char *buf, size_t size)
{
	char name[64];
	int cpu, pkg, core, n = 0;

	if (sscanf(path, SYSCPU "cpu%d/topology/%63s%n", &cpu, name, &n) != 2 || path[n] ||
	    !fm_cpu_online(m, cpu, t_ns))
		return -ENOENT;
	topo_at(m, cpu, t_ns, &pkg, &core);
	if (strcmp(name, "thread_siblings") == 0)
		return siblings_text(m, cpu, t_ns, buf, size);
	if (strcmp(name, "physical_package_id") == 0)
		return put(buf, size, 0, "%llu\n", (unsigned long long)pkg, 0);
	if (strcmp(name, "core_id") == 0)
		return put(buf, size, 0, "%llu\n", (unsigned long long)core, 0);
	if (strcmp(name, "die_id") == 0)
		return put(buf, size, 0, "0\n", 0, 0);
	return -ENOENT;
}

/* /sys/bus/event_source/devices/PMU/{type,events/EVENT,format/event} of the perf lines */
static long perf_file(const struct fm_model *m, const char *path, char *buf, size_t size)
{
	const char *dev = "/sys/bus/event_source/devices/";
	size_t dl = strlen(dev);

	if (!m->dev_perf || strncmp(path, dev, dl) != 0)
		return -ENOENT;
	const char *pmu = path + dl, *slash = strchr(pmu, '/');

	if (!slash)
		return -ENOENT;
	size_t pl = (size_t)(slash - pmu);

	for (int i = 0, type = 0; i < m->nperf; i++) {
		const char *name = m->perf[i].name;

		/* a PMU's type is 100 + the index of its first perf line */
		if (strncmp(name, pmu, pl) != 0 || name[pl] != '/')
			continue;
		if (!type)
			type = 100 + i;
		if (strcmp(slash, "/type") == 0)
			return put(buf, size, 0, "%llu\n", (unsigned long long)type, 0);
		if (strcmp(slash, "/format/event") == 0)
			return put(buf, size, 0, "config:0-63\n", 0, 0);
		if (strncmp(slash, "/events/", 8) == 0 && strcmp(slash + 8, name + pl + 1) == 0)
			return put(buf, size, 0, "event=0x%llx\n", (unsigned long long)i, 0);
	}
	return -ENOENT;
}

static int word_file(const struct fm_model *m, const char *path)
{
	for (int i = 0; i < m->nword; i++)
		if (strcmp(m->word[i].path, path) == 0)
			return 1;
	return 0;
}

int fm_word_read(const struct fm_model *m, const char *path, uint64_t off, uint64_t t_ns, uint64_t *val)
{
	for (int i = m->nword - 1; i >= 0; i--) {
		if (strcmp(m->word[i].path, path) == 0 && m->word[i].off == off) {
			*val = m->word[i].value + (uint64_t)((unsigned __int128)m->word[i].rate * t_ns / 1000000000u);
			return 0;
		}
	}
	return word_file(m, path) ? -ENODATA : -ENOENT;
}

long fm_file_text(const struct fm_model *m, const char *path, uint64_t t_ns, char *buf, size_t size)
{
	/* a binary file of words exists, with no text */
	if (word_file(m, path)) {
		buf[0] = '\0';
		return 0;
	}
	for (int i = m->nfile - 1; i >= 0; i--) {
		if (strcmp(m->file[i].path, path) == 0) {
			snprintf(buf, size, "%s", m->file[i].text);
			return (long)strlen(buf);
		}
	}
	if (strcmp(path, SYSCPU "online") == 0)
		return online_text(m, t_ns, buf, size);
	if (strcmp(path, SYSCPU "present") == 0)
		return put(buf, size, 0, m->ncpu > 1 ? "0-%llu\n" : "%llu\n", (unsigned long long)(m->ncpu - 1), 0);
	if (strcmp(path, "/proc/interrupts") == 0)
		return interrupts_text(m, t_ns, buf, size);
	if (strncmp(path, SYSCPU "cpu", strlen(SYSCPU "cpu")) == 0 && strstr(path, "/cpuidle/state"))
		return idle_file(m, path, t_ns, buf, size);
	if (strncmp(path, SYSCPU "cpu", strlen(SYSCPU "cpu")) == 0)
		return topology_file(m, path, t_ns, buf, size);
	return perf_file(m, path, buf, size);
}

/*
 * The perf line an open asks for: with PMU @type, the line whose index the
 * events/ file gave as @config, or a line "pmu/config=VALUE" naming @config
 * itself (a raw event).  -1: none.
 */
int fm_perf_index(const struct fm_model *m, uint32_t type, uint64_t config)
{
	for (int i = 0; i < m->nperf; i++) {
		const char *name = m->perf[i].name, *slash = strchr(name, '/');
		int first = -1;

		for (int k = 0; k <= i && first < 0; k++)
			if (!strncmp(m->perf[k].name, name, (size_t)(slash - name) + 1))
				first = k;
		if (100u + (uint32_t)first != type)
			continue;
		if (!strncmp(slash + 1, "config=", 7) ? strtoull(slash + 8, NULL, 0) == config : (uint64_t)i == config)
			return i;
	}
	return -1;
}

const struct fm_perf *fm_perf_find(const struct fm_model *m, const char *name)
{
	for (int i = 0; i < m->nperf; i++)
		if (strcmp(m->perf[i].name, name) == 0)
			return &m->perf[i];
	return NULL;
}

int fm_perf_on_cpu(const struct fm_model *m, int idx, int cpu)
{
	const char *name = m->perf[idx].name;
	char path[160], text[256];
	struct fm_cpuset set;

	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%.*s/cpus", (int)strcspn(name, "/"), name);
	for (int i = m->nfile - 1; i >= 0; i--) {
		if (strcmp(m->file[i].path, path) != 0)
			continue;
		snprintf(text, sizeof(text), "%.*s", (int)strcspn(m->file[i].text, "\n"), m->file[i].text);
		return cpuset_parse(text, &set) == 0 && cpuset_has(&set, cpu);
	}
	return 1;
}

/* Adds the part of @path after @dir's "DIR/" (up to its next '/') unless listed already. */
static void dir_add(const char *dir, const char *path, char *buf, size_t size, size_t *len, int *found)
{
	size_t dn = strlen(dir), n;
	const char *name = path + dn + 1, *end;
	char line[256];

	if (strncmp(path, dir, dn) || path[dn] != '/' || !*name)
		return;
	*found = 1;
	end = strchr(name, '/');
	n = end ? (size_t)(end - name) : strlen(name);
	if (n + 2 > sizeof(line))
		return;
	snprintf(line, sizeof(line), "%.*s\n", (int)n, name);
	/* listed already: as a whole line */
	for (const char *p = buf; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL)
		if (!strncmp(p, line, n + 1))
			return;
	if (*len + n + 2 > size)
		return;
	memcpy(buf + *len, line, n + 2);
	*len += n + 1;
}

long fm_dir_list(const struct fm_model *m, const char *dir, char *buf, size_t size)
{
	size_t len = 0;
	int found = 0;

	if (!size)
		return -ENOENT;
	buf[0] = '\0';
	for (int i = 0; i < m->nfile; i++)
		dir_add(dir, m->file[i].path, buf, size, &len, &found);
	for (int i = 0; i < m->nword; i++)
		dir_add(dir, m->word[i].path, buf, size, &len, &found);
	return found ? (long)len : -ENOENT;
}

int fm_task_index(uint32_t type, uint64_t config)
{
	/* include/uapi/linux/perf_event.h: PERF_COUNT_HW_CPU_CYCLES 0, _INSTRUCTIONS 1, _REF_CPU_CYCLES 9 */
	if (type != 0)
		return -1;
	return config == 0 ? 0 : config == 1 ? 1 : config == 9 ? 2 : -1;
}
