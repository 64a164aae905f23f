"""Case 26: a Subsonic server (issue #36): Debian's supysonic on loopback serving 10,000 tagged
tracks (bench/subsonic_server.py; 200 in a smoke run), PlayDeck beside mpv and the server itself:

- play a server track (`playdeck --server NAME QUERY`: search3 in the form `server add` learned, no
  ping, then mpv's stream): exec →
  audio playing (the first playback-restart, --trace-latency), paired with bare mpv given the same
  `stream` URL with the same credential (its playback-restart from bench/mpv-playback-stamp.c);
- search as you type in the tile's Library panel (tmux): a number typed as a person types, the
  last keystroke (PlayDeck's own time for it, --trace-latency) → its track on screen (the pane's
  output read as it comes from a FIFO, the screen captured at each write), beside the server's
  own time for that search3 (timed inside supysonic's WSGI application);
- back to a list already seen (Left or Esc to the top list, Enter again on the artist just seen):
  key → screen (--trace-latency), and the requests supysonic logged meanwhile (none is the goal)."""
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

from subsonic_server import OutputTimes, Supysonic, available

NAME = "bench"
# tmux's key names, as --trace-latency names them.
TRACED = {"Escape": "esc", "Enter": "enter", "Left": "left"}


class Subsonic:
    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers
        self.count = 200 if bench.smoke else 10_000
        self.case = f"26 Subsonic server, supysonic, {self.count:,} tracks"
        root = os.path.join(bench.work, "subsonic-deck")
        self.env = {k: os.path.join(root, k.lower()) for k in
                    ["XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR", "XDG_CACHE_HOME", "XDG_DATA_HOME", "HOME"]}
        for folder in self.env.values():
            os.makedirs(folder, mode=0o700, exist_ok=True)
        # No session bus: the password is kept in the state folder, not in the runner's keyring.
        self.env = dict({k: v for k, v in os.environ.items() if k != "DBUS_SESSION_BUS_ADDRESS"}, **self.env)

    def run(self):
        if not available():
            raise RuntimeError("supysonic is missing (apt-get install supysonic)")
        with Supysonic(self.bench.work, self.count) as server:
            self.server = server
            added = subprocess.run([self.bench.playdeck, "server", "add", NAME, server.root, "--user", "bench"], env=self.env,
                                   input=server_password() + "\n", capture_output=True, text=True)
            if added.returncode != 0:
                raise RuntimeError(f"playdeck server add: {added.stderr.strip()}")
            self.bench.commands += [f"supysonic 0.7.2 (werkzeug, loopback) over {self.count:,} tracks; playdeck server add {NAME} URL"]
            self.play()
            self.search()

    def song_id(self, number):
        _, body = self.server.get("search3", [("query", str(number)), ("artistCount", "0"), ("albumCount", "0"), ("songCount", "1")])
        return json.loads(body)["subsonic-response"]["searchResult3"]["song"][0]["id"]

    def play(self):
        b, h = self.bench, self.h
        number = self.count - 1
        plugin = os.path.join(b.work, "mpv-playback-stamp.so")
        h.run(["cc", "-O2", "-shared", "-fPIC", "-o", plugin, os.path.join(h.ROOT, "bench", "mpv-playback-stamp.c")])
        stamp, trace = os.path.join(b.work, "subsonic.exec"), os.path.join(b.work, "subsonic-play.trace")
        mpv_started = os.path.join(b.work, "subsonic-play.mpv")
        ours = [b.playdeck, "--headless", "--exit-at-end", "--no-resume", "--no-mpris", "--ao", "null", "--trace-latency", trace,
                "--server", NAME, str(number)]
        stream = self.server.url("stream", [("id", self.song_id(number))])
        mpv = [shutil.which("mpv") or "/usr/bin/mpv", "--no-config", "--ao=null", "--vo=null", f"--script={plugin}", stream]
        b.commands += ["playdeck --headless --exit-at-end --no-resume --no-mpris --ao null --trace-latency TRACE --server bench NUMBER",
                       "mpv --no-config --ao=null --vo=null --script=mpv-playback-stamp.so 'STREAM URL'"]

        def launch(cmd, started_file):
            for path in (stamp, started_file):
                if os.path.exists(path):
                    os.unlink(path)
            env = dict(self.env, PLAYDECK_BENCH_STAMP=started_file)
            # Its exit status alone: the command holds the stream URL, whose credential is never told.
            status = subprocess.run([sys.executable, "-c", h.EXEC_STAMP, stamp] + cmd, env=env,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
            if status != 0:
                raise RuntimeError(f"{os.path.basename(cmd[0])} ended with status {status} playing the server's track")
            with open(stamp) as f:
                launched = float(f.read())
            try:
                with open(started_file) as f:
                    return float(f.read().split()[-1]) - launched
            except FileNotFoundError:
                raise RuntimeError(f"{os.path.basename(cmd[0])} never started playing the server's track") from None

        def ours_with_requests():
            """exec → audio playing, exec → PlayDeck's first request, the server's own time for the
            requests before the stream, and the last of them answered → the stream asked."""
            since = len(self.server.timings())
            started = launch(ours, trace)
            with open(stamp) as f:
                launched = float(f.read())
            asked = self.server.timings(since)
            streamed = min(began for method, began, _ in asked if method == "stream")
            before = [(began, ended) for _, began, ended in asked if ended <= streamed]
            first, answered = min(began for began, _ in before), max(ended for _, ended in before)
            return started, first - launched, sum(ended - began for began, ended in before), streamed - answered

        ours_with_requests(), launch(mpv, mpv_started)
        pairs = [(ours_with_requests(), launch(mpv, mpv_started)) for _ in range(b.runs * 3)]
        b.row(self.case, "play a server track: exec → audio playing, ms, peer: mpv on the same stream URL",
              statistics.median(p[0][0] for p in pairs) * 1000, statistics.median(p[1] for p in pairs) * 1000, "≤ 1.0×", "ms")
        b.row(self.case, "play a server track: PlayDeck − mpv, median of paired runs, ms",
              statistics.median((p[0][0] - p[1]) * 1000 for p in pairs), float("nan"), "report", "ms")
        b.row(self.case, "play a server track: PlayDeck's exec → its first request, ms",
              statistics.median(p[0][1] for p in pairs) * 1000, float("nan"), "report", "ms")
        b.row(self.case, "play a server track: the server's own time for PlayDeck's requests before the stream (search3: the form learned by server add), ms",
              statistics.median(p[0][2] for p in pairs) * 1000, float("nan"), "report", "ms")
        b.row(self.case, "play a server track: PlayDeck's search3 answered → stream asked (its player started), ms",
              statistics.median(p[0][3] for p in pairs) * 1000, float("nan"), "report", "ms")

    def search(self):
        b, h = self.bench, self.h
        trace = os.path.join(b.work, "subsonic-tile.trace")
        for path in (trace, trace + ".fifo"):
            if os.path.exists(path):
                os.unlink(path)
        output = OutputTimes(trace + ".fifo")
        tmux = ["tmux", "-L", h.tmux_socket("bench-subsonic")]
        launch = [b.playdeck, "--no-resume", "--no-mpris", "--ao", "null", "--trace-latency", trace]
        env = " ".join(f"{k}='{v}'" for k, v in self.env.items() if k.startswith("XDG_") or k == "HOME")
        subprocess.run(tmux + ["-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30",
                               f"env -u DBUS_SESSION_BUS_ADDRESS {env} TERM=xterm-256color "
                               + " ".join(f"'{c}'" for c in launch), ";", "pipe-pane", "-o", f"cat > '{output.path}'"],
                       check=True)
        b.commands.append("tmux 100x30: playdeck; L, Tab to the server, /, then a number typed (30 ms apart) and taken back")
        try:
            screen = Screen(tmux, output)
            deadline = time.monotonic() + 20
            while "first-paint" not in {p[0] for p in h.read_trace(trace) if p}:
                if time.monotonic() > deadline:
                    raise RuntimeError("the tile never painted")
                time.sleep(0.05)
            screen.keys("L")
            screen.until(lambda s: "─ Library" in s)
            screen.keys("Tab")
            screen.until(lambda s: f"─ {NAME} ─" in s and "Artist 1 " in s, timeout=60)
            self.back(screen, trace)
            screen.keys("/")
            screen.until(lambda s: f"{NAME} search" in s)
            self.typed(screen, trace)
        finally:
            subprocess.run(tmux + ["kill-server"], capture_output=True)

    def typed(self, screen, trace):
        b, h = self.bench, self.h
        trials = 3 if b.smoke else 100
        low = 100 if b.smoke else 1000
        # Numbers of as many digits as the largest: each finds its own track alone.
        numbers = [low + (i * 7919) % (self.count - low) for i in range(trials)]
        ours, theirs = [], []
        for number in numbers:
            digits = str(number)
            since = len(self.server.timings())
            for key in digits[:-1]:
                screen.keys(key)
                time.sleep(0.03)
            sent = time.monotonic()
            screen.keys(digits[-1])
            # Its track alone: the results of a prefix typed before it (several tracks) may hold it too.
            marker = f" {number} — "
            shown = screen.until(lambda s: marker in s and " 1 of 1 ─" in s, timeout=30)
            ours.append(shown - traced(h, trace, digits[-1], sent)[0])
            # The server's own time for the search that brought those results (the last it answered).
            searches = [ended - began for method, began, ended in self.server.timings(since) if method == "search3"]
            if not searches:
                raise RuntimeError(f"no search3 for {number} in the server's log")
            theirs.append(searches[-1])
            for _ in digits:
                screen.keys("BSpace")
            screen.until(lambda s: marker not in s and "No matches" in s)
        ours, theirs = sorted(ours), sorted(theirs)
        for label, p in [("p50", 50), ("p99", 99)]:
            b.row(self.case, f"search keystroke → results on screen, {label}, ms, peer: the server's own search3",
                  h.percentile(ours, p) * 1000, h.percentile(theirs, p) * 1000, "≤ 200 ms", "ms")

    def back(self, screen, trace):
        """Into each of the first artists and its albums (asked of the server), then back to the top
        list and into the artist again, each a list already seen: measured, with the requests made."""
        b, h = self.bench, self.h
        artists = 2 if b.smoke else 20
        latencies, requests = {}, 0
        # The top list: five album lists and Playlists, then the artists in the server's order.
        for _ in range(4):
            screen.keys("j")
        titles = set()
        for _ in range(artists):
            screen.keys("j", "Enter")
            title = screen.until_title(f"─ {NAME}: Artist ")
            if title in titles:
                raise RuntimeError(f"{title} again: the highlight did not stay on the artist")
            titles.add(title)
            artist = title.split("Artist ")[1].split()[0]
            screen.until(lambda s: f" Album {artist}-" in s)
            before = len(self.server.requests())
            for key, shows in [("Left", lambda s: f"─ {NAME} ─" in s), ("Enter", lambda s: title in s),
                               ("Escape", lambda s: f"─ {NAME} ─" in s)]:
                sent = time.monotonic()
                screen.keys(key)
                screen.until(shows)
                received, painted = traced(h, trace, TRACED[key], sent)
                latencies.setdefault(key, []).append(painted - received)
            requests += len(self.server.requests()) - before
        moves, escapes = sorted(latencies["Left"] + latencies["Enter"]), sorted(latencies["Escape"])
        for label, p in [("p50", 50), ("p99", 99)]:
            b.row(self.case, f"back to a list already seen (Left, Enter again): key → screen, {label}, ms",
                  h.percentile(moves, p) * 1000, float("nan"), "≤ 5 ms", "ms")
        # A lone Esc is told from the start of a sequence by ncurses' ESCDELAY (25 ms, Terminal.swift).
        b.row(self.case, "back with Esc: key → screen, p50, ms (ncurses waits 25 ms to tell Esc from a sequence)",
              h.percentile(escapes, 50) * 1000, float("nan"), "report", "ms")
        b.row(self.case, f"requests to the server while going back {len(moves) + len(escapes)} times (its log)", requests, float("nan"),
              "0", "requests")


def traced(h, trace, name, sent, timeout=10):
    """(received, painted) of the key `name` pressed after `sent`, from --trace-latency: waited
    for, as PlayDeck writes the line just after the paint that tmux may show first."""
    deadline = time.monotonic() + timeout
    while True:
        line = next((p for p in h.read_trace(trace) if len(p) == 3 and p[0] == name and float(p[1]) >= sent), None)
        if line:
            return float(line[1]), float(line[2])
        if time.monotonic() > deadline:
            raise RuntimeError(f"the key {name} was never traced")
        time.sleep(0.01)


def server_password():
    from subsonic_server import PASSWORD
    return PASSWORD


class Screen:
    """The pane: keys sent, and its screen waited for as its output comes."""

    def __init__(self, tmux, output):
        self.tmux = tmux
        self.output = output

    def keys(self, *keys):
        subprocess.run(self.tmux + ["send-keys", *keys], check=True)

    def text(self):
        return subprocess.run(self.tmux + ["capture-pane", "-p"], capture_output=True, text=True).stdout

    def until(self, condition, timeout=10):
        """Waits for a screen that satisfies `condition`; returns when the pane's last write before it came."""
        deadline = time.monotonic() + timeout
        while True:
            # Counted before the capture: a write during it is waited for again, not lost.
            seen = self.output.count()
            text = self.text()
            if condition(text):
                # The last write before the capture returned: an upper bound of when the screen came.
                with self.output.lock:
                    return self.output.times[-1] if self.output.times else time.monotonic()
            left = deadline - time.monotonic()
            if left <= 0:
                raise RuntimeError(f"the screen never came:\n{text}")
            self.output.after(seen, left)

    def until_title(self, prefix):
        """Waits for a panel titled with `prefix`; returns that title (to the next ─)."""
        found = []

        def titled(text):
            for line in text.splitlines():
                at = line.find(prefix)
                if at >= 0:
                    found.append(line[at:].split(" ─", 1)[0] + " ─")
                    return True
            return False
        self.until(titled)
        return found[-1]
