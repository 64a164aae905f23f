"""Case 23: the MPD server (issue 34), against Debian's MPD 0.23.12 in the same run, both over
loopback TCP from this script:

- `status` round trip, median and p99 (the queue holds a song, paused);
- a pause from PlayDeck's own side (its control socket, the path MPRIS and the tile take) →
  `changed: player` at a client idling on the MPD connection, against MPD's own `pause` sent on
  a second connection → `changed: player` at its idling client; median and p95;
- `playlistinfo` of a 100,000-item queue (read to the final OK), against MPD's with its
  `max_playlist_length` and `max_output_buffer_size` raised (a 100,000-song answer is about 20 MB);
- `update` of 3,000 generated, tagged files (PlayDeck: `playdeck library add`; MPD: `update`,
  waited for), and `search any WORD` over the 100,000-file library of case 18.
"""
import json
import os
import select
import shutil
import statistics
import subprocess
import time

import library
from common import percentile, wait_idle
from session import MPD_CONF, LineSocket, Session, free_port

WORD = "northern"


def ok(line):
    return line == "OK" or line.startswith("ACK")


class MPDServer:
    """Either server, reached over TCP: its MPD connection(s) and how to make it pause."""

    def __init__(self, port):
        deadline = time.monotonic() + 60
        while True:
            try:
                import socket
                self.sock = socket.create_connection(("127.0.0.1", port))
                # A server that never answers is an error of the case, not a bench that hangs.
                self.sock.settimeout(120)
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"nothing listens on {port}")
                time.sleep(0.05)
        self.port = port
        self.client = LineSocket(self.sock)
        greeting = self.client.line()
        if not greeting.startswith("OK MPD "):
            raise RuntimeError(f"not an MPD server: {greeting}")

    def connection(self):
        return MPDServer(self.port)

    def command(self, line):
        """Sends `line`; the answer's lines (without the final OK), timed."""
        started = time.monotonic()
        self.client.sock.sendall(line.encode() + b"\n")
        lines = []
        while not ok(answer := self.client.line()):
            lines.append(answer)
        if answer != "OK":
            raise RuntimeError(f"{line!r}: {answer}")
        return time.monotonic() - started, lines

    def wait_for_update(self):
        while any(line.startswith("updating_db") for line in self.command("status")[1]):
            self.command("idle update")


