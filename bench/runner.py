"""One bench run: its settings, its work folder, the inputs several cases share (generated once
with ffmpeg), and the rows and commands it reports."""
import os
import tempfile

from common import run


class Bench:
    def __init__(self, smoke, playdeck, runs):
        self.smoke = smoke
        self.playdeck = playdeck
        self.runs = 1 if smoke else runs
        self.work = tempfile.mkdtemp(prefix="playdeck-bench-")
        # The players' state (resume positions, the session each one saves) stays in the work
        # folder: a bench run never replaces the session of the person running it.
        os.environ["XDG_STATE_HOME"] = os.path.join(self.work, "state")
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

    def album(self, side):
        """The largest layout's inputs: covered_song(side) with synced lyrics beside it (a line
        every 2 s) in a folder of its own, and a second song; the queue pane and the lyrics pane
        both have something to show."""
        folder = os.path.join(self.work, f"album-{side}")
        song = os.path.join(folder, "song.mp3")
        if not os.path.exists(song):
            os.makedirs(folder, exist_ok=True)
            os.link(self.covered_song(side), song)
            with open(os.path.join(folder, "song.lrc"), "w") as out:
                out.write("".join(f"[{t // 60:02d}:{t % 60:02d}.00]Line {t // 2 + 1}\n" for t in range(0, 30, 2)))
        return [song, self.media("second.mp3", 30)]

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
