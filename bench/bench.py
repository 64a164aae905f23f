#!/usr/bin/env python3
"""PlayDeck against bare mpv, side by side, in one run.

Each case generates its inputs, runs PlayDeck and its peer alternately several times,
and reports medians and ratios. `--smoke` runs every case once on tiny inputs to prove
that the suite still runs (make test calls it); figures from a smoke run mean nothing.
"""
import argparse
import datetime
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw)


def cpu_seconds(cmd, env=None):
    """User+system CPU seconds and wall seconds of one command, from GNU time."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as out:
        subprocess.run(["/usr/bin/time", "-o", out.name, "-f", "%U %S %e %M"] + cmd,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)
        user, system, wall, rss = out.read().split()[-4:]
        return float(user) + float(system), float(wall), int(rss)


class Bench:
    def __init__(self, smoke, playdeck, runs):
        self.smoke = smoke
        self.playdeck = playdeck
        self.runs = 1 if smoke else runs
        self.work = tempfile.mkdtemp(prefix="playdeck-bench-")
        self.rows = []
        self.commands = []

    def media(self, name, seconds, extra=()):
        path = os.path.join(self.work, name)
        if not os.path.exists(path):
            run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", f"sine=frequency=440:duration={seconds}",
                 *extra, "-metadata", "title=Bench", "-metadata", "artist=PlayDeck", path])
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

    # Case 1: playing a 20 s file, headless and with the tile in tmux.
    def case_playing(self):
        seconds = 2 if self.smoke else 20
        song = self.media(f"play-{seconds}.mp3", seconds)
        ours_cmd = [self.playdeck, "--headless", "--exit-at-end", "--ao", "null", song]
        mpv_cmd = ["mpv", "--no-config", "--ao=null", "--vo=null", song]
        self.commands += [" ".join(ours_cmd), " ".join(mpv_cmd)]
        a, b = self.alternate(lambda: cpu_seconds(ours_cmd), lambda: cpu_seconds(mpv_cmd))
        self.row("1 playing (headless)", "CPU s", statistics.median(x[0] for x in a),
                 statistics.median(x[0] for x in b), "≤ 1.05×", "s")
        self.row("1 playing (headless)", "peak RSS", statistics.median(x[2] for x in a) / 1024,
                 statistics.median(x[2] for x in b) / 1024, "report", "MiB")

    # Case 3: start-up to the end of a very short file (exec → play → exit).
    def case_startup(self):
        blip = self.media("blip.mp3", 0.1)
        ours_cmd = [self.playdeck, "--headless", "--exit-at-end", "--ao", "null", blip]
        mpv_cmd = ["mpv", "--no-config", "--ao=null", "--vo=null", blip]
        self.commands += [" ".join(ours_cmd), " ".join(mpv_cmd)]
        a, b = self.alternate(lambda: cpu_seconds(ours_cmd)[1], lambda: cpu_seconds(mpv_cmd)[1])
        ours, theirs = statistics.median(a), statistics.median(b)
        self.row("3 start-up to end of a 0.1 s file", "wall ms", ours * 1000, theirs * 1000, "≤ mpv + 20 ms", "ms")

    def report(self, path):
        lines = [
            "# Benchmarks",
            "",
            f"One `make bench` run on {datetime.date.today().isoformat()}: {platform.node()}, "
            f"{os.cpu_count()} cores, {platform.platform()}. mpv: {mpv_version()}.",
            f"Medians of {self.runs} alternating runs each. The peer is bare `mpv` on the same input.",
            "",
            "| case | metric | PlayDeck | peer | ratio | target |",
            "| --- | --- | ---: | ---: | ---: | --- |",
        ]
        for case, metric, ours, theirs, ratio, target, unit in self.rows:
            lines.append(f"| {case} | {metric} | {ours:.4g} {unit} | {theirs:.4g} {unit} | {ratio:.3f} | {target} |")
        lines += ["", "Commands:", ""] + [f"    {c}" for c in self.commands] + [""]
        with open(path, "w") as out:
            out.write("\n".join(lines))


def mpv_version():
    try:
        return run(["mpv", "--version"]).stdout.splitlines()[0]
    except (OSError, subprocess.CalledProcessError):
        return "not found"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--smoke", action="store_true")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--playdeck", default=os.path.join(ROOT, ".build/release/playdeck"))
    parser.add_argument("--out", default=os.path.join(ROOT, "BENCHMARKS.md"))
    args = parser.parse_args()
    for tool in ["mpv", "ffmpeg", "/usr/bin/time"]:
        if not shutil.which(tool):
            sys.exit(f"bench: {tool} is missing (make bench installs it)")
    bench = Bench(args.smoke, args.playdeck, args.runs)
    cases = [bench.case_playing, bench.case_startup]
    failures = 0
    for case in cases:
        print(case.__name__, flush=True)
        try:
            case()
        except Exception as error:  # a case that cannot run is a failure of the suite
            failures += 1
            print(f"  FAILED: {error}", flush=True)
    if not args.smoke:
        bench.report(args.out)
        print(f"wrote {args.out}")
    shutil.rmtree(bench.work, ignore_errors=True)
    print(f"bench: {len(cases) - failures} passed, {failures} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
