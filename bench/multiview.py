"""Case 17: multiview. Four 360p videos of one length as `playdeck --multiview` in a 120×40
tile inside tmux, against four separate `mpv --vo=tct` processes of the same videos at the
size of one view, in the same run: frames drawn a second per view (`view-frames` of
--trace-latency), the views' distance from view 1 at each drift check (`multiview-drift`),
and CPU seconds."""
import os
import statistics


class Multiview:
    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def angle(self, index, seconds, size):
        pattern = ["testsrc", "testsrc2", "smptebars", "rgbtestsrc"][index]
        path = os.path.join(self.bench.work, f"angle-{index}-{seconds}-{size}.mkv")
        if not os.path.exists(path):
            self.h.run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", f"{pattern}=size={size}:rate=30:duration={seconds}",
                        "-f", "lavfi", "-i", f"sine=frequency={300 + 100 * index}:duration={seconds}",
                        "-c:v", "libx264", "-preset", "veryfast", "-g", "60", "-c:a", "aac", path])
        return path

    def run(self):
        seconds = 2 if self.bench.smoke else 60
        size = "320x180" if self.bench.smoke else "640x360"
        angles = [self.angle(index, seconds, size) for index in range(4)]
        trace = os.path.join(self.bench.work, "multiview.trace")
        ours_cmd = [self.bench.playdeck, "--no-resume", "--ao", "null", "--trace-latency", trace, "--multiview"] + angles
        # One view of the 120×40 tile's grid is 46×4 cells of picture.
        mpv = ["mpv", "--no-config", "--vo=tct", "--vo-tct-width=46", "--vo-tct-height=4", "--ao=null", "--really-quiet"]
        theirs_cmd = ["sh", "-c", " & ".join(" ".join(mpv + [f"'{a}'"]) for a in angles) + "; wait"]
        env = "DISPLAY= WAYLAND_DISPLAY= NO_COLOR="
        self.bench.commands += ["tmux 120x40: " + " ".join(ours_cmd), "tmux 120x40: " + theirs_cmd[2]]

        def ours():
            if os.path.exists(trace):
                os.unlink(trace)
            cpu = self.h.tmux_cpu_seconds(ours_cmd, self.bench.work, (120, 40), env)
            lines = self.h.read_trace(trace)
            frames = [int(p[1]) for p in lines if p[0] == "video-frames"][:1]
            frames += [int(p[2]) for p in lines if p[0] == "view-frames"]
            checks = [p for p in lines if p[0] == "multiview-drift"]
            drifts = [abs(float(d)) for p in checks for d in p[2:]]
            # Once every view has started and been brought into step.
            settled = [abs(float(d)) for p in checks if checks and float(p[1]) >= float(checks[0][1]) + 5 for d in p[2:]]
            if len(frames) != 4 or not drifts:
                raise RuntimeError(f"PlayDeck's trace has {len(frames)} views' frames and {len(drifts)} drift samples")
            return cpu, min(frames) / seconds, max(drifts), len(drifts), max(settled, default=float("nan"))

        def theirs():
            return (self.h.tmux_cpu_seconds(theirs_cmd, self.bench.work, (120, 40), env),)

        a, b = self.bench.alternate(ours, theirs)
        case = f"17 multiview of four {size} videos at 30 fps, {seconds} s, 120×40 tile"
        self.bench.row(case, "frames drawn a second, slowest view", statistics.median(x[1] for x in a), float("nan"),
                       "≥ 20", "fps")
        self.bench.row(case, f"largest distance from view 1 at a drift check ({a[0][3]} samples)",
                       max(x[2] for x in a) * 1000, float("nan"), "report (the start included)", "ms")
        self.bench.row(case, "largest distance from view 1 at a drift check, from 5 s on", max(x[4] for x in a) * 1000,
                       float("nan"), "≤ 1 frame (33–34 ms: Matroska's millisecond timestamps)", "ms")
        self.bench.row(case, "CPU s", statistics.median(x[0] for x in a), statistics.median(x[0] for x in b),
                       "report (peer: four mpv --vo=tct at one view's size)", "s")
