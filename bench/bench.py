#!/usr/bin/env python3
"""PlayDeck against bare mpv, side by side, in one run.

Each case generates its inputs, runs PlayDeck and its peer alternately several times,
and reports medians and ratios. `--smoke` runs every case once on tiny inputs to prove
that the suite still runs (make test calls it); figures from a smoke run mean nothing.

Each case lives in a module of its own here (a class taking the run and the helpers of
common.py, with a `run()`); this file holds the command line and the list of cases.
"""
import argparse
import os
import shutil
import sys
import time

import artwork
import attach
import common
import control
import latency
import library
import mpd
import livetext
import livetextreading
import history
import lyrics
import multiview
import paused
import pictureinpicture
import playing
import playqueue
import remote
import report
import session
import skip
import startempty
import startup
import subsonic
import tags
import together
import trim
import video
from runner import Bench

# The cases in the order they run; `--only` takes these names.
CASES = [
    ("playing", playing.Playing),
    ("playing_tile", playing.PlayingTile),
    ("playing_pixels", playing.PlayingPixels),
    ("paused", paused.Paused),
    ("startup", startup.Startup),
    ("artwork", artwork.Artwork),
    ("pixels", artwork.ArtworkPixels),
    ("latency", latency.Latency),
    ("queue", playqueue.Queue),
    ("video", video.Video),
    ("video_pixels", video.VideoPixels),
    ("remote", remote.Remote),
    ("tags", tags.Tags),
    ("attach", attach.Attached),
    ("control", control.Control),
    ("trim", trim.Trim),
    ("live_text", livetext.LiveText),
    ("live_text_reading", livetextreading.LiveTextReading),
    ("lyrics", lyrics.Lyrics),
    ("pip", pictureinpicture.PictureInPicture),
    ("multiview", multiview.Multiview),
    ("library", library.Library),
    ("skip", skip.Skip),
    ("start_empty", startempty.StartEmpty),
    ("session", session.Session),
    ("mpd", mpd.MPDCase),
    ("history", history.History),
    ("together", together.Together),
    ("subsonic", subsonic.Subsonic),
]


# Seconds each case's smoke took in a fresh clone's `make test` (beside the suite, at nice 10):
# the parts are dealt longest first to the least loaded, so that they end together.
SMOKE_SECONDS = {
    "live_text_reading": 50, "attach": 43, "live_text": 40, "library": 37, "startup": 34,
    "latency": 29, "paused": 25, "together": 25, "queue": 22, "control": 19, "playing": 19, "session": 17, "tags": 16,
    "remote": 15, "skip": 13, "multiview": 12, "video_pixels": 11, "pixels": 11, "lyrics": 11, "pip": 9,
    "trim": 8, "video": 6, "playing_tile": 5, "playing_pixels": 4, "start_empty": 3, "artwork": 2, "mpd": 2,
    "history": 1, "subsonic": 30,
}


def share(cases, part, parts):
    """The cases of `part` (1…parts): longest first, each to the part with the least so far."""
    loads = [0.0] * parts
    mine = set()
    for name, _ in sorted(cases, key=lambda c: -SMOKE_SECONDS.get(c[0], 10)):
        least = loads.index(min(loads))
        loads[least] += SMOKE_SECONDS.get(name, 10)
        if least == part - 1:
            mine.add(name)
    return [(name, case) for name, case in cases if name in mine]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--smoke", action="store_true")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--playdeck", default=os.path.join(common.ROOT, ".build/release/playdeck"))
    parser.add_argument("--out", default=os.path.join(common.ROOT, "BENCHMARKS.md"))
    parser.add_argument("--only", help="comma-separated cases to run (e.g. artwork,video); the report is not written")
    parser.add_argument("--part", help="K/N: the Kth of N shares of the cases, dealt by their smoke time")
    parser.add_argument("--skip", help="comma-separated cases not to run")
    parser.add_argument("--update", action="store_true",
                        help="with --only: replace those cases' rows in the report (and add new ones), keep the rest")
    args = parser.parse_args()
    for tool in ["mpv", "ffmpeg", "/usr/bin/time"]:
        if not shutil.which(tool):
            sys.exit(f"bench: {tool} is missing (make bench installs it)")
    bench = Bench(args.smoke, args.playdeck, args.runs)
    cases = CASES
    if args.only:
        wanted = args.only.split(",")
        cases = [(name, case) for name, case in cases if name in wanted]
    if args.skip:
        cases = [(name, case) for name, case in cases if name not in args.skip.split(",")]
    if args.part:
        part, parts = (int(n) for n in args.part.split("/"))
        cases = share(cases, part, parts)
    failures = 0
    for name, case in cases:
        print(f"case_{name}", flush=True)
        began = time.monotonic()
        try:
            case(bench, common).run()
        except Exception as error:  # a case that cannot run is a failure of the suite
            failures += 1
            print(f"  FAILED: {error}", flush=True)
        print(f"  ({time.monotonic() - began:.1f} s)", flush=True)
    if args.only and args.update and not args.smoke:
        report.update(bench, args.out, wanted)
        print(f"updated {args.out}")
    if not args.smoke and not args.only and not args.part and not args.skip:
        report.write(bench, args.out)
        print(f"wrote {args.out}")
    shutil.rmtree(bench.work, ignore_errors=True)
    print(f"bench: {len(cases) - failures} passed, {failures} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
