"""Case 2: CPU and wake-ups over a stretch of being paused."""
import statistics


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
