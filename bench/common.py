"""The helpers every case gets as `h`: running and measuring processes, a private D-Bus, and
(from tmux.py) PlayDeck in a detached tmux and its --trace-latency files."""
import os
import subprocess
import tempfile
import time

import tmux

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The cases reach tmux.py's helpers through this module, as they reach the rest.
read_trace, first_paint, tmux_socket = tmux.read_trace, tmux.first_paint, tmux.tmux_socket
tmux_cpu_seconds, tmux_key_latencies = tmux.tmux_cpu_seconds, tmux.tmux_key_latencies
tmux_kitty_frame, tmux_trace_line, tmux_trace_lines = tmux.tmux_kitty_frame, tmux.tmux_trace_line, tmux.tmux_trace_lines
tmux_resize_storm = tmux.tmux_resize_storm


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw)


def cpu_seconds(cmd, env=None):
    """User+system CPU seconds and wall seconds of one command, from GNU time."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as out:
        subprocess.run(["/usr/bin/time", "-o", out.name, "-f", "%U %S %e %M"] + cmd,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)
        user, system, wall, rss = out.read().split()[-4:]
        return float(user) + float(system), float(wall), int(rss)


MPV_MPRIS = "/usr/lib/mpv-mpris/mpris.so"


class PrivateBus:
    """A dbus-daemon on a unix socket of its own, for MPRIS cases."""

    def __init__(self, work):
        self.runtime = tempfile.mkdtemp(dir=work)
        os.chmod(self.runtime, 0o700)

    def __enter__(self):
        config = os.path.join(self.runtime, "bus.conf")
        with open(config, "w") as out:
            out.write(f"<busconfig><type>session</type><listen>unix:path={self.runtime}/bus</listen>"
                      "<auth>EXTERNAL</auth><policy context=\"default\"><allow send_destination=\"*\" eavesdrop=\"true\"/>"
                      "<allow eavesdrop=\"true\"/><allow own=\"*\"/><allow receive_sender=\"*\"/></policy></busconfig>")
        self.daemon = subprocess.Popen(["dbus-daemon", "--config-file", config, "--nofork", "--print-address"],
                                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.address = self.daemon.stdout.readline().strip()
        return self

    def __exit__(self, *_):
        self.daemon.kill()
        self.daemon.wait()


def wait_for_bus_name(env, prefix, timeout=10):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        names = subprocess.run(["busctl", "--user", "list", "--no-legend"], env=env, capture_output=True, text=True).stdout
        if prefix in names:
            return
        time.sleep(0.05)
    raise RuntimeError(f"{prefix} never appeared on the bus")


def timed(cmd, env):
    """Seconds from exec to the exit of `cmd` (its output thrown away); `env` None: ours."""
    start = time.monotonic()
    subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.monotonic() - start


def percentile(sorted_values, p):
    """The p-th percentile of an already sorted list (nearest rank)."""
    return sorted_values[min(len(sorted_values) - 1, int(len(sorted_values) * p / 100))]


# Run as `python3 -c EXEC_STAMP FILE PROGRAM ARGS…`: writes CLOCK_MONOTONIC to FILE, then execs.
EXEC_STAMP = 'import os, sys, time; open(sys.argv[1], "w").write(repr(time.monotonic())); os.execv(sys.argv[2], sys.argv[2:])'


def process_cpu_ns(pid):
    """CPU nanoseconds of every thread of a process, and its voluntary context switches."""
    total, switches = 0, 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                total += int(f.read().split()[0])
            with open(f"/proc/{pid}/task/{task}/status") as f:
                for line in f:
                    if line.startswith("voluntary_ctxt_switches"):
                        switches += int(line.split()[1])
        except (FileNotFoundError, ProcessLookupError):
            continue
    return total, switches


def wait_idle(pid, quiet=0.3, limit=30):
    """Waits until the process used under 1 ms of CPU over `quiet` seconds (at most `limit`): a
    server still busy with its start (PlayDeck's first walk of the library it watches) is not
    measured against one that is not."""
    deadline = time.monotonic() + limit
    before = process_cpu_ns(pid)[0]
    while time.monotonic() < deadline:
        time.sleep(quiet)
        now = process_cpu_ns(pid)[0]
        if now - before < 1_000_000:
            return
        before = now


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS"):
                return int(line.split()[1])
    return 0


def time_to_first_line(cmd, needle=None):
    """Seconds from exec to the first line (containing needle) on stdout or stderr, and RSS then."""
    start = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        for line in proc.stdout:
            if needle is None or needle in line:
                elapsed = time.monotonic() - start
                return elapsed, rss_kib(proc.pid)
        raise RuntimeError(f"{cmd[0]} ended without the line")
    finally:
        proc.kill()
        proc.wait()


def paused_usage(cmd, seconds, settle=1):
    """CPU ms and wake-ups of a player over `seconds` once it is paused and, `settle` seconds on,
    done with its start-up work."""
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        proc.stdout.readline()  # the first snapshot (or mpv's STARTED): paused from here on
        time.sleep(settle)
        cpu0, sw0 = process_cpu_ns(proc.pid)
        time.sleep(seconds)
        cpu1, sw1 = process_cpu_ns(proc.pid)
        return (cpu1 - cpu0) / 1e6, sw1 - sw0
    finally:
        proc.kill()
        proc.wait()


def mpv_version():
    try:
        return run(["mpv", "--version"]).stdout.splitlines()[0]
    except (OSError, subprocess.CalledProcessError):
        return "not found"
