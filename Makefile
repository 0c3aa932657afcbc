# splitwm: build, test, try, install. `make test` and `make try` work on a fresh Debian
# machine with Swift: they install the Debian packages they need first.
SWIFT ?= swift
PREFIX ?= /usr/local
DESTDIR ?=

# What building needs (X headers, pkg-config; libxcb's, libXau's and libXdmcp's static archives for
# the static splitctl; pango and cairo for the tab bars' text, loaded at run time, and their
# headers for scripts/measure-text.c and the Debian package's stub (scripts/deb.sh); PCRE2's headers and
# archive for the window criteria's regexes) and what the X tests run
# (Xvfb, xrandr, xdotool, pkill, xtrace to count the requests splitwm sends; bash-completion, zsh and
# fish to drive splitctl's completions; a colour emoji font and a CJK font for the tab bars' fallback;
# i3-wm, i3status and python3-i3ipc for i3's own clients of i3's socket, bspwm (bspc) and sxhkd for a
# bspwm user's setup, and autotiling from PyPI through scripts/ensure-pydeps.sh).
BUILD_PACKAGES := pkg-config libx11-dev libxcursor-dev libxrandr-dev libxtst-dev libxfixes-dev libxi-dev libxext-dev libxcb-res0-dev \
	libxcb1-dev libxau-dev libxdmcp-dev libx11-xcb-dev libpango1.0-dev libcairo2-dev libpcre2-dev
# The tour of `make try` without a display (TOUR_PACKAGES) runs in a test too, and so does a
# Swing window (Java's single-file launcher needs the JDK's compiler; AWT the full JRE), and
# the real programs of issue 28 (feh, Chromium, GIMP).
TOUR_PACKAGES := $(BUILD_PACKAGES) xvfb xterm xdotool imagemagick polybar zenity fonts-dejavu-core
TEST_PACKAGES := $(BUILD_PACKAGES) xvfb x11-xserver-utils x11-utils x11-xkb-utils xdotool procps xtrace \
	wmctrl polybar zenity rofi fonts-dejavu-core fonts-noto-color-emoji fonts-wqy-microhei groff-base man-db bash-completion zsh fish \
	i3-wm i3status python3-i3ipc bspwm sxhkd pcmanfm $(TOUR_PACKAGES) openjdk-17-jre openjdk-17-jdk-headless feh mpv chromium gimp
TRY_PACKAGES := $(BUILD_PACKAGES) xserver-xephyr xterm
SHOT_PACKAGES := $(BUILD_PACKAGES) xvfb xterm xdotool imagemagick polybar zenity fonts-dejavu-core fonts-noto-color-emoji fonts-wqy-microhei

.PHONY: all build test fuzz try screenshot sidebars groups workspaces bench measure bench-peers soak install install-man install-completions uninstall clean

all: build

build:
	@./scripts/ensure-packages.sh $(BUILD_PACKAGES)
	$(SWIFT) build

# Every test, unit and integration (the X tests start their own Xvfb servers).
# Then the Debian package's test (scripts/deb-test.sh: `make deb`'s package unpacked and installed
# into throwaway roots, and lintian), and the README's new user's path run as written, in a HOME of
# its own and without a display (scripts/new-user-path.sh: the package, an i3 config imported, the
# manual, the tour). Then each fuzz target for FUZZ_RUNS inputs from a fixed seed,
# starting from its corpus (a libFuzzer build of its own in .build-fuzz; see `fuzz` below).
FUZZ_RUNS ?= 2000
test:
	@./scripts/ensure-packages.sh $(TEST_PACKAGES)
	@./scripts/ensure-pydeps.sh
	$(SWIFT) build --build-tests
	$(SWIFT) test
	SWIFT=$(SWIFT) ./scripts/deb-test.sh
	SWIFT=$(SWIFT) ./scripts/new-user-path.sh
	SWIFT=$(SWIFT) ./scripts/fuzz.sh --runs $(FUZZ_RUNS)

