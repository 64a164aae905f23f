# PlayDeck — the two commands a person needs are `make run` and `make test`.
# Both install the Debian packages they need (apt-get) when they are missing.

SWIFT    ?= swift
PREFIX   ?= /usr/local
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
DEBUG    := .build/debug
RELEASE  := .build/release

# FFmpeg's -dev packages give the headers of the libraries MediaFiles opens with dlopen.
BUILD_PACKAGES := libmpv-dev ncurses-term libncursesw5-dev libchafa-dev libsystemd-dev libturbojpeg0-dev libtomlplusplus-dev libcjson-dev \
                  libavformat-dev libavcodec-dev libavutil-dev libswscale-dev zlib1g-dev pkg-config \
                  libcurl4-openssl-dev libsqlite3-dev libicu-dev
# OpenSSL's headers (one package, libssl3 is there already for libcurl): Syncplay over TLS.
BUILD_PACKAGES += libssl-dev
# Live Text: tesseract's headers (its library is opened with dlopen on first use) and its
# English language data, which the tests read generated code with.
BUILD_PACKAGES += libtesseract-dev tesseract-ocr-eng
# libjpeg-dev: the test fixture that writes JPEGs of every kind with libjpeg itself.
TEST_PACKAGES  := sqlite3 ffmpeg tmux dbus playerctl procps mpv time python3 python3-dbus python3-mutagen musepack-tools \
                  libjpeg-dev desktop-file-utils
# libsixel-bin: sixel2png decodes the sixel artwork the tests capture.
TEST_PACKAGES  += libsixel-bin
# The MPRIS client's players: mpv with mpv-mpris, and the test's own player in Python (python3-dbus on GLib).
TEST_PACKAGES  += mpv-mpris python3-gi
# Track-change notifications: python-dbusmock's notification daemon template on a private bus.
TEST_PACKAGES  += python3-dbusmock
# Real terminals on a private X server: xterm as a VT340 (sixel), kitty 0.26 (software GL),
# photographed with xwd (x11-apps) and found with xwininfo (x11-utils); ImageMagick keeps the
# photographs as PNG when PLAYDECK_SCREENSHOTS asks; both terminals use DejaVu Sans Mono.
TEST_PACKAGES  += xvfb xterm kitty x11-apps x11-utils imagemagick fonts-dejavu-core
# cmus: the peer of `playdeck` with nothing named on a library (bench case 21; the smoke runs it too).
TEST_PACKAGES  += cmus
# Debian's MPD: the peer of the queue bench (case 22) and of the MPD server's tests.
TEST_PACKAGES  += mpd mpc ncmpcpp mpdscribble python3-mpd
# Debian's Syncplay 1.6.9: the server (with python3-twisted, about 15 MB installed) of the
# Together tests, and the reference client (PySide2 and Qt 5, about 60 MB more), which drives
# a real mpv as PlayDeck's peer (run offscreen, --no-gui).
TEST_PACKAGES  += syncplay-server syncplay
# Debian's supysonic 0.7.2 (Subsonic API 1.10.2): the real server of the Subsonic client's tests,
# served by werkzeug (a Flask dependency) from Tests/TestSupport/SupysonicServer.swift.
TEST_PACKAGES  += supysonic
# The Secret Service of the Subsonic passwords' tests: GNOME Keyring's daemon on a private bus
# (Tests/TestSupport/SecretServiceDaemon.swift), libsecret's secret-tool as the independent client,
# gdbus (libglib2.0-bin) waiting for the daemon's name and locking its keyring.
TEST_PACKAGES  += gnome-keyring libsecret-tools libglib2.0-bin
# openssl: the throwaway CA and server certificate of the Together tests over TLS.
TEST_PACKAGES  += openssl
# Maloja, the scrobbler's real server, comes from PyPI into a venv of Debian's python3
# (tools/test/maloja-venv.sh, made once under .build/ while Swift builds).
TEST_PACKAGES  += python3-venv
# python3-pylast: its own signing code checks the Last.fm client's api_sig in the tests.
TEST_PACKAGES  += python3-pylast
BENCH_PACKAGES := mpv mpv-mpris python3-dbus python3-gi hyperfine valgrind chafa time tmux ffmpeg playerctl dbus gcc python3-mutagen cmus mpd
# Case 24: Debian's Syncplay server and its reference client (which drives mpv).
BENCH_PACKAGES += syncplay-server syncplay

.PHONY: all build release link-order run test test-repeat test-private test-asan test-tsan deps test-deps bench-deps bench bench-smoke session-kills scrobble-kills fuzz soak install clean

# The SSH tests run a real sshd and ssh on 127.0.0.1 (Tests/TestSupport/LoopbackSSH.swift), socat echoes.
TEST_PACKAGES += openssh-server openssh-client socat
# libmpv lists every output its drivers find (audio-device-list): libpipewire without pipewire's
# client.conf (a --no-install-recommends install) writes "pw.conf … can't load config" to
# standard error then. pipewire brings the config; no daemon runs, so the list stays ALSA's.
TEST_PACKAGES += pipewire

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

