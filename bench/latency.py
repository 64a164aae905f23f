"""Case 6: key press to screen updated, measured inside the process (--trace-latency),
and case 3's first paint, from the same runs."""
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
