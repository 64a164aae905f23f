"""Case 4: a JPEG cover embedded in an mp3, from asking for it to the tile's cells (4) and to its
pixels written to the terminal (4b), against the chafa command; 4c a resize storm in pixels."""
import os
import re
import shutil
import statistics


class Artwork:
    """Case 4: a 3000×3000 JPEG cover embedded in an mp3, to a 40×20-cell tile: from the moment
    decoding is asked for to the cells made (--trace-latency's artwork line), against the
    chafa command turning the same JPEG into 40×20 cells of the same symbols and colours."""

    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def run(self):
        bench, h = self.bench, self.h
        side = 600 if bench.smoke else 3000
        song = bench.covered_song(side)
        config = os.path.join(bench.work, "artwork.toml")
        with open(config, "w") as out:
            # The idle full-screen view at once: at 44×27 its artwork box is 40×20 cells.
            out.write('[ui]\nidle_fullscreen_after = 0.001\n[theme]\nartwork = "truecolor"\n')
        ours_cmd = [bench.playdeck, "--config", config, "--no-resume", "--ao", "null", song]
        chafa_cmd = ["chafa", "-s", "40x20", "--format", "symbols", "--colors", "full",
                     "--symbols", "half+quad+space+solid-wide-ambiguous", "-w", "9", bench.cover(side)]
        bench.commands += ["tmux 44x27: " + " ".join(ours_cmd) + " --trace-latency FILE", " ".join(chafa_cmd)]

        def ours():
            line = h.tmux_trace_line(ours_cmd, bench.work, (44, 27), "artwork ")
            started, decoded, ready, cells = float(line[1]), float(line[2]), float(line[3]), line[4]
            if cells != "40x20":
                raise RuntimeError(f"the artwork was drawn at {cells} cells, not 40x20")
            return (ready - started) * 1000, (decoded - started) * 1000

        def theirs():
            return h.timed(chafa_cmd, None) * 1000 if shutil.which("chafa") else float("nan")

        a, b = bench.alternate(ours, theirs)
        case = f"4 artwork {side}×{side} JPEG ({os.path.getsize(bench.cover(side)) / 1e6:.1f} MB) → 40×20"
        bench.row(case, "decode start → cells ms", statistics.median(x[0] for x in a), statistics.median(b),
                  "≤ 30 ms (peer: the chafa command, whole run)", "ms")
        bench.row(case, "of which decoding ms", statistics.median(x[1] for x in a), float("nan"), "report", "ms")


class ArtworkPixels:
    """Case 4b: the same cover in real pixels, kitty graphics (placed at its cells) and sixel, at
    40×20 cells of 10×20 pixels: from asking for the picture to its bytes written to the
    terminal; then three seconds of playing, whose repaints (the elapsed time) must write no
    picture. PlayDeck is told it is not inside tmux (tmux 3.3a shows neither; the timing and the
    bytes are what is measured). The peer is the chafa command writing the same picture."""

    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def run(self):
        bench, h = self.bench, self.h
        side = 600 if bench.smoke else 3000
        song = bench.covered_song(side)
        for mode, chafa_format in [("kitty", "kitty"), ("sixel", "sixels")]:
            config = os.path.join(bench.work, f"pixels-{mode}.toml")
            with open(config, "w") as out:
                out.write(f'[ui]\nidle_fullscreen_after = 0.001\n[theme]\nartwork = "{mode}"\n')
            ours_cmd = [bench.playdeck, "--config", config, "--no-resume", "--ao", "null", song]
            chafa_cmd = ["chafa", "-s", "40x20", "--format", chafa_format, bench.cover(side)]
            bench.commands += ["tmux 44x27 (TMUX unset): " + " ".join(ours_cmd) + " --trace-latency FILE",
                               " ".join(chafa_cmd)]

            def ours():
                lines = h.tmux_trace_lines(ours_cmd, bench.work, (44, 27), "pixels", linger=0 if bench.smoke else 3)
                artwork = next(p for p in lines if p[0] == "artwork")
                writes = [p for p in lines if p[0] == "pixels"]
                return (float(writes[0][1]) - float(artwork[1])) * 1000, sum(int(p[2]) for p in writes[1:])

            def theirs():
                return h.timed(chafa_cmd, None) * 1000 if shutil.which("chafa") else float("nan")

            a, b = bench.alternate(ours, theirs)
            case = f"4b artwork {side}×{side} JPEG → 40×20 cells, {mode}"
            bench.row(case, "decode start → picture written ms", statistics.median(x[0] for x in a), statistics.median(b),
                      "≤ 40 ms (peer: the chafa command, whole run)", "ms")
            bench.row(case, "artwork bytes written by 3 s of repaints", max(x[1] for x in a), float("nan"), "≤ 200", "")
        self.storm()

    # Fifteen sizes, between the card and the panes, ending in the largest layout.
    STORM = [(100, 30), (160, 45), (44, 27), (120, 32), (80, 24), (200, 50), (60, 20), (240, 60), (40, 12),
             (180, 40), (100, 40), (130, 35), (70, 22), (220, 55), (240, 60)]

    def storm(self):
        """4c: kitty placed at its cells, a storm of fifteen resizes at once ending at 240×60: once
        it is over the tile is laid out in panes and the cover for the last size's 96×48 cells is
        placed exactly once (each size's picture is placed at most once, none twice)."""
        bench, h = self.bench, self.h
        config = os.path.join(bench.work, "storm.toml")
        with open(config, "w") as out:
            out.write('[ui]\nidle_fullscreen_after = 0\n[theme]\nartwork = "kitty"\n')
        trace = os.path.join(bench.work, "storm.trace")
        cmd = [bench.playdeck, "--config", config, "--no-resume", "--ao", "null", "--pause", "--trace-latency", trace]
        cmd += bench.album(600 if bench.smoke else 3000)
        bench.commands.append("tmux, 15 sizes ending at 240x60 (TMUX unset): " + " ".join(cmd))

        def once():
            raw, screen = h.tmux_resize_storm(
                cmd, bench.work, self.STORM, trace, lambda lines: any(p and p[0] == "pixels" for p in lines),
                lambda screen: "╮╭─ Queue " in (screen.splitlines() or [""])[0])
            placements = re.findall(rb"\x1b_Ga=p,i=(\d+),p=1,c=(\d+),r=(\d+)", raw)
            if not placements:
                raise RuntimeError("nothing was placed after the storm")
            last = placements[-1]
            if (int(last[1]), int(last[2])) != (96, 48):
                raise RuntimeError(f"the last picture was placed at {last[1]}x{last[2]} cells, not 96x48")
            transmitted = len(re.findall(rb"\x1b_Ga=t,", raw))
            return placements.count(last), transmitted

        runs = [once() for _ in range(bench.runs)]
        case = "4c resize storm, 15 sizes ending at 240×60 in panes, kitty"
        bench.row(case, "placements of the last picture", max(x[0] for x in runs), float("nan"), "1", "")
        bench.row(case, "pictures sent during the storm", statistics.median(x[1] for x in runs), float("nan"), "report", "")
