"""Case 5: a 100,000-entry playlist: time to the first item playing, and memory then."""
import os
import statistics


class Queue:
    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def run(self):
        bench, h = self.bench, self.h
        entries = 1000 if bench.smoke else 100_000
        blip = bench.media("queue-item.mp3", 30)
        playlist = os.path.join(bench.work, f"queue-{entries}.m3u")
        with open(playlist, "w") as out:
            out.write("#EXTM3U\n" + "".join(f"{blip}\n" for _ in range(entries)))
        ours_cmd = [bench.playdeck, "--headless", "--json", "--no-resume", "--ao", "null", playlist]
        mpv_cmd = ["mpv", "--no-config", "--ao=null", "--vo=null", "--term-playing-msg=STARTED", playlist]
        bench.commands += [" ".join(ours_cmd), " ".join(mpv_cmd)]
        a, b = bench.alternate(lambda: h.time_to_first_line(ours_cmd), lambda: h.time_to_first_line(mpv_cmd, "STARTED"))
        bench.row(f"5 queue of {entries:,}", "load → playing ms", statistics.median(x[0] for x in a) * 1000,
                  statistics.median(x[0] for x in b) * 1000, "about 1 s", "ms")
        bench.row(f"5 queue of {entries:,}", "RSS MiB", statistics.median(x[1] for x in a) / 1024,
                  statistics.median(x[1] for x in b) / 1024, "report", "MiB")
        self.session(entries, statistics.median(x[0] for x in a))
        # A key press in the queue panel of that queue: l opens it, then Down, Down… moves the
        # highlight through the list (each press redraws the visible rows).
        presses = 50 if bench.smoke else 500
        trace = os.path.join(bench.work, "queue.trace")
        tile_cmd = [bench.playdeck, "--no-resume", "--ao", "null", "--trace-latency", trace, playlist]
        bench.commands.append("tmux 100x30: " + " ".join(tile_cmd) + f" with l, then {presses} presses of Down")
        latencies = h.tmux_key_latencies(tile_cmd, trace, (100, 30), ["l"], ["Down"] * presses, ["down"])
        if len(latencies) < presses * 0.9:
            raise RuntimeError(f"only {len(latencies)} of {presses} key presses were traced")
        bench.row(f"5 queue of {entries:,}", "key in the queue panel, p50 ms", h.percentile(latencies, 50), float("nan"),
                  "report", "ms")
        bench.row(f"5 queue of {entries:,}", "key in the queue panel, p99 ms", h.percentile(latencies, 99), float("nan"),
                  "≤ 5 ms", "ms")

    def session(self, entries, load):
        """The session of that queue, which each start above saved: the queue file written (as on
        every edit) and read back (session-bench), and a start naming nothing restoring it, to
        its first snapshot (the item loaded, paused), against the load of the playlist."""
        bench, h = self.bench, self.h
        tool = os.path.join(os.path.dirname(bench.playdeck), "session-bench")
        if not os.path.exists(tool):
            raise RuntimeError(f"{tool} is missing (swift build builds it)")
        out = h.run([tool, os.path.join(bench.work, "session-bench"), str(entries)]).stdout.split()
        figures = dict(zip(out[0::2], out[1::2]))
        bench.row(f"5 queue of {entries:,}", "session save (on each edit) ms", float(figures["save"]), float("nan"), "report", "ms")
        bench.row(f"5 queue of {entries:,}", "session file read ms", float(figures["load"]), float("nan"), "report", "ms")
        restore_cmd = [bench.playdeck, "--headless", "--json", "--idle", "--no-resume", "--ao", "null"]
        bench.commands.append(" ".join(restore_cmd) + " (restoring the session of that queue)")
        restored = [h.time_to_first_line(restore_cmd)[0] for _ in range(bench.runs)]
        bench.row(f"5 queue of {entries:,}", "restore → first snapshot ms", statistics.median(restored) * 1000, float("nan"),
                  f"≤ 1.0× the load ({load * 1000:.0f} ms)", "ms")
