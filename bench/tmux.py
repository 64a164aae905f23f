"""PlayDeck run inside a detached tmux, and the --trace-latency files it writes there."""
import itertools
import os
import re
import subprocess
import time


def tmux_socket(prefix):
    """A tmux socket name of its own for each run: `kill-server` returns before the old server
    has gone, and a new session on the same socket can meet the dying server ("server exited
    unexpectedly")."""
    return f"{prefix}-{os.getpid()}-{next(TMUX_RUNS)}"


TMUX_RUNS = itertools.count()


def tmux_cpu_seconds(cmd, work, size=(100, 30), env="", conf="/dev/null"):
    """CPU seconds of a command run to its end inside a detached tmux of `size` (columns, rows);
    `env` is put before the command (NAME=value …); `conf` is tmux's configuration."""
    socket_name = tmux_socket("bench")
    out = os.path.join(work, "tmux.time")
    if os.path.exists(out):
        os.unlink(out)
    inner = " ".join(["/usr/bin/time", "-o", out, "-f", "'%U %S'"] + [f"'{c}'" for c in cmd])
    subprocess.run(["tmux", "-L", socket_name, "-f", conf, "new-session", "-d", "-x", str(size[0]),
                    "-y", str(size[1]), f"TERM=xterm-256color {env} {inner}"], check=True)
    while subprocess.run(["tmux", "-L", socket_name, "has-session"], capture_output=True).returncode == 0:
        time.sleep(0.2)
    with open(out) as f:
        user, system = f.read().split()[-2:]
    return float(user) + float(system)


def tmux_kitty_frame(cmd, work, size, env, timeout=20):
    """The first kitty video frame (RGB) a command writes in a detached tmux of `size`: its
    width and height in pixels and the columns and rows it is placed over."""
    socket_name = tmux_socket("bench-kitty")
    raw = os.path.join(work, "kitty.raw")
    if os.path.exists(raw):
        os.unlink(raw)
    subprocess.run(["tmux", "-L", socket_name, "-f", "/dev/null", "new-session", "-d", "-x", str(size[0]), "-y",
                    str(size[1]), f"TERM=xterm-256color {env} " + " ".join(f"'{c}'" for c in cmd), ";",
                    "pipe-pane", "-o", f"cat > '{raw}'"], check=True)
    try:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                with open(raw, "rb") as f:
                    data = f.read()
            except FileNotFoundError:
                data = b""
            frame = re.search(rb"\x1b_Ga=t,f=24,s=(\d+),v=(\d+),i=(\d+)", data)
            placed = frame and re.search(rb"\x1b_Ga=p,i=" + frame.group(3) + rb",p=1,c=(\d+),r=(\d+)", data)
            if placed:
                return int(frame.group(1)), int(frame.group(2)), int(placed.group(1)), int(placed.group(2))
            time.sleep(0.1)
        raise RuntimeError("no kitty video frame was written")
    finally:
        subprocess.run(["tmux", "-L", socket_name, "kill-server"], capture_output=True)


def tmux_trace_line(cmd, work, size, prefix, timeout=20):
    """Runs PlayDeck in a detached tmux of `size` with --trace-latency until a line starting with
    `prefix` is traced; returns that line split in words."""
    socket_name = tmux_socket("bench-trace")
    trace = os.path.join(work, "line.trace")
    if os.path.exists(trace):
        os.unlink(trace)
    command = cmd[:1] + ["--trace-latency", trace] + cmd[1:]
    subprocess.run(["tmux", "-L", socket_name, "-f", "/dev/null", "new-session", "-d", "-x", str(size[0]), "-y",
                    str(size[1]), "TERM=xterm-256color " + " ".join(f"'{c}'" for c in command)], check=True)
    try:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            line = next((p for p in read_trace(trace) if " ".join(p).startswith(prefix.strip())), None)
            if line:
                return line
            time.sleep(0.02)
        raise RuntimeError(f"no '{prefix.strip()}' line was traced")
    finally:
        subprocess.run(["tmux", "-L", socket_name, "kill-server"], capture_output=True)


