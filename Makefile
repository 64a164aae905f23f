# PlayDeck — the two commands a person needs are `make run` and `make test`.
# Both install the Debian packages they need (apt-get) when they are missing.

SWIFT    ?= swift
PREFIX   ?= /usr/local
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
DEBUG    := .build/debug
RELEASE  := .build/release

BUILD_PACKAGES := libmpv-dev libncursesw5-dev libchafa-dev libsystemd-dev pkg-config
TEST_PACKAGES  := ffmpeg tmux dbus playerctl procps mpv time python3 python3-dbus
BENCH_PACKAGES := mpv mpv-mpris hyperfine valgrind chafa time tmux ffmpeg playerctl dbus

.PHONY: all build release run test test-asan test-tsan deps test-deps bench-deps bench bench-smoke fuzz soak install clean

FUZZ_SECONDS ?= 600

all: build

# Installs whatever of the listed packages is missing, once.
define ensure_packages
	@missing=""; for p in $(1); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages:$$missing"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi
endef

deps:
	$(call ensure_packages,$(BUILD_PACKAGES))

test-deps: deps
	$(call ensure_packages,$(TEST_PACKAGES))

bench-deps: deps
	$(call ensure_packages,$(BENCH_PACKAGES))

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: release
	$(RELEASE)/playdeck --demo

# The bench smoke run goes first so that the test runner's summary is the last line.
test: test-deps
	$(SWIFT) build --build-tests
	python3 bench/bench.py --smoke --playdeck $(DEBUG)/playdeck
	Fuzz/run.sh 20
	$(SWIFT) test --skip-build

# The whole suite under AddressSanitizer or ThreadSanitizer, each in its own build folder.
test-asan: test-deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS=detect_leaks=0 PLAYDECK_CHILD_ASAN_OPTIONS=detect_leaks=1 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp:print_suppressions=0 \
		$(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan

test-tsan: test-deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan

# Ten minutes at 4× under ~550 commands a second over the socket and MPRIS.
SOAK_SECONDS ?= 600
soak: test-deps release
	/usr/bin/python3 soak/soak.py --seconds $(SOAK_SECONDS) --playdeck $(RELEASE)/playdeck

# Each libFuzzer target for FUZZ_SECONDS (default 10 minutes); fails on any finding.
fuzz: deps
	Fuzz/run.sh $(FUZZ_SECONDS)

bench: bench-deps release
	python3 bench/bench.py --playdeck $(RELEASE)/playdeck

bench-smoke: bench-deps build
	python3 bench/bench.py --smoke --playdeck $(DEBUG)/playdeck

install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/playdeck
	install -m 755 $(RELEASE)/playdeck $(DESTDIR)$(PREFIX)/bin/playdeck
	install -m 644 config/playdeck.toml $(DESTDIR)$(PREFIX)/share/playdeck/config.example.toml

clean:
	rm -rf .build .build-fuzz .build-asan .build-tsan
