"""Case 23: PlayDeck's MPD server against Debian's MPD, both on loopback TCP in the same run,
each playing the same song (MPD to its null output, PlayDeck with --ao null).

- `status` round trip over one connection: median and p99 of many requests, PlayDeck's against
  MPD's (until PlayDeck's `status` command lands the row says it measured an ACK).
- A pause → `changed: player` at a client idling on another connection: PlayDeck paused through
  its control socket (as the tile or MPRIS would), MPD through its own protocol (`pause 1`),
  timed from the request's send to the idler's `changed: player`; play and pause alternate.
"""
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import threading
import time

from common import percentile
from session import LineSocket, free_port

MPD_CONF = """music_directory "{music}"
db_file "{work}/mpd.db"
state_file "{work}/mpd.state"
pid_file "{work}/mpd.pid"
log_file "{work}/mpd.log"
bind_to_address "127.0.0.1"
port "{port}"
auto_update "no"
audio_output {{
    type "null"
    name "null"
}}
"""


def connect(port, deadline=20):
    end = time.monotonic() + deadline
    while True:
        try:
            client = LineSocket(socket.create_connection(("127.0.0.1", port)))
            client.line()  # OK MPD 0.23.5
            return client
        except OSError:
            if time.monotonic() > end:
                raise RuntimeError(f"nothing answers on 127.0.0.1:{port}")
            time.sleep(0.05)


def answer_end(line):
    return line == "OK" or line.startswith("ACK")


