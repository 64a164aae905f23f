"""Debian's supysonic (0.7.2, Subsonic API 1.10.2) for the Subsonic case, started as the tests start
it (Tests/TestSupport/SupysonicServer.swift): a config in its own HOME, one user, one music folder
scanned by `supysonic-cli`, served by werkzeug's threaded server on a port the kernel picks. Its
request log (werkzeug's, on its standard error) is kept in a file the case reads.

The library: tiny mp3s (1 s) (one made by ffmpeg, copied and retagged by python3-mutagen in one
/usr/bin/python3 process), 10 tracks an album, 10 albums an artist; track n is titled
"<word> <word> n", so that searching for a number finds that track."""
import http.client
import os
import shutil
import subprocess
import threading
import time
import urllib.parse

from common import run

USER, PASSWORD = "bench", "bench pa&ss"

GENERATOR = r'''
import os, shutil, sys
from mutagen.easyid3 import EasyID3

root, count, source = sys.argv[1], int(sys.argv[2]), sys.argv[3]
words = ["Light", "Night", "Déjà", "Vu", "Café", "Northern", "Song", "Road", "Blue", "Summer", "Ocean", "Garden", "Rain"]
for made in range(count):
    artist, album, track = made // 100, made // 10 % 10, made % 10 + 1
    folder = os.path.join(root, f"a{artist:04d}", f"b{album:02d}")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, f"{track:02d}.mp3")
    shutil.copyfile(source, path)
    tags = EasyID3()
    tags["title"] = f"{words[made % len(words)]} {words[(made // 7) % len(words)]} {made}"
    tags["artist"] = f"Artist {artist}"
    tags["album"] = f"{words[(artist + album) % len(words)]} Album {artist}-{album}"
    tags["tracknumber"], tags["date"] = f"{track}/10", str(1960 + (artist + album) % 60)
    tags.save(path, v2_version=4)
'''

SERVE = r'''
import os, signal, sys, threading, time
signal.pthread_sigmask(signal.SIG_SETMASK, [])
from supysonic.web import create_application
from werkzeug.serving import make_server
application = create_application()
def timed(environ, start_response):
    # The server's own time for each request, on the bench's clock: "T PATH BEGAN ENDED".
    began = time.monotonic()
    try:
        return list(application(environ, start_response))
    finally:
        sys.stderr.write("T %s %.6f %.6f\n" % (environ["PATH_INFO"], began, time.monotonic()))
server = make_server("127.0.0.1", 0, timed, threaded=True)
def orphaned():
    sys.stdin.buffer.read()
    os._exit(0)
threading.Thread(target=orphaned, daemon=True).start()
print("port %d" % server.server_port, flush=True)
server.serve_forever()
'''


def available():
    return os.access("/usr/bin/supysonic-cli", os.X_OK)


