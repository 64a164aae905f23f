"""Case 24: the listening history of 100,000 listens (issue #37): read back as a player's start
reads it (target ≤ 50 ms), and one listen appended and fsynced as a listen is kept."""
import os


class History:
    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def run(self):
        bench, h = self.bench, self.h
        tool = os.path.join(os.path.dirname(bench.playdeck), "history-bench")
        if not os.path.exists(tool):
            raise RuntimeError(f"{tool} is missing (swift build builds it)")
        count = 1000 if bench.smoke else 100_000
        out = h.run([tool, os.path.join(bench.work, "history-bench"), str(count)]).stdout.split()
        figures = dict(zip(out[0::2], out[1::2]))
        bench.commands.append(f"history-bench STATE {count}")
        bench.row(f"24 history of {count:,}", "load ms", float(figures["load"]), float("nan"), "≤ 50 ms", "ms")
        bench.row(f"24 history of {count:,}", "append (fsync) ms", float(figures["append"]), float("nan"), "report", "ms")
