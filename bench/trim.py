"""Case 12: trimming by stream copy: 8 of the 10 minutes of a 720p H.264 + AAC file kept, by
`playdeck trim` and by `ffmpeg -ss -to -c copy` on the same file, alternating. Ten seconds
are encoded once and repeated by stream copy: the packets are those of a real encode."""
import os
import statistics
import time


class Trim:
    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def run(self):
        bench, h = self.bench, self.h
        seconds = 20 if bench.smoke else 600
        size = "320x180" if bench.smoke else "1280x720"
        piece = os.path.join(bench.work, f"trim-piece-{size}.mp4")
        source = os.path.join(bench.work, f"trim-{seconds}-{size}.mp4")
        if not os.path.exists(source):
            h.run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", f"testsrc2=size={size}:rate=25:duration=10",
                   "-f", "lavfi", "-i", "sine=frequency=440:duration=10", "-c:v", "libx264", "-preset", "veryfast",
                   "-g", "50", "-b:v", "3M", "-c:a", "aac", piece])
            h.run(["ffmpeg", "-v", "error", "-y", "-stream_loop", str(seconds // 10 - 1), "-i", piece, "-c", "copy", source])
        start, end = seconds // 10, seconds - seconds // 10
        ours_out = os.path.join(bench.work, "trim-ours.mp4")
        theirs_out = os.path.join(bench.work, "trim-theirs.mp4")
        ours_cmd = [bench.playdeck, "trim", "--from", str(start), "--to", str(end), "-o", ours_out, source]
        ffmpeg_cmd = ["ffmpeg", "-v", "error", "-y", "-ss", str(start), "-to", str(end), "-i", source, "-map", "0",
                      "-c", "copy", theirs_out]
        bench.commands += [" ".join(ours_cmd), " ".join(ffmpeg_cmd)]

        def timed_run(cmd, out):
            if os.path.exists(out):
                os.unlink(out)
            began = time.monotonic()
            h.run(cmd)
            took = time.monotonic() - began
            if not os.path.exists(out) or os.path.getsize(out) == 0:
                raise RuntimeError(f"{cmd[0]} wrote no {out}")
            return took

        a, b = bench.alternate(lambda: timed_run(ours_cmd, ours_out), lambda: timed_run(ffmpeg_cmd, theirs_out))
        case = f"12 trim {seconds // 60 or seconds} {'min' if seconds >= 60 else 's'} {size} H.264 + AAC, {end - start} s kept"
        bench.row(case, "stream copy s", statistics.median(a), statistics.median(b),
                  "≤ 2 s (peer: ffmpeg -ss -to -c copy)", "s")
