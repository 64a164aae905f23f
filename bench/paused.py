"""Case 2: CPU and wake-ups over a stretch of being paused; 2b the same for the tile in its
largest layout."""
import os
import statistics
import subprocess
import time


class Paused:
    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def run(self):
        bench, h = self.bench, self.h
        seconds, settle = (0.5, 0.2) if bench.smoke else (10, 1)
        song = bench.media("paused.mp3", 30)
        ours_cmd = [bench.playdeck, "--headless", "--json", "--pause", "--ao", "null", song]
        mpv_cmd = ["mpv", "--no-config", "--ao=null", "--vo=null", "--pause", "--term-playing-msg=STARTED", song]
        bench.commands += [" ".join(ours_cmd), " ".join(mpv_cmd)]
        a, b = bench.alternate(lambda: h.paused_usage(ours_cmd, seconds, settle),
                               lambda: h.paused_usage(mpv_cmd, seconds, settle))
        bench.row("2 paused", f"CPU ms over {seconds} s", statistics.median(x[0] for x in a),
                  statistics.median(x[0] for x in b), "≤ 2 ms", "ms")
        bench.row("2 paused", f"wake-ups over {seconds} s", statistics.median(x[1] for x in a),
                  statistics.median(x[1] for x in b), "report", "")
        self.largest()

    def largest(self):
        """2b: the tile paused at 240×60, laid out in panes (the cover at 96×48 cells, the queue,
        the lyrics): once painted, no timer is armed and nothing wakes it."""
        bench, h = self.bench, self.h
        # Settled once the start's toast ("Now playing: …", 3 s) has gone: its end is a timer.
        seconds, settle = (0.5, 0.2) if bench.smoke else (10, 4)
        config = os.path.join(bench.work, "paused-largest.toml")
        with open(config, "w") as out:
            out.write('[ui]\nidle_fullscreen_after = 0\n[theme]\nartwork = "truecolor"\n')
        trace = os.path.join(bench.work, "paused-largest.trace")
        cmd = [bench.playdeck, "--config", config, "--no-resume", "--ao", "null", "--pause", "--trace-latency", trace]
        cmd += bench.album(600 if bench.smoke else 3000)
        bench.commands.append("tmux 240x60: " + " ".join(cmd))

        def once():
            if os.path.exists(trace):
                os.unlink(trace)
            name = h.tmux_socket("bench-paused")
            subprocess.run(["tmux", "-L", name, "-f", "/dev/null", "new-session", "-d", "-x", "240", "-y", "60",
                            "exec env TERM=xterm-256color " + " ".join(f"'{c}'" for c in cmd)], check=True)
            try:
                deadline = time.monotonic() + 20
                while not any(p and p[0] == "artwork" for p in h.read_trace(trace)):
                    if time.monotonic() > deadline:
                        raise RuntimeError("the largest layout never drew its artwork")
                    time.sleep(0.05)
                time.sleep(settle)
                pid = int(subprocess.run(["tmux", "-L", name, "display", "-p", "#{pane_pid}"], capture_output=True,
                                         text=True, check=True).stdout)
                cpu0, sw0 = h.process_cpu_ns(pid)
                time.sleep(seconds)
                cpu1, sw1 = h.process_cpu_ns(pid)
                return (cpu1 - cpu0) / 1e6, sw1 - sw0
            finally:
                subprocess.run(["tmux", "-L", name, "kill-server"], capture_output=True)

        runs = [once() for _ in range(bench.runs)]
        case = "2b paused, tile at 240×60 in panes with artwork"
        bench.row(case, f"wake-ups over {seconds} s", max(x[1] for x in runs), float("nan"), "0", "")
        bench.row(case, f"CPU ms over {seconds} s", statistics.median(x[0] for x in runs), float("nan"), "report", "ms")
