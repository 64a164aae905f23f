"""Case 7: video in the tile of an 80×24 terminal, as text (7) and in real pixels (7b), against
mpv's own terminal outputs."""
import os
import statistics

# Counts the frames mpv showed (the frame number reached, less those dropped), sampled as it
# plays since the properties are gone once the file ends, and writes the figure at the end.
MPV_FRAME_COUNTER = """
local shown, dropped = 0, 0
local function sample()
    local frame = mp.get_property_number("estimated-frame-number")
    if frame then
        dropped = (mp.get_property_number("frame-drop-count") or 0)
            + (mp.get_property_number("decoder-frame-drop-count") or 0)
        shown = frame + 1 - dropped
    end
end
mp.add_periodic_timer(0.05, sample)
mp.register_event("end-file", sample)
mp.register_event("shutdown", function()
    local f = io.open(OUT, "w")
    f:write(string.format("%d %d\\n", shown, dropped))
    f:close()
end)
"""

def frames_against_mpv(bench, h, ours_cmd, mpv_cmd, trace, frames_out, env, seconds):
    """PlayDeck and mpv each play the clip in a tmux 80×24, in turn: their CPU seconds and the
    frames a second each drew (PlayDeck's video-frames from its trace, mpv's from the Lua counter)."""

    def ours():
        if os.path.exists(trace):
            os.unlink(trace)
        cpu = h.tmux_cpu_seconds(ours_cmd, bench.work, (80, 24), env)
        frames = next((int(p[1]) for p in h.read_trace(trace) if p[0] == "video-frames"), 0)
        if frames == 0:
            raise RuntimeError("PlayDeck drew no video frame")
        return cpu, frames / seconds

    def theirs():
        if os.path.exists(frames_out):
            os.unlink(frames_out)
        cpu = h.tmux_cpu_seconds(mpv_cmd, bench.work, (80, 24), env)
        with open(frames_out) as f:
            shown = int(f.read().split()[0])
        return cpu, shown / seconds

    return bench.alternate(ours, theirs)


class Video:
    """Case 7: video in the tile in an 80×24 terminal: frames drawn a second and CPU over a 10 s
    720p clip, against mpv drawing the same clip as text at the same size (--vo=tct). The tile
    draws video in its artwork box, 20×10 cells at 80×24, of which a 16:9 picture takes 20×6;
    mpv's picture fills the terminal's width, 80×22."""

    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def run(self):
        bench, h = self.bench, self.h
        seconds = 1 if bench.smoke else 10
        clip = bench.clip(seconds, "320x180" if bench.smoke else "1280x720", 30)
        trace = os.path.join(bench.work, "video.trace")
        frames_out = os.path.join(bench.work, "mpv-frames.txt")
        script = os.path.join(bench.work, "frames.lua")
        with open(script, "w") as out:
            out.write(MPV_FRAME_COUNTER.replace("OUT", repr(frames_out)))
        ours_cmd = [bench.playdeck, "--no-resume", "--ao", "null", "--trace-latency", trace, clip]
        mpv_cmd = ["mpv", "--no-config", "--vo=tct", "--vo-tct-width=80", "--vo-tct-height=24", "--ao=null",
                   f"--script={script}", clip]
        # No display: PlayDeck draws the video in the tile.
        env = "DISPLAY= WAYLAND_DISPLAY= NO_COLOR="
        bench.commands += ["tmux 80x24: " + " ".join(ours_cmd), "tmux 80x24: " + " ".join(mpv_cmd)]

        a, b = frames_against_mpv(bench, h, ours_cmd, mpv_cmd, trace, frames_out, env, seconds)
        case = f"7 video {seconds} s {'320x180' if bench.smoke else '1280x720'} at 30 fps, 80×24 terminal"
        bench.row(case, "frames drawn a second", statistics.median(x[1] for x in a), statistics.median(x[1] for x in b),
                  "report (PlayDeck: video-frames of --trace-latency; mpv: frames shown, from a Lua script)", "fps")
        bench.row(case, "CPU s", statistics.median(x[0] for x in a), statistics.median(x[0] for x in b),
                  "report (PlayDeck 20×6 cells in the tile, mpv --vo=tct 80×22)", "s")


class VideoPixels:
    """Case 7b: the same clip in real pixels: the tile's video through kitty graphics (frames
    placed at the tile's cells) and sixel, each against mpv's own terminal output of the same
    protocol (--vo=kitty, mpv ≥ 0.36; --vo=sixel) at the same pixel size (read from PlayDeck's
    first kitty frame), both told they are not inside tmux, in one tmux 80×24, which reads and
    drops the pictures."""

    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def run(self):
        bench, h = self.bench, self.h
        seconds = 1 if bench.smoke else 10
        clip = bench.clip(seconds, "320x180" if bench.smoke else "1280x720", 30)
        env = "DISPLAY= WAYLAND_DISPLAY= NO_COLOR= COLORTERM=truecolor"
        trace = os.path.join(bench.work, "video-pixels.trace")
        frames_out = os.path.join(bench.work, "mpv-pixel-frames.txt")
        script = os.path.join(bench.work, "pixel-frames.lua")
        with open(script, "w") as out:
            out.write(MPV_FRAME_COUNTER.replace("OUT", repr(frames_out)))

        def playdeck(protocol):
            config = os.path.join(bench.work, f"video-{protocol}.toml")
            with open(config, "w") as out:
                out.write(f'[theme]\nartwork = "{protocol}"\n')
            return ["env", "-u", "TMUX", bench.playdeck, "--config", config, "--no-resume", "--ao", "null",
                    "--trace-latency", trace, clip]

        width, height, columns, rows = h.tmux_kitty_frame(playdeck("kitty"), bench.work, (80, 24), env)
        outputs = h.run(["mpv", "--no-config", "--vo=help"]).stdout.split()
        for protocol in ["kitty", "sixel"]:
            if protocol not in outputs:
                print(f"  7b {protocol}: skipped, {h.mpv_version().split(' Copyright')[0]} has no --vo={protocol}",
                      flush=True)
                continue
            ours_cmd = playdeck(protocol)
            mpv_cmd = ["env", "-u", "TMUX", "mpv", "--no-config", f"--vo={protocol}", f"--vo-{protocol}-width={width}",
                       f"--vo-{protocol}-height={height}", f"--vo-{protocol}-cols={columns}",
                       f"--vo-{protocol}-rows={rows}", "--ao=null", f"--script={script}", clip]
            bench.commands += ["tmux 80x24: " + " ".join(ours_cmd), "tmux 80x24: " + " ".join(mpv_cmd)]

            a, b = frames_against_mpv(bench, h, ours_cmd, mpv_cmd, trace, frames_out, env, seconds)
            case = (f"7b video {seconds} s {'320x180' if bench.smoke else '1280x720'} at 30 fps in {protocol}, "
                    f"{width}×{height} pixels, 80×24 terminal")
            bench.row(case, "frames sent a second", statistics.median(x[1] for x in a),
                      statistics.median(x[1] for x in b),
                      "report (PlayDeck: video-frames of --trace-latency; mpv: frames shown, from a Lua script)", "fps")
            bench.row(case, "CPU s", statistics.median(x[0] for x in a), statistics.median(x[0] for x in b),
                      f"report (PlayDeck {columns}×{rows} cells in the tile, mpv --vo={protocol} at the same size)", "s")