# libFuzzer with AddressSanitizer on the config parser, the command parser, the IPC request reader,
# the JSON reader, the state and layout-file decoders and the pure core under random event
# sequences (Fuzz/Targets), each for FUZZ_SECONDS. One input over 10 s, or over 2 GB of memory,
# is a crash like any other: the input lands in .build-fuzz/crashes/<target>/ and make fails.
# Seeds are in Fuzz/corpus/<target>; what a run finds stays in .build-fuzz/corpus/<target>.
#   make fuzz FUZZ_SECONDS=60 FUZZ_TARGETS="config reducer"
FUZZ_SECONDS ?= 600
FUZZ_TARGETS ?=
fuzz:
	@./scripts/ensure-packages.sh $(BUILD_PACKAGES)
	SWIFT=$(SWIFT) ./scripts/fuzz.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# Every test again under AddressSanitizer (with its leak checker), then under ThreadSanitizer:
# separate debug builds in .build-asan and .build-tsan, splitwm and splitctl sanitized too; a
# summary at the end, failing on any report (scripts/sanitize.sh; suppressions, each explained,
# in scripts/sanitizers). Slow (a build and a run each): not part of `make test`.
#   make sanitize SANITIZERS=address
SANITIZERS ?= address thread
.PHONY: sanitize
sanitize:
	@./scripts/ensure-packages.sh $(TEST_PACKAGES)
	SWIFT=$(SWIFT) ./scripts/sanitize.sh $(SANITIZERS)

# splitwm in a nested Xephyr window with a few xterms, on the desktop you are using. Without a
# desktop (DISPLAY unset), a scripted tour on Xvfb written as one PNG, TOUR_PNG.
TOUR_PNG ?= splitwm-tour.png
try:
	@./scripts/ensure-packages.sh $(if $(DISPLAY),$(TRY_PACKAGES),$(TOUR_PACKAGES))
	$(SWIFT) build --product splitwm
	$(SWIFT) build --product splitctl
	@SWIFT=$(SWIFT) ./scripts/try.sh "$(TOUR_PNG)"

# docs/screenshot.png: a panel, four xterms tiled and a dialog floating, under Xvfb; and
# docs/animation.png: a strip of frames of a third xterm gliding in.
screenshot:
	@./scripts/ensure-packages.sh $(SHOT_PACKAGES)
	$(SWIFT) build --product splitwm
	$(SWIFT) build --product splitctl
	@./scripts/screenshot.sh docs/screenshot.png
	@./scripts/animation.sh docs/animation.png

# docs/sidebars.png: two sidebars built by commands, after the screen shrank from 1920 to 1280.
sidebars:
	@./scripts/ensure-packages.sh $(SHOT_PACKAGES)
	$(SWIFT) build --product splitwm
	$(SWIFT) build --product splitctl
	@./scripts/sidebars.sh docs/sidebars.png

# docs/groups.png: a stacked and a tabbed group beside a split, titles in Japanese and Hebrew.
groups:
	@./scripts/ensure-packages.sh $(SHOT_PACKAGES)
	$(SWIFT) build --product splitwm
	$(SWIFT) build --product splitctl
	@./scripts/groups.sh docs/groups.png

# docs/workspaces.png: polybar's internal/xworkspaces following a workspace switch, under Xvfb.
workspaces:
	@./scripts/ensure-packages.sh $(SHOT_PACKAGES)
	$(SWIFT) build --product splitwm
	$(SWIFT) build --product splitctl
	@./scripts/workspaces.sh docs/workspaces.png

# Engine benchmark: release build, allocations counted by the preloaded malloc interposer. Then
# the drag-lag benchmark (scripts/drag-lag.sh with splitprobe --drag: a release splitwm on a fresh
# Xvfb per case, the root splitter of 10 and 100 windows dragged at 250 and 1,000 motion events a
# second; how many motion events the windows trail the pointer). Then the frame-pacing benchmark
# (scripts/frame-pacing.sh with splitprobe --frames: a release splitwm with animation-duration 150
# on a fresh Xvfb per tree size of 4, 16 and 64 windows; a window mapped, one destroyed, hide
# toggle, a workspace switch, FRAME_REPEATS times each; the interval between frames, as the batch
# marks show them, and the late and skipped frames). Not part of `make test`.
#   make bench RUNS=3 DRAG_SIZE=1920x1080 FRAME_SIZE=3840x2160
DRAG_SIZE ?= 3840x2160
DRAG_MOTIONS ?= 300
FRAME_SIZE ?= 1920x1080
FRAME_REPEATS ?= 10
bench:
	@./scripts/ensure-packages.sh $(BUILD_PACKAGES) xvfb
	$(SWIFT) build -c release --product splitbench
	LD_PRELOAD=$$($(SWIFT) build -c release --show-bin-path)/libMallocInterposerSwift.so \
		$$($(SWIFT) build -c release --show-bin-path)/splitbench
	SWIFT=$(SWIFT) ./scripts/drag-lag.sh $(RUNS) $(DRAG_MOTIONS) $(DRAG_SIZE)
	SWIFT=$(SWIFT) ./scripts/frame-pacing.sh $(RUNS) $(FRAME_SIZE) $(FRAME_REPEATS)