# The Swift runtime is linked statically: only the code PlayDeck runs is paged in, which
# saves about 6 MiB of resident memory and the dynamic linking of a dozen libraries at start.
# lld lays out the functions PlayDeck runs (tools/link-order) together, packs the relocations
# of the position-independent binary (RELR: no megabyte of .rela.dyn to read at start) and
# exports no symbols; together about 3 MiB less resident memory (BENCHMARKS.md).
LINK_ORDER   := tools/link-order/hot-functions.txt
RELEASE_LINK := -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic \
                -Xlinker --symbol-ordering-file=$(CURDIR)/$(LINK_ORDER) -Xlinker --no-warn-symbol-ordering
release: deps
	$(SWIFT) build -c release --static-swift-stdlib $(RELEASE_LINK)

# Profiles the release binary under callgrind and writes the list of functions it runs.
link-order: bench-deps release
	tools/link-order/profile.sh $(RELEASE)/playdeck

run: release
	$(RELEASE)/playdeck --demo

# Maloja's venv for the scrobbler's tests (pip, about a minute or two) is made beside the build,
# at nice 10 so that the build goes first (the suite has CPU to spare); the tests that need it
# wait for it. The fuzzers' build (a scratch folder of its own; unoptimised: the release build
# took 216 s of CPU from the suite beside it, the debug one 96 s) and then their runs (10 s each,
# bounded by the clock, not by work; a unit that hangs is one that spins for 10 s of CPU, as the
# clock means little to a run at nice 19; six at a time: they ended 56 s after the suite two at a
# time) go on at nice 19 beside the debug build and the suite, all twelve runs at once: when
# the fuzzers' build ends late, as it can with the suite's build quicker, they end in one round
# of ten seconds after the suite, not two. The bench smoke (every case once on tiny inputs,
# mostly waiting on players; its figures mean nothing) runs at nice 10 beside the suite rather
# than before it, as three processes whose cases are dealt by their smoke's time (one ended
# 51 s after the suite, then two ended 79 s after it). The
# suite itself runs as twelve groups through four processes (tools/test/run-suite). The smoke's and the fuzzers'
# output, then the suite's summary (on red, the list of what failed) are printed again at the
# very end.
# The test build carries no debug information: the suite never reads it, and making and linking
# it was a good part of the build that takes half of CI's ten minutes. (A debugger on the test
# binary wants `swift build --build-tests` without it.) The index store stays: on Linux the test
# build finds the tests through it (without it: "index store path does not exist").
TEST_BUILD := --build-tests -Xswiftc -gnone
test: test-deps
	@mkdir -p .build-fuzz
	@(FUZZ_CONFIG=debug nice -n 19 Fuzz/run.sh --build-only > .build-fuzz/build.log 2>&1 || { echo "the fuzzers' build failed:"; tail -40 .build-fuzz/build.log; exit 1; }; \
	  FUZZ_CONFIG=debug FUZZ_JOBS=12 FUZZ_SHARED=1 nice -n 19 Fuzz/run.sh --no-build 10 > .build-fuzz/run.log 2>&1) & fuzz=$$!; \
	started=$$(date +%s); \
	mkdir -p .build; (nice -n 10 tools/test/maloja-venv.sh > .build/maloja-venv.log 2>&1 &); \
	$(SWIFT) build $(TEST_BUILD) || { wait $$fuzz; exit 1; }; \
	built=$$(date +%s); \
	smokes=""; for part in 1 2 3; do \
		(nice -n 10 python3 bench/bench.py --smoke --part $$part/3 --playdeck $(DEBUG)/playdeck > .build/smoke-$$part.log 2>&1; \
		 echo $$? > .build/smoke-$$part.status) & smokes="$$smokes $$!"; \
	done; \
	tools/test/run-suite .build/test.log; tested=$$?; \
	suited=$$(date +%s); \
	wait $$smokes; smoked=$$(cat .build/smoke-1.status .build/smoke-2.status .build/smoke-3.status | grep -cv '^0$$'); \
	echo "---- the bench smoke:"; cat .build/smoke-1.log .build/smoke-2.log .build/smoke-3.log; \
	smoked_at=$$(date +%s); \
	wait $$fuzz; fuzzed=$$?; cat .build-fuzz/run.log 2>/dev/null; \
	echo "---- times: build $$((built - started)) s, suite $$((suited - built)) s, then the smoke $$((smoked_at - suited)) s and the fuzzers $$(($$(date +%s) - smoked_at)) s more"; \
	echo "---- the suite's end again:"; sed 's/\x1b\[[0-9;]*m//g' .build/test.log \
		| grep -aE "✘ (Test|Suite) .*(recorded|failed)|Test run with" | cut -c1-400 | tail -41; \
	[ $$tested -eq 0 ] && [ $$smoked -eq 0 ] && [ $$fuzzed -eq 0 ]

