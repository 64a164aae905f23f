"""Case 9: the tags of 200 files (mp3 with a 300×300 cover, m4a with one, flac with one, Ogg Opus,
WMA, WavPack) read on one worker thread by libavformat, as the queue's rows ask for them
(tag-bench, built beside playdeck), against python3-mutagen reading the same files in one
process. FFmpeg's first load is reported apart: in a player, libmpv has loaded it already."""
import os
import shutil
import statistics
import subprocess


class Tags:
    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def run(self):
        bench, h = self.bench, self.h
        tag_bench = os.path.join(os.path.dirname(bench.playdeck), "tag-bench")
        if not os.path.exists(tag_bench):
            raise RuntimeError(f"{tag_bench} is missing (swift build builds it)")
        kinds = [("mp3", ["-c:a", "libmp3lame", "-id3v2_version", "3"], True), ("m4a", ["-c:a", "aac"], True),
                 ("flac", ["-c:a", "flac"], True), ("opus", ["-c:a", "libopus"], False),
                 ("wma", ["-c:a", "wmav2"], False), ("wv", ["-c:a", "wavpack"], False)]
        cover = bench.cover(300)
        sources = []
        for ext, codec, with_cover in kinds:
            path = os.path.join(bench.work, f"tagged.{ext}")
            if not os.path.exists(path):
                args = ["-i", cover, "-map", "0:a", "-map", "1:v", "-c:v", "copy", "-disposition:v", "attached_pic"] \
                    if with_cover else []
                h.run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=440:duration=3", *args,
                       "-metadata", "title=바람의 노래", "-metadata", "artist=坂本龍一", "-metadata", "album=Seeds",
                       "-metadata", "track=3/12", *codec, path])
            sources.append(path)
        folder = os.path.join(bench.work, "two-hundred")
        os.makedirs(folder, exist_ok=True)
        files = []
        for index in range(200):
            source = sources[index % len(sources)]
            path = os.path.join(folder, f"{index:03d}{os.path.splitext(source)[1]}")
            if not os.path.exists(path):
                shutil.copyfile(source, path)
            files.append(path)
        bench.commands += [f"{tag_bench} FILE×200", "/usr/bin/python3 -c 'mutagen.File(p) for p in FILES'"]
        mutagen = ("import mutagen, sys, time\nstart = time.monotonic()\n"
                   "read = [mutagen.File(p) for p in sys.argv[1:]]\n"
                   "print((time.monotonic() - start) * 1000, sum(1 for r in read if r is not None and r.tags))")

        def ours():
            fields = h.run([tag_bench, *files]).stdout.split()
            values = dict(zip(fields[::2], fields[1::2]))
            if int(values["titled"]) != len(files):
                raise RuntimeError(f"only {values['titled']} of {len(files)} files had a title")
            return float(values["read"]), float(values["load"])

        def theirs():
            try:
                return float(h.run(["/usr/bin/python3", "-c", mutagen, *files]).stdout.split()[0])
            except (OSError, subprocess.CalledProcessError):
                return float("nan")

        a, b = bench.alternate(ours, theirs)
        case = "9 tags of 200 files (mp3, m4a and flac with covers, opus, wma, wv)"
        bench.row(case, "read on the worker ms", statistics.median(x[0] for x in a), statistics.median(b),
                  "≤ 50 ms (peer: python3-mutagen in one process)", "ms")
        bench.row(case, "FFmpeg's first load ms", statistics.median(x[1] for x in a), float("nan"),
                  "report (none in a player: libmpv loaded it)", "ms")
