"""Case 22: the queue a person manages and the session kept for them (issue 33).

- `add` of a folder of 1,000 files to a running, idle player, from the request on its socket to
  the reply (the items are in the queue when it answers), against Debian's MPD adding the same
  folder from its database (`add FOLDER` → `OK`), both over their own sockets from this script.
- `add` of a 100,000-entry m3u the same way, against MPD's `load` of the same list, and against
  the time the same m3u loads at start today (exec → playing, case 5's measure).
- Playing with that 100,000-item queue (the session saved every few seconds): CPU over 10 s,
  against mpv playing the same playlist; and paused: wake-ups in 10 s (none expected).
- A restored 100,000-item session → the tile's first complete paint, against the first paint of
  `playdeck QUEUE.m3u` (today's load), each in a detached tmux at 100×30.
"""
import json
import os
import shutil
import socket
import statistics
import subprocess
import time

MPD_CONF = """music_directory "{music}"
playlist_directory "{playlists}"
db_file "{work}/mpd.db"
state_file "{work}/mpd.state"
pid_file "{work}/mpd.pid"
log_file "{work}/mpd.log"
bind_to_address "127.0.0.1"
port "{port}"
auto_update "no"
max_playlist_length "200000"
max_output_buffer_size "131072"
audio_output {{
    type "null"
    name "null"
}}
"""


