extension LocalHTTPServer {
    /// The server: python3's http.server over a folder, on 127.0.0.1 at a port the kernel picks
    /// (printed as "port N"), one thread per request, a log line per request on standard error;
    /// it exits when its standard input closes, so that it never outlives the test process.
    /// Besides the folder's files (404 for the rest) it answers:
    ///   /live.m3u8               a live HLS playlist without EXT-X-ENDLIST over the folder's
    ///                            seg*.ts: a window of three that moves one segment a second on
    ///   /stall/NAME?percent=P    NAME with its full Content-Length, but only P% of its bytes;
    ///                            then the connection stays open and silent
    ///   /drip/NAME?bps=N         NAME at N bytes a second
    ///   /icy/NAME?title=T        NAME as an internet radio sends it: to a client that asks
    ///                            (Icy-MetaData: 1), StreamTitle='T' after every 8 kB of audio
    static let script = #"""
        import http.server, os, signal, sys, threading, time, urllib.parse

        # A test runner's threads block most signals, and a child inherits the mask.
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        root = sys.argv[1]
        started = time.monotonic()
        closing = threading.Event()

        class Handler(http.server.SimpleHTTPRequestHandler):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, directory=root, **kwargs)

            def log_message(self, format, *args):
                sys.stderr.write("%s\n" % (format % args))
                sys.stderr.flush()

            def do_GET(self):
                path, _, query = self.path.partition("?")
                self.args = dict(p.split("=", 1) for p in query.split("&") if "=" in p)
                if path == "/live.m3u8":
                    return self.live()
                if path.startswith("/icy/"):
                    return self.icy(os.path.join(root, os.path.basename(path)))
                for prefix, send in (("/stall/", self.stall), ("/drip/", self.drip)):
                    if path.startswith(prefix):
                        return self.body(os.path.join(root, os.path.basename(path)), send)
                return super().do_GET()

            def body(self, name, send):
                if not os.path.isfile(name):
                    return self.send_error(404)
                with open(name, "rb") as f:
                    data = f.read()
                self.send_response(200)
                self.send_header("Content-Type", "application/octet-stream")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                try:
                    send(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def stall(self, data):
                self.wfile.write(data[: len(data) * int(self.args.get("percent", "30")) // 100])
                self.wfile.flush()
                closing.wait()

            def drip(self, data):
                step = max(1, int(self.args.get("bps", "4000")) // 10)
                for start in range(0, len(data), step):
                    self.wfile.write(data[start:start + step])
                    self.wfile.flush()
                    if closing.wait(0.1):
                        return

            def icy(self, name):
                if not os.path.isfile(name):
                    return self.send_error(404)
                with open(name, "rb") as f:
                    data = f.read()
                interval, asked = 8192, self.headers.get("Icy-MetaData") == "1"
                meta = ("StreamTitle='%s';" % urllib.parse.unquote(self.args.get("title", ""))).encode()
                meta += b"\0" * (-len(meta) % 16)
                block = bytes([len(meta) // 16]) + meta
                body = b"".join(data[start:start + interval] + (block if asked and len(data) - start >= interval else b"")
                                for start in range(0, len(data), interval))
                self.send_response(200)
                self.send_header("Content-Type", "audio/mpeg")
                if asked:
                    self.send_header("icy-metaint", str(interval))
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                try:
                    self.wfile.write(body)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def live(self):
                segments = sorted(n for n in os.listdir(root) if n.startswith("seg") and n.endswith(".ts"))
                last = min(int(time.monotonic() - started) + 3, len(segments))
                first = max(0, last - 3)
                lines = ["#EXTM3U", "#EXT-X-VERSION:3", "#EXT-X-TARGETDURATION:1",
                         "#EXT-X-MEDIA-SEQUENCE:%d" % first]
                for name in segments[first:last]:
                    lines += ["#EXTINF:1.0,", name]
                body = ("\n".join(lines) + "\n").encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/vnd.apple.mpegurl")
                self.send_header("Content-Length", str(len(body)))
                self.send_header("Cache-Control", "no-cache")
                self.end_headers()
                self.wfile.write(body)

        class Server(http.server.ThreadingHTTPServer):
            daemon_threads = True

        def orphaned():
            # The test holds standard input open: when it ends, however it ends, so does the server.
            sys.stdin.buffer.read()
            os._exit(0)

        threading.Thread(target=orphaned, daemon=True).start()
        server = Server(("127.0.0.1", 0), Handler)
        print("port %d" % server.server_address[1], flush=True)
        try:
            server.serve_forever()
        finally:
            closing.set()
        """#
}
