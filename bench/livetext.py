"""Case 14: Live Text: a 720p frame of code, paused, to its words available (the snapshot
saying "ready"), the player pinned to one core (taskset, OMP_THREAD_LIMIT=1). The first
frame of a process also loads tesseract and its language data; a seek while paused then
reads a second frame with the engine warm. Times are the snapshots' own timestamps."""
import json
import os
import statistics
import subprocess
import tempfile


class LiveText:
    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers

    def run(self):
        bench, h = self.bench, self.h
        video = os.path.join(bench.work, "live-text-code.mp4")
        if not os.path.exists(video):
            text = os.path.join(bench.work, "live-text-code.txt")
            with open(text, "w") as out:
                out.write("func greet(name: String) -> String {\n    let message = \"Hello, \" + name\n"
                          "    return message.uppercased()\n}\nfor index in 0..<10 { print(index) }")
            h.run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=0x1e1e1e:s=1280x720:r=25:d=6", "-vf",
                   "drawtext=fontfile=/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf:textfile=" + text
                   + ":fontsize=28:fontcolor=white:x=80:y=120:line_spacing=14", "-c:v", "libx264", "-pix_fmt", "yuv420p", video])
        config = os.path.join(bench.work, "live-text.toml")
        with open(config, "w") as out:
            out.write("[video]\nlive_text_after = 0\n")
        runtime = tempfile.mkdtemp(prefix="live-text-", dir=bench.work)
        env = dict(os.environ, XDG_RUNTIME_DIR=runtime, XDG_STATE_HOME=runtime, XDG_CACHE_HOME=runtime, OMP_THREAD_LIMIT="1")
        env.pop("DBUS_SESSION_BUS_ADDRESS", None)
        cmd = ["taskset", "-c", "0", bench.playdeck, "--headless", "--json", "--pause", "--no-resume", "--no-mpris",
               "--ao", "null", "--vo", "null", "--config", config, video]
        bench.commands.append("OMP_THREAD_LIMIT=1 " + " ".join(cmd) + "; then playdeck remote seek 3")

        def ready_after(lines):
            """Seconds from the snapshot saying 'reading' to the one saying 'ready'."""
            started = None
            for line in lines:
                snapshot = json.loads(line)
                if snapshot.get("liveText") == "reading" and started is None:
                    started = snapshot["timestamp"]
                elif snapshot.get("liveText") == "ready" and started is not None:
                    return snapshot["timestamp"] - started
                elif snapshot.get("liveText") == "off":
                    raise RuntimeError("Live Text is off: " + line)
            raise RuntimeError("no reading came")

        def once():
            proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            try:
                lines = []
                for line in proc.stdout:
                    lines.append(line)
                    if '"liveText":"ready"' in line or '"liveText":"off"' in line:
                        break
                first = ready_after(lines)
                h.run([bench.playdeck, "remote", "--pid", str(proc.pid), "seek", "3"], env=env)
                # Snapshots of the old frame may come first (a client connecting has the player
                # publish its audio outputs): the new frame's reading ends with a "ready" after a "reading".
                lines = []
                for line in proc.stdout:
                    lines.append(line)
                    if '"liveText":"ready"' in line and any('"liveText":"reading"' in seen for seen in lines):
                        break
                return first, ready_after(lines)
            finally:
                proc.kill()
                proc.wait()

        times = [once() for _ in range(bench.runs)]
        bench.row("14 Live Text: paused 720p frame → words", "first frame (tesseract loaded), one core",
                  statistics.median(x[0] for x in times) * 1000, float("nan"), "report", "ms")
        bench.row("14 Live Text: paused 720p frame → words", "next frame, one core",
                  statistics.median(x[1] for x in times) * 1000, float("nan"), "≤ 1500 ms", "ms")
