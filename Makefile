# SPDX-License-Identifier: GPL-2.0-only
# turbostat-ng build.  `make run` and `make check` each do all set-up on a
# fresh Debian machine: the deps target installs what is missing.

PREFIX  ?= /usr/local
DESTDIR ?=
CC      ?= cc
PKGS    := libcap ncursesw libpci libmicrohttpd libcrypt
DEBS    := libcap-dev libncurses-dev libpci-dev libcmocka-dev libmicrohttpd-dev pkg-config tmux prometheus curl gnuplot-nox libxml2-utils \
	   libcrypt-dev openssl apache2-utils
# make check lints the man page with man-db (groff's warnings) and mandoc (tests/unit/test_manpage.c)
DEBS    += man-db mandoc
# and runs the shell completions: bash with bash-completion loaded, zsh's syntax check (completion-* cases)
DEBS    += bash-completion zsh

WARN    := -std=c11 -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes
CFLAGS  ?= -O2 -g
ALL_CFLAGS = $(WARN) -D_GNU_SOURCE -DTSNG_ALLOWLIST='"$(PREFIX)/share/turbostat-ng/msr-safe-allowlist"' -I. -Iinclude $(CFLAGS) $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
LIBS     = $(shell pkg-config --libs $(PKGS) 2>/dev/null || echo -lcap -lncursesw -lpci -lmicrohttpd -lcrypt) -lm

# Every concern is a folder; a new .c file in one of them is built without editing this file.
LIB_DIRS := msr decode output measure gov top cli compare
LIB_SRC  := $(sort $(foreach d,$(LIB_DIRS),$(wildcard $(d)/*.c)))
MAIN_SRC := turbostat-ng.c
UNIT_SRC := $(sort $(wildcard tests/unit/test_*.c))

B_REL  := build/rel
B_SAN  := build/san
SAN    := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all

objs = $(patsubst %.c,$(1)/%.o,$(2))

.PHONY: all deps run check bench install clean regen fuzz sim-report
# Object files of the test binaries are kept, so make check ends with the test total, not with rm.
.SECONDARY:
all: turbostat-ng

# $(call install_debs,PACKAGES): installs those missing when root, else names them and fails.
define install_debs
	@missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "installing:$$missing"; \
	    (apt-get install -y -q $$missing >/dev/null 2>&1 || \
	     (apt-get update -q >/dev/null && apt-get install -y -q $$missing >/dev/null)) || \
	     { echo "apt-get install$$missing failed"; exit 1; }; \
	  else echo "missing packages:$$missing; run: sudo apt-get install$$missing"; exit 1; fi; \
	fi
	@mkdir -p build && touch $@
endef

DEPS_STAMP := build/.deps-ok
deps: $(DEPS_STAMP)
$(DEPS_STAMP):
	$(call install_debs,$(DEBS))

$(B_REL)/%.o: %.c | $(DEPS_STAMP)
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	@$(CC) $(ALL_CFLAGS) -MMD -MP -c $< -o $@
$(B_SAN)/%.o: %.c | $(DEPS_STAMP)
	@mkdir -p $(dir $@)
	@echo "  CC san  $<"
	@$(CC) $(ALL_CFLAGS) $(SAN) -O1 -MMD -MP -c $< -o $@

$(B_REL)/libtsng.a: $(call objs,$(B_REL),$(LIB_SRC))
	@rm -f $@; ar rcs $@ $^
$(B_SAN)/libtsng.a: $(call objs,$(B_SAN),$(LIB_SRC))
	@rm -f $@; ar rcs $@ $^

turbostat-ng: $(B_REL)/turbostat-ng.o $(B_REL)/libtsng.a
	@echo "  LD      $@"
	@$(CC) $(CFLAGS) -o $@ $^ $(LIBS)
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
$(FUZZ_STAMP): | $(DEPS_STAMP)
	$(call install_debs,$(FUZZ_DEBS))
$(B_FUZZ)/%.o: %.c | $(FUZZ_STAMP)
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

# Unit and CLI tests, once as built and once under ASan+UBSan; the last line is the total.
check: turbostat-ng $(B_SAN)/turbostat-ng $(UNIT_REL) $(UNIT_SAN) $(FAKE) $(FUZZ_REL) $(FUZZ_SAN)
	@sh tests/run-all.sh ./turbostat-ng $(B_REL)/tests $(B_SAN)/turbostat-ng $(B_SAN)/tests

# make bench counts system calls with strace, which neither run nor check needs
BENCH_DEBS := strace
BENCH_STAMP := build/.bench-deps-ok
$(BENCH_STAMP): | $(DEPS_STAMP)
	$(call install_debs,$(BENCH_DEBS))
bench: turbostat-ng $(FAKE) $(BENCH_STAMP)
	@sh tests/bench.sh ./turbostat-ng
	@sh tests/bench-large.sh ./turbostat-ng

# The simulation against the seed threads' tables (tests/sim/targets.tsv, declared before any run):
# docs/sim-report.md, every row with its verdict.  About two minutes on two cores.
SIM_SEEDS ?= 50
SIM_SECONDS ?= 30
sim-report: turbostat-ng
	@python3 tests/sim/report.py ./turbostat-ng tests/sim/targets.tsv docs/sim-report.md $(SIM_SEEDS) $(SIM_SECONDS)

# Rewrites the CLI goldens from the current binary; a person reads the diff before committing.
regen: turbostat-ng
	@sh tests/cli/run.sh ./turbostat-ng --regen

install: turbostat-ng
	install -D -m 755 turbostat-ng $(DESTDIR)$(PREFIX)/bin/turbostat-ng
	install -D -m 644 man/turbostat-ng.8 $(DESTDIR)$(PREFIX)/share/man/man8/turbostat-ng.8
	install -D -m 644 msr/msr-safe-allowlist $(DESTDIR)$(PREFIX)/share/turbostat-ng/msr-safe-allowlist
	install -D -m 644 build/completion/turbostat-ng $(DESTDIR)$(PREFIX)/share/bash-completion/completions/turbostat-ng
	install -D -m 644 build/completion/_turbostat-ng $(DESTDIR)$(PREFIX)/share/zsh/vendor-completions/_turbostat-ng
install: $(COMPLETIONS)

clean:
	rm -rf build turbostat-ng

-include $(shell find build -name '*.d' 2>/dev/null)
