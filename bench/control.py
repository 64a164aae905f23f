"""Case 11: `playdeck control` over other MPRIS players on a private bus.

- Over bench/mpris_player.py: PropertiesChanged from the player → the tile painted with it (the
  player notes CLOCK_MONOTONIC as it emits, the tile's --trace-latency when it painted), and the
  wake-ups of the tile while the player is paused.
- A command key → the player's PlaybackStatus changed as `playerctl --follow status` prints it
  (stamped as it is read), from the moment the tile read the key (its --trace-latency); the peer,
  alternating with it in the same run, is `playerctl play-pause` from its exec to the same line.
  Over the bench's player, which announces at once (it also notes when it emitted, to tell the
  tile's part from playerctl's), and over mpv with mpv-mpris, which announces a pause about
  60 ms after it is asked, whoever asks."""
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
        with h.PrivateBus(b.work) as bus:
            env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS=bus.address, XDG_RUNTIME_DIR=bus.runtime,
                       XDG_STATE_HOME=bus.runtime, XDG_CACHE_HOME=bus.runtime, XDG_CONFIG_HOME=bus.runtime)
            player = self.bench_player(env)
            trace = os.path.join(b.work, "control.trace")
            try:
                b.commands.append(f"tmux 100x30: {b.playdeck} control --player benchplayer --trace-latency FILE "
                                  "over bench/mpris_player.py")
                name, pid = self.tile(bus, "benchplayer", trace)
                try:
                    self.paused(pid)
                    self.latency(player, trace)
                finally:
                    subprocess.run(["tmux", "-L", name, "kill-server"], capture_output=True)
            finally:
                player.kill()
                player.wait()
            self.command_key_over_bench_player(bus, env)
            self.command_key_over_mpv(bus, env)

    def bench_player(self, env):
        player = subprocess.Popen(["/usr/bin/python3", os.path.join(self.h.ROOT, "bench", "mpris_player.py")], env=env,
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        if player.stdout.readline().strip() != "ready":
            player.kill()
            raise RuntimeError("the bench's MPRIS player did not start")
        return player

    def tile(self, bus, player, trace):
        """`playdeck control --player PLAYER` in a detached tmux, once it has painted the player's
        snapshot; returns the tmux socket's name and the tile's pid."""
        b, h = self.bench, self.h
        name = h.tmux_socket("bench-control")
        cmd = [b.playdeck, "control", "--player", player, "--trace-latency", trace]
        subprocess.run(["tmux", "-L", name, "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30",
                        f"exec env TERM=xterm-256color DBUS_SESSION_BUS_ADDRESS={bus.address} XDG_RUNTIME_DIR={bus.runtime} "
                        f"XDG_CONFIG_HOME={bus.runtime} " + " ".join(f"'{c}'" for c in cmd)], check=True)
        deadline = time.monotonic() + 20
        while not any(p and p[0] == "snapshot" for p in h.read_trace(trace)):
            if time.monotonic() > deadline:
                subprocess.run(["tmux", "-L", name, "kill-server"], capture_output=True)
                raise RuntimeError(f"the control tile never painted {player}'s snapshot")
            time.sleep(0.02)
        pid = int(subprocess.run(["tmux", "-L", name, "display", "-p", "#{pane_pid}"], capture_output=True,
                                 text=True, check=True).stdout)
        return name, pid

    def paused(self, pid):
        """Wake-ups of the tile while the player it shows is paused."""
        b, h = self.bench, self.h
        seconds = 0.5 if b.smoke else 10
        # The first Position read, paint and "Now playing" toast (3 s) are done; a smoke only
        # proves the case runs.
        time.sleep(0.5 if b.smoke else 4)
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

    def command_key_over_bench_player(self, bus, env):
        b = self.bench
        player = self.bench_player(env)
        played = []  # CLOCK_MONOTONIC of each PlayPause's PropertiesChanged, as the player emitted it
        reader = threading.Thread(target=lambda: [played.append(float(line.split()[1])) for line in player.stdout
                                                  if line.startswith("played ")], daemon=True)
        reader.start()
        try:
            b.commands.append(f"tmux 100x30: {b.playdeck} control --player benchplayer, Space; "
                              "playerctl --player=benchplayer --follow status; playerctl --player=benchplayer play-pause")
            self.command_key(bus, env, "benchplayer", "11 control, key over the bench's player", played, "≤ 15 ms")
        finally:
            player.kill()
            player.wait()

    def command_key_over_mpv(self, bus, env):
        b, h = self.bench, self.h
        song = b.media("control-key.mp3", 20 if b.smoke else 600)
        mpv = subprocess.Popen(["mpv", "--no-config", "--idle=no", "--ao=null", "--vo=null", "--no-terminal",
                                f"--script={h.MPV_MPRIS}", song], env=env,
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            h.wait_for_bus_name(env, "org.mpris.MediaPlayer2.mpv")
            b.commands.append(f"tmux 100x30: {b.playdeck} control --player mpv, Space, over mpv --ao=null "
                              "--script=mpris.so; playerctl --player=mpv --follow status; playerctl --player=mpv play-pause")
            # mpv-mpris announces a pause about 60 ms after it is asked: a floor for any client.
            self.command_key(bus, env, "mpv", "11 control, key over mpv (mpv-mpris)", None, "report")
        finally:
            mpv.kill()
            mpv.wait()

    def command_key(self, bus, env, player, case, emitted, target):
        """Space in the tile, then `playerctl play-pause`, alternately: each → the next status line
        `playerctl --follow status` prints. With `emitted` (the player's own emission times), also
        the tile's part alone: the key read → the player's PropertiesChanged."""
        b, h = self.bench, self.h
        presses = 5 if b.smoke else 100
        trace = os.path.join(b.work, f"control-key-{player}.trace")
        follow = subprocess.Popen(["playerctl", f"--player={player}", "--follow", "status"], env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1)
        seen = []  # CLOCK_MONOTONIC of every line playerctl printed, as it was read
        threading.Thread(target=lambda: [seen.append(time.monotonic()) for _ in follow.stdout], daemon=True).start()
        name = None
        try:
            name, _ = self.tile(bus, player, trace)
            time.sleep(0.5 if b.smoke else 3.5)  # the first Position read and the "Now playing" toast are done

            def next_after(times, count, start):
                """Seconds from `start` to the entry of `times` after the first `count`."""
                deadline = time.monotonic() + 5
                while len(times) <= count:
                    if time.monotonic() > deadline:
                        raise RuntimeError(f"no change of {player}'s status was seen")
                    time.sleep(0.0005)
                return times[count] - start

            def key():
                lines, keys = len(seen), len([p for p in h.read_trace(trace) if p and p[0] == "space"])
                announced = len(emitted) if emitted is not None else 0
                subprocess.run(["tmux", "-L", name, "send-keys", "Space"], check=True)
                deadline = time.monotonic() + 5
                while len(pressed := [p for p in h.read_trace(trace) if p and p[0] == "space"]) <= keys:
                    if time.monotonic() > deadline:
                        raise RuntimeError("the tile never traced the key")
                    time.sleep(0.001)
                read = float(pressed[keys][1])
                own = next_after(emitted, announced, read) if emitted is not None else None
                return next_after(seen, lines, read), own

            def peer():
                lines, announced = len(seen), len(emitted) if emitted is not None else 0
                start = time.monotonic()
                subprocess.run(["playerctl", f"--player={player}", "play-pause"], env=env, check=True)
                own = next_after(emitted, announced, start) if emitted is not None else None
                return next_after(seen, lines, start), own

            ours, theirs = [], []
            for _ in range(presses):
                ours.append(key())
                time.sleep(0.1)
                theirs.append(peer())
                time.sleep(0.1)
            for index, what in ((0, "seen by playerctl"), (1, "emitted by the player")):
                if ours[0][index] is None:
                    continue
                tile = sorted(o[index] * 1000 for o in ours)
                other = sorted(t[index] * 1000 for t in theirs)
                b.row(case, f"command key → PlaybackStatus {what} p50 ms", h.percentile(tile, 50), h.percentile(other, 50),
                      target if index == 0 else "report", "ms")
                b.row(case, f"command key → PlaybackStatus {what} p99 ms", h.percentile(tile, 99), h.percentile(other, 99),
                      "report", "ms")
        finally:
            if name:
                subprocess.run(["tmux", "-L", name, "kill-server"], capture_output=True)
            follow.kill()
            follow.wait()