class MPD:
    def __init__(self, bench, music, playlists):
        self.work = os.path.join(bench.work, "mpd-case")
        os.makedirs(self.work, exist_ok=True)
        self.port = free_port()
        conf = os.path.join(self.work, "mpd.conf")
        with open(conf, "w") as out:
            out.write(MPD_CONF.format(music=music, playlists=playlists, work=self.work, port=self.port))
        self.proc = subprocess.Popen(["mpd", "--no-daemon", conf], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.server = MPDServer(self.port)

    def send_pause(self, other):
        other.client.sock.sendall(b"pause\n")

    def pause_answered(self, other):
        other.client.until(ok)

    def stop(self):
        self.proc.terminate()
        self.proc.wait()
        shutil.rmtree(self.work, ignore_errors=True)


class PlayDeck:
    def __init__(self, bench, data):
        root = os.path.join(bench.work, "mpd-playdeck")
        self.env = {k: os.path.join(root, k.lower()) for k in
                    ["XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR", "XDG_CACHE_HOME", "HOME"]}
        for folder in self.env.values():
            os.makedirs(folder, mode=0o700, exist_ok=True)
        self.env = dict(os.environ, XDG_DATA_HOME=data, **self.env)
        self.port = free_port()
        os.makedirs(os.path.join(self.env["XDG_CONFIG_HOME"], "playdeck"), exist_ok=True)
        with open(os.path.join(self.env["XDG_CONFIG_HOME"], "playdeck", "config.toml"), "w") as out:
            out.write(f'[mpd]\nenabled = true\nlisten = ["127.0.0.1:{self.port}"]\n')
        self.proc = subprocess.Popen([bench.playdeck, "--headless", "--idle", "--no-restore", "--no-mpris", "--ao", "null"],
                                     env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.server = MPDServer(self.port)
        self.control = Session.control(self.env, self.proc.pid)

    def send_pause(self, _other):
        self.control.sock.sendall(json.dumps({"command": "toggle-pause"}).encode() + b"\n")

    def pause_answered(self, _other):
        self.control.until(lambda line: line.startswith("{") and "status" in line)

    def stop(self):
        self.proc.kill()
        self.proc.wait()


class MPDCase:
    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers
        self.case = "23 MPD server"

    def run(self):
        if not shutil.which("mpd"):
            raise RuntimeError("mpd is missing (apt-get install mpd)")
        b = self.bench
        big = library.Library(b, self.h)
        # The library's songs (hard links: the library case counts its own folder's) and one long
        # song, which the pauses are measured on: the library's last 0.2 s, and on them (repeated)
        # each server was changing songs through the pauses, which woke the idler too.
        root = big.generate() + "-mpd"
        if not os.path.isdir(root):
            subprocess.run(["cp", "-al", big.generate(), root + ".part"], check=True)
            long_song = os.path.join(root + ".part", "long", "long.flac")
            os.makedirs(os.path.dirname(long_song), exist_ok=True)
            self.h.run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "sine=duration=600", "-ac", "1", "-ar", "8000",
                        "-c:a", "flac", long_song])
            os.rename(root + ".part", root)
        small = library.Library(b, self.h)
        small.count = 300 if b.smoke else 3000
        small_root = small.generate()
        data = os.path.join(b.work, "mpd-library-data")
        shutil.rmtree(data, ignore_errors=True)
        playlists = os.path.join(b.work, "mpd-playlists")
        os.makedirs(playlists, exist_ok=True)
        entries = 1000 if b.smoke else 100_000
        b.commands += ["MPD protocol over TCP: status; pause → idle's changed: player; playlistinfo; "
                       "update (PlayDeck: playdeck library add); search any " + WORD]
        # update: 3,000 files, each server's own scan, warm cache (both read the files once before).
        subprocess.run([b.playdeck, "library", "add", small_root], env=dict(os.environ, XDG_DATA_HOME=data + "-warm"),
                       capture_output=True, check=True)
        started = time.monotonic()
        subprocess.run([b.playdeck, "library", "add", small_root], env=dict(os.environ, XDG_DATA_HOME=data + "-small"),
                       capture_output=True, check=True)
        ours_update = time.monotonic() - started
        mpd_small = MPD(b, small_root, playlists)
        mpd_small.server.wait_for_update()
        mpd_small.stop()
        mpd_small = MPD(b, small_root, playlists)
        started = time.monotonic()
        mpd_small.server.command("update")
        mpd_small.server.wait_for_update()
        theirs_update = time.monotonic() - started
        mpd_small.stop()
        b.row(self.case, f"update of {small.count:,} files, s, peer: MPD update", ours_update, theirs_update, "≤ 1.0×", "s")
        # The big library in each; the rest over it.
        subprocess.run([b.playdeck, "library", "add", root], env=dict(os.environ, XDG_DATA_HOME=data),
                       capture_output=True, check=True)
        ours, theirs = PlayDeck(b, data), MPD(b, root, playlists)
        try:
            theirs.server.wait_for_update()
            self.compare(ours, theirs, big.count + 1, entries, root, data)
        finally:
            ours.stop()
            theirs.stop()

    def compare(self, ours, theirs, count, entries, root, data):
        b = self.bench
        for server in (ours, theirs):
            wait_idle(server.proc.pid)
        # Taken in turns: what else the machine does weighs on both alike.
        searches = [[], []]
        for _ in range(b.runs):
            for i, server in enumerate((ours, theirs)):
                searches[i].append(server.server.command(f"search any {WORD}")[0])
        b.row(self.case, f"search any {WORD} at {count:,} tracks, ms, peer: MPD", statistics.median(searches[0]) * 1000,
              statistics.median(searches[1]) * 1000, "≤ 1.0×", "ms")
        for server in (ours, theirs):
            server.server.command('add "long/long.flac"')
            server.server.command("play 0")
            server.server.command("pause 1")
        rounds = 200 if b.smoke else 2000
        trips = [sorted(s.server.command("status")[0] for _ in range(rounds)) for s in (ours, theirs)]
        for label, p in [("median", 50), ("p99", 99)]:
            b.row(self.case, f"status round trip {label}, µs, peer: MPD", percentile(trips[0], p) * 1e6,
                  percentile(trips[1], p) * 1e6, "≤ 1.0×", "µs")
        wakes = self.pause_wakes((ours, theirs))
        for label, p in [("median", 50), ("p95", 95)]:
            b.row(self.case, f"pause → changed: player at an idling client {label}, ms, peer: MPD's own pause",
                  percentile(wakes[0], p) * 1000, percentile(wakes[1], p) * 1000, "≤ 1.0×", "ms")
        files = sorted(os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs)
        names = [os.path.relpath(f, root) for f in files]
        # The same list in each one's stored playlists: MPD's names music-folder paths, PlayDeck's
        # saved queues hold absolute paths.
        with open(os.path.join(b.work, "mpd-playlists", "big.m3u"), "w") as out:
            out.write("".join(names[n % len(names)] + "\n" for n in range(entries)))
        saved = os.path.join(data, "playdeck", "playlists")
        os.makedirs(saved, exist_ok=True)
        with open(os.path.join(saved, "big.m3u8"), "w") as out:
            out.write("#EXTM3U\n" + "".join(files[n % len(files)] + "\n" for n in range(entries)))
        infos = []
        for server in (ours, theirs):
            server.server.command("clear")
            server.server.command("load big")
            infos.append(statistics.median(server.server.command("playlistinfo")[0] for _ in range(b.runs)))
        b.row(self.case, f"playlistinfo of {entries:,} items, ms, peer: MPD", infos[0] * 1000, infos[1] * 1000,
              "≤ 1.0×", "ms")

    def pause_wakes(self, servers):
        """Pause/unpause from each server's own side while a client idles on `player`, the two
        servers in turns (what else the machine does weighs on both alike; measured one after
        the other, PlayDeck's 100 came at another moment than MPD's 100)."""
        pairs = [(server, server.server.connection(), server.server.connection()) for server in servers]
        wakes = [[] for _ in servers]
        for _ in range(20 if self.bench.smoke else 100):
            for i, (server, idler, other) in enumerate(pairs):
                self.idle_quietly(idler)
                # What the issue measures: the pause sent → `changed: player` read at the idler; the
                # pause's own answer (MPD's OK, PlayDeck's reply) is read after, for both alike.
                started = time.monotonic()
                server.send_pause(other)
                idler.client.until(lambda line: line == "changed: player")
                wakes[i].append(time.monotonic() - started)
                server.pause_answered(other)
                idler.client.until(ok)
        return [sorted(w) for w in wakes]

    @staticmethod
    def idle_quietly(idler):
        """Idles on `player` once nothing is pending: a change left over from the last pause
        (the player's own report of it, after the answer) would answer the idle at once, and
        the next pause would be timed by a line that was already there."""
        while True:
            idler.client.sock.sendall(b"idle player\n")
            time.sleep(0.01)  # the idle is in place before the pause (not measured)
            ready, _, _ = select.select([idler.client.sock], [], [], 0)
            if not ready and not idler.client.buffer:
                return
            idler.client.until(ok)