class MPDServer:
    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers
        self.home = os.path.join(bench.work, "mpd-server")
        self.case = "23 MPD server"

    def run(self):
        if not shutil.which("mpd"):
            raise RuntimeError("mpd is missing (apt-get install mpd)")
        b = self.bench
        requests = 100 if b.smoke else 5000
        pauses = 4 if b.smoke else 200
        music = os.path.join(self.home, "music")
        os.makedirs(music, exist_ok=True)
        song = os.path.join(music, "song.mp3")
        if not os.path.exists(song):
            os.link(b.media("mpd-server-song.mp3", 600), song)
        b.commands += [f"playdeck --headless --ao null --no-mpris SONG with [mpd] listen = [\"127.0.0.1:0\"]; "
                       f"{requests:,} × status on one connection; {pauses} pauses through the control socket",
                       f"peer: mpd (null output) on 127.0.0.1, the same song playing; {requests:,} × status; "
                       f"{pauses} × pause 1/0"]
        with self.playdeck(song) as ours, self.mpd(music) as peer:
            ours_status, ours_answer = self.round_trips(ours["port"], requests)
            peer_status, _ = self.round_trips(peer["port"], requests)
            said = "OK" if ours_answer == "OK" else "an ACK: PlayDeck has no status command yet"
            b.row(self.case, f"status round trip, median, µs (PlayDeck answered {said}), peer: MPD",
                  statistics.median(ours_status) * 1e6, statistics.median(peer_status) * 1e6, "≤ 1.0×", "µs")
            b.row(self.case, "status round trip, p99, µs, peer: MPD", percentile(sorted(ours_status), 99) * 1e6,
                  percentile(sorted(peer_status), 99) * 1e6, "≤ 1.0×", "µs")
            ours_wake = self.wakes(ours["port"], pauses, lambda paused: ours["control"](paused))
            peer_control = connect(peer["port"])
            peer_wake = self.wakes(peer["port"], pauses,
                                   lambda paused: peer_control.timed(f"pause {1 if paused else 0}", answer_end))
            b.row(self.case, "pause → changed: player at an idling client, median, ms, peer: MPD (pause 1)",
                  statistics.median(ours_wake) * 1000, statistics.median(peer_wake) * 1000, "≤ 1.0×", "ms")
            b.row(self.case, "pause → changed: player at an idling client, p99, ms, peer: MPD",
                  percentile(sorted(ours_wake), 99) * 1000, percentile(sorted(peer_wake), 99) * 1000, "report", "ms")

    @staticmethod
    def round_trips(port, count):
        client = connect(port)
        times, last = [], None
        for _ in range(count):
            took, last = client.timed("status", answer_end)
            times.append(took)
        client.close()
        return times, last

    @staticmethod
    def wakes(port, count, pause):
        """Times from a pause (or play) request to `changed: player` at a second, idling client."""
        idler = connect(port)
        times = []
        for n in range(count):
            # Should the pause overtake the idle, the change waits for it and is told at once:
            # either way the time runs from the request to the idler hearing of it.
            idler.sock.sendall(b"idle player\n")
            start = time.monotonic()
            pause(n % 2 == 0)
            idler.until(lambda line: line == "changed: player")
            times.append(time.monotonic() - start)
            idler.until(lambda line: line == "OK")
        idler.close()
        return times

    def playdeck(self, song):
        bench = self

        class Running:
            def __enter__(self):
                env = {k: os.path.join(bench.home, "pd", k.lower()) for k in
                       ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR", "XDG_CACHE_HOME", "HOME"]}
                for folder in env.values():
                    os.makedirs(folder, mode=0o700, exist_ok=True)
                os.makedirs(os.path.join(env["XDG_CONFIG_HOME"], "playdeck"), exist_ok=True)
                with open(os.path.join(env["XDG_CONFIG_HOME"], "playdeck", "config.toml"), "w") as out:
                    out.write('[mpd]\nenabled = true\nlisten = ["127.0.0.1:0"]\n')
                self.env = dict(os.environ, **env)
                self.proc = subprocess.Popen([bench.bench.playdeck, "--headless", "--no-resume", "--no-restore", "--no-mpris",
                                              "--ao", "null", song], env=self.env, stdout=subprocess.DEVNULL,
                                             stderr=subprocess.PIPE, text=True)
                port = None
                for line in self.proc.stderr:
                    found = re.search(r"MPD server listening on 127\.0\.0\.1:(\d+)", line)
                    if found:
                        port = int(found.group(1))
                        break
                if port is None:
                    raise RuntimeError("PlayDeck's MPD server did not listen")
                # Whatever else it says must not fill the pipe and stop it.
                threading.Thread(target=self.proc.stderr.read, daemon=True).start()
                path = os.path.join(env["XDG_RUNTIME_DIR"], "playdeck", f"{self.proc.pid}.sock")
                control = LineSocket(socket.socket(socket.AF_UNIX))
                control.sock.connect(path)
                reply = lambda line: line.startswith("{")  # noqa: E731

                def pause(paused):
                    control.timed(json.dumps({"command": "pause" if paused else "play"}), reply)

                return {"port": port, "control": pause}

            def __exit__(self, *_):
                self.proc.kill()
                self.proc.wait()

        return Running()

    def mpd(self, music):
        bench = self

        class Running:
            def __enter__(self):
                work = os.path.join(bench.home, "mpd")
                os.makedirs(work, exist_ok=True)
                port = free_port()
                conf = os.path.join(work, "mpd.conf")
                with open(conf, "w") as out:
                    out.write(MPD_CONF.format(music=music, work=work, port=port))
                self.proc = subprocess.Popen(["mpd", "--no-daemon", conf], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                client = connect(port)
                client.timed("update", answer_end)
                while True:  # the database holds the song once no update is left
                    client.sock.sendall(b"status\n")
                    lines = []
                    while (line := client.line()) != "OK":
                        lines.append(line)
                    if not any(line.startswith("updating_db") for line in lines):
                        break
                    client.timed("idle update", answer_end)
                for request in ["clear", "add song.mp3", "repeat 1", "play"]:
                    client.timed(request, answer_end)
                client.close()
                return {"port": port}

            def __exit__(self, *_):
                self.proc.terminate()
                self.proc.wait()

        return Running()
