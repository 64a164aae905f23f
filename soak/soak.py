#!/usr/bin/python3
"""make soak: PlayDeck plays a queue at 4x while clients hammer it with valid and invalid
commands over the control socket and MPRIS. Reports commands answered, crashes (must be 0)
and resident memory over time (growth after warm-up must stay under 5 MiB).

Runs under Debian's /usr/bin/python3 for its dbus module (python3-dbus)."""
import argparse
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VALID = ["toggle-pause", "play", "pause", "skip-forward", "skip-backward", "skip-forward 30", "seek 20",
         "speed 4", "speed-next", "speed-previous", "volume 50", "volume-up", "volume-down", "mute",
         "chapter-next", "skip-ad", "action", "play-from-beginning", "next", "previous"]
INVALID = ['{"command": "skip-froward"}', '{"command": 42}', "not json at all", '{"get": "everything"}',
           '{"command": "seek -5"}', '{"command": "speed banana"}', "{" * 1000, "x" * 70_000]


class Counters:
    def __init__(self):
        self.lock = threading.Lock()
        self.sent = self.answered = self.errors = 0

    def add(self, sent=0, answered=0, errors=0):
        with self.lock:
            self.sent += sent
            self.answered += answered
            self.errors += errors


def socket_client(path, rate, stop, counters, seed):
    rng = random.Random(seed)
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.connect(path)
    reader = sock.makefile("r", encoding="utf-8", errors="replace")
    interval = 1.0 / rate
    while not stop.is_set():
        started = time.monotonic()
        if rng.random() < 0.8:
            line = json.dumps({"command": rng.choice(VALID)})
        elif rng.random() < 0.5:
            line = json.dumps({"get": "now-playing"})
        else:
            line = rng.choice(INVALID)
        try:
            sock.sendall((line + "\n").encode())
            counters.add(sent=1)
            if reader.readline():
                counters.add(answered=1)
        except OSError:
            counters.add(errors=1)
            sock.close()
            sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            sock.connect(path)
            reader = sock.makefile("r", encoding="utf-8", errors="replace")
        time.sleep(max(0, interval - (time.monotonic() - started)))
    sock.close()


def mpris_client(bus_address, pid, rate, stop, counters):
    os.environ["DBUS_SESSION_BUS_ADDRESS"] = bus_address
    import dbus
    bus = dbus.SessionBus()
    # The only PlayDeck on its private bus takes the plain name.
    name = "org.mpris.MediaPlayer2.playdeck"
    player = dbus.Interface(bus.get_object(name, "/org/mpris/MediaPlayer2"), "org.mpris.MediaPlayer2.Player")
    props = dbus.Interface(bus.get_object(name, "/org/mpris/MediaPlayer2"), "org.freedesktop.DBus.Properties")
    rng = random.Random(7)
    calls = [lambda: player.PlayPause(), lambda: player.Seek(dbus.Int64(5_000_000)),
             lambda: player.Seek(dbus.Int64(-5_000_000)), lambda: props.Get("org.mpris.MediaPlayer2.Player", "Position"),
             lambda: props.Get("org.mpris.MediaPlayer2.Player", "Metadata"), lambda: player.Play(),
             lambda: props.Set("org.mpris.MediaPlayer2.Player", "Rate", dbus.Double(rng.choice([0.5, 1.0, 4.0, 1000.0])))]
    while not stop.is_set():
        started = time.monotonic()
        counters.add(sent=1)
        try:
            rng.choice(calls)()
            counters.add(answered=1)
        except dbus.DBusException:
            counters.add(answered=1)  # a D-Bus error reply is an answer
        except Exception:
            counters.add(errors=1)
        time.sleep(max(0, 1.0 / rate - (time.monotonic() - started)))


def rss_mib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS"):
                return int(line.split()[1]) / 1024
    return 0.0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=int, default=600)
    parser.add_argument("--rate", type=int, default=500, help="socket commands per second, all clients together")
    parser.add_argument("--playdeck", default=os.path.join(ROOT, ".build/release/playdeck"))
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="playdeck-soak-")
    runtime = os.path.join(work, "run")
    os.makedirs(runtime, mode=0o700)
    song = os.path.join(work, "song.mp3")
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=440:duration=60", song], check=True)
    playlist = os.path.join(work, "queue.m3u")
    with open(playlist, "w") as out:
        out.write("\n".join([song] * 400) + "\n")
    bus_config = os.path.join(work, "bus.conf")
    with open(bus_config, "w") as out:
        out.write(f"""<busconfig><type>session</type><listen>unix:path={work}/bus</listen>
<auth>EXTERNAL</auth><policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/><allow receive_sender="*"/></policy>
</busconfig>""")
    bus = subprocess.Popen(["dbus-daemon", "--config-file", bus_config, "--nofork", "--print-address"],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    bus_address = bus.stdout.readline().strip()
    env = dict(os.environ, XDG_RUNTIME_DIR=runtime, DBUS_SESSION_BUS_ADDRESS=bus_address,
               XDG_STATE_HOME=os.path.join(work, "state"), XDG_CACHE_HOME=os.path.join(work, "cache"))
    player = subprocess.Popen([args.playdeck, "--headless", "--json", "--idle", "--no-resume", "--ao", "null",
                               "--speed", "4", playlist], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    path = os.path.join(runtime, "playdeck", f"{player.pid}.sock")
    for _ in range(500):
        if os.path.exists(path):
            break
        time.sleep(0.01)
    counters, stop, threads = Counters(), threading.Event(), []
    clients = 10
    for n in range(clients):
        threads.append(threading.Thread(target=socket_client, args=(path, args.rate / clients, stop, counters, n)))
    threads.append(threading.Thread(target=mpris_client, args=(bus_address, player.pid, 50, stop, counters)))
    for thread in threads:
        thread.start()
    samples, started = [], time.monotonic()
    try:
        while time.monotonic() - started < args.seconds and player.poll() is None:
            time.sleep(min(10, args.seconds / 10))
            samples.append((time.monotonic() - started, rss_mib(player.pid)))
            print(f"soak: {samples[-1][0]:6.0f} s  RSS {samples[-1][1]:6.1f} MiB  sent {counters.sent}  "
                  f"answered {counters.answered}", flush=True)
    finally:
        stop.set()
        for thread in threads:
            thread.join(timeout=5)
        crashed = player.poll() is not None
        if not crashed:
            player.send_signal(signal.SIGTERM)
            player.wait(timeout=10)
        bus.terminate()
        shutil.rmtree(work, ignore_errors=True)
    warm = [rss for at, rss in samples if at >= min(60, args.seconds / 5)]
    growth = (max(warm) - warm[0]) if len(warm) > 1 else 0.0
    print(f"soak: {args.seconds} s, commands sent {counters.sent}, answered {counters.answered}, "
          f"client errors {counters.errors}, crashes {1 if crashed else 0}, "
          f"RSS after warm-up {warm[0] if warm else 0:.1f} → {max(warm) if warm else 0:.1f} MiB (growth {growth:.1f} MiB)")
    ok = not crashed and growth < 5 and counters.answered > 0.99 * counters.sent
    print(f"soak: {1 if ok else 0} passed, {0 if ok else 1} failed")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