# splitwm measured from outside by splitprobe (release builds, a fresh Xvfb per run): map→tile
# latency, CPU time per map, memory, splitctl's time per call. Not part of `make test`.
#   make measure WINDOWS=100 RUNS=3
WINDOWS ?= 100
RUNS ?= 1
measure:
	@./scripts/ensure-packages.sh $(BUILD_PACKAGES) xvfb
	SWIFT=$(SWIFT) ./scripts/measure.sh $(WINDOWS) $(RUNS)

# What the tab bars' text costs (scripts/measure-text.sh, C through gcc): pango+cairo against Xft and
# a baseline, each loading DejaVu Sans Mono 8 and drawing one label on a fresh Xvfb; time, instructions
# (callgrind), memory. Not part of `make test`.
#   make measure-text TEXT_RUNS=21 TEXT_REDRAWS=100
TEXT_RUNS ?= 21
TEXT_REDRAWS ?= 100
.PHONY: measure-text
measure-text:
	@./scripts/ensure-packages.sh $(BUILD_PACKAGES) xvfb gcc libxft-dev valgrind fonts-dejavu-core
	./scripts/measure-text.sh $(TEXT_RUNS) $(TEXT_REDRAWS)

# splitwm beside bspwm, i3 and two floors (splitfloor, a tiler of a few dozen lines, and splitfloor
# --reads, which also reads what ICCCM and EWMH ask of a new window) in one run
# (scripts/bench-peers.sh with splitprobe --peer): ROUNDS rounds, the five alternating within each,
# each on a fresh Xvfb of PEER_SIZE with a minimal config; map→tile, a burst, reflow and workspace
# switches through each one's IPC client, CPU, memory, idle cost, X requests through xtrace, and
# splitwm's drag lag and frame pacing. Prints the table docs/benchmarks.md shows. Not part of `make test`.
#   make bench-peers ROUNDS=5 PEER_WINDOWS=100 PEER_SIZE=1920x1080
ROUNDS ?= 5
PEER_WINDOWS ?= 100
PEER_SIZE ?= 1920x1080
PEER_PACKAGES := $(BUILD_PACKAGES) xvfb x11-utils procps xtrace bspwm i3-wm fonts-dejavu-core
bench-peers:
	@./scripts/ensure-packages.sh $(PEER_PACKAGES)
	SWIFT=$(SWIFT) ./scripts/bench-peers.sh $(ROUNDS) $(PEER_WINDOWS) $(PEER_SIZE)

# The soak: a release splitwm (built as `make install` builds it) on its own 2560x1600 Xvfb for
# SOAK_SECONDS of seeded random use by splitsoak (windows opened, closed and killed, commands,
# splitter drags, workspace switches, reloads with animations on and off, restarts, kill -9 and
# adoption, screen sizes, monitors), checked after every step that no window is lost, and splitwm's
# memory, descriptors and X resources (xrestop) measured at checkpoints. Not part of `make test`.
#   make soak SOAK_SECONDS=300 SOAK_SEED=42      (a failure prints the seed and step to replay)
SOAK_SECONDS ?= 1800
SOAK_SEED ?=
SOAK_STEPS ?=
soak:
	@./scripts/ensure-packages.sh $(BUILD_PACKAGES) xvfb x11-xserver-utils xrestop
	for product in splitwm splitctl splitsoak; do \
		$(SWIFT) build -c release --static-swift-stdlib --product $$product || exit 1; done
	SOAK_SECONDS=$(SOAK_SECONDS) SOAK_SEED=$(SOAK_SEED) SOAK_STEPS=$(SOAK_STEPS) \
		$$($(SWIFT) build -c release --static-swift-stdlib --show-bin-path)/splitsoak

