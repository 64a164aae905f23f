#!/usr/bin/env python3
"""PlayDeck against bare mpv, side by side, in one run.

Each case generates its inputs, runs PlayDeck and its peer alternately several times,
and reports medians and ratios. `--smoke` runs every case once on tiny inputs to prove
that the suite still runs (make test calls it); figures from a smoke run mean nothing.
"""
import argparse
import datetime
import itertools
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw)


def cpu_seconds(cmd, env=None):
    """User+system CPU seconds and wall seconds of one command, from GNU time."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as out:
        subprocess.run(["/usr/bin/time", "-o", out.name, "-f", "%U %S %e %M"] + cmd,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)
        user, system, wall, rss = out.read().split()[-4:]
        return float(user) + float(system), float(wall), int(rss)


class Bench:
    def __init__(self, smoke, playdeck, runs):
        self.smoke = smoke
        self.playdeck = playdeck
        self.runs = 1 if smoke else runs
        self.work = tempfile.mkdtemp(prefix="playdeck-bench-")
        self.rows = []
        self.commands = []

    def media(self, name, seconds, extra=()):
        path = os.path.join(self.work, name)
        if not os.path.exists(path):
            run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", f"sine=frequency=440:duration={seconds}",
                 *extra, "-metadata", "title=Bench", "-metadata", "artist=PlayDeck", path])
        return path

    def cover(self, side):
        """A side×side JPEG with detail everywhere: a test pattern with grain, ~1.2 MB at 3000."""
        path = os.path.join(self.work, f"cover-{side}.jpg")
        if not os.path.exists(path):
            run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i",
                 f"testsrc2=size={side}x{side}:rate=1,noise=alls=4:allf=t", "-frames:v", "1", "-q:v", "2", path])
        return path

    def covered_song(self, side):
        """A 30 s mp3 with cover(side) embedded as its front cover (ID3v2.3 APIC)."""
        path = os.path.join(self.work, f"covered-{side}.mp3")
        if not os.path.exists(path):
            run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=440:duration=30",
                 "-i", self.cover(side), "-map", "0:a", "-map", "1:v", "-c:v", "copy", "-disposition:v", "attached_pic",
                 "-id3v2_version", "3", "-metadata", "title=Bench", "-c:a", "libmp3lame", path])
        return path

    def clip(self, seconds, size, rate):
        """A testsrc video with a tone: h264 and aac in mp4."""
        path = os.path.join(self.work, f"clip-{seconds}-{size}-{rate}.mp4")
        if not os.path.exists(path):
            run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", f"testsrc=size={size}:rate={rate}:duration={seconds}",
                 "-f", "lavfi", "-i", f"sine=frequency=330:duration={seconds}", "-c:v", "libx264", "-preset", "fast",
                 "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", path])
        return path

    def row(self, case, metric, ours, theirs, target, unit):
        ratio = ours / theirs if theirs else float("nan")
        self.rows.append((case, metric, ours, theirs, ratio, target, unit))
        print(f"  {case}: {metric}: PlayDeck {ours:.4g} {unit}, peer {theirs:.4g} {unit}, ratio {ratio:.3f}  ({target})",
              flush=True)

    def alternate(self, ours, theirs):
        """Runs both commands alternately; returns the list of results for each."""
        a, b = [], []
        for _ in range(self.runs):
            a.append(ours())
            b.append(theirs())
        return a, b

    # Case 1: playing a 20 s file headless, against the floor (a bare libmpv client in C that
    # only plays the file: what libmpv itself costs) and against bare mpv, alternating.
    def case_playing(self):
        seconds = 2 if self.smoke else 20
        song = self.media(f"play-{seconds}.mp3", seconds)
        floor = os.path.join(self.work, "mpv-floor")
        run(["cc", "-O2", "-o", floor, os.path.join(ROOT, "bench", "mpv-floor.c"), "-lmpv"])
        ours_cmd = [self.playdeck, "--headless", "--exit-at-end", "--no-resume", "--no-mpris", "--ao", "null", song]
        floor_cmd = [floor, song]
        mpv_cmd = ["mpv", "--no-config", "--ao=null", "--vo=null", song]
        self.commands += [" ".join(ours_cmd), " ".join(floor_cmd), " ".join(mpv_cmd)]
        a, f, b = [], [], []
        for _ in range(self.runs if self.smoke else max(self.runs, 7)):
            a.append(cpu_seconds(ours_cmd))
            f.append(cpu_seconds(floor_cmd))
            b.append(cpu_seconds(mpv_cmd))
        ours_cpu, ours_rss = statistics.median(x[0] for x in a), statistics.median(x[2] for x in a) / 1024
        floor_rss = statistics.median(x[2] for x in f) / 1024
        self.row("1 playing (headless)", "CPU s, peer: the floor", ours_cpu, statistics.median(x[0] for x in f),
                 "≤ 1.05×", "s")
        self.row("1 playing (headless)", "peak RSS, peer: the floor", ours_rss, floor_rss, "≤ floor + 8 MiB", "MiB")
        self.row("1 playing (headless)", "PlayDeck − floor, peak RSS", ours_rss - floor_rss, float("nan"),
                 "≤ 8 MiB", "MiB")
        self.row("1 playing (headless)", "CPU s, peer: bare mpv", ours_cpu, statistics.median(x[0] for x in b),
                 "≤ 1.05×", "s")
        self.row("1 playing (headless)", "peak RSS, peer: bare mpv", ours_rss, statistics.median(x[2] for x in b) / 1024,
                 "≤ 1.05×", "MiB")

    # Case 1b: the same file with the tile drawn in tmux at 100x30, against mpv's own status line.
    def case_playing_tile(self):
        seconds = 2 if self.smoke else 20
        song = self.media(f"play-{seconds}.mp3", seconds)
        ours_cmd = [self.playdeck, "--no-resume", "--ao", "null", song]
        mpv_cmd = ["mpv", "--no-config", "--ao=null", "--vo=null", song]
        self.commands += ["tmux 100x30: " + " ".join(ours_cmd), "tmux 100x30: " + " ".join(mpv_cmd)]
        a, b = self.alternate(lambda: tmux_cpu_seconds(ours_cmd, self.work), lambda: tmux_cpu_seconds(mpv_cmd, self.work))
        self.row("1 playing (tile in tmux 100×30)", "CPU s", statistics.median(a), statistics.median(b),
                 "≤ 1.05× (peer: mpv's status line)", "s")

    # Case 1c: the same in tmux with the cover shown through kitty graphics (placeholders, tmux
    # passthrough on), 30 s of a covered song, against mpv's status line on the same file.
    def case_playing_pixels(self):
        song = self.covered_song(600)
        config = os.path.join(self.work, "kitty.toml")
        with open(config, "w") as out:
            out.write('[theme]\nartwork = "kitty"\n')
        tmux_conf = os.path.join(self.work, "passthrough.tmux.conf")
        with open(tmux_conf, "w") as out:
            out.write("set -g allow-passthrough on\n")
        ours_cmd = [self.playdeck, "--config", config, "--no-resume", "--ao", "null", song]
        mpv_cmd = ["mpv", "--no-config", "--ao=null", "--vo=null", song]
        self.commands += ["tmux 100x30, allow-passthrough on: " + " ".join(ours_cmd)]
        if self.smoke:
            return
        a, b = self.alternate(lambda: tmux_cpu_seconds(ours_cmd, self.work, conf=tmux_conf),
                              lambda: tmux_cpu_seconds(mpv_cmd, self.work, conf=tmux_conf))
        self.row("1 playing (tile in tmux 100×30, kitty artwork)", "CPU s", statistics.median(a), statistics.median(b),
                 "≤ 1.05× (peer: mpv's status line)", "s")

    # Case 8: a remote toggle-pause, from exec to the reply.
    def case_remote(self):
        runs = 3 if self.smoke else 20
        song = self.media("remote.mp3", 60)
        with PrivateBus(self.work) as bus:
            env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS=bus.address, XDG_RUNTIME_DIR=bus.runtime,
                       XDG_STATE_HOME=bus.runtime, XDG_CACHE_HOME=bus.runtime)
            ours = subprocess.Popen([self.playdeck, "--headless", "--json", "--ao", "null", song], env=env,
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            ours.stdout.readline()
            remote = [self.playdeck, "remote", "toggle-pause"]
            ctl_ours = ["playerctl", "-p", "playdeck", "play-pause"]
            remote_times = [timed(remote, env) for _ in range(runs)]
            ctl_times = [timed(ctl_ours, env) for _ in range(runs)]
            ours.kill()
            ours.wait()
            peer_times = [float("nan")]
            if os.path.exists(MPV_MPRIS):
                peer = subprocess.Popen(["mpv", "--no-config", "--ao=null", "--vo=null", f"--script={MPV_MPRIS}",
                                         "--term-playing-msg=STARTED", song], env=env,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
                for line in peer.stdout:
                    if "STARTED" in line:
                        break
                wait_for_bus_name(env, "org.mpris.MediaPlayer2.mpv")
                peer_times = [timed(["playerctl", "-p", "mpv", "play-pause"], env) for _ in range(runs)]
                peer.kill()
                peer.wait()
        self.commands += [" ".join(remote), " ".join(ctl_ours), f"mpv --script={MPV_MPRIS} + playerctl -p mpv play-pause"]
        peer = statistics.median(peer_times)
        self.row("8 remote toggle-pause", "playdeck remote, ms", statistics.median(remote_times) * 1000, peer * 1000,
                 "report (peer: playerctl → mpv-mpris)", "ms")
        self.row("8 remote toggle-pause", "playerctl → PlayDeck, ms", statistics.median(ctl_times) * 1000, peer * 1000,
                 "report (peer: playerctl → mpv-mpris)", "ms")

    # Case 6: key press to screen updated, measured inside the process (--trace-latency),
    # and case 3's first paint, from the same runs.
    def case_latency(self):
        presses = 50 if self.smoke else 1000
        song = self.media("latency.mp3", 120)
        trace = os.path.join(self.work, "latency.trace")
        cmd = [self.playdeck, "--no-resume", "--ao", "null", "--trace-latency", trace, song]
        self.commands.append("tmux 100x30: " + " ".join(cmd) + f" with {presses} presses of 0 and 9 (volume)")
        # The process cannot see its own exec time: a wrapper notes CLOCK_MONOTONIC and execs it.
        stamp = os.path.join(self.work, "latency.exec")
        launch = [sys.executable, "-c", EXEC_STAMP, stamp] + cmd
        keys = ["0" if index % 2 else "9" for index in range(presses)]
        latencies = tmux_key_latencies(launch, trace, (100, 30), [], keys, "09")
        if len(latencies) < presses * 0.9:
            raise RuntimeError(f"only {len(latencies)} of {presses} key presses were traced")
        self.row("6 key → screen updated", "p50 ms", percentile(latencies, 50), float("nan"), "report", "ms")
        self.row("6 key → screen updated", "p99 ms", percentile(latencies, 99), float("nan"), "≤ 5 ms", "ms")
        with open(stamp) as f:
            launched = float(f.read())
        self.row("3 exec → first complete paint", "ms", ((first_paint(trace) or float("nan")) - launched) * 1000, float("nan"),
                 "≤ 30 ms", "ms")

    # Case 3: start-up, headless: exec → audio playing (the first playback-restart), and exec →
    # the end of a 0.1 s file. A wrapper notes the exec time; PlayDeck writes the playback-restart
    # time with --trace-latency, mpv with a C plugin (bench/mpv-playback-stamp.c) built here.
    def case_startup(self):
        blip = self.media("blip.mp3", 0.1)
        plugin = os.path.join(self.work, "mpv-playback-stamp.so")
        run(["cc", "-O2", "-shared", "-fPIC", "-o", plugin, os.path.join(ROOT, "bench", "mpv-playback-stamp.c")])
        stamp, trace = os.path.join(self.work, "startup.exec"), os.path.join(self.work, "startup.trace")
        ours_cmd = [self.playdeck, "--headless", "--exit-at-end", "--ao", "null", "--trace-latency", trace, blip]
        mpv_cmd = [shutil.which("mpv") or "mpv", "--no-config", "--ao=null", "--vo=null", f"--script={plugin}", blip]
        self.commands += [" ".join(ours_cmd), "PLAYDECK_BENCH_STAMP=FILE " + " ".join(mpv_cmd)]

        def launch(cmd, started_file):
            """(exec → playback-restart, exec → exit) in seconds, for one run of `cmd`."""
            for path in (stamp, trace, started_file):
                if os.path.exists(path):
                    os.unlink(path)
            env = dict(os.environ, PLAYDECK_BENCH_STAMP=started_file)
            subprocess.run([sys.executable, "-c", EXEC_STAMP, stamp] + cmd, env=env, check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            ended = time.monotonic()
            with open(stamp) as f:
                launched = float(f.read())
            with open(started_file) as f:
                words = f.read().split()
            return float(words[-1]) - launched, ended - launched

        mpv_started = os.path.join(self.work, "startup.mpv")
        # Each run takes a third of a second and a busy host shifts single runs by tens of ms:
        # a warm-up of each, then three times the usual runs.
        launch(ours_cmd, trace), launch(mpv_cmd, mpv_started)
        runs, self.runs = self.runs, self.runs * 3
        try:
            a, b = self.alternate(lambda: launch(ours_cmd, trace), lambda: launch(mpv_cmd, mpv_started))
        finally:
            self.runs = runs
        self.row("3 start-up: exec → audio playing", "ms", statistics.median(x[0] for x in a) * 1000,
                 statistics.median(x[0] for x in b) * 1000, "report", "ms")
        # Single runs of either move by tens of ms when the host is busy, and the two alternate:
        # the difference within each pair (run back to back) is what the target is about.
        self.row("3 start-up: exec → audio playing", "PlayDeck − mpv, median of paired runs",
                 statistics.median((x[0] - y[0]) * 1000 for x, y in zip(a, b)), float("nan"), "≤ 20 ms", "ms")
        self.row("3 start-up: exec → audio playing", "fastest run", min(x[0] for x in a) * 1000,
                 min(x[0] for x in b) * 1000, "report", "ms")
        self.row("3 start-up: exec → end of a 0.1 s file", "ms", statistics.median(x[1] for x in a) * 1000,
                 statistics.median(x[1] for x in b) * 1000, "report", "ms")

    # Case 2: CPU and wake-ups over a stretch of being paused.
    def case_paused(self):
        seconds = 1 if self.smoke else 10
        song = self.media("paused.mp3", 30)
        ours_cmd = [self.playdeck, "--headless", "--json", "--pause", "--ao", "null", song]
        mpv_cmd = ["mpv", "--no-config", "--ao=null", "--vo=null", "--pause", "--term-playing-msg=STARTED", song]
        self.commands += [" ".join(ours_cmd), " ".join(mpv_cmd)]
        a, b = self.alternate(lambda: paused_usage(ours_cmd, seconds), lambda: paused_usage(mpv_cmd, seconds))
        self.row("2 paused", f"CPU ms over {seconds} s", statistics.median(x[0] for x in a),
                 statistics.median(x[0] for x in b), "≤ 2 ms", "ms")
        self.row("2 paused", f"wake-ups over {seconds} s", statistics.median(x[1] for x in a),
                 statistics.median(x[1] for x in b), "report", "")

    # Case 15: synced lyrics. Each line change reaches the status JSON at most 50 ms (of media
    # time) after the line's stamp, woken by the session's deadline; paused with lyrics, the
    # player wakes no more than paused without them (case 2).
    def case_lyrics(self):
        seconds = 4 if self.smoke else 20
        folder = os.path.join(self.work, "lyrics")
        os.makedirs(folder, exist_ok=True)
        song = os.path.join(folder, "sung.mp3")
        shutil.copy(self.media(f"sung-{seconds}.mp3", seconds), song)
        stamps = [0.5 + 0.37 * i for i in range(int((seconds - 1) / 0.37))]
        with open(os.path.join(folder, "sung.lrc"), "w") as out:
            for i, t in enumerate(stamps):
                out.write(f"[{int(t // 60):02d}:{t % 60:05.2f}]Line {i + 1}\n")
        ours_cmd = [self.playdeck, "--headless", "--json", "--exit-at-end", "--ao", "null", song]
        self.commands += [" ".join(ours_cmd) + "  (sung.lrc beside it, a line every 0.37 s)"]
        late = []
        for _ in range(self.runs):
            out = run(ours_cmd).stdout
            seen = set()
            for line in out.splitlines():
                info = json.loads(line)
                text, elapsed = info.get("lyricsLine"), info.get("elapsed")
                if text and text not in seen and elapsed is not None:
                    seen.add(text)
                    late.append((elapsed - stamps[int(text.split()[1]) - 1]) * 1000)
            if len(seen) != len(stamps):
                raise RuntimeError(f"{len(seen)} of {len(stamps)} lines reported")
        late.sort()
        self.row("15 lyrics line → status JSON", "ms after the stamp, worst", late[-1], float("nan"), "≤ 50 ms", "ms")
        self.row("15 lyrics line → status JSON", "ms after the stamp, median", statistics.median(late), float("nan"), "report", "ms")
        quiet = 1 if self.smoke else 10
        paused_cmd = [self.playdeck, "--headless", "--json", "--pause", "--ao", "null", song]
        plain_cmd = [self.playdeck, "--headless", "--json", "--pause", "--ao", "null", self.media(f"sung-{seconds}.mp3", seconds)]
        a, b = self.alternate(lambda: paused_usage(paused_cmd, quiet), lambda: paused_usage(plain_cmd, quiet))
        self.row("15 paused with lyrics", f"wake-ups over {quiet} s (peer: without lyrics)", statistics.median(x[1] for x in a),
                 statistics.median(x[1] for x in b), "= peer", "")

    # Case 4: a 3000×3000 JPEG cover embedded in an mp3, to a 40×20-cell tile: from the moment
    # decoding is asked for to the cells made (--trace-latency's artwork line), against the
    # chafa command turning the same JPEG into 40×20 cells of the same symbols and colours.
    def case_artwork(self):
        side = 600 if self.smoke else 3000
        song = self.covered_song(side)
        config = os.path.join(self.work, "artwork.toml")
        with open(config, "w") as out:
            # The idle full-screen view at once: at 44×27 its artwork box is 40×20 cells.
            out.write('[ui]\nidle_fullscreen_after = 0.001\n[theme]\nartwork = "truecolor"\n')
        ours_cmd = [self.playdeck, "--config", config, "--no-resume", "--ao", "null", song]
        chafa_cmd = ["chafa", "-s", "40x20", "--format", "symbols", "--colors", "full",
                     "--symbols", "half+quad+space+solid-wide-ambiguous", "-w", "9", self.cover(side)]
        self.commands += ["tmux 44x27: " + " ".join(ours_cmd) + " --trace-latency FILE", " ".join(chafa_cmd)]

        def ours():
            line = tmux_trace_line(ours_cmd, self.work, (44, 27), "artwork ")
            started, decoded, ready, cells = float(line[1]), float(line[2]), float(line[3]), line[4]
            if cells != "40x20":
                raise RuntimeError(f"the artwork was drawn at {cells} cells, not 40x20")
            return (ready - started) * 1000, (decoded - started) * 1000

        def theirs():
            return timed(chafa_cmd, None) * 1000 if shutil.which("chafa") else float("nan")

        a, b = self.alternate(ours, theirs)
        case = f"4 artwork {side}×{side} JPEG ({os.path.getsize(self.cover(side)) / 1e6:.1f} MB) → 40×20"
        self.row(case, "decode start → cells ms", statistics.median(x[0] for x in a), statistics.median(b),
                 "≤ 30 ms (peer: the chafa command, whole run)", "ms")
        self.row(case, "of which decoding ms", statistics.median(x[1] for x in a), float("nan"), "report", "ms")

    # Case 4b: the same cover in real pixels, kitty graphics (placed at its cells) and sixel, at
    # 40×20 cells of 10×20 pixels: from asking for the picture to its bytes written to the
    # terminal; then three seconds of playing, whose repaints (the elapsed time) must write no
    # picture. PlayDeck is told it is not inside tmux (tmux 3.3a shows neither; the timing and the
    # bytes are what is measured). The peer is the chafa command writing the same picture.
    def case_pixels(self):
        side = 600 if self.smoke else 3000
        song = self.covered_song(side)
        for mode, chafa_format in [("kitty", "kitty"), ("sixel", "sixels")]:
            config = os.path.join(self.work, f"pixels-{mode}.toml")
            with open(config, "w") as out:
                out.write(f'[ui]\nidle_fullscreen_after = 0.001\n[theme]\nartwork = "{mode}"\n')
            ours_cmd = [self.playdeck, "--config", config, "--no-resume", "--ao", "null", song]
            chafa_cmd = ["chafa", "-s", "40x20", "--format", chafa_format, self.cover(side)]
            self.commands += ["tmux 44x27 (TMUX unset): " + " ".join(ours_cmd) + " --trace-latency FILE",
                              " ".join(chafa_cmd)]

            def ours():
                lines = tmux_trace_lines(ours_cmd, self.work, (44, 27), "pixels", linger=0 if self.smoke else 3)
                artwork = next(p for p in lines if p[0] == "artwork")
                writes = [p for p in lines if p[0] == "pixels"]
                return (float(writes[0][1]) - float(artwork[1])) * 1000, sum(int(p[2]) for p in writes[1:])

            def theirs():
                return timed(chafa_cmd, None) * 1000 if shutil.which("chafa") else float("nan")

            a, b = self.alternate(ours, theirs)
            case = f"4b artwork {side}×{side} JPEG → 40×20 cells, {mode}"
            self.row(case, "decode start → picture written ms", statistics.median(x[0] for x in a), statistics.median(b),
                     "≤ 40 ms (peer: the chafa command, whole run)", "ms")
            self.row(case, "artwork bytes written by 3 s of repaints", max(x[1] for x in a), float("nan"), "≤ 200", "")

    # Case 9: the tags of 200 files (mp3 with a 300×300 cover, m4a with one, flac with one, Ogg Opus,
    # WMA, WavPack) read on one worker thread by libavformat, as the queue's rows ask for them
    # (tag-bench, built beside playdeck), against python3-mutagen reading the same files in one
    # process. FFmpeg's first load is reported apart: in a player, libmpv has loaded it already.
    def case_tags(self):
        bench = os.path.join(os.path.dirname(self.playdeck), "tag-bench")
        if not os.path.exists(bench):
            raise RuntimeError(f"{bench} is missing (swift build builds it)")
        kinds = [("mp3", ["-c:a", "libmp3lame", "-id3v2_version", "3"], True), ("m4a", ["-c:a", "aac"], True),
                 ("flac", ["-c:a", "flac"], True), ("opus", ["-c:a", "libopus"], False),
                 ("wma", ["-c:a", "wmav2"], False), ("wv", ["-c:a", "wavpack"], False)]
        cover = self.cover(300)
        sources = []
        for ext, codec, with_cover in kinds:
            path = os.path.join(self.work, f"tagged.{ext}")
            if not os.path.exists(path):
                args = ["-i", cover, "-map", "0:a", "-map", "1:v", "-c:v", "copy", "-disposition:v", "attached_pic"] \
                    if with_cover else []
                run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=440:duration=3", *args,
                     "-metadata", "title=바람의 노래", "-metadata", "artist=坂本龍一", "-metadata", "album=Seeds",
                     "-metadata", "track=3/12", *codec, path])
            sources.append(path)
        folder = os.path.join(self.work, "two-hundred")
        os.makedirs(folder, exist_ok=True)
        files = []
        for index in range(200):
            source = sources[index % len(sources)]
            path = os.path.join(folder, f"{index:03d}{os.path.splitext(source)[1]}")
            if not os.path.exists(path):
                shutil.copyfile(source, path)
            files.append(path)
        self.commands += [f"{bench} FILE×200", "/usr/bin/python3 -c 'mutagen.File(p) for p in FILES'"]
        mutagen = ("import mutagen, sys, time\nstart = time.monotonic()\n"
                   "read = [mutagen.File(p) for p in sys.argv[1:]]\n"
                   "print((time.monotonic() - start) * 1000, sum(1 for r in read if r is not None and r.tags))")

        def ours():
            fields = run([bench, *files]).stdout.split()
            values = dict(zip(fields[::2], fields[1::2]))
            if int(values["titled"]) != len(files):
                raise RuntimeError(f"only {values['titled']} of {len(files)} files had a title")
            return float(values["read"]), float(values["load"])

        def theirs():
            try:
                return float(run(["/usr/bin/python3", "-c", mutagen, *files]).stdout.split()[0])
            except (OSError, subprocess.CalledProcessError):
                return float("nan")

        a, b = self.alternate(ours, theirs)
        case = "9 tags of 200 files (mp3, m4a and flac with covers, opus, wma, wv)"
        self.row(case, "read on the worker ms", statistics.median(x[0] for x in a), statistics.median(b),
                 "≤ 50 ms (peer: python3-mutagen in one process)", "ms")
        self.row(case, "FFmpeg's first load ms", statistics.median(x[1] for x in a), float("nan"),
                 "report (none in a player: libmpv loaded it)", "ms")

    # Case 7: video in the tile in an 80×24 terminal: frames drawn a second and CPU over a 10 s
    # 720p clip, against mpv drawing the same clip as text at the same size (--vo=tct). The tile
    # draws video in its artwork box, 20×10 cells at 80×24, of which a 16:9 picture takes 20×6;
    # mpv's picture fills the terminal's width, 80×22.
    def case_video(self):
        seconds = 2 if self.smoke else 10
        clip = self.clip(seconds, "320x180" if self.smoke else "1280x720", 30)
        trace = os.path.join(self.work, "video.trace")
        frames_out = os.path.join(self.work, "mpv-frames.txt")
        script = os.path.join(self.work, "frames.lua")
        with open(script, "w") as out:
            out.write(MPV_FRAME_COUNTER.replace("OUT", repr(frames_out)))
        ours_cmd = [self.playdeck, "--no-resume", "--ao", "null", "--trace-latency", trace, clip]
        mpv_cmd = ["mpv", "--no-config", "--vo=tct", "--vo-tct-width=80", "--vo-tct-height=24", "--ao=null",
                   f"--script={script}", clip]
        # No display: PlayDeck draws the video in the tile.
        env = "DISPLAY= WAYLAND_DISPLAY= NO_COLOR="
        self.commands += ["tmux 80x24: " + " ".join(ours_cmd), "tmux 80x24: " + " ".join(mpv_cmd)]

        def ours():
            if os.path.exists(trace):
                os.unlink(trace)
            cpu = tmux_cpu_seconds(ours_cmd, self.work, (80, 24), env)
            frames = next((int(p[1]) for p in read_trace(trace) if p[0] == "video-frames"), 0)
            if frames == 0:
                raise RuntimeError("PlayDeck drew no video frame")
            return cpu, frames / seconds

        def theirs():
            if os.path.exists(frames_out):
                os.unlink(frames_out)
            cpu = tmux_cpu_seconds(mpv_cmd, self.work, (80, 24), env)
            with open(frames_out) as f:
                shown = int(f.read().split()[0])
            return cpu, shown / seconds

        a, b = self.alternate(ours, theirs)
        case = f"7 video {seconds} s {'320x180' if self.smoke else '1280x720'} at 30 fps, 80×24 terminal"
        self.row(case, "frames drawn a second", statistics.median(x[1] for x in a), statistics.median(x[1] for x in b),
                 "report (PlayDeck: video-frames of --trace-latency; mpv: frames shown, from a Lua script)", "fps")
        self.row(case, "CPU s", statistics.median(x[0] for x in a), statistics.median(x[0] for x in b),
                 "report (PlayDeck 20×6 cells in the tile, mpv --vo=tct 80×22)", "s")

    # Case 7b: the same clip in real pixels: the tile's video through kitty graphics (frames
    # placed at the tile's cells) and sixel, each against mpv's own terminal output of the same
    # protocol (--vo=kitty, mpv ≥ 0.36; --vo=sixel) at the same pixel size (read from PlayDeck's
    # first kitty frame), both told they are not inside tmux, in one tmux 80×24, which reads and
    # drops the pictures.
    def case_video_pixels(self):
        seconds = 2 if self.smoke else 10
        clip = self.clip(seconds, "320x180" if self.smoke else "1280x720", 30)
        env = "DISPLAY= WAYLAND_DISPLAY= NO_COLOR= COLORTERM=truecolor"
        trace = os.path.join(self.work, "video-pixels.trace")
        frames_out = os.path.join(self.work, "mpv-pixel-frames.txt")
        script = os.path.join(self.work, "pixel-frames.lua")
        with open(script, "w") as out:
            out.write(MPV_FRAME_COUNTER.replace("OUT", repr(frames_out)))

        def playdeck(protocol):
            config = os.path.join(self.work, f"video-{protocol}.toml")
            with open(config, "w") as out:
                out.write(f'[theme]\nartwork = "{protocol}"\n')
            return ["env", "-u", "TMUX", self.playdeck, "--config", config, "--no-resume", "--ao", "null",
                    "--trace-latency", trace, clip]

        width, height, columns, rows = tmux_kitty_frame(playdeck("kitty"), self.work, (80, 24), env)
        outputs = run(["mpv", "--no-config", "--vo=help"]).stdout.split()
        for protocol in ["kitty", "sixel"]:
            if protocol not in outputs:
                print(f"  7b {protocol}: skipped, {mpv_version().split(' Copyright')[0]} has no --vo={protocol}", flush=True)
                continue
            ours_cmd = playdeck(protocol)
            mpv_cmd = ["env", "-u", "TMUX", "mpv", "--no-config", f"--vo={protocol}", f"--vo-{protocol}-width={width}",
                       f"--vo-{protocol}-height={height}", f"--vo-{protocol}-cols={columns}",
                       f"--vo-{protocol}-rows={rows}", "--ao=null", f"--script={script}", clip]
            self.commands += ["tmux 80x24: " + " ".join(ours_cmd), "tmux 80x24: " + " ".join(mpv_cmd)]

            def ours():
                if os.path.exists(trace):
                    os.unlink(trace)
                cpu = tmux_cpu_seconds(ours_cmd, self.work, (80, 24), env)
                frames = next((int(p[1]) for p in read_trace(trace) if p[0] == "video-frames"), 0)
                if frames == 0:
                    raise RuntimeError("PlayDeck sent no video frame")
                return cpu, frames / seconds

            def theirs():
                if os.path.exists(frames_out):
                    os.unlink(frames_out)
                cpu = tmux_cpu_seconds(mpv_cmd, self.work, (80, 24), env)
                with open(frames_out) as f:
                    shown = int(f.read().split()[0])
                return cpu, shown / seconds

            a, b = self.alternate(ours, theirs)
            case = (f"7b video {seconds} s {'320x180' if self.smoke else '1280x720'} at 30 fps in {protocol}, "
                    f"{width}×{height} pixels, 80×24 terminal")
            self.row(case, "frames sent a second", statistics.median(x[1] for x in a),
                     statistics.median(x[1] for x in b),
                     "report (PlayDeck: video-frames of --trace-latency; mpv: frames shown, from a Lua script)", "fps")
            self.row(case, "CPU s", statistics.median(x[0] for x in a), statistics.median(x[0] for x in b),
                     f"report (PlayDeck {columns}×{rows} cells in the tile, mpv --vo={protocol} at the same size)", "s")

    # Case 14: Live Text: a 720p frame of code, paused, to its words available (the snapshot
    # saying "ready"), the player pinned to one core (taskset, OMP_THREAD_LIMIT=1). The first
    # frame of a process also loads tesseract and its language data; a seek while paused then
    # reads a second frame with the engine warm. Times are the snapshots' own timestamps.
    def case_live_text(self):
        video = os.path.join(self.work, "live-text-code.mp4")
        if not os.path.exists(video):
            text = os.path.join(self.work, "live-text-code.txt")
            with open(text, "w") as out:
                out.write("func greet(name: String) -> String {\n    let message = \"Hello, \" + name\n"
                          "    return message.uppercased()\n}\nfor index in 0..<10 { print(index) }")
            run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=0x1e1e1e:s=1280x720:r=25:d=6", "-vf",
                 "drawtext=fontfile=/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf:textfile=" + text
                 + ":fontsize=28:fontcolor=white:x=80:y=120:line_spacing=14", "-c:v", "libx264", "-pix_fmt", "yuv420p", video])
        config = os.path.join(self.work, "live-text.toml")
        with open(config, "w") as out:
            out.write("[video]\nlive_text_after = 0\n")
        runtime = tempfile.mkdtemp(prefix="live-text-", dir=self.work)
        env = dict(os.environ, XDG_RUNTIME_DIR=runtime, XDG_STATE_HOME=runtime, XDG_CACHE_HOME=runtime, OMP_THREAD_LIMIT="1")
        env.pop("DBUS_SESSION_BUS_ADDRESS", None)
        cmd = ["taskset", "-c", "0", self.playdeck, "--headless", "--json", "--pause", "--no-resume", "--no-mpris",
               "--ao", "null", "--vo", "null", "--config", config, video]
        self.commands.append("OMP_THREAD_LIMIT=1 " + " ".join(cmd) + "; then playdeck remote seek 3")

        def ready_after(lines):
            """Seconds from the snapshot saying 'reading' to the one saying 'ready'."""
            started = None
            for line in lines:
                snapshot = json.loads(line)
                if snapshot.get("liveText") == "reading" and started is None:
                    started = snapshot["timestamp"]
                elif snapshot.get("liveText") == "ready" and started is not None:
                    return snapshot["timestamp"] - started
                elif snapshot.get("liveText") == "off":
                    raise RuntimeError("Live Text is off: " + line)
            raise RuntimeError("no reading came")

        def once():
            proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            try:
                lines = []
                for line in proc.stdout:
                    lines.append(line)
                    if '"liveText":"ready"' in line or '"liveText":"off"' in line:
                        break
                first = ready_after(lines)
                run([self.playdeck, "remote", "--pid", str(proc.pid), "seek", "3"], env=env)
                # Snapshots of the old frame may come first (a client connecting has the player
                # publish its audio outputs): the new frame's reading ends with a "ready" after a "reading".
                lines = []
                for line in proc.stdout:
                    lines.append(line)
                    if '"liveText":"ready"' in line and any('"liveText":"reading"' in seen for seen in lines):
                        break
                return first, ready_after(lines)
            finally:
                proc.kill()
                proc.wait()

        times = [once() for _ in range(self.runs)]
        self.row("14 Live Text: paused 720p frame → words", "first frame (tesseract loaded), one core",
                 statistics.median(x[0] for x in times) * 1000, float("nan"), "report", "ms")
        self.row("14 Live Text: paused 720p frame → words", "next frame, one core",
                 statistics.median(x[1] for x in times) * 1000, float("nan"), "≤ 1500 ms", "ms")

    # Case 5: a 100,000-entry playlist: time to the first item playing, and memory then.
    def case_queue(self):
        entries = 1000 if self.smoke else 100_000
        blip = self.media("queue-item.mp3", 30)
        playlist = os.path.join(self.work, f"queue-{entries}.m3u")
        with open(playlist, "w") as out:
            out.write("#EXTM3U\n" + "".join(f"{blip}\n" for _ in range(entries)))
        ours_cmd = [self.playdeck, "--headless", "--json", "--no-resume", "--ao", "null", playlist]
        mpv_cmd = ["mpv", "--no-config", "--ao=null", "--vo=null", "--term-playing-msg=STARTED", playlist]
        self.commands += [" ".join(ours_cmd), " ".join(mpv_cmd)]
        a, b = self.alternate(lambda: time_to_first_line(ours_cmd), lambda: time_to_first_line(mpv_cmd, "STARTED"))
        self.row(f"5 queue of {entries:,}", "load → playing ms", statistics.median(x[0] for x in a) * 1000,
                 statistics.median(x[0] for x in b) * 1000, "about 1 s", "ms")
        self.row(f"5 queue of {entries:,}", "RSS MiB", statistics.median(x[1] for x in a) / 1024,
                 statistics.median(x[1] for x in b) / 1024, "report", "MiB")
        # A key press in the queue panel of that queue: l opens it, then Down, Down… moves the
        # highlight through the list (each press redraws the visible rows).
        presses = 50 if self.smoke else 500
        trace = os.path.join(self.work, "queue.trace")
        tile_cmd = [self.playdeck, "--no-resume", "--ao", "null", "--trace-latency", trace, playlist]
        self.commands.append("tmux 100x30: " + " ".join(tile_cmd) + f" with l, then {presses} presses of Down")
        latencies = tmux_key_latencies(tile_cmd, trace, (100, 30), ["l"], ["Down"] * presses, ["down"])
        if len(latencies) < presses * 0.9:
            raise RuntimeError(f"only {len(latencies)} of {presses} key presses were traced")
        self.row(f"5 queue of {entries:,}", "key in the queue panel, p50 ms", percentile(latencies, 50), float("nan"),
                 "report", "ms")
        self.row(f"5 queue of {entries:,}", "key in the queue panel, p99 ms", percentile(latencies, 99), float("nan"),
                 "≤ 5 ms", "ms")

    # Case 12: trimming by stream copy: 8 of the 10 minutes of a 720p H.264 + AAC file kept, by
    # `playdeck trim` and by `ffmpeg -ss -to -c copy` on the same file, alternating. Ten seconds
    # are encoded once and repeated by stream copy: the packets are those of a real encode.
    def case_trim(self):
        seconds = 20 if self.smoke else 600
        size = "320x180" if self.smoke else "1280x720"
        piece = os.path.join(self.work, f"trim-piece-{size}.mp4")
        source = os.path.join(self.work, f"trim-{seconds}-{size}.mp4")
        if not os.path.exists(source):
            run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", f"testsrc2=size={size}:rate=25:duration=10",
                 "-f", "lavfi", "-i", "sine=frequency=440:duration=10", "-c:v", "libx264", "-preset", "veryfast",
                 "-g", "50", "-b:v", "3M", "-c:a", "aac", piece])
            run(["ffmpeg", "-v", "error", "-y", "-stream_loop", str(seconds // 10 - 1), "-i", piece, "-c", "copy", source])
        start, end = seconds // 10, seconds - seconds // 10
        ours_out = os.path.join(self.work, "trim-ours.mp4")
        theirs_out = os.path.join(self.work, "trim-theirs.mp4")
        ours_cmd = [self.playdeck, "trim", "--from", str(start), "--to", str(end), "-o", ours_out, source]
        ffmpeg_cmd = ["ffmpeg", "-v", "error", "-y", "-ss", str(start), "-to", str(end), "-i", source, "-map", "0",
                      "-c", "copy", theirs_out]
        self.commands += [" ".join(ours_cmd), " ".join(ffmpeg_cmd)]

        def timed_run(cmd, out):
            if os.path.exists(out):
                os.unlink(out)
            began = time.monotonic()
            run(cmd)
            took = time.monotonic() - began
            if not os.path.exists(out) or os.path.getsize(out) == 0:
                raise RuntimeError(f"{cmd[0]} wrote no {out}")
            return took

        a, b = self.alternate(lambda: timed_run(ours_cmd, ours_out), lambda: timed_run(ffmpeg_cmd, theirs_out))
        case = f"12 trim {seconds // 60 or seconds} {'min' if seconds >= 60 else 's'} {size} H.264 + AAC, {end - start} s kept"
        self.row(case, "stream copy s", statistics.median(a), statistics.median(b),
                 "≤ 2 s (peer: ffmpeg -ss -to -c copy)", "s")

    # Case 10: tiles attached over the socket (bench/attach.py).
    def case_attach(self):
        sys.path.insert(0, os.path.join(ROOT, "bench"))
        import attach
        attach.Attached(self, sys.modules[__name__]).run()

    # Case 18: the music library (bench/library.py).
    def case_library(self):
        sys.path.insert(0, os.path.join(ROOT, "bench"))
        import library
        library.Library(self, sys.modules[__name__]).run()

    def case_control(self):
        sys.path.insert(0, os.path.join(ROOT, "bench"))
        import control
        control.Control(self, sys.modules[__name__]).run()

    # Case 16: picture in picture (bench/pictureinpicture.py).
    def case_pip(self):
        sys.path.insert(0, os.path.join(ROOT, "bench"))
        import pictureinpicture
        pictureinpicture.PictureInPicture(self, sys.modules[__name__]).run()

    # Case 17: multiview (bench/multiview.py).
    def case_multiview(self):
        sys.path.insert(0, os.path.join(ROOT, "bench"))
        import multiview
        multiview.Multiview(self, sys.modules[__name__]).run()

    def report(self, path):
        lines = [
            "# Benchmarks",
            "",
            f"One `make bench` run on {datetime.date.today().isoformat()}: {platform.node()}, "
            f"{os.cpu_count()} cores, {platform.platform()}. mpv: {mpv_version()}.",
            f"Medians of {self.runs} alternating runs each. The peer is bare `mpv` on the same input.",
            "",
            "| case | metric | PlayDeck | peer | ratio | target |",
            "| --- | --- | ---: | ---: | ---: | --- |",
        ]
        for case, metric, ours, theirs, ratio, target, unit in self.rows:
            peer = "—" if theirs != theirs else f"{theirs:.4g} {unit}"
            share = "—" if ratio != ratio else f"{ratio:.3f}"
            lines.append(f"| {case} | {metric} | {ours:.4g} {unit} | {peer} | {share} | {target} |")
        lines += ["", "Commands:", ""] + [f"    {c}" for c in self.commands] + [""]
        with open(path, "w") as out:
            out.write("\n".join(lines))


    def update(self, path, cases):
        """Replaces the rows of the cases just run in an existing report, adds the new ones, and
        says which cases were run again, when: the rest stays as the full run measured it."""
        with open(path) as existing:
            lines = existing.read().split("\n")
        fresh = {}
        for case, metric, ours, theirs, ratio, target, unit in self.rows:
            peer = "—" if theirs != theirs else f"{theirs:.4g} {unit}"
            share = "—" if ratio != ratio else f"{ratio:.3f}"
            fresh[(case, metric)] = f"| {case} | {metric} | {ours:.4g} {unit} | {peer} | {share} | {target} |"
        table = [i for i, line in enumerate(lines) if line.startswith("| ") and not line.startswith("| case ")]
        end = (table[-1] + 1) if table else len(lines)
        kept = []
        for i in table:
            cells = [c.strip() for c in lines[i].strip("|").split("|")]
            key = (cells[0], cells[1]) if len(cells) > 1 else None
            kept.append(fresh.pop(key) if key in fresh else lines[i])
        kept += list(fresh.values())
        start = table[0] if table else end
        note = (f"Rows of {', '.join(cases)} run again on {datetime.date.today().isoformat()} "
                f"(`bench.py --only {','.join(cases)} --update`, medians of {self.runs}).")
        lines = lines[:start] + kept + lines[end:]
        header = next((i for i, line in enumerate(lines) if line.startswith("| case ")), 0)
        lines.insert(max(0, header - 1), note)
        commands = [f"    {c}" for c in self.commands if f"    {c}" not in lines]
        with open(path, "w") as out:
            out.write("\n".join(lines).rstrip("\n") + "\n" + "\n".join(commands) + ("\n" if commands else ""))


MPV_MPRIS = "/usr/lib/mpv-mpris/mpris.so"


class PrivateBus:
    """A dbus-daemon on a unix socket of its own, for MPRIS cases."""

    def __init__(self, work):
        self.runtime = tempfile.mkdtemp(dir=work)
        os.chmod(self.runtime, 0o700)

    def __enter__(self):
        config = os.path.join(self.runtime, "bus.conf")
        with open(config, "w") as out:
            out.write(f"<busconfig><type>session</type><listen>unix:path={self.runtime}/bus</listen>"
                      "<auth>EXTERNAL</auth><policy context=\"default\"><allow send_destination=\"*\" eavesdrop=\"true\"/>"
                      "<allow eavesdrop=\"true\"/><allow own=\"*\"/><allow receive_sender=\"*\"/></policy></busconfig>")
        self.daemon = subprocess.Popen(["dbus-daemon", "--config-file", config, "--nofork", "--print-address"],
                                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.address = self.daemon.stdout.readline().strip()
        return self

    def __exit__(self, *_):
        self.daemon.kill()
        self.daemon.wait()


def wait_for_bus_name(env, prefix, timeout=10):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        names = subprocess.run(["busctl", "--user", "list", "--no-legend"], env=env, capture_output=True, text=True).stdout
        if prefix in names:
            return
        time.sleep(0.05)
    raise RuntimeError(f"{prefix} never appeared on the bus")


def timed(cmd, env):
    """Seconds from exec to the exit of `cmd` (its output thrown away); `env` None: ours."""
    start = time.monotonic()
    subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.monotonic() - start


def tmux_socket(prefix):
    """A tmux socket name of its own for each run: `kill-server` returns before the old server
    has gone, and a new session on the same socket can meet the dying server ("server exited
    unexpectedly")."""
    return f"{prefix}-{os.getpid()}-{next(TMUX_RUNS)}"


TMUX_RUNS = itertools.count()


def tmux_cpu_seconds(cmd, work, size=(100, 30), env="", conf="/dev/null"):
    """CPU seconds of a command run to its end inside a detached tmux of `size` (columns, rows);
    `env` is put before the command (NAME=value …); `conf` is tmux's configuration."""
    socket_name = tmux_socket("bench")
    out = os.path.join(work, "tmux.time")
    if os.path.exists(out):
        os.unlink(out)
    inner = " ".join(["/usr/bin/time", "-o", out, "-f", "'%U %S'"] + [f"'{c}'" for c in cmd])
    subprocess.run(["tmux", "-L", socket_name, "-f", conf, "new-session", "-d", "-x", str(size[0]),
                    "-y", str(size[1]), f"TERM=xterm-256color {env} {inner}"], check=True)
    while subprocess.run(["tmux", "-L", socket_name, "has-session"], capture_output=True).returncode == 0:
        time.sleep(0.2)
    with open(out) as f:
        user, system = f.read().split()[-2:]
    return float(user) + float(system)


def tmux_kitty_frame(cmd, work, size, env, timeout=20):
    """The first kitty video frame (RGB) a command writes in a detached tmux of `size`: its
    width and height in pixels and the columns and rows it is placed over."""
    socket_name = tmux_socket("bench-kitty")
    raw = os.path.join(work, "kitty.raw")
    if os.path.exists(raw):
        os.unlink(raw)
    subprocess.run(["tmux", "-L", socket_name, "-f", "/dev/null", "new-session", "-d", "-x", str(size[0]), "-y",
                    str(size[1]), f"TERM=xterm-256color {env} " + " ".join(f"'{c}'" for c in cmd), ";",
                    "pipe-pane", "-o", f"cat > '{raw}'"], check=True)
    try:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                with open(raw, "rb") as f:
                    data = f.read()
            except FileNotFoundError:
                data = b""
            frame = re.search(rb"\x1b_Ga=t,f=24,s=(\d+),v=(\d+),i=(\d+)", data)
            placed = frame and re.search(rb"\x1b_Ga=p,i=" + frame.group(3) + rb",p=1,c=(\d+),r=(\d+)", data)
            if placed:
                return int(frame.group(1)), int(frame.group(2)), int(placed.group(1)), int(placed.group(2))
            time.sleep(0.1)
        raise RuntimeError("no kitty video frame was written")
    finally:
        subprocess.run(["tmux", "-L", socket_name, "kill-server"], capture_output=True)


def tmux_trace_line(cmd, work, size, prefix, timeout=20):
    """Runs PlayDeck in a detached tmux of `size` with --trace-latency until a line starting with
    `prefix` is traced; returns that line split in words."""
    socket_name = tmux_socket("bench-trace")
    trace = os.path.join(work, "line.trace")
    if os.path.exists(trace):
        os.unlink(trace)
    command = cmd[:1] + ["--trace-latency", trace] + cmd[1:]
    subprocess.run(["tmux", "-L", socket_name, "-f", "/dev/null", "new-session", "-d", "-x", str(size[0]), "-y",
                    str(size[1]), "TERM=xterm-256color " + " ".join(f"'{c}'" for c in command)], check=True)
    try:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            line = next((p for p in read_trace(trace) if " ".join(p).startswith(prefix.strip())), None)
            if line:
                return line
            time.sleep(0.02)
        raise RuntimeError(f"no '{prefix.strip()}' line was traced")
    finally:
        subprocess.run(["tmux", "-L", socket_name, "kill-server"], capture_output=True)


def tmux_trace_lines(cmd, work, size, word, linger, timeout=20):
    """Runs PlayDeck, told it is not inside tmux, in a detached tmux of `size` with
    --trace-latency until a line starting with `word` is traced, then `linger` seconds more;
    returns every traced line split in words."""
    socket_name = tmux_socket("bench-lines")
    trace = os.path.join(work, "lines.trace")
    if os.path.exists(trace):
        os.unlink(trace)
    command = cmd[:1] + ["--trace-latency", trace] + cmd[1:]
    subprocess.run(["tmux", "-L", socket_name, "-f", "/dev/null", "new-session", "-d", "-x", str(size[0]), "-y",
                    str(size[1]), "env -u TMUX TERM=xterm-256color " + " ".join(f"'{c}'" for c in command)],
                   check=True)
    try:
        deadline = time.monotonic() + timeout
        while not any(p and p[0] == word for p in read_trace(trace)):
            if time.monotonic() > deadline:
                raise RuntimeError(f"no '{word}' line was traced")
            time.sleep(0.02)
        time.sleep(linger)
        return [p for p in read_trace(trace) if p]
    finally:
        subprocess.run(["tmux", "-L", socket_name, "kill-server"], capture_output=True)


def tmux_key_latencies(launch, trace, size, first, keys, names, started_on=("first-paint", "playback-restart"),
                       spacing=0.005):
    """Runs `launch` (PlayDeck with --trace-latency `trace`) in a detached tmux of `size`; once it
    has traced every word of `started_on` (painted, and started playing), sends the keys `first`
    (not measured), then `keys` one at a time, `spacing` seconds apart, as a person types; returns
    the sorted key → screen milliseconds of the traced presses whose names are in `names`."""
    if os.path.exists(trace):
        os.unlink(trace)
    name = tmux_socket("bench-keys")
    subprocess.run(["tmux", "-L", name, "-f", "/dev/null", "new-session", "-d", "-x", str(size[0]), "-y",
                    str(size[1]), "TERM=xterm-256color " + " ".join(f"'{c}'" for c in launch)], check=True)
    try:
        deadline = time.monotonic() + 20
        started = lambda: set(started_on) <= {p[0] for p in read_trace(trace) if p}
        while time.monotonic() < deadline and not started():
            time.sleep(0.05)
        for key in first:
            subprocess.run(["tmux", "-L", name, "send-keys", key], check=True)
            time.sleep(0.2)
        for key in keys:
            subprocess.run(["tmux", "-L", name, "send-keys", key], check=True)
            time.sleep(spacing)
        time.sleep(0.5)
    finally:
        subprocess.run(["tmux", "-L", name, "kill-server"], capture_output=True)
    return sorted((float(p[2]) - float(p[1])) * 1000 for p in read_trace(trace) if len(p) == 3 and p[0] in names)


def percentile(sorted_values, p):
    """The p-th percentile of an already sorted list (nearest rank)."""
    return sorted_values[min(len(sorted_values) - 1, int(len(sorted_values) * p / 100))]


def read_trace(trace):
    """The lines of a --trace-latency file, split in words (none if it does not exist yet)."""
    try:
        with open(trace) as f:
            return [line.split() for line in f if line.strip()]
    except FileNotFoundError:
        return []


# Counts the frames mpv showed (the frame number reached, less those dropped), sampled as it
# plays since the properties are gone once the file ends, and writes the figure at the end.
MPV_FRAME_COUNTER = """
local shown, dropped = 0, 0
local function sample()
    local frame = mp.get_property_number("estimated-frame-number")
    if frame then
        dropped = (mp.get_property_number("frame-drop-count") or 0)
            + (mp.get_property_number("decoder-frame-drop-count") or 0)
        shown = frame + 1 - dropped
    end
end
mp.add_periodic_timer(0.05, sample)
mp.register_event("end-file", sample)
mp.register_event("shutdown", function()
    local f = io.open(OUT, "w")
    f:write(string.format("%d %d\\n", shown, dropped))
    f:close()
end)
"""


# Run as `python3 -c EXEC_STAMP FILE PROGRAM ARGS…`: writes CLOCK_MONOTONIC to FILE, then execs.
EXEC_STAMP = 'import os, sys, time; open(sys.argv[1], "w").write(repr(time.monotonic())); os.execv(sys.argv[2], sys.argv[2:])'


def first_paint(trace):
    """Monotonic time of the first complete paint, from a --trace-latency file."""
    try:
        with open(trace) as f:
            for line in f:
                if line.startswith("first-paint "):
                    return float(line.split()[1])
    except FileNotFoundError:
        pass
    return None


def process_cpu_ns(pid):
    """CPU nanoseconds of every thread of a process, and its voluntary context switches."""
    total, switches = 0, 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                total += int(f.read().split()[0])
            with open(f"/proc/{pid}/task/{task}/status") as f:
                for line in f:
                    if line.startswith("voluntary_ctxt_switches"):
                        switches += int(line.split()[1])
        except (FileNotFoundError, ProcessLookupError):
            continue
    return total, switches


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS"):
                return int(line.split()[1])
    return 0


def time_to_first_line(cmd, needle=None):
    """Seconds from exec to the first line (containing needle) on stdout or stderr, and RSS then."""
    start = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        for line in proc.stdout:
            if needle is None or needle in line:
                elapsed = time.monotonic() - start
                return elapsed, rss_kib(proc.pid)
        raise RuntimeError(f"{cmd[0]} ended without the line")
    finally:
        proc.kill()
        proc.wait()


def paused_usage(cmd, seconds):
    """CPU ms and wake-ups of a player over `seconds` once it is paused and settled."""
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        proc.stdout.readline()  # the first snapshot (or mpv's STARTED): paused from here on
        time.sleep(1)           # let start-up work finish
        cpu0, sw0 = process_cpu_ns(proc.pid)
        time.sleep(seconds)
        cpu1, sw1 = process_cpu_ns(proc.pid)
        return (cpu1 - cpu0) / 1e6, sw1 - sw0
    finally:
        proc.kill()
        proc.wait()


def mpv_version():
    try:
        return run(["mpv", "--version"]).stdout.splitlines()[0]
    except (OSError, subprocess.CalledProcessError):
        return "not found"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--smoke", action="store_true")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--playdeck", default=os.path.join(ROOT, ".build/release/playdeck"))
    parser.add_argument("--out", default=os.path.join(ROOT, "BENCHMARKS.md"))
    parser.add_argument("--only", help="comma-separated cases to run (e.g. artwork,video); the report is not written")
    parser.add_argument("--update", action="store_true",
                        help="with --only: replace those cases' rows in the report (and add new ones), keep the rest")
    args = parser.parse_args()
    for tool in ["mpv", "ffmpeg", "/usr/bin/time"]:
        if not shutil.which(tool):
            sys.exit(f"bench: {tool} is missing (make bench installs it)")
    bench = Bench(args.smoke, args.playdeck, args.runs)
    cases = [bench.case_playing, bench.case_playing_tile, bench.case_playing_pixels, bench.case_paused, bench.case_startup, bench.case_artwork,
             bench.case_pixels,
             bench.case_latency, bench.case_queue, bench.case_video, bench.case_video_pixels, bench.case_remote, bench.case_tags,
             bench.case_attach, bench.case_control, bench.case_trim, bench.case_live_text, bench.case_lyrics,
             bench.case_pip, bench.case_multiview, bench.case_library]
    if args.only:
        wanted = args.only.split(",")
        cases = [case for case in cases if case.__name__.removeprefix("case_") in wanted]
    failures = 0
    for case in cases:
        print(case.__name__, flush=True)
        try:
            case()
        except Exception as error:  # a case that cannot run is a failure of the suite
            failures += 1
            print(f"  FAILED: {error}", flush=True)
    if args.only and args.update and not args.smoke:
        bench.update(args.out, wanted)
        print(f"updated {args.out}")
    if not args.smoke and not args.only:
        bench.report(args.out)
        print(f"wrote {args.out}")
    shutil.rmtree(bench.work, ignore_errors=True)
    print(f"bench: {len(cases) - failures} passed, {failures} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
