"""Case 11: `playdeck control` over another MPRIS player (bench/mpris_player.py) on a private
bus: PropertiesChanged from the player → the tile painted with it (the player notes
CLOCK_MONOTONIC as it emits, the tile's --trace-latency when it painted), and the wake-ups of
the tile while the player is paused. Then over mpv with mpv-mpris: a command key in the tile →
mpv's PlaybackStatus changed as `playerctl --follow status` prints it, against `playerctl
play-pause` itself → the same, in the same run."""
import os
import subprocess
import threading
import time


class Control:
    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def run(self):
        b, h = self.bench, self.h
        trace = os.path.join(b.work, "control.trace")
        with h.PrivateBus(b.work) as bus:
            env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS=bus.address, XDG_RUNTIME_DIR=bus.runtime,
                       XDG_STATE_HOME=bus.runtime, XDG_CACHE_HOME=bus.runtime, XDG_CONFIG_HOME=bus.runtime)
            player = subprocess.Popen(["/usr/bin/python3", os.path.join(h.ROOT, "bench", "mpris_player.py")], env=env,
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            name = h.tmux_socket("bench-control")
            try:
                if player.stdout.readline().strip() != "ready":
                    raise RuntimeError("the bench's MPRIS player did not start")
                cmd = [b.playdeck, "control", "--player", "benchplayer", "--trace-latency", trace]
                b.commands.append("tmux 100x30: " + " ".join(cmd) + " over bench/mpris_player.py")
                subprocess.run(["tmux", "-L", name, "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30",
                                f"exec env TERM=xterm-256color DBUS_SESSION_BUS_ADDRESS={bus.address} XDG_RUNTIME_DIR={bus.runtime} "
                                f"XDG_CONFIG_HOME={bus.runtime} " + " ".join(f"'{c}'" for c in cmd)], check=True)
                deadline = time.monotonic() + 20
                while not any(p and p[0] == "snapshot" for p in h.read_trace(trace)):
                    if time.monotonic() > deadline:
                        raise RuntimeError("the control tile never painted the player's snapshot")
                    time.sleep(0.02)
                pid = int(subprocess.run(["tmux", "-L", name, "display", "-p", "#{pane_pid}"], capture_output=True,
                                         text=True, check=True).stdout)
                self.paused(pid)
                self.latency(player, trace)
            finally:
                subprocess.run(["tmux", "-L", name, "kill-server"], capture_output=True)
                player.kill()
                player.wait()
            self.command_key(bus, env)

    def paused(self, pid):
        """Wake-ups of the tile while the player it shows is paused."""
        b, h = self.bench, self.h
        seconds = 1 if b.smoke else 10
        time.sleep(4)  # the first Position read, paint and "Now playing" toast (3 s) are done
        cpu0, switches0 = h.process_cpu_ns(pid)
        time.sleep(seconds)
        cpu1, switches1 = h.process_cpu_ns(pid)
        b.row("11 control, player paused", f"wake-ups over {seconds} s", switches1 - switches0, float("nan"), "0", "")
        b.row("11 control, player paused", f"CPU ms over {seconds} s", (cpu1 - cpu0) / 1e6, float("nan"), "report", "ms")

    def latency(self, player, trace):
        """Toggles, 50 ms apart: each emission → the first paint of a snapshot received after it."""
        b, h = self.bench, self.h
        toggles = 20 if b.smoke else 400
        emitted = []
        for _ in range(toggles):
            player.stdin.write("toggle\n")
            player.stdin.flush()
            emitted.append(float(player.stdout.readline().split()[1]))
            time.sleep(0.05)
        time.sleep(0.3)
        painted = sorted((float(p[1]), float(p[2])) for p in h.read_trace(trace) if len(p) == 3 and p[0] == "snapshot")
        latencies = []
        for sent in emitted:
            after = [done for received, done in painted if received >= sent]
            if after:
                latencies.append((after[0] - sent) * 1000)
        if len(latencies) < toggles * 0.9:
            raise RuntimeError(f"only {len(latencies)} of {toggles} PropertiesChanged were painted")
        latencies.sort()
        b.row("11 control", "PropertiesChanged → tile painted p50 ms", h.percentile(latencies, 50), float("nan"), "report", "ms")
        b.row("11 control", "PropertiesChanged → tile painted p99 ms", h.percentile(latencies, 99), float("nan"), "≤ 10 ms", "ms")

    def command_key(self, bus, env):
        """Space in the tile over mpv (mpv-mpris) → mpv's PlaybackStatus changed as playerctl
        sees it: from the moment the tile read the key (its --trace-latency) to the line
        `playerctl --follow status` prints, stamped as it is read. The peer, alternating with it:
        `playerctl play-pause` from its exec to the same line."""
        b, h = self.bench, self.h
        presses = 5 if b.smoke else 100
        trace = os.path.join(b.work, "control-key.trace")
        song = b.media("control-key.mp3", 20 if b.smoke else 600)
        mpv = subprocess.Popen(["mpv", "--no-config", "--idle=no", "--ao=null", "--vo=null", "--no-terminal",
                                f"--script={h.MPV_MPRIS}", song], env=env,
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        follow = None
        name = h.tmux_socket("bench-control-key")
        try:
            h.wait_for_bus_name(env, "org.mpris.MediaPlayer2.mpv")
            follow = subprocess.Popen(["playerctl", "--player=mpv", "--follow", "status"], env=env,
                                      stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1)
            seen = []  # (monotonic seconds, status) of every line playerctl printed
            reader = threading.Thread(target=lambda: [seen.append((time.monotonic(), line.strip())) for line in follow.stdout],
                                      daemon=True)
            reader.start()
            cmd = [b.playdeck, "control", "--player", "mpv", "--trace-latency", trace]
            b.commands.append("tmux 100x30: " + " ".join(cmd) + " over mpv --ao=null --script=mpris.so; "
                              "playerctl --player=mpv --follow status; playerctl --player=mpv play-pause")
            subprocess.run(["tmux", "-L", name, "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30",
                            f"exec env TERM=xterm-256color DBUS_SESSION_BUS_ADDRESS={bus.address} XDG_RUNTIME_DIR={bus.runtime} "
                            f"XDG_CONFIG_HOME={bus.runtime} " + " ".join(f"'{c}'" for c in cmd)], check=True)
            deadline = time.monotonic() + 20
            while not any(p and p[0] == "snapshot" for p in h.read_trace(trace)):
                if time.monotonic() > deadline:
                    raise RuntimeError("the control tile never painted mpv's snapshot")
                time.sleep(0.02)
            time.sleep(3.5)  # the first Position read and the "Now playing" toast are done

            def changed_after(start, before):
                """Seconds from `start` to the first status line after the `before` lines already seen."""
                deadline = time.monotonic() + 5
                while len(seen) <= before:
                    if time.monotonic() > deadline:
                        raise RuntimeError("playerctl saw no change of mpv's status")
                    time.sleep(0.001)
                return seen[before][0] - start

            def ours():
                before, keys = len(seen), len([p for p in h.read_trace(trace) if p and p[0] == "space"])
                subprocess.run(["tmux", "-L", name, "send-keys", "Space"], check=True)
                deadline = time.monotonic() + 5
                while True:
                    pressed = [p for p in h.read_trace(trace) if p and p[0] == "space"]
                    if len(pressed) > keys:
                        break
                    if time.monotonic() > deadline:
                        raise RuntimeError("the tile never traced the key")
                    time.sleep(0.002)
                return changed_after(float(pressed[keys][1]), before)

            def theirs():
                before, start = len(seen), time.monotonic()
                subprocess.run(["playerctl", "--player=mpv", "play-pause"], env=env, check=True)
                return changed_after(start, before)

            tile, peer = [], []
            for _ in range(presses):
                tile.append(ours() * 1000)
                time.sleep(0.1)
                peer.append(theirs() * 1000)
                time.sleep(0.1)
            tile.sort()
            peer.sort()
            case = "11 control over mpv"
            b.row(case, "command key → PlaybackStatus seen by playerctl p50 ms", h.percentile(tile, 50),
                  h.percentile(peer, 50), "≤ 15 ms", "ms")
            b.row(case, "command key → PlaybackStatus seen by playerctl p99 ms", h.percentile(tile, 99),
                  h.percentile(peer, 99), "report", "ms")
        finally:
            subprocess.run(["tmux", "-L", name, "kill-server"], capture_output=True)
            if follow:
                follow.kill()
                follow.wait()
            mpv.kill()
            mpv.wait()