# A release build linked statically against the Swift runtime (a session starts without the
# toolchain on PATH), the session file for display managers, the documentation (the README and the
# documents of docs/ it links for users, beside it as in the repository, so its links hold), and splitctl's
# completions where bash-completion, zsh and fish look for them.
USER_DOCS := usage.md configuration.md i3.md bspwm.md ipc.md engine.md benchmarks.md packaging.md
install: install-man
	@./scripts/ensure-packages.sh $(BUILD_PACKAGES)
	$(SWIFT) build -c release --static-swift-stdlib --product splitwm
	$(SWIFT) build -c release --static-swift-stdlib --product splitctl
	install -D -s -m 755 "$$($(SWIFT) build -c release --show-bin-path)/splitwm" "$(DESTDIR)$(PREFIX)/bin/splitwm"
	install -D -s -m 755 "$$($(SWIFT) build -c release --show-bin-path)/splitctl" "$(DESTDIR)$(PREFIX)/bin/splitctl"
	install -D -m 644 config/splitwm.desktop "$(DESTDIR)$(PREFIX)/share/xsessions/splitwm.desktop"
	install -D -m 644 config/splitwm.conf "$(DESTDIR)$(PREFIX)/share/splitwm/splitwm.conf"
	install -D -m 644 README.md "$(DESTDIR)$(PREFIX)/share/doc/splitwm/README.md"
	for doc in $(USER_DOCS); do \
		install -D -m 644 "docs/$$doc" "$(DESTDIR)$(PREFIX)/share/doc/splitwm/docs/$$doc" || exit 1; done
	$(MAKE) install-completions

# splitctl's completions alone (no build: the scripts are committed, generated from the command
# table). Debian's zsh looks in vendor-completions under /usr, but under /usr/local only in
# site-functions, so that is where a PREFIX other than /usr puts the zsh script.
ZSH_COMPLETIONS ?= $(if $(filter /usr,$(PREFIX)),$(PREFIX)/share/zsh/vendor-completions,$(PREFIX)/share/zsh/site-functions)
install-completions:
	install -D -m 644 completions/splitctl.bash "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/splitctl"
	install -D -m 644 completions/_splitctl "$(DESTDIR)$(ZSH_COMPLETIONS)/_splitctl"
	install -D -m 644 completions/splitctl.fish "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/splitctl.fish"

# The man pages, as committed in man/ (generated from the code's tables; see docs/hacking.md),
# compressed as Debian installs them: gzip -9n, so the same page gives the same bytes.
MAN_PAGES := splitwm.1 splitctl.1 splitwm.5
install-man:
	for page in $(MAN_PAGES); do \
		dir="$(DESTDIR)$(PREFIX)/share/man/man$${page##*.}"; \
		install -d "$$dir" && gzip -9n < "man/$$page" > "$$dir/$$page.gz" && chmod 644 "$$dir/$$page.gz" || exit 1; \
	done

uninstall:
	for page in $(MAN_PAGES); do rm -f "$(DESTDIR)$(PREFIX)/share/man/man$${page##*.}/$$page.gz"; done
	rm -f "$(DESTDIR)$(PREFIX)/bin/splitwm" "$(DESTDIR)$(PREFIX)/bin/splitctl" "$(DESTDIR)$(PREFIX)/share/xsessions/splitwm.desktop"
	rm -rf "$(DESTDIR)$(PREFIX)/share/doc/splitwm" "$(DESTDIR)$(PREFIX)/share/splitwm"
	rm -f "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/splitctl" \
		"$(DESTDIR)$(ZSH_COMPLETIONS)/_splitctl" \
		"$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/splitctl.fish"

# splitwm_VERSION-1_ARCH.deb here: what `make install PREFIX=/usr` installs, packaged with
# dpkg-deb (scripts/deb.sh: Depends from dpkg-shlibdeps, the copyright file, the changelog, the
# x-window-manager alternative). VERSION is `splitwm --version`'s. Its test, in `make test`
# (scripts/deb-test.sh), also runs lintian.
#   make deb && sudo apt install ./splitwm_*.deb
DEB_PACKAGES := $(BUILD_PACKAGES) dpkg-dev
TEST_PACKAGES += dpkg-dev lintian
.PHONY: deb
deb:
	@./scripts/ensure-packages.sh $(DEB_PACKAGES)
	SWIFT=$(SWIFT) ./scripts/deb.sh

clean:
	rm -rf .build .build-asan .build-tsan .build-fuzz
	rm -f splitwm_*.deb
