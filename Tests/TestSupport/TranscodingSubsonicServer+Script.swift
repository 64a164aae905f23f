import Foundation

extension TranscodingSubsonicServer {
    /// The server: python3's http.server on 127.0.0.1 at a port the kernel picks (printed as
    /// "port N"), one thread per request; it logs each `stream` request's parameters but the
    /// credentials on standard error ("stream id=…&timeOffset=20") and exits when its standard
    /// input closes. Arguments: the source file, its length in seconds, 1 when it announces
    /// `transcodeOffset`, the user, the password, the song's id.
    static let script = #"""
        import hashlib, http.server, json, signal, subprocess, sys, threading, urllib.parse

        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        source, seconds, offers, user, password, song = sys.argv[1:7]
        seconds, offers = int(seconds), offers == "1"
        extensions = [{"name": "formPost", "versions": [1]}] + ([{"name": "transcodeOffset", "versions": [1]}] if offers else [])
        head = {"status": "ok", "version": "1.16.1", "type": "navidrome", "serverVersion": "0.53.3", "openSubsonic": True}
        tone = {"id": song, "title": "Offset Tone", "artist": "Test Artist", "album": "Offsets", "track": 1,
                "duration": seconds, "suffix": "mp3", "contentType": "audio/mpeg", "isDir": False}

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, format, *args):
                pass

            def answer(self, payload):
                body = json.dumps({"subsonic-response": dict(head, **payload)}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self):
                path, _, query = self.path.partition("?")
                args = dict(urllib.parse.parse_qsl(query))
                method = path.rsplit("/", 1)[-1].removesuffix(".view")
                salt, token = args.get("s", ""), args.get("t", "")
                if args.get("u") != user or hashlib.md5((password + salt).encode()).hexdigest() != token:
                    return self.answer({"status": "failed", "error": {"code": 40, "message": "Wrong username or password"}})
                if method == "getOpenSubsonicExtensions":
                    return self.answer({"openSubsonicExtensions": extensions})
                if method == "search3":
                    return self.answer({"searchResult3": {"song": [tone] if "offset" in args.get("query", "").lower() else []}})
                if method == "getSong":
                    return self.answer({"song": tone})
                if method == "stream":
                    return self.stream(args)
                if method == "getCoverArt":
                    return self.send_error(404)
                self.answer({})

            def stream(self, args):
                kept = [(k, v) for k, v in urllib.parse.parse_qsl(self.path.partition("?")[2])
                        if k in ("id", "maxBitRate", "format", "timeOffset")]
                sys.stderr.write("stream %s\n" % urllib.parse.urlencode(kept))
                sys.stderr.flush()
                offset = int(args.get("timeOffset", "0")) if offers else 0
                # As a transcoder sends it: no Content-Length, no Accept-Ranges, closed at the end.
                self.send_response(200)
                self.send_header("Content-Type", "audio/mpeg")
                self.end_headers()
                # At the pace it plays (-re), as a transcoder on a long song: a player holds only the start.
                ffmpeg = subprocess.Popen(["/usr/bin/ffmpeg", "-v", "error", "-re", "-ss", str(offset), "-i", source, "-map", "0:a",
                                           "-c:a", "libmp3lame", "-b:a", "128k", "-write_xing", "0", "-id3v2_version", "0",
                                           "-f", "mp3", "-"], stdout=subprocess.PIPE, stdin=subprocess.DEVNULL)
                try:
                    while chunk := ffmpeg.stdout.read(16384):
                        self.wfile.write(chunk)
                except (BrokenPipeError, ConnectionResetError):
                    pass
                finally:
                    ffmpeg.kill()
                    ffmpeg.wait()

        class Server(http.server.ThreadingHTTPServer):
            daemon_threads = True

        def orphaned():
            sys.stdin.buffer.read()
            os._exit(0)

        import os
        threading.Thread(target=orphaned, daemon=True).start()
        server = Server(("127.0.0.1", 0), Handler)
        print("port %d" % server.server_address[1], flush=True)
        server.serve_forever()
        """#
}

extension Fixtures {
    /// `text` written once per version as a script in the fixtures folder, named `name-HASH.py`.
    static func writeScript(_ text: String, named name: String) throws -> String {
        var hash: UInt64 = 1469598103934665603
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 1099511628211 }
        let path = directory + "/\(name)-\(String(hash, radix: 16)).py"
        guard !FileManager.default.fileExists(atPath: path) else { return path }
        let partial = path + ".part-\(UUID().uuidString)"
        try text.write(toFile: partial, atomically: false, encoding: .utf8)
        _ = rename(partial, path)
        return path
    }
}
