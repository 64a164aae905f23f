"""Case 20: how much of a paused frame's text Live Text reads. Generated 720p frames (one a
second, each a keyframe) of three known lines each: light text on dark, dark on light, and
coloured text on coloured backgrounds, at 16, 24, 32, 48 and 64 px, in DejaVu Sans, Sans Mono
and Serif; one line sits in the frame's top-left corner (drawtext's default place), one in the
middle, one in the bottom-right corner. The player reads each frame paused (`playdeck remote
seek`, then `playdeck remote live-text --json`); each drawn line is matched with the read line
closest to it, and the characters read right (1 - Levenshtein distance / length) are counted
per kind of frame. A smoke run reads three frames."""
import itertools
import json
import os
import subprocess
import tempfile

FONTS = {"Sans": "DejaVuSans.ttf", "Sans Mono": "DejaVuSansMono.ttf", "Serif": "DejaVuSerif.ttf"}
SIZES = [16, 24, 32, 48, 64]
# Each kind's text and background colours, taken in turn frame after frame.
KINDS = {
    "light on dark": [("white", "black"), ("yellow", "black"), ("0xd0d0d0", "0x202020")],
    "dark on light": [("black", "white"), ("0x202060", "0xf0f0d0"), ("0x303030", "0xc0c0c0")],
    # Green over orange and blue over dark red are one lightness (or nearly): only channels tell them apart.
    "coloured": [("white", "0xc02020"), ("yellow", "0x2040a0"), ("black", "0x40c040"), ("0x104010", "0x80e080"),
                 ("0x00ff00", "0xff8000"), ("blue", "0x800000")],
}
LINES = ["func main() { print(42) }", "The quick brown fox jumps", "Total: 1,234.56 EUR (x7)"]
# Where drawtext puts a frame's three lines.
PLACES = [("corner", "0", "0"), ("middle", "(w-tw)/2", "(h-th)/2"), ("corner", "w-tw", "h-th")]


def distance(a, b):
    """Levenshtein distance over characters."""
    previous = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] != b[j - 1]))
        previous = current
    return previous[-1]


class LiveTextReading:
    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def frames(self):
        """Every frame to draw: its kind, colours, size, font and three (text, place) lines."""
        if self.bench.smoke:
            combos = [(kind, 32, "Sans Mono") for kind in KINDS]
        else:
            combos = list(itertools.product(KINDS, SIZES, FONTS))
        turns = {kind: 0 for kind in KINDS}
        frames = []
        for index, (kind, size, font) in enumerate(combos):
            colour, background = KINDS[kind][turns[kind] % len(KINDS[kind])]
            turns[kind] += 1
            lines = [(LINES[(index + n) % len(LINES)], PLACES[n]) for n in range(len(PLACES))]
            frames.append(dict(kind=kind, size=size, font=font, colour=colour, background=background, lines=lines))
        return frames

    def video(self, frames):
        folder = tempfile.mkdtemp(prefix="live-text-reading-", dir=self.bench.work)
        for number, frame in enumerate(frames):
            draws = []
            for n, (text, (_, x, y)) in enumerate(frame["lines"]):
                text_file = os.path.join(folder, f"{number}-{n}.txt")
                with open(text_file, "w") as out:
                    out.write(text)
                draws.append(f"drawtext=fontfile=/usr/share/fonts/truetype/dejavu/{FONTS[frame['font']]}:textfile={text_file}"
                             f":fontsize={frame['size']}:fontcolor={frame['colour']}:x={x}:y={y}")
            self.h.run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", f"color=c={frame['background']}:s=1280x720:d=1",
                        "-vf", ",".join(draws), "-frames:v", "1", os.path.join(folder, f"{number:03d}.png")])
        video = os.path.join(folder, "frames.mp4")
        self.h.run(["ffmpeg", "-v", "error", "-y", "-framerate", "1", "-i", os.path.join(folder, "%03d.png"),
                    "-c:v", "libx264", "-g", "1", "-pix_fmt", "yuv420p", video])
        return video

    def readings(self, video, count):
        """Each frame's lines as PlayDeck reads them, paused on it."""
        bench = self.bench
        config = os.path.join(bench.work, "live-text-reading.toml")
        with open(config, "w") as out:
            out.write("[video]\nlive_text_after = 0\n")
        runtime = tempfile.mkdtemp(prefix="live-text-reading-", dir=bench.work)
        env = dict(os.environ, XDG_RUNTIME_DIR=runtime, XDG_STATE_HOME=runtime, XDG_CACHE_HOME=runtime)
        env.pop("DBUS_SESSION_BUS_ADDRESS", None)
        cmd = [bench.playdeck, "--headless", "--json", "--pause", "--no-resume", "--no-mpris", "--ao", "null", "--vo", "null",
               "--config", config, video]
        bench.commands.append(" ".join(cmd) + "; then for each frame N: playdeck remote seek N; playdeck remote live-text --json")
        proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            readings = []
            for number in range(count):
                if number:
                    self.h.run([bench.playdeck, "remote", "--pid", str(proc.pid), "seek", str(number)], env=env)
                self.wait_for_reading(proc, first=number == 0)
                reply = self.h.run([bench.playdeck, "remote", "--pid", str(proc.pid), "live-text", "--json"], env=env)
                result = json.loads(reply.stdout)
                if abs((result.get("mediaTime") or 0) - number) > 0.25:
                    raise RuntimeError(f"frame {number}: the reading is of {result.get('mediaTime')} s")
                readings.append([line["text"] for line in result["lines"]])
            return readings
        finally:
            proc.kill()
            proc.wait()

    @staticmethod
    def wait_for_reading(proc, first):
        """Until a snapshot says the frame shown now has been read."""
        reading = first
        for line in proc.stdout:
            state = json.loads(line).get("liveText")
            if state == "off":
                raise RuntimeError("Live Text is off: " + line)
            reading = reading or state == "reading"
            if reading and state == "ready":
                return
        raise RuntimeError("the player ended before the frame was read")

    def run(self):
        frames = self.frames()
        readings = self.readings(self.video(frames), len(frames))
        # Each group of lines → [characters, characters right, lines, lines read exactly].
        groups = [*KINDS, *(f"{size} px" for size in SIZES), *FONTS, "corner line", "middle line", "every frame"]
        totals = {group: [0, 0, 0, 0] for group in groups}
        misread = []
        for frame, read in zip(frames, readings):
            for text, (place, _, _) in frame["lines"]:
                wrong, closest = min([(len(text), "")] + [(distance(text, " ".join(line.split())), line) for line in read])
                if wrong:
                    misread.append(f"{frame['colour']} on {frame['background']}, {frame['size']} px {frame['font']}, "
                                   f"{place}: {text!r} read {closest!r}")
                for group in (frame["kind"], f"{frame['size']} px", frame["font"], f"{place} line", "every frame"):
                    total = totals[group]
                    total[0] += len(text)
                    total[1] += len(text) - wrong
                    total[2] += 1
                    total[3] += wrong == 0
        case = "20 Live Text: generated 720p frames read"
        print(f"  {'frames of':16} {'lines':>6} {'exact':>6} {'characters right':>17}")
        totals = {group: total for group, total in totals.items() if total[2]}
        for group, (characters, right, lines, exact) in totals.items():
            print(f"  {group:16} {lines:6} {exact:6} {100 * right / characters:16.2f} %")
        for line in misread:
            print("  misread: " + line)
        for group, (characters, right, _, _) in totals.items():
            target = "≥ 98 %" if group == "every frame" else "report"
            self.bench.row(case, f"{group}: characters read right", 100 * right / characters, float("nan"), target, "%")