class LineSocket:
    """A socket that sends a line and reads reply lines, timing request → reply."""

    def __init__(self, sock):
        self.sock = sock
        self.buffer = b""

    def line(self):
        while b"\n" not in self.buffer:
            data = self.sock.recv(1 << 16)
            if not data:
                raise RuntimeError("the server hung up")
            self.buffer += data
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line.decode()

    def until(self, done):
        """Reads lines until `done(line)`; returns that line."""
        while True:
            line = self.line()
            if done(line):
                return line

    def timed(self, request, done):
        start = time.monotonic()
        self.sock.sendall(request.encode() + b"\n")
        reply = self.until(done)
        return time.monotonic() - start, reply

    def close(self):
        self.sock.close()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Session:
    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers
        self.home = os.path.join(bench.work, "session")
        self.case = "22 queue and session"

    def env(self, name):
        root = os.path.join(self.home, name)
        env = {k: os.path.join(root, k.lower()) for k in
               ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR", "XDG_CACHE_HOME", "HOME"]}
        for folder in env.values():
            os.makedirs(folder, mode=0o700, exist_ok=True)
        return dict(os.environ, **env)

    def run(self):
        if not shutil.which("mpd"):
            raise RuntimeError("mpd is missing (apt-get install mpd)")
        b = self.bench
        files = 100 if b.smoke else 1000
        entries = 1000 if b.smoke else 100_000
        music = os.path.join(self.home, "music")
        folder = os.path.join(music, "folder")
        os.makedirs(folder, exist_ok=True)
        song = b.media("session-song.mp3", 30)
        for n in range(files):
            path = os.path.join(folder, f"{n + 1:04d} song.mp3")
            if not os.path.exists(path):
                os.link(song, path)
        playlists = os.path.join(self.home, "playlists")
        os.makedirs(playlists, exist_ok=True)
        # The same list twice: absolute paths for PlayDeck and mpv, music-folder paths for MPD.
        m3u = os.path.join(self.home, f"queue-{entries}.m3u")
        names = [f"{n % files + 1:04d} song.mp3" for n in range(entries)]
        with open(m3u, "w") as out:
            out.write("#EXTM3U\n" + "".join(f"{folder}/{name}\n" for name in names))
        with open(os.path.join(playlists, "big.m3u"), "w") as out:
            out.write("".join(f"folder/{name}\n" for name in names))
        b.commands += [f"socket: {{\"command\": \"add FOLDER\"}} ({files} files), then \"clear\"; "
                       f"peer: mpd 'add folder' then 'clear'",
                       f"socket: {{\"command\": \"add QUEUE.m3u\"}} ({entries:,} entries); peer: mpd 'load big'"]
        folder_ours, list_ours = self.playdeck_adds(folder, m3u, files, entries)
        folder_mpd, list_mpd = self.mpd_adds(music, playlists, files, entries)
        b.row(self.case, f"add a folder of {files:,} files → reply, ms, peer: MPD add", folder_ours * 1000,
              folder_mpd * 1000, "≤ 50 ms", "ms")
        b.row(self.case, f"add an m3u of {entries:,} → reply, ms, peer: MPD load", list_ours * 1000, list_mpd * 1000,
              "report", "ms")
        load_cmd = [b.playdeck, "--headless", "--json", "--no-resume", "--no-restore", "--no-mpris", "--ao", "null", m3u]
        loads = [self.h.time_to_first_line(load_cmd)[0] for _ in range(b.runs)]
        b.row(self.case, f"add an m3u of {entries:,} → reply, ms, peer: its load at start (case 5's measure)",
              list_ours * 1000, statistics.median(loads) * 1000, "≤ 1.0×", "ms")
        self.playing_cost(m3u, entries)
        self.restore_paint(m3u, entries)

    def playdeck_adds(self, folder, m3u, files, entries):
        env = self.env("adds")
        proc = subprocess.Popen([self.bench.playdeck, "--headless", "--idle", "--no-mpris", "--ao", "null"], env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            client = self.control(env, proc.pid)
            reply = lambda line: line.startswith("{")  # noqa: E731

            def add(target, length):
                took, answer = client.timed(json.dumps({"command": f"add {target}"}), reply)
                self.check_ok(answer)
                # The reply says what the queue gained (a snapshot waits for the first item to load).
                message = json.loads(answer).get("message", "")
                if message != f"Added {length:,} items".replace(",", ""):
                    raise RuntimeError(f"PlayDeck answered {answer!r}, not that it added {length} items")
                return took

            clear = lambda: self.check_ok(client.timed(json.dumps({"command": "clear"}), reply)[1])  # noqa: E731
            times = self.repeated(lambda: add(folder, files), clear), self.repeated(lambda: add(m3u, entries), clear)
            client.close()
            return times
        finally:
            proc.kill()
            proc.wait()

    def repeated(self, add, clear):
        """The median of `runs` timed adds, the queue cleared after each."""
        times = []
        for _ in range(self.bench.runs):
            times.append(add())
            clear()
        return statistics.median(times)

    @staticmethod
    def check_ok(answer):
        if json.loads(answer).get("status") != "success":
            raise RuntimeError(f"PlayDeck refused: {answer}")

    @staticmethod
    def control(env, pid):
        """The player's control socket once it exists (at most 20 s)."""
        path = os.path.join(env["XDG_RUNTIME_DIR"], "playdeck", f"{pid}.sock")
        deadline = time.monotonic() + 20
        while not os.path.exists(path):
            if time.monotonic() > deadline:
                raise RuntimeError("no control socket")
            time.sleep(0.02)
        sock = socket.socket(socket.AF_UNIX)
        sock.connect(path)
        return LineSocket(sock)

    def mpd_adds(self, music, playlists, files, entries):
        work = os.path.join(self.home, "mpd")
        os.makedirs(work, exist_ok=True)
        port = free_port()
        conf = os.path.join(work, "mpd.conf")
        with open(conf, "w") as out:
            out.write(MPD_CONF.format(music=music, playlists=playlists, work=work, port=port))
        proc = subprocess.Popen(["mpd", "--no-daemon", conf], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + 20
            while True:
                try:
                    sock = socket.create_connection(("127.0.0.1", port))
                    break
                except OSError:
                    if time.monotonic() > deadline:
                        raise RuntimeError("mpd did not listen")
                    time.sleep(0.05)
            client = LineSocket(sock)
            client.line()  # OK MPD 0.23.x
            ok = lambda line: line == "OK" or line.startswith("ACK")  # noqa: E731
            client.timed("update", ok)
            while True:  # the database is ready once no update is running
                client.sock.sendall(b"status\n")
                lines = []
                while (line := client.line()) != "OK":
                    lines.append(line)
                if not any(line.startswith("updating_db") for line in lines):
                    break
                time.sleep(0.05)
            def add(request, length):
                took, answer = client.timed(request, ok)
                if answer != "OK":
                    raise RuntimeError(f"mpd: {answer}")
                self.mpd_length(client, length)
                return took

            clear = lambda: client.timed("clear", ok)  # noqa: E731
            times = self.repeated(lambda: add("add folder", files), clear), self.repeated(lambda: add("load big", entries), clear)
            client.close()
            return times
        finally:
            proc.terminate()
            proc.wait()

    @staticmethod
    def mpd_length(client, expected):
        client.sock.sendall(b"status\n")
        length = None
        while (line := client.line()) != "OK":
            if line.startswith("playlistlength: "):
                length = int(line.split(": ")[1])
        if length != expected:
            raise RuntimeError(f"mpd's queue has {length} items, not {expected}")

    def playing_cost(self, m3u, entries):
        """CPU while playing (the session's place saved every few seconds) and wake-ups while paused."""
        b, h = self.bench, self.h
        seconds = 2 if b.smoke else 10
        env = self.env("playing")
        ours = subprocess.Popen([b.playdeck, "--headless", "--json", "--no-resume", "--no-mpris", "--ao", "null", m3u],
                                env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        mpv = ["mpv", "--no-config", "--ao=null", "--vo=null", "--term-playing-msg=STARTED", m3u]
        try:
            ours.stdout.readline()
            time.sleep(1)
            cpu0, _ = h.process_cpu_ns(ours.pid)
            time.sleep(seconds)
            cpu1, _ = h.process_cpu_ns(ours.pid)
            playing = (cpu1 - cpu0) / 1e9 / seconds * 100
            subprocess.run([b.playdeck, "remote", "pause"], env=env, check=True, capture_output=True)
            time.sleep(1)
            _, sw0 = h.process_cpu_ns(ours.pid)
            time.sleep(seconds)
            _, sw1 = h.process_cpu_ns(ours.pid)
        finally:
            ours.kill()
            ours.wait()
        peer = subprocess.Popen(mpv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            for line in peer.stdout:
                if "STARTED" in line:
                    break
            time.sleep(1)
            cpu0, _ = h.process_cpu_ns(peer.pid)
            time.sleep(seconds)
            cpu1, _ = h.process_cpu_ns(peer.pid)
            mpv_playing = (cpu1 - cpu0) / 1e9 / seconds * 100
        finally:
            peer.kill()
            peer.wait()
        b.commands.append(f"playdeck --headless QUEUE.m3u ({entries:,}) playing {seconds} s, then paused {seconds} s; "
                          "peer: mpv QUEUE.m3u")
        b.row(self.case, f"playing a {entries:,}-item queue, CPU % of a core, peer: mpv", playing, mpv_playing,
              "session saving ≤ 0.5 %", "%")
        b.row(self.case, f"paused with a {entries:,}-item queue, wake-ups in {seconds} s", sw1 - sw0, float("nan"),
              "0", "")

    def restore_paint(self, m3u, entries):
        """First paint of a restored session against the first paint of the same m3u named."""
        b, h = self.bench, self.h
        env = self.env("restore")
        saved = subprocess.Popen([b.playdeck, "--headless", "--json", "--no-mpris", "--ao", "null", m3u], env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        saved.stdout.readline()
        subprocess.run([b.playdeck, "remote", "quit"], env=env, check=True, capture_output=True)
        saved.wait()
        trace = os.path.join(self.home, "restore.trace")
        exports = " ".join(f"{k}={env[k]}" for k in ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME",
                                                      "XDG_RUNTIME_DIR", "XDG_CACHE_HOME", "HOME"])

        def paint(arguments):
            if os.path.exists(trace):
                os.unlink(trace)
            name = h.tmux_socket("bench-restore")
            stamp = os.path.join(self.home, "exec.stamp")
            cmd = ["python3", "-c", h.EXEC_STAMP, stamp, b.playdeck, "--no-mpris", "--ao", "null",
                   "--trace-latency", trace, *arguments]
            subprocess.run(["tmux", "-L", name, "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30",
                            f"TERM=xterm-256color {exports} " + " ".join(f"'{c}'" for c in cmd)], check=True)
            try:
                deadline = time.monotonic() + 30
                while (first := h.first_paint(trace)) is None:
                    if time.monotonic() > deadline:
                        raise RuntimeError("no first paint")
                    time.sleep(0.02)
                with open(stamp) as f:
                    return (first - float(f.read())) * 1000
            finally:
                subprocess.run(["tmux", "-L", name, "kill-server"], capture_output=True)

        restored, named = b.alternate(lambda: paint([]), lambda: paint(["--no-restore", "--no-resume", m3u]))
        b.commands.append(f"tmux 100x30: playdeck (restoring a {entries:,}-item session); peer: playdeck QUEUE.m3u")
        b.row(self.case, f"restore a {entries:,}-item session → first paint, ms, peer: the m3u named",
              statistics.median(restored), statistics.median(named), "≤ 1.0×", "ms")
