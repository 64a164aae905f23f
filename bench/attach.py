"""Case 10: tiles attached to a background player (`playdeck attach`), against the same tile in
the player's own process. Every process here shares one private runtime folder, so that the
tiles find the bench's player and nothing else."""
import os
import statistics
import subprocess
import sys
import time


class Attached:
    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers
        self.env = dict(os.environ)
        for name, folder in [("XDG_RUNTIME_DIR", "run"), ("XDG_STATE_HOME", "state"), ("XDG_CONFIG_HOME", "config"),
                             ("XDG_CACHE_HOME", "cache")]:
            path = os.path.join(bench.work, "attach-" + folder)
            os.makedirs(path, mode=0o700, exist_ok=True)
            self.env[name] = path
        self.env.pop("DBUS_SESSION_BUS_ADDRESS", None)
        self.prefix = " ".join(f"{name}={self.env[name]}" for name in
                               ["XDG_RUNTIME_DIR", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"])

    def background(self, *items, paused=True):
        """Starts a background player; returns its pid."""
        cmd = [self.bench.playdeck, "--background", "--no-resume", "--no-mpris", "--ao", "null"]
        out = subprocess.run(cmd + (["--pause"] if paused else []) + list(items), env=self.env, capture_output=True,
                             text=True, check=True).stdout
        return int(out.split("pid ")[1].split(",")[0])

    def stop(self, pid):
        subprocess.run([self.bench.playdeck, "remote", "--pid", str(pid), "quit"], env=self.env, capture_output=True)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and os.path.exists(f"/proc/{pid}"):
            time.sleep(0.02)

    def tmux(self, name, cmd, size=(100, 30)):
        subprocess.run(["tmux", "-L", name, "-f", "/dev/null", "new-session", "-d", "-x", str(size[0]), "-y",
                        str(size[1]), f"TERM=xterm-256color {self.prefix} " + " ".join(f"'{c}'" for c in cmd)],
                       check=True)

    def kill(self, name):
        subprocess.run(["tmux", "-L", name, "kill-server"], capture_output=True)

    def wait_for(self, trace, word, timeout=20):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if any(p and p[0] == word for p in self.h.read_trace(trace)):
                return
            time.sleep(0.01)
        raise RuntimeError(f"no '{word}' in {trace}")

    def first_paint_ms(self, cmd, name):
        """exec → first complete paint of a tile in tmux (a wrapper stamps the exec)."""
        trace = os.path.join(self.bench.work, f"{name}.trace")
        stamp = os.path.join(self.bench.work, f"{name}.exec")
        for path in (trace, stamp):
            if os.path.exists(path):
                os.unlink(path)
        self.tmux(name, [sys.executable, "-c", self.h.EXEC_STAMP, stamp] + cmd + ["--trace-latency", trace])
        try:
            self.wait_for(trace, "first-paint")
            with open(stamp) as f:
                return (self.h.first_paint(trace) - float(f.read())) * 1000
        finally:
            self.kill(name)

    def key_latencies(self, cmd, first, keys, names, name):
        trace = os.path.join(self.bench.work, f"{name}.trace")
        launch = cmd + ["--trace-latency", trace]
        return self.h.tmux_key_latencies(["env"] + [f"{k}={self.env[k]}" for k in
                                                    ["XDG_RUNTIME_DIR", "XDG_STATE_HOME", "XDG_CONFIG_HOME"]] + launch,
                                         trace, (100, 30), first, keys, names, started_on={"first-paint"})

    def run(self):
        b, h = self.bench, self.h
        song = b.covered_song(600)
        pid = self.background(song)
        try:
            # The bench's player by its pid: a tile of the peer's that is still going away must not be taken.
            attach = [b.playdeck, "attach", "--pid", str(pid)]
            alone = [b.playdeck, "--no-resume", "--no-mpris", "--pause", "--ao", "null", song]
            b.commands += ["playdeck --background --pause " + song, "tmux 100x30: playdeck attach (the tile over the socket)",
                           "peer: tmux 100x30: " + " ".join(alone)]
            a, p = b.alternate(lambda: self.first_paint_ms(attach, "attach-paint"),
                               lambda: self.first_paint_ms(alone, "alone-paint"))
            b.row("10 attach", "exec → first complete paint ms, peer: the player's own tile", statistics.median(a),
                  statistics.median(p), "≤ 30 ms", "ms")

            presses = 50 if b.smoke else 1000
            keys = ["0" if index % 2 else "9" for index in range(presses)]
            attached = self.key_latencies(attach, [], keys, "09", "attach-keys")
            own = self.key_latencies([b.playdeck, "--no-resume", "--no-mpris", "--pause", "--ao", "null", song], [], keys,
                                     "09", "alone-keys")
            if len(attached) < presses * 0.9 or len(own) < presses * 0.9:
                raise RuntimeError(f"only {len(attached)} and {len(own)} of {presses} presses were traced")
            b.row("10 attach", "key → screen updated p99 ms, peer: the player's own tile", h.percentile(attached, 99),
                  h.percentile(own, 99), "≤ 5 ms", "ms")
            self.second_tile(attach, presses // 5)
            self.paused_with_tiles(pid, attach)
        finally:
            self.stop(pid)
        self.long_queue()

    def second_tile(self, attach, presses):
        """A key in one tile → the other tile's screen showing it."""
        b, h = self.bench, self.h
        watcher = os.path.join(b.work, "attach-watcher.trace")
        if os.path.exists(watcher):
            os.unlink(watcher)
        self.tmux("attach-watcher", attach + ["--trace-latency", watcher])
        try:
            self.wait_for(watcher, "first-paint")
            typing = os.path.join(b.work, "attach-typing.trace")
            keys = ["0" if index % 2 else "9" for index in range(presses)]
            self.h.tmux_key_latencies(["env"] + [f"{k}={self.env[k]}" for k in ["XDG_RUNTIME_DIR", "XDG_STATE_HOME"]]
                                      + attach + ["--trace-latency", typing], typing, (100, 30), [], keys, "09",
                                      started_on={"first-paint"}, spacing=0.02)
            pressed = [float(p[1]) for p in h.read_trace(typing) if len(p) == 3 and p[0] in "09"]
            shown = sorted(float(p[2]) for p in h.read_trace(watcher) if len(p) == 3 and p[0] == "snapshot")
            latencies = sorted(next((s for s in shown if s >= t), float("inf")) * 1000 - t * 1000 for t in pressed)
            if not latencies or latencies[int(len(latencies) * 0.9)] == float("inf"):
                raise RuntimeError("the second tile did not show the presses")
            b.row("10 attach", "key in one tile → the other tile painted p99 ms", h.percentile(latencies, 99),
                  float("nan"), "≤ 10 ms", "ms")
        finally:
            self.kill("attach-watcher")

    def paused_with_tiles(self, pid, attach):
        """Wake-ups of a paused player with two tiles attached, and of each tile."""
        b, h = self.bench, self.h
        seconds = 0.5 if b.smoke else 10
        for name in ("attach-one", "attach-two"):
            trace = os.path.join(b.work, f"{name}.trace")
            if os.path.exists(trace):
                os.unlink(trace)
            self.tmux(name, attach + ["--trace-latency", trace])
            self.wait_for(trace, "first-paint")
        try:
            time.sleep(0.2 if b.smoke else 1)
            tiles = [int(subprocess.run(["tmux", "-L", name, "display", "-p", "#{pane_pid}"], capture_output=True,
                                        text=True).stdout) for name in ("attach-one", "attach-two")]
            before = [h.process_cpu_ns(p) for p in [pid] + tiles]
            time.sleep(seconds)
            after = [h.process_cpu_ns(p) for p in [pid] + tiles]
            wakeups = [a[1] - s[1] for s, a in zip(before, after)]
            b.row("10 attach", f"paused player, two tiles: player wake-ups in {seconds} s", wakeups[0], float("nan"),
                  "0", "")
            b.row("10 attach", f"paused player, two tiles: tiles' wake-ups in {seconds} s", wakeups[1] + wakeups[2],
                  float("nan"), "report", "")
        finally:
            for name in ("attach-one", "attach-two"):
                self.kill(name)

    def long_queue(self):
        """Down in the queue panel of a 100,000-entry queue: attached, and in the player's own tile."""
        b, h = self.bench, self.h
        entries = 1000 if b.smoke else 100_000
        blip = b.media("queue-item.mp3", 30)
        playlist = os.path.join(b.work, f"queue-{entries}.m3u")
        with open(playlist, "w") as out:
            out.write("#EXTM3U\n" + "".join(f"{blip}\n" for _ in range(entries)))
        pid = self.background(playlist)
        presses = 50 if b.smoke else 500
        try:
            attached = self.key_latencies([b.playdeck, "attach", "--pid", str(pid)], ["l"], ["Down"] * presses, ["down"],
                                          "attach-queue")
        finally:
            self.stop(pid)
        own = self.key_latencies([b.playdeck, "--no-resume", "--no-mpris", "--pause", "--ao", "null", playlist], ["l"],
                                 ["Down"] * presses, ["down"], "alone-queue")
        if len(attached) < presses * 0.9:
            raise RuntimeError(f"only {len(attached)} of {presses} presses were traced")
        b.row(f"10 attach, queue of {entries:,}", "key in the queue panel p99 ms, peer: the player's own tile",
              h.percentile(attached, 99), h.percentile(own, 99), "≤ 5 ms", "ms")
