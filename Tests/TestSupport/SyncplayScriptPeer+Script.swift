extension SyncplayScriptPeer {
    /// The peer: `peer PORT NAME ROOM FILE DURATION [PASSWORD]` logs in as the reference client
    /// does (Hello, its file, not ready), answers every State as the reference's protocol does
    /// (ignoringOnTheFly counters, ping echoes), and follows the room's pauses and seeks on a
    /// clock of its own. It prints `ready` once in the room, `recv LINE` for each line received,
    /// and `done KIND` after each command read from standard input (JSON):
    ///   {"pause": true|false}   its player pauses or plays, announced like the reference's
    ///   {"seek": 30}            its player seeks, announced with doSeek
    /// (a pause or seek is done once the server took it: its ignoringOnTheFly counter echoed)
    ///   {"chat": "text"}        a chat line
    ///   {"raw": "line"}         any line, as it is
    /// `fake PORT MODE` is a server that is not one: it listens on 127.0.0.1 (PORT 0: any),
    /// prints `listening PORT`, and to each client sends per MODE: `garbage` a line that is not
    /// JSON, `oversized` a 300 KiB line, `silent` nothing at all; `accepted` is printed for each.
    static let script = #"""
        import json, signal, socket, sys, threading, time

        # The test process blocks the signals it handles; a child inherits the mask, and a
        # SIGTERM blocked here would leave the test waiting for this process forever.
        signal.pthread_sigmask(signal.SIG_SETMASK, [])

        def out(text):
            sys.stdout.write(text + "\n")
            sys.stdout.flush()

        def fake(port, mode):
            server = socket.socket()
            server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            server.bind(("127.0.0.1", port))
            server.listen(8)
            out("listening %d" % server.getsockname()[1])
            clients = []
            while True:
                client, _ = server.accept()
                clients.append(client)
                out("accepted")
                if mode == "garbage":
                    client.sendall(b"this is not json\r\n")
                elif mode == "oversized":
                    client.sendall(b'{"Chat": {"username": "x", "message": "' + b"y" * (300 * 1024) + b'"}}\r\n')

        class Peer:
            def __init__(self, port, name, room, file_, duration, password):
                self.name = name
                self.sock = socket.create_connection(("127.0.0.1", port))
                self.lock = threading.Lock()
                self.paused, self.position, self.at = True, 0.0, time.time()
                self.client_ignoring, self.server_ignoring = 0, 0
                self.taken = threading.Condition()
                hello = {"username": name, "room": {"name": room}, "version": "1.2.255", "realversion": "1.6.9",
                         "features": {"sharedPlaylists": False, "chat": True, "featureList": True, "readiness": True,
                                      "managedRooms": True}}
                if password:
                    import hashlib
                    hello["password"] = hashlib.md5(password.encode()).hexdigest()
                self.send({"Hello": hello})
                self.file = {"name": file_, "duration": duration, "size": 1000}

            def send(self, message):
                with self.lock:
                    self.sock.sendall((json.dumps(message) + "\r\n").encode())

            def now(self):
                return self.position if self.paused else self.position + time.time() - self.at

            def state(self, latency=None, change=False, do_seek=False):
                state = {"ping": {"clientLatencyCalculation": time.time(), "clientRtt": 0}}
                if latency is not None:
                    state["ping"]["latencyCalculation"] = latency
                if self.client_ignoring == 0 or self.server_ignoring != 0:
                    state["playstate"] = {"position": self.now(), "paused": self.paused}
                    if do_seek:
                        state["playstate"]["doSeek"] = True
                if change:
                    self.client_ignoring += 1
                if self.server_ignoring or self.client_ignoring:
                    state["ignoringOnTheFly"] = {}
                    if self.server_ignoring:
                        state["ignoringOnTheFly"]["server"] = self.server_ignoring
                        self.server_ignoring = 0
                    if self.client_ignoring:
                        state["ignoringOnTheFly"]["client"] = self.client_ignoring
                self.send({"State": state})

            def received(self, message):
                if "Hello" in message:
                    self.send({"Set": {"file": self.file}})
                    self.send({"Set": {"ready": {"isReady": False, "manuallyInitiated": False}}})
                    out("ready")
                if "State" not in message:
                    return
                state = message["State"]
                ignore = state.get("ignoringOnTheFly", {})
                if "server" in ignore:
                    self.server_ignoring = ignore["server"]
                    self.client_ignoring = 0
                elif "client" in ignore and ignore["client"] == self.client_ignoring:
                    self.client_ignoring = 0
                with self.taken:
                    self.taken.notify_all()
                play = state.get("playstate")
                if play and self.client_ignoring == 0 and play.get("setBy") not in (None, self.name):
                    if play.get("paused") != self.paused or play.get("doSeek"):
                        self.paused, self.position, self.at = play["paused"], play["position"], time.time()
                self.state(latency=state.get("ping", {}).get("latencyCalculation"))

            def wait_taken(self):
                # A change is done once the server has echoed its counter: a second change sent
                # before that goes without its play state (as the reference's does) and is lost.
                with self.taken:
                    if not self.taken.wait_for(lambda: self.client_ignoring == 0, timeout=20):
                        out("the server never took the change")

            def command(self, command):
                if "pause" in command:
                    self.position, self.at, self.paused = self.now(), time.time(), command["pause"]
                    self.state(change=True)
                    self.wait_taken()
                    out("done pause")
                elif "seek" in command:
                    self.position, self.at = float(command["seek"]), time.time()
                    self.state(change=True, do_seek=True)
                    self.wait_taken()
                    out("done seek")
                elif "chat" in command:
                    self.send({"Chat": command["chat"]})
                    out("done chat")
                elif "raw" in command:
                    with self.lock:
                        self.sock.sendall((command["raw"] + "\r\n").encode())
                    out("done raw")

            def read(self):
                buffer = b""
                while True:
                    data = self.sock.recv(65536)
                    if not data:
                        out("closed")
                        return
                    buffer += data
                    while b"\r\n" in buffer:
                        line, buffer = buffer.split(b"\r\n", 1)
                        out("recv " + line.decode())
                        self.received(json.loads(line))

        if sys.argv[1] == "fake":
            fake(int(sys.argv[2]), sys.argv[3])
        else:
            peer = Peer(int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5], float(sys.argv[6]),
                        sys.argv[7] if len(sys.argv) > 7 else None)
            threading.Thread(target=peer.read, daemon=True).start()
            for line in sys.stdin:
                peer.command(json.loads(line))
        """#
}
