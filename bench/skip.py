"""Case 19: a single skip key → the seek done (mpv's playback-restart), PlayDeck beside mpv's own
key → seek, in the same run. Both run in a detached tmux and get the keys through tmux
send-keys, one press at a time, the next once the last has landed and PlayDeck's burst window
(0.4 s) has passed: each is a first press.

Both are measured from the moment the bench sends the key (CLOCK_MONOTONIC, which
--trace-latency uses too) to the restart: PlayDeck's own `restart` trace lines, mpv's
`playback-restart` events read from its --input-ipc-server socket."""
import json
import os
import select
import socket
import subprocess
import time


class Skip:
    # Between a landing and the next press: past the burst window, so that no press grows.
    GAP = 0.45

    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def run(self):
        bench, h = self.bench, self.h
        presses = 6 if bench.smoke else 120
        # Right and Left in turn: PlayDeck moves 15 s on and 10 back, 5 s a pair.
        song = bench.media("skip.mp3", 60 if bench.smoke else 1200)
        trace = os.path.join(bench.work, "skip.trace")
        ours_cmd = [bench.playdeck, "--no-resume", "--ao", "null", "--trace-latency", trace, song]
        ipc = os.path.join(bench.work, "skip-mpv.sock")
        mpv_cmd = ["mpv", "--no-config", "--ao=null", "--no-video", "--keep-open=yes", f"--input-ipc-server={ipc}", song]
        bench.commands.append("tmux 100x30: " + " ".join(ours_cmd) + f" with {presses} presses of Right and Left")
        bench.commands.append("tmux 100x30: " + " ".join(mpv_cmd) + " with the same presses (its default bindings)")
        ours = self.playdeck(ours_cmd, trace, presses)
        theirs = self.mpv(mpv_cmd, ipc, presses)
        for kept, name in [(ours, "PlayDeck"), (theirs, "mpv")]:
            if len(kept) < presses * 0.9:
                raise RuntimeError(f"{name}: only {len(kept)} of {presses} skips landed")
        for p in (50, 99):
            bench.row("19 skip key → seek done (playback-restart)", f"p{p} ms", h.percentile(ours, p),
                      h.percentile(theirs, p), "≤ mpv + 5 ms", "ms")
        # PlayDeck's own share: from reading the key to the restart (the rest is tmux and the
        # scheduler, which mpv meets too).
        inside = self.inside(trace)
        for p in (50, 99):
            bench.row("19 skip key read → seek done, inside PlayDeck", f"p{p} ms", h.percentile(inside, p),
                      float("nan"), "report", "ms")

    @staticmethod
    def keys(presses):
        """Back and forth, so that neither runs off the end of the file."""
        return ["Right" if index % 2 == 0 else "Left" for index in range(presses)]

    def tmux(self, cmd):
        name = self.h.tmux_socket("bench-skip")
        subprocess.run(["tmux", "-L", name, "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30",
                        "TERM=xterm-256color " + " ".join(f"'{c}'" for c in cmd)], check=True)
        return name

    def playdeck(self, cmd, trace, presses):
        h = self.h
        if os.path.exists(trace):
            os.unlink(trace)
        name = self.tmux(cmd)
        latencies = []
        try:
            deadline = time.monotonic() + 20
            while not {"first-paint", "playback-restart"} <= {p[0] for p in h.read_trace(trace) if p}:
                if time.monotonic() > deadline:
                    raise RuntimeError("PlayDeck did not start playing")
                time.sleep(0.05)
            time.sleep(0.3)
            for key in self.keys(presses):
                seen = len(self.restarts(trace))
                sent = time.monotonic()
                subprocess.run(["tmux", "-L", name, "send-keys", key], check=True)
                landed = self.wait(lambda: self.restarts(trace)[seen:])
                if landed:
                    latencies.append((landed[0] - sent) * 1000)
                time.sleep(self.GAP)
        finally:
            subprocess.run(["tmux", "-L", name, "kill-server"], capture_output=True)
        return sorted(latencies)

    def inside(self, trace):
        """Each traced skip key's time from being read to the first restart after it, sorted."""
        lines = self.h.read_trace(trace)
        restarts = self.restarts(trace)
        keys = [float(p[1]) for p in lines if len(p) == 3 and p[0] in ("right", "left")]
        return sorted((next(r for r in restarts if r >= key) - key) * 1000 for key in keys
                      if any(r >= key for r in restarts))

    def restarts(self, trace):
        return [float(p[1]) for p in self.h.read_trace(trace) if len(p) == 2 and p[0] == "restart"]

    def mpv(self, cmd, ipc, presses):
        if os.path.exists(ipc):
            os.unlink(ipc)
        name = self.tmux(cmd)
        latencies = []
        try:
            deadline = time.monotonic() + 20
            while not os.path.exists(ipc):
                if time.monotonic() > deadline:
                    raise RuntimeError("mpv opened no IPC socket")
                time.sleep(0.05)
            events = MPVEvents(ipc)
            try:
                # Its first playback-restart may have come before the bench connected: waited for
                # a while, then whatever came meanwhile is forgotten.
                events.next_restart(3)
                time.sleep(0.3)
                events.drain()
                for key in self.keys(presses):
                    sent = time.monotonic()
                    subprocess.run(["tmux", "-L", name, "send-keys", key], check=True)
                    landed = events.next_restart(2)
                    if landed is not None:
                        latencies.append((landed - sent) * 1000)
                    time.sleep(self.GAP)
            finally:
                events.close()
        finally:
            subprocess.run(["tmux", "-L", name, "kill-server"], capture_output=True)
        return sorted(latencies)

    @staticmethod
    def wait(found, timeout=2):
        """What `found` returns once it is not empty, read every millisecond (the bench may
        poll: it is not the product); empty after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            result = found()
            if result:
                return result
            time.sleep(0.001)
        return []


class MPVEvents:
    """mpv's JSON IPC events, each stamped with CLOCK_MONOTONIC as it is read: the bench waits in
    select(2) on the socket, so an event is stamped as soon as it arrives."""

    def __init__(self, path):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.connect(path)
        self.buffer = b""
        self.restarts = []

    def next_restart(self, timeout):
        """The time the next playback-restart event arrived; None if none does within `timeout` s."""
        deadline = time.monotonic() + timeout
        while not self.restarts:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([self.sock], [], [], remaining)[0]:
                return None
            data = self.sock.recv(65536)
            if not data:
                return None
            stamp = time.monotonic()
            *lines, self.buffer = (self.buffer + data).split(b"\n")
            self.restarts += [stamp for line in lines if line.strip() and json.loads(line).get("event") == "playback-restart"]
        return self.restarts.pop(0)

    def drain(self):
        """Forgets every event that has arrived so far."""
        while self.next_restart(0.05) is not None:
            pass

    def close(self):
        self.sock.close()