# The whole suite N times in a row (default 20), each run's log kept in .build/test-repeat/,
# and a tally at the end; red when any run was. A flake is a bug: this finds them.
N ?= 20
test-repeat: test-deps
	$(SWIFT) build $(TEST_BUILD)
	@mkdir -p .build/test-repeat; red=0; for i in $$(seq 1 $(N)); do \
		start=$$(date +%s); \
		if tools/test/run-suite .build/test-repeat/run-$$i.log > /dev/null 2>&1; then \
			echo "run $$i/$(N): green in $$(( $$(date +%s) - start )) s"; \
		else \
			red=$$((red + 1)); echo "run $$i/$(N): RED in $$(( $$(date +%s) - start )) s (.build/test-repeat/run-$$i.log)"; \
			grep -E "✘ Test .* recorded" .build/test-repeat/run-$$i.log | cut -c1-300 | head -10; \
		fi; \
	done; echo "$$(( $(N) - red )) of $(N) runs green"; [ $$red -eq 0 ]

# `make test` as a new contributor meets it: a fresh clone of HEAD inside a 0700 folder, with
# XDG_RUNTIME_DIR an empty 0700 folder (no session bus) and the bus variable unset.
test-private: test-deps
	@set -e; top=$$(mktemp -d); chmod 700 $$top; mkdir -m 700 $$top/run; \
		git clone -q . $$top/clone; \
		echo "fresh clone in $$top (0700), XDG_RUNTIME_DIR=$$top/run"; \
		cd $$top/clone && env -u DBUS_SESSION_BUS_ADDRESS XDG_RUNTIME_DIR=$$top/run $(MAKE) test; \
		rm -rf $$top

# The whole suite under AddressSanitizer or ThreadSanitizer, each in its own build folder.
test-asan: test-deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	PLAYDECK_SANITIZED=address ASAN_OPTIONS=detect_leaks=0 PLAYDECK_CHILD_ASAN_OPTIONS=detect_leaks=1 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp:print_suppressions=0 \
		$(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan

test-tsan: test-deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	PLAYDECK_SANITIZED=thread $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan

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

# The session crash test with hundreds of kills (the suite's run has 12): the real player killed
# with SIGKILL at random moments while a client edits its queue, each restored queue checked.
KILLS ?= 300
session-kills: test-deps
	$(SWIFT) build $(TEST_BUILD)
	PLAYDECK_SESSION_KILLS=$(KILLS) tools/test/run-suite .build/session-kills.log -- --filter SessionCrashTests
	@grep "session crash test:" .build/session-kills.log

# The scrobbler's crash test for longer (the suite's run kills for 20 s): the real player killed
# with SIGKILL at random moments of playback and sending for KILL_SECONDS, Maloja's scrobbles then
# compared with the listening history (none missing, none twice).
KILL_SECONDS ?= 600
scrobble-kills: test-deps
	$(SWIFT) build $(TEST_BUILD)
	PLAYDECK_SCROBBLE_KILL_SECONDS=$(KILL_SECONDS) tools/test/run-suite .build/scrobble-kills.log -- --filter killsDuringPlaybackAndSendingLoseNoListenAndDoubleNone
	@grep "scrobble crash test:" .build/scrobble-kills.log

SHARE := $(DESTDIR)$(PREFIX)/share

# The binary, the example config, the desktop entry (MPRIS's DesktopEntry names it), the man
# page and bash, zsh and fish completions,
# the last two generated by swift-argument-parser from the commands themselves.
install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(SHARE)/playdeck $(SHARE)/man/man1 \
		$(SHARE)/bash-completion/completions $(SHARE)/zsh/site-functions $(SHARE)/fish/vendor_completions.d \
		$(SHARE)/applications
	install -m 755 $(RELEASE)/playdeck $(DESTDIR)$(PREFIX)/bin/playdeck
	install -m 644 config/playdeck.toml $(SHARE)/playdeck/config.example.toml
	install -m 644 config/playdeck.desktop $(SHARE)/applications/playdeck.desktop
	$(SWIFT) package generate-manual >/dev/null
	install -m 644 .build/plugins/GenerateManual/outputs/playdeck/playdeck.1 $(SHARE)/man/man1/playdeck.1
	$(RELEASE)/playdeck --generate-completion-script bash > $(SHARE)/bash-completion/completions/playdeck
	$(RELEASE)/playdeck --generate-completion-script zsh > $(SHARE)/zsh/site-functions/_playdeck
	$(RELEASE)/playdeck --generate-completion-script fish > $(SHARE)/fish/vendor_completions.d/playdeck.fish

clean:
	rm -rf .build .build-fuzz .build-asan .build-tsan
