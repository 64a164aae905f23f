"""Case 16: picture in picture. A swap (`pip-swap` written to the control socket) until
`playerctl --follow` on a private bus prints the new active session's title: how long the
desktop's media controls lag behind the person. mpv has no second session to compare with."""
import os
import select
import socket
import statistics
import subprocess
import time


class PictureInPicture:
    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def run(self):
        swaps = 4 if self.bench.smoke else 40
        main, podcast = self.tone("pip-main.mp3", "Main Talk", 440), self.tone("pip-podcast.mp3", "Podcast", 660)
        with self.h.PrivateBus(self.bench.work) as bus:
            env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS=bus.address, XDG_RUNTIME_DIR=bus.runtime,
                       XDG_STATE_HOME=bus.runtime, XDG_CACHE_HOME=bus.runtime, XDG_CONFIG_HOME=bus.runtime)
            player = subprocess.Popen([self.bench.playdeck, "--headless", "--json", "--no-resume", "--ao", "null",
                                       "--pip", podcast, main], env=env,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            follow = None
            try:
                self.h.wait_for_bus_name(env, "org.mpris.MediaPlayer2.playdeck")
                follow = subprocess.Popen(["playerctl", "-p", "playdeck", "--follow", "metadata", "xesam:title"], env=env,
                                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1)
                self.read_until(follow, "Main Talk")
                control = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                control.connect(os.path.join(bus.runtime, "playdeck", f"{player.pid}.sock"))
                times = []
                expected = ["Podcast", "Main Talk"]
                for index in range(swaps):
                    # A title printed again late (another metadata change) must not pass for this swap's.
                    self.drain(follow)
                    start = time.monotonic()
                    control.sendall(b'{"command": "pip-swap"}\n')
                    self.read_until(follow, expected[index % 2])
                    times.append(time.monotonic() - start)
                    # The reply, so that the next swap starts from a quiet socket.
                    control.recv(4096)
                control.close()
            finally:
                if follow:
                    follow.kill()
                    follow.wait()
                player.kill()
                player.wait()
        self.bench.commands.append("playdeck --headless --pip B A; {\"command\": \"pip-swap\"} → playerctl --follow metadata")
        self.bench.row("16 picture in picture swap", "swap → MPRIS title seen by playerctl, ms (median)",
                       statistics.median(times) * 1000, float("nan"), "≤ 50", "ms")
        self.bench.row("16 picture in picture swap", "swap → MPRIS title seen by playerctl, ms (worst)",
                       max(times) * 1000, float("nan"), "report", "ms")

    def tone(self, name, title, frequency):
        path = os.path.join(self.bench.work, name)
        self.h.run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", f"sine=frequency={frequency}:duration=120",
                    "-metadata", f"title={title}", path])
        return path

    @staticmethod
    def drain(process):
        while select.select([process.stdout], [], [], 0.05)[0]:
            if not process.stdout.readline():
                return

    @staticmethod
    def read_until(process, title, timeout=10):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            ready, _, _ = select.select([process.stdout], [], [], max(0, deadline - time.monotonic()))
            if ready and process.stdout.readline().strip() == title:
                return
        raise RuntimeError(f"playerctl never showed '{title}'")
