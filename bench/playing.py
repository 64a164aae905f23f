"""Case 1: playing a file, headless against the floor (libmpv alone) and bare mpv, and in the
tile inside tmux against mpv's status line."""
import os
import statistics


class Playing:
    """Case 1: playing a 20 s file headless, against the floor (a bare libmpv client in C that
    only plays the file: what libmpv itself costs) and against bare mpv, alternating."""

    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def run(self):
        bench, h = self.bench, self.h
        seconds = 1 if bench.smoke else 20
        song = bench.media(f"play-{seconds}.mp3", seconds)
        floor = os.path.join(bench.work, "mpv-floor")
        h.run(["cc", "-O2", "-o", floor, os.path.join(h.ROOT, "bench", "mpv-floor.c"), "-lmpv"])
        ours_cmd = [bench.playdeck, "--headless", "--exit-at-end", "--no-resume", "--no-mpris", "--ao", "null", song]
        floor_cmd = [floor, song]
        mpv_cmd = ["mpv", "--no-config", "--ao=null", "--vo=null", song]
        bench.commands += [" ".join(ours_cmd), " ".join(floor_cmd), " ".join(mpv_cmd)]
        a, f, b = [], [], []
        for _ in range(bench.runs if bench.smoke else max(bench.runs, 7)):
            a.append(h.cpu_seconds(ours_cmd))
            f.append(h.cpu_seconds(floor_cmd))
            b.append(h.cpu_seconds(mpv_cmd))
        ours_cpu, ours_rss = statistics.median(x[0] for x in a), statistics.median(x[2] for x in a) / 1024
        floor_rss = statistics.median(x[2] for x in f) / 1024
        bench.row("1 playing (headless)", "CPU s, peer: the floor", ours_cpu, statistics.median(x[0] for x in f),
                  "≤ 1.05×", "s")
        bench.row("1 playing (headless)", "peak RSS, peer: the floor", ours_rss, floor_rss, "≤ floor + 8 MiB", "MiB")
        bench.row("1 playing (headless)", "PlayDeck − floor, peak RSS", ours_rss - floor_rss, float("nan"),
                  "≤ 8 MiB", "MiB")
        bench.row("1 playing (headless)", "CPU s, peer: bare mpv", ours_cpu, statistics.median(x[0] for x in b),
                  "≤ 1.05×", "s")
        bench.row("1 playing (headless)", "peak RSS, peer: bare mpv", ours_rss, statistics.median(x[2] for x in b) / 1024,
                  "≤ 1.05×", "MiB")


class PlayingTile:
    """Case 1b: the same file with the tile drawn in tmux at 100x30, against mpv's own status line."""

    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def run(self):
        bench, h = self.bench, self.h
        seconds = 1 if bench.smoke else 20
        song = bench.media(f"play-{seconds}.mp3", seconds)
        ours_cmd = [bench.playdeck, "--no-resume", "--ao", "null", song]
        mpv_cmd = ["mpv", "--no-config", "--ao=null", "--vo=null", song]
        bench.commands += ["tmux 100x30: " + " ".join(ours_cmd), "tmux 100x30: " + " ".join(mpv_cmd)]
        a, b = bench.alternate(lambda: h.tmux_cpu_seconds(ours_cmd, bench.work),
                               lambda: h.tmux_cpu_seconds(mpv_cmd, bench.work))
        bench.row("1 playing (tile in tmux 100×30)", "CPU s", statistics.median(a), statistics.median(b),
                  "≤ 1.05× (peer: mpv's status line)", "s")


class PlayingPixels:
    """Case 1c: the same in tmux with the cover shown through kitty graphics (placeholders, tmux
    passthrough on), 30 s of a covered song, against mpv's status line on the same file."""

    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def run(self):
        bench, h = self.bench, self.h
        song = bench.covered_song(600)
        config = os.path.join(bench.work, "kitty.toml")
        with open(config, "w") as out:
            out.write('[theme]\nartwork = "kitty"\n')
        tmux_conf = os.path.join(bench.work, "passthrough.tmux.conf")
        with open(tmux_conf, "w") as out:
            out.write("set -g allow-passthrough on\n")
        ours_cmd = [bench.playdeck, "--config", config, "--no-resume", "--ao", "null", song]
        mpv_cmd = ["mpv", "--no-config", "--ao=null", "--vo=null", song]
        bench.commands += ["tmux 100x30, allow-passthrough on: " + " ".join(ours_cmd)]
        if bench.smoke:
            return
        a, b = bench.alternate(lambda: h.tmux_cpu_seconds(ours_cmd, bench.work, conf=tmux_conf),
                               lambda: h.tmux_cpu_seconds(mpv_cmd, bench.work, conf=tmux_conf))
        bench.row("1 playing (tile in tmux 100×30, kitty artwork)", "CPU s", statistics.median(a), statistics.median(b),
                  "≤ 1.05× (peer: mpv's status line)", "s")
