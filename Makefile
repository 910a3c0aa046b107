# SPDX-License-Identifier: GPL-2.0-only
# turbostat-ng build.  `make run` and `make check` each do all set-up on a
# fresh Debian machine: the deps target installs what is missing.

# The one version: --version, the man page's .TH line, debian/changelog and NEWS agree with it
# (tests/version.sh).  Not git describe: the CLI goldens and the package pin this text.
VERSION      := 0.2.0
VERSION_DATE := 2026-12-03

PREFIX  ?= /usr/local
DESTDIR ?=
CC      ?= cc
PKGS    := libcap ncursesw libpci libmicrohttpd libcrypt zlib
# What building and running need (make run); make check, make bench and make fuzz add their tools.
# tools/deps.sh installs the missing ones (--no-install-recommends, no service left enabled or
# running) and writes apt's output to $(APT_LOG).
DEBS    := gcc libc6-dev pkg-config libcap-dev libncurses-dev libpci-dev libmicrohttpd-dev libcrypt-dev zlib1g-dev
# cmocka (unit tests), tmux and procps (top view cases), python3 (JSON checks, the Prometheus
# round trip), prometheus and curl (the round trip; promtool), systemd (systemd-analyze verify),
# gnuplot-nox and libxml2-utils (plot, its SVG checked with xmllint), dpkg-dev, debhelper,
# fakeroot and build-essential (the .deb test)
DEB_DEBS := dpkg-dev debhelper fakeroot build-essential
CHECK_DEBS := libcmocka-dev tmux procps python3 prometheus curl systemd gnuplot-nox libxml2-utils $(DEB_DEBS)
# make check lints the man page with man-db (groff's warnings) and mandoc (tests/unit/test_manpage.c)
CHECK_DEBS += man-db mandoc
# and runs the shell completions: bash with bash-completion loaded, zsh's syntax check (completion-* cases)
CHECK_DEBS += bash-completion zsh
# --web-config's tests make a certificate and a bcrypt hash
CHECK_DEBS += openssl apache2-utils
# env-secure-getenv gives a copy of the binary a file capability (setcap) to run it as another user
CHECK_DEBS += libcap2-bin
APT_LOG := build/apt.log

