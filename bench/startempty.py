"""Case 21: `playdeck` with nothing named, on a library of 100,000 tracks (a few hundred in a
smoke run) → the first complete paint: the Library panel's Artists list. The peer is cmus on the
same folder of files (bench/library.py generates it: real tagged mp3, flac and ogg; cmus plays to
libao's null driver, without MPRIS, as PlayDeck runs with --ao null --no-mpris): PlayDeck's
index is made by `playdeck library add`, cmus's by cmus itself (`cmus-remote -l FOLDER`, waited
for until `save -l` is allowed and lists every file, then `quit`, which writes its tag cache and lib.pl), so that
each starts from its own prepared library, as a person's second start would.

Each program runs in a detached tmux at 100×30, started by a launcher that waits on a FIFO and
stamps CLOCK_MONOTONIC just before exec; tmux's pipe-pane hands everything the program writes to
a stamper, which notes the time of each chunk. "Screen settled" is the last chunk before 300 ms
of silence (neither writes anything while idle), measured the same way for both; the screen is
then checked to list artists. PlayDeck's own first-paint (--trace-latency: the first paint that
shows the library's list) is reported too, against the ≤ 40 ms target."""
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import time

import library

LAUNCHER = ('import os, sys, time\nopen(sys.argv[1]).read()\nopen(sys.argv[2], "w").write(repr(time.monotonic()))\n'
            'os.execvp(sys.argv[3], sys.argv[3:])\n')
STAMPER = ('import os, sys, time\nout = open(sys.argv[1], "w", buffering=1)\nwhile True:\n'
           '    data = os.read(0, 65536)\n    if not data:\n        break\n'
           '    out.write(repr(time.monotonic()) + " " + str(len(data)) + "\\n")\n')
QUIET = 0.3


