"""Case 8: a remote toggle-pause, from exec to the reply."""
import os
import statistics
import subprocess


class Remote:
    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def run(self):
        bench, h = self.bench, self.h
        runs = 3 if bench.smoke else 20
        song = bench.media("remote.mp3", 60)
        with h.PrivateBus(bench.work) as bus:
            env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS=bus.address, XDG_RUNTIME_DIR=bus.runtime,
                       XDG_STATE_HOME=bus.runtime, XDG_CACHE_HOME=bus.runtime)
            ours = subprocess.Popen([bench.playdeck, "--headless", "--json", "--ao", "null", song], env=env,
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            ours.stdout.readline()
            remote = [bench.playdeck, "remote", "toggle-pause"]
            ctl_ours = ["playerctl", "-p", "playdeck", "play-pause"]
            remote_times = [h.timed(remote, env) for _ in range(runs)]
            ctl_times = [h.timed(ctl_ours, env) for _ in range(runs)]
            ours.kill()
            ours.wait()
            peer_times = [float("nan")]
            if os.path.exists(h.MPV_MPRIS):
                peer = subprocess.Popen(["mpv", "--no-config", "--ao=null", "--vo=null", f"--script={h.MPV_MPRIS}",
                                         "--term-playing-msg=STARTED", song], env=env,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
                for line in peer.stdout:
                    if "STARTED" in line:
                        break
                h.wait_for_bus_name(env, "org.mpris.MediaPlayer2.mpv")
                peer_times = [h.timed(["playerctl", "-p", "mpv", "play-pause"], env) for _ in range(runs)]
                peer.kill()
                peer.wait()
        bench.commands += [" ".join(remote), " ".join(ctl_ours), f"mpv --script={h.MPV_MPRIS} + playerctl -p mpv play-pause"]
        peer = statistics.median(peer_times)
        bench.row("8 remote toggle-pause", "playdeck remote, ms", statistics.median(remote_times) * 1000, peer * 1000,
                  "report (peer: playerctl → mpv-mpris)", "ms")
        bench.row("8 remote toggle-pause", "playerctl → PlayDeck, ms", statistics.median(ctl_times) * 1000, peer * 1000,
                  "report (peer: playerctl → mpv-mpris)", "ms")