def tmux_trace_lines(cmd, work, size, word, linger, timeout=20):
    """Runs PlayDeck, told it is not inside tmux, in a detached tmux of `size` with
    --trace-latency until a line starting with `word` is traced, then `linger` seconds more;
    returns every traced line split in words."""
    socket_name = tmux_socket("bench-lines")
    trace = os.path.join(work, "lines.trace")
    if os.path.exists(trace):
        os.unlink(trace)
    command = cmd[:1] + ["--trace-latency", trace] + cmd[1:]
    subprocess.run(["tmux", "-L", socket_name, "-f", "/dev/null", "new-session", "-d", "-x", str(size[0]), "-y",
                    str(size[1]), "env -u TMUX TERM=xterm-256color " + " ".join(f"'{c}'" for c in command)],
                   check=True)
    try:
        deadline = time.monotonic() + timeout
        while not any(p and p[0] == word for p in read_trace(trace)):
            if time.monotonic() > deadline:
                raise RuntimeError(f"no '{word}' line was traced")
            time.sleep(0.02)
        time.sleep(linger)
        return [p for p in read_trace(trace) if p]
    finally:
        subprocess.run(["tmux", "-L", socket_name, "kill-server"], capture_output=True)


def tmux_key_latencies(launch, trace, size, first, keys, names, started_on=("first-paint", "playback-restart"),
                       spacing=0.005):
    """Runs `launch` (PlayDeck with --trace-latency `trace`) in a detached tmux of `size`; once it
    has traced every word of `started_on` (painted, and started playing), sends the keys `first`
    (not measured), then `keys` one at a time, `spacing` seconds apart, as a person types; returns
    the sorted key → screen milliseconds of the traced presses whose names are in `names`."""
    if os.path.exists(trace):
        os.unlink(trace)
    name = tmux_socket("bench-keys")
    subprocess.run(["tmux", "-L", name, "-f", "/dev/null", "new-session", "-d", "-x", str(size[0]), "-y",
                    str(size[1]), "TERM=xterm-256color " + " ".join(f"'{c}'" for c in launch)], check=True)
    try:
        deadline = time.monotonic() + 20
        started = lambda: set(started_on) <= {p[0] for p in read_trace(trace) if p}
        while time.monotonic() < deadline and not started():
            time.sleep(0.05)
        for key in first:
            subprocess.run(["tmux", "-L", name, "send-keys", key], check=True)
            time.sleep(0.2)
        for key in keys:
            subprocess.run(["tmux", "-L", name, "send-keys", key], check=True)
            time.sleep(spacing)
        time.sleep(0.5)
    finally:
        subprocess.run(["tmux", "-L", name, "kill-server"], capture_output=True)
    return sorted((float(p[2]) - float(p[1])) * 1000 for p in read_trace(trace) if len(p) == 3 and p[0] in names)


def read_trace(trace):
    """The lines of a --trace-latency file, split in words (none if it does not exist yet)."""
    try:
        with open(trace) as f:
            return [line.split() for line in f if line.strip()]
    except FileNotFoundError:
        return []


def first_paint(trace):
    """Monotonic time of the first complete paint, from a --trace-latency file."""
    try:
        with open(trace) as f:
            for line in f:
                if line.startswith("first-paint "):
                    return float(line.split()[1])
    except FileNotFoundError:
        pass
    return None


def tmux_resize_storm(cmd, work, sizes, trace, ready, settled, timeout=20):
    """Runs `cmd` (PlayDeck with --trace-latency `trace`, told it is not inside tmux) in a detached
    tmux at sizes[0] until `ready(trace lines)`; then resizes it through every other size at once,
    and waits until `settled(screen)` at the last; returns the bytes written from the storm on,
    and the screen."""
    name = tmux_socket("bench-storm")
    raw = os.path.join(work, "storm.raw")
    for path in (raw, trace):
        if os.path.exists(path):
            os.unlink(path)
    subprocess.run(["tmux", "-L", name, "-f", "/dev/null", "new-session", "-d", "-x", str(sizes[0][0]), "-y",
                    str(sizes[0][1]), "env -u TMUX TERM=xterm-256color " + " ".join(f"'{c}'" for c in cmd), ";",
                    "pipe-pane", "-o", f"cat > '{raw}'"], check=True)
    try:
        deadline = time.monotonic() + timeout
        while not ready(read_trace(trace)):
            if time.monotonic() > deadline:
                raise RuntimeError("the tile never got ready for the storm")
            time.sleep(0.05)
        start = os.path.getsize(raw)
        for columns, rows in sizes[1:]:
            subprocess.run(["tmux", "-L", name, "resize-window", "-x", str(columns), "-y", str(rows)], check=True)
        screen = ""
        deadline = time.monotonic() + timeout
        while not settled(screen):
            if time.monotonic() > deadline:
                raise RuntimeError(f"not laid out after the storm:\n{screen}")
            time.sleep(0.05)
            screen = subprocess.run(["tmux", "-L", name, "capture-pane", "-p"], capture_output=True, text=True).stdout
        time.sleep(1)
        with open(raw, "rb") as f:
            f.seek(start)
            return f.read(), screen
    finally:
        subprocess.run(["tmux", "-L", name, "kill-server"], capture_output=True)
