"""Case 15: synced lyrics. Each line change reaches the status JSON at most 50 ms (of media
time) after the line's stamp, woken by the session's deadline; paused with lyrics, the
player wakes no more than paused without them (case 2)."""
import json
import os
import shutil
import statistics


class Lyrics:
    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def run(self):
        bench, h = self.bench, self.h
        seconds = 2 if bench.smoke else 20
        folder = os.path.join(bench.work, "lyrics")
        os.makedirs(folder, exist_ok=True)
        song = os.path.join(folder, "sung.mp3")
        shutil.copy(bench.media(f"sung-{seconds}.mp3", seconds), song)
        stamps = [0.5 + 0.37 * i for i in range(int((seconds - 1) / 0.37))]
        with open(os.path.join(folder, "sung.lrc"), "w") as out:
            for i, t in enumerate(stamps):
                out.write(f"[{int(t // 60):02d}:{t % 60:05.2f}]Line {i + 1}\n")
        ours_cmd = [bench.playdeck, "--headless", "--json", "--exit-at-end", "--ao", "null", song]
        bench.commands += [" ".join(ours_cmd) + "  (sung.lrc beside it, a line every 0.37 s)"]
        late = []
        for _ in range(bench.runs):
            out = h.run(ours_cmd).stdout
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
        bench.row("15 lyrics line → status JSON", "ms after the stamp, worst", late[-1], float("nan"), "≤ 50 ms", "ms")
        bench.row("15 lyrics line → status JSON", "ms after the stamp, median", statistics.median(late), float("nan"),
                  "report", "ms")
        quiet, settle = (0.5, 0.2) if bench.smoke else (10, 1)
        paused_cmd = [bench.playdeck, "--headless", "--json", "--pause", "--ao", "null", song]
        plain_cmd = [bench.playdeck, "--headless", "--json", "--pause", "--ao", "null",
                     bench.media(f"sung-{seconds}.mp3", seconds)]
        a, b = bench.alternate(lambda: h.paused_usage(paused_cmd, quiet, settle),
                               lambda: h.paused_usage(plain_cmd, quiet, settle))
        bench.row("15 paused with lyrics", f"wake-ups over {quiet} s (peer: without lyrics)",
                  statistics.median(x[1] for x in a), statistics.median(x[1] for x in b), "= peer", "")
