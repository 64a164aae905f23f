"""Case 6: key press to screen updated, measured inside the process (--trace-latency),
and case 3's first paint, from the same runs; 6b the same in the largest layout."""
import os
import sys


class Latency:
    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def run(self):
        bench, h = self.bench, self.h
        presses = 50 if bench.smoke else 1000
        song = bench.media("latency.mp3", 120)
        trace = os.path.join(bench.work, "latency.trace")
        cmd = [bench.playdeck, "--no-resume", "--ao", "null", "--trace-latency", trace, song]
        bench.commands.append("tmux 100x30: " + " ".join(cmd) + f" with {presses} presses of 0 and 9 (volume)")
        # The process cannot see its own exec time: a wrapper notes CLOCK_MONOTONIC and execs it.
        stamp = os.path.join(bench.work, "latency.exec")
        launch = [sys.executable, "-c", h.EXEC_STAMP, stamp] + cmd
        keys = ["0" if index % 2 else "9" for index in range(presses)]
        latencies = h.tmux_key_latencies(launch, trace, (100, 30), [], keys, "09")
        if len(latencies) < presses * 0.9:
            raise RuntimeError(f"only {len(latencies)} of {presses} key presses were traced")
        bench.row("6 key → screen updated", "p50 ms", h.percentile(latencies, 50), float("nan"), "report", "ms")
        bench.row("6 key → screen updated", "p99 ms", h.percentile(latencies, 99), float("nan"), "≤ 5 ms", "ms")
        with open(stamp) as f:
            launched = float(f.read())
        bench.row("3 exec → first complete paint", "ms", ((h.first_paint(trace) or float("nan")) - launched) * 1000,
                  float("nan"), "≤ 30 ms", "ms")
        self.largest()

    def largest(self):
        """6b: the same presses at 240×60, laid out in panes: the Now Playing column with a
        96×48-cell cover in truecolor symbols, the queue and the synced lyrics beside it."""
        bench, h = self.bench, self.h
        presses = 50 if bench.smoke else 1000
        config = os.path.join(bench.work, "latency-largest.toml")
        with open(config, "w") as out:
            out.write('[ui]\nidle_fullscreen_after = 0\n[theme]\nartwork = "truecolor"\n')
        trace = os.path.join(bench.work, "latency-largest.trace")
        cmd = [bench.playdeck, "--config", config, "--no-resume", "--ao", "null", "--trace-latency", trace]
        cmd += bench.album(600 if bench.smoke else 3000)
        bench.commands.append("tmux 240x60: " + " ".join(cmd) + f" with {presses} presses of 0 and 9 (volume)")
        keys = ["0" if index % 2 else "9" for index in range(presses)]
        latencies = h.tmux_key_latencies(cmd, trace, (240, 60), [], keys, "09")
        if len(latencies) < presses * 0.9:
            raise RuntimeError(f"only {len(latencies)} of {presses} key presses were traced at 240×60")
        artwork = next((p for p in h.read_trace(trace) if p and p[0] == "artwork"), None)
        if artwork is None or artwork[4] != "96x48":
            raise RuntimeError(f"the artwork was not drawn at 96×48 cells: {artwork}")
        case = "6b key → screen updated, 240×60 in panes with artwork"
        bench.row(case, "p50 ms", h.percentile(latencies, 50), float("nan"), "report", "ms")
        bench.row(case, "p99 ms", h.percentile(latencies, 99), float("nan"), "≤ 5 ms", "ms")
