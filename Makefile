# splitwm: build, test, benchmark. `make test` works on a fresh Debian machine with Swift.
SWIFT ?= swift
# Debian packages the build and the tests need (X headers, Xvfb and the X test tools).
TEST_PACKAGES := pkg-config libx11-dev libxcursor-dev libxrandr-dev libxtst-dev libxfixes-dev xvfb x11-xserver-utils xdotool

.PHONY: all build test deps bench clean

all: build

build:
	$(SWIFT) build

deps:
	@./scripts/ensure-packages.sh $(TEST_PACKAGES)

# Every test, unit and integration.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test

# Engine benchmark: release build, allocations counted by the preloaded malloc interposer.
bench:
	$(SWIFT) build -c release --product splitbench
	LD_PRELOAD=$$($(SWIFT) build -c release --show-bin-path)/libMallocInterposerSwift.so \
		$$($(SWIFT) build -c release --show-bin-path)/splitbench

clean:
	rm -rf .build