class Supysonic:
    """A scanned library of `count` tracks under `work`, served while in a `with`."""

    def __init__(self, work, count):
        self.home = os.path.join(work, f"supysonic-{count}")
        self.count = count
        self.music = os.path.join(self.home, "music")
        self.env = dict(os.environ, HOME=self.home, PYTHONUNBUFFERED="1")
        self.log = os.path.join(self.home, "requests.log")

    def prepare(self):
        """Generates and scans the library once (kept in the work folder for the next runs)."""
        if os.path.exists(os.path.join(self.home, "scanned")):
            return
        os.makedirs(self.home, exist_ok=True)
        source = os.path.join(self.home, "source.mp3")
        run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "sine=duration=1", "-ac", "1", "-ar", "8000",
             "-map_metadata", "-1", "-c:a", "libmp3lame", "-b:a", "8k", source])
        started = time.monotonic()
        run(["/usr/bin/python3", "-c", GENERATOR, self.music, str(self.count), source])
        generated = time.monotonic()
        # supysonic commits each file it scans: on a disk that is an fsync a file (minutes for
        # 10,000 on the bench's VM), so the scan writes its database on tmpfs, then moves it home.
        scratch = f"/dev/shm/playdeck-bench-supysonic-{os.getpid()}.db"
        database = os.path.join(self.home, "supysonic.db")
        cli = ["/usr/bin/python3", "/usr/bin/supysonic-cli"]
        try:
            self.configure(scratch)
            run(cli + ["user", "add", USER, "-p", PASSWORD], env=self.env, cwd=self.home)
            run(cli + ["folder", "add", "Music", self.music], env=self.env, cwd=self.home)
            run(cli + ["folder", "scan", "-f", "Music"], env=self.env, cwd=self.home)
            shutil.move(scratch, database)
        finally:
            if os.path.exists(scratch):
                os.unlink(scratch)
        self.configure(database)
        print(f"  generated {self.count:,} tracks in {generated - started:.0f} s, supysonic scanned them in "
              f"{time.monotonic() - generated:.0f} s", flush=True)
        open(os.path.join(self.home, "scanned"), "w").close()

    def configure(self, database):
        with open(os.path.join(self.home, ".supysonic"), "w") as out:
            out.write(f"[base]\ndatabase_uri = sqlite:///{database}\n[webapp]\ncache_dir = {self.home}/cache\n"
                      f"log_level = WARNING\nmount_webui = off\n[daemon]\nsocket = {self.home}/daemon.sock\nrun_watcher = no\n")

    def __enter__(self):
        self.prepare()
        self.logfile = open(self.log, "w")
        self.proc = subprocess.Popen(["/usr/bin/python3", "-c", SERVE], env=self.env, cwd=self.home, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=self.logfile, text=True)
        line = self.proc.stdout.readline()
        if not line.startswith("port "):
            self.__exit__()
            raise RuntimeError("supysonic did not start (its log: " + self.log + ")")
        self.port = int(line.split()[1])
        self.root = f"http://127.0.0.1:{self.port}"
        return self

    def __exit__(self, *_):
        self.proc.kill()
        self.proc.wait()
        self.logfile.close()

    def requests(self):
        """The request lines werkzeug logged so far ("GET /rest/search3.view?… HTTP/1.1" 200 -)."""
        with open(self.log, errors="replace") as log:
            return [line for line in log if '"GET /rest/' in line or '"POST /rest/' in line]

    def timings(self, since=0):
        """(method, began, ended) of each request answered, in the order they ended, from the
        `since`th on: the server's own time, on the bench's monotonic clock."""
        with open(self.log, errors="replace") as log:
            lines = [line.split() for line in log if line.startswith("T ")]
        return [(words[1].rsplit("/", 1)[-1].removesuffix(".view"), float(words[2]), float(words[3]))
                for words in lines[since:] if len(words) == 4]

    def url(self, method, parameters):
        """The URL of `method` with the credential PlayDeck sends supysonic (API 1.10.2: `enc:` hex)."""
        auth = [("u", USER), ("p", "enc:" + PASSWORD.encode().hex()), ("v", "1.10.2"), ("c", "PlayDeck"), ("f", "json")]
        return f"{self.root}/rest/{method}.view?" + urllib.parse.urlencode(auth + list(parameters))

    def get(self, method, parameters):
        """One request on a connection of its own (as PlayDeck's): seconds to the whole answer, and the answer."""
        url = urllib.parse.urlsplit(self.url(method, parameters))
        started = time.monotonic()
        connection = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
        try:
            connection.request("GET", url.path + "?" + url.query)
            answer = connection.getresponse()
            body = answer.read()
        finally:
            connection.close()
        return time.monotonic() - started, body


class OutputTimes:
    """What a tmux pane writes, read from a FIFO (`pipe-pane`) as it comes, each chunk stamped with
    the monotonic time it arrived: when the screen changed, without polling it."""

    def __init__(self, path):
        self.path = path
        os.mkfifo(path)
        self.times = []
        self.lock = threading.Condition()
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        with open(self.path, "rb", buffering=0) as fifo:
            while True:
                data = fifo.read(65536)
                if not data:
                    return
                with self.lock:
                    self.times.append(time.monotonic())
                    self.lock.notify_all()

    def count(self):
        with self.lock:
            return len(self.times)

    def after(self, seen, timeout):
        """Waits for a chunk past the first `seen`; the count then, and the time of the last chunk."""
        with self.lock:
            if not self.lock.wait_for(lambda: len(self.times) > seen, timeout=timeout):
                return seen, None
            return len(self.times), self.times[-1]