class StartEmpty:
    def __init__(self, bench, helpers):
        self.bench = bench
        self.h = helpers
        self.lib = library.Library(bench, helpers)
        self.case = f"21 playdeck alone, library of {self.lib.count:,} tracks"
        self.home = os.path.join(bench.work, "start-empty")

    def run(self):
        if not shutil.which("cmus"):
            raise RuntimeError("cmus is missing (apt-get install cmus)")
        b = self.bench
        root = self.lib.generate()
        env = {name: os.path.join(self.home, name.lower()) for name in
               ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR", "CMUS_HOME"]}
        for folder in env.values():
            os.makedirs(folder, mode=0o700, exist_ok=True)
        # No sound card and no session bus here: cmus would stop at "Press <enter> to continue".
        with open(os.path.join(env["CMUS_HOME"], "rc"), "w") as f:
            f.write("set output_plugin=ao\nset dsp.ao.driver=null\nset mpris=false\n")
        subprocess.run([b.playdeck, "library", "add", root], env=dict(os.environ, **env), check=True, capture_output=True)
        self.prepare_cmus(root, env)
        trace = os.path.join(self.home, "playdeck.trace")
        ours = [b.playdeck, "--no-mpris", "--ao", "null", "--trace-latency", trace]
        cmus = ["cmus", "--listen", os.path.join(self.home, "cmus.sock")]
        b.commands += [f"tmux 100x30: playdeck (nothing named; library of {self.lib.count:,} tracks added before)",
                       "peer: tmux 100x30: cmus (its cache and lib.pl of the same files made before)"]
        paints = []

        def playdeck():
            if os.path.exists(trace):
                os.unlink(trace)
            settled, launched = self.settled(ours, env, "start-empty-pd")
            paints.append((self.h.first_paint(trace) - launched) * 1000)
            return settled

        self.settled(ours, env, "start-empty-warm"), self.settled(cmus, env, "start-empty-warm")
        a, p = b.alternate(playdeck, lambda: self.settled(cmus, env, "start-empty-cmus")[0])
        b.row(self.case, "exec → first complete paint (the Artists list; PlayDeck's trace), ms", statistics.median(paints),
              float("nan"), "≤ 40 ms", "ms")
        b.row(self.case, "exec → screen settled on the library (pane output, same for both), ms, peer: cmus",
              statistics.median(a), statistics.median(p), "report", "ms")

    def prepare_cmus(self, root, env):
        """cmus reads the files' tags itself once; its quit writes the cache the measured starts read."""
        socket, listing = os.path.join(self.home, "cmus-prepare.sock"), os.path.join(self.home, "cmus-library.txt")
        name = self.h.tmux_socket("bench-cmus-prepare")
        exports = " ".join(f"{k}={shlex.quote(v)}" for k, v in env.items())
        subprocess.run(["tmux", "-L", name, "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30",
                        f"TERM=xterm-256color {exports} exec cmus --listen {shlex.quote(socket)}"], check=True)
        remote = ["cmus-remote", "--server", socket]
        try:
            deadline = time.monotonic() + 20
            while not os.path.exists(socket) and time.monotonic() < deadline:
                time.sleep(0.05)
            subprocess.run(remote + ["-l", root], check=True)
            deadline = time.monotonic() + (60 if self.bench.smoke else 1800)
            count = 0
            while time.monotonic() < deadline:
                # cmus refuses to save while it is still adding ("can't save when tracks are being added").
                saved = subprocess.run(remote + ["-C", f"save -l {listing}"], capture_output=True, text=True)
                if saved.returncode == 0 and not saved.stdout.strip() and os.path.exists(listing):
                    with open(listing) as f:
                        count = sum(1 for line in f if line.strip())
                    if count >= self.lib.count:
                        break
                time.sleep(1)
            if count < self.lib.count:
                raise RuntimeError(f"cmus listed {count} of {self.lib.count} files")
            subprocess.run(remote + ["-C", "quit"], check=True)
            while subprocess.run(["tmux", "-L", name, "has-session"], capture_output=True).returncode == 0:
                time.sleep(0.1)
        finally:
            subprocess.run(["tmux", "-L", name, "kill-server"], capture_output=True)

    def settled(self, cmd, env, prefix):
        """(exec → last output before QUIET s of silence, in ms; the exec time) for `cmd` in tmux 100×30."""
        work = self.home
        fifo, stamp, chunks = (os.path.join(work, f"{prefix}.{ext}") for ext in ("go", "exec", "chunks"))
        for path in (fifo, stamp, chunks):
            if os.path.exists(path):
                os.unlink(path)
        os.mkfifo(fifo)
        launcher, stamper = os.path.join(work, "launcher.py"), os.path.join(work, "stamper.py")
        for path, text in ((launcher, LAUNCHER), (stamper, STAMPER)):
            with open(path, "w") as f:
                f.write(text)
        name = self.h.tmux_socket(prefix)
        exports = " ".join(f"{k}={shlex.quote(v)}" for k, v in env.items())
        line = " ".join(shlex.quote(c) for c in [sys.executable, launcher, fifo, stamp] + cmd)
        subprocess.run(["tmux", "-L", name, "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30",
                        f"TERM=xterm-256color {exports} exec {line}"], check=True)
        try:
            subprocess.run(["tmux", "-L", name, "pipe-pane", "-o", f"{shlex.quote(sys.executable)} {stamper} {chunks}"],
                           check=True)
            deadline = time.monotonic() + 10
            while not os.path.exists(chunks) and time.monotonic() < deadline:
                time.sleep(0.01)
            with open(fifo, "w") as f:
                f.write("go\n")
            deadline = time.monotonic() + 20
            times = []
            while time.monotonic() < deadline:
                time.sleep(0.05)
                with open(chunks) as f:
                    times = [float(line.split()[0]) for line in f if line.strip()]
                if times and time.monotonic() - times[-1] > QUIET:
                    break
            screen = subprocess.run(["tmux", "-L", name, "capture-pane", "-p"], capture_output=True, text=True).stdout
        finally:
            subprocess.run(["tmux", "-L", name, "kill-server"], capture_output=True)
        if not times or not any(first in screen for first in ("Anna", "Björk", "Seeds", "Zoë")):
            raise RuntimeError(f"{cmd[0]} did not show the library's artists:\n{screen}")
        with open(stamp) as f:
            launched = float(f.read())
        return (times[-1] - launched) * 1000, launched