WARN    := -std=c11 -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes
CFLAGS  ?= -O2 -g
# No code reads errno after a math call or enables floating-point traps, so neither needs keeping;
# without them to keep, GCC inlines round, lround, llround and sqrt on x86-64 (SSE2, the same
# results bit for bit), and the binary calls no libm function but compare's (compare/welch.c)
MATH_CFLAGS := -fno-math-errno -fno-trapping-math
ALL_CFLAGS = $(WARN) $(MATH_CFLAGS) -D_GNU_SOURCE -DTSNG_ALLOWLIST='"$(PREFIX)/share/turbostat-ng/msr-safe-allowlist"' -I. -Iinclude -I$(GEN) $(CPPFLAGS) $(CFLAGS) $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
# Not linked: libraries that one mode needs are loaded with dlopen() when it starts (lib/dynlib.h),
# by the SONAME of the -dev package built against, so other runs do not map them (docs/memory.md)
DLOPEN_PKGS := libmicrohttpd libpci ncursesw libcrypt zlib libm
LINK_PKGS := $(filter-out $(DLOPEN_PKGS),$(PKGS))
# the shared object of pkg-config package $(1)'s lib$(1).so (dl_stem_$(1) where the names differ;
# dl_so_$(1), the .so itself, for libm, which has no pkg-config file), through the linker script some
# -dev packages install there (libncursesw.so: INPUT(libncursesw.so.6 -ltinfo); libm.so: GROUP ( /lib/...))
dl_stem_ncursesw := libncursesw
dl_stem_zlib := libz
dl_so_libm = $(shell $(CC) -print-file-name=libm.so)
dl_file = $(shell d=$$(pkg-config --variable=libdir $(1) 2>/dev/null); f=$(or $(dl_so_$(1)),$$d/$(or $(dl_stem_$(1)),$(1)).so); \
	s=$$(sed -n 's/^\(INPUT\|GROUP\) *( *\([^ )]*\).*/\2/p' $$f 2>/dev/null | head -n 1); \
	case $$s in (/*) echo $$s ;; (*) echo $${s:+$$d/}$${s:-$$f} ;; esac)
soname = $(shell readelf -d $(call dl_file,$(1)) 2>/dev/null | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
soname_def = $(if $(call soname,$(2)),-D$(1)='"$(call soname,$(2))"')
%/measure/mhd.o: ALL_CFLAGS += $(call soname_def,TSNG_MHD_SONAME,libmicrohttpd)
%/msr/smn.o: ALL_CFLAGS += $(call soname_def,TSNG_PCI_SONAME,libpci)
%/top/term.o: ALL_CFLAGS += $(call soname_def,TSNG_CURSES_SONAME,ncursesw)
%/measure/webconf.o: ALL_CFLAGS += $(call soname_def,TSNG_CRYPT_SONAME,libcrypt)
%/measure/gzip.o: ALL_CFLAGS += $(call soname_def,TSNG_ZLIB_SONAME,zlib)
%/compare/welch.o: ALL_CFLAGS += $(call soname_def,TSNG_LIBM_SONAME,libm)
# libm as needed only: with MATH_CFLAGS nothing at -O1 and above calls it, so it is not mapped
# (tests/binary.sh); an unoptimised build (-O0, DEB_BUILD_OPTIONS=noopt) calls round and sqrt there
LIBS     = $(shell pkg-config --libs $(LINK_PKGS) 2>/dev/null || echo -lcap) -Wl,--as-needed -lm -Wl,--no-as-needed

# Every concern is a folder; a new .c file in one of them is built without editing this file.
LIB_DIRS := lib msr decode output measure gov gov/tmpl sim top cli compare
LIB_SRC  := $(sort $(foreach d,$(LIB_DIRS),$(wildcard $(d)/*.c)))
MAIN_SRC := turbostat-ng.c
UNIT_SRC := $(sort $(wildcard tests/unit/test_*.c))

B_REL  := build/rel
B_SAN  := build/san
SAN    := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
# The built-in governors written against the public header (gov/tmpl/NAME.c), each under its own symbol
# (gov/gov.c's T(NAME) rows); schedutil's file holds the amd-pstate row too (its adjust_perf path),
# pid's the pid-atom and pstate rows
$(B_REL)/gov/tmpl/%.o $(B_SAN)/gov/tmpl/%.o: ALL_CFLAGS += -DTSNG_GOVERNOR=tsng_gov_$(notdir $*)
%/gov/tmpl/schedutil.o: ALL_CFLAGS += -DTSNG_GOVERNOR_ADJUST_PERF=tsng_gov_amd_pstate
%/gov/tmpl/pid.o: ALL_CFLAGS += -DTSNG_GOVERNOR_ATOM=tsng_gov_pid_atom -DTSNG_GOVERNOR_PSTATE=tsng_gov_pstate

objs = $(patsubst %.c,$(1)/%.o,$(2))

.PHONY: all deps run check bench install clean regen fuzz sim-report sim-fit plot-example fresh plugins
# Object files of the test binaries are kept, so make check ends with the test total, not with rm.
.SECONDARY:
all: turbostat-ng

# $(call install_debs,PACKAGES): installs those missing when root, else names them and fails.
define install_debs
	@sh tools/deps.sh $(APT_LOG) $(1)
	@mkdir -p build && touch $@
endef

# build/gen/tsng_version.h: TSNG_VERSION and TSNG_DATE from VERSION, rewritten only when they
# change (so a new version rebuilds what includes it, through the .d files, and nothing else)
GEN       := build/gen
VERSION_H := $(GEN)/tsng_version.h
.PHONY: FORCE
$(VERSION_H): FORCE
	@mkdir -p $(dir $@)
	@printf '%s\n' '/* generated by make from VERSION and VERSION_DATE in the Makefile */' \
	  '#define TSNG_VERSION "$(VERSION)"' '#define TSNG_DATE "$(subst -,.,$(VERSION_DATE))"' >$@.tmp
	@if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv $@.tmp $@; fi

# build/gen/gov_templates.h: the built-in governors' sources (gov/tmpl/NAME.c) as C strings, so that
# --governor-template prints the very text compiled in (gov/template.c)
GOV_TMPL_SRC := $(sort $(wildcard gov/tmpl/*.c))
GOV_TMPL_H := $(GEN)/gov_templates.h
$(GOV_TMPL_H): $(GOV_TMPL_SRC) $(wildcard gov/tmpl/*.h) tools/c-strings.awk
	@mkdir -p $(dir $@)
	@awk -f tools/c-strings.awk $(GOV_TMPL_SRC) >$@.tmp && mv $@.tmp $@
$(B_REL)/gov/template.o $(B_SAN)/gov/template.o: $(GOV_TMPL_H)

DEPS_STAMP := build/.deps-ok
deps: $(DEPS_STAMP)
$(DEPS_STAMP): Makefile
	$(call install_debs,$(DEBS))
CHECK_STAMP := build/.check-deps-ok
$(CHECK_STAMP): Makefile | $(DEPS_STAMP)
	$(call install_debs,$(CHECK_DEBS))
# the unit tests include cmocka.h
$(call objs,$(B_REL),$(UNIT_SRC)) $(call objs,$(B_SAN),$(UNIT_SRC)): | $(CHECK_STAMP)

$(B_REL)/%.o: %.c | $(DEPS_STAMP) $(VERSION_H)
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	@$(CC) $(ALL_CFLAGS) -MMD -MP -c $< -o $@
$(B_SAN)/%.o: %.c | $(DEPS_STAMP) $(VERSION_H)
	@mkdir -p $(dir $@)
	@echo "  CC san  $<"
	@$(CC) $(ALL_CFLAGS) $(SAN) -O1 -MMD -MP -c $< -o $@

$(B_REL)/libtsng.a: $(call objs,$(B_REL),$(LIB_SRC))
	@rm -f $@; ar rcs $@ $^
$(B_SAN)/libtsng.a: $(call objs,$(B_SAN),$(LIB_SRC))
	@rm -f $@; ar rcs $@ $^

# Link order.  The kernel maps a binary's file pages in windows of 64 KiB or more around each one
# a run touches, so what a sampling run executes is kept together: main, then every folder in
# LIB_DIRS's order but the modes' (MODE_DIRS: governor models, simulator, top view, compare),
# then the modes' folders (docs/memory.md, seventh round; tests/binary.sh).  Every object is
# linked, as every one of the archive's was.
MODE_DIRS := gov gov/tmpl sim top compare
dir_src = $(foreach d,$(1),$(sort $(wildcard $(d)/*.c)))
LINK_SRC := $(MAIN_SRC) $(call dir_src,$(filter-out $(MODE_DIRS),$(LIB_DIRS)) $(MODE_DIRS))
# The binary's relative relocations packed (DT_RELR, binutils 2.38 and glibc 2.36 on): 66 KB of
# .rela.dyn, all resident, become 1 KB (docs/memory.md, seventh round; tests/binary.sh).  An older
# GNU ld ignores an unknown -z keyword with a warning and links as before.
LINK_FLAGS := -Wl,-z,pack-relative-relocs
turbostat-ng: $(call objs,$(B_REL),$(LINK_SRC))
	@echo "  LD      $@"
	@$(CC) $(CFLAGS) $(LDFLAGS) $(LINK_FLAGS) -o $@ $^ $(LIBS)
$(B_SAN)/turbostat-ng: $(B_SAN)/turbostat-ng.o $(B_SAN)/libtsng.a
	@echo "  LD san  $@"
	@$(CC) $(SAN) -o $@ $^ $(LIBS)

UNIT_REL := $(patsubst tests/unit/%.c,$(B_REL)/tests/%,$(UNIT_SRC))
UNIT_SAN := $(patsubst tests/unit/%.c,$(B_SAN)/tests/%,$(UNIT_SRC))
$(B_REL)/tests/%: $(B_REL)/tests/unit/%.o $(B_REL)/libtsng.a
	@echo "  LD      $@"
	@$(CC) -o $@ $^ -lcmocka $(LIBS)
$(B_SAN)/tests/%: $(B_SAN)/tests/unit/%.o $(B_SAN)/libtsng.a
	@echo "  LD san  $@"
	@$(CC) $(SAN) -o $@ $^ -lcmocka $(LIBS)

# Governor plugins built as a user builds one, against the public header alone: a copy of it in
# build/sdk is the only -I, so a plugin that builds uses no internal struct.  From each template as
# --governor-template prints it (gov/tmpl), the documented example (docs/examples) and one of an
# unknown ABI (tests/plugins); test_gov_plugin and the gov-plugin-* cases load them.
PLUGIN_SDK := build/sdk/include
PLUGIN_H := $(PLUGIN_SDK)/turbostat-ng/governor.h
PLUGINS := $(patsubst gov/tmpl/%.c,build/plugins/tmpl-%.so,$(GOV_TMPL_SRC)) \
	build/plugins/race-to-idle.so build/plugins/abi-wrong.so
$(PLUGIN_H): include/turbostat-ng/governor.h
	@mkdir -p $(dir $@)
	@cp $< $@
define plugin_so
	@mkdir -p $(dir $@)
	@echo "  CC so   $@"
	@$(CC) $(WARN) -O2 -fPIC -shared -I$(PLUGIN_SDK) -o $@ $<
endef
build/plugins/tmpl-%.c: turbostat-ng
	@mkdir -p $(dir $@)
	@./turbostat-ng --governor-template $* >$@.tmp && mv $@.tmp $@
build/plugins/tmpl-%.so: build/plugins/tmpl-%.c $(PLUGIN_H)
	$(plugin_so)
build/plugins/%.so: docs/examples/%.c $(PLUGIN_H)
	$(plugin_so)
build/plugins/%.so: tests/plugins/%.c $(PLUGIN_H)
	$(plugin_so)
plugins: $(PLUGINS)
$(B_REL)/tests/test_gov_plugin $(B_SAN)/tests/test_gov_plugin: | $(PLUGINS)

# The fake machine (tests/fakemachine): a preload that serves the live path's devices and files
# from a machine description.  Test code, plain (no sanitizer) so it preloads into either binary.
FAKE := build/fake/fakemachine.so
FAKE_SRC := $(wildcard tests/fakemachine/*.c)
$(FAKE): $(FAKE_SRC) $(wildcard tests/fakemachine/*.h) msr/msr_safe_abi.h | $(DEPS_STAMP)
	@mkdir -p $(dir $@)
	@echo "  CC so   $@"
	@$(CC) $(WARN:-std=c11=-std=gnu11) -D_GNU_SOURCE -I. -O2 -fPIC -shared -o $@ $(FAKE_SRC) -ldl

# Fuzz targets (tests/fuzz/fuzz_NAME.c, seeds and regression inputs in tests/fuzz/NAME/).  make check
# replays every stored input through a plain driver (tests/fuzz/replay.c), built like the tests;
# make fuzz builds them with clang's libFuzzer under ASan+UBSan and runs each for FUZZ_SECONDS.
FUZZ_NAMES := $(patsubst tests/fuzz/fuzz_%.c,%,$(sort $(wildcard tests/fuzz/fuzz_*.c)))
FUZZ_REL := $(addprefix $(B_REL)/fuzz/,$(FUZZ_NAMES))
FUZZ_SAN := $(addprefix $(B_SAN)/fuzz/,$(FUZZ_NAMES))
$(B_REL)/fuzz/%: $(B_REL)/tests/fuzz/fuzz_%.o $(B_REL)/tests/fuzz/adapt.o $(B_REL)/tests/fuzz/replay.o $(B_REL)/libtsng.a
	@mkdir -p $(dir $@)
	@echo "  LD      $@"
	@$(CC) -o $@ $^ $(LIBS)
$(B_SAN)/fuzz/%: $(B_SAN)/tests/fuzz/fuzz_%.o $(B_SAN)/tests/fuzz/adapt.o $(B_SAN)/tests/fuzz/replay.o $(B_SAN)/libtsng.a
	@mkdir -p $(dir $@)
	@echo "  LD san  $@"
	@$(CC) $(SAN) -o $@ $^ $(LIBS)

FUZZ_SECONDS ?= 60
FUZZ_CC   ?= clang
FUZZ_DEBS := clang libclang-rt-14-dev
B_FUZZ    := build/fuzz
FUZZ_FLAGS := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
# clang also warns of designated initializers that leave fields zero (meant here), and of
# _Noreturn not being part of a function's type where libpci's error hook is noreturn
FUZZ_CLANG_QUIET := -Wno-missing-field-initializers -Wno-incompatible-function-pointer-types
FUZZ_STAMP := build/.fuzz-deps-ok
$(FUZZ_STAMP): Makefile | $(DEPS_STAMP)
	$(call install_debs,$(FUZZ_DEBS))
$(B_FUZZ)/%.o: %.c | $(FUZZ_STAMP) $(VERSION_H)
	@mkdir -p $(dir $@)
	@echo "  CC fuzz $<"
	@$(FUZZ_CC) $(ALL_CFLAGS) $(FUZZ_CLANG_QUIET) $(FUZZ_FLAGS) -fsanitize=fuzzer-no-link -O1 -MMD -MP -c $< -o $@
$(B_FUZZ)/libtsng.a: $(call objs,$(B_FUZZ),$(LIB_SRC))
	@rm -f $@; ar rcs $@ $^
$(B_FUZZ)/bin/%: $(B_FUZZ)/tests/fuzz/fuzz_%.o $(B_FUZZ)/tests/fuzz/adapt.o $(B_FUZZ)/libtsng.a
	@mkdir -p $(dir $@)
	@echo "  LD fuzz $@"
	@$(FUZZ_CC) $(FUZZ_FLAGS) -fsanitize=fuzzer -o $@ $^ $(LIBS)
fuzz: $(addprefix $(B_FUZZ)/bin/,$(FUZZ_NAMES))
	@sh tests/fuzz/run.sh $(B_FUZZ) $(FUZZ_SECONDS) $(FUZZ_NAMES)

# Shell completions, written by the binary from the tables it runs on (cli/complete.c)
COMPLETIONS := build/completion/turbostat-ng build/completion/_turbostat-ng
.PHONY: completion
completion: $(COMPLETIONS)
build/completion/turbostat-ng: turbostat-ng
	@mkdir -p $(dir $@)
	./turbostat-ng --completion bash >$@.tmp && mv $@.tmp $@
build/completion/_turbostat-ng: turbostat-ng
	@mkdir -p $(dir $@)
	./turbostat-ng --completion zsh >$@.tmp && mv $@.tmp $@

run: turbostat-ng
	./turbostat-ng --num_iterations 1 --interval 1

# The Prometheus mixin (docs/runbook.md; turbostat-ng(8), PROMETHEUS): recording rules, alerts
# and Grafana dashboards written by tools/mixin.py from the tables in mixin/, checked against the
# metric families this binary exports (tools/mixin-metrics.sh): a renamed metric stops the build.
MIXIN := build/mixin
MIXIN_FILES := prometheus_rules.yaml prometheus_alerts.yaml runbook.md dashboards/turbostat-fleet.json dashboards/turbostat-host.json
MIXIN_STAMP := build/.mixin-deps-ok
$(MIXIN_STAMP): Makefile | $(DEPS_STAMP)
	$(call install_debs,python3)
.PHONY: mixin
mixin: $(MIXIN)/.done
$(MIXIN)/.done: turbostat-ng tools/mixin.py tools/mixin-metrics.sh tests/prom/gen-limits-rec.sh $(wildcard mixin/*.txt) docs/runbook.md | $(MIXIN_STAMP)
	@mkdir -p $(MIXIN)
	@echo "  MIXIN   $(MIXIN)"
	@sh tools/mixin-metrics.sh ./turbostat-ng >$(MIXIN)/metrics.txt
	@python3 tools/mixin.py $(MIXIN)/metrics.txt $(MIXIN)
	@touch $@
$(addprefix $(MIXIN)/,$(MIXIN_FILES)): $(MIXIN)/.done

# Unit and CLI tests, once as built and once under ASan+UBSan; the last line is the total.
# What it runs is built by a make of its own with a job a CPU (a plain `make check` would build
# it one file at a time), unless make was given -j already.
CHECK_BUILD := $(CHECK_STAMP) turbostat-ng $(MIXIN)/.done $(B_SAN)/turbostat-ng $(UNIT_REL) $(UNIT_SAN) $(FAKE) $(FUZZ_REL) $(FUZZ_SAN) $(PLUGINS)
.PHONY: check-build
check-build: $(CHECK_BUILD)
check:
	@$(MAKE) --no-print-directory $(if $(filter -j%,$(MAKEFLAGS)),,-j$(shell nproc 2>/dev/null || echo 2)) check-build
	@sh tests/run-all.sh ./turbostat-ng $(B_REL)/tests $(B_SAN)/turbostat-ng $(B_SAN)/tests

# make bench counts system calls with strace and works out its rows with python3; linux-cpupower
# is upstream turbostat (Debian's build), measured beside turbostat-ng on the fake machine
BENCH_DEBS := strace python3 tmux procps curl openssl apache2-utils linux-cpupower
BENCH_STAMP := build/.bench-deps-ok
$(BENCH_STAMP): Makefile | $(DEPS_STAMP)
	$(call install_debs,$(BENCH_DEBS))
bench: turbostat-ng $(FAKE) $(BENCH_STAMP)
	@sh tests/bench.sh ./turbostat-ng
	@sh tests/bench-large.sh ./turbostat-ng
	@sh tests/bench-exporter.sh ./turbostat-ng

# The simulation against the seed threads' tables (tests/sim/targets.tsv, declared before any run):
# docs/sim-report.md, every row with its verdict.  The runs go in parallel, one a CPU.  At 30 s
# about 75 CPU minutes (1 seed of 5 s took 19 CPU s; the report lists each run's CPU seconds), most
# of it tbench's wake-ups on the 8-CPU AMD part (an event per wake-up, each advancing every CPU)
# and hackbench's messages; the committed report ran SIM_SECONDS=10 (its header says so), now the
# default.  SIM_SECONDS=thread runs each run for its source thread's own duration
# (tests/sim/report.py THREAD_SECONDS: tbench 180 s).  Every run is counted after --sim-warmup's
# default second.
SIM_SEEDS ?= 50
SIM_SECONDS ?= 10
SIM_STAMP := build/.sim-deps-ok
$(SIM_STAMP): Makefile | $(DEPS_STAMP)
	$(call install_debs,python3)
sim-report: turbostat-ng $(SIM_STAMP)
	@python3 tests/sim/report.py ./turbostat-ng tests/sim/targets.tsv docs/sim-report.md $(SIM_SEEDS) $(SIM_SECONDS)
# The fit set (targets.tsv's fit rows) to sim/sim_fit.h: the constants, their targets and residuals;
# the HWP controller's free parameters to sim/sim_fit_hwp.h (SIM_FIT_STAGES=hwp: that stage alone);
# rebuilds turbostat-ng as it iterates.  About two minutes on two cores, the HWP stage five more.
sim-fit: turbostat-ng $(SIM_STAMP)
	@python3 tests/sim/fit.py ./turbostat-ng tests/sim/targets.tsv sim/sim_fit.h

# The README's two commands in a minimal Debian root made by mmdebstrap (tools/fresh.sh), as
# root; run it before a release (not part of make check: it downloads ~200 MB, ~10 min)
FRESH_STAMP := build/.fresh-deps-ok
$(FRESH_STAMP): Makefile
	$(call install_debs,mmdebstrap)
fresh: $(FRESH_STAMP)
	@sh tools/fresh.sh build/fresh

# docs/guide.md's picture (docs/plot-example.svg): a run on the fake machine, drawn by turbostat-ng plot
plot-example: turbostat-ng $(FAKE)
	@sh tests/plot/example.sh ./turbostat-ng

# Rewrites the CLI goldens from the current binary; a person reads the diff before committing.
regen: turbostat-ng
	@sh tests/cli/run.sh ./turbostat-ng --regen

# make install (PREFIX, DESTDIR): turbostat's own place is sbin (/usr/sbin/turbostat); the
# systemd units with the binary's path in ExecStart, under lib/systemd/system (systemd reads
# /usr/local/lib/systemd/system too); data in share/turbostat-ng.  What it writes, one file a
# line (MODE SOURCE DESTINATION); make uninstall removes exactly that (tools/install.sh keeps a
# manifest of the files and of the directories it created).  tests/install.sh checks both.
SBINDIR ?= $(PREFIX)/sbin
MAN8DIR ?= $(PREFIX)/share/man/man8
DATADIR ?= $(PREFIX)/share/turbostat-ng
UNITDIR ?= $(PREFIX)/lib/systemd/system
MANIFEST := $(DATADIR)/installed-files
INSTALL_FILES = \
	755 turbostat-ng $(SBINDIR)/turbostat-ng \
	644 man/turbostat-ng.8 $(MAN8DIR)/turbostat-ng.8 \
	644 msr/msr-safe-allowlist $(DATADIR)/msr-safe-allowlist \
	644 include/turbostat-ng/governor.h $(PREFIX)/include/turbostat-ng/governor.h \
	644 docs/examples/race-to-idle.c $(DATADIR)/examples/race-to-idle.c \
	644 $(UNIT_GEN)/turbostat-ng-exporter.service $(UNITDIR)/turbostat-ng-exporter.service \
	644 $(UNIT_GEN)/turbostat-ng-textfile.service $(UNITDIR)/turbostat-ng-textfile.service \
	644 $(UNIT_GEN)/turbostat-ng-textfile.timer $(UNITDIR)/turbostat-ng-textfile.timer \
	644 build/completion/turbostat-ng $(PREFIX)/share/bash-completion/completions/turbostat-ng \
	644 build/completion/_turbostat-ng $(PREFIX)/share/zsh/vendor-completions/_turbostat-ng \
	$(foreach f,$(MIXIN_FILES),644 $(MIXIN)/$(f) $(DATADIR)/mixin/$(f))
# every second word of each line: what install needs built
INSTALL_SRCS = $(foreach n,$(shell seq 2 3 $(words $(INSTALL_FILES))),$(word $(n),$(INSTALL_FILES)))

# the units with ExecStart's path for this SBINDIR (a directory per SBINDIR, so that a make
# install PREFIX=/usr after PREFIX=/usr/local writes the right one)
UNIT_GEN := build/units$(SBINDIR)
$(UNIT_GEN)/%: systemd/% Makefile
	@mkdir -p $(dir $@)
	@sed 's|/usr/sbin/turbostat-ng|$(SBINDIR)/turbostat-ng|g' $< >$@

.PHONY: uninstall install-turbostat
install: $(INSTALL_SRCS)
	@sh tools/install.sh install '$(DESTDIR)' '$(MANIFEST)' $(INSTALL_FILES)
uninstall:
	@sh tools/install.sh uninstall '$(DESTDIR)' '$(MANIFEST)'
# The turbostat name, opt-in: a symlink beside turbostat-ng (make uninstall removes it too).
# It never replaces a turbostat that is there, and says when it shadows another one on PATH
# (Debian's linux-cpupower puts turbostat in /usr/sbin, after /usr/local/sbin in root's PATH).
install-turbostat: install
	@t='$(DESTDIR)$(SBINDIR)/turbostat'; \
	if [ -e "$$t" ] || [ -L "$$t" ]; then \
	  [ "$$(readlink "$$t")" = turbostat-ng ] || { echo "$$t exists and is not turbostat-ng: left alone"; exit 1; }; \
	fi; \
	other=$$(command -v turbostat || true); \
	if [ -z '$(DESTDIR)' ] && [ -n "$$other" ] && [ "$$other" != "$$t" ]; then \
	  echo "note: $$other is also on PATH; $$t comes first or second by PATH order"; \
	fi
	@sh tools/install.sh install '$(DESTDIR)' '$(MANIFEST)' link turbostat-ng $(SBINDIR)/turbostat

# make deb: the Debian package (debian/), built by dpkg-buildpackage in a clean copy of the
# tree (what git tracks, and new files it does not ignore) in build/deb/src; the .deb lands in
# build/deb.  lintian's report follows where lintian is installed (debian/README.Debian lists
# the warnings that remain, with their reasons; LINTIAN=true skips it).  tests/deb.sh (make check)
# builds and opens it.
LINTIAN ?= lintian
DEB_STAMP := build/.deb-deps-ok
$(DEB_STAMP): Makefile | $(DEPS_STAMP)
	$(call install_debs,$(DEB_DEBS))
# debian/rules names the packages holding these in Depends (the shared-library scan sees no dlopen)
.PHONY: dlopen-files
dlopen-files:
	@echo $(foreach p,$(DLOPEN_PKGS),$(call dl_file,$(p)))

.PHONY: deb
deb: $(DEB_STAMP)
	@rm -rf build/deb && mkdir -p build/deb/src
	@if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then \
	  git ls-files -z -co --exclude-standard | xargs -0 sh -c 'for f; do [ -e "$$f" ] && printf "%s\0" "$$f"; done' sh | \
	    tar -c --null -T - | tar -x -C build/deb/src; \
	else tar -c --exclude=./build --exclude=./turbostat-ng . | tar -x -C build/deb/src; fi
	@echo "  DEB     build/deb (dpkg-buildpackage log: build/deb/build.log)"
	@cd build/deb/src && DEB_BUILD_OPTIONS="parallel=$$(nproc) $$DEB_BUILD_OPTIONS" \
	  dpkg-buildpackage -b -us -uc >../build.log 2>&1 || { tail -20 ../build.log; exit 1; }
	@ls build/deb/*.deb
	@if command -v $(LINTIAN) >/dev/null; then $(LINTIAN) --info build/deb/*.changes || true; fi

clean:
	rm -rf build turbostat-ng

-include $(shell find $(B_REL) $(B_SAN) $(B_FUZZ) -name '*.d' -type f 2>/dev/null)
